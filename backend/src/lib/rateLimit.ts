/**
 * Fixed-window counters in Redis, shared by every backend process so a
 * limit holds across the whole cluster.
 */
import type { Redis } from 'ioredis';

export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(name: string): string {
    return `${this.prefix}rl:${name}`;
  }

  /** Counts one hit; returns the count in the current window. */
  async hit(name: string, windowSeconds: number): Promise<number> {
    const key = this.key(name);
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec()) as [[unknown, number]];
    return count;
  }

  async count(name: string): Promise<number> {
    return Number((await this.redis.get(this.key(name))) ?? 0);
  }

  async reset(name: string): Promise<void> {
    await this.redis.del(this.key(name));
  }
}
