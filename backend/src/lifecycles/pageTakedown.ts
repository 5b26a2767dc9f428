/**
 * An admin's take-down of an account's page (issue 25; decision 0025's amendment): a company's or a
 * professional's public profile, its directory entry and every item it published leave the site
 * with a reason ('Retirar página do ar'), and come back as they stand ('Republicar página'). The
 * account keeps signing in and reads the reason (UserDTO `pageRemoved`, the layout's banner).
 *
 * A flag on the account (`pageRemoved`, read by the directory's source and the public profile),
 * copied onto each of its items (`ownerPageRemoved`) so the item sources keep filtering on the
 * document itself, as `companyVerified` is copied onto jobs (services/trustSummary.ts). Both
 * writes go through the models, so every changed document announces itself (0008) and every
 * process's index and drawn pages follow; items are written with `timestamps: false`, since their
 * content (the version an admin moderates against) did not change.
 *
 * Under the account's lock, so of two admins at once one moves it and the other finds it moved
 * (an answer, not a move: no second notice nor audit entry). That second call also brings the
 * items in line, so a move whose item writes did not all land is finished by repeating it. Order
 * after the writes, as an item's take-down (./takedown.ts): the notice is queued first, and a
 * queue that refuses undoes the move (503); then the audit entry and the owner's live push.
 */
import mongoose, { type Types } from 'mongoose';
import {
  ADMIN_MESSAGES,
  PAGE_TAKEDOWN_MESSAGES as PM,
  hasTakeDownPage,
  pageTakedownAbilities,
  type AdminUserDTO,
  type Principal,
  type TakenDownPageDTO,
  type UserType,
  userRoom,
} from '@conecta/common';
import { Course } from '../models/course';
import { EventModel } from '../models/event';
import { Job } from '../models/job';
import { Service } from '../models/service';
import { User } from '../models/user';
import { presentAdminUser, type AdminUserRow } from '../presenters/adminSite';
import { pageRemovalOf } from '../presenters/user';
import { fullName } from '../presenters/publishing';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../lib/errors';
import { LockNotAcquiredError, withKeyLock } from '../engine/locks';
import { LIST_FIELDS } from '../services/adminUsers';
import { recordAdminAction } from '../services/audit';
import type { ModeratedKind } from '@conecta/common';
import type { LifecycleDeps } from './deps';

type Id = Types.ObjectId;

export type PageTakedown = { command: 'takeDown'; reason: string } | { command: 'restore' };

/** One notice per move: a page republished and taken down again is told again. */
export const pageTakedownJobId = (userId: string, status: 'removed' | 'restored', movedAt: Date) => `page-taken-down-${userId}-${status}-${movedAt.getTime()}`;

type PageRow = AdminUserRow & { _id: Id; userType: UserType; pageRemovedBy?: Id | null; pageRemovedAt?: Date | null };
const PAGE_FIELDS = { ...LIST_FIELDS, pageRemovedBy: 1, pageRemovedAt: 1 } as const;

/** Each kind's model and the field naming the account it belongs to (a job's company; a service's provider). */
const OWNED: ReadonlyArray<{ kind: ModeratedKind; model: typeof Job; owner: 'companyId' | 'submittedBy' | 'providerId' }> = [
  { kind: 'job', model: Job, owner: 'companyId' },
  // A job's owner is its company (models/job.ts jobOwnerId); one stored without one is its submitter's.
  { kind: 'job', model: Job, owner: 'submittedBy' },
  { kind: 'course', model: Course as unknown as typeof Job, owner: 'submittedBy' },
  { kind: 'event', model: EventModel as unknown as typeof Job, owner: 'submittedBy' },
  { kind: 'service', model: Service as unknown as typeof Job, owner: 'providerId' },
];

/** Every item of `ownerId` carrying `removed`, writing only those that differ. Idempotent. */
export async function setOwnerItemsPageRemoved(ownerId: Id, removed: boolean): Promise<void> {
  for (const { model, owner } of OWNED) {
    const differs = removed ? mongoose.trusted({ $ne: true }) : true;
    await model.updateMany({ [owner]: ownerId, ownerPageRemoved: differs }, { $set: { ownerPageRemoved: removed } }, { timestamps: false });
  }
}

/**
 * A new item of `ownerId` given its page's flag as the account stands now. Called after the item's
 * insert: a take-down writes the account before its items, so either it saw this item or this read
 * sees the take-down.
 */
export async function followOwnerPage(kind: ModeratedKind, item: { _id: Id; ownerPageRemoved?: boolean | null }, ownerId: Id): Promise<void> {
  const owner = await User.findById(ownerId).select({ pageRemoved: 1 }).lean<{ pageRemoved?: boolean }>();
  const removed = owner?.pageRemoved === true;
  if ((item.ownerPageRemoved === true) === removed) return;
  const model = OWNED.find((entry) => entry.kind === kind)!.model;
  await model.updateOne({ _id: item._id }, { $set: { ownerPageRemoved: removed } }, { timestamps: false });
  item.ownerPageRemoved = removed;
}

const notDeleted = () => ({ deletedAt: mongoose.trusted({ $exists: false }) });

export async function decidePageTakedown(userId: Id, takedown: PageTakedown, admin: { _id: Id }, deps: LifecycleDeps): Promise<AdminUserDTO> {
  const removing = takedown.command === 'takeDown';
  const reason = takedown.command === 'takeDown' ? takedown.reason : null;
  const key = userId.toString();
  let moved: { before: PageRow; after: PageRow } | null;
  try {
    moved = await withKeyLock(deps, `page:${key}`, async () => {
      const current = await User.findOne({ _id: userId, ...notDeleted() }).select(PAGE_FIELDS).lean<PageRow>();
      if (!current) throw NotFoundError(ADMIN_MESSAGES.userNotFound);
      if (!hasTakeDownPage(current.userType)) throw ConflictError(PM.onlyPages);
      const was = current.pageRemoved === true;
      if (was === removing) {
        await setOwnerItemsPageRemoved(userId, was);
        return { before: current, after: current };
      }
      const at = new Date();
      const set = { pageRemoved: removing, pageRemovedReason: reason, pageRemovedBy: admin._id, pageRemovedAt: at };
      await User.updateOne({ _id: userId, pageRemoved: was ? true : mongoose.trusted({ $ne: true }) }, { $set: set });
      await setOwnerItemsPageRemoved(userId, removing);
      const undo = async () => {
        const back = { pageRemoved: was, pageRemovedReason: current.pageRemovedReason ?? null, pageRemovedBy: current.pageRemovedBy ?? null, pageRemovedAt: current.pageRemovedAt ?? null };
        await User.updateOne({ _id: userId, pageRemovedAt: at }, { $set: back });
        await setOwnerItemsPageRemoved(userId, was);
      };
      try {
        await deps.producers.notify('page-taken-down', { userId: key, status: removing ? 'removed' : 'restored' }, pageTakedownJobId(key, removing ? 'removed' : 'restored', at));
      } catch (err) {
        deps.log.error({ err, userId: key }, 'could not enqueue the page take-down notification; move undone');
        await undo();
        throw ServiceUnavailableError();
      }
      return { before: current, after: { ...current, ...set } };
    });
  } catch (err) {
    if (err instanceof LockNotAcquiredError) throw ServiceUnavailableError();
    throw err;
  }
  const { before, after } = moved;
  if (before !== after) {
    const name = before.companyName || fullName(before);
    await recordAdminAction({
      actorId: admin._id,
      action: removing ? 'user.takeDownPage' : 'user.restorePage',
      targetType: 'user',
      targetId: key,
      before: { name, pageRemoved: before.pageRemoved === true, reason: before.pageRemovedReason ?? null },
      after: { name, pageRemoved: removing, reason },
    });
    deps.realtime.to(userRoom(key)).emit('page:status', { removed: pageRemovalOf(after) });
  }
  return presentAdminUser(after);
}

/** The panel's list is one screen, not an archive. */
const REMOVED_PAGES_LIMIT = 100;

/** GET /api/admin/taken-down-pages: the accounts whose page is down, most recent first. */
export async function takenDownPages(viewer: Principal): Promise<TakenDownPageDTO[]> {
  const rows = await User.find({ pageRemoved: true, ...notDeleted() })
    .select({ firstName: 1, lastName: 1, companyName: 1, userType: 1, pageRemovedReason: 1, pageRemovedAt: 1, updatedAt: 1 })
    .sort({ pageRemovedAt: -1, _id: -1 })
    .limit(REMOVED_PAGES_LIMIT)
    .lean<Array<{ _id: Id; firstName: string; lastName: string; companyName?: string | null; userType: UserType; pageRemovedReason?: string | null; pageRemovedAt?: Date | null; updatedAt?: Date | null }>>();
  return rows.map((row) => ({
    id: row._id.toString(),
    name: row.companyName || fullName(row),
    userType: row.userType,
    reason: row.pageRemovedReason ?? null,
    takenDownAt: (row.pageRemovedAt ?? row.updatedAt ?? new Date(0)).toISOString(),
    abilities: pageTakedownAbilities({ userType: row.userType, pageRemoved: true }, viewer),
  }));
}
