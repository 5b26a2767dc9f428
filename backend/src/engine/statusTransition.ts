/**
 * `statusTransition`: a moderated item (job, course, event) or an application moved from the status
 * it was read in, or the move lost to someone else's (decision 0015; the race and its measurements: 0011).
 *
 * The move is judged on a fresh read and written as `updateOne({ _id, status: <read> }, { $set })`;
 * a write that matched nothing lost a race and is judged again on a new read, a few times. All of
 * it, and whatever the caller does once the write landed, runs under the item's lock, which every
 * status move of the item holds: the conditional write alone is not a compare-and-set on the local
 * engine. A lock that cannot be had answers 503, never an unguarded write.
 */
import type { Model, Types } from 'mongoose';
import type { ModeratedKind } from '@conecta/common';
import { Job } from '../models/job';
import { Course } from '../models/course';
import { EventModel } from '../models/event';
import { Service } from '../models/service';
import { Application } from '../models/application';
import { Verification } from '../models/verification';
import { ConflictError, ServiceUnavailableError } from '../lib/errors';
import { LockNotAcquiredError, withKeyLock, type LockDeps } from './locks';

/** A write that lost a race is judged again on a new read, a few times at most. */
const ATTEMPTS = 3;

/** The kinds whose documents say since when they are in their status (models/moderated.ts `statusChangedAt`). */
const STAMPED: ReadonlySet<StatusKind> = new Set(['job', 'course', 'event', 'service']);

/** What moves through a status: the moderated items, the applicant pipeline's applications, the verified registrations. */
export type StatusKind = ModeratedKind | 'application' | 'verification';

// The models share a `status` field; mongoose's per-model overloads do not unify.
const MODELS = { job: Job, course: Course, event: EventModel, service: Service, application: Application, verification: Verification } as unknown as Record<StatusKind, Model<{ status: string }>>;

export interface StatusItem<Current extends { status: string }> {
  kind: StatusKind;
  id: Types.ObjectId;
  /** The item as the move is judged from; throws the caller's 404 when it is missing. */
  read: () => Promise<Current>;
  /** The 409's message when every attempt lost its race. */
  raced: string;
}

/** What the caller decided on the item it read: nothing to write (and the answer), or the fields to set and what follows. */
export type StatusMove<R> = { answer: R } | { set: Record<string, unknown>; after: () => Promise<R> };

export async function statusTransition<Current extends { status: string }, R>(
  deps: LockDeps,
  item: StatusItem<Current>,
  decide: (current: Current) => StatusMove<R> | Promise<StatusMove<R>>,
): Promise<R> {
  try {
    return await withKeyLock(deps, `moderation:${item.kind}:${item.id.toString()}`, async () => {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const current = await item.read();
        const move = await decide(current);
        if ('answer' in move) return move.answer;
        // Stamped here, where every status move of an item passes, so no move (nor one added later)
        // leaves its owner's list reading the date of the status before.
        const moved = STAMPED.has(item.kind) && typeof move.set.status === 'string' && move.set.status !== current.status;
        const set = moved ? { ...move.set, statusChangedAt: new Date() } : move.set;
        const { matchedCount } = await MODELS[item.kind].updateOne({ _id: item.id, status: current.status }, { $set: set });
        if (matchedCount === 1) return move.after();
      }
      throw ConflictError(item.raced);
    });
  } catch (err) {
    if (err instanceof LockNotAcquiredError) throw ServiceUnavailableError();
    throw err;
  }
}
