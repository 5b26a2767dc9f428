/**
 * Moderate (issue 13): the pending lists and an admin's decision on one job, course or event, by
 * the one state machine (common `itemMove`: only a pending item is approved or rejected).
 *
 * A decision names the version the admin read (the item's `updatedAt`, sent in the pending list):
 * every write that changes a pending item (a company's edit, a close) holds the same item lock, so
 * a version checked under the lock is the text the decision applies to. A changed item answers
 * 409 `changedSinceRead`, and the admins' lists get the item as it now is.
 *
 * A decision moves the item from `pending` (engine `statusTransition`, decision 0015): of two
 * admins deciding at once exactly one moves it and the other gets 409. Only the winner goes on to
 * notify, push and audit, so nothing downstream happens twice. The write announces itself
 * (models/announce.ts): an approved item joins the public lists and search of every process.
 *
 * Order after the write: enqueue the owner's notification first — if the queue refuses, the
 * decision is undone and the admin gets 503 (nothing was told to anyone yet) — then the audit
 * entry and the live pushes.
 */
import mongoose from 'mongoose';
import {
  ADMIN_MESSAGES,
  itemMove,
  type ModeratedKind,
  type ModerationResultDTO,
  type PendingCourseDTO,
  type PendingEventDTO,
  type PendingJobDTO,
  type PendingServiceDTO,
} from '@conecta/common';
import { Job } from '../models/job';
import { Course } from '../models/course';
import { EventModel } from '../models/event';
import { Service } from '../models/service';
import { presentPendingService, type ServiceRow } from '../presenters/service';
import { User } from '../models/user';
import type { JobRow } from '../presenters/job';
import type { CourseRow } from '../presenters/course';
import type { EventRow } from '../presenters/event';
import { SUBMITTER_FIELDS, presentPendingCourse, presentPendingEvent, presentPendingJob, type Submitter } from '../presenters/publishing';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../lib/errors';
import { statusTransition } from '../engine/index';
import { recordAdminAction } from '../services/audit';
import { pushItemEvent } from '../realtime/itemPushes';
import { announcePending } from './announce';
import { ITEMS } from './items';
import { pushJobUpdated } from './jobs';
import type { LifecycleDeps } from './deps';

/** The pending lists are not paged (spec §7): bounded so a flood cannot make one answer huge. */
export const PENDING_LIST_LIMIT = 200;

type Id = mongoose.Types.ObjectId;
type SubmitterRow = Submitter;

/** The submitters of some items, by id, in one read. */
async function submitters(rows: Array<{ submittedBy?: Id | null }>): Promise<Map<string, SubmitterRow>> {
  const ids = [...new Set(rows.flatMap((row) => (row.submittedBy ? [row.submittedBy.toString()] : [])))];
  if (ids.length === 0) return new Map();
  const users = await User.find({ _id: mongoose.trusted({ $in: ids }) })
    .select(SUBMITTER_FIELDS)
    .lean<SubmitterRow[]>();
  return new Map(users.map((user) => [user._id.toString(), user]));
}

const submitterOf = (people: Map<string, SubmitterRow>, row: { submittedBy?: Id | null }) =>
  (row.submittedBy ? people.get(row.submittedBy.toString()) : undefined) ?? null;

// Oldest first: the item waiting longest is decided first.
const OLDEST_FIRST = { createdAt: 1, _id: 1 } as const;

export async function pendingJobs(): Promise<PendingJobDTO[]> {
  const rows = await Job.find({ status: 'pending' }).sort(OLDEST_FIRST).limit(PENDING_LIST_LIMIT).lean<JobRow[]>();
  const people = await submitters(rows);
  return rows.map((row) => presentPendingJob(row, submitterOf(people, row)));
}

export async function pendingCourses(): Promise<PendingCourseDTO[]> {
  const rows = await Course.find({ status: 'pending' }).sort(OLDEST_FIRST).limit(PENDING_LIST_LIMIT).lean<CourseRow[]>();
  const people = await submitters(rows);
  return rows.map((row) => presentPendingCourse(row, submitterOf(people, row)));
}

export async function pendingEvents(): Promise<PendingEventDTO[]> {
  const rows = await EventModel.find({ status: 'pending' }).sort(OLDEST_FIRST).limit(PENDING_LIST_LIMIT).lean<EventRow[]>();
  const people = await submitters(rows);
  return rows.map((row) => presentPendingEvent(row, submitterOf(people, row)));
}

export async function pendingServices(): Promise<PendingServiceDTO[]> {
  const rows = await Service.find({ status: 'pending' }).sort(OLDEST_FIRST).limit(PENDING_LIST_LIMIT).lean<ServiceRow[]>();
  const people = await submitters(rows);
  return rows.map((row) => presentPendingService(row, submitterOf(people, row)));
}

export type Verdict = ({ status: 'approved' } | { status: 'rejected'; reason: string }) & { version: string };
type Decided = 'approved' | 'rejected';

/**
 * One job per decision on one submission: an item approved, edited back into moderation and
 * approved again is a second decision (BullMQ keeps completed ids a day and would skip a repeat).
 */
export const moderationJobId = (kind: ModeratedKind, id: string, status: Decided, submissionId: string | null) =>
  `item-moderated-${kind}-${id}-${status}${submissionId ? `-${submissionId}` : ''}`;

/** Issue 26: the job alerts' run for one approval (workers/src/processors/jobAlerts.ts); each submission approved is one. */
export const jobApprovedJobId = (id: string, submissionId: string | null) => `job-approved-${id}${submissionId ? `-${submissionId}` : ''}`;

const UNDONE = { status: 'pending', moderatedBy: null, moderatedAt: null, rejectionReason: null };

export async function moderate(kind: ModeratedKind, id: Id, verdict: Verdict, admin: { _id: Id }, deps: LifecycleDeps): Promise<ModerationResultDTO> {
  const item = ITEMS[kind];
  const decision = {
    status: verdict.status,
    moderatedBy: admin._id,
    moderatedAt: new Date(),
    rejectionReason: verdict.status === 'rejected' ? verdict.reason : null,
  };
  const key = id.toString();
  const read = async () => {
    const current = await item.state(id);
    if (!current) throw NotFoundError(item.notFound);
    return current;
  };
  const submitter = await statusTransition(deps, { kind, id, read, raced: ADMIN_MESSAGES.alreadyModerated }, async (current) => {
    if (current.status === 'pending' && current.updatedAt.getTime() !== new Date(verdict.version).getTime()) {
      // Whoever changed it pushed it to the lists already; this admin's list may have missed it.
      const pending = await item.pending(id);
      if (pending) await announcePending(pending, submitterOf(await submitters([pending.doc]), pending.doc), deps, { notify: false });
      throw ConflictError(ADMIN_MESSAGES.changedSinceRead);
    }
    const command = verdict.status === 'approved' ? 'approve' : 'reject';
    if (itemMove(current.status as JobRow['status'], command) !== decision.status) throw ConflictError(ADMIN_MESSAGES.alreadyModerated);
    return {
      set: { ...decision },
      // Still under the item's lock: an undone decision cannot be overtaken by another move.
      after: async () => {
        const { submittedBy, submissionId } = await item.submission(id);
        const alerts = kind === 'job' && decision.status === 'approved';
        if (submittedBy || alerts) {
          try {
            if (submittedBy) await deps.producers.notify('item-moderated', { kind, id: key, status: decision.status }, moderationJobId(kind, key, decision.status, submissionId));
            if (alerts) await deps.producers.notify('job-approved', { jobId: key }, jobApprovedJobId(key, submissionId));
          } catch (err) {
            deps.log.error({ err, kind, id: key }, 'could not enqueue the moderation notification; decision undone');
            // Back in moderation since when it was before, not since the decision that did not hold.
            await item.updateWhere({ _id: id, status: decision.status, moderatedAt: decision.moderatedAt }, { ...UNDONE, statusChangedAt: current.statusChangedAt ?? null });
            throw ServiceUnavailableError();
          }
        }
        return submittedBy;
      },
    };
  });
  await recordAdminAction({
    actorId: admin._id,
    action: `${kind}.${verdict.status === 'approved' ? 'approve' : 'reject'}`,
    targetType: kind,
    targetId: key,
    before: { status: 'pending' },
    after: { status: decision.status, rejectionReason: decision.rejectionReason },
  });
  pushItemEvent(deps.realtime, { name: 'item.resolved', kind, id: key, status: decision.status });
  if (kind === 'job' && submitter) {
    const job = await Job.findById(id).lean<JobRow>();
    if (job) await pushJobUpdated(job, deps);
  }
  return { kind, id: key, status: decision.status };
}
