/**
 * The bench's load generator (types: loadTypes.ts), run in a worker thread
 * so its own work never shares the backend's event loop.
 *
 * - open loop: request i is due at start + i / rate whatever the previous
 *   ones are doing, and its latency is measured from that due time, so a
 *   slow server cannot hide its queueing by slowing the generator down (no
 *   coordinated omission). Bounded in count (rate × duration), in
 *   concurrency (beyond maxInFlight a due request counts as an error, status
 *   0) and in time (per-request timeout).
 * - closed loop: N keep-alive clients, each sending its next request when the
 *   previous answered, for durationMs: maximum throughput.
 *
 * Only 127.0.0.1 is ever driven.
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

function assertLoopback(baseUrl) {
  const { hostname } = new URL(baseUrl);
  if (hostname !== '127.0.0.1') throw new Error(`refusing to load ${hostname}: the bench only drives 127.0.0.1`);
}

/** mulberry32, as the seed data uses: the same mix on every run. */
function createRng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Resolves with the status code, or 0 for a network error or timeout. `headers`: the target's own (a browser's Accept-Encoding). */
function get(agent, baseUrl, path, timeoutMs, headers) {
  const url = new URL(path, baseUrl);
  return new Promise((resolve) => {
    const req = http.get({ agent, host: url.hostname, port: url.port, path: url.pathname + url.search, timeout: timeoutMs, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(0));
  });
}

function statsFor(map, label) {
  let stats = map.get(label);
  if (!stats) {
    stats = { label, count: 0, errors: 0, latencies: [], statuses: {} };
    map.set(label, stats);
  }
  return stats;
}

function record(stats, status, latency) {
  stats.count += 1;
  stats.latencies.push(latency);
  stats.statuses[String(status)] = (stats.statuses[String(status)] ?? 0) + 1;
  if (status < 200 || status >= 400) stats.errors += 1;
}

/**
 * Sends `rate` requests per second for `durationMs` on `agent`; `stats(label)` gives where a
 * request's outcome is recorded, or null for a phase that is not measured.
 */
async function drive(agent, job, rate, durationMs, stats) {
  const rng = createRng(job.seed);
  const totalWeight = job.targets.reduce((s, t) => s + t.weight, 0);
  const pickTarget = () => {
    let r = rng() * totalWeight;
    for (const t of job.targets) if ((r -= t.weight) < 0) return t;
    return job.targets[job.targets.length - 1];
  };
  const total = Math.round((rate * durationMs) / 1000);
  const pending = new Set();
  let inFlight = 0;
  let sent = 0;
  const start = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (sent < due) {
        const dueAt = start + (sent * 1000) / rate;
        const target = pickTarget();
        const into = stats(target.label);
        sent += 1;
        if (inFlight >= job.maxInFlight) {
          if (into) record(into, 0, performance.now() - dueAt);
          continue;
        }
        inFlight += 1;
        const p = get(agent, job.baseUrl, target.path, job.timeoutMs, target.headers).then((status) => {
          inFlight -= 1;
          if (into) record(into, status, performance.now() - dueAt);
          pending.delete(p);
        });
        pending.add(p);
      }
      if (sent >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all(pending);
  return { sent, elapsedMs: performance.now() - start };
}

async function openLoop(job) {
  assertLoopback(job.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.maxInFlight });
  // Not measured, on the same connections: the measured loop then starts on a server whose sockets
  // are open, not with hundreds of connects in its first milliseconds.
  if (job.warmup) await drive(agent, job, job.warmup.rate, job.warmup.durationMs, () => null);
  parentPort.postMessage({ measuring: true });
  const byLabel = new Map();
  // Latency counts from each request's due time, so this thread's own lateness is in it too.
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const { sent, elapsedMs } = await drive(agent, job, job.rate, job.durationMs, (label) => statsFor(byLabel, label));
  delay.disable();
  agent.destroy();
  return {
    elapsedMs,
    sent,
    byLabel: [...byLabel.values()],
    generatorDelay: { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 },
  };
}

async function closedLoop(job) {
  assertLoopback(job.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });
  const stats = statsFor(new Map(), job.path);
  const start = performance.now();
  const end = start + job.durationMs;
  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const status = await get(agent, job.baseUrl, job.path, job.timeoutMs, job.headers);
        record(stats, status, performance.now() - t0);
      }
    }),
  );
  agent.destroy();
  return { elapsedMs: performance.now() - start, sent: stats.count, byLabel: [stats] };
}

const job = workerData;
const run = job.kind === 'open' ? openLoop(job) : closedLoop(job);
run.then(
  (result) => parentPort.postMessage({ ok: true, result }),
  (err) => parentPort.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) }),
);
