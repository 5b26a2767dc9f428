/**
 * Rede de Contatos (issue 26; contracts in common/connections.ts, the pair's document in
 * models/connection.ts).
 *
 * Every write to a pair runs under the pair's Redis lock (`connection:<key>`, engine seam 0015): a
 * read-then-write the local engine cannot make atomic (accepting while the other withdraws). The
 * unique `key` is the backstop that holds without the lock too: two requests racing each other's
 * insert leave one document, and the one that lost reads it and, being the recipient, accepts it.
 *
 * Order of a write: stored, then the notice queued (`connection-request` / `connection-accepted`:
 * bell and toast through the workers, reaching any backend process) — a queue that refuses undoes
 * the write and answers 503 — then each side's `connection:updated` with its own view.
 *
 * A request to someone who blocked me is answered as a missing profile (the same 404 and message),
 * so a request cannot tell a block apart; a block ends the pair (`endOnBlock`).
 */
import mongoose, { type Types } from 'mongoose';
import type { Redis } from 'ioredis';
import {
  CONNECTION_LIMITS,
  CONNECTION_MESSAGES as C,
  DIRECTORY_USER_TYPES,
  canConnect,
  userRoom,
  type ConnectionDTO,
  type ConnectionListsDTO,
  type ConnectionPersonDTO,
  type ConnectionSummaryDTO,
  type UserType,
} from '@conecta/common';
import { Connection, connectionKey, type ConnectionDocument } from '../models/connection';
import { User, type UserDocument } from '../models/user';
import { Block } from '../models/block';
import { BadRequestError, ForbiddenError, NotFoundError, ServiceUnavailableError } from '../lib/errors';
import { isDuplicateKey } from '../lib/mongoErrors';
import { LockNotAcquiredError, withKeyLock } from '../engine/index';
import { CONNECTION_PERSON_FIELDS, presentConnection, presentConnectionPerson, type ConnectionPersonRow } from '../presenters/connection';
import type { Broadcaster } from '../realtime/broadcaster';
import type { Producers } from '../queues/producers';
import type { Logger } from '../lib/logger';

export interface ConnectionDeps {
  redis: Redis;
  redisPrefix: string;
  realtime: Broadcaster;
  producers: Producers;
  log?: Logger;
}

const notSuspended = () => mongoose.trusted({ $ne: true });
/** A deleted account stays as a tombstone (services/accountDeletion.ts): never someone to connect with or list. */
const notDeleted = () => mongoose.trusted({ $exists: false });

/** A person with a public profile (the only ones who connect), or null. */
function findConnectable(id: Types.ObjectId) {
  return User.findOne({ _id: id, userType: mongoose.trusted({ $in: [...DIRECTORY_USER_TYPES] }), isSuspended: notSuspended(), deletedAt: notDeleted() })
    .select(CONNECTION_PERSON_FIELDS)
    .lean<ConnectionPersonRow>();
}

async function underPairLock<T>(deps: ConnectionDeps, key: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await withKeyLock(deps, `connection:${key}`, fn);
  } catch (err) {
    if (err instanceof LockNotAcquiredError) throw ServiceUnavailableError(C.busy);
    throw err;
  }
}

function assertMayConnect(me: UserDocument): void {
  if (!canConnect(me.userType as UserType)) throw ForbiddenError(C.notAllowed);
}

/** Tells each side its own view of the pair (null: it ended). */
function pushBoth(deps: ConnectionDeps, connection: ConnectionDocument | null, a: ConnectionPersonDTO, b: ConnectionPersonDTO): void {
  for (const [me, other] of [
    [a, b],
    [b, a],
  ] as const) {
    deps.realtime
      .to(userRoom(me.id))
      .emit('connection:updated', { userId: other.id, connection: connection ? presentConnection(connection, me.id, other) : null });
  }
}

/** Queues the notice; a refusal undoes the write (`undo`) and answers 503. */
async function queueNotice(deps: ConnectionDeps, enqueue: () => Promise<void>, undo: () => Promise<unknown>): Promise<void> {
  try {
    await enqueue();
  } catch (err) {
    deps.log?.error({ err }, 'could not enqueue a connection notice');
    await undo();
    throw ServiceUnavailableError(C.busy);
  }
}

const noticeTime = (date: Date | null | undefined) => (date ?? new Date()).toISOString();

async function accept(deps: ConnectionDeps, connection: ConnectionDocument): Promise<ConnectionDocument> {
  const connectedAt = new Date();
  const { matchedCount } = await Connection.updateOne({ _id: connection._id, status: 'pending' }, { $set: { status: 'accepted', connectedAt } });
  if (matchedCount === 0) throw NotFoundError(C.noRequest);
  connection.status = 'accepted';
  connection.connectedAt = connectedAt;
  const id = connection._id.toString();
  await queueNotice(
    deps,
    () => deps.producers.notify('connection-accepted', { connectionId: id, connectedAt: noticeTime(connectedAt) }, `connection-accepted-${id}-${connectedAt.getTime()}`),
    () => Connection.updateOne({ _id: connection._id }, { $set: { status: 'pending', connectedAt: null } }),
  );
  return connection;
}

/**
 * `me` asks `otherId` to connect. Answers my view and whether a request was created (201) or the
 * pair already existed or was accepted by this call (200): my request on their pending request to
 * me accepts it.
 */
export async function requestConnection(
  me: UserDocument,
  otherId: Types.ObjectId,
  message: string | undefined,
  deps: ConnectionDeps,
): Promise<{ connection: ConnectionDTO; created: boolean }> {
  assertMayConnect(me);
  if (otherId.equals(me._id)) throw BadRequestError(C.self);
  const [other, blockedMe, iBlocked] = await Promise.all([
    findConnectable(otherId),
    Block.exists({ blockerId: otherId, blockedId: me._id }),
    Block.exists({ blockerId: me._id, blockedId: otherId }),
  ]);
  if (!other || blockedMe) throw NotFoundError(C.notFound);
  if (iBlocked) throw ForbiddenError(C.youBlocked);
  const mine = presentConnectionPerson(me as unknown as ConnectionPersonRow);
  const theirs = presentConnectionPerson(other);
  const key = connectionKey(me._id, otherId);

  const result = await underPairLock(deps, key, async () => {
    let existing = await Connection.findOne({ key });
    if (!existing) {
      const requestedAt = new Date();
      try {
        const created = await Connection.create({
          key,
          userIds: [me._id, otherId].map(String).sort().map((id) => new mongoose.Types.ObjectId(id)),
          requesterId: me._id,
          recipientId: otherId,
          status: 'pending',
          message: message || null,
          requestedAt,
        });
        const id = created._id.toString();
        await queueNotice(
          deps,
          () => deps.producers.notify('connection-request', { connectionId: id, requestedAt: noticeTime(requestedAt) }, `connection-request-${id}-${requestedAt.getTime()}`),
          () => Connection.deleteOne({ _id: created._id }),
        );
        return { connection: created, created: true, changed: true };
      } catch (err) {
        // The other side's request got in first (only without the lock): theirs is the pair's.
        if (!isDuplicateKey(err)) throw err;
        existing = await Connection.findOne({ key });
        if (!existing) throw ServiceUnavailableError(C.busy);
      }
    }
    if (existing.status === 'pending' && existing.requesterId.equals(otherId)) {
      return { connection: await accept(deps, existing), created: false, changed: true };
    }
    // Already connected, or my own request pending: nothing new (a second click, another tab).
    return { connection: existing, created: false, changed: false };
  });
  if (result.changed) pushBoth(deps, result.connection, mine, theirs);
  return { connection: presentConnection(result.connection, me._id, theirs), created: result.created };
}

/** `me` accepts the request `otherId` sent me. */
export async function acceptConnection(me: UserDocument, otherId: Types.ObjectId, deps: ConnectionDeps): Promise<ConnectionDTO> {
  const key = connectionKey(me._id, otherId);
  const other = await findConnectable(otherId);
  const connection = await underPairLock(deps, key, async () => {
    const pending = await Connection.findOne({ key, status: 'pending', recipientId: me._id });
    if (!pending || !other) throw NotFoundError(C.noRequest);
    return accept(deps, pending);
  });
  const theirs = presentConnectionPerson(other!);
  pushBoth(deps, connection, presentConnectionPerson(me as unknown as ConnectionPersonRow), theirs);
  return presentConnection(connection, me._id, theirs);
}

/** Withdraws my request, declines theirs, or removes the contact: whatever the pair is, it ends. */
export async function endConnection(me: UserDocument, otherId: Types.ObjectId, deps: ConnectionDeps): Promise<void> {
  const key = connectionKey(me._id, otherId);
  const ended = await underPairLock(deps, key, async () => (await Connection.deleteOne({ key })).deletedCount > 0);
  if (!ended) throw NotFoundError(C.noRequest);
  pushEnded(deps, me._id, otherId);
}

function pushEnded(deps: ConnectionDeps, a: Types.ObjectId, b: Types.ObjectId): void {
  deps.realtime.to(userRoom(a.toString())).emit('connection:updated', { userId: b.toString(), connection: null });
  deps.realtime.to(userRoom(b.toString())).emit('connection:updated', { userId: a.toString(), connection: null });
}

/**
 * A block ends the pair whatever its state (services/messaging.ts blockUser). Under the pair's lock
 * when it can be had; a block is never refused for want of it (the delete alone still ends it).
 */
export async function endOnBlock(blockerId: Types.ObjectId, blockedId: Types.ObjectId, deps: Omit<ConnectionDeps, 'producers'>): Promise<void> {
  const key = connectionKey(blockerId, blockedId);
  const ended = await withKeyLock(deps, `connection:${key}`, async () => (await Connection.deleteOne({ key })).deletedCount > 0, { bestEffort: true });
  if (ended) pushEnded(deps as ConnectionDeps, blockerId, blockedId);
}

/** The other side of each pair, seen from `meId`. */
const otherOf = (meId: string, row: { userIds: Types.ObjectId[] }) => row.userIds.map(String).find((id) => id !== meId) ?? meId;

/** These people, by id (suspended and deleted accounts left out: the lists and counts do not show them). */
async function peopleByIds(ids: Iterable<string>): Promise<Map<string, ConnectionPersonDTO>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const users = await User.find({ _id: mongoose.trusted({ $in: unique.map((id) => new mongoose.Types.ObjectId(id)) }), isSuspended: notSuspended(), deletedAt: notDeleted() })
    .select(CONNECTION_PERSON_FIELDS)
    .lean<ConnectionPersonRow[]>();
  return new Map(users.map((user) => [user._id.toString(), presentConnectionPerson(user)]));
}

/** My contacts and requests, newest first (one equality read on `userIds`, one read of the people). */
export async function connectionLists(me: UserDocument): Promise<ConnectionListsDTO> {
  const meId = me._id.toString();
  const rows = await Connection.find({ userIds: me._id }).limit(CONNECTION_LIMITS.listMax).lean();
  const people = await peopleByIds(rows.map((row) => otherOf(meId, row)));
  const lists: ConnectionListsDTO = { contacts: [], received: [], sent: [] };
  const at = (row: (typeof rows)[number]) => new Date(row.connectedAt ?? row.requestedAt).getTime();
  rows.sort((a, b) => at(b) - at(a));
  for (const row of rows) {
    const person = people.get(otherOf(meId, row));
    if (!person) continue;
    const dto = presentConnection(row, meId, person);
    (dto.state === 'connected' ? lists.contacts : dto.state === 'sent' ? lists.sent : lists.received).push(dto);
  }
  return lists;
}

/** The ids of a person's contacts. */
async function contactIdsOf(userId: Types.ObjectId): Promise<Set<string>> {
  const rows = await Connection.find({ userIds: userId, status: 'accepted' }).select({ userIds: 1 }).lean();
  return new Set(rows.map((row) => otherOf(userId.toString(), row)));
}

/** What a profile shows of its network; `viewer` (signed in) also reads the contacts in common and their state. */
export async function connectionSummary(profileId: Types.ObjectId, viewer: UserDocument | null): Promise<ConnectionSummaryDTO> {
  if (!(await findConnectable(profileId))) throw NotFoundError(C.notFound);
  const theirs = await contactIdsOf(profileId);
  // Counted among the accounts still listed, as the lists show them.
  const listed = await peopleByIds(theirs);
  const summary: ConnectionSummaryDTO = { count: listed.size, mutual: [], mutualCount: 0, state: null };
  if (!viewer || viewer._id.equals(profileId)) return summary;
  const mine = await contactIdsOf(viewer._id);
  const mutual = [...listed.values()].filter((person) => mine.has(person.id)).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  summary.mutual = mutual.slice(0, CONNECTION_LIMITS.mutualShown);
  summary.mutualCount = mutual.length;
  const pair = await Connection.findOne({ key: connectionKey(viewer._id, profileId) }).lean();
  summary.state = !pair ? 'none' : pair.status === 'accepted' ? 'connected' : pair.requesterId.equals(viewer._id) ? 'sent' : 'received';
  return summary;
}

/** Whether the two are contacts (the messages privacy rule, services/messaging.ts). */
export async function areConnected(a: Types.ObjectId, b: Types.ObjectId): Promise<boolean> {
  return !!(await Connection.exists({ key: connectionKey(a, b), status: 'accepted' }));
}
