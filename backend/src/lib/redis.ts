import { createHash } from 'node:crypto';
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

const scriptShas = new Map<string, string>();

/**
 * Runs a Lua script by its SHA1 (EVALSHA), sending its text only when Redis does not know it yet
 * (NOSCRIPT: a restarted or flushed Redis). The send path runs several scripts per message (the
 * batch's locks, the journal, the unread summary); EVAL wrote each script's whole text on every
 * call, which bench:messages' CPU profile showed as string writes on the Redis socket.
 */
export async function runScript(redis: Redis, script: string, numKeys: number, ...args: Array<string | number>): Promise<unknown> {
  let sha = scriptShas.get(script);
  if (!sha) {
    sha = createHash('sha1').update(script).digest('hex');
    scriptShas.set(script, sha);
  }
  try {
    return await redis.evalsha(sha, numKeys, ...args);
  } catch (err) {
    if (err instanceof Error && err.message.startsWith('NOSCRIPT')) return redis.eval(script, numKeys, ...args);
    throw err;
  }
}
