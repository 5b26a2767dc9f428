import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from './logger';

/**
 * A Redis connection. Request-path clients fail fast (a bounded retry count)
 * so a dead Redis answers 503 instead of hanging; BullMQ workers and the
 * Socket.IO subscriber need `maxRetriesPerRequest: null`. Connection errors
 * are logged (ioredis keeps reconnecting) rather than crashing the process.
 */
export function createRedis(url: string, options: RedisOptions = {}, logger?: Logger): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 2, ...options });
  let lastLogged = 0;
  client.on('error', (err: Error) => {
    // One line per 10 s at most while Redis is down.
    if (Date.now() - lastLogged > 10_000) {
      lastLogged = Date.now();
      logger?.warn({ err: err.message }, 'redis connection error');
    }
  });
  return client;
}
