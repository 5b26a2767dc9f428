/**
 * Domain events: "this document changed, whoever caches it, reload it".
 * Announced by the write itself (backend/src/models/announce.ts), published on Redis (channel `<REDIS_PREFIX>domain-events`) to every backend
 * process, which updates what it keeps in memory (its search index, the
 * account facts of the send path). The payload carries only the id: each
 * process reads the current state from the database (or, for a block, only
 * ever widens a superset), so a late or repeated event can never install
 * stale data.
 */

export const DOMAIN_EVENT_TYPES = [
  'job.changed',
  'course.changed',
  'event.changed',
  'service.changed',
  'user.changed',
  'block.changed',
  'partner.changed',
  // Read from the database per request, but drawn into visitors' cached pages (backend/src/web/renderCache.ts).
  'landing.changed',
  'settings.changed',
] as const;
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

export interface DomainEvent {
  type: DomainEventType;
  /**
   * The changed document's id (also sent when it was deleted or stopped being
   * public); for `block.changed`, the id of the user who blocked someone;
   * `ALL_DOCUMENTS` when a bulk write changed too many to name one by one.
   */
  id: string;
}

/** The id of an event about every document of its type ("reload them all"). */
export const ALL_DOCUMENTS = '*';

/** Channel name, after the deployment's Redis prefix. */
export const DOMAIN_EVENTS_CHANNEL = 'domain-events';

export function isDomainEvent(value: unknown): value is DomainEvent {
  if (!value || typeof value !== 'object') return false;
  const { type, id } = value as Record<string, unknown>;
  return (DOMAIN_EVENT_TYPES as readonly unknown[]).includes(type) && typeof id === 'string' && id.length > 0;
}
