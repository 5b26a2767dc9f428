/**
 * The send path's writes, group-committed (decision 0027): one per backend process
 * (`runtime.messageWriter`). Sends that arrive while a batch is being written, or within
 * `windowMs` of each other, become the next batch, and a batch is:
 *
 * 1. the locks of every conversation it writes, taken together (engine `withKeyLocks`, best
 *    effort as a single send's was: 0004, 0015) — held from the insert to the journal, so a
 *    mark-read never falls between a message and its pending count;
 * 2. under them, each message stamped (`_id`, `createdAt`) in arrival order and inserted by one
 *    `insertMany({ ordered: false })` (engine `insertEach`): a clientId already used (E11000)
 *    or an invalid document concerns its own send alone;
 * 3. `message:new` for each stored message, in that order, so a conversation's pushes leave in the
 *    order of its messages (a later batch waits for this one, and another process's batch waits
 *    for the locks);
 * 4. each conversation's summary — its newest message, the receivers' counts up by their messages
 *    — journaled in Redis by one script for the whole batch, and the conversation document written
 *    behind, coalesced (services/conversationWriteBehind.ts, decision 0033): a send is answered
 *    once its message is stored, and the summary is derivable from the stored messages, so a
 *    process that stops before writing it loses nothing (the journal's orphans are repaired). If
 *    the journal cannot be written, the batch writes its conversations itself, as before 0033.
 *
 * Each send's promise then settles with its own outcome. The write-behind pushes
 * `conversation:started` and the receivers' unread summaries once it has written. Beyond
 * `maxQueue` waiting sends a send is refused at once with a 503 in Portuguese — the client keeps
 * its draft and may retry with the same clientId — never queued without end and never dropped.
 */
import type { Types } from 'mongoose';
import { MESSAGE_MESSAGES as M, userRoom } from '@conecta/common';
import { Message, type MessageDocument } from '../models/message';
import { ServiceUnavailableError } from '../lib/errors';
import { GroupCommit, insertEach, withKeyLocks, type LockDeps } from '../engine/index';
import { presentMessage } from '../presenters/message';
import type { Broadcaster } from '../realtime/broadcaster';
import { UnreadSummaries } from './unreadSummaries';
import {
  CONVERSATION_WRITES_AT_ONCE,
  ConversationWriteBehind,
  inLanes,
  type LastMessage,
  type PendingSummary,
} from './conversationWriteBehind';

export interface PendingMessage {
  key: string;
  senderId: Types.ObjectId;
  receiverId: Types.ObjectId;
  content: string;
  clientId?: string;
}

/** A send's outcome: its message stored, or its clientId already used (the caller finds which message). */
export type WrittenMessage = { created: true; message: MessageDocument } | { created: false };

export interface MessageWriterOptions {
  maxBatch: number;
  maxQueue: number;
  windowMs: number;
}

/** 50 a batch: FerretDB inserts up to 100 documents per statement; 1,000 waiting is two seconds at the target rate (issue 27). */
export const MESSAGE_WRITER_DEFAULTS: MessageWriterOptions = { maxBatch: 50, maxQueue: 1000, windowMs: 2 };

/** A batch's outcomes, and what is left to do once its locks are released (the fallback's pushes). */
interface BatchResult {
  outcomes: Array<WrittenMessage | Error>;
  after?: () => Promise<void>;
}

export class MessageWriter {
  private readonly commit: GroupCommit<PendingMessage, WrittenMessage>;
  /** The conversations' summaries, written behind the sends (decision 0033). */
  readonly writeBehind: ConversationWriteBehind;

  constructor(
    private readonly deps: LockDeps & { realtime: Broadcaster; unreadSummaries?: UnreadSummaries },
    options: Partial<MessageWriterOptions> = {},
  ) {
    this.writeBehind = new ConversationWriteBehind({
      ...deps,
      unreadSummaries: deps.unreadSummaries ?? new UnreadSummaries(deps.redis, deps.redisPrefix),
      sends: { busy: () => this.commit.waiting > 0 || this.commit.stats.inFlight > 0, idle: () => this.commit.drained() },
    });
    this.commit = new GroupCommit({
      ...MESSAGE_WRITER_DEFAULTS,
      ...options,
      flush: (items) => this.flush(items),
      overloaded: () => ServiceUnavailableError(M.sendBusy),
    });
  }

  /** Settles once this send's batch is stored, pushed and journaled. */
  write(pending: PendingMessage): Promise<WrittenMessage> {
    return this.commit.write(pending);
  }

  /** Batches and sends so far, the batch in flight, sends refused (tests, the bench). */
  get stats(): Readonly<{ batches: number; items: number; inFlight: number; refused: number }> {
    return this.commit.stats;
  }

  /** Resolves once no send waits or is being written and every summary is written; stops the sweeps (a clean stop). */
  async drained(): Promise<void> {
    await this.commit.drained();
    await this.writeBehind.stop();
  }

  private async flush(items: PendingMessage[]): Promise<Array<WrittenMessage | Error>> {
    const keys = [...new Set(items.map((item) => item.key))];
    const result = await withKeyLocks(this.deps, keys.map((key) => `conversation:${key}`), () => this.writeBatch(items), { bestEffort: true });
    await result.after?.();
    return result.outcomes;
  }

  private async writeBatch(items: PendingMessage[]): Promise<BatchResult> {
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

    // Each conversation's summary journaled (one Redis round trip for the batch), written behind.
    const byKey = new Map<string, PendingSummary>();
    for (const i of stored) {
      const { key, receiverId } = items[i]!;
      const summary = byKey.get(key) ?? { key, incs: {} };
      // Stored in arrival order under the locks: the batch's last one is the conversation's newest.
      summary.last = journalLast(docs[i]!);
      summary.incs[receiverId.toString()] = (summary.incs[receiverId.toString()] ?? 0) + 1;
      byKey.set(key, summary);
    }
    const summaries = [...byKey.values()];
    let after: BatchResult['after'];
    try {
      await this.writeBehind.journal.record(this.writeBehind.owner, summaries);
      this.writeBehind.mark(byKey.keys());
    } catch (err) {
      // No journal (Redis failing): the summaries are written now, under the locks still held, as before 0033.
      this.deps.log?.warn({ err }, 'conversation journal not written: writing the conversations now');
      const written = new Map<string, Awaited<ReturnType<ConversationWriteBehind['apply']>>>();
      await inLanes(summaries, CONVERSATION_WRITES_AT_ONCE, async (summary) => {
        written.set(summary.key, await this.writeBehind.apply(summary));
      });
      after = async () => {
        for (const [key, w] of written) await this.writeBehind.announce(key, w, byKey.get(key)?.last?.senderId);
      };
    }
    for (const i of stored) outcomes[i] = { created: true, message: docs[i]! };
    return { outcomes: outcomes.map((o) => o ?? new Error('message writer: a send of the batch has no outcome')), ...(after ? { after } : {}) };
  }
}

/** The journal's form of a stored message as the conversation's last one. */
function journalLast(message: MessageDocument): LastMessage {
  return {
    messageId: message._id.toString(),
    content: message.content,
    senderId: message.senderId.toString(),
    createdAt: (message.get('createdAt') as Date).toISOString(),
  };
}
