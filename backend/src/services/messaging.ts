/**
 * Private messages between two users (spec §2 Messages, issue 5).
 *
 * Data model (DESIGN.md "How to stay fast"): every Message carries its
 * `conversationKey` (the two ids sorted, joined by ':'), so one conversation
 * is read by top-level equality; one Conversation document per pair keeps
 * `participants`, the last message and each side's unread count, so the
 * conversation list and the header badge read a user's few conversations and
 * never count or group the message collection.
 *
 * A send, in order (docs/ARCHITECTURE.md "Messaging: the send path"):
 * 1. the checks — the sender's account (the route read only the session), the
 *    receiver, a block — reading only what this process's account facts do
 *    not know (services/accountFacts.ts), usually nothing;
 * 2. this process's group commit (services/messageWriter.ts, decision 0027),
 *    for the sends that arrive together: under their conversations' Redis
 *    locks, one insert of their messages, `message:new` for each (it is
 *    stored: DESIGN.md "persisted first, then announced"), then one write per
 *    conversation document — last message `$set`, the receivers' unread
 *    counts and the counts' version `$inc` — and `conversation:started` when
 *    that write created it;
 * 3. the receiver's `unread:updated`, from the summary cached in Redis
 *    (services/unreadSummaries.ts) with the new count recorded — not from a
 *    read of all the receiver's conversations.
 *
 * Exact unread counts on FerretDB v1, where `$inc` is a read-modify-write in
 * Go that loses increments under concurrency (measured, docs/ARCHITECTURE.md):
 * every write to a conversation document happens under that conversation's
 * lock — the sends' insert and increment, and marking read (its update of
 * the messages and its recount) — so the increments never interleave with
 * each other or with a read, and the count equals the database's. The lock
 * also makes "last message" the last one inserted. A send retried with the
 * same clientId after being cut off between its insert and its conversation
 * write heals that conversation with a recount; a lock that could not be
 * taken (Redis down, 5 s of waiting) runs unlocked and a count it skewed is
 * made exact again by the next mark-read, which recounts.
 */
import mongoose, { type Types } from 'mongoose';
import type { Redis } from 'ioredis';
import {
  MESSAGE_LIMITS,
  MESSAGE_MESSAGES as M,
  MESSAGE_SAFETY_MESSAGES as S,
  userRoom,
  type MessagesFrom,
  type ConversationSummaryDTO,
  type MarkReadResponse,
  type MessagePermissionDTO,
  type UnreadSummary,
} from '@conecta/common';
import { Message, type MessageDocument } from '../models/message';
import { Conversation, conversationKey } from '../models/conversation';
import { User, type UserDocument } from '../models/user';
import { Block } from '../models/block';
import { BadRequestError, ConflictError, ForbiddenError, HttpError, NotFoundError, UnauthorizedError } from '../lib/errors';
import { isDuplicateKey } from '../lib/mongoErrors';
import { withKeyLock } from '../engine/index';
import type { Logger } from '../lib/logger';
import { isObjectIdHex } from '../lib/ids';
import type { AccountFacts } from './accountFacts';
import type { UnreadEntry, UnreadSummaries } from './unreadSummaries';
import type { Broadcaster } from '../realtime/broadcaster';
import { areConnected, endOnBlock } from './connections';
import type { MessageWriter } from './messageWriter';
import { fillUnread, publishUnread } from './conversationWriteBehind';

function lastMessageOf(message: MessageDocument) {
  return { messageId: message._id, content: message.content, senderId: message.senderId, createdAt: message.get('createdAt') as Date };
}

export interface MessagingDeps {
  redis: Redis;
  redisPrefix: string;
  realtime: Broadcaster;
  accountFacts: AccountFacts;
  unreadSummaries: UnreadSummaries;
  /** This process's group commit of sends (services/messageWriter.ts). */
  messageWriter: MessageWriter;
  log?: Logger;
}

export interface SendInput {
  receiverId: string;
  content: string;
  clientId?: string;
}

const oid = (id: string | Types.ObjectId) => new mongoose.Types.ObjectId(String(id));

/**
 * The conversation's and the unread summary's locks (engine seam, decision 0015) never refuse a
 * send: without Redis the write runs unguarded and the next mark-read's recount heals the count.
 */
const COUNTS_LOCK = { bestEffort: true } as const;

/**
 * The send path's reads of what the account facts do not know yet. A cold process under a burst of
 * sends (a restart, the bench's first second) asked FerretDB for thousands of them at once, and
 * FerretDB v1 wedges with a pool's worth of operations in flight (0027; it did, in 0033's first
 * run): so one read per question however many sends ask it at once, and at most
 * `ACCOUNT_READS_AT_ONCE` in flight; the facts then answer without reading.
 */
const ACCOUNT_READS_AT_ONCE = 8;
const accountReadsInFlight = new Map<string, Promise<unknown>>();
const accountReadLanes: Array<() => void> = [];
let accountReadsRunning = 0;

async function accountRead<T>(question: string, read: () => PromiseLike<T>): Promise<T> {
  const asked = accountReadsInFlight.get(question);
  if (asked) return asked as Promise<T>;
  const answer = (async () => {
    if (accountReadsRunning >= ACCOUNT_READS_AT_ONCE) await new Promise<void>((resolve) => accountReadLanes.push(resolve));
    else accountReadsRunning++;
    try {
      return await read();
    } finally {
      // The lane passes to the next waiting read, or is freed.
      const next = accountReadLanes.shift();
      if (next) next();
      else accountReadsRunning--;
      accountReadsInFlight.delete(question);
    }
  })();
  accountReadsInFlight.set(question, answer);
  return answer;
}

/**
 * Throws 400 for oneself, 401 when the sender's account is gone, 404 for an
 * unknown receiver, 403 when the receiver blocked the sender (sends, typing).
 * What the account facts already know is not read again (services/accountFacts.ts);
 * the rest is read in one round trip.
 */
export async function assertCanWrite(
  senderId: Types.ObjectId,
  receiverId: Types.ObjectId,
  notFound: string,
  facts: AccountFacts,
): Promise<void> {
  if (receiverId.equals(senderId)) throw BadRequestError(M.selfMessage);
  const [sender, receiver] = [senderId.toString(), receiverId.toString()];
  const knownFrom = facts.messagesFromOf(receiver);
  const [senderExists, receiverRow, blocked] = await Promise.all([
    // A suspended sender counts as signed out (its session no longer does on the guarded routes).
    facts.isKnown(sender) || accountRead(`sender:${sender}`, () => User.exists({ _id: senderId, isSuspended: mongoose.trusted({ $ne: true }) })),
    // A deleted account (issue 26) stays as a tombstone for its past messages and takes no new ones.
    knownFrom
      ? { messagesFrom: knownFrom }
      : accountRead(`receiver:${receiver}`, () =>
          User.findOne({ _id: receiverId, deletedAt: mongoose.trusted({ $exists: false }) }).select({ messagesFrom: 1 }).lean(),
        ),
    facts.mayHaveBlocked(receiver) && accountRead(`block:${receiver}:${sender}`, () => Block.exists({ blockerId: receiverId, blockedId: senderId })),
  ]);
  // 401, then 404, then 403.
  if (!senderExists) throw UnauthorizedError();
  if (!receiverRow) throw NotFoundError(notFound);
  if (blocked) throw ForbiddenError(M.blocked);
  const messagesFrom: MessagesFrom = receiverRow.messagesFrom === 'contacts' ? 'contacts' : 'everyone';
  // 'Apenas contatos' (issue 26): only a restricted receiver costs this read.
  if (messagesFrom === 'contacts' && !(await areConnected(senderId, receiverId))) throw ForbiddenError(S.contactsOnly);
  facts.markKnown(sender);
  facts.markKnown(receiver, messagesFrom);
}

export async function sendMessage(
  senderId: Types.ObjectId,
  data: SendInput,
  deps: MessagingDeps,
): Promise<{ message: MessageDocument; created: boolean }> {
  const receiverId = oid(data.receiverId);
  await assertCanWrite(senderId, receiverId, M.receiverNotFound, deps.accountFacts);

  const key = conversationKey(senderId, receiverId);
  // Stored and pushed by this process's group commit (0027); the conversation's summary, its
  // `conversation:started` and the receiver's unread summary follow from the write-behind (0033).
  const written = await deps.messageWriter.write({ key, senderId, receiverId, content: data.content, clientId: data.clientId });
  if (!written.created) return resend(key, senderId, receiverId, data, deps);
  return { message: written.message, created: true };
}

/**
 * A send whose clientId was already used: the same message (a retry) answers as stored, another
 * one is a conflict. Under the conversation's lock the retry heals the conversation, whatever its
 * first attempt managed to write before it was cut off.
 */
async function resend(
  key: string,
  senderId: Types.ObjectId,
  receiverId: Types.ObjectId,
  data: SendInput,
  deps: MessagingDeps,
): Promise<{ message: MessageDocument; created: boolean }> {
  const existing = await withKeyLock(
    deps,
    `conversation:${key}`,
    async () => {
      // Only a clientId the client chose can be used twice (a generated one is a fresh ObjectId).
      const message = data.clientId ? await Message.findOne({ senderId, clientId: data.clientId }) : null;
      // The unique index refused it, so it exists; gone only if deleted since (an account removal).
      if (!message || !message.receiverId.equals(receiverId) || message.content !== data.content) throw ConflictError(M.clientIdReused);
      const unread = await healConversation(key, message);
      // The recount counted whatever the journal still held for the receiver (0033).
      await journalOf(deps).recounted(key, receiverId.toString());
      return { message, unread };
    },
    COUNTS_LOCK,
  );
  await publishUnread(receiverId.toString(), existing.unread, deps);
  return { message: existing.message, created: false };
}

/**
 * The one write of a conversation's counts (under its lock): `update` plus a
 * bump of `countsVersion`. Answers `reader`'s count as written — an entry for
 * their unread summary — and whether the write created the conversation
 * (only a send's or a retry's write may: `upsert`).
 */
async function writeCounts(
  key: string,
  reader: Types.ObjectId,
  update: { $set?: Record<string, unknown>; $inc?: Record<string, number> },
  upsert: boolean,
): Promise<{ entry: UnreadEntry; created: boolean }> {
  const result = await Conversation.findOneAndUpdate(
    { key },
    {
      ...update,
      // The key names the participants: a conversation created here is listed like any other.
      ...(upsert ? { $setOnInsert: { participants: key.split(':').map(oid) } } : {}),
      $inc: { ...update.$inc, countsVersion: 1 },
    },
    { upsert, returnDocument: 'after', includeResultMetadata: true, lean: true },
  );
  const doc = result.value;
  const counts = (doc?.unreadCounts ?? {}) as unknown as Record<string, number>;
  const me = reader.toString();
  // The key is the two participants' ids: the other one is the one that is not the reader.
  const otherId = key.split(':').find((id) => id !== me) ?? me;
  return {
    entry: { otherId, count: Number(counts[me] ?? 0), version: Number(doc?.countsVersion ?? 0) },
    created: result.lastErrorObject?.updatedExisting === false,
  };
}

/**
 * Under the conversation's lock, for a retried send: participants, the last
 * message (only forward) and the receiver's unread count recounted, whatever
 * the first attempt managed to write.
 */
async function healConversation(key: string, message: MessageDocument): Promise<UnreadEntry> {
  const [current, unread] = await Promise.all([
    Conversation.findOne({ key }).select({ lastMessage: 1 }).lean(),
    countUnread(key, message.receiverId),
  ]);
  const createdAt = message.get('createdAt') as Date;
  const set: Record<string, unknown> = { [`unreadCounts.${message.receiverId.toString()}`]: unread };
  const last = current?.lastMessage;
  if (!last || createdAt.getTime() >= new Date(last.createdAt).getTime()) {
    set.lastMessage = lastMessageOf(message);
    set.lastMessageAt = createdAt;
  }
  return (await writeCounts(key, message.receiverId, { $set: set }, true)).entry;
}

function countUnread(key: string, receiverId: Types.ObjectId): Promise<number> {
  return Message.countDocuments({ conversationKey: key, receiverId, readAt: null });
}

/**
 * `GET /api/messages/unread`: read from the conversation documents and the write-behind's journal,
 * and cached (services/unreadSummaries.ts) — the app asks on load, so the pushes that follow for
 * someone who has it open need no read.
 */
export async function unreadSummary(userId: string | Types.ObjectId, deps: Pick<MessagingDeps, 'redis' | 'redisPrefix' | 'unreadSummaries'>): Promise<UnreadSummary> {
  return fillUnread(String(userId), deps);
}

const journalOf = (deps: Pick<MessagingDeps, 'messageWriter'>) => deps.messageWriter.writeBehind.journal;

/** Whether the conversation exists: written, or only journaled so far (its first message, 0033). */
async function conversationExists(key: string, deps: MessagingDeps): Promise<boolean> {
  return Boolean((await Conversation.exists({ key })) ?? (await journalOf(deps).pending(key)));
}

/** Marks the messages the other user sent me in our conversation read; my count becomes exact (0 unless one just arrived). */
export async function markConversationRead(
  reader: UserDocument,
  otherId: Types.ObjectId,
  deps: MessagingDeps,
): Promise<MarkReadResponse> {
  if (otherId.equals(reader._id)) throw NotFoundError(M.conversationNotFound);
  const key = conversationKey(reader._id, otherId);
  if (!(await conversationExists(key, deps))) throw NotFoundError(M.conversationNotFound);
  const readAt = new Date();
  // Under the lock a send's insert and its increment cannot fall between the update and the recount.
  const result = await withKeyLock(
    deps,
    `conversation:${key}`,
    async () => {
      const updated = await Message.updateMany({ conversationKey: key, receiverId: reader._id, readAt: null }, { $set: { readAt } });
      const unread = await countUnread(key, reader._id);
      // Upsert: a conversation only journaled so far (its first message, 0033) is created here.
      const written = await writeCounts(key, reader._id, { $set: { [`unreadCounts.${reader._id.toString()}`]: unread } }, true);
      // The recount counted whatever the journal still held for the reader.
      await journalOf(deps).recounted(key, reader._id.toString());
      return { marked: updated.modifiedCount, entry: written.entry };
    },
    COUNTS_LOCK,
  );
  await publishUnread(reader._id.toString(), result.entry, deps);
  const { marked } = result;
  // Read receipts off (services/messageSafety.ts): marked and counted, but the sender is not told.
  if (marked > 0 && reader.readReceipts !== false) {
    deps.realtime
      .to(userRoom(otherId.toString()))
      .emit('message:read', { byUserId: reader._id.toString(), conversationWith: otherId.toString(), readAt: readAt.toISOString() });
  }
  return { readAt: readAt.toISOString(), marked };
}

/**
 * My conversations, newest first: the Conversation documents with what the write-behind's journal
 * holds that they do not yet (0033: a newer last message, uncounted messages, a conversation whose
 * first message is not written yet), plus one User query for the other participants.
 */
export async function listConversations(me: UserDocument, deps: Pick<MessagingDeps, 'messageWriter'>): Promise<ConversationSummaryDTO[]> {
  const mine = me._id.toString();
  const [found, pending] = await Promise.all([
    Conversation.find({ participants: me._id }).sort({ lastMessageAt: -1, _id: -1 }).limit(MESSAGE_LIMITS.conversationsMax).lean(),
    journalOf(deps).pendingOf(mine),
  ]);
  type Row = { key: string; lastMessage: { content: string; createdAt: Date | string } | null; count: number };
  const rows: Row[] = found.map((r) => ({
    key: r.key,
    lastMessage: r.lastMessage ?? null,
    count: Number(((r.unreadCounts ?? {}) as unknown as Record<string, number>)[mine] ?? 0),
  }));
  // A journaled conversation beyond the first page of documents (a long list) is read by its key.
  const missing = [...pending.keys()].filter((key) => !rows.some((r) => r.key === key));
  const extra = await Promise.all(missing.map((key) => Conversation.findOne({ key }).lean()));
  missing.forEach((key, i) => {
    const doc = extra[i];
    rows.push({ key, lastMessage: doc?.lastMessage ?? null, count: Number(((doc?.unreadCounts ?? {}) as unknown as Record<string, number>)[mine] ?? 0) });
  });
  for (const row of rows) {
    const p = pending.get(row.key);
    if (!p) continue;
    if (p.last && (!row.lastMessage || new Date(p.last.createdAt) >= new Date(row.lastMessage.createdAt))) row.lastMessage = p.last;
    row.count += p.incs[mine] ?? 0;
  }
  const listed = rows
    .filter((r): r is Row & { lastMessage: NonNullable<Row['lastMessage']> } => r.lastMessage !== null) // no message yet
    .map((r) => ({ ...r, at: new Date(r.lastMessage.createdAt) }))
    // Documents come sorted; the journal's newer messages move theirs up (ties keep the documents' order).
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, MESSAGE_LIMITS.conversationsMax);
  const others = listed.map((r) => r.key.split(':').find((p) => p !== mine) ?? mine);
  const users = await User.find({ _id: mongoose.trusted({ $in: [...new Set(others)].map(oid) }) })
    .select({ firstName: 1, lastName: 1, profileImageUrl: 1, profileThumbnailUrl: 1 })
    .lean();
  const byId = new Map(users.map((u) => [u._id.toString(), u]));
  const summaries: ConversationSummaryDTO[] = [];
  listed.forEach((row, i) => {
    const other = others[i] as string;
    const user = byId.get(other);
    if (!user) return; // the other account is gone
    summaries.push({
      userId: other,
      userName: `${user.firstName} ${user.lastName}`.trim(),
      // The list shows a small round image: the thumbnail when there is one.
      userImage: user.profileThumbnailUrl ?? user.profileImageUrl ?? null,
      lastMessage: row.lastMessage.content,
      lastMessageDate: row.at.toISOString(),
      unreadCount: row.count,
    });
  });
  return summaries;
}

export interface PageInput {
  before?: string;
  limit: number;
}

/**
 * My conversation with `otherId`: the key is made of my id and theirs, so
 * nobody can read a conversation they are not part of (there is no way to
 * name someone else's). Newest last; `before` (a message id of this
 * conversation, or an ISO date) pages backwards.
 */
export async function listMessages(me: UserDocument, otherId: Types.ObjectId, page: PageInput): Promise<MessageDocument[]> {
  const key = conversationKey(me._id, otherId);
  const filter: Record<string, unknown> = { conversationKey: key };
  if (page.before !== undefined) {
    if (isObjectIdHex(page.before)) {
      const anchor = await Message.findOne({ _id: oid(page.before), conversationKey: key }).select({ createdAt: 1 }).lean();
      if (!anchor) throw BadRequestError(M.beforeInvalid);
      const at = anchor.createdAt as Date;
      // The same total order as the sort: (createdAt, _id) descending.
      filter.$or = [
        { createdAt: mongoose.trusted({ $lt: at }) },
        { createdAt: at, _id: mongoose.trusted({ $lt: anchor._id }) },
      ];
    } else {
      const at = new Date(page.before);
      if (Number.isNaN(at.getTime())) throw BadRequestError(M.beforeInvalid);
      filter.createdAt = mongoose.trusted({ $lt: at });
    }
  }
  const docs = await Message.find(filter).sort({ createdAt: -1, _id: -1 }).limit(page.limit);
  // The other person switched read receipts off: my messages to them show as unread (services/messageSafety.ts).
  if (await User.exists({ _id: otherId, readReceipts: false })) {
    for (const doc of docs) if (doc.senderId.equals(me._id)) doc.readAt = null;
  }
  return docs.reverse();
}

/**
 * Blocks `otherId`. The insert announces `block.changed` for me (models/block.ts), so every backend
 * process learns that I may have blocked someone (services/accountFacts.ts). An id that names
 * nobody is answered as a block (204, nothing stored): a 404 would make this an existence probe.
 * A block ends our connection, whatever its state (issue 26).
 */
export async function blockUser(me: UserDocument, otherId: Types.ObjectId, deps: MessagingDeps): Promise<void> {
  if (otherId.equals(me._id)) throw BadRequestError(M.selfBlock);
  if (!(await User.exists({ _id: otherId }))) return;
  try {
    await Block.create({ blockerId: me._id, blockedId: otherId });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err; // already blocked: announced when it was stored
  }
  await endOnBlock(me._id, otherId, deps);
}

/**
 * GET /api/messages/:userId/permission: whether `me` may write to `otherId` now, and why not — the
 * send path's own checks (`assertCanWrite`), so the conversation says it before anyone types.
 */
export async function messagePermission(me: UserDocument, otherId: Types.ObjectId, facts: AccountFacts): Promise<MessagePermissionDTO> {
  try {
    await assertCanWrite(me._id, otherId, M.receiverNotFound, facts);
    return { allowed: true, reason: null };
  } catch (err) {
    if (err instanceof HttpError && err.status !== 401 && err.status < 500) return { allowed: false, reason: err.message };
    throw err;
  }
}

export async function unblockUser(me: UserDocument, otherId: Types.ObjectId): Promise<void> {
  await Block.deleteOne({ blockerId: me._id, blockedId: otherId });
}

export async function blockedUserIds(me: UserDocument): Promise<string[]> {
  const rows = await Block.find({ blockerId: me._id }).select({ blockedId: 1 }).lean();
  return rows.map((r) => r.blockedId.toString());
}
