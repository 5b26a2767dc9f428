/**
 * What the bench (catalogue.ts) asks of its load generator (loadWorker.mjs)
 * and what it gets back. The generator is plain JavaScript because a worker
 * thread does not go through tsx's loader.
 */

export interface Target {
  label: string;
  path: string;
  weight: number;
  /** Sent with each request (bench:pages sends a browser's Accept-Encoding). */
  headers?: Record<string, string>;
}

/** Fixed rate: request i is due at start + i / rate, whatever the previous ones are doing. */
export interface OpenLoopJob {
  kind: 'open';
  baseUrl: string;
  targets: Target[];
  rate: number;
  durationMs: number;
  seed: number;
  /** Beyond this many in flight a due request is counted as an error, not queued. */
  maxInFlight: number;
  timeoutMs: number;
  /** A loop first, not measured, on the same keep-alive connections (a new worker starts with none). */
  warmup?: { rate: number; durationMs: number };
}

/** Maximum throughput: N clients, each sending its next request when the previous answered. */
export interface ClosedLoopJob {
  kind: 'closed';
  baseUrl: string;
  path: string;
  /** Sent with each request. */
  headers?: Record<string, string>;
  concurrency: number;
  durationMs: number;
  timeoutMs: number;
}

export interface LabelStats {
  label: string;
  count: number;
  errors: number;
  /** Milliseconds, from the due time (open loop) or the send (closed loop). */
  latencies: number[];
  statuses: Record<string, number>;
}

export interface LoadResult {
  elapsedMs: number;
  sent: number;
  byLabel: LabelStats[];
  /** The generator's own event-loop delay over an open loop (ms): a late generator reads as a slow server. */
  generatorDelay?: { p99: number; max: number };
}
