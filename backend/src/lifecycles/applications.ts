/**
 * Apply and move (issue 13): a candidate's application to a job, and the job's company moving it
 * through the pipeline.
 *
 * Apply: one Application per (job, user), guaranteed by the unique index (a second apply is a 409,
 * never a second row), then the job's applicationsCount follows (engine `storeCount`); that write
 * announces `job.changed` itself (models/announce.ts). Only an approved job takes candidates. The
 * company hears of it twice: the `application.created` push on its open tabs, and the
 * `application-created` job (bell + e-mail). If that job cannot be queued, the application is
 * removed and the candidate gets 503: nobody is left believing the company was told.
 *
 * Move (em análise → entrevista → aprovado | não selecionado, optional words to the candidate):
 * common `canMoveApplication` — the job's company, while the job is open; an admin does not decide
 * for a company. The moves follow common's `APPLICATION_NEXT`: back, or out of a final status,
 * only as a declared correction (409 otherwise); the same status again only updates the words,
 * without a second notice. A move is `statusTransition` (decision 0015): of two racing moves one
 * lands and the other is judged again. Each move gets a fresh `statusChangeId`, the key of its
 * notification job: the same move enqueued twice notifies once. If the queue refuses, the move is
 * undone (only if it is still ours) and the company gets 503.
 */
import { randomUUID } from 'node:crypto';
import type { Types } from 'mongoose';
import {
  CATALOGUE_MESSAGES,
  PRIVACY_MESSAGES,
  PUBLISHING_MESSAGES as M,
  applicationMove,
  canMoveApplication,
  type ApplicantDTO,
  type ApplicationStatusInput,
  type MyApplicationDTO,
} from '@conecta/common';
import { Job, type JobDocument } from '../models/job';
import { Application, type ApplicationDocument } from '../models/application';
import { User, type UserDocument } from '../models/user';
import { CANDIDATE_FIELDS, presentApplicant, presentMyApplication } from '../presenters/publishing';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../lib/errors';
import { isDuplicateKey } from '../lib/mongoErrors';
import { statusTransition, storeCount } from '../engine/index';
import { pushItemEvent } from '../realtime/itemPushes';
import { ownedJob } from './jobs';
import { principalOf, type LifecycleDeps } from './deps';

export const applicationCreatedJobId = (applicationId: string) => `application-created-${applicationId}`;
export const statusChangedJobId = (applicationId: string, changeId: string) => `application-status-${applicationId}-${changeId}`;

export async function apply(user: UserDocument, jobId: Types.ObjectId, coverLetter: string, deps: LifecycleDeps): Promise<MyApplicationDTO> {
  const job = await Job.findById(jobId);
  // A job never published (pending, rejected) is as absent as GET /api/vagas/:id says; a closed one
  // was public, and whoever saw it is told it stopped taking candidates.
  // Its company's page taken down by an admin (issue 25): gone from the site, so as absent.
  if (!job || job.status === 'pending' || job.status === 'rejected' || job.ownerPageRemoved === true) throw NotFoundError(CATALOGUE_MESSAGES.jobNotFound);
  if (job.status !== 'approved') throw ConflictError(M.jobNotOpen);

  let application;
  try {
    application = await Application.create({ jobId, userId: user._id, coverLetter });
  } catch (err) {
    if (isDuplicateKey(err)) throw ConflictError(CATALOGUE_MESSAGES.alreadyApplied);
    throw err;
  }
  const applicationId = application._id.toString();
  try {
    await deps.producers.notify('application-created', { applicationId }, applicationCreatedJobId(applicationId));
  } catch (err) {
    deps.log.error({ err, applicationId }, 'could not enqueue application-created');
    await Application.deleteOne({ _id: application._id });
    throw ServiceUnavailableError('Não foi possível enviar sua candidatura agora. Tente novamente mais tarde.');
  }

  await storeCount(Job, jobId, 'applicationsCount', () => Application.countDocuments({ jobId }), deps.log);
  if (job.companyId) pushItemEvent(deps.realtime, { name: 'application.created', application, candidate: user, job, companyId: job.companyId });
  return presentMyApplication(application, job);
}

export async function moveApplication(user: UserDocument, id: Types.ObjectId, { status, feedback, correction = false }: ApplicationStatusInput, deps: LifecycleDeps): Promise<ApplicantDTO> {
  const applicationId = id.toString();
  const viewer = principalOf(user);
  const read = async () => {
    const application = await Application.findById(id);
    if (!application) throw NotFoundError(M.applicationNotFound);
    const job = await Job.findById(application.jobId);
    // Not the job's company: answered as a missing application (a 403 would confirm it exists).
    if (!job || ownedJob(job).ownerId !== viewer.id) throw NotFoundError(M.applicationNotFound);
    return Object.assign(application, { job });
  };
  return statusTransition<Awaited<ReturnType<typeof read>>, ApplicantDTO>(deps, { kind: 'application', id, read, raced: M.applicationChanged }, async (before) => {
    const { job } = before;
    // The company's own job: what is left of the rule is the job being open.
    if (!canMoveApplication(viewer, ownedJob(job))) throw ConflictError(M.applicationsFrozen);
    // The candidate deleted their account (issue 26): nobody is left to tell, the row is a record.
    if (before.withdrawnAt) throw ConflictError(PRIVACY_MESSAGES.applicationWithdrawn);
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

async function pushed(application: ApplicationDocument, job: JobDocument, deps: Pick<LifecycleDeps, 'realtime'>, { push = true } = {}): Promise<ApplicantDTO> {
  if (push) pushItemEvent(deps.realtime, { name: 'application.moved', application, job });
  const candidate = await User.findById(application.userId).select(CANDIDATE_FIELDS);
  return presentApplicant(application, candidate, job);
}
