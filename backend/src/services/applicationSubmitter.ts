/**
 * Applying to a job: one Application per (job, user), guaranteed by the
 * unique index (a second apply is a 409, never a second row), then the
 * job's applicationsCount follows (services/counters.ts). That counter
 * write announces `job.changed` itself (models/announce.ts), which refreshes
 * the lists served from the search index in every process. (The company's
 * notification of a new application comes with the company issue.)
 */
import type { Types } from 'mongoose';
import { CATALOGUE_MESSAGES, type ApplicationDTO } from '@conecta/common';
import { Job } from '../models/job';
import { Application } from '../models/application';
import type { UserDocument } from '../models/user';
import { presentApplication } from '../presenters/activity';
import { ConflictError, NotFoundError } from '../lib/errors';
import { isDuplicateKey } from '../lib/mongoErrors';
import type { Logger } from '../lib/logger';
import { syncCounter } from './counters';

export interface ActivityDeps {
  log: Logger;
}

export async function submitApplication(
  user: UserDocument,
  jobId: Types.ObjectId,
  coverLetter: string,
  deps: ActivityDeps,
): Promise<ApplicationDTO> {
  if (!(await Job.exists({ _id: jobId, status: 'approved' }))) throw NotFoundError(CATALOGUE_MESSAGES.jobNotFound);

  let application;
  try {
    application = await Application.create({ jobId, userId: user._id, coverLetter });
  } catch (err) {
    if (isDuplicateKey(err)) throw ConflictError(CATALOGUE_MESSAGES.alreadyApplied);
    throw err;
  }

  await syncCounter(Job, jobId, 'applicationsCount', () => Application.countDocuments({ jobId }), deps.log);
  return presentApplication(application);
}
