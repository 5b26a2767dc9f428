/**
 * npm run bench:pages — visitors' drawn pages (web/ssr.ts) through the render cache
 * (web/renderCache.ts), beside /api/vagas and a bare Koa in the same run (issue 27).
 *
 * 1. Loads its own database `conecta_bench_pages` (dropped first) with the catalogue bench's
 *    generated data (catalogueData.ts: 5,000 jobs, 20,000 users, 1,500 courses, 1,000 events).
 * 2. Starts the real backend in this process as bench:catalogue does (startServer, silent logs;
 *    React and Redux in production mode, as `npm start` serves: decision 0026) on the frontend build (frontend/dist and dist-ssr, built when stale;
 *    or --dist=<a build's dist>), and a bare Koa "hello" beside it.
 * 3. The uncached render of each page: the server bundle's renderPage called --renders times one
 *    after another (its reads answered by this backend, so their cost counts), wall and CPU time;
 *    then what storing it costs once (brotli and gzip of that HTML).
 * 4. Open loops at --rate req/s for --duration s each (a browser's Accept-Encoding, no cookie): the
 *    pages' mix (the home and /vagas most, a few shared job links), then /api/vagas alone, then
 *    the bare Koa alone; p50/p99/errors per route and in all, the cache's hit ratio (its metrics).
 *
 * Flags: --rate=1000 --duration=10 --renders=20 --jobs=20 (distinct /vagas/:id links)
 * --skip-load (reuse the loaded database) --renders-only (step 3 alone: the uncached render, no
 * open loops) --pages=/,/vagas (only these of the seven) --profile=file.cpuprofile (the inspector's
 * CPU profile of step 3's renders, for Chrome DevTools or any .cpuprofile reader) --against=<a build's
 * dist> (step 3 renders that build's pages too, interleaved with this one's in the same process, so
 * a busy machine weighs on both alike: an A/B of a render change) --cold-cards (every render draws its
 * cards afresh: the bundle's kept cards, decision 0032, are forgotten before each; a process's first
 * render of a list, and what a card costs) --dist=path --db=name (the database, `conecta_bench_pages`
 * unless named: two developers' runs at once each need their own) --react-development (React and Redux in
 * development mode on the server render, as `npm run dev` draws; the backend's config stays
 * development either way: no session secret needed) --warmup=5 --warmup-rate=<half the rate> (the
 * unmeasured loop before the pages' one). Figures are printed, never asserted.
 */
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import Koa from 'koa';
import { Redis } from 'ioredis';
import type { ServerPage } from '@conecta/common';
import { loadConfig } from '@conecta/backend/config';
import { startServer } from '@conecta/backend/server';
import '@conecta/backend/models/index';
import { loadCatalogue } from './catalogueData';
import { percentile, row, runWorker } from './loadRun';
import { buildFrontendIfStale, ROOT } from '../scripts/frontend-build';
import type { LabelStats, LoadResult, Target } from './loadTypes';
import { benchArgs } from './args';
import { BACKEND_NODE_FLAGS, rerunWithBackendFlags } from '../scripts/backendNode';
import { printStalls, watchStalls, type StallReport } from './stalls';

const args = benchArgs();
const RATE = Number(args.get('rate') ?? 1000);
const DURATION_S = Number(args.get('duration') ?? 10);
const RENDERS = Number(args.get('renders') ?? 20);
const JOB_LINKS = Number(args.get('jobs') ?? 20);
const SKIP_LOAD = args.has('skip-load');
const DIST = path.resolve(args.get('dist') ?? path.join(ROOT, 'frontend/dist'));
const REACT_PRODUCTION = !args.has('react-development');
const RENDERS_ONLY = args.has('renders-only');
const PAGE_FILTER = args.get('pages')?.split(',');
const PROFILE = args.get('profile');
const AGAINST = args.get('against');
const COLD_CARDS = args.has('cold-cards');
const WARMUP_S = Number(args.get('warmup') ?? 5);
const WARMUP_RATE = Number(args.get('warmup-rate') ?? Math.ceil(RATE / 2));

const MONGO_BASE = 'mongodb://127.0.0.1:27017';
// Its own name per run when asked (--db=): a second developer's bench drops and reloads the default one.
const DATABASE = args.get('db') ?? 'conecta_bench_pages';
const REDIS_URL = 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `${DATABASE.replace('conecta_bench_pages', 'bench-pages')}:`;
const TARGETS = { pagesPerSecond: 1000, p99Ms: 50, renderMs: 20 };
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd', Accept: 'text/html' };

const log = (msg: string) => console.log(`[bench] ${msg}`);

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** Per route and in all; returns the total's figures. */
function printLoad(result: LoadResult): { p50: number; p99: number; errors: number; rate: number } {
  const seconds = result.elapsedMs / 1000;
  const widths = [22, 7, 7, 9, 9, 9];
  console.log(row(['route', 'reqs', 'errors', 'p50 ms', 'p99 ms', 'req/s'], widths));
  const all: LabelStats = { label: 'ALL', count: 0, errors: 0, latencies: [], statuses: {} };
  for (const s of [...result.byLabel].sort((a, b) => a.label.localeCompare(b.label))) {
    all.count += s.count;
    all.errors += s.errors;
    all.latencies.push(...s.latencies);
    const sorted = [...s.latencies].sort((a, b) => a - b);
    console.log(row([s.label, s.count, s.errors, percentile(sorted, 50).toFixed(1), percentile(sorted, 99).toFixed(1), (s.count / seconds).toFixed(1)], widths));
    const bad = Object.entries(s.statuses).filter(([code]) => code === '0' || Number(code) >= 400);
    if (bad.length) console.log(`    statuses: ${JSON.stringify(s.statuses)}`);
  }
  const sorted = all.latencies.sort((a, b) => a - b);
  const total = { p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors: all.errors, rate: all.count / seconds };
  if (result.byLabel.length > 1) console.log(row(['ALL', all.count, all.errors, total.p50.toFixed(1), total.p99.toFixed(1), total.rate.toFixed(1)], widths));
  return total;
}

async function main() {
  // The backend in this process runs under the flags it ships with (decision 0040).
  const rerun = rerunWithBackendFlags();
  if (rerun !== null) process.exit(rerun);
  if (REACT_PRODUCTION) process.env.NODE_ENV = 'production';
  const benchStart = performance.now();
  log(`rate ${RATE} req/s for ${DURATION_S} s per loop; ${RENDERS} uncached renders per page; React on the server in ${process.env.NODE_ENV === 'production' ? 'production' : 'development'} mode`);
  log(`${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; node ${BACKEND_NODE_FLAGS.join(' ')}`);
  if (!args.has('dist')) await buildFrontendIfStale();
  if (!SKIP_LOAD) await loadCatalogue(`${MONGO_BASE}/${DATABASE}`, log);

  const redis = new Redis(REDIS_URL);
  const stale = await redis.keys(`${REDIS_PREFIX}*`);
  if (stale.length) await redis.del(...stale);
  redis.disconnect();

  const server = await startServer(
    loadConfig({
      NODE_ENV: 'development',
      PORT: '0',
      METRICS_PORT: '0',
      LOG_LEVEL: 'silent',
      MONGODB_URI: `${MONGO_BASE}/${DATABASE}`,
      REDIS_URL,
      REDIS_PREFIX,
      FRONTEND_DIST: DIST,
      CACHE_TTL_SECONDS: '300',
      SEARCH_MAX_PER_MINUTE: '1000000',
      // A render queued behind a thousand others must still be drawn, not given up (the bench
      // measures the queue, it does not hide it behind undrawn pages).
      SSR_TIMEOUT_MS: '30000',
    }),
  );
  const bare = new Koa();
  bare.use((ctx) => {
    ctx.body = 'hello';
  });
  const bareServer = http.createServer(bare.callback());
  bareServer.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => bareServer.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}`;

  // The newest public jobs, as the server has them (the generated ids are new on every generation).
  const newest = (await (await fetch(`${server.url}/api/vagas?limit=${JOB_LINKS}`)).json()) as Array<{ id: string }>;
  if (!Array.isArray(newest) || newest.length === 0) throw new Error('no public job to link to: load the database (drop --skip-load)');
  const jobLinks = newest.map((job) => `/vagas/${job.id}`);
  const pages = ['/', '/vagas', '/vagas/:id', '/cursos', '/eventos', '/profissionais', '/empresas'].filter((page) => !PAGE_FILTER || PAGE_FILTER.includes(page));
  const urlsOf = (page: string) => (page === '/vagas/:id' ? jobLinks : [page]);

  // 3. The render alone, each page one after another: its reads are this backend's answers.
  type RenderPage = (url: string, apiOrigin: string) => Promise<ServerPage | null>;
  const loadRenderer = async (dist: string): Promise<RenderPage> => {
    const bundle = (await import(pathToFileURL(path.join(dist, '../dist-ssr/ssr.js')).href)) as { renderPage: RenderPage; dropKeptCards?: () => void };
    // A bundle from before 0032 keeps no cards: each of its renders is cold already.
    if (!COLD_CARDS || !bundle.dropKeptCards) return bundle.renderPage;
    return (url, apiOrigin) => {
      bundle.dropKeptCards!();
      return bundle.renderPage(url, apiOrigin);
    };
  };
  const renderPage = await loadRenderer(DIST);
  const against = AGAINST ? await loadRenderer(path.resolve(AGAINST)) : undefined;
  // Compile and warm each path, and draw each address once: a process that has served an address
  // knows its reads (ssr.tsx's plans), as one does after its first visitor; the first render of an
  // address in a process still takes a pass more.
  for (const page of pages) {
    for (const url of urlsOf(page)) {
      await renderPage(url, server.url);
      await against?.(url, server.url);
    }
  }
  log(`uncached render: renderPage() ${RENDERS} times per page, one at a time (wall and this process's CPU, medians)${COLD_CARDS ? ', every card drawn afresh' : ''}${against ? `; interleaved with ${AGAINST}'s` : ''}`);
  const renderWidths = [16, 9, 9, 9, 10, 10, 10, 9, ...(against ? [12, 8] : [])];
  console.log(row(['page', 'wall ms', 'cpu ms', 'p90 cpu', 'html KB', 'state KB', 'css KB', 'store ms', ...(against ? ['against cpu', 'ratio'] : [])], renderWidths));
  const renderCpu = new Map<string, number>();
  const profiler = PROFILE ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  for (const page of pages) {
    const walls: number[] = [];
    const cpus: number[] = [];
    const againstCpus: number[] = [];
    let last: ServerPage | null = null;
    const cpuOf = async (render: RenderPage, url: string) => {
      const cpu = process.cpuUsage();
      await render(url, server.url);
      const used = process.cpuUsage(cpu);
      return (used.user + used.system) / 1000;
    };
    for (let i = 0; i < RENDERS; i += 1) {
      const urls = urlsOf(page);
      const url = urls[i % urls.length]!;
      // Which goes first alternates: neither always follows the other's garbage.
      if (against && i % 2 === 0) againstCpus.push(await cpuOf(against, url));
      const cpu = process.cpuUsage();
      const t0 = performance.now();
      last = await renderPage(url, server.url);
      walls.push(performance.now() - t0);
      const used = process.cpuUsage(cpu);
      cpus.push((used.user + used.system) / 1000);
      if (against && i % 2 === 1) againstCpus.push(await cpuOf(against, url));
    }
    // What the cache pays once per stored page: brotli and gzip of the whole document (its size ~ these).
    const html = last ? `${last.styles}${last.html}${JSON.stringify(last.state)}` : '';
    const t0 = performance.now();
    zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
    zlib.gzipSync(html, { level: 9 });
    const store = performance.now() - t0;
    const kb = (s: string) => (Buffer.byteLength(s) / 1024).toFixed(1);
    renderCpu.set(page, median(cpus));
    console.log(
      row(
        [
          page,
          median(walls).toFixed(1),
          median(cpus).toFixed(1),
          percentile([...cpus].sort((a, b) => a - b), 90).toFixed(1),
          last ? kb(last.html) : 'null',
          last ? kb(JSON.stringify(last.state)) : '-',
          last ? kb(last.styles) : '-',
          store.toFixed(1),
          ...(against ? [median(againstCpus).toFixed(1), `${(median(cpus) / median(againstCpus)).toFixed(2)}×`] : []),
        ],
        renderWidths,
      ),
    );
  }

  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    await writeFile(PROFILE!, JSON.stringify(profile));
    profiler.disconnect();
    log(`CPU profile of the renders written to ${PROFILE}`);
  }

  if (RENDERS_ONLY) {
    await new Promise<void>((resolve) => bareServer.close(() => resolve()));
    await server.close();
    return;
  }

  // 4. The open loops. Weights: what visitors land on (a shared job link is one of a few).
  const weights: Record<string, number> = { '/': 30, '/vagas': 20, '/vagas/:id': 20, '/cursos': 8, '/eventos': 8, '/profissionais': 7, '/empresas': 7 };
  const targets: Target[] = pages.flatMap((page) => urlsOf(page).map((url) => ({ label: `GET ${page}`, path: url, weight: weights[page]! / urlsOf(page).length, headers: BROWSER })));
  const registry = server.runtime.metrics.registry;
  const cacheCount = async (name: string) => ((await registry.getSingleMetric(name)?.get())?.values ?? []).reduce((sum, v) => sum + v.value, 0);
  const openLoop = (baseUrl: string, loopTargets: Target[], rate: number, durationS: number, seed: number) =>
    runWorker({ kind: 'open', baseUrl, targets: loopTargets, rate, durationMs: durationS * 1000, seed, maxInFlight: 1024, timeoutMs: 10_000 });

  log(`drawn pages, open loop, ${RATE} req/s for ${DURATION_S} s after ${WARMUP_S} s at ${WARMUP_RATE} not measured, no cookie, Accept-Encoding: ${BROWSER['Accept-Encoding']}`);
  let stopWatch: (() => StallReport) | undefined;
  let before: Promise<{ hits: number; misses: number }> | undefined;
  // The warm-up, not measured, on the measured loop's own connections: JIT, keep-alive sockets, and
  // the cache filled as the first visitors would (decision 0031: a cold start piled requests up).
  const pagesResult = await runWorker(
    { kind: 'open', baseUrl: server.url, targets, rate: RATE, durationMs: DURATION_S * 1000, seed: 42, maxInFlight: 1024, timeoutMs: 10_000, warmup: { rate: WARMUP_RATE, durationMs: WARMUP_S * 1000 } },
    () => {
      before = (async () => ({ hits: await cacheCount('render_cache_hits_total'), misses: await cacheCount('render_cache_misses_total') }))();
      stopWatch = watchStalls();
    },
  );
  const stalls = stopWatch!();
  const pagesTotal = printLoad(pagesResult);
  const counted = await before!;
  const hits = (await cacheCount('render_cache_hits_total')) - counted.hits;
  const misses = (await cacheCount('render_cache_misses_total')) - counted.misses;
  log(`render cache: ${hits} hits, ${misses} misses (hit ratio ${((hits / Math.max(1, hits + misses)) * 100).toFixed(2)} %); entries ${await cacheCount('render_cache_entries')}, ${((await cacheCount('render_cache_bytes')) / 1024).toFixed(0)} KB`);
  printStalls(stalls, pagesResult, log);

  log(`/api/vagas alone, open loop, ${RATE} req/s for ${DURATION_S} s`);
  const apiTotal = printLoad(await openLoop(server.url, [{ label: 'GET /api/vagas', path: '/api/vagas', weight: 1, headers: { 'Accept-Encoding': BROWSER['Accept-Encoding'] } }], RATE, DURATION_S, 43));
  log(`bare Koa hello alone, open loop, ${RATE} req/s for ${DURATION_S} s`);
  const bareTotal = printLoad(await openLoop(bareUrl, [{ label: 'GET / (bare Koa)', path: '/', weight: 1 }], RATE, DURATION_S, 44));

  // What a request costs in CPU, whatever else the machine runs (a shared machine's wall-clock
  // figures move with its neighbours): N keep-alive clients for a few seconds, this process's CPU
  // (the server and the load generator's thread) over the requests answered. The bare Koa's figure
  // is mostly the generator's own share.
  log('CPU per request (server + load generator, this process), closed loop, 8 clients, 3 s each');
  const cpuWidths = [28, 9, 12, 16];
  console.log(row(['target', 'reqs', 'errors', 'CPU µs/request'], cpuWidths));
  const cpuOf = async (label: string, baseUrl: string, target: string, headers?: Record<string, string>) => {
    const cpu = process.cpuUsage();
    const result = await runWorker({ kind: 'closed', baseUrl, path: target, headers, concurrency: 8, durationMs: 3000, timeoutMs: 10_000 });
    const used = process.cpuUsage(cpu);
    const errors = result.byLabel.reduce((sum, l) => sum + l.errors, 0);
    console.log(row([label, result.sent, errors, ((used.user + used.system) / Math.max(1, result.sent)).toFixed(0)], cpuWidths));
  };
  await cpuOf('GET /vagas (kept, brotli)', server.url, '/vagas', BROWSER);
  await cpuOf('GET /vagas (kept, identity)', server.url, '/vagas');
  await cpuOf('GET /api/vagas (brotli)', server.url, '/api/vagas', BROWSER);
  await cpuOf('GET /api/vagas', server.url, '/api/vagas');
  await cpuOf('GET / (bare Koa)', bareUrl, '/');

  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const worstRender = Math.max(...renderCpu.values());
  console.log('');
  log('results vs targets (printed, not asserted):');
  console.log(`  pages at ${RATE} req/s: achieved ${pagesTotal.rate.toFixed(0)}/s, p50 ${pagesTotal.p50.toFixed(1)} ms, p99 ${pagesTotal.p99.toFixed(1)} ms, ${pagesTotal.errors} errors (target ${TARGETS.pagesPerSecond}/s, p99 ≤ ${TARGETS.p99Ms} ms, 0 errors) — ${mark(RATE >= TARGETS.pagesPerSecond && pagesTotal.rate >= RATE * 0.98 && pagesTotal.p99 <= TARGETS.p99Ms && pagesTotal.errors === 0)}`);
  console.log(`  beside: /api/vagas p50 ${apiTotal.p50.toFixed(1)} / p99 ${apiTotal.p99.toFixed(1)} ms, ${apiTotal.errors} errors; bare Koa p50 ${bareTotal.p50.toFixed(1)} / p99 ${bareTotal.p99.toFixed(1)} ms, ${bareTotal.errors} errors`);
  console.log(`  uncached render, median CPU per page: ${[...renderCpu].map(([page, ms]) => `${page} ${ms.toFixed(0)}`).join(', ')} ms (target ≤ ${TARGETS.renderMs} ms) — ${mark(worstRender <= TARGETS.renderMs)}`);
  log(`total ${((performance.now() - benchStart) / 1000).toFixed(0)} s; load average now ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);

  await new Promise<void>((resolve) => bareServer.close(() => resolve()));
  await server.close();
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
