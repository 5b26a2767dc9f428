/**
 * Domain events over Redis pub/sub (common/src/events.ts): how every backend
 * process learns that a document changed, so what it keeps in memory follows
 * within a moment — the search index (search/), the account facts of the
 * send path (services/accountFacts.ts), the partners cache. Each of those is
 * a follower, and each declares the events it handles with their handlers
 * (`on`), so a search for an event's name finds everyone who reacts to it.
 * Nobody publishes by hand: the models announce their writes
 * (models/announce.ts) to the bus of the process that wrote.
 *
 * - `publish(event)` applies the event to this process's followers first (the
 *   process that made the change reads its own write at once), then
 *   announces it on `<prefix>domain-events`.
 * - Each process subscribes on its own Redis connection (a subscribed
 *   connection can do nothing else) and applies what others announce; it
 *   skips its own announcements, already applied.
 * - Pub/sub keeps nothing for a disconnected subscriber, so after a
 *   reconnect every follower reloads from the database: whatever was missed
 *   while offline is picked up.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { DOMAIN_EVENTS_CHANNEL, isDomainEvent, type DomainEvent, type DomainEventType } from '@conecta/common';
import { createRedis } from '../lib/redis';
import type { Logger } from '../lib/logger';

/** How long start-up waits for Redis to confirm the subscription before going on without it. */
const SUBSCRIBE_WAIT_MS = 1000;

/**
 * A follower's handlers, by the event each handles; the argument is the changed document's id (or
 * ALL_DOCUMENTS). An event the follower does not name never reaches it.
 */
export type DomainEventHandlers = { readonly [T in DomainEventType]?: (id: string) => Promise<void> | void };

/** What keeps something in memory that domain events change. */
export interface DomainEventFollower {
  readonly on: DomainEventHandlers;
  /** Events may have been missed (the subscription was lost): read everything again. */
  reload(reason: string): void;
}

interface Envelope {
  origin: string;
  event: DomainEvent;
}

/** Publishes on the domain-events channel. Never rejects: the change is stored; a lost announcement is logged. */
async function publishEnvelope(publisher: Redis, channel: string, envelope: Envelope, logger: Logger): Promise<void> {
  try {
    await publisher.publish(channel, JSON.stringify(envelope));
  } catch (err) {
    logger.error({ err, event: envelope.event }, 'domain events: publish failed');
  }
}

/**
 * The announcer of a process without a bus (workers, the seed, scripts):
 * it follows nothing itself, it only tells the backends.
 */
export function publishOnlyAnnouncer(publisher: Redis, redisPrefix: string, logger: Logger): (event: DomainEvent) => Promise<void> {
  const origin = randomUUID();
  const channel = `${redisPrefix}${DOMAIN_EVENTS_CHANNEL}`;
  return (event) => publishEnvelope(publisher, channel, { origin, event }, logger);
}

export class DomainEventBus {
  /** Tells this process's own announcements apart from the others'. */
  private readonly origin = randomUUID();
  private readonly channel: string;
  private subscriber: Redis | null = null;

  constructor(
    private readonly redisUrl: string,
    redisPrefix: string,
    /** The request-path connection, used to publish. */
    private readonly publisher: Redis,
    private readonly followers: DomainEventFollower[],
    private readonly logger: Logger,
  ) {
    this.channel = `${redisPrefix}${DOMAIN_EVENTS_CHANNEL}`;
  }

  /**
   * Subscribes. Resolves once Redis confirmed (so nothing published later is
   * missed) or, when Redis does not answer, after a short wait: the process
   * still starts (health reports Redis down) and its followers reload once the
   * subscription finally goes through.
   */
  async start(): Promise<void> {
    if (this.subscriber) return;
    // Named, so operators (and a test) can tell this connection apart in CLIENT LIST.
    const sub = createRedis(this.redisUrl, { maxRetriesPerRequest: null, connectionName: this.channel }, this.logger);
    this.subscriber = sub;
    sub.on('message', (channel: string, raw: string) => {
      if (channel === this.channel) this.receive(raw);
    });
    let subscribedOnce = false;
    sub.on('ready', () => {
      // ioredis resubscribes by itself, but what was published while we were away is lost: reread everything.
      if (subscribedOnce) this.rebuild('subscriber reconnected');
    });
    const subscribed = sub.subscribe(this.channel).then(
      () => {
        subscribedOnce = true;
        return true;
      },
      () => false, // closed before Redis ever answered
    );
    const timer = new AbortController();
    const waited = delay(SUBSCRIBE_WAIT_MS, false, { signal: timer.signal }).catch(() => false);
    const inTime = await Promise.race([subscribed, waited]);
    timer.abort();
    if (!inTime) {
      this.logger.warn('domain events: Redis did not confirm the subscription yet; followers reload when it does');
      void subscribed.then((ok) => ok && this.rebuild('subscribed late'));
    }
  }

  /** Adds a follower after construction: one built with the app (web/renderCache.ts), not the runtime. */
  follow(follower: DomainEventFollower): void { this.followers.push(follower); }

  private rebuild(reason: string): void {
    if (!this.subscriber) return;
    this.logger.warn({ reason }, 'domain events: followers reload');
    for (const follower of this.followers) follower.reload(reason);
  }

  /**
   * Applies the event here, then tells every other backend process. Never
   * rejects: the change is already stored, so a Redis hiccup must not fail
   * the request that made it; the other processes rebuild when their own
   * subscriber reconnects.
   */
  async publish(event: DomainEvent): Promise<void> {
    await this.apply(event);
    await publishEnvelope(this.publisher, this.channel, { origin: this.origin, event }, this.logger);
  }

  private receive(raw: string): void {
    let envelope: Partial<Envelope>;
    try {
      envelope = JSON.parse(raw) as Partial<Envelope>;
    } catch {
      this.logger.warn({ raw: raw.slice(0, 200) }, 'domain events: unreadable message ignored');
      return;
    }
    if (envelope.origin === this.origin) return;
    if (!isDomainEvent(envelope.event)) {
      this.logger.warn({ raw: raw.slice(0, 200) }, 'domain events: unknown event ignored');
      return;
    }
    void this.apply(envelope.event);
  }

  private async apply(event: DomainEvent): Promise<void> {
    await Promise.all(this.followers.map((follower) => follower.on[event.type]?.(event.id)));
  }

  /** Drops the subscription (a subscriber has nothing to flush: disconnecting is enough). */
  async close(): Promise<void> {
    const sub = this.subscriber;
    this.subscriber = null;
    if (!sub) return;
    sub.removeAllListeners('ready');
    sub.removeAllListeners('message');
    sub.disconnect();
  }
}
