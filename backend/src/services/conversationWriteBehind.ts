/**
 * The conversation summary written behind the send (decision 0033). A send is answered once its
 * message is stored (the group commit, 0027); what the conversation document summarizes — the last
 * message, `lastMessageAt`, each side's unread count — is recorded in a Redis journal in the same
 * hold of the conversation's lock, and written to the document afterwards, coalesced: however many
 * messages a conversation took since its last write, one `findOneAndUpdate` carries the newest and
 * the sum of the counts. FerretDB v1 takes 109-219 conversation writes/s on this machine (0027); a
 * send no longer waits for one.
 *
 * The journal, per conversation `<prefix>convwb:<key>` (a hash): `last` (the newest message's
 * summary as JSON, kept only forward), `inc:<receiverId>` (messages not yet counted in the document),
 * `owner` (the process that journaled last). Beside it `<prefix>convwb:dirty` (a sorted set of the
 * keys, scored by when they became dirty) and `<prefix>convwb:user:<id>` (each participant's dirty
 * keys), so a reader finds what is not written yet without scanning.
 *
 * - Readers overlay the journal (`pendingOf`): the conversation list, the unread summary's fill and
 *   the existence checks read the document plus what is pending, so they are right at once, not
 *   only once the write lands. The unread fill reads a conversation that is pending again under its
 *   lock (`unreadEntries`): a count must not take a message from both sides of a write.
 * - Every change of the journal happens under the conversation's lock (the batch's, mark-read's,
 *   the flush's), so a mark-read's recount and the pending counts never double count: it clears
 *   the reader's pending count in the same hold.
 * - Nothing is lost in a crash. The messages are stored before anything is answered, and the
 *   summary is derivable from them (the newest message, a count of unread ones per side): a
 *   journal whose owner stopped answering its heartbeat is repaired from the messages by any
 *   process, at boot and every `SWEEP_MS` after (`sweep`). Repair from the journal's own keys,
 *   not on read: a read would have to look for conversations it does not know of yet (a first
 *   message), while the dirty set names exactly the conversations to repair, and a crash is rare
 *   enough that the repair's three reads are not worth putting on every list read.
 */
import { randomBytes } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import type { Redis } from 'ioredis';
import { userRoom, type UnreadSummary } from '@conecta/common';
import { Conversation } from '../models/conversation';
import { Message } from '../models/message';
import { upsertOnce } from '../lib/mongoErrors';
import { runScript } from '../lib/redis';
import { withKeyLock, type LockDeps } from '../engine/index';
import type { Broadcaster } from '../realtime/broadcaster';
import type { UnreadEntry, UnreadSummaries } from './unreadSummaries';

/** A conversation's newest message as the document keeps it (`lastMessage`). */
export interface LastMessage {
  messageId: string;
  content: string;
  senderId: string;
  createdAt: string;
}

/** What the journal holds for one conversation: the newest message and each receiver's uncounted messages. */
export interface PendingSummary {
  key: string;
  last?: LastMessage;
  incs: Record<string, number>;
}

export interface WriteBehindDeps extends LockDeps {
  realtime: Broadcaster;
  unreadSummaries: UnreadSummaries;
  /** Whether sends are waiting or being written (the group commit), and when none are: the sends go first. */
  sends?: { busy: () => boolean; idle: () => Promise<void> };
}

/**
 * Conversation writes in flight at once. FerretDB v1 answers an update holding its query's pooled
 * PostgreSQL connection while it takes a second one for the write, so as many updates at once as
 * its pool has connections wait for each other for ever (decision 0027).
 */
export const CONVERSATION_WRITES_AT_ONCE = 4;
/** How long a dirty conversation waits for company (more messages to coalesce) before its write. */
const FLUSH_DELAY_MS = 20;
/** A process that has not said it is alive for this long has stopped: its journals are repaired. */
const HEARTBEAT_TTL_MS = 5_000;
const SWEEP_MS = 1_000;
/**
 * While sends are waiting, a conversation write waits for them to be written, this long at most:
 * on a saturated engine every write behind is taken from the sends (both convoy on FerretDB's
 * metadata lock), and readers have the journal meanwhile; the wait's bound keeps the documents
 * converging under a load that never lets up.
 */
const YIELD_MS = 250;
/** Orphans repaired per sweep, so a sweep after a crash under load does not flood the engine. */
const SWEEP_BATCH = 50;

const oid = (id: string | Types.ObjectId) => new mongoose.Types.ObjectId(String(id));
const participantsOf = (key: string) => key.split(':');

/**
 * KEYS[1] the set of owners; ARGV[1] the owner, ARGV[2] the key prefix; then per conversation:
 * key, last (JSON), createdAt (ms), messageId, n receivers, then n (receiver, count). `last` is
 * replaced only by a newer message ((createdAt, messageId) order, as the thread sorts).
 */
const JOURNAL = `
redis.call('sadd', KEYS[1], ARGV[1])
local i = 3
while i <= #ARGV do
  local key, last, at, id, n = ARGV[i], ARGV[i + 1], tonumber(ARGV[i + 2]), ARGV[i + 3], tonumber(ARGV[i + 4])
  local h = ARGV[2] .. key
  local cur_at = tonumber(redis.call('hget', h, 'lastAt') or '-1')
  local cur_id = redis.call('hget', h, 'lastId') or ''
  if at > cur_at or (at == cur_at and id > cur_id) then
    redis.call('hset', h, 'last', last, 'lastAt', ARGV[i + 2], 'lastId', id)
  end
  for j = 1, n do
    redis.call('hincrby', h, 'inc:' .. ARGV[i + 4 + 2 * j - 1], tonumber(ARGV[i + 4 + 2 * j]))
  end
  local prev = redis.call('hget', h, 'owner')
  if prev and prev ~= ARGV[1] then redis.call('srem', ARGV[2] .. 'owned:' .. prev, key) end
  redis.call('hset', h, 'owner', ARGV[1])
  redis.call('sadd', ARGV[2] .. 'owned:' .. ARGV[1], key)
  local a, b = string.match(key, '^([^:]+):(.+)$')
  redis.call('sadd', ARGV[2] .. 'user:' .. a, key)
  redis.call('sadd', ARGV[2] .. 'user:' .. b, key)
  i = i + 5 + 2 * n
end
return 1`;

/** The tail of APPLIED and DROP: a journal with nothing left goes, with its entries in the indexes. */
const FORGET = `
local function forget(prefix, key)
  local h = prefix .. key
  local owner = redis.call('hget', h, 'owner')
  redis.call('del', h)
  if owner then redis.call('srem', prefix .. 'owned:' .. owner, key) end
  local a, b = string.match(key, '^([^:]+):(.+)$')
  redis.call('srem', prefix .. 'user:' .. a, key)
  redis.call('srem', prefix .. 'user:' .. b, key)
end`;

/**
 * After a write: ARGV[1] the prefix, ARGV[2] the key, ARGV[3] the applied last's id ('' if none),
 * then (receiver, count) pairs applied. Subtracts what was written, so whatever was journaled
 * meanwhile (an unguarded send, 0004's best effort) stays for the next write; the journal goes
 * when nothing is left.
 */
const APPLIED = `${FORGET}
local h = ARGV[1] .. ARGV[2]
if ARGV[3] ~= '' and redis.call('hget', h, 'lastId') == ARGV[3] then redis.call('hdel', h, 'last', 'lastAt', 'lastId') end
for i = 4, #ARGV, 2 do
  local left = redis.call('hincrby', h, 'inc:' .. ARGV[i], -tonumber(ARGV[i + 1]))
  if left <= 0 then redis.call('hdel', h, 'inc:' .. ARGV[i]) end
end
local live = false
for _, f in ipairs(redis.call('hkeys', h)) do if f ~= 'owner' then live = true end end
if not live then forget(ARGV[1], ARGV[2]) end
return 1`;

/** Drops a journal whole (a repair recounted everything from the messages). */
const DROP = `${FORGET}
forget(ARGV[1], ARGV[2])
return 1`;

/** Runs `task` over `items`, at most `lanes` at a time. */
export async function inLanes<T>(items: T[], lanes: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}

function parsePending(key: string, flat: Record<string, string>): PendingSummary | null {
  const incs: Record<string, number> = {};
  for (const [field, value] of Object.entries(flat)) if (field.startsWith('inc:') && Number(value) > 0) incs[field.slice(4)] = Number(value);
  const last = flat.last ? (JSON.parse(flat.last) as LastMessage) : undefined;
  if (!last && Object.keys(incs).length === 0) return null;
  return { key, incs, ...(last ? { last } : {}) };
}

/** Redis names of the journal (one place, so readers and writers agree). */
export class ConversationJournal {
  readonly prefix: string;
  readonly ownersKey: string;

  constructor(
    readonly redis: Redis,
    redisPrefix: string,
  ) {
    this.prefix = `${redisPrefix}convwb:`;
    this.ownersKey = `${this.prefix}owners`;
  }

  /** Records a batch's stored messages (under their conversations' locks), one round trip. */
  async record(owner: string, summaries: PendingSummary[]): Promise<void> {
    if (summaries.length === 0) return;
    const args: string[] = [];
    for (const s of summaries) {
      const last = s.last!;
      const incs = Object.entries(s.incs);
      args.push(s.key, JSON.stringify(last), String(new Date(last.createdAt).getTime()), last.messageId, String(incs.length));
      for (const [receiver, n] of incs) args.push(receiver, String(n));
    }
    await runScript(this.redis, JOURNAL, 1, this.ownersKey, owner, this.prefix, ...args);
  }

  /** What is pending for one conversation; null when nothing is. */
  async pending(key: string): Promise<PendingSummary | null> {
    return parsePending(key, await this.redis.hgetall(this.prefix + key));
  }

  /** What is pending in each of `userId`'s conversations, by key (the list's and the unread fill's overlay). */
  async pendingOf(userId: string): Promise<Map<string, PendingSummary>> {
    const keys = await this.redis.smembers(`${this.prefix}user:${userId}`);
    const found = new Map<string, PendingSummary>();
    if (keys.length === 0) return found;
    const pipeline = this.redis.pipeline();
    for (const key of keys) pipeline.hgetall(this.prefix + key);
    const replies = (await pipeline.exec()) ?? [];
    replies.forEach(([err, flat], i) => {
      if (err) throw err;
      const pending = parsePending(keys[i]!, flat as Record<string, string>);
      if (pending) found.set(keys[i]!, pending);
    });
    return found;
  }

  /** Subtracts what a write carried (see APPLIED). */
  async applied(summary: PendingSummary): Promise<void> {
    const args = [this.prefix, summary.key, summary.last?.messageId ?? ''];
    for (const [receiver, n] of Object.entries(summary.incs)) args.push(receiver, String(n));
    await runScript(this.redis, APPLIED, 0, ...args);
  }

  /** Drops a reader's pending count: their recount (mark-read, a retry's heal) counted those messages. */
  async recounted(key: string, reader: string): Promise<void> {
    await this.applied({ key, incs: { [reader]: Number.MAX_SAFE_INTEGER } });
  }

  async drop(key: string): Promise<void> {
    await runScript(this.redis, DROP, 0, this.prefix, key);
  }

  /** The processes that journaled, each with up to `limit` of the keys they journaled (the sweep's candidates). */
  async owners(): Promise<string[]> {
    return this.redis.smembers(this.ownersKey);
  }

  async ownedBy(owner: string, limit: number): Promise<string[]> {
    return this.redis.srandmember(`${this.prefix}owned:${owner}`, limit);
  }

  /** Forgets that `owner` journaled `key` (a repaired orphan, or a key another process wrote since); an owner with none left goes. */
  async disown(owner: string, key: string): Promise<void> {
    const set = `${this.prefix}owned:${owner}`;
    await this.redis.srem(set, key);
    if ((await this.redis.scard(set)) === 0) await this.redis.srem(this.ownersKey, owner);
  }

  heartbeatKey(owner: string): string {
    return `${this.prefix}alive:${owner}`;
  }
}

/** The document's shape of a journaled last message. */
function lastMessageField(last: LastMessage) {
  return { messageId: oid(last.messageId), content: last.content, senderId: oid(last.senderId), createdAt: new Date(last.createdAt) };
}

/**
 * Writes one conversation's summary: `update` plus the counts' version, upsert (a first message
 * creates the conversation here). Answers each written receiver's unread entry and whether the
 * write created the document.
 */
export async function writeSummary(
  key: string,
  update: { $set: Record<string, unknown>; $inc?: Record<string, number> },
  receivers: string[],
): Promise<{ entries: Map<string, UnreadEntry>; created: boolean }> {
  const result = await upsertOnce(() =>
    Conversation.findOneAndUpdate(
      { key },
      {
        $set: update.$set,
        $setOnInsert: { participants: participantsOf(key).map(oid) },
        $inc: { ...update.$inc, countsVersion: 1 },
      },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true, lean: true },
    ),
  );
  const doc = result.value;
  const counts = (doc?.unreadCounts ?? {}) as unknown as Record<string, number>;
  const version = Number(doc?.countsVersion ?? 0);
  const entries = new Map<string, UnreadEntry>();
  for (const receiver of receivers) {
    const otherId = participantsOf(key).find((id) => id !== receiver) ?? receiver;
    entries.set(receiver, { otherId, count: Number(counts[receiver] ?? 0), version });
  }
  return { entries, created: result.lastErrorObject?.updatedExisting === false };
}

export class ConversationWriteBehind {
  readonly journal: ConversationJournal;
  /** This process's name in the journals it writes (its heartbeat key says it is alive). */
  readonly owner = randomBytes(8).toString('hex');
  private readonly dirty = new Set<string>();
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private readonly sweeper: NodeJS.Timeout;
  private sweeping: Promise<void> | null = null;
  private stopped = false;
  private held: Promise<void> | null = null;
  /** Conversation writes and repairs so far (tests, the bench). */
  readonly stats = { writes: 0, messages: 0, repairs: 0, failures: 0 };

  constructor(private readonly deps: WriteBehindDeps) {
    this.journal = new ConversationJournal(deps.redis, deps.redisPrefix);
    // The boot's repair of journals left by a process that stopped, then one sweep a second.
    void this.beat().then(() => this.sweep());
    this.sweeper = setInterval(() => void this.beat().then(() => this.sweep()), SWEEP_MS);
    this.sweeper.unref();
  }

  /** Marks conversations journaled by this process: their summaries are written shortly, coalesced. */
  mark(keys: Iterable<string>): void {
    for (const key of keys) this.dirty.add(key);
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped || this.timer || this.flushing || this.dirty.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, FLUSH_DELAY_MS);
  }

  /** Writes every conversation dirty now, and those dirtied while it writes; resolves when none is left. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (this.dirty.size === 0) return Promise.resolve();
    // Cleared once settled, never inside the loop: a loop that ended at once would clear it before it is set.
    this.flushing = this.writeDirty().finally(() => {
      this.flushing = null;
      // Marked between the loop's last look and here: their round.
      this.schedule();
    });
    return this.flushing;
  }

  private async writeDirty(): Promise<void> {
    while (this.dirty.size > 0) {
      while (this.held) await this.held;
      const keys = [...this.dirty];
      this.dirty.clear();
      await inLanes(keys, CONVERSATION_WRITES_AT_ONCE, async (key) => {
        const sends = this.deps.sends;
        if (sends?.busy()) await Promise.race([sends.idle(), new Promise((resolve) => setTimeout(resolve, YIELD_MS))]);
        try {
          await this.writeBehind(key);
        } catch (err) {
          // The journal stays: the next mark, the sweep of an orphan, or this process's next round writes it.
          this.stats.failures++;
          this.deps.log?.warn({ err, key }, 'conversation write-behind failed');
        }
      });
    }
  }

  /**
   * Holds this process's writes until the answered function is called: what a reader sees between
   * a send and its summary's write, made to last (tests; a write is otherwise some milliseconds behind).
   */
  holdWrites(): () => void {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    this.held = held;
    return () => {
      if (this.held === held) this.held = null;
      release();
    };
  }

  /** Writes what is pending and stops the sweeps (a clean stop). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweeper);
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
    await this.deps.redis.del(this.journal.heartbeatKey(this.owner)).catch(() => undefined);
  }

  /** One conversation's pending summary written, under its lock; then its pushes. */
  private async writeBehind(key: string): Promise<void> {
    const outcome = await withKeyLock(
      this.deps,
      `conversation:${key}`,
      async () => {
        const pending = await this.journal.pending(key);
        if (!pending) return null;
        const written = await this.apply(pending);
        await this.journal.applied(pending);
        return { written, senderId: pending.last?.senderId };
      },
      { bestEffort: true },
    );
    if (outcome) await this.announce(key, outcome.written, outcome.senderId);
  }

  /**
   * The document's one write for `pending` (under the conversation's lock): the newest message
   * `$set`, each receiver's count `$inc` by their messages, the counts' version once. Also the
   * send path's fallback when the journal cannot be written (services/messageWriter.ts).
   */
  async apply(pending: PendingSummary): Promise<{ entries: Map<string, UnreadEntry>; created: boolean }> {
    const inc: Record<string, number> = {};
    for (const [receiver, n] of Object.entries(pending.incs)) inc[`unreadCounts.${receiver}`] = n;
    const set: Record<string, unknown> = {};
    if (pending.last) {
      set.lastMessage = lastMessageField(pending.last);
      set.lastMessageAt = new Date(pending.last.createdAt);
    }
    const written = await writeSummary(pending.key, { $set: set, $inc: inc }, Object.keys(pending.incs));
    this.stats.writes++;
    this.stats.messages += Object.values(pending.incs).reduce((a, b) => a + b, 0);
    return written;
  }

  /** `conversation:started` when the write created it; each written receiver's unread summary. */
  async announce(key: string, written: { entries: Map<string, UnreadEntry>; created: boolean }, senderId?: string): Promise<void> {
    if (written.created) {
      // The sender first, as a send announced it before 0033.
      const [a, b] = participantsOf(key).sort((x, y) => Number(y === senderId) - Number(x === senderId)) as [string, string];
      this.deps.realtime.to([userRoom(a), userRoom(b)]).emit('conversation:started', { participants: [a, b] });
    }
    for (const [receiver, entry] of written.entries) await publishUnread(receiver, entry, this.deps);
  }

  private async beat(): Promise<void> {
    if (this.stopped) return;
    await this.deps.redis.set(this.journal.heartbeatKey(this.owner), '1', 'PX', HEARTBEAT_TTL_MS).catch(() => undefined);
  }

  /**
   * Repairs the journals of processes that stopped (no heartbeat): from the messages, since such
   * a process may have written the document and stopped before clearing its journal (its counts
   * would then count twice). A live process's journals are its own to write.
   */
  sweep(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.sweeping ??= this.sweepOnce().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    try {
      const owners = (await this.journal.owners()).filter((o) => o !== this.owner);
      if (owners.length === 0) return;
      const pipeline = this.deps.redis.pipeline();
      for (const o of owners) pipeline.exists(this.journal.heartbeatKey(o));
      const replies = (await pipeline.exec()) ?? [];
      const dead = owners.filter((_, i) => replies[i]?.[1] !== 1);
      for (const owner of dead) {
        const keys = await this.journal.ownedBy(owner, SWEEP_BATCH);
        if (keys.length === 0) await this.journal.disown(owner, '');
        await inLanes(keys, CONVERSATION_WRITES_AT_ONCE, async (key) => {
          try {
            await this.repair(key, owner);
            await this.journal.disown(owner, key);
          } catch (err) {
            this.stats.failures++;
            this.deps.log?.warn({ err, key }, 'conversation repair failed');
          }
        });
      }
    } catch (err) {
      this.deps.log?.warn({ err }, 'conversation journal sweep failed');
    }
  }

  /**
   * A conversation's summary from its messages (under its lock): the newest one, each side's
   * unread count; then the journal dropped. Idempotent: run twice, it writes the same. With
   * `owner`, only if that process is still the journal's owner (another one took it over since,
   * and writes it).
   */
  async repair(key: string, owner?: string): Promise<void> {
    const participants = participantsOf(key);
    const outcome = await withKeyLock(
      this.deps,
      `conversation:${key}`,
      async () => {
        if (owner !== undefined && (await this.deps.redis.hget(this.journal.prefix + key, 'owner')) !== owner) return null;
        const [newest, ...counts] = await Promise.all([
          Message.findOne({ conversationKey: key }).sort({ createdAt: -1, _id: -1 }).lean(),
          ...participants.map((p) => Message.countDocuments({ conversationKey: key, receiverId: oid(p), readAt: null })),
        ]);
        if (!newest) {
          await this.journal.drop(key);
          return null;
        }
        const set: Record<string, unknown> = {
          lastMessage: {
            messageId: newest._id,
            content: newest.content,
            senderId: newest.senderId,
            createdAt: newest.createdAt,
          },
          lastMessageAt: newest.createdAt,
        };
        participants.forEach((p, i) => (set[`unreadCounts.${p}`] = counts[i]));
        const written = await writeSummary(key, { $set: set }, participants);
        await this.journal.drop(key);
        this.stats.repairs++;
        return written;
      },
      { bestEffort: true },
    );
    if (outcome) await this.announce(key, outcome);
  }
}

/**
 * The user's count in each of their conversations: the documents' counts plus what the journal
 * holds that they do not yet (a conversation only in the journal counts as of version 0, below
 * any written one, so its first write replaces it in the cached summary).
 *
 * A write behind (and a mark-read's or a retry's recount) changes the document first and the
 * journal right after, both under the conversation's lock. A reader without the lock could see the
 * document written and the journal not yet subtracted: one fresh-clone run read 6 unread for 3
 * messages. So the journal is read before and after the documents, and a conversation that either
 * read showed pending is read again under its lock, where the two agree. There are few such
 * conversations: a journal lasts from a send to its write, some milliseconds.
 */
export async function unreadEntries(userId: string, deps: LockDeps): Promise<UnreadEntry[]> {
  const journal = new ConversationJournal(deps.redis, deps.redisPrefix);
  const before = await journal.pendingOf(userId);
  const rows = await Conversation.find({ participants: oid(userId) }).select({ key: 1, countsVersion: 1, unreadCounts: 1 }).lean();
  const after = await journal.pendingOf(userId);
  const unsettled = new Set([...before.keys(), ...after.keys()]);
  const countOf = (row: { unreadCounts?: unknown; countsVersion?: unknown } | null, pending: PendingSummary | null) => ({
    count: Number(((row?.unreadCounts ?? {}) as Record<string, number>)[userId] ?? 0) + (pending?.incs[userId] ?? 0),
    version: Number(row?.countsVersion ?? 0),
  });
  const entries: UnreadEntry[] = [];
  const push = (key: string, counted: { count: number; version: number }) => {
    const otherId = participantsOf(key).find((id) => id !== userId);
    if (otherId) entries.push({ otherId, ...counted });
  };
  for (const row of rows) if (!unsettled.has(row.key)) push(row.key, countOf(row, null));
  await inLanes([...unsettled], CONVERSATION_WRITES_AT_ONCE, async (key) => {
    const counted = await withKeyLock(
      deps,
      `conversation:${key}`,
      async () => {
        const [row, pending] = await Promise.all([Conversation.findOne({ key }).select({ countsVersion: 1, unreadCounts: 1 }).lean(), journal.pending(key)]);
        return row || pending ? countOf(row, pending) : null;
      },
      { bestEffort: true },
    );
    if (counted) push(key, counted);
  });
  return entries;
}

/** `GET /api/messages/unread`: from the conversations (and the journal), and cached (0005). */
export async function fillUnread(userId: string, deps: LockDeps & { unreadSummaries: UnreadSummaries }): Promise<UnreadSummary> {
  return deps.unreadSummaries.fill(userId, await unreadEntries(userId, deps));
}

/**
 * Emits `unread:updated` to the user with `entry` (one conversation's count, just written)
 * recorded into their cached summary, which is filled from their conversations when absent.
 * Under a per-user lock: the summaries leave in the order they were read.
 */
export async function publishUnread(userId: string, entry: UnreadEntry, deps: WriteBehindDeps): Promise<void> {
  await withKeyLock(
    deps,
    `unread:${userId}`,
    async () => {
      const summary = (await deps.unreadSummaries.record(userId, entry)) ?? (await fillUnread(userId, deps));
      deps.realtime.to(userRoom(userId)).emit('unread:updated', summary);
    },
    { bestEffort: true },
  );
}
