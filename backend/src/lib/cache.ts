/**
 * Redis cache for the public lists that every visitor loads and that the
 * database must compute: today the partners of the home page. (The jobs,
 * courses and events lists and their locations selects are not cached here
 * any more: they are served from the search index's in-memory DTOs,
 * services/catalogueLists.ts, which costs less than a Redis round trip and
 * never needs invalidating.) Only public, non-personal answers go in;
 * personal lists never use this cache.
 *
 * Invalidation is one INCR: each namespace has a version counter and every
 * entry records the version it was computed under. A read fetches the
 * counter and the entry in one MGET and uses the entry only when the two
 * agree, so a request that read the database just before a write and stores
 * its answer just after can never serve that stale answer. Entries also
 * expire (TTL), which bounds memory and any staleness a missed invalidation
 * could cause.
 *
 * The cache is an accelerator, never a dependency: if Redis fails, the
 * answer is computed from the database as if the entry were missing.
 */
import type { Redis } from 'ioredis';
import type { Logger } from './logger';

/** Namespaces; a partner write invalidates 'partners' through its domain event (runtime.ts). */
export type CacheNamespace = 'partners';

/** A list answer ready to send: the JSON body as text plus the total for X-Total-Count. */
export interface CachedPage {
  json: string;
  total: number | null;
  /** Whether the Redis cache answered; absent for lists that never go through it (served from memory). */
  hit?: boolean;
}

export interface PageLoad {
  body: unknown;
  total?: number | null;
}

export class CatalogueCache {
  /** Concurrent misses of one key in this process share one database read. */
  private readonly inflight = new Map<string, Promise<CachedPage>>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    /** 0 disables the cache (every answer computed from the database). */
    readonly ttlSeconds: number,
    private readonly logger?: Logger,
  ) {}

  private versionKey(ns: CacheNamespace): string {
    return `${this.prefix}cache:${ns}:version`;
  }

  private entryKey(ns: CacheNamespace, key: string): string {
    return `${this.prefix}cache:${ns}:entry:${key}`;
  }

  /** The cached answer for (namespace, key), or `load()`'s, which is then stored. */
  async page(ns: CacheNamespace, key: string, load: () => Promise<PageLoad>): Promise<CachedPage> {
    if (this.ttlSeconds <= 0) return { ...serialize(await load()), hit: false };

    let version: string | null = null;
    try {
      const [storedVersion, entry] = await this.redis.mget(this.versionKey(ns), this.entryKey(ns, key));
      version = storedVersion ?? '0';
      const cached = entry ? parseEntry(entry, version) : null;
      if (cached) return cached;
    } catch (err) {
      this.warn(err, 'cache read failed');
      return { ...serialize(await load()), hit: false };
    }

    const flightKey = `${ns}:${version}:${key}`;
    const running = this.inflight.get(flightKey);
    if (running) return running;
    const computing = (async () => {
      const page = serialize(await load());
      try {
        await this.redis.set(this.entryKey(ns, key), `${version}\n${page.total ?? ''}\n${page.json}`, 'EX', this.ttlSeconds);
      } catch (err) {
        this.warn(err, 'cache write failed');
      }
      return { ...page, hit: false };
    })();
    this.inflight.set(flightKey, computing);
    try {
      return await computing;
    } finally {
      this.inflight.delete(flightKey);
    }
  }

  /**
   * What a namespace shows has changed (a partner added or edited): every
   * entry of it is stale from now on, in every process.
   */
  async invalidate(...namespaces: CacheNamespace[]): Promise<void> {
    if (namespaces.length === 0) return;
    const multi = this.redis.multi();
    for (const ns of namespaces) multi.incr(this.versionKey(ns));
    try {
      await multi.exec();
    } catch (err) {
      // Entries then live out their TTL; log loudly, the write itself has succeeded.
      this.logger?.error({ err, namespaces }, 'cache invalidation failed');
    }
  }

  private warn(err: unknown, msg: string) {
    this.logger?.warn({ err: err instanceof Error ? err.message : String(err) }, msg);
  }
}

function serialize(loaded: PageLoad): Omit<CachedPage, 'hit'> {
  return { json: JSON.stringify(loaded.body), total: loaded.total ?? null };
}

/** Entry format: `<version>\n<total or empty>\n<json>`; null when written under another version. */
function parseEntry(entry: string, version: string): CachedPage | null {
  const first = entry.indexOf('\n');
  const second = entry.indexOf('\n', first + 1);
  if (first < 0 || second < 0 || entry.slice(0, first) !== version) return null;
  const total = entry.slice(first + 1, second);
  return { json: entry.slice(second + 1), total: total === '' ? null : Number(total), hit: true };
}
