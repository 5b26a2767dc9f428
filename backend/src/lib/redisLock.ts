/**
 * A short mutual exclusion across every backend process (Redis `SET NX PX`
 * with a random token, released by a compare-and-delete script). Used where
 * a read-then-write must not interleave and the database cannot help
 * (decision 0015; engine/locks.ts `withKeyLock` is the form that never runs
 * unguarded).
 *
 * The lease (`ttlMs`) bounds how long a crashed holder blocks others. A
 * waiter that cannot get the lock within `waitMs` runs anyway (logged):
 * the guarded work here is a recount, so an unlucky interleaving is healed
 * by the next holder, and a request never hangs on a stuck lock.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from './logger';
import { runScript } from './redis';

export interface LockOptions {
  ttlMs?: number;
  waitMs?: number;
  log?: Logger;
  /**
   * Throw `LockNotAcquiredError` instead of running unlocked when the lock is
   * not obtained in time (or Redis fails): for queue jobs, which are retried.
   */
  required?: boolean;
}

export class LockNotAcquiredError extends Error {
  constructor(key: string) {
    super(`lock not acquired: ${key}`);
    this.name = 'LockNotAcquiredError';
  }
}

/** One key's lock: the several-key form below with one key, so both share one acquire loop. */
export function withRedisLock<T>(redis: Redis, key: string, fn: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  return withRedisLocks(redis, [key], fn, options);
}

/**
 * Takes `keys` in the order given (the caller sorts them) from `from` on, one `SET NX PX` each,
 * and stops at the first one held by someone else; answers how many it took in all. Taking locks
 * always in one order and waiting only for the first one missing, holding those before it, no two
 * holders can wait for each other (no deadlock), and an uncontended batch costs one round trip.
 */
const ACQUIRE_IN_ORDER = `
for i = tonumber(ARGV[3]) + 1, #KEYS do
  if not redis.call('set', KEYS[i], ARGV[1], 'PX', ARGV[2], 'NX') then return i - 1 end
end
return #KEYS`;

const RELEASE_ALL = `
local n = 0
for i = 1, #KEYS do
  if redis.call('get', KEYS[i]) == ARGV[1] then n = n + redis.call('del', KEYS[i]) end
end
return n`;

/**
 * Runs `fn` holding every key of `keys` (a group commit's batch: every conversation it writes; one
 * key for `withRedisLock`), taken in sorted order, released in one round trip. A batch that cannot
 * have them all within `waitMs` runs with those it has (logged) unless `required`.
 */
export async function withRedisLocks<T>(redis: Redis, keys: string[], fn: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const { ttlMs = 5_000, waitMs = 5_000, log, required = false } = options;
  const sorted = [...new Set(keys)].sort();
  if (sorted.length === 0) return fn();
  const token = randomBytes(12).toString('hex');
  const deadline = Date.now() + waitMs;
  let taken = 0;
  let delay = 2;
  for (;;) {
    try {
      taken = Number(await runScript(redis, ACQUIRE_IN_ORDER, sorted.length, ...sorted, token, ttlMs, taken));
    } catch (err) {
      if (required) {
        await release(redis, sorted.slice(0, taken), token, log);
        throw new LockNotAcquiredError(sorted[taken] ?? sorted[0]!);
      }
      log?.warn({ err, keys: sorted.length }, 'locks unavailable: running with those held');
      break;
    }
    if (taken === sorted.length) break;
    if (Date.now() >= deadline) {
      if (required) {
        await release(redis, sorted.slice(0, taken), token, log);
        throw new LockNotAcquiredError(sorted[taken]!);
      }
      log?.warn({ key: sorted[taken], held: taken, of: sorted.length }, 'lock wait timed out: running with those held');
      break;
    }
    await new Promise((r) => setTimeout(r, delay + Math.random() * delay));
    delay = Math.min(delay * 2, 50);
  }
  try {
    return await fn();
  } finally {
    await release(redis, sorted.slice(0, taken), token, log);
  }
}

async function release(redis: Redis, keys: string[], token: string, log?: Logger): Promise<void> {
  if (keys.length === 0) return;
  await runScript(redis, RELEASE_ALL, keys.length, ...keys, token).catch((err: unknown) => log?.warn({ err, keys: keys.length }, 'lock release failed'));
}
