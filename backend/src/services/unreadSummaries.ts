/**
 * Each user's unread summary (`{ total, byUser }`: the header badge, the
 * `unread:updated` push) kept in Redis beside the conversation documents, so
 * that a send pushes the receiver's new summary without reading all of the
 * receiver's conversations. On FerretDB that read was the costliest step of
 * a send (about 3 ms of CPU across FerretDB, PostgreSQL and Node, more than
 * the insert and the conversation write together) and the main source of
 * its slow tail (docs/ARCHITECTURE.md "Messaging").
 *
 * The conversation documents stay the truth. The cache is a hash per user,
 * field = the other participant, value = `<version>:<count>`, where version
 * is the conversation's `countsVersion`, bumped by every write of its counts
 * (each under that conversation's lock, so versions only grow). An entry is
 * replaced only by one of the same or a newer version, so a summary filled
 * from an older read can never overwrite a newer count, whatever the order in
 * which processes get here.
 *
 * A user's hash is either absent or complete. It is created only by a fill
 * with all of the user's conversations as read at some moment (by
 * `GET /api/messages/unread`, which the app calls on load, or by a push that
 * found no hash); an entry is recorded only into an existing hash; a fill
 * never removes an entry. A conversation written after a fill's read either
 * records itself once the hash exists, or finds none and fills it from a read
 * made after its own write. The hash expires an hour after its last write; a
 * count the cache missed (a process stopped between the database write and
 * here) is corrected by that conversation's next write or by the expiry.
 */
import type { Redis } from 'ioredis';
import type { UnreadSummary } from '@conecta/common';
import { runScript } from '../lib/redis';

/** One conversation's unread count for one of its participants, as of the conversation's countsVersion. */
export interface UnreadEntry {
  /** The other participant. */
  otherId: string;
  count: number;
  version: number;
}

const TTL_MS = 60 * 60 * 1000;

/**
 * KEYS[1] the user's hash; ARGV[1] its time to live in ms; ARGV[2] '1' to
 * write only into an existing hash (else nil is answered); then one
 * (otherId, version, count) triple per entry. Answers the whole hash.
 */
const RECORD = `
if ARGV[2] == '1' and redis.call('exists', KEYS[1]) == 0 then return false end
for i = 3, #ARGV, 3 do
  local current = redis.call('hget', KEYS[1], ARGV[i])
  if not current or tonumber(string.match(current, '^(%d+):')) <= tonumber(ARGV[i + 1]) then
    redis.call('hset', KEYS[1], ARGV[i], ARGV[i + 1] .. ':' .. ARGV[i + 2])
  end
end
redis.call('pexpire', KEYS[1], ARGV[1])
return redis.call('hgetall', KEYS[1])`;

export class UnreadSummaries {
  constructor(
    private readonly redis: Redis,
    private readonly redisPrefix: string,
  ) {}

  /** Records one entry into the user's cached summary and answers the summary; null when none is cached. */
  async record(userId: string, entry: UnreadEntry): Promise<UnreadSummary | null> {
    const reply = await this.run(userId, true, [entry]);
    return reply ? summaryOf(reply) : null;
  }

  /** Caches the user's summary from all of their conversations (newer cached entries stay) and answers it. */
  async fill(userId: string, entries: UnreadEntry[]): Promise<UnreadSummary> {
    return summaryOf((await this.run(userId, false, entries)) ?? []);
  }

  private async run(userId: string, onlyIfCached: boolean, entries: UnreadEntry[]): Promise<string[] | null> {
    const args = entries.flatMap((e) => [e.otherId, String(e.version), String(e.count)]);
    return (await runScript(this.redis, RECORD, 1, `${this.redisPrefix}unread:${userId}`, TTL_MS, onlyIfCached ? '1' : '0', ...args)) as
      | string[]
      | null;
  }
}

/** HGETALL's flat [field, value, …] as the summary: conversations with nothing unread are left out. */
function summaryOf(flat: string[]): UnreadSummary {
  const byUser: Record<string, number> = {};
  let total = 0;
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const count = Number(flat[i + 1]!.split(':')[1]);
    if (!(count > 0)) continue;
    byUser[flat[i]!] = count;
    total += count;
  }
  return { total, byUser };
}
