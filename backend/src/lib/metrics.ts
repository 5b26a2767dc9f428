/**
 * Prometheus metrics (prom-client) for operators, on an internal port of
 * its own (`METRICS_PORT`, loopback unless `METRICS_HOST` says otherwise):
 * never on the public port, where anyone could read traffic and queue
 * figures. Each process (backend, workers) serves its own registry:
 * - http_request_duration_seconds{method,route,status}: the router's path
 *   pattern, never the raw URL (ids would explode the label set);
 * - socketio_connected_sockets: this backend's open sockets;
 * - bullmq_queue_jobs{queue,state}: waiting/active/delayed/failed per queue,
 *   read from Redis at scrape time; bullmq_job_failures_total{queue} (workers);
 * - render_cache_hits_total, render_cache_misses_total, render_cache_entries, render_cache_bytes:
 *   visitors' drawn pages served from memory or drawn (web/renderCache.ts);
 * - the default Node.js metrics, event-loop lag included.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Next } from 'koa';
import client from 'prom-client';
import type { Queue } from 'bullmq';
import type { AppContext } from './context';
import type { Logger } from './logger';

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

export class Metrics {
  readonly registry = new client.Registry();
  private readonly httpDuration: client.Histogram<'method' | 'route' | 'status'>;

  constructor(service: string) {
    this.registry.setDefaultLabels({ service });
    client.collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
  }

  /** Koa middleware timing every request (outermost, so errors are counted with their status). */
  http() {
    return async (ctx: AppContext, next: Next) => {
      const end = this.httpDuration.startTimer();
      try {
        await next();
      } finally {
        const route = (ctx as { _matchedRoute?: string })._matchedRoute;
        const label = route ?? (ctx.path.startsWith('/api') ? 'unmatched' : 'static');
        end({ method: ctx.method, route: label, status: String(ctx.status) });
      }
    };
  }

  private failedJobs?: client.Counter<'queue'>;

  /** Counts a job attempt that failed (workers); the failed-state gauge keeps those that gave up. */
  jobFailed(queue: string): void {
    this.failedJobs ??= new client.Counter({
      name: 'bullmq_job_failures_total',
      help: 'Failed job attempts per queue',
      labelNames: ['queue'],
      registers: [this.registry],
    });
    this.failedJobs.inc({ queue });
  }

  /** A gauge read when scraped. */
  gauge(name: string, help: string, read: () => number): void {
    new client.Gauge({ name, help, registers: [this.registry], collect() {
      this.set(read());
    } });
  }

  private renderCacheCounters?: { hits: client.Counter; misses: client.Counter };
  private renderCacheStats: () => { entries: number; bytes: number } = () => ({ entries: 0, bytes: 0 });

  /**
   * The visitors' render cache (web/renderCache.ts): hits and misses counted, its size read when
   * scraped. Registered once per registry: an app built again on the same runtime (a test's) reports
   * its own cache from then on.
   */
  renderCache(stats: () => { entries: number; bytes: number }): { hit(): void; miss(): void } {
    this.renderCacheStats = stats;
    if (!this.renderCacheCounters) {
      const registers = [this.registry];
      this.renderCacheCounters = {
        hits: new client.Counter({ name: 'render_cache_hits_total', help: 'Visitor pages served from the render cache', registers }),
        misses: new client.Counter({ name: 'render_cache_misses_total', help: 'Visitor pages drawn because the render cache had no current copy', registers }),
      };
      this.gauge('render_cache_entries', 'Pages held by the render cache', () => this.renderCacheStats().entries);
      this.gauge('render_cache_bytes', 'Bytes held by the render cache (every encoding of every page)', () => this.renderCacheStats().bytes);
    }
    const { hits, misses } = this.renderCacheCounters;
    return { hit: () => hits.inc(), miss: () => misses.inc() };
  }

  /** Job counts per queue and state, read from Redis when scraped. */
  queues(queues: () => Queue[]): void {
    new client.Gauge({
      name: 'bullmq_queue_jobs',
      help: 'Jobs per queue and state',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        for (const queue of queues()) {
          const counts = await queue.getJobCounts(...QUEUE_STATES);
          for (const state of QUEUE_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
        }
      },
    });
  }

  /** Serves GET /metrics on host:port (0: any free port). A busy port is logged, never fatal. */
  async serve(host: string, port: number, logger: Logger): Promise<{ port: number; close(): Promise<void> } | null> {
    const server = http.createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      this.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': this.registry.contentType }).end(text),
        (err: unknown) => {
          logger.error({ err }, 'metrics collection failed');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable');
        },
      );
    });
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
    } catch (err) {
      logger.warn({ err: (err as Error).message, host, port }, 'metrics port unavailable; metrics not served');
      return null;
    }
    return {
      port: (server.address() as AddressInfo).port,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }
}
