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
 * Exact unread counts on FerretDB v1: `$inc` loses increments there under
 * concurrency (every update is a read-modify-write in Go; measured, see
 * docs/ARCHITECTURE.md). So a send or a read never increments: it recounts
 * that side's unread messages of that one conversation (`{ conversationKey,
 * receiverId, readAt: null }`, equality only, bounded to one conversation)
 * and writes the number with `$set`, inside a per-conversation Redis lock.
 * The lock orders the recount-and-write pairs, so the last writer always
 * counted every message inserted before it, and the stored count equals the
 * database's once the sends settle — on MongoDB and FerretDB alike. The same
 * lock guards "last message only moves forward". `unread:updated` is computed
 * and emitted under a per-user lock, so a user's badge events leave in the
 * order their totals were read and the last one is the true total.
 *
 * The recount is idempotent, which also heals a send cut off between the
 * message insert and the conversation write: the client retries with the
 * same clientId, gets the same message, and the conversation is synced again.
 */
import mongoose, { type Types } from 'mongoose';
import type { Redis } from 'ioredis';
import type { Emitter } from '@socket.io/redis-emitter';
import {
  MESSAGE_LIMITS,
  MESSAGE_MESSAGES as M,
  userRoom,
  type ConversationSummaryDTO,
  type MarkReadResponse,
  type ServerToClientEvents,
  type UnreadSummary,
} from '@conecta/common';
import { Message, type MessageDocument } from '../models/message';
import { Conversation, conversationKey } from '../models/conversation';
import { User, type UserDocument } from '../models/user';
import { Block } from '../models/block';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../lib/errors';
import { isDuplicateKey } from '../lib/mongoErrors';
import { withRedisLock } from '../lib/redisLock';
import type { Logger } from '../lib/logger';
import { presentMessage } from '../presenters/message';

export interface MessagingDeps {
  redis: Redis;
  redisPrefix: string;
  realtime: Emitter<ServerToClientEvents>;
  log?: Logger;
}

export interface SendInput {
  receiverId: string;
  content: string;
  clientId?: string;
}

const oid = (id: string | Types.ObjectId) => new mongoose.Types.ObjectId(String(id));

/** Throws 400 for oneself, 404 for an unknown user, 403 when that user blocked the sender (sends, typing). */
export async function assertCanWrite(sender: UserDocument, receiverId: Types.ObjectId, notFound: string): Promise<void> {
  if (receiverId.equals(sender._id)) throw BadRequestError(M.selfMessage);
  // Both lookups at once: one round trip on the send path instead of two (404 still wins over 403).
  const [exists, blocked] = await Promise.all([
    User.exists({ _id: receiverId }),
    Block.exists({ blockerId: receiverId, blockedId: sender._id }),
  ]);
  if (!exists) throw NotFoundError(notFound);
  if (blocked) throw ForbiddenError(M.blocked);
}

export async function sendMessage(
  sender: UserDocument,
  data: SendInput,
  deps: MessagingDeps,
): Promise<{ message: MessageDocument; created: boolean }> {
  const receiverId = oid(data.receiverId);
  await assertCanWrite(sender, receiverId, M.receiverNotFound);

  const key = conversationKey(sender._id, receiverId);
  let message: MessageDocument;
  let created = true;
  try {
    message = await Message.create({
      conversationKey: key,
      senderId: sender._id,
      receiverId,
      content: data.content,
      ...(data.clientId ? { clientId: data.clientId } : {}),
    });
  } catch (err) {
    if (!isDuplicateKey(err) || !data.clientId) throw err;
    // A retried send: the same message, not a second one.
    const existing = await Message.findOne({ senderId: sender._id, clientId: data.clientId });
    if (!existing) throw err;
    if (!existing.receiverId.equals(receiverId) || existing.content !== data.content) throw ConflictError(M.clientIdReused);
    message = existing;
    created = false;
  }

  // The conversation is synced before the push, not after (measured faster, tried in session 2):
  // a client that does not list this conversation yet refetches its list on `message:new`, and
  // that refetch must find the conversation with this message as its last one.
  await syncConversation(key, message, deps);
  if (created) {
    deps.realtime.to(userRoom(receiverId.toString())).to(userRoom(sender._id.toString())).emit('message:new', presentMessage(message));
  }
  await publishUnread(receiverId.toString(), deps);
  return { message, created };
}

function lockKey(deps: MessagingDeps, what: string): string {
  return `${deps.redisPrefix}lock:${what}`;
}

/** Under the conversation's lock: participants, last message (only forward), the receiver's exact unread count. */
async function syncConversation(key: string, message: MessageDocument, deps: MessagingDeps): Promise<void> {
  await withRedisLock(
    deps.redis,
    lockKey(deps, `conversation:${key}`),
    async () => {
      // Two independent reads: one round trip of waiting instead of two (the push waits for this).
      const [current, unread] = await Promise.all([
        Conversation.findOne({ key }).select({ lastMessage: 1 }).lean(),
        countUnread(key, message.receiverId),
      ]);
      const createdAt = message.get('createdAt') as Date;
      const set: Record<string, unknown> = {
        participants: [message.senderId, message.receiverId].map(String).sort().map(oid),
        [`unreadCounts.${message.receiverId.toString()}`]: unread,
      };
      const last = current?.lastMessage;
      if (!last || createdAt.getTime() >= new Date(last.createdAt).getTime()) {
        set.lastMessage = { messageId: message._id, content: message.content, senderId: message.senderId, createdAt };
        set.lastMessageAt = createdAt;
      }
      await Conversation.updateOne({ key }, { $set: set }, { upsert: true });
    },
    { log: deps.log },
  );
}

function countUnread(key: string, receiverId: Types.ObjectId): Promise<number> {
  return Message.countDocuments({ conversationKey: key, receiverId, readAt: null });
}

/** The user's unread counts as stored on their conversations (no count over messages). */
export async function unreadSummary(userId: string | Types.ObjectId): Promise<UnreadSummary> {
  const me = String(userId);
  const rows = await Conversation.find({ participants: oid(me) }).select({ participants: 1, unreadCounts: 1 }).lean();
  const byUser: Record<string, number> = {};
  let total = 0;
  for (const row of rows) {
    const counts = (row.unreadCounts ?? {}) as unknown as Record<string, number>;
    const count = Number(counts[me] ?? 0);
    const other = row.participants.map(String).find((p) => p !== me);
    if (!other || count <= 0) continue;
    byUser[other] = count;
    total += count;
  }
  return { total, byUser };
}

/** Emits `unread:updated` to the user under a per-user lock: events leave in the order their totals were read. */
async function publishUnread(userId: string, deps: MessagingDeps): Promise<void> {
  await withRedisLock(
    deps.redis,
    lockKey(deps, `unread:${userId}`),
    async () => {
      deps.realtime.to(userRoom(userId)).emit('unread:updated', await unreadSummary(userId));
    },
    { log: deps.log },
  );
}

/** Marks the messages the other user sent me in our conversation read; my count becomes exact (0 unless one just arrived). */
export async function markConversationRead(
  reader: UserDocument,
  otherId: Types.ObjectId,
  deps: MessagingDeps,
): Promise<MarkReadResponse> {
  if (otherId.equals(reader._id)) throw NotFoundError(M.conversationNotFound);
  const key = conversationKey(reader._id, otherId);
  if (!(await Conversation.exists({ key }))) throw NotFoundError(M.conversationNotFound);
  const readAt = new Date();
  const result = await Message.updateMany({ conversationKey: key, receiverId: reader._id, readAt: null }, { $set: { readAt } });
  await withRedisLock(
    deps.redis,
    lockKey(deps, `conversation:${key}`),
    async () => {
      const unread = await countUnread(key, reader._id);
      await Conversation.updateOne({ key }, { $set: { [`unreadCounts.${reader._id.toString()}`]: unread } });
    },
    { log: deps.log },
  );
  await publishUnread(reader._id.toString(), deps);
  const marked = result.modifiedCount;
  // Read receipts off (services/messageSafety.ts): marked and counted, but the sender is not told.
  if (marked > 0 && reader.readReceipts !== false) {
    deps.realtime
      .to(userRoom(otherId.toString()))
      .emit('message:read', { byUserId: reader._id.toString(), conversationWith: otherId.toString(), readAt: readAt.toISOString() });
  }
  return { readAt: readAt.toISOString(), marked };
}

/** My conversations, newest first, from Conversation documents plus one User query for the other participants. */
export async function listConversations(me: UserDocument): Promise<ConversationSummaryDTO[]> {
  const mine = me._id.toString();
  const rows = await Conversation.find({ participants: me._id })
    .sort({ lastMessageAt: -1, _id: -1 })
    .limit(MESSAGE_LIMITS.conversationsMax)
    .lean();
  const others = rows.map((r) => r.participants.map(String).find((p) => p !== mine) ?? mine);
  const users = await User.find({ _id: mongoose.trusted({ $in: [...new Set(others)].map(oid) }) })
    .select({ firstName: 1, lastName: 1, profileImageUrl: 1 })
    .lean();
  const byId = new Map(users.map((u) => [u._id.toString(), u]));
  const summaries: ConversationSummaryDTO[] = [];
  rows.forEach((row, i) => {
    const other = others[i] as string;
    const user = byId.get(other);
    if (!user || !row.lastMessage) return; // the other account is gone, or no message yet
    const counts = (row.unreadCounts ?? {}) as unknown as Record<string, number>;
    summaries.push({
      userId: other,
      userName: `${user.firstName} ${user.lastName}`.trim(),
      userImage: user.profileImageUrl ?? null,
      lastMessage: row.lastMessage.content,
      lastMessageDate: new Date(row.lastMessage.createdAt).toISOString(),
      unreadCount: Number(counts[mine] ?? 0),
    });
  });
  return summaries;
}

export interface PageInput {
  before?: string;
  limit: number;
}

const OBJECT_ID = /^[0-9a-f]{24}$/i;

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
    if (OBJECT_ID.test(page.before)) {
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

export async function blockUser(me: UserDocument, otherId: Types.ObjectId): Promise<void> {
  if (otherId.equals(me._id)) throw BadRequestError(M.selfBlock);
  if (!(await User.exists({ _id: otherId }))) throw NotFoundError(M.userNotFound);
  try {
    await Block.create({ blockerId: me._id, blockedId: otherId });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err; // already blocked: nothing to do
  }
}

export async function unblockUser(me: UserDocument, otherId: Types.ObjectId): Promise<void> {
  await Block.deleteOne({ blockerId: me._id, blockedId: otherId });
}

export async function blockedUserIds(me: UserDocument): Promise<string[]> {
  const rows = await Block.find({ blockerId: me._id }).select({ blockedId: 1 }).lean();
  return rows.map((r) => r.blockedId.toString());
}
