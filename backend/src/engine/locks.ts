/**
 * The per-key lock: a read-then-write the local engine cannot make atomic runs holding
 * `<REDIS_PREFIX>lock:<name>` across every process (decision 0015).
 */
import type { Redis } from 'ioredis';
import type { Logger } from '../lib/logger';
import { withRedisLock } from '../lib/redisLock';

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
}

/**
 * Runs `fn` holding the lock named `name`. A lock not had within `waitMs` (or Redis away) throws
 * `LockNotAcquiredError`: the guarded work never runs unguarded.
 */
export function withKeyLock<T>(deps: LockDeps, name: string, fn: () => Promise<T>, options: KeyLockOptions = {}): Promise<T> {
  return withRedisLock(deps.redis, `${deps.redisPrefix}lock:${name}`, fn, { ...options, required: true, log: deps.log });
}
