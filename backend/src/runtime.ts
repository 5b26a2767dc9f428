/**
 * The long-lived collaborators of one backend process, built once from the
 * config and closed together on shutdown.
 */
import type { Redis } from 'ioredis';
import type { Config } from './config';
import { createLogger, type Logger } from './lib/logger';
import { createRedis } from './lib/redis';
import { RateLimiter } from './lib/rateLimit';
import { RedisSessionStore } from './auth/session';
import { Producers } from './queues/producers';
import { Authenticator } from './services/accounts';

export interface Runtime {
  config: Config;
  logger: Logger;
  redis: Redis;
  sessions: RedisSessionStore;
  limiter: RateLimiter;
  producers: Producers;
  authenticator: Authenticator;
  close(): Promise<void>;
}

export function createRuntime(config: Config, logger = createLogger(config.logLevel, 'backend')): Runtime {
  const redis = createRedis(config.redisUrl, {}, logger);
  const limiter = new RateLimiter(redis, config.redisPrefix);
  const producers = new Producers(config.redisUrl, config.redisPrefix, logger);
  return {
    config,
    logger,
    redis,
    sessions: new RedisSessionStore(redis, config.redisPrefix),
    limiter,
    producers,
    authenticator: new Authenticator(limiter, config.loginMaxFailures),
    async close() {
      await producers.close();
      redis.disconnect();
    },
  };
}
