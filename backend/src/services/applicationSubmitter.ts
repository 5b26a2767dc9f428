/**
 * Applying to a job: one Application per (job, user), guaranteed by the
 * unique index (a second apply is a 409, never a second row), then the
 * job's applicationsCount follows (engine/counters.ts `storeCount`). That counter
 * write announces `job.changed` itself (models/announce.ts), which refreshes
 * the lists served from the search index in every process.
 *
 * Only an approved job takes candidates (a pending, rejected or closed one
 * answers 409). The company hears of it twice: `application:new` on its open
 * tabs, and the `application-created` job (bell + e-mail, once per
 * application). If that job cannot be queued, the application is removed and
 * the candidate gets 503: nobody is left believing the company was told.
 */
import type { Types } from 'mongoose';
import { CATALOGUE_MESSAGES, PUBLISHING_MESSAGES, type MyApplicationDTO } from '@conecta/common';
import { Job } from '../models/job';
import { Application } from '../models/application';
import type { UserDocument } from '../models/user';
import { presentMyApplication } from '../presenters/publishing';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../lib/errors';
import { isDuplicateKey } from '../lib/mongoErrors';
import type { Logger } from '../lib/logger';
import type { Broadcaster } from '../realtime/broadcaster';
import type { Producers } from '../queues/producers';
import { storeCount } from '../engine/index';
import { pushItemEvent } from '../realtime/itemPushes';

export interface ActivityDeps {
  log: Logger;
}

export interface ApplyDeps extends ActivityDeps {
  realtime: Broadcaster;
  producers: Producers;
}

export const applicationCreatedJobId = (applicationId: string) => `application-created-${applicationId}`;

export async function submitApplication(
  user: UserDocument,
  jobId: Types.ObjectId,
  coverLetter: string,
  deps: ApplyDeps,
): Promise<MyApplicationDTO> {
  const job = await Job.findById(jobId);
  // A job never published (pending, rejected) is as absent as GET /api/vagas/:id says; a closed one
  // was public, and whoever saw it is told it stopped taking candidates.
  if (!job || job.status === 'pending' || job.status === 'rejected') throw NotFoundError(CATALOGUE_MESSAGES.jobNotFound);
  if (job.status !== 'approved') throw ConflictError(PUBLISHING_MESSAGES.jobNotOpen);

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
  if (job.companyId) pushItemEvent(deps.realtime, { name: 'application.created', application, candidate: user, companyId: job.companyId });
  return presentMyApplication(application, job);
}
