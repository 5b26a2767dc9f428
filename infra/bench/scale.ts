/**
 * npm run bench:scale — the in-memory read model (decision 0002) at 1×, 10× and 100× the cluster
 * (catalogueData.ts: 2,000 / 20,000 / 200,000 people and 500 / 5,000 / 50,000 jobs, with courses,
 * events and services in the seed's proportions), side by side in one table (issue 27).
 *
 * For each scale, on its own database `conecta_scale_<N>x` (loaded once through batched insertMany,
 * then reused by later runs while the generator is unchanged; --reload loads it again):
 * 1. Boots the backend as `npm start` runs it — the compiled bundle (backend/dist/server.js) under
 *    plain node, NODE_ENV=production, its V8 flags — in a child process of its own, so its memory
 *    is its own. Boot time: from the spawn to the first 200 of /api/health. The server builds the
 *    search index before it listens (server.ts), so a healthy answer means the index is loaded; the
 *    build's own time is read from its 'search index built' log line.
 * 2. Memory at rest (3 s after the boot, then after the load): RSS and the peak RSS (/proc), the
 *    live heap after a full collection (scaleProbe.mjs, preloaded, answers over IPC). The index's
 *    share is the live heap over that of the same server booted on an empty database (0×).
 * 3. The first request of each list after the boot (each list is sorted once per change of its
 *    index), --serial requests to each endpoint one at a time (the cost of a request without a
 *    queue: p50 / p90), then an open loop at --rate req/s for --duration s over /api/search (a pool of ~600
 *    queries, more than the index's result cache keeps), /api/vagas (first page), a filtered
 *    /api/vagas page (area × type, first or second page) and /api/profissionais (first page):
 *    p50 / p99 / errors per endpoint. The rate is moderate on purpose: the machine (2 cores) is
 *    shared with other developers' tests, and a high rate would measure them.
 * 4. The uncached render of /vagas and /profissionais (the server bundle's renderPage, React in
 *    production mode, called in this process; its reads answered by the child): wall and CPU.
 * 5. Each document type's share of the index, measured alone (scaleShares.ts, a process of its own).
 * Then the table, the load average, and what the three points extrapolate to: the size at which
 * the live heap reaches 1 GB and 2 GB (and half that, since a rebuild holds two indexes at once
 * while it swaps), and at which a boot passes 60 s.
 *
 * Flags: --scales=1,10,100 --rate=200 --duration=20 --renders=10 --serial=40 --reload (load again even when
 * the database holds this scale) --no-shares (skip step 5) --drop (drop the scale databases at the
 * end). MONGODB_BASE (default mongodb://127.0.0.1:27017) for another FerretDB or MongoDB, with
 * PG_PORT and PG_DATABASE naming the PostgreSQL under that FerretDB. Figures are printed, never
 * asserted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import mongoose from 'mongoose';
import { Redis } from 'ioredis';
import { ENERGY_AREAS, JOB_TYPES, type ServerPage } from '@conecta/common';
import '@conecta/backend/models/index';
import { benchArgs } from './args';
import { ensureCatalogue, SCALES, sizesAt } from './catalogueData';
import { percentile, row, runWorker } from './loadRun';
import type { Target } from './loadTypes';
import type { TypeShare } from './scaleShares';
import { CITIES } from '../seed/data/places';
import { SKILLS_BY_AREA } from '../seed/data/skills';
import { createGinIndexes } from '../scripts/ferretdbIndexes';
import { BACKEND_NODE_FLAGS } from '../scripts/backendNode';
import { SERVER_BUNDLES, buildServerIfStale } from '../scripts/server-build';
import { buildFrontendIfStale, ROOT } from '../scripts/frontend-build';

const args = benchArgs();
const RUN_SCALES = (args.get('scales') ?? SCALES.join(',')).split(',').map(Number);
const RATE = Number(args.get('rate') ?? 200);
const DURATION_S = Number(args.get('duration') ?? 20);
const RENDERS = Number(args.get('renders') ?? 10);
const SERIAL = Number(args.get('serial') ?? 40);
const RELOAD = args.has('reload');
const SHARES = !args.has('no-shares');
const DROP = args.has('drop');

// A FerretDB of one's own: MONGODB_BASE, with PG_PORT / PG_DATABASE for its GIN indexes (ferretdbIndexes.ts).
const MONGO_BASE = process.env.MONGODB_BASE ?? 'mongodb://127.0.0.1:27017';
const REDIS_URL = 'redis://127.0.0.1:6379';
const REDIS_PREFIX = 'scale:';
const DIST = path.join(ROOT, 'frontend/dist');
const PROBE = pathToFileURL(path.join(ROOT, 'infra/bench/scaleProbe.mjs')).href;
const REST_MS = 3000;
const BUDGETS_MB = [1024, 2048];
const BOOT_LIMIT_S = 60;
const MB = 1024 * 1024;
/** Per-type figures by scale are printed for these, in this order. */
const TYPES = ['users', 'jobs', 'courses', 'events', 'services'] as const;

const log = (msg: string) => console.log(`[scale] ${msg}`);
const loadavg = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
const databaseOf = (scale: number) => `conecta_scale_${scale}x`;
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Memory {
  atRest: NodeJS.MemoryUsage;
  collected: NodeJS.MemoryUsage;
  heapLimit: number;
}

interface ProcMemory {
  rss: number;
  peak: number;
}

interface Child {
  process: ChildProcess;
  url: string;
  bootMs: number;
  indexMs: number | null;
  exited: Promise<void>;
}

/** RSS and peak RSS (VmHWM) of a process, in bytes, from /proc. */
function procMemory(pid: number): ProcMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** CPU seconds a process has used (user + system), from /proc. */
function procCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds used so far by the database engine this bench reads: the FerretDB listening on
 * MONGO_BASE's port and the PostgreSQL cluster on PG_PORT (its postmaster and the backends it
 * forked). Beside the backend's own CPU it tells what a boot costs, whatever else the machine runs;
 * 0 where /proc says nothing (another engine, another host).
 */
function engineCpuSeconds(): number {
  const mongoPort = new URL(MONGO_BASE).port || '27017';
  const pgPort = process.env.PG_PORT ?? '5433';
  const procs: Array<{ pid: number; ppid: number; comm: string; cmdline: string; cpu: number }> = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      if (comm !== 'ferretdb' && comm !== 'postgres') continue;
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
      procs.push({ pid: Number(entry), ppid: Number(fields[1]), comm, cmdline, cpu: (Number(fields[11]) + Number(fields[12])) / 100 });
    } catch {
      // it ended meanwhile, or is not ours to read
    }
  }
  const postmaster = procs.find((p) => {
    const dir = /-D (\S+)/.exec(p.cmdline)?.[1];
    if (p.comm !== 'postgres' || !dir) return false;
    try {
      return readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[3]?.trim() === pgPort;
    } catch {
      return false;
    }
  });
  return procs
    .filter((p) => (p.comm === 'ferretdb' && p.cmdline.includes(`--listen-addr=127.0.0.1:${mongoPort}`)) || (postmaster && (p.pid === postmaster.pid || p.ppid === postmaster.pid)))
    .reduce((sum, p) => sum + p.cpu, 0);
}

function memoryOf(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    child.once('message', (message: { memory: Memory }) => resolve(message.memory));
    child.send('memory');
  });
}

/** Starts the compiled backend on `database` and resolves once /api/health answers 200. */
async function boot(database: string): Promise<Child> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    METRICS_PORT: '0',
    LOG_LEVEL: 'info',
    MONGODB_URI: `${MONGO_BASE}/${database}`,
    REDIS_URL,
    REDIS_PREFIX,
    SESSION_SECRET: randomBytes(24).toString('hex'),
    SITE_URL: 'http://localhost:3000',
    COOKIE_SECURE: 'false',
    TRUST_PROXY_HOPS: '0',
    FRONTEND_DIST: DIST,
    // The whole load comes from one address.
    SEARCH_MAX_PER_MINUTE: '1000000',
  };
  const started = performance.now();
  const child = spawn(process.execPath, ['--expose-gc', ...BACKEND_NODE_FLAGS, '--import', PROBE, SERVER_BUNDLES.backend.outfile], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let indexMs: number | null = null;
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the backend exited (${code}) before it listened`)));
    // The log is read to its end whatever it says (a pipe left unread would stall the child).
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      let entry: { msg?: string; ms?: number; url?: string };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return;
      }
      if (entry.msg === 'search index built' && indexMs === null) indexMs = entry.ms ?? null;
      if (entry.msg === 'backend listening' && entry.url) resolve(entry.url);
    });
  });
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) break;
    await sleep(20);
  }
  return { process: child, url, bootMs: performance.now() - started, indexMs, exited };
}

async function stop(child: Child): Promise<void> {
  child.process.kill('SIGTERM');
  await child.exited;
}

/** What one size measured. */
interface Result {
  scale: number;
  documents: number;
  load: { reused: boolean; seconds: number };
  bootS: number;
  indexS: number | null;
  bootCpuS: number;
  /** FerretDB's and PostgreSQL's CPU over the boot (engineCpuSeconds). */
  engineCpuS: number;
  boot: { proc: ProcMemory; memory: Memory };
  afterLoad?: { proc: ProcMemory; memory: Memory };
  first?: Record<string, number>;
  serial?: Record<string, { p50: number; p90: number; max: number }>;
  latency?: Record<string, { p50: number; p99: number; errors: number; count: number }>;
  achieved?: number;
  renders?: Record<string, { wall: number; cpu: number }>;
  shares?: TypeShare[];
  loadavg: { boot: string; run: string };
}

function queries(): string[] {
  const heads = ['engenheiro', 'tecnico', 'analista', 'eletricista', 'operador', 'consultor', 'instalador', 'estagio', 'manutencao', 'projetos'];
  const tails = [
    ...Object.values(CITIES).map((city) => city.name),
    ...ENERGY_AREAS,
    ...[...new Set(Object.values(SKILLS_BY_AREA).flat())].slice(0, 20),
  ];
  return heads.flatMap((head) => tails.map((tail) => `${head} ${tail}`));
}

async function measureSize(scale: number, baseline: Result | null): Promise<Result> {
  const database = databaseOf(scale);
  const uri = `${MONGO_BASE}/${database}`;
  let load = { reused: true, seconds: 0 };
  let documents = 0;
  if (scale > 0) {
    const loaded = await ensureCatalogue(uri, scale, (msg) => log(msg), RELOAD);
    load = { reused: loaded.reused, seconds: loaded.loadSeconds };
    documents = loaded.documents;
    const gin = createGinIndexes(database);
    if (gin.error) log(`GIN indexes not created: ${gin.error}`);
  } else {
    // An empty database: the server's own weight, what every size is compared with.
    const connection = await mongoose.createConnection(uri).asPromise();
    await connection.dropDatabase();
    await connection.close();
  }
  await clearRedis();

  const bootLoad = loadavg();
  log(`${scale}×: booting the compiled backend (load average ${bootLoad})`);
  const engineBefore = engineCpuSeconds();
  const child = await boot(database);
  const engineCpuS = engineCpuSeconds() - engineBefore;
  const pid = child.process.pid!;
  const bootCpuS = procCpuSeconds(pid);
  await sleep(REST_MS);
  const result: Result = {
    scale,
    documents,
    load,
    bootS: child.bootMs / 1000,
    indexS: child.indexMs === null ? null : child.indexMs / 1000,
    bootCpuS,
    engineCpuS,
    boot: { proc: procMemory(pid), memory: await memoryOf(child.process) },
    loadavg: { boot: bootLoad, run: '' },
  };
  log(
    `${scale}×: healthy after ${result.bootS.toFixed(1)} s (index ${result.indexS?.toFixed(1) ?? '?'} s; CPU s: backend ${bootCpuS.toFixed(1)}, engine ${engineCpuS.toFixed(1)}); ` +
      `RSS ${(result.boot.proc.rss / MB).toFixed(0)} MB, peak ${(result.boot.proc.peak / MB).toFixed(0)} MB, live heap ${(result.boot.memory.collected.heapUsed / MB).toFixed(0)} MB` +
      (baseline ? ` (+${((result.boot.memory.collected.heapUsed - baseline.boot.memory.collected.heapUsed) / MB).toFixed(0)} MB over an empty catalogue)` : ''),
  );
  if (scale === 0) {
    await stop(child);
    return result;
  }

  const enc = encodeURIComponent;
  const filtered = ENERGY_AREAS.flatMap((area) => JOB_TYPES.map((type) => `/api/vagas?energyArea=${enc(area)}&jobType=${enc(type)}`));
  // Each list's first answer after the boot: it sorts its type's documents once.
  result.first = {};
  for (const [label, target] of [
    ['vagas', '/api/vagas'],
    ['vagas filtered', filtered[0]!],
    ['profissionais', '/api/profissionais'],
    ['search', `/api/search?q=${enc('engenheiro solar')}`],
  ] as const) {
    const t0 = performance.now();
    const res = await fetch(child.url + target);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${target}: ${res.status}`);
    result.first[label] = performance.now() - t0;
  }

  // Each endpoint alone, one request at a time: what a request costs the server without a queue in
  // front of it (the open loop below adds the queue, and on a shared machine the neighbours').
  const searches = queries();
  result.serial = {};
  const serialTargets: Record<string, string[]> = {
    search: searches.filter((_, i) => i % 13 === 5).slice(0, SERIAL).map((q) => `/api/search?q=${enc(q)}`),
    vagas: Array.from({ length: SERIAL }, () => '/api/vagas'),
    'vagas filtered': Array.from({ length: SERIAL }, (_, i) => filtered[(i * 7) % filtered.length]!),
    profissionais: Array.from({ length: SERIAL }, () => '/api/profissionais'),
  };
  for (const [label, paths] of Object.entries(serialTargets)) {
    const times: number[] = [];
    for (const target of paths) {
      const t0 = performance.now();
      const res = await fetch(child.url + target);
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    result.serial[label] = { p50: percentile(times, 50), p90: percentile(times, 90), max: times.at(-1)! };
  }

  const targets: Target[] = [
    ...searches.map((q) => ({ label: 'search', path: `/api/search?q=${enc(q)}`, weight: 1 / searches.length })),
    { label: 'vagas', path: '/api/vagas', weight: 1 },
    ...filtered.flatMap((target) => [0, 24].map((offset) => ({ label: 'vagas filtered', path: `${target}&offset=${offset}`, weight: 1 / (filtered.length * 2) }))),
    { label: 'profissionais', path: '/api/profissionais', weight: 1 },
  ];
  // Warm-up, not measured: JIT and keep-alive.
  await runWorker({ kind: 'open', baseUrl: child.url, targets, rate: 50, durationMs: 2000, seed: 1, maxInFlight: 256, timeoutMs: 10_000 });
  const runStart = loadavg();
  log(`${scale}×: open loop, ${RATE} req/s for ${DURATION_S} s (load average ${runStart})`);
  const loadResult = await runWorker({ kind: 'open', baseUrl: child.url, targets, rate: RATE, durationMs: DURATION_S * 1000, seed: 42, maxInFlight: 512, timeoutMs: 10_000 });
  result.loadavg.run = `${runStart} → ${loadavg()}`;
  result.achieved = loadResult.sent / (loadResult.elapsedMs / 1000);
  result.latency = {};
  for (const stats of loadResult.byLabel) {
    const sorted = [...stats.latencies].sort((a, b) => a - b);
    result.latency[stats.label] = { p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors: stats.errors, count: stats.count };
  }

  result.renders = {};
  const { renderPage } = (await import(pathToFileURL(path.join(ROOT, 'frontend/dist-ssr/ssr.js')).href)) as {
    renderPage: (url: string, apiOrigin: string) => Promise<ServerPage | null>;
  };
  for (const page of ['/vagas', '/profissionais']) {
    await renderPage(page, child.url);
    const walls: number[] = [];
    const cpus: number[] = [];
    for (let i = 0; i < RENDERS; i += 1) {
      const cpu = process.cpuUsage();
      const t0 = performance.now();
      const drawn = await renderPage(page, child.url);
      walls.push(performance.now() - t0);
      const used = process.cpuUsage(cpu);
      cpus.push((used.user + used.system) / 1000);
      if (!drawn) throw new Error(`${page} was not drawn`);
    }
    result.renders[page] = { wall: median(walls), cpu: median(cpus) };
  }

  await sleep(REST_MS);
  result.afterLoad = { proc: procMemory(pid), memory: await memoryOf(child.process) };
  await stop(child);

  if (SHARES) {
    log(`${scale}×: each type's share of the index, measured alone`);
    result.shares = await measureShares(uri);
  }
  return result;
}

function measureShares(uri: string): Promise<TypeShare[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'infra/bench/scaleShares.ts', uri], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code === 0) resolve(JSON.parse(last) as TypeShare[]);
      else reject(new Error(`scaleShares exited ${code}`));
    });
  });
}

async function clearRedis(): Promise<void> {
  const redis = new Redis(REDIS_URL);
  const stale = await redis.keys(`${REDIS_PREFIX}*`);
  if (stale.length) await redis.del(...stale);
  redis.disconnect();
}

/** Least squares y = a + b·x. */
function fit(points: Array<[number, number]>): { a: number; b: number } {
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const b = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / Math.max(1e-9, points.reduce((s, [x]) => s + (x - mx) ** 2, 0));
  return { a: my - b * mx, b };
}

function printTable(results: Result[], baseline: Result): void {
  const columns = results.map((r) => `${r.scale}×`);
  const widths = [40, ...results.map(() => 12)];
  const line = (label: string, cells: Array<string | number>) => console.log(row([label, ...cells], widths));
  const each = (label: string, value: (r: Result) => string) => line(label, results.map(value));
  const mb = (bytes: number) => (bytes / MB).toFixed(0);
  const ms = (value: number | undefined) => (value === undefined ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0));
  console.log('');
  line('', columns);
  each('people (users)', (r) => (r.scale ? sizesAt(r.scale).users.toLocaleString('en-US') : '0'));
  each('jobs', (r) => (r.scale ? sizesAt(r.scale).jobs.toLocaleString('en-US') : '0'));
  each('courses / events / services', (r) => (r.scale ? `${sizesAt(r.scale).courses}/${sizesAt(r.scale).events}/${sizesAt(r.scale).services}` : '0'));
  each('documents in all', (r) => r.documents.toLocaleString('en-US'));
  each('data load s (reused: of the first load)', (r) => (r.scale ? `${r.load.seconds.toFixed(0)}${r.load.reused ? ' r' : ''}` : '-'));
  each('data load docs/s', (r) => (r.scale ? (r.documents / r.load.seconds).toFixed(0) : '-'));
  each('boot to /api/health 200, s', (r) => r.bootS.toFixed(1));
  each('  of which the index build, s', (r) => r.indexS?.toFixed(1) ?? '-');
  each('  backend CPU during boot, s', (r) => r.bootCpuS.toFixed(1));
  each('  FerretDB + PostgreSQL CPU during boot, s', (r) => r.engineCpuS.toFixed(1));
  each('RSS at rest after boot, MB', (r) => mb(r.boot.proc.rss));
  each('peak RSS during boot, MB', (r) => mb(r.boot.proc.peak));
  each('live heap after GC, MB', (r) => mb(r.boot.memory.collected.heapUsed));
  each('  over the empty catalogue (index), MB', (r) => mb(r.boot.memory.collected.heapUsed - baseline.boot.memory.collected.heapUsed));
  each('RSS at rest after the load, MB', (r) => (r.afterLoad ? mb(r.afterLoad.proc.rss) : '-'));
  each('peak RSS by the end of the load, MB', (r) => (r.afterLoad ? mb(r.afterLoad.proc.peak) : '-'));
  each('live heap after the load, MB', (r) => (r.afterLoad ? mb(r.afterLoad.memory.collected.heapUsed) : '-'));
  for (const label of ['vagas', 'vagas filtered', 'profissionais', 'search']) each(`first ${label} after boot, ms`, (r) => ms(r.first?.[label]));
  for (const label of ['search', 'vagas', 'vagas filtered', 'profissionais']) {
    each(`${label} alone, p50 / p90 ms`, (r) => (r.serial?.[label] ? `${ms(r.serial[label].p50)} / ${ms(r.serial[label].p90)}` : '-'));
  }
  for (const label of ['search', 'vagas', 'vagas filtered', 'profissionais']) {
    each(`${label} p50 / p99 ms`, (r) => (r.latency?.[label] ? `${ms(r.latency[label].p50)} / ${ms(r.latency[label].p99)}` : '-'));
  }
  each('errors in the loop', (r) => (r.latency ? String(Object.values(r.latency).reduce((s, l) => s + l.errors, 0)) : '-'));
  each(`achieved req/s (of ${RATE})`, (r) => (r.achieved ? r.achieved.toFixed(0) : '-'));
  for (const page of ['/vagas', '/profissionais']) each(`uncached ${page} wall / CPU ms`, (r) => (r.renders?.[page] ? `${ms(r.renders[page].wall)} / ${ms(r.renders[page].cpu)}` : '-'));
  for (const type of TYPES) {
    each(`index bytes per ${type.replace(/s$/, '')} (DTO)`, (r) => {
      const share = r.shares?.find((s) => s.type === type);
      return share && share.documents ? `${(share.indexBytes / share.documents).toFixed(0)} (${(share.dtoBytes / share.documents).toFixed(0)})` : '-';
    });
  }
  each('load average at boot', (r) => r.loadavg.boot.split(' ')[0]!);
  each('load average over the loop', (r) => r.loadavg.run.replace(/ [\d.]+ [\d.]+ →/, ' →').replace(/ [\d.]+ [\d.]+$/, ''));
}

function printExtrapolation(results: Result[], baseline: Result): void {
  const sized = results.filter((r) => r.scale > 0);
  if (sized.length < 2) return;
  const heap = fit(sized.map((r) => [r.scale, (r.boot.memory.collected.heapUsed - baseline.boot.memory.collected.heapUsed) / MB]));
  const base = baseline.boot.memory.collected.heapUsed / MB;
  const boots = fit(sized.map((r) => [r.scale, r.bootS]));
  const people = (scale: number) => `${Math.round(scale)}× (${Math.round(scale * 2000).toLocaleString('en-US')} people, ${Math.round(scale * 500).toLocaleString('en-US')} jobs)`;
  console.log('');
  log('extrapolation (least squares over the sizes above):');
  console.log(`  live heap ≈ ${base.toFixed(0)} MB (the server, empty catalogue) + ${heap.b.toFixed(2)} MB per 1× (${((heap.b * MB) / 2000 / 1024).toFixed(1)} KB per person with their share of jobs, courses, events, services)`);
  for (const budget of BUDGETS_MB) {
    const steady = (budget - base - heap.a) / heap.b;
    const rebuild = (budget - base - heap.a) / (2 * heap.b);
    console.log(`  a ${budget / 1024} GB heap: full at ~${people(steady)}; with a rebuild's second index beside the first, at ~${people(rebuild)}`);
  }
  console.log(`  boot (wall, this machine as busy as it was) ≈ ${boots.a.toFixed(1)} s + ${boots.b.toFixed(2)} s per 1×: ${BOOT_LIMIT_S} s at ~${people((BOOT_LIMIT_S - boots.a) / boots.b)}`);
  // CPU does not wait on the neighbours: on a quiet machine the boot takes at least the larger of
  // the two (the backend indexes one batch while the engine reads the next).
  const backendCpu = fit(sized.map((r) => [r.scale, r.bootCpuS]));
  const engineCpu = fit(sized.map((r) => [r.scale, r.engineCpuS]));
  const bound = Math.max(backendCpu.b, engineCpu.b);
  const boundA = backendCpu.b >= engineCpu.b ? backendCpu.a : engineCpu.a;
  console.log(
    `  boot CPU ≈ backend ${backendCpu.a.toFixed(1)} s + ${backendCpu.b.toFixed(2)} s per 1×, engine ${engineCpu.a.toFixed(1)} s + ${engineCpu.b.toFixed(2)} s per 1×: ` +
      `the larger reaches ${BOOT_LIMIT_S} s at ~${people((BOOT_LIMIT_S - boundA) / bound)}`,
  );
  const largest = sized.at(-1)!;
  if (largest.shares) {
    const perDoc = largest.shares.map((s) => `${s.type} ${s.documents ? ((s.indexBytes / s.documents / 1024).toFixed(2)) : '-'} KB`).join(', ');
    console.log(`  index per document at ${largest.scale}× (measured alone): ${perDoc}`);
    const perType = largest.shares.map((s) => `${s.type} ${((s.indexBytes / (largest.boot.memory.collected.heapUsed - baseline.boot.memory.collected.heapUsed)) * 100).toFixed(0)} %`).join(', ');
    console.log(`  each type's part of the ${largest.scale}× index: ${perType}`);
    console.log(`  build time per type alone at ${largest.scale}×: ${largest.shares.map((s) => `${s.type} ${(s.buildMs / 1000).toFixed(1)} s`).join(', ')}`);
  }
}

async function main() {
  process.env.NODE_ENV = 'production';
  const started = performance.now();
  log(`${os.cpus().length} CPUs, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB; load average ${loadavg()}; scales ${RUN_SCALES.join(', ')}; ${RATE} req/s for ${DURATION_S} s`);
  for (const scale of RUN_SCALES) if (!(SCALES as readonly number[]).includes(scale)) throw new Error(`--scales: each one of ${SCALES.join(', ')}`);
  await buildServerIfStale();
  await buildFrontendIfStale();

  const baseline = await measureSize(0, null);
  const results: Result[] = [];
  for (const scale of RUN_SCALES) {
    results.push(await measureSize(scale, baseline));
    // The sizes so far, in case a long boot later is cut short.
    if (results.length < RUN_SCALES.length) printTable([baseline, ...results], baseline);
  }
  printTable([baseline, ...results], baseline);
  printExtrapolation(results, baseline);
  log(`V8 heap limit of the backend as started: ${(baseline.boot.memory.heapLimit / MB).toFixed(0)} MB`);

  await clearRedis();
  if (DROP) {
    for (const scale of [0, ...RUN_SCALES]) {
      const connection = await mongoose.createConnection(`${MONGO_BASE}/${databaseOf(scale)}`).asPromise();
      await connection.dropDatabase();
      await connection.close();
    }
    log('scale databases dropped');
  }
  log(`total ${((performance.now() - started) / 1000).toFixed(0)} s; load average now ${loadavg()}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
