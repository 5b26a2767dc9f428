/**
 * The send path's writes, group-committed (decision 0027): one per backend process
 * (`runtime.messageWriter`). Sends that arrive while a batch is being written, or within
 * `windowMs` of each other, become the next batch, and a batch is:
 *
 * 1. the locks of every conversation it writes, taken together (engine `withKeyLocks`, best
 *    effort as a single send's was: 0004, 0015) — held from the insert to the conversation write,
 *    so a mark-read never falls between a message and its count;
 * 2. under them, each message stamped (`_id`, `createdAt`) in arrival order and inserted by one
 *    `insertMany({ ordered: false })` (engine `insertEach`): a clientId already used (E11000)
 *    or an invalid document concerns its own send alone;
 * 3. `message:new` for each stored message, in that order, so a conversation's pushes leave in the
 *    order of its messages (a later batch waits for this one, and another process's batch waits
 *    for the locks);
 * 4. one conversation write per conversation, whatever the number of its messages in the batch:
 *    the last one is the last message, the receivers' counts rise by their messages (both sides
 *    may have written), `countsVersion` once. It stays on the synchronous path — a send is
 *    answered after it — because the conversation is what the receiver's list and badge are
 *    made of: answered first, a process that stopped before writing it would leave a stored
 *    message that no list shows and no retry heals (the client, answered, does not retry).
 *
 * Each send's promise then settles with its own outcome; the caller pushes `conversation:started`
 * and the receiver's unread summary (services/messaging.ts). Beyond `maxQueue` waiting sends a
 * send is refused at once with a 503 in Portuguese — the client keeps its draft and may retry
 * with the same clientId — never queued without end and never dropped.
 */
import mongoose, { type Types } from 'mongoose';
import { MESSAGE_MESSAGES as M, userRoom } from '@conecta/common';
import { Message, type MessageDocument } from '../models/message';
import { Conversation } from '../models/conversation';
import { ServiceUnavailableError } from '../lib/errors';
import { upsertOnce } from '../lib/mongoErrors';
import { GroupCommit, insertEach, withKeyLocks, type LockDeps } from '../engine/index';
import { presentMessage } from '../presenters/message';
import type { Broadcaster } from '../realtime/broadcaster';
import type { UnreadEntry } from './unreadSummaries';

export interface PendingMessage {
  key: string;
  senderId: Types.ObjectId;
  receiverId: Types.ObjectId;
  content: string;
  clientId?: string;
}

/** A send's outcome: its message stored, or its clientId already used (the caller finds which message). */
export type WrittenMessage =
  | {
      created: true;
      message: MessageDocument;
      /** This send's conversation write created the conversation (said on its first send of the batch only). */
      started: boolean;
      /** The receiver's count as written, on the batch's last send to that receiver in that conversation only. */
      unread?: UnreadEntry;
    }
  | { created: false };

export interface MessageWriterOptions {
  maxBatch: number;
  maxQueue: number;
  windowMs: number;
}

/** 50 a batch: FerretDB inserts up to 100 documents per statement; 1,000 waiting is two seconds at the target rate (issue 27). */
export const MESSAGE_WRITER_DEFAULTS: MessageWriterOptions = { maxBatch: 50, maxQueue: 1000, windowMs: 2 };

/**
 * Conversation writes of one batch in flight at once. FerretDB v1 answers an update holding its
 * query's pooled PostgreSQL connection while it takes a second one for the write, so as many
 * updates at once as its pool has connections (50) wait for each other for ever (seen on this
 * machine, decision 0027); a few at a time keep its two cores busy all the same.
 */
const CONVERSATION_WRITES_AT_ONCE = 4;

const oid = (id: string | Types.ObjectId) => new mongoose.Types.ObjectId(String(id));

/** Runs `task` over `items`, at most `lanes` at a time. */
async function inLanes<T>(items: T[], lanes: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}

export function lastMessageOf(message: MessageDocument) {
  return { messageId: message._id, content: message.content, senderId: message.senderId, createdAt: message.get('createdAt') as Date };
}

export class MessageWriter {
  private readonly commit: GroupCommit<PendingMessage, WrittenMessage>;

  constructor(
    private readonly deps: LockDeps & { realtime: Broadcaster },
    options: Partial<MessageWriterOptions> = {},
  ) {
    this.commit = new GroupCommit({
      ...MESSAGE_WRITER_DEFAULTS,
      ...options,
      flush: (items) => this.flush(items),
      overloaded: () => ServiceUnavailableError(M.sendBusy),
    });
  }

  /** Settles once this send's batch is stored, pushed and counted. */
  write(pending: PendingMessage): Promise<WrittenMessage> {
    return this.commit.write(pending);
  }

  /** Batches and sends so far, the batch in flight, sends refused (tests, the bench). */
  get stats(): Readonly<{ batches: number; items: number; inFlight: number; refused: number }> {
    return this.commit.stats;
  }

  /** Resolves once no send waits or is being written (a clean stop). */
  drained(): Promise<void> {
    return this.commit.drained();
  }

  private flush(items: PendingMessage[]): Promise<Array<WrittenMessage | Error>> {
    const keys = [...new Set(items.map((item) => item.key))];
    return withKeyLocks(this.deps, keys.map((key) => `conversation:${key}`), () => this.writeBatch(items), { bestEffort: true });
  }

  private async writeBatch(items: PendingMessage[]): Promise<Array<WrittenMessage | Error>> {
    const outcomes: Array<WrittenMessage | Error | undefined> = new Array(items.length);
    // Stamped under the locks, in arrival order: createdAt and _id order a conversation as its pushes do.
    const now = new Date();
    const docs = items.map(
      (item) =>
        new Message({
          conversationKey: item.key,
          senderId: item.senderId,
          receiverId: item.receiverId,
          content: item.content,
          ...(item.clientId ? { clientId: item.clientId } : {}),
          createdAt: now,
        }),
    );
    const invalid = await Promise.all(docs.map((doc) => doc.validate().then(() => null, (err: unknown) => err as Error)));
    const valid: number[] = [];
    invalid.forEach((err, i) => {
      if (err) outcomes[i] = err;
      else valid.push(i);
    });
    const inserted = await insertEach(
      Message.collection,
      valid.map((i) => docs[i]!.toObject({ depopulate: true })),
    );
    const stored: number[] = [];
    valid.forEach((i, j) => {
      const outcome = inserted[j]!;
      if (outcome === 'inserted') stored.push(i);
      else outcomes[i] = outcome === 'duplicate' ? { created: false } : outcome;
    });

    for (const i of stored) {
      const { senderId, receiverId } = items[i]!;
      this.deps.realtime.to([userRoom(receiverId.toString()), userRoom(senderId.toString())]).emit('message:new', presentMessage(docs[i]!));
    }

    // One conversation write per conversation of the batch.
    const byKey = new Map<string, number[]>();
    for (const i of stored) {
      const key = items[i]!.key;
      byKey.set(key, [...(byKey.get(key) ?? []), i]);
    }
    await inLanes([...byKey], CONVERSATION_WRITES_AT_ONCE, async ([key, sends]) => {
      try {
        const written = await this.writeConversation(key, sends.map((i) => docs[i]!));
        sends.forEach((i, n) => {
          const receiver = items[i]!.receiverId.toString();
          const lastToReceiver = !sends.slice(n + 1).some((later) => items[later]!.receiverId.toString() === receiver);
          outcomes[i] = {
            created: true,
            message: docs[i]!,
            started: n === 0 && written.created,
            ...(lastToReceiver ? { unread: written.entries.get(receiver)! } : {}),
          };
        });
      } catch (err) {
        // Stored but not counted: the send fails and its retry (same clientId) heals the conversation.
        for (const i of sends) outcomes[i] = err instanceof Error ? err : new Error(String(err));
      }
    });
    return outcomes.map((o) => o ?? new Error('message writer: a send of the batch has no outcome'));
  }

  /**
   * The conversation's one write for its messages of the batch (under its lock): the last one
   * `$set` as the last message, each receiver's count `$inc` by their messages, the counts'
   * version once. Answers each receiver's entry for their unread summary, and whether this write
   * created the conversation.
   */
  private async writeConversation(key: string, messages: MessageDocument[]): Promise<{ entries: Map<string, UnreadEntry>; created: boolean }> {
    const last = messages[messages.length - 1]!;
    const inc: Record<string, number> = { countsVersion: 1 };
    for (const m of messages) {
      const path = `unreadCounts.${m.receiverId.toString()}`;
      inc[path] = (inc[path] ?? 0) + 1;
    }
    const createdAt = last.get('createdAt') as Date;
    const result = await upsertOnce(() =>
      Conversation.findOneAndUpdate(
        { key },
        {
          $set: { lastMessage: lastMessageOf(last), lastMessageAt: createdAt },
          $setOnInsert: { participants: [last.senderId, last.receiverId].map(String).sort().map(oid) },
          $inc: inc,
        },
        { upsert: true, returnDocument: 'after', includeResultMetadata: true, lean: true },
      ),
    );
    const doc = result.value;
    const counts = (doc?.unreadCounts ?? {}) as unknown as Record<string, number>;
    const version = Number(doc?.countsVersion ?? 0);
    const entries = new Map<string, UnreadEntry>();
    for (const m of messages) {
      const receiver = m.receiverId.toString();
      entries.set(receiver, { otherId: m.senderId.toString(), count: Number(counts[receiver] ?? 0), version });
    }
    return { entries, created: result.lastErrorObject?.updatedExisting === false };
  }
}
