/**
 * Starts one backend process: HTTP (API + built frontend) and Socket.IO on
 * one port. SIGTERM drains: stop accepting, let in-flight requests finish,
 * close sockets, then the queues, Redis and MongoDB.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from './config';
import { createRuntime, type Runtime } from './runtime';
import { createApp } from './app';
import { connectDatabase } from './lib/db';
import { createRedis } from './lib/redis';
import { createGateway, type RealtimeServer } from './realtime/gateway';
import { answerClientErrors } from './lib/clientErrors';
import './models';

/** In-flight requests get this long to finish after SIGTERM. */
const DRAIN_DEADLINE_MS = 10_000;

export interface RunningServer {
  url: string;
  port: number;
  /** The internal Prometheus port (null when it could not be opened). */
  metricsPort: number | null;
  runtime: Runtime;
  io: RealtimeServer;
  close(): Promise<void>;
}

export async function startServer(config: Config): Promise<RunningServer> {
  const runtime = createRuntime(config);
  // This process's writes are announced through its own bus: followers here first, then Redis.
  // Indexes are not touched here (npm run db:migrate; decision 0009).
  const database = await connectDatabase(config, runtime.logger, (event) => runtime.domainEvents.publish(event));
  // Subscribe before building, so a change made while the index loads is applied after it.
  await runtime.domainEvents.start();
  await Promise.all([runtime.search.build(), runtime.accountFacts.load()]);

  const app = createApp(runtime);
  const handle = app.callback();
  let draining = false;
  const server = http.createServer((req, res) => {
    // While draining, each response closes its connection so keep-alive clients reconnect elsewhere.
    if (draining) res.setHeader('Connection', 'close');
    void handle(req, res);
  });
  // Keep-alive above a typical load balancer's idle timeout.
  server.keepAliveTimeout = 65_000;
  answerClientErrors(server);
  const sub = createRedis(config.redisUrl, { maxRetriesPerRequest: null }, runtime.logger);
  const io = createGateway(server, {
    keys: app.keys as string[],
    sessions: runtime.sessions,
    pub: runtime.redis,
    sub,
    redisPrefix: config.redisPrefix,
    logger: runtime.logger,
    accountFacts: runtime.accountFacts,
    allowedOrigins: config.allowedOrigins,
  });
  // From here on, pushes to this process's sockets skip the Redis round trip (realtime/broadcaster.ts).
  runtime.realtime.attach(io);
  runtime.metrics.gauge('socketio_connected_sockets', "Sockets open on this backend process", () => io.engine.clientsCount);
  runtime.metrics.queues(() => runtime.producers.all);
  const metricsServer = await runtime.metrics.serve(config.metricsHost, config.metricsPort, runtime.logger);

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      draining = true;
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      // Connections that finish their request go idle later: keep closing them; past the deadline, cut.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      const deadline = setTimeout(() => server.closeAllConnections(), DRAIN_DEADLINE_MS);
      server.closeIdleConnections();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await drained;
      clearInterval(sweep);
      clearTimeout(deadline);
      await metricsServer?.close();
      await runtime.close();
      sub.disconnect();
      await database.close();
    })());

  return { url: `http://127.0.0.1:${port}`, port, metricsPort: metricsServer?.port ?? null, runtime, io, close };
}

async function main() {
  const config = loadConfig();
  const running = await startServer(config);
  const { logger } = running.runtime;
  logger.info({ url: running.url }, 'backend listening');
  // A parent that spawned this process with an IPC channel and PORT=0 (the tests' second backend)
  // learns the port it got: a port probed free and handed over could be taken by another listener
  // before this process binds it, and that listener's /api/health would then pass for this one.
  process.send?.({ listening: running.port });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'shutting down');
      running.close().then(
        () => process.exit(0),
        (err) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(`Falha ao iniciar o backend: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
