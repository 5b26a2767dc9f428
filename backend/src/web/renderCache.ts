/**
 * Visitors' drawn pages kept in memory (issue 27, decision 0024): a render costs ~100 ms of CPU, a
 * job link shared in a large group brings hundreds of visitors within seconds, and each of them
 * would otherwise wait behind the others' renders while the API beside it idles.
 *
 * - Only what a visitor without a session cookie is sent (web/spa.ts decides): a signed-in page is
 *   personal and never read from here nor written here.
 * - Keyed by the normalized URL (spa.ts `visitorPageKey`): the path and the page's own filters,
 *   sorted; anything else in the query (utm_source, fbclid...) names the same page.
 * - Bounded: an LRU by entries and by bytes (all three variants counted), and each entry lives
 *   `ttlMs` at most, for what changes with the clock and announces nothing (an event leaving the
 *   upcoming list, 'há 2 horas').
 * - Each entry is compressed once, when stored (brotli and gzip at high quality, off the event loop),
 *   and carries a strong ETag per variant: a revisit that still holds the page gets a 304.
 * - Stale by what it was drawn from: an entry remembers the stamp (spa.ts: the search index's
 *   versions of the types the page lists, and this cache's generation) read before its render
 *   started, and is not served once the stamp moved. The index moves only after it applied a
 *   domain event, so a render racing an event is never kept past it: its stamp is the older one.
 *   What the index does not hold (partners, the landing sections, the site settings) bumps the
 *   generation through this follower's handlers, which drops every entry.
 * - Single flight: visitors asking for a page being drawn wait for that render, not one each.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { DomainEventFollower, DomainEventHandlers } from '../events/domainEvents';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encodings a page is kept in; anything else a client asks for gets identity. */
export type PageEncoding = 'br' | 'gzip' | 'identity';
export const PAGE_ENCODINGS: readonly PageEncoding[] = ['br', 'gzip', 'identity'];

export interface CachedPage {
  status: number;
  /** What the page was drawn from (see above); compared on every read. */
  stamp: string;
  bodies: Record<PageEncoding, Buffer>;
  /** Strong validators, one per variant: two encodings are two representations (RFC 9110 §8.8.3). */
  etags: Record<PageEncoding, string>;
  /** Headers the answer carries besides its own (an API list's X-Total-Count: lib/publicAnswers.ts). */
  headers?: Readonly<Record<string, string>>;
}

/** What a render produced; `keep` false for an answer that must not outlive this request (an undrawn fallback). */
export interface DrawnPage {
  status: number;
  html: string;
  keep: boolean;
  headers?: Readonly<Record<string, string>>;
}

export interface RenderCacheOptions {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
}

/** Large enough for every drawn page of a busy catalogue's first pages and its most shared jobs. */
export const RENDER_CACHE_DEFAULTS: RenderCacheOptions = { maxEntries: 1000, maxBytes: 64 * 1024 * 1024, ttlMs: 60_000 };

function sizeOf(page: CachedPage): number {
  return page.bodies.br.length + page.bodies.gzip.length + page.bodies.identity.length;
}

async function compressed(status: number, html: string, stamp: string, headers?: Readonly<Record<string, string>>): Promise<CachedPage> {
  const identity = Buffer.from(html, 'utf8');
  // Once per entry, so the best ratio is affordable; in libuv's pool, so the loop keeps serving.
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip(identity, { level: 9 }),
  ]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  return {
    status,
    stamp,
    bodies: { br, gzip: gz, identity },
    etags: { br: `"${hash}-br"`, gzip: `"${hash}-gz"`, identity: `"${hash}"` },
    headers,
  };
}

export class RenderCache implements DomainEventFollower {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly drawing = new Map<string, Promise<CachedPage | DrawnPage | null>>();
  /** Bumped by every change the search index does not version: part of every stamp. */
  private generationCount = 0;

  constructor(options: RenderCacheOptions = RENDER_CACHE_DEFAULTS) {
    this.entries = new LRUCache<string, CachedPage>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      sizeCalculation: sizeOf,
      ttl: options.ttlMs,
      // An entry past its time stays until it is drawn again or evicted: get() decides whether to serve it.
      ttlAutopurge: false,
      noDeleteOnStaleGet: true,
    });
  }

  /** Partners (the home's strip), the landing sections and the site settings are not in the search index. */
  readonly on: DomainEventHandlers = {
    'partner.changed': () => this.clear(),
    'landing.changed': () => this.clear(),
    'settings.changed': () => this.clear(),
  };

  /** Events may have been missed: nothing kept can be trusted. */
  reload(): void {
    this.clear();
  }

  clear(): void {
    this.generationCount += 1;
    this.entries.clear();
  }

  get generation(): number {
    return this.generationCount;
  }

  /**
   * The page kept under `key` if it was drawn from what `stamp` names now. One past its time (the
   * TTL, for what no event announces) is drawn again by the next request, and served to the others
   * while that runs: entries kept together expire together, and every visitor then waited on their
   * refills at once (bench:catalogue at 2,000 req/s: p99 0.6–1.6 s and hundreds of requests not
   * answered in 5 runs of 8; decision 0031). A page whose stamp moved is never served.
   */
  get(key: string, stamp: string): CachedPage | undefined {
    const page = this.entries.get(key, { allowStale: true });
    if (!page) return undefined;
    if (page.stamp !== stamp) {
      this.entries.delete(key);
      return undefined;
    }
    if (this.entries.getRemainingTTL(key) <= 0 && !this.drawing.has(flightKeyOf(key, stamp))) return undefined;
    return page;
  }

  /**
   * Draws the page once for every visitor asking meanwhile, and keeps it when `draw` says so.
   * Resolves with the kept page, or with what was drawn when it is not to be kept (the caller sends
   * it as any other answer), or null when `draw` gave nothing.
   */
  fill(key: string, stamp: string, draw: () => Promise<DrawnPage | null>): Promise<CachedPage | DrawnPage | null> {
    const flightKey = flightKeyOf(key, stamp);
    const running = this.drawing.get(flightKey);
    if (running) return running;
    const flight = (async () => {
      const drawn = await draw();
      if (!drawn?.keep) return drawn;
      const page = await compressed(drawn.status, drawn.html, stamp, drawn.headers);
      this.entries.set(key, page);
      return page;
    })().finally(() => this.drawing.delete(flightKey));
    this.drawing.set(flightKey, flight);
    return flight;
  }

  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}

const flightKeyOf = (key: string, stamp: string) => `${stamp} ${key}`;

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The kept encoding to send for an Accept-Encoding header: brotli or gzip, whichever the client
 * weighs more (brotli on a tie: smaller), identity when it takes neither or sent no header.
 */
export function pickEncoding(header: string | undefined): PageEncoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : 'identity';
}
