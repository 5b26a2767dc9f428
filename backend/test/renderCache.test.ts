/**
 * Visitors' drawn pages kept in memory (web/renderCache.ts, issue 27): a cookieless page is drawn
 * once, then sent from memory with its ETag (304 when the browser holds it) in the encoding asked
 * for; a request with a session cookie never reads nor fills it; a domain event from another
 * process (published on Redis, as a worker or another backend would) makes the next visitor see
 * the change. Hits and misses are read from the process's metrics, never from timings.
 *
 * Runs on the real frontend build (frontend/dist and dist-ssr), built when stale as in
 * drawnPages.test.ts; or on TEST_FRONTEND_DIST, a build made elsewhere (of the committed tree while
 * the working tree is mid-change), with its dist-ssr beside it.
 */
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { expect } from 'chai';
import { Redis } from 'ioredis';
import { ROOT } from '../../infra/scripts/frontend-build';
import { publishOnlyAnnouncer } from '../src/events/domainEvents';
import { createLogger } from '../src/lib/logger';
import { matchesEtag, pickEncoding, RenderCache } from '../src/web/renderCache';
import { visitorPage } from '../src/web/spa';
import { buildCourse, buildJob } from './catalogueFactories';
import { eventually, REDIS_URL, signedInClient, startTestServer, type TestServer } from './support';
import { buildFrontendIfStale } from './frontendBuild';

const DIST = process.env.TEST_FRONTEND_DIST ?? path.join(ROOT, 'frontend/dist');

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** As sent, still encoded. */
  raw: Buffer;
  /** Decoded by its Content-Encoding. */
  text: string;
}

/** A GET with exactly these headers (fetch would add Accept-Encoding and decode by itself). */
function get(server: TestServer, pathname: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decoded = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString('utf8') });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function counter(server: TestServer, name: 'render_cache_hits_total' | 'render_cache_misses_total'): Promise<number> {
  const metric = server.runtime.metrics.registry.getSingleMetric(name);
  const { values } = await metric!.get();
  return values.reduce((sum, value) => sum + value.value, 0);
}

async function counts(server: TestServer): Promise<{ hits: number; misses: number }> {
  return { hits: await counter(server, 'render_cache_hits_total'), misses: await counter(server, 'render_cache_misses_total') };
}

const drawn = (html: string) => html.includes('<script type="application/json" id="ssr-state">');

describe('visitors’ pages kept in memory (web/renderCache.ts)', function () {
  this.timeout(60_000);
  let server: TestServer;

  before(async function () {
    this.timeout(600_000);
    if (!process.env.TEST_FRONTEND_DIST) await buildFrontendIfStale();
    // Compiled once before the server asks: the first render does not wait on ~4 MB of JavaScript.
    await import(pathToFileURL(path.join(DIST, '../dist-ssr/ssr.js')).href);
    // A render never gives way to the undrawn page here, however busy the machine.
    server = await startTestServer('render_cache', { FRONTEND_DIST: DIST, SSR_TIMEOUT_MS: '60000' });
  });
  after(async () => {
    await server?.stop();
  });

  it('draws a cookieless page once, then sends the same document from memory, with its ETag and a 304', async () => {
    const course = await buildCourse({ title: 'Curso guardado na memória' });
    const before = await counts(server);

    const first = await get(server, '/cursos');
    expect(first.status).to.equal(200);
    expect(drawn(first.text)).to.equal(true);
    expect(first.text).to.include(course.title);
    expect(await counts(server)).to.deep.equal({ hits: before.hits, misses: before.misses + 1 });

    const second = await get(server, '/cursos');
    expect(await counts(server)).to.deep.equal({ hits: before.hits + 1, misses: before.misses + 1 });
    expect(second.status).to.equal(200);
    expect(second.text).to.equal(first.text);
    expect(second.headers.etag).to.match(/^"[^"]+"$/).and.to.equal(first.headers.etag);
    // The headers a page had before it was kept: its policy, no-cache, HTML, Vary on the cookie.
    for (const response of [first, second]) {
      expect(response.headers['content-type']).to.equal('text/html; charset=utf-8');
      expect(response.headers['cache-control']).to.equal('no-cache');
      expect(response.headers['content-security-policy']).to.include("script-src 'self'");
      expect(response.headers.vary).to.include('Cookie');
    }

    const revisit = await get(server, '/cursos', { 'If-None-Match': first.headers.etag! });
    expect(revisit.status).to.equal(304);
    expect(revisit.raw.length).to.equal(0);
    expect(revisit.headers.etag).to.equal(first.headers.etag);
    // An ETag of another page's (or an older) copy gets the page.
    expect((await get(server, '/cursos', { 'If-None-Match': '"outro"' })).status).to.equal(200);
  });

  it('keeps one copy per page and filters: other parameters name the same page', async () => {
    const plain = await get(server, '/eventos');
    const before = await counts(server);
    const tagged = await get(server, '/eventos?utm_source=whatsapp&fbclid=abc');
    expect(await counts(server)).to.deep.equal({ hits: before.hits + 1, misses: before.misses });
    expect(tagged.text).to.equal(plain.text);
    expect(tagged.headers.etag).to.equal(plain.headers.etag);

    // A filter is another page (not drawn: a filtered list waits on a search nobody else asked),
    // the same whatever the order of its parameters.
    const filtered = await get(server, '/eventos?energyArea=solar&location=Natal');
    expect(filtered.status).to.equal(200);
    expect(drawn(filtered.text)).to.equal(false);
    expect(filtered.headers.etag).not.to.equal(plain.headers.etag);
    const again = await counts(server);
    const reordered = await get(server, '/eventos?location=Natal&utm_medium=x&energyArea=solar');
    expect(await counts(server)).to.deep.equal({ hits: again.hits + 1, misses: again.misses });
    expect(reordered.headers.etag).to.equal(filtered.headers.etag);
  });

  it('never serves nor keeps a request with a session cookie', async () => {
    const visitor = await get(server, '/vagas');
    expect(drawn(visitor.text)).to.equal(true);
    const { client } = await signedInClient(server, { userType: 'professional' });
    const before = await counts(server);

    const member = await get(server, '/vagas', { Cookie: client.cookieHeader });
    expect(member.status).to.equal(200);
    expect(drawn(member.text)).to.equal(false);
    expect(member.headers.etag).to.equal(undefined);
    // Not a valid session, but a session cookie all the same: not the visitors' copy either.
    const stranger = await get(server, '/vagas', { Cookie: 'conecta.sid=nao-e-uma-sessao' });
    expect(drawn(stranger.text)).to.equal(false);
    expect(stranger.headers.etag).to.equal(undefined);
    expect(await counts(server)).to.deep.equal(before);
  });

  it('sends the kept page in the encoding asked for, each with its own ETag', async () => {
    const identity = await get(server, '/empresas');
    const br = await get(server, '/empresas', { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await get(server, '/empresas', { 'Accept-Encoding': 'gzip' });
    const other = await get(server, '/empresas', { 'Accept-Encoding': 'deflate' });

    expect(identity.headers['content-encoding']).to.equal(undefined);
    expect(br.headers['content-encoding']).to.equal('br');
    expect(gzip.headers['content-encoding']).to.equal('gzip');
    expect(other.headers['content-encoding']).to.equal(undefined);
    for (const response of [br, gzip, other]) {
      expect(response.text).to.equal(identity.text);
      expect(response.headers.vary).to.include('Accept-Encoding');
    }
    expect(br.raw.length).to.be.below(identity.raw.length);
    expect(new Set([identity.headers.etag, br.headers.etag, gzip.headers.etag]).size).to.equal(3);
    expect(other.headers.etag).to.equal(identity.headers.etag);

    const revisit = await get(server, '/empresas', { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag! });
    expect(revisit.status).to.equal(304);
    // The brotli copy's tag does not stand for the gzip copy.
    expect((await get(server, '/empresas', { 'Accept-Encoding': 'gzip', 'If-None-Match': br.headers.etag! })).status).to.equal(200);
  });

  it('a job approved by another process shows on /vagas at the next visit, and / is drawn again (domain event through Redis)', async () => {
    const home = await get(server, '/');
    const list = await get(server, '/vagas');
    expect((await get(server, '/vagas')).headers.etag).to.equal(list.headers.etag);

    // Written as another process writes: the store first, then the announcement on Redis, which
    // this process hears like any other backend's.
    const job = await buildJob({ title: 'Vaga aprovada em outro processo' }, { unannounced: true });
    const publisher = new Redis(REDIS_URL);
    try {
      const announce = publishOnlyAnnouncer(publisher, server.config.redisPrefix, createLogger('silent', 'test'));
      await announce({ type: 'job.changed', id: job.id as string });
    } finally {
      publisher.disconnect();
    }

    await eventually(async () => (await get(server, '/vagas')).text.includes(job.title), 'the job on /vagas');
    const fresh = await get(server, '/vagas');
    expect(drawn(fresh.text)).to.equal(true);
    expect(fresh.headers.etag).not.to.equal(list.headers.etag);
    expect((await get(server, '/vagas', { 'If-None-Match': list.headers.etag! })).status).to.equal(200);
    // The home draws its first screen only; its jobs tab is the browser's read of /api/vagas (the
    // index, current). Its kept copy is drawn again all the same: it counts on the jobs.
    const before = await counts(server);
    const newHome = await get(server, '/');
    expect(await counts(server)).to.deep.equal({ hits: before.hits, misses: before.misses + 1 });
    expect(drawn(newHome.text)).to.equal(true);
    expect(home.status).to.equal(200);
  });

  it('an edit of the landing page in the editor shows on / at once', async () => {
    const before = await get(server, '/');
    expect((await get(server, '/')).headers.etag).to.equal(before.headers.etag);
    const { client: admin } = await signedInClient(server, { userType: 'admin' });
    const hero = { title: 'Energia para quem trabalha com energia', subtitle: 'Texto novo do editor' };
    expect((await admin.request('PUT', '/api/admin/landing/hero', { content: hero })).status).to.equal(200);
    const after = await get(server, '/');
    expect(after.text).to.include(hero.title);
    expect(after.headers.etag).not.to.equal(before.headers.etag);
  });

  it('a job page is kept per job; an unknown job answers 404 as before, never kept', async () => {
    const job = await buildJob({ title: 'Eletricista de manutenção guardado' });
    const page = await get(server, `/vagas/${job.id as string}`);
    expect(page.status).to.equal(200);
    expect(page.text).to.include(job.title);
    expect((await get(server, `/vagas/${job.id as string}`, { 'If-None-Match': page.headers.etag! })).status).to.equal(304);

    const missing = '0123456789abcdef01234567';
    const before = await counts(server);
    const first = await get(server, `/vagas/${missing}`);
    const second = await get(server, `/vagas/${missing}`);
    expect([first.status, second.status]).to.deep.equal([404, 404]);
    expect(second.headers.etag).to.equal(undefined);
    expect(await counts(server)).to.deep.equal({ hits: before.hits, misses: before.misses + 2 });
  });
});

describe('the render cache’s rules (web/renderCache.ts, web/spa.ts)', () => {
  it('serves a page past its time while one request draws it again, and never one whose stamp moved', async () => {
    const cache = new RenderCache({ maxEntries: 10, maxBytes: 1024 * 1024, ttlMs: 20 });
    const page = (html: string) => ({ status: 200, html, keep: true });
    await cache.fill('/vagas', 's1', async () => page('primeira'));
    expect(cache.get('/vagas', 's1')?.bodies.identity.toString()).to.equal('primeira');
    // Past its time and nobody drawing it: the asker draws it again.
    await eventually(async () => cache.get('/vagas', 's1') === undefined, 'the page to pass its time');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const drawing = cache.fill('/vagas', 's1', async () => {
      await held;
      return page('segunda');
    });
    // Meanwhile everyone else gets the page kept before, until the new one is kept.
    expect(cache.get('/vagas', 's1')?.bodies.identity.toString()).to.equal('primeira');
    release();
    await drawing;
    expect(cache.get('/vagas', 's1')?.bodies.identity.toString()).to.equal('segunda');
    // A moved stamp is never answered from what was kept, and drops it.
    expect(cache.get('/vagas', 's2')).to.equal(undefined);
    expect(cache.get('/vagas', 's1')).to.equal(undefined);
    await cache.fill('/vagas', 's2', async () => page('terceira'));
    expect(cache.get('/vagas', 's2')?.bodies.identity.toString()).to.equal('terceira');
  });

  it('picks brotli or gzip as the client weighs them, identity otherwise', () => {
    expect(pickEncoding(undefined)).to.equal('identity');
    expect(pickEncoding('gzip, deflate, br, zstd')).to.equal('br');
    expect(pickEncoding('gzip')).to.equal('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).to.equal('gzip');
    expect(pickEncoding('br;q=0, gzip')).to.equal('gzip');
    expect(pickEncoding('*')).to.equal('br');
    expect(pickEncoding('*;q=0, identity')).to.equal('identity');
    expect(pickEncoding('deflate')).to.equal('identity');
  });

  it('matches If-None-Match weakly, in a list, or *', () => {
    expect(matchesEtag(undefined, '"a"')).to.equal(false);
    expect(matchesEtag('"a"', '"a"')).to.equal(true);
    expect(matchesEtag('"b", W/"a"', '"a"')).to.equal(true);
    expect(matchesEtag('*', '"a"')).to.equal(true);
    expect(matchesEtag('"a-br"', '"a"')).to.equal(false);
  });

  it('keys a visitor’s page by its path and own parameters, sorted; never a signed-in request or another method', () => {
    expect(visitorPage('GET', '/vagas', 'utm_source=x&q=solar&energyArea=eolica&q=', false)?.key).to.equal('/vagas?energyArea=eolica&q=solar');
    expect(visitorPage('HEAD', '/', 'fbclid=1', false)?.key).to.equal('/');
    expect(visitorPage('GET', '/auth', 'tab=cadastro&next=/x', false)?.key).to.equal('/auth?tab=cadastro');
    expect(visitorPage('GET', '/vagas', '', true)).to.equal(null);
    expect(visitorPage('POST', '/vagas', '', false)).to.equal(null);
    // Pages the server does not draw are answered as before.
    expect(visitorPage('GET', '/search', 'q=solar', false)).to.equal(null);
  });
});
