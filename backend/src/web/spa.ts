/**
 * The built frontend, served by the backend (nginx does the same in
 * docker-compose, infra/docker/nginx.conf):
 * - hashed assets with `immutable` caching, pre-compressed at build time
 *   (.br/.gz, vite.config.ts) and sent as such to browsers that accept it (from
 *   memory, before the session is read: assets.ts; koa-static below for the rest);
 *   source maps and the build's own files (.vite/manifest.json) are never
 *   served, however the path is encoded (404);
 * - index.html (`no-cache`) with 200 for the app's routes (common/routes.ts)
 *   and 404 for any other path (the app still renders its 404 page);
 * - `/vagas/:id` with the job's title, description, Open Graph tags and
 *   JSON-LD in the HTML (jobPage.ts), 404 when no public job has that id;
 * - every other page with its own title and description (common CLIENT_PAGES);
 * - every page's HTML names the chunks and API reads it needs at once (preload.ts);
 * - a visitor's page that CLIENT_PAGES marks `serverRendered` (without a filter) drawn in the HTML (ssr.ts),
 *   kept in memory per normalized URL and sent pre-compressed with an ETag (renderCache.ts);
 * - `/robots.txt` and `/sitemap.xml` (the public pages and every public job).
 *
 * Absolute URLs (the sitemap, robots.txt, a job's canonical and og:url) come from SITE_URL only:
 * Host and X-Forwarded-Host are whatever the client sent, and the sitemap is cached for an hour
 * by whoever is in between (issue 22).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';
import serve from 'koa-static';
import { clientPageOf, isClientRoute, pageDescription, pageTitle, PUBLIC_PAGES, type ClientPage } from '@conecta/common';
import type { AppContext } from '../lib/context';
import { HttpError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import type { Metrics } from '../lib/metrics';
import type { DomainEventBus } from '../events/domainEvents';
import type { SearchIndex } from '../search/searchIndex';
import { INDEXED_TYPES, type IndexedType } from '../search/sources';
import { escapeHtml, insertBefore, replaceFirst } from './html';
import { jobHead } from './jobPage';
import { pagePreloader } from './preload';
import { pageRenderer } from './ssr';
import { matchesEtag, pickEncoding, RenderCache, type CachedPage } from './renderCache';
import { SESSION_COOKIE } from '../auth/session';
import { DOCUMENT_ONLY_HEADERS } from './assets';

const JOB_PAGE = /^\/vagas\/([0-9a-f]{24})\/?$/;

/**
 * Whether `pathname` names something of the build that is not for browsers: a source map, or
 * anything under a dot-folder (.vite/manifest.json, which preload.ts reads from disk itself).
 * Judged on the path as koa-send will read it, decoded once: `.m%61p` and `/%2evite/` are the same
 * files as `.map` and `/.vite/`. A path that does not decode is left to koa-send, which refuses it.
 */
function buildFileOnly(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return /\.map$/i.test(decoded) || decoded.split(/[/\\]/).some((segment) => segment.startsWith('.'));
}

/**
 * `html` with the page's own `<title>` and description (common's CLIENT_PAGES, the same names the
 * app gives the tab on every navigation), so a search result, a shared link and the tab before any
 * script runs name the page, not only the site. A page named by its heading keeps the site's.
 */
function pageHead(html: string, pathname: string): string {
  const title = pageTitle(pathname);
  const named = title ? replaceFirst(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`) : html;
  return replaceFirst(named, /<meta name="description"[^>]*>/, `<meta name="description" content="${escapeHtml(pageDescription(pathname))}" />`);
}

/**
 * The query parameters a drawn page reads (its filters and tabs, in frontend/src/features): a
 * visitor's page is kept per path and these, sorted; any other parameter (utm_source, fbclid, a
 * typo) names the same page. A page not listed reads none.
 */
const PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/vagas': ['credential', 'energyArea', 'jobFunction', 'jobType', 'location', 'q', 'workType'],
  '/eventos': ['energyArea', 'eventType', 'location', 'search'],
  '/profissionais': ['credential', 'energyArea', 'location', 'q', 'tab'],
  '/empresas': ['credential', 'energyArea', 'location', 'q'],
  '/auth': ['tab', 'userType'],
};

/**
 * What of the search index each drawn page shows (the API reads its render makes): a kept page is
 * stale once one of these changed. A page not listed counts on every type. Partners, the landing
 * sections and the site settings drop every kept page (renderCache.ts).
 */
const PAGE_READS: Readonly<Record<string, readonly IndexedType[]>> = {
  '/': ['jobs', 'courses', 'events'],
  '/vagas': ['jobs'],
  '/vagas/:id': ['jobs'],
  '/cursos': ['courses'],
  '/eventos': ['events'],
  // A sign-in stamps the account (user.changed): only the directory's pages follow people.
  '/profissionais': ['users'],
  '/empresas': ['users'],
  '/auth': [],
  '/contato': [],
  '/privacidade': [],
  '/termos': [],
};

interface VisitorPage {
  /** The cache's key: the path and the page's own parameters, sorted. */
  key: string;
  /** Those parameters, as the page is drawn from them. */
  querystring: string;
  entry: ClientPage;
}

/** A GET or HEAD without a session cookie for a page the server draws: what the render cache keeps it under. */
export function visitorPage(method: string, pathname: string, querystring: string, signedIn: boolean): VisitorPage | null {
  if (signedIn || (method !== 'GET' && method !== 'HEAD')) return null;
  const entry = clientPageOf(pathname);
  if (!entry?.serverRendered) return null;
  const allowed = PAGE_PARAMS[entry.path] ?? [];
  const given = new URLSearchParams(querystring);
  const kept = new URLSearchParams();
  // Sorted names, each value in the order given; an empty value filters nothing.
  for (const name of allowed) for (const value of given.getAll(name)) if (value !== '') kept.append(name, value);
  const normalized = kept.toString();
  return { key: normalized ? `${pathname}?${normalized}` : pathname, querystring: normalized, entry };
}

/** Sends a kept page in the encoding the client takes best, or 304 when it holds that very one. */
function sendKept(ctx: AppContext, page: CachedPage): void {
  const encoding = pickEncoding(ctx.get('Accept-Encoding') || undefined);
  const etag = page.etags[encoding];
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-cache');
  ctx.vary('Accept-Encoding');
  ctx.vary('Cookie');
  ctx.set('ETag', etag);
  // Already encoded: koa-compress leaves a body alone once Content-Encoding is set; identity too.
  ctx.compress = false;
  if (matchesEtag(ctx.get('If-None-Match') || undefined, etag)) {
    ctx.status = 304;
    return;
  }
  ctx.status = page.status;
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.body = page.bodies[encoding];
}

/** Where this process answers the request in `ctx` (the server render reads the API there). */
function ownOrigin(ctx: AppContext): string {
  const { localAddress = '127.0.0.1', localPort } = ctx.req.socket;
  return `http://${localAddress.includes(':') ? `[${localAddress}]` : localAddress}:${localPort}`;
}

/** What keeps visitors' pages current (renderCache.ts): this process's domain events and its metrics. */
export interface RenderCacheDeps {
  events: Pick<DomainEventBus, 'follow'>;
  metrics: Pick<Metrics, 'renderCache'>;
}

/**
 * `siteUrl`: the site's public address (config SITE_URL, no trailing slash). Without `cacheDeps`
 * every visitor's page is drawn anew (nothing would tell a kept one it went stale).
 */
export function serveFrontend(
  app: Koa,
  dist: string,
  search: Pick<SearchIndex, 'get' | 'values' | 'version'>,
  logger: Logger,
  siteUrl: string,
  renderTimeoutMs: number,
  cacheDeps?: RenderCacheDeps,
): void {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const preloads = pagePreloader(dist);
  const render = pageRenderer(dist, logger, renderTimeoutMs);

  /**
   * The HTML answer of a page: status and document; `keep` false when it came out otherwise than
   * it should for everyone (a render that failed or took too long was sent undrawn).
   */
  const answer = async (page: { pathname: string; querystring: string; signedIn: boolean; draw: boolean; origin: string }) => {
    const { pathname, querystring, signedIn } = page;
    let keep = true;
    // The page with its chunks and reads named in the head, and drawn in when it is a visitor's
    // page the server renders.
    const withPreloads = async (html: string) => {
      // Not with a filter: a filtered list is a page people rarely land on, and its first paint
      // waits on a search the server would make for nobody else.
      const drawn = page.draw && querystring === '' && clientPageOf(pathname)?.serverRendered;
      const rendered = drawn ? await render(html, pathname, page.origin) : null;
      if (drawn && rendered === null) keep = false;
      const links = preloads({ pathname, filtered: querystring !== '', signedIn, rendered: rendered !== null });
      return links ? insertBefore(rendered ?? html, '</head>', `    ${links}\n  `) : (rendered ?? html);
    };
    const jobId = JOB_PAGE.exec(pathname)?.[1];
    if (jobId) {
      const job = search.get('jobs', jobId);
      if (job) {
        const { title, tags } = jobHead(job, `${siteUrl}/vagas/${job.id}`);
        // Spliced by index, never String.replace: the job's text would be read as replacement
        // patterns ($', $`, $&) and copy parts of the page into itself (issue 22).
        const head = replaceFirst(replaceFirst(indexHtml, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`), /<meta name="description"[^>]*>/, '');
        return { status: 200, html: await withPreloads(insertBefore(head, '</head>', `    ${tags}\n  `)), keep };
      }
      // No public job with this id: the app shows that it was not found.
      return { status: 404, html: indexHtml, keep: false };
    }
    if (!isClientRoute(pathname)) return { status: 404, html: await withPreloads(indexHtml), keep: false };
    return { status: 200, html: await withPreloads(pageHead(indexHtml, pathname)), keep };
  };

  app.use(async (ctx: AppContext, next) => {
    // The production build writes no maps (vite.config.ts) and a development build may: neither
    // goes out, nor the manifest, whichever way the path is spelled.
    if (buildFileOnly(ctx.path)) throw new HttpError(404, 'Arquivo não encontrado');
    await next();
  });
  if (cacheDeps) {
    const cache = new RenderCache();
    cacheDeps.events.follow(cache);
    const counters = cacheDeps.metrics.renderCache(() => cache.stats());
    // What a kept page was drawn from, read before its render starts (renderCache.ts says why before).
    const stampOf = (entry: ClientPage) => `${cache.generation}|${(PAGE_READS[entry.path] ?? INDEXED_TYPES).map((type) => search.version(type)).join(',')}`;
    // Before the static files: no drawn page's path is a file of the build, and a hit costs no disk look-up.
    app.use(async (ctx: AppContext, next) => {
      const visitor = visitorPage(ctx.method, ctx.path, ctx.querystring, ctx.cookies.get(SESSION_COOKIE) !== undefined);
      if (!visitor) return next();
      const stamp = stampOf(visitor.entry);
      const kept = cache.get(visitor.key, stamp);
      if (kept) {
        counters.hit();
        sendKept(ctx, kept);
        return;
      }
      counters.miss();
      const origin = ownOrigin(ctx);
      const drawn = await cache.fill(visitor.key, stamp, () => answer({ pathname: ctx.path, querystring: visitor.querystring, signedIn: false, draw: true, origin }));
      if (drawn && 'bodies' in drawn) {
        sendKept(ctx, drawn);
        return;
      }
      if (!drawn) return next();
      // Not kept (a 404, a render that gave way): sent as before, compressed on the way out.
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.vary('Cookie');
      ctx.status = drawn.status;
      ctx.body = drawn.html;
    });
  }
  app.use(
    serve(dist, {
      index: false,
      // koa-send picks .br/.gz when the browser accepts them (brotli and gzip are on by default).
      setHeaders: (res, file) => {
        res.setHeader('Vary', 'Accept-Encoding');
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A script or stylesheet is no document: the page's policies do nothing on it, and over
        // HTTP/1.1 they cost ~600 bytes on each of a page's ~25 chunks. nosniff and CORP stay.
        if (hashed) for (const header of DOCUMENT_ONLY_HEADERS) res.removeHeader(header);
      },
    }),
  );
  app.use(async (ctx: AppContext, next) => {
    await next();
    if (ctx.body !== undefined || !['GET', 'HEAD'].includes(ctx.method) || ctx.path.startsWith('/api') || ctx.path.startsWith('/socket.io')) return;
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /editor', 'Disallow: /messages', 'Disallow: /profile', 'Disallow: /perfil', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
      return;
    }
    if (ctx.path === '/sitemap.xml') {
      ctx.type = 'application/xml';
      ctx.set('Cache-Control', 'public, max-age=3600');
      const urls = [...PUBLIC_PAGES.map((page) => `${siteUrl}${page}`)];
      for (const job of search.values('jobs')) urls.push(`${siteUrl}/vagas/${job.id}`);
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
        .map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`)
        .join('\n')}\n</urlset>\n`;
      return;
    }
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    // The preloads differ for a visitor and a signed-in user (the home's half).
    ctx.vary('Cookie');
    const signedIn = ctx.cookies.get(SESSION_COOKIE) !== undefined;
    const page = await answer({ pathname: ctx.path, querystring: ctx.querystring, signedIn, draw: !signedIn && ctx.method === 'GET', origin: ownOrigin(ctx) });
    ctx.status = page.status;
    ctx.body = page.html;
  });
}
