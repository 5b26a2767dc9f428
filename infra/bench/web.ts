/**
 * npm run bench:web — the site on a phone as Lighthouse 12 sees it (issue 14).
 *
 * 1. Builds the frontend (skip with --skip-build when dist is current).
 * 2. Seeds its own database `conecta_webbench` with the demo data (reset), migrates it, and
 *    starts the real backend in this process serving the production build (Redis prefix
 *    `webbench:`), as a visitor meets it: compressed assets, the job page's own HTML.
 * 3. Runs Lighthouse (mobile form factor, default simulated throttling, fresh storage each run)
 *    RUNS times on every page and prints the medians: performance, LCP, CLS, TBT, the
 *    accessibility / best-practices / SEO scores, and the JavaScript each page loads: its bodies as
 *    served (brotli), on the wire (with each response's HTTP/1.1 headers) and uncompressed.
 * 4. Prints the visitor home's initial JavaScript: the entry chunk, the app it starts and the
 *    chunks they import statically (from the build's manifest), brotli-compressed as served; and
 *    everything its first load fetched (the `/` row's JS body).
 *
 * Flags: --runs=3 --skip-build --pages=/,/vagas (comma-separated; `/vagas/:id` picks a seeded job)
 * --why (also print, per page, the elements that shifted most and the largest scripts).
 * Goals (issue 14) are printed beside the figures, never asserted.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import mongoose from 'mongoose';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { loadConfig } from '@conecta/backend/config';
import { startServer } from '@conecta/backend/server';
import { firstLoad, readManifest } from '@conecta/backend/web/preload';
import { connectDatabase } from '@conecta/backend/lib/db';
import { createLogger } from '@conecta/backend/lib/logger';
import { Job } from '@conecta/backend/models/job';
import '@conecta/backend/models/index';
import { seedDatabase } from '../seed/seedDatabase';
import { migrate } from '../scripts/migrate';
import { benchArgs } from './args';

const args = benchArgs();
const RUNS = Number(args.get('runs') ?? 3);
const PAGES = (args.get('pages') ?? '/,/vagas,/vagas/:id,/auth,/cursos,/eventos,/profissionais,/contato').split(',');
const ROOT = new URL('../..', import.meta.url).pathname;
const DIST = join(ROOT, 'frontend/dist');
const MONGODB_URI = `${process.env.TEST_MONGODB_BASE ?? 'mongodb://127.0.0.1:27017'}/conecta_webbench`;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const GOALS = { performance: 90, lcpMs: 2500, cls: 0.05, tbtMs: 200, otherScores: 95, homeInitialJsKb: 150 };

const log = (msg: string) => console.log(`[bench:web] ${msg}`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBody: number;
  jsWire: number;
  jsRaw: number;
}

interface NetworkItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

async function prepareDatabase(): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', MONGODB_URI, REDIS_URL, REDIS_PREFIX: 'webbench:' });
  const database = await connectDatabase(config, createLogger('silent', 'bench'));
  try {
    await seedDatabase(mongoose.connection, { reset: true });
    const job = await Job.findOne({ status: 'approved' }).sort({ createdAt: -1 }).select({ _id: 1 }).lean();
    if (!job) throw new Error('the seed holds no approved job');
    return job._id.toString();
  } finally {
    await database.close();
  }
}

async function measure(url: string, port: number, attempt = 1): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // Now and then (a few runs in ten on a page the server draws) Lighthouse finds no navigationStart
  // in its own trace and asks to be run again: that run is made again, at most twice, and said.
  if (lhr.runtimeError?.code === 'NO_NAVSTART' && attempt < 3) {
    log(`${url}: Lighthouse lost the trace's navigationStart (NO_NAVSTART); running it again`);
    return measure(url, port, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (args.has('why')) explain(url, lhr.audits);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    jsBody: items.reduce((sum, item) => sum + servedSize(item.url ?? ''), 0),
    jsWire: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsRaw: items.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
  };
}

/** --why: what moved and what weighed, so a figure leads to its cause. */
function explain(url: string, audits: Record<string, { details?: unknown }>) {
  const shifts = (audits['layout-shifts']?.details as { items?: Array<{ score?: number; node?: { snippet?: string; selector?: string } }> } | undefined)?.items ?? [];
  log(`${url} layout shifts:`);
  for (const item of shifts.slice(0, 5)) log(`  ${(item.score ?? 0).toFixed(3)}  ${item.node?.selector ?? ''}  ${(item.node?.snippet ?? '').slice(0, 120)}`);
  const scripts = ((audits['network-requests']?.details as { items?: Array<NetworkItem & { url?: string }> } | undefined)?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0));
  log(`${url} scripts (wire / raw):`);
  for (const item of scripts.slice(0, 8)) log(`  ${kb(item.transferSize ?? 0).padStart(9)} ${kb(item.resourceSize ?? 0).padStart(9)}  ${new URL(item.url ?? '', url).pathname}`);
  // The LCP element and where its time went (TTFB, load delay, load time, render delay).
  const lcp = (audits['largest-contentful-paint-element']?.details as { items?: Array<{ items?: Array<Record<string, unknown>> }> } | undefined)?.items ?? [];
  const node = lcp[0]?.items?.[0]?.node as { snippet?: string } | undefined;
  log(`${url} LCP element: ${(node?.snippet ?? '?').slice(0, 140)}`);
  for (const phase of lcp[1]?.items ?? []) log(`  ${String(phase.phase).padEnd(14)} ${Math.round(Number(phase.timing))} ms`);
  // The observed waterfall (unthrottled): what waits for what before the page can paint.
  const requests = ((audits['network-requests']?.details as { items?: Array<NetworkItem & { url?: string; networkRequestTime?: number; networkEndTime?: number }> } | undefined)?.items ?? [])
    .slice()
    .sort((a, b) => (a.networkRequestTime ?? 0) - (b.networkRequestTime ?? 0));
  log(`${url} requests (start → end ms, wire):`);
  for (const item of requests.slice(0, 60)) {
    const path = new URL(item.url ?? '', url);
    log(`  ${String(Math.round(item.networkRequestTime ?? 0)).padStart(5)} → ${String(Math.round(item.networkEndTime ?? 0)).padStart(5)} ${kb(item.transferSize ?? 0).padStart(9)}  ${path.pathname}${path.search}`);
  }
  // Where the main thread went (what TBT is made of), by kind of work.
  const work = (audits['mainthread-work-breakdown']?.details as { items?: Array<{ groupLabel?: string; duration?: number }> } | undefined)?.items ?? [];
  log(`${url} main thread: ${work.map((item) => `${item.groupLabel} ${Math.round(item.duration ?? 0)} ms`).join(', ')}`);
}

/**
 * The body of a script as this server sends it to a browser that accepts brotli (Lighthouse's
 * transfer size adds ~430 bytes of HTTP/1.1 headers per response, which HTTP/2 would compress).
 */
function servedSize(url: string): number {
  return servedFileSize(join(DIST, new URL(url).pathname));
}

/** A built file's size as served: its .br when the build wrote one (over 1 KB), else the file itself. */
function servedFileSize(file: string): number {
  if (!existsSync(file)) return 0;
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

/**
 * The entry chunk of index.html, the libraries and the app it starts (imported once the page is
 * painted, preloaded by every page's HTML: web/preload.ts firstLoad) and every chunk they import
 * statically, brotli as served.
 */
function homeInitialJs(): { files: string[]; raw: number; brotli: number } {
  const manifest = readManifest(DIST);
  if (!manifest) return { files: [], raw: NaN, brotli: NaN };
  const { entry, started } = firstLoad(manifest);
  const seen = new Set([...entry, ...started].map((key) => manifest[key]!.file));
  const files = [...seen].filter((file) => file.endsWith('.js'));
  let raw = 0;
  let brotli = 0;
  for (const file of files) {
    raw += statSync(join(DIST, file)).size;
    brotli += servedFileSize(join(DIST, file));
  }
  return { files, raw, brotli };
}

async function main() {
  if (!args.has('skip-build')) {
    log('building the frontend (vite build)...');
    execFileSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('frontend/dist is missing: run without --skip-build');

  log('seeding conecta_webbench with the demo data and migrating...');
  const jobId = await prepareDatabase();
  await migrate(MONGODB_URI);

  const server = await startServer(
    loadConfig({
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      SESSION_SECRET: 'bench-web-only-secret-not-used-anywhere-else-0123456789',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      MONGODB_URI,
      REDIS_URL,
      REDIS_PREFIX: 'webbench:',
      FRONTEND_DIST: DIST,
      METRICS_PORT: '0',
    }),
  );
  const origin = `http://127.0.0.1:${server.port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });

  // Each page asked for once first, and not measured: a fresh process compiles the server render's
  // bundle (frontend/dist-ssr, ~4 MB) and its first renders, which this process (Lighthouse runs in
  // it too) would otherwise count in the first page's load, and broke its trace (NO_NAVSTART).
  for (const page of PAGES) await (await fetch(`${origin}${page.replace(':id', jobId)}`)).text();

  const rows: Array<{ page: string; figures: RunFigures }> = [];
  try {
    for (const page of PAGES) {
      const path = page.replace(':id', jobId);
      const runs: RunFigures[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(`${origin}${path}`, chrome.port));
      const pick = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
      const figures = Object.fromEntries(Object.keys(runs[0]!).map((key) => [key, pick(key as keyof RunFigures)])) as unknown as RunFigures;
      rows.push({ page, figures });
      log(`${page}: performance ${figures.performance} (runs: ${runs.map((r) => r.performance).join(', ')})`);
    }
  } finally {
    await chrome.kill();
    await server.close();
  }

  console.log('');
  console.log(`Lighthouse 12, mobile, default throttling, median of ${RUNS} (goals: performance ≥ ${GOALS.performance}, LCP ≤ ${GOALS.lcpMs / 1000} s, CLS ≤ ${GOALS.cls}, TBT ≤ ${GOALS.tbtMs} ms, a11y/bp/seo ≥ ${GOALS.otherScores})`);
  console.log(['page'.padEnd(14), 'perf', '  LCP  ', '  CLS ', '  TBT  ', 'a11y', ' bp ', 'seo', ' JS body ', ' JS wire ', ' JS raw  '].join(' | '));
  for (const { page, figures: f } of rows) {
    console.log(
      [
        page.padEnd(14),
        String(f.performance).padStart(4),
        `${(f.lcpMs / 1000).toFixed(2)} s`.padStart(7),
        f.cls.toFixed(3).padStart(6),
        `${Math.round(f.tbtMs)} ms`.padStart(7),
        String(f.accessibility).padStart(4),
        String(f.bestPractices).padStart(4),
        String(f.seo).padStart(3),
        kb(f.jsBody).padStart(9),
        kb(f.jsWire).padStart(9),
        kb(f.jsRaw).padStart(9),
      ].join(' | '),
    );
  }
  const initial = homeInitialJs();
  console.log('');
  console.log(`Visitor home initial JavaScript (entry, the app and their static imports, ${initial.files.length} files): ${kb(initial.brotli)} as served (brotli), ${kb(initial.raw)} raw (goal ≤ ${GOALS.homeInitialJsKb} KB compressed)`);
  const home = rows.find((row) => row.page === '/');
  if (home) console.log(`Visitor home, every script of its first load (the page's own chunks too): ${kb(home.figures.jsBody)} brotli bodies, ${kb(home.figures.jsWire)} with headers`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`bench:web falhou: ${err instanceof Error ? err.stack : String(err)}`);
    process.exit(1);
  },
);
