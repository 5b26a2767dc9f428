/**
 * Content moderation (issue 13): the pending lists and an admin's decision on one item.
 *
 * A decision names the version the admin read (the item's `updatedAt`, sent in the pending list):
 * every write that changes a pending item (a company's edit, a close) holds the same item lock, so
 * a version checked under the lock is the text the decision applies to. A changed item answers
 * 409 `changedSinceRead`, and the admins' lists get the item as it now is.
 *
 * A decision moves the item from `pending` to approved|rejected (engine `statusTransition`,
 * decision 0015): of two admins deciding at once exactly one moves it and the other gets 409.
 * Only the winner goes on to notify, push and audit, so nothing downstream happens twice. The
 * write announces itself (models/announce.ts): an approved item joins the public lists and
 * search of every process.
 *
 * Order after the write: enqueue the owner's notification first — if the queue refuses, the
 * decision is undone and the admin gets 503 (nothing was told to anyone yet) — then the audit
 * entry and the live pushes.
 */
import mongoose from 'mongoose';
import {
  ADMIN_MESSAGES,
  CATALOGUE_MESSAGES,
  type ModeratedKind,
  type ModerationResultDTO,
  type PendingCourseDTO,
  type PendingEventDTO,
  type PendingJobDTO,
} from '@conecta/common';
import { Job } from '../models/job';
import { Course } from '../models/course';
import { EventModel } from '../models/event';
import { User } from '../models/user';
import type { JobRow } from '../presenters/job';
import type { CourseRow } from '../presenters/course';
import type { EventRow } from '../presenters/event';
import { presentPendingCourse, presentPendingEvent, presentPendingJob } from '../presenters/publishing';
import type { UserFields } from '../models/user';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../lib/errors';
import { recordAdminAction } from './audit';
import { announcePending, type PendingItem } from './moderationQueue';
import type { Broadcaster } from '../realtime/broadcaster';
import type { Producers } from '../queues/producers';
import type { Logger } from '../lib/logger';
import type { Redis } from 'ioredis';
import { statusTransition } from '../engine/index';
import { pushItemEvent } from '../realtime/itemPushes';

/** The pending lists are not paged (spec §7): bounded so a flood cannot make one answer huge. */
export const PENDING_LIST_LIMIT = 200;

export interface ModerationDeps {
  realtime: Broadcaster;
  producers: Producers;
  redis: Redis;
  redisPrefix: string;
}

type Id = mongoose.Types.ObjectId;
type SubmitterRow = Pick<UserFields, 'firstName' | 'lastName' | 'email' | 'userType'> & { _id: Id };

/** The submitters of some items, by id, in one read. */
async function submitters(rows: Array<{ submittedBy?: Id | null }>): Promise<Map<string, SubmitterRow>> {
  const ids = [...new Set(rows.flatMap((row) => (row.submittedBy ? [row.submittedBy.toString()] : [])))];
  if (ids.length === 0) return new Map();
  const users = await User.find({ _id: mongoose.trusted({ $in: ids }) })
    .select({ firstName: 1, lastName: 1, email: 1, userType: 1 })
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

/** The fields a decision writes, and how to undo it. */
interface Decision {
  status: 'approved' | 'rejected';
  moderatedBy: Id;
  moderatedAt: Date;
  rejectionReason: string | null;
}

interface ModeratedModel {
  notFound: string;
  /** Where the item stands (absent: null), to tell a stale decision from a late one. */
  state(id: Id): Promise<{ status: string; updatedAt: Date } | null>;
  /** The item as the pending list shows it, with its submitter. */
  pending(id: Id): Promise<PendingItem | null>;
  /** Puts a decided item back to pending (only if it is still exactly as this decision left it). */
  undo(id: Id, decision: Decision): Promise<void>;
  /** The owner to tell: whoever submitted it. */
  owner(id: Id): Promise<{ submittedBy: Id | null; submissionId: string | null }>;
}

const UNDONE = { status: 'pending', moderatedBy: null, moderatedAt: null, rejectionReason: null };

function moderatedModel(kind: ModeratedKind, model: typeof Job | typeof Course | typeof EventModel, notFound: string): ModeratedModel {
  // The three models share the moderation fields; mongoose's per-model overloads do not unify.
  const m = model as unknown as typeof Job;
  return {
    notFound,
    async state(id) {
      return m.findById(id).select({ status: 1, updatedAt: 1 }).lean<{ status: string; updatedAt: Date }>();
    },
    async pending(id) {
      const row = await m.findOne({ _id: id, status: 'pending' }).lean<JobRow>();
      return row ? ({ kind, doc: row } as PendingItem) : null;
    },
    async undo(id, decision) {
      await m.updateOne({ _id: id, status: decision.status, moderatedAt: decision.moderatedAt }, { $set: UNDONE });
    },
    async owner(id) {
      const row = await m.findById(id).select({ submittedBy: 1, submissionId: 1 }).lean<{ submittedBy?: Id | null; submissionId?: string | null }>();
      return { submittedBy: row?.submittedBy ?? null, submissionId: row?.submissionId ?? null };
    },
  };
}

const MODELS: Record<ModeratedKind, ModeratedModel> = {
  job: moderatedModel('job', Job, CATALOGUE_MESSAGES.jobNotFound),
  course: moderatedModel('course', Course, CATALOGUE_MESSAGES.courseNotFound),
  event: moderatedModel('event', EventModel, CATALOGUE_MESSAGES.eventNotFound),
};

/**
 * One job per decision on one submission: an item approved, edited back into moderation and
 * approved again is a second decision (BullMQ keeps completed ids a day and would skip a repeat).
 */
export const moderationJobId = (kind: ModeratedKind, id: string, status: Decision['status'], submissionId: string | null) =>
  `item-moderated-${kind}-${id}-${status}${submissionId ? `-${submissionId}` : ''}`;

export async function moderate(
  kind: ModeratedKind,
  id: Id,
  verdict: ({ status: 'approved' } | { status: 'rejected'; reason: string }) & { version: string },
  admin: { _id: Id },
  deps: ModerationDeps,
  log: Logger,
): Promise<ModerationResultDTO> {
  const model = MODELS[kind];
  const decision: Decision = {
    status: verdict.status,
    moderatedBy: admin._id,
    moderatedAt: new Date(),
    rejectionReason: verdict.status === 'rejected' ? verdict.reason : null,
  };
  const key = id.toString();
  const read = async () => {
    const current = await model.state(id);
    if (!current) throw NotFoundError(model.notFound);
    return current;
  };
  const owner = await statusTransition({ ...deps, log }, { kind, id, read, raced: ADMIN_MESSAGES.alreadyModerated }, async (current) => {
    if (current.status === 'pending' && current.updatedAt.getTime() !== new Date(verdict.version).getTime()) {
      // Whoever changed it pushed it to the lists already; this admin's list may have missed it.
      const item = await model.pending(id);
      if (item) await announcePending(item, submitterOf(await submitters([item.doc]), item.doc), deps, { notify: false });
      throw ConflictError(ADMIN_MESSAGES.changedSinceRead);
    }
    if (current.status !== 'pending') throw ConflictError(ADMIN_MESSAGES.alreadyModerated);
    return {
      set: { ...decision },
      // Still under the item's lock: an undone decision cannot be overtaken by another move.
      after: async () => {
        const { submittedBy: submitter, submissionId } = await model.owner(id);
        if (submitter) {
          try {
            await deps.producers.notify('item-moderated', { kind, id: key, status: decision.status }, moderationJobId(kind, key, decision.status, submissionId));
          } catch (err) {
            log.error({ err, kind, id: key }, 'could not enqueue the moderation notification; decision undone');
            await model.undo(id, decision);
            throw ServiceUnavailableError();
          }
        }
        return submitter;
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
  if (kind === 'job' && owner) {
    const job = await Job.findById(id).lean<JobRow>();
    if (job) pushItemEvent(deps.realtime, { name: 'job.updated', job, owner });
  }
  return { kind, id: key, status: decision.status };
}
