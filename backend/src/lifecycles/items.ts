/**
 * The moderated kinds — jobs, courses, events — as the lifecycle commands see them: one entry per
 * kind with its model and its messages, so submitting and moderating are written once for all
 * three (the fields they share: models/moderated.ts).
 */
import type { Types } from 'mongoose';
import { CATALOGUE_MESSAGES, SERVICE_MESSAGES, type ModeratedKind } from '@conecta/common';
import { Job } from '../models/job';
import { Course } from '../models/course';
import { EventModel } from '../models/event';
import { Service } from '../models/service';
import type { JobRow } from '../presenters/job';
import type { PendingItem } from './announce';

type Id = Types.ObjectId;

export interface ItemKind {
  notFound: string;
  /** The 503 a submitter reads when the admins could not be told. */
  unavailable: string;
  /** Where the item stands (absent: null), to tell a stale decision from a late one, and the last decision (to undo one). */
  state(id: Id): Promise<ItemState | null>;
  /** Issue 25: the items admins took down, most recent first (the panel's 'Republicar' list). */
  removed(limit: number): Promise<RemovedRow[]>;
  /** The item as the pending list shows it. */
  pending(id: Id): Promise<PendingItem | null>;
  /** Who submitted it and under which submission. */
  submission(id: Id): Promise<{ submittedBy: Id | null; submissionId: string | null }>;
  /** A conditional write (undoing a decision only if it is still exactly as it was left). */
  updateWhere(filter: Record<string, unknown>, set: Record<string, unknown>): Promise<void>;
  remove(id: Id): Promise<void>;
}

export interface ItemState {
  status: string;
  title: string;
  updatedAt: Date;
  statusChangedAt?: Date | null;
  rejectionReason?: string | null;
  moderatedBy?: Id | null;
  moderatedAt?: Date | null;
}
export type RemovedRow = { _id: Id; title: string; submittedBy?: Id | null; rejectionReason?: string | null; statusChangedAt?: Date | null; updatedAt: Date };

const STATE_FIELDS = { status: 1, title: 1, updatedAt: 1, statusChangedAt: 1, rejectionReason: 1, moderatedBy: 1, moderatedAt: 1 } as const;

function itemKind(kind: ModeratedKind, model: typeof Job | typeof Course | typeof EventModel | typeof Service, notFound: string, unavailable: string): ItemKind {
  // The three models share the moderation fields; mongoose's per-model overloads do not unify.
  const m = model as unknown as typeof Job;
  return {
    notFound,
    unavailable,
    state: (id) => m.findById(id).select(STATE_FIELDS).lean<ItemState>().exec(),
    removed: (limit) =>
      m.find({ status: 'removed' }).select({ title: 1, submittedBy: 1, rejectionReason: 1, statusChangedAt: 1, updatedAt: 1 }).sort({ statusChangedAt: -1, _id: -1 }).limit(limit).lean<RemovedRow[]>().exec(),
    async pending(id) {
      const row = await m.findOne({ _id: id, status: 'pending' }).lean<JobRow>();
      return row ? ({ kind, doc: row } as PendingItem) : null;
    },
    async submission(id) {
      const row = await m.findById(id).select({ submittedBy: 1, submissionId: 1 }).lean<{ submittedBy?: Id | null; submissionId?: string | null }>();
      return { submittedBy: row?.submittedBy ?? null, submissionId: row?.submissionId ?? null };
    },
    async updateWhere(filter, set) {
      await m.updateOne(filter, { $set: set });
    },
    async remove(id) {
      await m.deleteOne({ _id: id });
    },
  };
}

const UNAVAILABLE = 'Não foi possível enviar agora. Tente novamente mais tarde.';

export const ITEMS: Record<ModeratedKind, ItemKind> = {
  job: itemKind('job', Job, CATALOGUE_MESSAGES.jobNotFound, 'Não foi possível enviar a vaga agora. Tente novamente mais tarde.'),
  course: itemKind('course', Course, CATALOGUE_MESSAGES.courseNotFound, UNAVAILABLE),
  event: itemKind('event', EventModel, CATALOGUE_MESSAGES.eventNotFound, UNAVAILABLE),
  service: itemKind('service', Service, SERVICE_MESSAGES.notFound, SERVICE_MESSAGES.unavailable),
};
