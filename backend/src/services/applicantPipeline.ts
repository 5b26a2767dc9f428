/**
 * The applicant pipeline (issue 13): the job's company moves an application (em análise →
 * entrevista → aprovado | não selecionado, or back: a correction is a move too) with optional
 * words to the candidate. Only the job's company: an admin does not decide for a company.
 *
 * Each move gets a fresh `statusChangeId`, the key of its notification job
 * (`application-status-<applicationId>-<changeId>`): the same move enqueued twice notifies once.
 * If the queue refuses, the move is undone (only if it is still ours) and the company gets 503.
 */
import { randomUUID } from 'node:crypto';
import type { Types } from 'mongoose';
import { PUBLISHING_MESSAGES as M, userRoom, type ApplicantDTO, type ApplicationStatusInput } from '@conecta/common';
import { Application } from '../models/application';
import { Job } from '../models/job';
import { User, type UserDocument } from '../models/user';
import { ForbiddenError, NotFoundError, ServiceUnavailableError } from '../lib/errors';
import { presentApplicant, presentMyApplication } from '../presenters/publishing';
import type { PublishingDeps } from './jobPublisher';

export const statusChangedJobId = (applicationId: string, changeId: string) => `application-status-${applicationId}-${changeId}`;

export async function moveApplication(
  user: UserDocument,
  id: Types.ObjectId,
  { status, feedback }: ApplicationStatusInput,
  deps: PublishingDeps,
): Promise<ApplicantDTO> {
  const before = await Application.findById(id);
  if (!before) throw NotFoundError(M.applicationNotFound);
  const job = await Job.findById(before.jobId);
  if (!job?.companyId?.equals(user._id)) throw ForbiddenError(M.notOwner);

  const changeId = randomUUID();
  const moved = await Application.findOneAndUpdate(
    { _id: id },
    { $set: { status, feedback: feedback ?? null, statusChangeId: changeId } },
    { returnDocument: 'after' },
  );
  if (!moved) throw NotFoundError(M.applicationNotFound);
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
  deps.realtime.to(userRoom(moved.userId.toString())).emit('application:updated', presentMyApplication(moved, job));
  const candidate = await User.findById(moved.userId).select({ firstName: 1, lastName: 1, profileImageUrl: 1, jobTitle: 1 });
  return presentApplicant(moved, candidate);
}
