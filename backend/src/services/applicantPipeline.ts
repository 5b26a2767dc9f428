/**
 * The applicant pipeline (issue 13): the job's company moves an application (em análise →
 * entrevista → aprovado | não selecionado) with optional words to the candidate. Only the job's
 * company: an admin does not decide for a company. The moves follow common's `APPLICATION_NEXT`:
 * only while the job is open (approved); back, or out of a final status, only as a declared
 * correction (`correction: true`, 409 otherwise); the same status again only updates the words,
 * without a second notice — so the candidate's mails follow the pipeline, one per real move.
 *
 * A move is `statusTransition` (engine/, 0015): judged on a fresh read and written only on the
 * status it was judged from, so of two racing moves one lands and the other is judged again.
 * Each move gets a fresh `statusChangeId`, the key of its notification job
 * (`application-status-<applicationId>-<changeId>`): the same move enqueued twice notifies once.
 * If the queue refuses, the move is undone (only if it is still ours) and the company gets 503.
 */
import { randomUUID } from 'node:crypto';
import type { Types } from 'mongoose';
import { PUBLISHING_MESSAGES as M, applicationMove, type ApplicantDTO, type ApplicationStatusInput } from '@conecta/common';
import { Application, type ApplicationDocument } from '../models/application';
import { Job, type JobDocument } from '../models/job';
import { User, type UserDocument } from '../models/user';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../lib/errors';
import { presentApplicant } from '../presenters/publishing';
import type { JobEditDeps, PublishingDeps } from './jobPublisher';
import { statusTransition } from '../engine';
import { pushItemEvent } from '../realtime/itemPushes';

export const statusChangedJobId = (applicationId: string, changeId: string) => `application-status-${applicationId}-${changeId}`;

export async function moveApplication(
  user: UserDocument,
  id: Types.ObjectId,
  { status, feedback, correction = false }: ApplicationStatusInput,
  deps: JobEditDeps,
): Promise<ApplicantDTO> {
  const applicationId = id.toString();
  const read = async () => {
    const application = await Application.findById(id);
    if (!application) throw NotFoundError(M.applicationNotFound);
    const job = await Job.findById(application.jobId);
    // Not the job's company: answered as a missing application (a 403 would confirm it exists).
    if (!job?.companyId?.equals(user._id)) throw NotFoundError(M.applicationNotFound);
    return Object.assign(application, { job });
  };
  return statusTransition<Awaited<ReturnType<typeof read>>, ApplicantDTO>(deps, { kind: 'application', id, read, raced: M.applicationChanged }, async (before) => {
    const { job } = before;
    if (job.status !== 'approved') throw ConflictError(M.applicationsFrozen);
    const move = applicationMove(before.status, status);
    if (move === 'correction' && !correction) throw ConflictError(M.correctionRequired);
    if (move === 'same') {
      // Only the words to the candidate change (shown live), without a second notice.
      if ((before.feedback ?? null) === (feedback ?? null)) return { answer: await pushed(before, job, deps, { push: false }) };
      return { set: { feedback: feedback ?? null }, after: async () => pushed(await reread(id), job, deps) };
    }
    const changeId = randomUUID();
    return {
      set: { status, feedback: feedback ?? null, statusChangeId: changeId },
      after: async () => {
        try {
          await deps.producers.notify('application-status-changed', { applicationId, status, changeId }, statusChangedJobId(applicationId, changeId));
        } catch (err) {
          deps.log.error({ err, applicationId }, 'could not enqueue application-status-changed');
          await Application.updateOne(
            { _id: id, statusChangeId: changeId },
            { $set: { status: before.status, feedback: before.feedback ?? null, statusChangeId: before.statusChangeId ?? null } },
          );
          throw ServiceUnavailableError('Não foi possível atualizar a candidatura agora. Tente novamente mais tarde.');
        }
        return pushed(await reread(id), job, deps);
      },
    };
  });
}

async function reread(id: Types.ObjectId): Promise<ApplicationDocument> {
  const application = await Application.findById(id);
  if (!application) throw NotFoundError(M.applicationNotFound);
  return application;
}

async function pushed(application: ApplicationDocument, job: JobDocument, deps: PublishingDeps, { push = true } = {}): Promise<ApplicantDTO> {
  if (push) pushItemEvent(deps.realtime, { name: 'application.moved', application, job });
  const candidate = await User.findById(application.userId).select({ firstName: 1, lastName: 1, profileImageUrl: 1, jobTitle: 1 });
  return presentApplicant(application, candidate);
}
