/**
 * An admin's take-down (issue 25): an approved job, course or event — any kind of `ITEMS`, so a
 * kind added there has it too — leaves the site with a reason ('Retirar do ar'), and a removed one
 * is put back as it stands ('Republicar'). Both are moves of the one state machine (common
 * `itemMove`: `takeDown` only from approved, `restore` only from removed; anything else is 409),
 * written as every status move is (engine `statusTransition`): of two admins at once one moves it.
 *
 * The write announces itself (models/announce.ts): a removed item drops out of every public list,
 * the search and its page on every process (search/sources.ts serves approved items only), and a
 * republished one comes back. Its owner still lists it ('Minhas vagas', 'Meus cursos e eventos')
 * with the status and the reason, stored where a rejection's is (`rejectionReason`).
 *
 * Order after the write, as a moderation decision (./moderate.ts): the owner's notification is
 * queued first (one per move: bell + e-mail), and a queue that refuses undoes the move and answers
 * 503; then the audit entry and the live pushes to the owner.
 */
import mongoose, { type Types } from 'mongoose';
import { ADMIN_MESSAGES, itemMove, type JobStatus, type ModeratedKind, type TakedownResultDTO, type TakenDownItemDTO, takedownAbilities } from '@conecta/common';
import { Job } from '../models/job';
import { User } from '../models/user';
import type { JobRow } from '../presenters/job';
import { fullName } from '../presenters/publishing';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../lib/errors';
import { statusTransition } from '../engine/index';
import { recordAdminAction } from '../services/audit';
import { pushItemEvent } from '../realtime/itemPushes';
import { ITEMS } from './items';
import { pushJobUpdated } from './jobs';
import type { LifecycleDeps } from './deps';

type Id = Types.ObjectId;

export type Takedown = { command: 'takeDown'; reason: string } | { command: 'restore' };

/** One notification per move: a take-down republished and taken down again is told again. */
export const takedownJobId = (kind: ModeratedKind, id: string, status: 'removed' | 'approved', movedAt: Date) => `item-taken-down-${kind}-${id}-${status}-${movedAt.getTime()}`;

const REFUSED: Record<Takedown['command'], string> = { takeDown: ADMIN_MESSAGES.notPublished, restore: ADMIN_MESSAGES.notTakenDown };

export async function decideTakedown(kind: ModeratedKind, id: Id, takedown: Takedown, admin: { _id: Id }, deps: LifecycleDeps): Promise<TakedownResultDTO> {
  const item = ITEMS[kind];
  const key = id.toString();
  const reason = takedown.command === 'takeDown' ? takedown.reason : null;
  const read = async () => {
    const current = await item.state(id);
    if (!current) throw NotFoundError(item.notFound);
    return current;
  };
  const moved = await statusTransition(deps, { kind, id, read, raced: ADMIN_MESSAGES.alreadyModerated }, async (current) => {
    const to = itemMove(current.status as JobStatus, takedown.command);
    if (to !== 'removed' && to !== 'approved') throw ConflictError(REFUSED[takedown.command]);
    const decision = { status: to, rejectionReason: reason, moderatedBy: admin._id, moderatedAt: new Date() };
    return {
      set: decision,
      // Still under the item's lock: an undone move cannot be overtaken by another.
      after: async () => {
        const { submittedBy } = await item.submission(id);
        if (submittedBy) {
          try {
            await deps.producers.notify('item-taken-down', { kind, id: key, status: to }, takedownJobId(kind, key, to, decision.moderatedAt));
          } catch (err) {
            deps.log.error({ err, kind, id: key }, 'could not enqueue the take-down notification; move undone');
            await item.updateWhere(
              { _id: id, status: to, moderatedAt: decision.moderatedAt },
              { status: current.status, rejectionReason: current.rejectionReason ?? null, moderatedBy: current.moderatedBy ?? null, moderatedAt: current.moderatedAt ?? null, statusChangedAt: current.statusChangedAt ?? null },
            );
            throw ServiceUnavailableError();
          }
        }
        return { from: current.status, to, title: current.title, submittedBy };
      },
    };
  });
  await recordAdminAction({
    actorId: admin._id,
    action: `${kind}.${takedown.command}`,
    targetType: kind,
    targetId: key,
    before: { title: moved.title, status: moved.from },
    after: { title: moved.title, status: moved.to, reason },
  });
  if (moved.submittedBy) pushItemEvent(deps.realtime, { name: 'item.status', ownerId: moved.submittedBy, event: { kind, id: key, title: moved.title, status: moved.to, reason } });
  if (kind === 'job') {
    const job = await Job.findById(id).lean<JobRow>();
    if (job) await pushJobUpdated(job, deps);
  }
  return { kind, id: key, status: moved.to, reason };
}

/** The panel's list is one screen per kind, not an archive. */
const REMOVED_LIST_LIMIT = 100;

/** GET /api/admin/taken-down: every kind's removed items, most recent first, with who they belong to. */
export async function takenDownItems(viewer: Parameters<typeof takedownAbilities>[1]): Promise<TakenDownItemDTO[]> {
  const kinds = Object.keys(ITEMS) as ModeratedKind[];
  const rows = (await Promise.all(kinds.map(async (kind) => (await ITEMS[kind].removed(REMOVED_LIST_LIMIT)).map((row) => ({ kind, row }))))).flat();
  const ownerIds = [...new Set(rows.flatMap(({ row }) => (row.submittedBy ? [row.submittedBy.toString()] : [])))];
  const owners = ownerIds.length
    ? await User.find({ _id: mongoose.trusted({ $in: ownerIds }) })
        .select({ firstName: 1, lastName: 1, companyName: 1 })
        .lean<Array<{ _id: Id; firstName: string; lastName: string; companyName?: string | null }>>()
    : [];
  const names = new Map(owners.map((owner) => [owner._id.toString(), owner.companyName || fullName(owner)]));
  const at = (row: (typeof rows)[number]['row']) => row.statusChangedAt ?? row.updatedAt;
  return rows
    .sort((a, b) => at(b.row).getTime() - at(a.row).getTime())
    .map(({ kind, row }) => ({
      kind,
      id: row._id.toString(),
      title: row.title,
      owner: row.submittedBy ? (names.get(row.submittedBy.toString()) ?? null) : null,
      reason: row.rejectionReason ?? null,
      takenDownAt: at(row).toISOString(),
      abilities: takedownAbilities('removed', viewer),
    }));
}
