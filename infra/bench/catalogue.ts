/**
 * npm run bench:catalogue — the public catalogue at ten times the cluster's
 * size, driven at a fixed rate (issue 4 "Speed").
 *
 * 1. Loads its own database `conecta_bench` (dropped first): 5,000 jobs,
 *    20,000 users, 1,500 courses, 1,000 events, 40 partners (generated,
 *    seeded PRNG), then the PostgreSQL GIN indexes of ferretdbIndexes.ts.
 * 2. Starts the real backend in this process (startServer, Redis prefix
 *    `bench:`, silent logs) and a bare Koa "hello" beside it.
 * 3. Drives a mix of catalogue reads open-loop at RATE req/s for DURATION s
 *    from a worker thread, after WARMUP s at WARMUP_RATE on the same connections
 *    (not measured), and prints p50 / p99 / errors / req/s per endpoint, with the
 *    backend's GC pauses and longest event-loop stalls (stalls.ts).
 * 4. Drives /api/health (full middleware stack) and the bare Koa hello with
 *    N concurrent keep-alive clients in interleaved rounds, and prints the
 *    median throughput ratio.
 *
 * Flags: --rate=300 --duration=20 --no-cache (CACHE_TTL_SECONDS=0: every
 * list from the database) --no-gin (skip the PostgreSQL GIN indexes)
 * --skip-load (reuse the loaded database) --health-duration=4 --health-rounds=3
 * --concurrency=32 --browser (every catalogue request with a browser's Accept-Encoding, as the site's
 * own pages send it: the answers leave compressed) --warmup=5 --warmup-rate=<half the rate>.
 * Targets are printed, not asserted.
 */
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import mongoose from 'mongoose';
import { Redis } from 'ioredis';
import { ENERGY_AREAS, JOB_TYPES } from '@conecta/common';
import { loadConfig } from '@conecta/backend/config';
import { startServer } from '@conecta/backend/server';
import '@conecta/backend/models/index';
import { generateCatalogue, loadCatalogue } from './catalogueData';
import { percentile, row, runWorker } from './loadRun';
import { createGinIndexes } from '../scripts/ferretdbIndexes';
import type { LabelStats, LoadResult, Target } from './loadTypes';
import { benchArgs } from './args';
import { BACKEND_NODE_FLAGS, rerunWithBackendFlags } from '../scripts/backendNode';
import { printStalls, watchStalls, type StallReport } from './stalls';

const args = benchArgs();
const RATE = Number(args.get('rate') ?? 300);
const DURATION_S = Number(args.get('duration') ?? 20);
const HEALTH_S = Number(args.get('health-duration') ?? 4);
const HEALTH_ROUNDS = Number(args.get('health-rounds') ?? 3);
const HEALTH_CONCURRENCY = Number(args.get('concurrency') ?? 32);
const USE_CACHE = !args.has('no-cache');
const USE_GIN = !args.has('no-gin');
const SKIP_LOAD = args.has('skip-load');
const BROWSER = args.has('browser');
const WARMUP_S = Number(args.get('warmup') ?? 5);
const WARMUP_RATE = Number(args.get('warmup-rate') ?? Math.ceil(RATE / 2));

const MONGO_BASE = 'mongodb://127.0.0.1:27017';
const DATABASE = 'conecta_bench';
const REDIS_URL = 'redis://127.0.0.1:6379';
const REDIS_PREFIX = 'bench:';
// Issue 4 asked p99 ≤ 100 ms at 300 req/s; issue 27 raised it to p99 ≤ 50 ms at 2,000 req/s (run with --rate=2000).
const TARGETS = { p99Ms: 50, rate: 2000, healthRatio: 0.6 };

const log = (msg: string) => console.log(`[bench] ${msg}`);

function printTable(result: LoadResult, seconds: number) {
  const widths = [34, 7, 7, 9, 9, 9];
  console.log(row(['endpoint', 'reqs', 'errors', 'p50 ms', 'p99 ms', 'req/s'], widths));
  const all: LabelStats = { label: 'ALL', count: 0, errors: 0, latencies: [], statuses: {} };
  const labels = [...result.byLabel].sort((a, b) => a.label.localeCompare(b.label));
  for (const s of [...labels, all]) {
    if (s !== all) {
      all.count += s.count;
      all.errors += s.errors;
      all.latencies.push(...s.latencies);
    }
    const sorted = [...s.latencies].sort((a, b) => a - b);
    console.log(
      row(
        [s.label, s.count, s.errors, percentile(sorted, 50).toFixed(1), percentile(sorted, 99).toFixed(1), (s.count / seconds).toFixed(1)],
        widths,
      ),
    );
    const bad = Object.entries(s.statuses).filter(([code]) => code === '0' || Number(code) >= 400);
    if (s !== all && bad.length) console.log(`    statuses: ${JSON.stringify(s.statuses)}`);
  }
  const sorted = all.latencies.sort((a, b) => a - b);
  return { p99: percentile(sorted, 99), errors: all.errors, rate: all.count / seconds };
}

async function main() {
  // The backend in this process runs under the flags it ships with (decision 0040).
  const rerun = rerunWithBackendFlags();
  if (rerun !== null) process.exit(rerun);
  const benchStart = performance.now();
  log(`rate ${RATE} req/s for ${DURATION_S} s; cache ${USE_CACHE ? 'on' : 'off'}; GIN indexes ${USE_GIN ? 'on' : 'off'}${BROWSER ? '; Accept-Encoding as a browser' : ''}`);
  // Shared machines: other work skews every figure, so say how busy it was.
  log(`${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; node ${BACKEND_NODE_FLAGS.join(' ')}`);
  const data = SKIP_LOAD ? generateCatalogue() : await loadCatalogue(`${MONGO_BASE}/${DATABASE}`, log);

  // Fresh Redis namespace: no cached list survives from an earlier run.
  const redis = new Redis(REDIS_URL);
  const stale = await redis.keys(`${REDIS_PREFIX}*`);
  if (stale.length) await redis.del(...stale);
  redis.disconnect();

  const server = await startServer(
    loadConfig({
      NODE_ENV: 'development',
      PORT: '0',
      LOG_LEVEL: 'silent',
      MONGODB_URI: `${MONGO_BASE}/${DATABASE}`,
      REDIS_URL,
      REDIS_PREFIX,
      FRONTEND_DIST: '/nonexistent',
      CACHE_TTL_SECONDS: USE_CACHE ? '300' : '0',
      // The whole load comes from one address.
      SEARCH_MAX_PER_MINUTE: '1000000',
    }),
  );
  if (USE_GIN) {
    const gin = createGinIndexes(DATABASE);
    log(gin.error ? `GIN indexes not created: ${gin.error}` : `${gin.created} GIN indexes on FerretDB's tables`);
  }
  const bare = new Koa();
  bare.use((ctx) => {
    ctx.body = 'hello';
  });
  const bareServer = http.createServer(bare.callback());
  bareServer.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => bareServer.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}`;

  const hasSearch = (await fetch(`${server.url}/api/search?q=solar`)).ok;
  const locations = [...new Set(data.jobs.map((j) => j.location))];
  const enc = encodeURIComponent;
  const terms = ['solar', 'eolica', 'engenheiro', 'tecnico manutencao', 'sao paulo', 'subestacao', 'analista dados'];
  const pick = <T>(items: readonly T[], i: number) => items[i % items.length]!;
  // Several concrete queries per label, spread over the enums, as visitors would choose them.
  const mix: Target[] = [
    { label: 'GET /api/vagas (first page)', path: '/api/vagas', weight: 10 },
    { label: 'GET /api/vagas?limit=3 (home)', path: '/api/vagas?limit=3', weight: 10 },
    ...JOB_TYPES.map((t) => ({ label: 'GET /api/vagas?jobType', path: `/api/vagas?jobType=${enc(t)}`, weight: 3 })),
    ...ENERGY_AREAS.map((a) => ({ label: 'GET /api/vagas?energyArea', path: `/api/vagas?energyArea=${enc(a)}`, weight: 1 })),
    ...Array.from({ length: 12 }, (_, i) => ({
      label: 'GET /api/vagas?jobType&energyArea',
      path: `/api/vagas?jobType=${enc(pick(JOB_TYPES, i))}&energyArea=${enc(pick(ENERGY_AREAS, i * 5))}`,
      weight: 1,
    })),
    ...locations.map((l) => ({ label: 'GET /api/vagas?location', path: `/api/vagas?location=${enc(l)}`, weight: 0.5 })),
    ...terms.map((q) => ({ label: 'GET /api/vagas?q', path: `/api/vagas?q=${enc(q)}`, weight: 1.5 })),
    ...(hasSearch ? terms.map((q) => ({ label: 'GET /api/search?q', path: `/api/search?q=${enc(q)}`, weight: 1.5 })) : []),
    ...[0, 12, 24].map((offset) => ({ label: 'GET /api/eventos (page)', path: `/api/eventos?limit=12&offset=${offset}`, weight: 4 })),
    { label: 'GET /api/eventos?when=upcoming', path: '/api/eventos?when=upcoming&limit=3', weight: 6 },
    { label: 'GET /api/cursos?limit=3 (home)', path: '/api/cursos?limit=3', weight: 6 },
    { label: 'GET /api/partners', path: '/api/partners', weight: 8 },
  ];

  const targets = BROWSER ? mix.map((target) => ({ ...target, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })) : mix;

  // Cold pass: every distinct query once, one at a time. It fills the cache (with the cache on) and
  // shows what a miss costs: the database path behind each endpoint.
  log('cold pass: each distinct query once, sequentially (the cost of a cache miss)');
  const cold = new Map<string, number[]>();
  for (const target of targets) {
    const t0 = performance.now();
    const res = await fetch(server.url + target.path);
    await res.arrayBuffer();
    cold.set(target.label, [...(cold.get(target.label) ?? []), performance.now() - t0]);
  }
  const coldWidths = [34, 7, 9, 9];
  console.log(row(['endpoint', 'queries', 'med ms', 'max ms'], coldWidths));
  for (const [label, times] of [...cold].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = times.sort((a, b) => a - b);
    console.log(row([label, times.length, percentile(sorted, 50).toFixed(1), sorted[sorted.length - 1]!.toFixed(1)], coldWidths));
  }
  log(`catalogue mix, open loop, ${RATE} req/s for ${DURATION_S} s${hasSearch ? '' : ' (no /api/search yet)'}, after ${WARMUP_S} s at ${WARMUP_RATE} req/s not measured`);
  // The backend runs on this thread: stalls.ts watches it over the measured loop.
  let stopWatch: (() => StallReport) | undefined;
  // The warm-up, not measured, on the measured loop's own connections: JIT, pools, keep-alive
  // sockets, as a process that has served a while. Without it (100 requests, then a new generator
  // opening its connections at 2,000 req/s) the first second piled requests up in half the runs.
  const load = await runWorker(
    {
      kind: 'open',
      baseUrl: server.url,
      targets,
      rate: RATE,
      durationMs: DURATION_S * 1000,
      seed: 42,
      maxInFlight: 512,
      timeoutMs: 10_000,
      warmup: { rate: WARMUP_RATE, durationMs: WARMUP_S * 1000 },
    },
    () => {
      stopWatch = watchStalls();
    },
  );
  const stalls = stopWatch!();
  const summary = printTable(load, load.elapsedMs / 1000);
  printStalls(stalls, load, log);

  // What a request costs in CPU, which a busy machine stretches far less than latency: closed loops
  // of 8 keep-alive clients on one path at a time, this process's CPU (the backend, and the load
  // generator's thread, whose share the bare Koa row shows) over the answers it completed.
  log('CPU per answer: 8 keep-alive clients, 3 s per path (this process: backend + generator)');
  const cpuWidths = [34, 9, 7, 12];
  console.log(row(['path', 'req/s', 'errors', 'CPU µs/req'], cpuWidths));
  const cpuPaths = [
    ['bare Koa hello', bareUrl, '/'],
    ['/api/vagas', server.url, '/api/vagas'],
    ['/api/vagas?limit=3', server.url, '/api/vagas?limit=3'],
    [`/api/vagas?jobType=${JOB_TYPES[0]}`, server.url, `/api/vagas?jobType=${encodeURIComponent(JOB_TYPES[0]!)}`],
    ['/api/search?q=solar', server.url, '/api/search?q=solar'],
    ['/api/eventos?limit=12', server.url, '/api/eventos?limit=12'],
    ['/api/partners', server.url, '/api/partners'],
  ] as const;
  for (const [label, baseUrl, path] of cpuPaths) {
    const headers = BROWSER ? { 'accept-encoding': 'gzip, deflate, br, zstd' } : undefined;
    const cpu0 = process.cpuUsage();
    const r = await runWorker({ kind: 'closed', baseUrl, path, headers, concurrency: 8, durationMs: 3000, timeoutMs: 10_000 });
    const cpu = process.cpuUsage(cpu0);
    const answered = r.byLabel[0]!.count - r.byLabel[0]!.errors;
    console.log(row([label, (r.sent / (r.elapsedMs / 1000)).toFixed(0), r.byLabel[0]!.errors, answered ? ((cpu.user + cpu.system) / answered).toFixed(0) : '-'], cpuWidths));
  }

  log(`/api/health (full stack) vs bare Koa hello: ${HEALTH_CONCURRENCY} keep-alive clients, ${HEALTH_ROUNDS} rounds of ${HEALTH_S} s each`);
  const closed = (baseUrl: string, path: string) =>
    runWorker({ kind: 'closed', baseUrl, path, concurrency: HEALTH_CONCURRENCY, durationMs: HEALTH_S * 1000, timeoutMs: 10_000 });
  await closed(bareUrl, '/');
  // Interleaved rounds, the median ratio: on a shared 2-core machine a neighbour's burst during
  // one long run would otherwise decide the ratio.
  const rps = (r: LoadResult) => r.sent / (r.elapsedMs / 1000);
  const rounds: { bare: LoadResult; health: LoadResult }[] = [];
  for (let i = 0; i < HEALTH_ROUNDS; i += 1) {
    const bare = await closed(bareUrl, '/');
    rounds.push({ bare, health: await closed(server.url, '/api/health') });
  }
  rounds.sort((a, b) => rps(a.health) / rps(a.bare) - rps(b.health) / rps(b.bare));
  const { bare: bareResult, health: healthResult } = rounds[Math.floor(rounds.length / 2)]!;
  log(`health / bare per round: ${rounds.map((r) => `${((rps(r.health) / rps(r.bare)) * 100).toFixed(0)} %`).join(', ')} (median below)`);
  // The same stack without the probes: an unknown API route (404 JSON) crosses every middleware.
  const stackResult = await closed(server.url, '/api/bench-no-such-route');
  const health = rps(healthResult);
  const koa = rps(bareResult);
  const errorsOf = (r: LoadResult) => r.byLabel.reduce((s, l) => s + l.errors, 0);
  const p99Of = (r: LoadResult) => percentile([...r.byLabel[0]!.latencies].sort((a, b) => a - b), 99);
  console.log(row(['server', 'req/s', 'errors', 'p99 ms'], [28, 9, 7, 9]));
  console.log(row(['bare Koa hello', koa.toFixed(0), errorsOf(bareResult), p99Of(bareResult).toFixed(1)], [28, 9, 7, 9]));
  console.log(row(['/api/health (full stack)', health.toFixed(0), errorsOf(healthResult), p99Of(healthResult).toFixed(1)], [28, 9, 7, 9]));
  console.log(row(['(full stack, 404, no I/O)', rps(stackResult).toFixed(0), '', p99Of(stackResult).toFixed(1)], [28, 9, 7, 9]));

  // What /api/health used to wait on (FerretDB's ping walks the metadata of every database it holds)
  // beside what it waits on now (one `_id` lookup in a one-document collection, routes/health).
  const db = mongoose.connection.db!;
  const rateOf = async (probe: () => Promise<unknown>) => {
    let done = 0;
    const end = performance.now() + 3000;
    await Promise.all(
      Array.from({ length: HEALTH_CONCURRENCY }, async () => {
        while (performance.now() < end) {
          await probe();
          done += 1;
        }
      }),
    );
    return done / 3;
  };
  const pingRate = await rateOf(() => db.admin().ping());
  const probes = db.collection<{ _id: string }>('healthprobes');
  await probes.updateOne({ _id: 'probe' }, { $set: { _id: 'probe' } }, { upsert: true });
  const probeRate = await rateOf(() => probes.findOne({ _id: 'probe' }));
  const databases = (await db.admin().listDatabases()).databases.length;
  console.log(row([`(database ping alone, ${databases} dbs)`, pingRate.toFixed(0), '', ''], [28, 9, 7, 9]));
  console.log(row(['(health probe alone: findOne)', probeRate.toFixed(0), '', ''], [28, 9, 7, 9]));

  const ratio = health / koa;
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log('');
  log('results vs targets (printed, not asserted):');
  console.log(`  p99 at ${RATE} req/s: ${summary.p99.toFixed(1)} ms (target ≤ ${TARGETS.p99Ms} ms at ${TARGETS.rate} req/s) — ${mark(summary.p99 <= TARGETS.p99Ms && RATE >= TARGETS.rate)}`);
  console.log(`  errors: ${summary.errors} (target 0) — ${mark(summary.errors === 0)}`);
  console.log(`  achieved: ${summary.rate.toFixed(1)} req/s of ${RATE} scheduled`);
  console.log(`  health / bare Koa: ${(ratio * 100).toFixed(0)} % (target ≥ ${TARGETS.healthRatio * 100} %) — ${mark(ratio >= TARGETS.healthRatio)}`);
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
