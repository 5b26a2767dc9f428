/**
 * The per-key lock: a read-then-write the local engine cannot make atomic runs holding
 * `<REDIS_PREFIX>lock:<name>` across every process (decision 0015).
 */
import type { Redis } from 'ioredis';
import type { Logger } from '../lib/logger';
import { withRedisLock, withRedisLocks } from '../lib/redisLock';

export { LockNotAcquiredError } from '../lib/redisLock';

export interface LockDeps {
  redis: Redis;
  redisPrefix: string;
  log?: Logger;
}

export interface KeyLockOptions {
  /** How long to wait for the lock (default 5 s). */
  waitMs?: number;
  /** How long a crashed holder blocks the others (default 5 s). */
  ttlMs?: number;
  /**
   * A lock not had (5 s of waiting, Redis away) runs `fn` unguarded instead of refusing: for work
   * whose skew the next guarded write heals — a message's unread count, recounted by the next
   * mark-read — where refusing a send would cost the user more than a count off for a while.
   */
  bestEffort?: boolean;
}

/**
 * Runs `fn` holding the lock named `name`. A lock not had within `waitMs` (or Redis away) throws
 * `LockNotAcquiredError` — the guarded work never runs unguarded — unless `bestEffort`.
 */
export function withKeyLock<T>(deps: LockDeps, name: string, fn: () => Promise<T>, { bestEffort = false, ...options }: KeyLockOptions = {}): Promise<T> {
  return withRedisLock(deps.redis, `${deps.redisPrefix}lock:${name}`, fn, { ...options, required: !bestEffort, log: deps.log });
}

/**
 * `withKeyLock` over several names at once, all held while `fn` runs (a group commit's batch holds
 * every conversation it writes, decision 0027). Taken in one order, so two batches never wait for
 * each other; uncontended, one Redis round trip to take them all and one to release them.
 */
export function withKeyLocks<T>(deps: LockDeps, names: string[], fn: () => Promise<T>, { bestEffort = false, ...options }: KeyLockOptions = {}): Promise<T> {
  return withRedisLocks(
    deps.redis,
    names.map((name) => `${deps.redisPrefix}lock:${name}`),
    fn,
    { ...options, required: !bestEffort, log: deps.log },
  );
}
