/**
 * A company's own jobs (issue 13 "Companies publish and follow their jobs"): publish (pending, or
 * approved at once for an admin), list, edit (an approved or rejected job edited goes back to
 * moderation with a new submission), close, and read its applicants.
 *
 * Editing and closing move the job from the status they read (engine `statusTransition`, decision
 * 0015), like an admin's decision: an admin approving the job at the same moment either lands
 * first (this edit then reads the approved job and decides on it) or finds it no longer pending.
 */
import { randomUUID } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import type { Redis } from 'ioredis';
import {
  CATALOGUE_MESSAGES,
  PUBLISHING_MESSAGES as M,
  isAdmin,
  jobAbilities,
  salaryOrderError,
  type ApplicantDTO,
  type JobInput,
  type OwnJobDTO,
} from '@conecta/common';
import { Job, type JobDocument } from '../models/job';
import { Application } from '../models/application';
import { User, type UserDocument } from '../models/user';
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { fullName, presentApplicant, presentOwnJob } from '../presenters/publishing';
import { announcePending, type ModerationDeps } from './moderationQueue';
import { statusTransition, type StatusMove } from '../engine/index';
import { recordAdminAction } from './audit';
import { pushItemEvent } from '../realtime/itemPushes';

export type PublishingDeps = ModerationDeps & { log: Logger };
/** Editing and closing move a job's status: they also need the engine's lock (statusTransition). */
export type JobEditDeps = PublishingDeps & { redis: Redis; redisPrefix: string };

/** The owner's lists are bounded, not paged: a company with more live jobs than this is not a use case here. */
const MAX_ITEMS = 500;
/** Every attempt to move the job lost to another move. */
const RACED = 'A vaga foi alterada ao mesmo tempo por outra pessoa. Tente novamente.';

const ownerOf = (job: JobDocument) => job.companyId ?? job.submittedBy;

/** The job's company (or whoever submitted it) and admins may manage it. */
function canManage(user: UserDocument, job: JobDocument): boolean {
  const owner = ownerOf(job);
  return isAdmin(user) || (!!owner && owner.equals(user._id));
}

/**
 * Someone else's job answers exactly as a missing one: a 403 would tell a company that an id it
 * guessed or saw (a pending job, never public) exists.
 */
async function managedJob(user: UserDocument, id: Types.ObjectId): Promise<JobDocument> {
  const job = await Job.findById(id);
  if (!job || !canManage(user, job)) throw NotFoundError(CATALOGUE_MESSAGES.jobNotFound);
  return job;
}

function checkSalaryOrder(values: { salaryMin?: string | null; salaryMax?: string | null }): void {
  const errors = salaryOrderError(values);
  if (Object.keys(errors).length > 0) throw ValidationError(errors, M.salaryOrder);
}

/** The job's owner follows it on 'Minhas vagas' in every tab. */
function pushStatus(job: JobDocument, deps: ModerationDeps): void {
  pushItemEvent(deps.realtime, { name: 'job.updated', job, owner: ownerOf(job) ?? null });
}

export async function publishJob(user: UserDocument, input: JobInput, deps: PublishingDeps): Promise<OwnJobDTO> {
  checkSalaryOrder(input);
  const admin = isAdmin(user);
  const job = await Job.create({
    ...input,
    company: input.company ?? user.companyName ?? fullName(user),
    companyLogo: user.profileThumbnailUrl ?? user.profileImageUrl ?? null,
    companyId: user._id,
    submittedBy: user._id,
    submissionId: randomUUID(),
    // An admin's own submission needs nobody's approval.
    status: admin ? 'approved' : 'pending',
    moderatedBy: admin ? user._id : null,
    moderatedAt: admin ? new Date() : null,
  });
  if (!admin) {
    try {
      await announcePending({ kind: 'job', doc: job }, user, deps);
    } catch (err) {
      // Not queued means no admin would hear of it: the company is told to try again instead.
      deps.log.error({ err, jobId: job.id as string }, 'could not enqueue item-submitted');
      await Job.deleteOne({ _id: job._id });
      throw ServiceUnavailableError('Não foi possível enviar a vaga agora. Tente novamente mais tarde.');
    }
  } else {
    // Published with nobody's review: the log is the only trace of who put it on the site.
    await recordAdminAction({ actorId: user._id, action: 'job.publish', targetType: 'job', targetId: job.id as string, after: { title: job.title, status: job.status } });
  }
  return presentOwnJob(job);
}

/** An admin's edit or close of any job (a company's included) is an admin action: audited, the changed fields before → after. */
async function auditAdminWrite(user: UserDocument, action: 'job.update' | 'job.close', before: JobDocument, after: JobDocument, fields: string[]): Promise<void> {
  if (!isAdmin(user)) return;
  const pick = (job: JobDocument) => Object.fromEntries(fields.map((field) => [field, job.get(field) ?? null]));
  await recordAdminAction({ actorId: user._id, action, targetType: 'job', targetId: after.id as string, before: pick(before), after: pick(after) });
}

export async function ownJobs(user: UserDocument): Promise<OwnJobDTO[]> {
  const jobs = await Job.find({ companyId: user._id }).sort({ createdAt: -1, _id: -1 }).limit(MAX_ITEMS);
  return jobs.map(presentOwnJob);
}

export async function editJob(user: UserDocument, id: Types.ObjectId, changes: Partial<JobInput>, deps: JobEditDeps): Promise<OwnJobDTO> {
  return statusTransition(deps, { kind: 'job', id, read: () => managedJob(user, id), raced: RACED }, (job): StatusMove<OwnJobDTO> => {
    if (!jobAbilities(job).edit) throw ConflictError(M.jobClosed);
    // Nothing to change is not a new submission.
    if (Object.keys(changes).length === 0) return { answer: presentOwnJob(job) };
    checkSalaryOrder({
      salaryMin: 'salaryMin' in changes ? changes.salaryMin : job.salaryMin,
      salaryMax: 'salaryMax' in changes ? changes.salaryMax : job.salaryMax,
    });
    // What an admin approved is what the public sees: a company's edit of it (or of a rejected
    // job) is a new submission. An admin's own edit publishes as it stands.
    const resubmit = !isAdmin(user) && (job.status === 'approved' || job.status === 'rejected');
    const set: Record<string, unknown> = { ...changes };
    if (resubmit) Object.assign(set, { status: 'pending', submissionId: randomUUID(), rejectionReason: null });
    return {
      set,
      after: async () => {
        const updated = await Job.findById(id);
        if (!updated) throw NotFoundError(CATALOGUE_MESSAGES.jobNotFound);
        if (updated.status === 'pending') {
          const submitter = updated.submittedBy ? await User.findById(updated.submittedBy) : null;
          try {
            await announcePending({ kind: 'job', doc: updated }, submitter, deps, { notify: resubmit });
          } catch (err) {
            // The job is stored as pending and listed for the admins from the database; only this
            // submission's bell is missing.
            deps.log.error({ err, jobId: updated.id as string }, 'could not enqueue item-submitted for an edit');
          }
        }
        pushStatus(updated, deps);
        await auditAdminWrite(user, 'job.update', job, updated, Object.keys(set));
        return presentOwnJob(updated);
      },
    };
  });
}

export async function closeJob(user: UserDocument, id: Types.ObjectId, deps: JobEditDeps): Promise<OwnJobDTO> {
  return statusTransition(deps, { kind: 'job', id, read: () => managedJob(user, id), raced: RACED }, (job): StatusMove<OwnJobDTO> => {
    if (job.status === 'closed') return { answer: presentOwnJob(job) };
    return {
      set: { status: 'closed' },
      after: async () => {
        const closed = (await Job.findById(id)) ?? job;
        if (job.status === 'pending') pushItemEvent(deps.realtime, { name: 'item.resolved', kind: 'job', id: id.toString(), status: 'closed' });
        pushStatus(closed, deps);
        await auditAdminWrite(user, 'job.close', job, closed, ['status']);
        return presentOwnJob(closed);
      },
    };
  });
}

const CANDIDATE_FIELDS = { firstName: 1, lastName: 1, profileImageUrl: 1, jobTitle: 1 } as const;

export async function jobApplicants(user: UserDocument, id: Types.ObjectId): Promise<ApplicantDTO[]> {
  await managedJob(user, id);
  const applications = await Application.find({ jobId: id }).sort({ createdAt: -1, _id: -1 }).limit(MAX_ITEMS * 2);
  const candidates = await User.find({ _id: mongoose.trusted({ $in: applications.map((a) => a.userId) }) }).select(CANDIDATE_FIELDS);
  const byId = new Map(candidates.map((candidate) => [candidate._id.toString(), candidate]));
  return applications.map((application) => presentApplicant(application, byId.get(application.userId.toString()) ?? null));
}
