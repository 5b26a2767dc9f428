import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis connection. Request-path clients fail fast (a bounded retry count)
 * so a dead Redis answers 503 instead of hanging; BullMQ workers and the
 * Socket.IO subscriber need `maxRetriesPerRequest: null`.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, ...options });
}
