/**
 * The applicant pipeline (issue 13): the job's company moves an application (em análise →
 * entrevista → aprovado | não selecionado) with optional words to the candidate. Only the job's
 * company: an admin does not decide for a company. The moves follow common's `APPLICATION_NEXT`:
 * only while the job is open (approved); back, or out of a final status, only as a declared
 * correction (`correction: true`, 409 otherwise); the same status again only updates the words,
 * without a second notice — so the candidate's mails follow the pipeline, one per real move.
 *
 * Each move gets a fresh `statusChangeId`, the key of its notification job
 * (`application-status-<applicationId>-<changeId>`): the same move enqueued twice notifies once.
 * If the queue refuses, the move is undone (only if it is still ours) and the company gets 503.
 */
import { randomUUID } from 'node:crypto';
import type { Types } from 'mongoose';
import { PUBLISHING_MESSAGES as M, applicationMove, userRoom, type ApplicantDTO, type ApplicationStatusInput } from '@conecta/common';
import { Application, type ApplicationDocument } from '../models/application';
import { Job, type JobDocument } from '../models/job';
import { User, type UserDocument } from '../models/user';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../lib/errors';
import { presentApplicant, presentMyApplication } from '../presenters/publishing';
import type { PublishingDeps } from './jobPublisher';

export const statusChangedJobId = (applicationId: string, changeId: string) => `application-status-${applicationId}-${changeId}`;

export async function moveApplication(
  user: UserDocument,
  id: Types.ObjectId,
  { status, feedback, correction = false }: ApplicationStatusInput,
  deps: PublishingDeps,
): Promise<ApplicantDTO> {
  const before = await Application.findById(id);
  if (!before) throw NotFoundError(M.applicationNotFound);
  const job = await Job.findById(before.jobId);
  // Not the job's company: answered as a missing application (a 403 would confirm it exists).
  if (!job?.companyId?.equals(user._id)) throw NotFoundError(M.applicationNotFound);
  if (job.status !== 'approved') throw ConflictError(M.applicationsFrozen);
  const move = applicationMove(before.status, status);
  if (move === 'correction' && !correction) throw ConflictError(M.correctionRequired);
  if (move === 'same') return sameStatus(before, feedback ?? null, job, deps);

  const changeId = randomUUID();
  // On the status the move was judged from: a move racing it is answered 409, not applied blind.
  const moved = await Application.findOneAndUpdate(
    { _id: id, status: before.status },
    { $set: { status, feedback: feedback ?? null, statusChangeId: changeId } },
    { returnDocument: 'after' },
  );
  if (!moved) throw ConflictError(M.applicationChanged);
  const applicationId = id.toString();
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
  return pushed(moved, job, deps);
}

/** The same status again: only the words to the candidate change (shown live), no second notice. */
async function sameStatus(application: ApplicationDocument, feedback: string | null, job: JobDocument, deps: PublishingDeps): Promise<ApplicantDTO> {
  if ((application.feedback ?? null) === feedback) return pushed(application, job, deps, { push: false });
  const updated = await Application.findOneAndUpdate({ _id: application._id, status: application.status }, { $set: { feedback } }, { returnDocument: 'after' });
  if (!updated) throw ConflictError(M.applicationChanged);
  return pushed(updated, job, deps);
}

async function pushed(application: ApplicationDocument, job: JobDocument, deps: PublishingDeps, { push = true } = {}): Promise<ApplicantDTO> {
  if (push) deps.realtime.to(userRoom(application.userId.toString())).emit('application:updated', presentMyApplication(application, job));
  const candidate = await User.findById(application.userId).select({ firstName: 1, lastName: 1, profileImageUrl: 1, jobTitle: 1 });
  return presentApplicant(application, candidate);
}
