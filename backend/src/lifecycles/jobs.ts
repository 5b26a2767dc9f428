/**
 * A job's life after its submission (issue 13 "Companies publish and follow their jobs"): its
 * owner's list, edit (common `itemMove`: a company's edit of a decided job is a new submission),
 * close, and its applicants. Who may: common `canManage` — the job's company (or whoever submitted
 * it) and admins; anyone else is answered as if the job did not exist. A verified company's edit
 * of its published job stays published while the admins' setting lets its jobs skip review
 * (`editCommand`, `isTrustedPublisher`), audited as such.
 *
 * Editing and closing move the job from the status they read (engine `statusTransition`, decision
 * 0015), like an admin's decision: an admin approving the job at the same moment either lands
 * first (this edit then reads the approved job and decides on it) or finds it no longer pending.
 */
import { randomUUID } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import {
  CATALOGUE_MESSAGES,
  PUBLISHING_MESSAGES as M,
  PUBLISH_VERIFIED_COMPANY_JOBS_LABEL,
  canManage,
  editCommand,
  editResubmits,
  isAdmin,
  itemMove,
  type ApplicantDTO,
  type JobInput,
  type OwnJobDTO,
  type OwnJobFiguresDTO,
  type Principal,
} from '@conecta/common';
import { Job, jobOwnerId, type JobDocument } from '../models/job';
import { Application } from '../models/application';
import { User, type UserDocument } from '../models/user';
import { ConflictError, NotFoundError } from '../lib/errors';
import { CANDIDATE_FIELDS, presentApplicant, presentOwnJob } from '../presenters/publishing';
import { statusTransition, type StatusMove } from '../engine/index';
import { recordAdminAction } from '../services/audit';
import { pushItemEvent } from '../realtime/itemPushes';
import { announcePending } from './announce';
import { checkSalaryOrder } from './submit';
import { blankToNull } from '../lib/rules';
import { jobPublisher, ownerPrincipal, principalOf, type LifecycleDeps } from './deps';

/** The owner's lists are bounded, not paged: a company with more live jobs than this is not a use case here. */
const MAX_ITEMS = 500;
/** Every attempt to move the job lost to another move. */
const RACED = 'A vaga foi alterada ao mesmo tempo por outra pessoa. Tente novamente.';

/** A job as the shared policies see it. */
export const ownedJob = (job: JobDocument) => ({ status: job.status, ownerId: jobOwnerId(job)?.toString() ?? null });

/**
 * Someone else's job answers exactly as a missing one: a 403 would tell a company that an id it
 * guessed or saw (a pending job, never public) exists.
 */
async function managedJob(user: Principal, id: Types.ObjectId): Promise<JobDocument> {
  const job = await Job.findById(id);
  if (!job || !canManage(user, ownedJob(job))) throw NotFoundError(CATALOGUE_MESSAGES.jobNotFound);
  return job;
}

/** The job's owner follows it on 'Minhas vagas' in every tab. */
export async function pushJobUpdated(job: JobDocument | Parameters<typeof presentOwnJob>[0], deps: Pick<LifecycleDeps, 'realtime'>, actor?: UserDocument): Promise<void> {
  const owner = await ownerPrincipal(jobOwnerId(job), actor);
  pushItemEvent(deps.realtime, { name: 'job.updated', job, owner });
}

const pickFields = (job: JobDocument, fields: string[]) => Object.fromEntries(fields.map((field) => [field, job.get(field) ?? null]));

/** An admin's edit or close of any job (a company's included) is an admin action: audited, the changed fields before → after. */
async function auditAdminWrite(user: UserDocument, action: 'job.update' | 'job.close', before: JobDocument, after: JobDocument, fields: string[]): Promise<void> {
  if (!isAdmin(user)) return;
  await recordAdminAction({ actorId: user._id, action, targetType: 'job', targetId: after.id as string, before: pickFields(before, fields), after: pickFields(after, fields) });
}

/** A published job changed by its verified company and left published, nobody's review: the log says so, and by which rule. */
async function auditUnreviewedEdit(user: UserDocument, before: JobDocument, after: JobDocument, fields: string[]): Promise<void> {
  await recordAdminAction({
    actorId: user._id,
    action: 'job.updateVerified',
    targetType: 'job',
    targetId: after.id as string,
    before: pickFields(before, fields),
    after: { ...pickFields(after, fields), rule: PUBLISH_VERIFIED_COMPANY_JOBS_LABEL },
  });
}

export async function ownJobs(user: UserDocument): Promise<OwnJobDTO[]> {
  const jobs = await Job.find({ companyId: user._id }).sort({ createdAt: -1, _id: -1 }).limit(MAX_ITEMS);
  const viewer = await jobPublisher(user);
  return jobs.map((job) => presentOwnJob(job, viewer));
}

/**
 * The company dashboard's figures (issue 25), from the same jobs 'Minhas vagas' lists: the counts
 * come from the jobs' stored applicationsCount, and only the new ones (still 'submitted') from a
 * count of applications, of the open jobs alone since a closed job's can no longer be moved.
 */
export async function ownJobFigures(user: UserDocument): Promise<OwnJobFiguresDTO> {
  const jobs = await Job.find({ companyId: user._id }).select({ status: 1, applicationsCount: 1 }).limit(MAX_ITEMS);
  const open = jobs.filter((job) => job.status === 'approved');
  const newApplications = open.length
    ? await Application.countDocuments({ jobId: mongoose.trusted({ $in: open.map((job) => job._id) }), status: 'submitted' })
    : 0;
  return {
    openJobs: open.length,
    pendingJobs: jobs.filter((job) => job.status === 'pending').length,
    applications: jobs.reduce((sum, job) => sum + (job.applicationsCount ?? 0), 0),
    newApplications,
  };
}

export async function editJob(user: UserDocument, id: Types.ObjectId, changes: Partial<JobInput>, deps: LifecycleDeps): Promise<OwnJobDTO> {
  const viewer = await jobPublisher(user);
  return statusTransition(deps, { kind: 'job', id, read: () => managedJob(viewer, id), raced: RACED }, (job): StatusMove<OwnJobDTO> => {
    if (!itemMove(job.status, editCommand(viewer))) throw ConflictError(M.jobClosed);
    // Nothing to change is not a new submission.
    if (Object.keys(changes).length === 0) return { answer: presentOwnJob(job, viewer) };
    checkSalaryOrder({
      salaryMin: 'salaryMin' in changes ? changes.salaryMin : job.salaryMin,
      salaryMax: 'salaryMax' in changes ? changes.salaryMax : job.salaryMax,
    });
    // What an admin approved is what the public sees: a company's edit of it is a new submission.
    const resubmit = editResubmits(viewer, job.status);
    // A cleared registration requirement ('' or null) is stored as null.
    const set: Record<string, unknown> = blankToNull(changes);
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
        await pushJobUpdated(updated, deps, user);
        await auditAdminWrite(user, 'job.update', job, updated, Object.keys(set));
        if (!isAdmin(viewer) && job.status === 'approved' && updated.status === 'approved') await auditUnreviewedEdit(user, job, updated, Object.keys(set));
        return presentOwnJob(updated, viewer);
      },
    };
  });
}

export async function closeJob(user: UserDocument, id: Types.ObjectId, deps: LifecycleDeps): Promise<OwnJobDTO> {
  const viewer = await jobPublisher(user);
  return statusTransition(deps, { kind: 'job', id, read: () => managedJob(viewer, id), raced: RACED }, (job): StatusMove<OwnJobDTO> => {
    const to = itemMove(job.status, 'close');
    // Closing a closed job changes nothing: the same answer, not an error.
    if (!to) return { answer: presentOwnJob(job, viewer) };
    return {
      set: { status: to },
      after: async () => {
        const closed = (await Job.findById(id)) ?? job;
        if (job.status === 'pending') pushItemEvent(deps.realtime, { name: 'item.resolved', kind: 'job', id: id.toString(), status: 'closed' });
        await pushJobUpdated(closed, deps, user);
        await auditAdminWrite(user, 'job.close', job, closed, ['status']);
        return presentOwnJob(closed, viewer);
      },
    };
  });
}

export async function jobApplicants(user: UserDocument, id: Types.ObjectId): Promise<ApplicantDTO[]> {
  const job = await managedJob(principalOf(user), id);
  const applications = await Application.find({ jobId: id }).sort({ createdAt: -1, _id: -1 }).limit(MAX_ITEMS * 2);
  const candidates = await User.find({ _id: mongoose.trusted({ $in: applications.map((a) => a.userId) }) }).select(CANDIDATE_FIELDS);
  const byId = new Map(candidates.map((candidate) => [candidate._id.toString(), candidate]));
  return applications.map((application) => presentApplicant(application, byId.get(application.userId.toString()) ?? null, job));
}
