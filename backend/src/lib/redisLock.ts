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

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

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

export async function withRedisLock<T>(redis: Redis, key: string, fn: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const { ttlMs = 5_000, waitMs = 5_000, log, required = false } = options;
  const token = randomBytes(12).toString('hex');
  const deadline = Date.now() + waitMs;
  let held = false;
  let delay = 2;
  for (;;) {
    try {
      held = (await redis.set(key, token, 'PX', ttlMs, 'NX')) === 'OK';
    } catch (err) {
      if (required) throw new LockNotAcquiredError(key);
      log?.warn({ err, key }, 'lock unavailable: running unlocked');
      break;
    }
    if (held) break;
    if (Date.now() >= deadline) {
      if (required) throw new LockNotAcquiredError(key);
      log?.warn({ key }, 'lock wait timed out: running unlocked');
      break;
    }
    await new Promise((r) => setTimeout(r, delay + Math.random() * delay));
    delay = Math.min(delay * 2, 50);
  }
  try {
    return await fn();
  } finally {
    if (held) await redis.eval(RELEASE, 1, key, token).catch((err: unknown) => log?.warn({ err, key }, 'lock release failed'));
  }
}
