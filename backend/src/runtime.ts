/**
 * The long-lived collaborators of one backend process, built once from the
 * config and closed together on shutdown.
 */
import type { Redis } from 'ioredis';
import type { Config } from './config';
import { createLogger, type Logger } from './lib/logger';
import { createRedis } from './lib/redis';
import { Limits } from './lib/limits';
import { Metrics } from './lib/metrics';
import { RedisSessionStore } from './auth/session';
import { Producers } from './queues/producers';
import { EmailVerifications } from './services/emailVerification';
import { LinkTokens } from './services/linkTokens';
import { LoginLinks } from './services/loginLinks';
import { Authenticator } from './services/accounts';
import { CatalogueCache } from './lib/cache';
import { SearchIndex } from './search/searchIndex';
import { DomainEventBus, type DomainEventFollower } from './events/domainEvents';
import { AccountFacts } from './services/accountFacts';
import { UnreadSummaries } from './services/unreadSummaries';
import { MessageWriter } from './services/messageWriter';
import { createRoomEmitter } from './realtime/emitter';
import { Broadcaster } from './realtime/broadcaster';
import { createStorage, type FileStorage } from './storage/storage';

export interface Runtime {
  config: Config;
  logger: Logger;
  redis: Redis;
  sessions: RedisSessionStore;
  /** Abuse limits per account and address: sign-in, sign-up, messages, reports (lib/limits.ts). */
  limits: Limits;
  /** Prometheus registry of this process, served on the internal metrics port (lib/metrics.ts). */
  metrics: Metrics;
  producers: Producers;
  authenticator: Authenticator;
  /** Links that confirm an account's e-mail address (issue 22): hashes in Redis, mailed through the queue. */
  emailVerifications: EmailVerifications;
  /** Sign-in links by e-mail (issue 22): the way in wrong passwords cannot close. */
  loginLinks: LoginLinks;
  /** The mailed links' tokens, both purposes (services/linkTokens.ts). */
  linkTokens: LinkTokens;
  /** This process's full-text index (search/); built and subscribed by startServer. */
  search: SearchIndex;
  domainEvents: DomainEventBus;
  /** Accounts known to exist and who may have blocked someone: the send path's checks without reads. */
  accountFacts: AccountFacts;
  /** Each user's unread summary cached in Redis: a send pushes it without reading all the receiver's conversations. */
  unreadSummaries: UnreadSummaries;
  /** Sends group-committed: one insert and one write per conversation for the sends that arrive together (decision 0027). */
  messageWriter: MessageWriter;
  /** Partners list in Redis, invalidated by `partner.changed` (models/announce.ts announces every partner write). */
  cache: CatalogueCache;
  /** Pushes to Socket.IO rooms on every backend process: the Redis emitter, then this process's gateway once startServer attaches it. */
  realtime: Broadcaster;
  /** Uploaded files: local disk or an S3-compatible bucket (storage/). */
  storage: FileStorage;
  close(): Promise<void>;
}

export function createRuntime(config: Config, logger = createLogger(config.logLevel, 'backend')): Runtime {
  const redis = createRedis(config.redisUrl, {}, logger);
  const limits = new Limits(redis, config);
  const producers = new Producers(config.redisUrl, config.redisPrefix, logger);
  const search = new SearchIndex(logger);
  const accountFacts = new AccountFacts(logger);
  const cache = new CatalogueCache(redis, config.redisPrefix, config.cacheTtlSeconds, logger);
  // The partners list is cached in Redis (shared): any process's event invalidates it for all.
  const partnersCache: DomainEventFollower = {
    on: { 'partner.changed': () => cache.invalidate('partners') },
    reload: () => void cache.invalidate('partners'),
  };
  const linkTokens = new LinkTokens(redis, config.redisPrefix, config.sessionSecret);
  const domainEvents = new DomainEventBus(config.redisUrl, config.redisPrefix, redis, [search, accountFacts, partnersCache], logger);
  const realtime = new Broadcaster(createRoomEmitter(redis, config.redisPrefix));
  const messageWriter = new MessageWriter({ redis, redisPrefix: config.redisPrefix, realtime, log: logger });
  return {
    config,
    logger,
    redis,
    sessions: new RedisSessionStore(redis, config.redisPrefix, config.sessionIdleMs),
    producers,
    limits,
    metrics: new Metrics('backend'),
    authenticator: new Authenticator(limits),
    emailVerifications: new EmailVerifications(linkTokens, producers),
    loginLinks: new LoginLinks(linkTokens, producers),
    linkTokens,
    cache,
    search,
    domainEvents,
    accountFacts,
    unreadSummaries: new UnreadSummaries(redis, config.redisPrefix),
    messageWriter,
    realtime,
    storage: createStorage(config),
    async close() {
      // Sends still being written finish before Redis (their locks) and the database go.
      await messageWriter.drained();
      await domainEvents.close();
      await producers.close();
      redis.disconnect();
    },
  };
}
