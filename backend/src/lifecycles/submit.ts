/**
 * Submit: a company's (or an admin's) new job, course or event. It is stored in the status the
 * state machine starts it in (common `submittedStatus`: pending; an admin's approved at once, and
 * so is a verified company's job while the admins' 'Publicar sem revisão as vagas de empresas
 * verificadas' is on) with who sent it and a fresh submission id, then announced to the admins
 * (./announce.ts). If the announcement cannot be queued the item is removed and the submitter gets
 * 503: no admin would ever hear of it. An item published with nobody's review leaves an audit
 * entry instead, naming the rule that let it through.
 */
import { randomUUID } from 'node:crypto';
import {
  PUBLISHING_MESSAGES as M,
  PUBLISH_VERIFIED_COMPANY_JOBS_LABEL,
  isAdmin,
  isVerifiedCompany,
  salaryOrderError,
  submittedStatus,
  type CourseInput,
  type EventInput,
  type JobInput,
  type OwnCourseDTO,
  type OwnEventDTO,
  type OwnJobDTO,
  type OwnServiceDTO,
  type Principal,
  type ServiceInput,
} from '@conecta/common';
import { Job } from '../models/job';
import { Course } from '../models/course';
import { EventModel } from '../models/event';
import { Service } from '../models/service';
import { presentOwnService, providerFields } from '../presenters/service';
import type { UserDocument } from '../models/user';
import { ServiceUnavailableError, ValidationError } from '../lib/errors';
import { blankToNull } from '../lib/rules';
import { fullName, presentOwnCourse, presentOwnEvent, presentOwnJob } from '../presenters/publishing';
import { recordAdminAction } from '../services/audit';
import { recountCompanyJobs } from '../services/trustSummary';
import { announcePending, type PendingItem } from './announce';
import { jobApprovedJobId } from './moderate';
import { ITEMS } from './items';
import { followOwnerPage } from './pageTakedown';
import { jobPublisher, principalOf, type LifecycleDeps } from './deps';

/** The moderation fields of a new submission by `user`, as the policies see it (`principal`). */
function submission(user: UserDocument, principal: Principal = principalOf(user)) {
  const status = submittedStatus(principal);
  const approved = status === 'approved';
  return {
    submittedBy: user._id,
    submissionId: randomUUID(),
    // Issue 25: an account whose page an admin took down publishes nothing a visitor sees (./pageTakedown.ts).
    ownerPageRemoved: user.pageRemoved === true,
    status,
    // An admin's own item is its own decision; a trusted publisher's job was decided by nobody (its
    // audit entry names the rule).
    moderatedBy: approved && isAdmin(principal) ? user._id : null,
    moderatedAt: approved ? new Date() : null,
    statusChangedAt: new Date(),
  };
}

/** A job published without review reaches the job alerts as an approved one does (moderate.ts); a queue that refuses removes it. */
async function announceApproved(id: PendingItem['doc']['_id'], submissionId: string | null, deps: LifecycleDeps): Promise<void> {
  const key = id.toString();
  try {
    await deps.producers.notify('job-approved', { jobId: key }, jobApprovedJobId(key, submissionId));
  } catch (err) {
    deps.log.error({ err, id: key }, 'could not enqueue job-approved');
    await ITEMS.job.remove(id);
    throw ServiceUnavailableError(ITEMS.job.unavailable);
  }
}

async function enterModeration(item: PendingItem, user: UserDocument, deps: LifecycleDeps): Promise<void> {
  const { kind, doc } = item;
  const id = doc._id.toString();
  if (doc.status !== 'pending') {
    if (kind === 'job') await announceApproved(doc._id, doc.submissionId ?? null, deps);
    // Published with nobody's review: the log is the only trace of who put it on the site, and by which rule.
    // An admin's own item, or (policies `isTrustedPublisher`) a verified company's job.
    const after = { title: doc.title, status: doc.status };
    if (isAdmin(user)) await recordAdminAction({ actorId: user._id, action: `${kind}.publish`, targetType: kind, targetId: id, after });
    else await recordAdminAction({ actorId: user._id, action: `${kind}.publishVerified`, targetType: kind, targetId: id, after: { ...after, rule: PUBLISH_VERIFIED_COMPANY_JOBS_LABEL } });
    return;
  }
  try {
    await announcePending(item, user, deps);
  } catch (err) {
    deps.log.error({ err, kind, id }, 'could not enqueue item-submitted');
    await ITEMS[kind].remove(doc._id);
    throw ServiceUnavailableError(ITEMS[kind].unavailable);
  }
}

export function checkSalaryOrder(values: { salaryMin?: string | null; salaryMax?: string | null }): void {
  const errors = salaryOrderError(values);
  if (Object.keys(errors).length > 0) throw ValidationError(errors, M.salaryOrder);
}

export async function submitJob(user: UserDocument, input: JobInput, deps: LifecycleDeps): Promise<OwnJobDTO> {
  checkSalaryOrder(input);
  const publisher = await jobPublisher(user);
  const job = await Job.create({
    // A registration requirement left blank ('') is none.
    ...blankToNull(input),
    company: input.company ?? user.companyName ?? fullName(user),
    companyLogo: user.profileThumbnailUrl ?? user.profileImageUrl ?? null,
    companyId: user._id,
    companyVerified: isVerifiedCompany(user),
    ...submission(user, publisher),
  });
  // The account was read when the request began: a CNPJ decided since is caught here.
  job.companyVerified = await recountCompanyJobs(user._id);
  await followOwnerPage('job', job, user._id);
  await enterModeration({ kind: 'job', doc: job }, user, deps);
  return presentOwnJob(job, publisher);
}

export async function submitCourse(user: UserDocument, input: CourseInput, deps: LifecycleDeps): Promise<OwnCourseDTO> {
  const course = await Course.create({ ...input, ...submission(user) });
  await followOwnerPage('course', course, user._id);
  await enterModeration({ kind: 'course', doc: course }, user, deps);
  return presentOwnCourse(course);
}

export async function submitEvent(user: UserDocument, input: EventInput, deps: LifecycleDeps): Promise<OwnEventDTO> {
  const event = await EventModel.create({ ...input, eventDate: new Date(input.eventDate), ...submission(user) });
  await followOwnerPage('event', event, user._id);
  await enterModeration({ kind: 'event', doc: event }, user, deps);
  return presentOwnEvent(event);
}

/** Issue 25: a company's or professional's service (the route lets only them, and admins, send one). */
export async function submitService(user: UserDocument, input: ServiceInput, deps: LifecycleDeps): Promise<OwnServiceDTO> {
  const service = await Service.create({ ...input, regions: input.regions ?? [], ...providerFields(user), ...submission(user) });
  await followOwnerPage('service', service, user._id);
  await enterModeration({ kind: 'service', doc: service }, user, deps);
  return presentOwnService(service);
}
