/**
 * Visitors' catalogue answers kept in memory (issue 27, decision 0031): the public lists (jobs,
 * courses, events, services, partners, the locations select) and the global search, as a visitor
 * without a session gets them, are the same for every visitor until what they list changes. At
 * 2,000 req/s the profile showed each one rebuilt and serialized (and compressed, for a browser)
 * per request; kept, an answer costs its lookup and the socket write.
 *
 * The same seam as the visitors' drawn pages (web/renderCache.ts, decision 0024), not a second one:
 * one more RenderCache instance, following the same domain events, with the same staleness rule. An
 * answer is kept with the stamp read before it was computed (the search index's version of each
 * type the route lists, and the cache's generation, bumped by partners, landing and settings
 * events), and is never served once the stamp moved; it is compressed once (brotli and gzip, off
 * the event loop) with a strong ETag per encoding, a revisit holding it gets a 304, and it lives 60 s
 * at most (an event leaving the upcoming list announces nothing).
 *
 * - Only a GET or HEAD without the session cookie (valid or not) reads or fills it: a signed-in
 *   request is answered as before, never from here (the list DTOs carry no per-user field today;
 *   the rule does not depend on it staying so).
 * - Keyed by the path and the validated input (the middleware sits after validate() and the search
 *   limit, so a refusal is never kept and a text search still counts against its allowance): any
 *   other spelling of the same query (order, blanks, `limit=20` or none) is the same answer.
 * - Only a 200 with a JSON body is kept; anything else is sent as the route made it.
 * - Once sent through its route, the same spelling (path and query string as sent) is answered
 *   ahead of the router (`front`), text searches excepted: they are counted each time.
 */
import type { Next } from 'koa';
import { LRUCache } from 'lru-cache';
import { TOTAL_COUNT_HEADER } from '@conecta/common';
import { carriesSessionCookie } from '../auth/session';
import { countedAsSearch } from '../middleware/textSearchLimit';
import type { DomainEventBus } from '../events/domainEvents';
import type { SearchIndex } from '../search/searchIndex';
import type { IndexedType } from '../search/sources';
import { matchesEtag, pickEncoding, RenderCache, type CachedPage, type RenderCacheOptions } from '../web/renderCache';
import type { AppContext } from './context';

/** Every distinct list query a busy catalogue sees within a minute fits: a kept list is 1-40 KB in three encodings. */
export const PUBLIC_ANSWERS_DEFAULTS: RenderCacheOptions = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024, ttlMs: 60_000 };

/** A request as a visitor spelled it (path and query string) that was sent a kept answer: which one, read how. */
interface Spelling {
  key: string;
  reads: readonly IndexedType[];
  /** The router's pattern, for the metrics' route label (lib/metrics.ts) of an answer that skipped the router. */
  route?: string;
}

/** Visitors' spellings of the catalogue's queries: a handful per entry (order, defaults, blanks, tracking tags). */
const SPELLINGS_MAX = 4 * PUBLIC_ANSWERS_DEFAULTS.maxEntries;

/** The requests whose handler computes an answer to be kept (see `filling`). */
const FILLING = new WeakSet<AppContext>();

/** The input's fields in a fixed order, so two spellings of one query share an entry. */
function keyOf(path: string, input: unknown): string {
  if (input === undefined || input === null || typeof input !== 'object') return path;
  const names = Object.keys(input).sort();
  return `${path}?${JSON.stringify(input, names)}`;
}

function visitorRead(ctx: AppContext): boolean {
  return (ctx.method === 'GET' || ctx.method === 'HEAD') && !carriesSessionCookie(ctx);
}

/** Sends a kept answer in the encoding the client takes best, or 304 when it holds that very one. */
function sendKept(ctx: AppContext, answer: CachedPage): void {
  const encoding = pickEncoding(ctx.get('Accept-Encoding') || undefined);
  const etag = answer.etags[encoding];
  ctx.vary('Accept-Encoding');
  ctx.vary('Cookie');
  ctx.set('ETag', etag);
  for (const [name, value] of Object.entries(answer.headers ?? {})) ctx.set(name, value);
  // Already encoded: koa-compress leaves a body alone once Content-Encoding is set; identity too.
  ctx.compress = false;
  if (matchesEtag(ctx.get('If-None-Match') || undefined, etag)) {
    ctx.body = null;
    ctx.status = 304;
    return;
  }
  ctx.status = answer.status;
  ctx.type = 'application/json';
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.body = answer.bodies[encoding];
}

export class PublicAnswers {
  private readonly cache: RenderCache;
  private readonly spellings = new LRUCache<string, Spelling>({ max: SPELLINGS_MAX });

  constructor(
    private readonly search: Pick<SearchIndex, 'version'>,
    events: Pick<DomainEventBus, 'follow'>,
    options: RenderCacheOptions = PUBLIC_ANSWERS_DEFAULTS,
  ) {
    this.cache = new RenderCache(options);
    events.follow(this.cache);
  }

  /**
   * A route's middleware, after its validation: a visitor's answer from memory, else the route's
   * own, kept. `reads`: the index types the answer lists (none for what the index does not hold:
   * partners follow their events through the cache's generation).
   */
  keep(reads: readonly IndexedType[]) {
    return async (ctx: AppContext, next: Next) => {
      if (!visitorRead(ctx)) return next();
      const key = keyOf(ctx.path, (ctx.state as { input?: unknown }).input);
      const stamp = this.stampOf(reads);
      // A text search counts against the visitor's allowance every time: only the route counts it.
      const remember = () => {
        if (!countedAsSearch(ctx)) this.spellings.set(ctx.originalUrl, { key, reads, route: (ctx as { _matchedRoute?: string })._matchedRoute });
      };
      const kept = this.cache.get(key, stamp);
      if (kept) {
        remember();
        return sendKept(ctx, kept);
      }
      let ranHere = false;
      const computed = await this.cache.fill(key, stamp, async () => {
        ranHere = true;
        FILLING.add(ctx);
        await next();
        const body: unknown = ctx.body;
        if (ctx.status !== 200 || body === null || body === undefined || Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') return null;
        const total = ctx.response.get(TOTAL_COUNT_HEADER);
        return { status: 200, html: typeof body === 'string' ? body : JSON.stringify(body), keep: true, headers: total ? { [TOTAL_COUNT_HEADER]: total } : undefined };
      });
      if (computed && 'bodies' in computed) {
        remember();
        return sendKept(ctx, computed);
      }
      // Not kept: this request's own answer is already in ctx; a request that waited on another's
      // computation that could not be kept computes its own.
      if (!ranHere) await next();
    };
  }

  /**
   * The app's middleware, ahead of the session, the body parser and the router: a visitor's read
   * spelled exactly as one that `keep` already answered (the same path and query string, byte for
   * byte) is sent that kept answer at once. Its route would validate the same input into the same
   * key, so only the work is skipped: at 2,000 req/s of kept answers, routing, validation and the
   * rest of the chain held the backend's thread at ~100 % of its core, and any pause then piled
   * requests up (decision 0031). Anything else (a new spelling, a stale or dropped entry, a text
   * search, which counts against the allowance each time) goes down the chain as before.
   */
  front() {
    return (ctx: AppContext, next: Next) => {
      if (!visitorRead(ctx)) return next();
      const spelling = this.spellings.get(ctx.originalUrl);
      const kept = spelling && this.cache.get(spelling.key, this.stampOf(spelling.reads));
      if (!kept) return next();
      if (spelling.route) (ctx as { _matchedRoute?: string })._matchedRoute = spelling.route;
      sendKept(ctx, kept);
      return Promise.resolve();
    };
  }

  /** What an answer listing `reads` is computed from now: the cache's generation and the index's versions. */
  private stampOf(reads: readonly IndexedType[]): string {
    return `${this.cache.generation}|${reads.map((type) => this.search.version(type)).join(',')}`;
  }

  /**
   * Whether this request computes an answer every visitor will be sent: it must read the source
   * itself, not a shared copy that may not have heard of the latest change yet (the partners' Redis
   * list is invalidated by the same event, concurrently with this cache).
   */
  static filling(ctx: AppContext): boolean {
    return FILLING.has(ctx);
  }

  /** Events may have been missed: nothing kept can be trusted (also for tests and benches). */
  clear(): void {
    this.cache.clear();
  }

  stats(): { entries: number; bytes: number } {
    return this.cache.stats();
  }
}
