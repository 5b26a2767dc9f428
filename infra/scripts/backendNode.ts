import { spawnSync } from 'node:child_process';

/**
 * V8 flags of the backend process, wherever it runs (npm start and so the e2e
 * stack, npm run bench:messages; infra/docker/backend.Dockerfile repeats them).
 *
 * `--max-semi-space-size=2` (MB): V8 sizes the young generation for
 * throughput, and a socket server allocating a little per connection keeps
 * much of it reserved. Measured with bench:messages at 10,000 idle
 * authenticated sockets: 277 MB of RSS against 352 MB (peak 304 against
 * 368), the same live heap after a full GC, and the same send latency and CPU
 * at 100 sends/s — the difference is reserved memory, which the 400 MB target
 * needs as margin.
 *
 * `--heap-growing-percent=10`: V8 grows the old generation by 10 % past what
 * a full GC left instead of its own 1.1–4× factor, so the heap it keeps stays
 * close to the live heap (decisions 0039, 0040). The backend at rest had ~50 MB
 * of heap reserved beyond what it used after building the search index, and a
 * burst of 20,000 handshakes left 15.5 KB of RSS per socket where the live heap
 * is ~9 KB: 19,921 idle sockets in 389 MB with it against 538 without.
 * `--optimize-for-size` kept as little (391 MB, 0039) but slows the code itself
 * as well as the collector: at 500 sends/s the backend's CPU 101 % of a core
 * against 90 % with this flag (78 % with neither), and the uncached render of
 * /vagas 20.2–20.4 ms of CPU against 16.6 (13.4–14.7 with neither).
 */
export const BACKEND_NODE_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=10'];

/**
 * For a bench that runs the backend inside its own process (bench:pages, bench:catalogue): runs
 * this same script again under BACKEND_NODE_FLAGS unless it already has them, so that its figures
 * are those of the process that ships (the heap flag costs /vagas' render ~2 ms: decision 0040).
 * Answers the rerun's exit code, or null when this process already has the flags.
 */
export function rerunWithBackendFlags(): number | null {
  if (BACKEND_NODE_FLAGS.every((flag) => process.execArgv.includes(flag))) return null;
  const rerun = spawnSync(process.execPath, [...BACKEND_NODE_FLAGS, ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  return rerun.status ?? 1;
}
