/**
 * Domain events: "this document changed, whoever caches it, reload it".
 * Published on Redis (channel `<REDIS_PREFIX>domain-events`) to every backend
 * process, which reloads the document and updates its search index. The
 * payload carries only the id: each process reads the current state from the
 * database, so a late or repeated event can never install stale data.
 */

export const DOMAIN_EVENT_TYPES = ['job.changed', 'course.changed', 'event.changed', 'user.changed'] as const;
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

export interface DomainEvent {
  type: DomainEventType;
  /** The changed document's id (also sent when it was deleted or stopped being public). */
  id: string;
}

/** Channel name, after the deployment's Redis prefix. */
export const DOMAIN_EVENTS_CHANNEL = 'domain-events';

export function isDomainEvent(value: unknown): value is DomainEvent {
  if (!value || typeof value !== 'object') return false;
  const { type, id } = value as Record<string, unknown>;
  return (DOMAIN_EVENT_TYPES as readonly unknown[]).includes(type) && typeof id === 'string' && id.length > 0;
}
