/**
 * A test suite's stack for the notification processors: the API server (its own database and
 * Redis prefix), the workers on it, producers to read the queues, the notify deps to run a
 * processor by hand (a rerun), and the sockets the suite opened — all closed after the suite.
 */
import { Redis } from 'ioredis';
import { Producers } from '@conecta/backend/queues/producers';
import { createRoomEmitter } from '@conecta/backend/realtime/emitter';
import { connectSocket, signedInClient, socketConnected, startTestServer, type TestServer, type TestSocket } from '@conecta/backend/test/support';
import { startWorkers, type RunningWorkers } from '../src/main';
import type { NotifyDeps } from '../src/notify';

export interface WorkerStack {
  readonly server: TestServer;
  readonly producers: Producers;
  readonly deps: NotifyDeps;
  /** A signed-in account with a connected socket (closed after the suite). */
  account(overrides: Parameters<typeof signedInClient>[1]): Promise<Awaited<ReturnType<typeof signedInClient>> & { socket: TestSocket }>;
}

export function workerStack(name: string): WorkerStack {
  let server: TestServer | undefined;
  let workers: RunningWorkers | undefined;
  let redis: Redis | undefined;
  let producers: Producers | undefined;
  let deps: NotifyDeps | undefined;
  const sockets: TestSocket[] = [];
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`the ${name} stack is not started`);
    return value;
  };

  before(async () => {
    server = await startTestServer(name);
    workers = await startWorkers(server.config);
    redis = new Redis(server.config.redisUrl);
    producers = new Producers(server.config.redisUrl, server.config.redisPrefix);
    deps = { emitter: createRoomEmitter(redis, server.config.redisPrefix), producers };
  });
  after(async () => {
    for (const socket of sockets) socket.disconnect();
    await producers?.close();
    redis?.disconnect();
    await server?.stop();
    await workers?.close();
  });

  return {
    get server() {
      return started(server);
    },
    get producers() {
      return started(producers);
    },
    get deps() {
      return started(deps);
    },
    async account(overrides) {
      const account = await signedInClient(started(server), overrides);
      const socket = connectSocket(started(server).url, account.client.cookieHeader);
      sockets.push(socket);
      await socketConnected(socket);
      return { ...account, socket };
    },
  };
}
