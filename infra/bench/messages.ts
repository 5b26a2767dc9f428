/**
 * npm run bench:messages — live messaging at the issue's scale (issue 5
 * "Live"): persisted sends through `POST /api/messages` delivered to the
 * receiver's socket, beside a bare Socket.IO relay as the baseline, and the
 * backend's memory with many idle authenticated sockets.
 *
 * 0. What the engine itself allows, first (messagesEngine.ts): message
 *    documents written straight through the driver — `insertOne` with 50 in
 *    flight, `insertMany` batches one and two at a time — and a send's
 *    conversation write; the product's persisted sends/s are then printed as
 *    a fraction of the best of them.
 * 1. Loads its own database `conecta_bench_messages` (dropped first): 10,000
 *    users (enough for the idle phase), 200,000 earlier messages over 10,000
 *    conversations (20 each; each of the 2,000 active users is in 10) with
 *    their Conversation documents (messagesData.ts), then the PostgreSQL GIN indexes of
 *    ferretdbIndexes.ts. Prints the load time.
 * 2. Sessions — a setup shortcut: signing 10,000 users in through argon2id
 *    would take minutes on 2 cores, so each session is written straight into
 *    Redis through the backend's RedisSessionStore, in the shape koa-session
 *    stores after sign-in, and the Cookie header is built as a browser sends
 *    it back (`conecta.sid` + its keygrip signature `conecta.sid.sig`). One
 *    cookie is checked against `GET /api/user` before use. Everything after
 *    that is the real path: the Socket.IO handshake verifies the signature
 *    and reads the session and the user (realtime/gateway.ts), and every
 *    send goes through koa-session, requireUser and the messaging service.
 * 3. The backend runs as a child process, as `npm start` and the image run
 *    it: plain `node` with BACKEND_NODE_FLAGS on the bundle
 *    `backend/dist/server.js` (built first when stale, server-build.ts), Redis
 *    prefix `benchmsg:`, LOG_LEVEL=warn, so its RSS (/proc/<pid>/status) is
 *    the server's alone. Under tsx the same server keeps ~40-50 MB more (the
 *    loader's thread and TypeScript's transforms; decision 0039), which is
 *    not what ships.
 * 4. live: SOCKETS authenticated sockets (websocket transport, the session
 *    cookie in the handshake), paired (2p, 2p+1) within existing
 *    conversations; each of their users loads its unread summary, as the app
 *    does on opening (`GET /api/messages/unread`); open loop at RATE sends/s for DURATION s, each send a
 *    `POST /api/messages { receiverId, content, clientId }` over a keep-alive
 *    agent with the sender's cookie, measured from its due time to the first
 *    `message:new` with its clientId on the receiver's socket (the sender's
 *    own socket gets one too: counted apart). After a drain: lost (answered
 *    2xx, no receiver event), duplicated (receiver events beyond the first),
 *    errors, the backend's RSS before / after, this process's event-loop
 *    delay (the client), and the accepted sends found in the database (one
 *    `clientId` equality each, GIN-served).
 * 5. relay: the same sockets, rate, duration and measurement against a bare
 *    Socket.IO relay in its own process (relayServer.ts: no database, no
 *    auth, no Redis adapter; the send is an emit), its RSS, and the ratio of
 *    the p99s.
 * 6. idle: a fresh backend child, IDLE authenticated sockets opened and left
 *    idle, then its RSS and the KB per socket.
 *
 * The load generator (sockets + HTTP sends) runs on this process's event
 * loop; the servers are children, so each has its own core to compete for.
 *
 * Flags: --rate=100 --duration=30 --sockets=2000 --idle=10000
 * --engine-seconds=5 (each raw engine measure) --skip-engine --batch=20 (the
 * raw insertMany's batch) --in-flight=50 (the raw insertOne's) --mongo=mongodb://127.0.0.1:27017 (another FerretDB;
 * its PostgreSQL database for the GIN indexes in PG_DATABASE)
 * --skip-load (reuse the loaded database) --no-gin (skip the PostgreSQL GIN
 * indexes) --skip-idle --skip-relay --skip-live; --messages=200000 (earlier
 * messages to load) --drain=5 (s to wait for late events) --concurrency=50
 * (handshakes in flight) --port=3210 (first port tried for the backend);
 * --database=conecta_bench_messages --redis-prefix=benchmsg: (a run apart from another's);
 * --server-tweaks=none|drop-request (run the backend through
 * messagesServer.ts to measure a candidate server change, with a heap
 * figure after a full GC); --backend=<path to a server.ts> (drive another
 * backend entry the same way, e.g. a patched copy, to measure a change); --cpu-prof=<dir> (each
 * backend child's V8 CPU profile, written there when it stops; `node --import tsx
 * infra/bench/cpuProfile.ts <file>` sums it by function and by package); --backend-flags=a,b (node
 * flags for each backend child after BACKEND_NODE_FLAGS, e.g. --max-semi-space-size=16). Targets are printed, not asserted: the exit code
 * is non-zero only when the bench itself fails (a server that does not
 * start, a cookie that is refused, no socket that connects).
 */
import http from 'node:http';
import os from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import mongoose from 'mongoose';
import { Redis } from 'ioredis';
import { loadConfig } from '@conecta/backend/config';
import { Message, User } from '@conecta/backend/models/index';
import { createGinIndexes } from '../scripts/ferretdbIndexes';
import { BACKEND_NODE_FLAGS } from '../scripts/backendNode';
import { benchUsers, createSessions, type BenchUser, liveContent, loadMessagesDatabase, ACTIVE_USERS, PARTNERS } from './messagesData';
import {
  closeAll,
  connectMany,
  openSocket,
  percentile,
  getWithCookie,
  inLanes,
  postJson,
  runOpenLoop,
  type ConnectResult,
  type OpenLoopResult,
  type SendOutcome,
} from './messagesLoad';
import { cpuSecondsOf, freePort, killAllChildren, rssOf, spawnNode, stopChild, waitHealthy, type Child } from './messagesProcs';
import { benchArgs } from './args';
import { SERVER_BUNDLES, buildServerIfStale } from '../scripts/server-build';
import { measureEngine, type EngineFigure, type EngineFigures } from './messagesEngine';

const args = benchArgs();
const RATE = Number(args.get('rate') ?? 100);
const DURATION_S = Number(args.get('duration') ?? 30);
const SOCKETS = Number(args.get('sockets') ?? 2000);
const IDLE = Number(args.get('idle') ?? 10_000);
const HISTORY = Number(args.get('messages') ?? 200_000);
const DRAIN_S = Number(args.get('drain') ?? 5);
const CONCURRENCY = Number(args.get('concurrency') ?? 50);
const FIRST_PORT = Number(args.get('port') ?? 3210);
const SKIP_LOAD = args.has('skip-load');
const USE_GIN = !args.has('no-gin');
const SKIP_IDLE = args.has('skip-idle');
const SKIP_RELAY = args.has('skip-relay');
const SKIP_LIVE = args.has('skip-live');
const SKIP_ENGINE = args.has('skip-engine');
const ENGINE_SECONDS = Number(args.get('engine-seconds') ?? 5);
const ENGINE_BATCH = Number(args.get('batch') ?? 20);
const ENGINE_IN_FLIGHT = Number(args.get('in-flight') ?? 50);
const LIGHT_RATE = 5;
/** Candidate server-side changes to measure (messagesServer.ts); unset = the unchanged backend, as it ships (its bundle). */
const SERVER_TWEAKS = args.get('server-tweaks');
/**
 * Another backend entry to drive the same way (a patched copy of backend/src/server.ts, or a bundle of
 * it or of messagesServer.ts as `npm start` runs the backend, say); with --server-tweaks it must answer
 * messagesServer.ts's memory probe.
 */
// --server-tweaks runs messagesServer.ts under tsx (a bundle of it would start the server twice):
// compare its figures with --server-tweaks=none, not with the bundle's.
const BACKEND_ENTRY = args.get('backend') ?? (SERVER_TWEAKS ? 'infra/bench/messagesServer.ts' : SERVER_BUNDLES.backend.outfile);
/** A directory for each backend child's V8 CPU profile (`--cpu-prof`, written when it exits: read with infra/bench/cpuProfile.ts). */
const CPU_PROF_DIR = args.get('cpu-prof');
/** More node/V8 flags for the backend child, after BACKEND_NODE_FLAGS (so one of theirs can be overridden): `--backend-flags=--max-semi-space-size=16,--trace-gc`. */
const BACKEND_FLAGS = args.get('backend-flags')?.split(',') ?? [];

const MONGO_BASE = args.get('mongo') ?? 'mongodb://127.0.0.1:27017';
// Several people bench on one machine: a run of one's own keeps its database and Redis keys apart
// (the load drops the database and the sessions step clears the prefix).
const DATABASE = args.get('database') ?? 'conecta_bench_messages';
const REDIS_URL = 'redis://127.0.0.1:6379';
const REDIS_PREFIX = args.get('redis-prefix') ?? 'benchmsg:';
const USERS = Math.max(10_000, SOCKETS, IDLE);
const TARGETS = { p99Ratio: 3, lost: 0, duplicated: 0, idleSockets: 20_000, idleRssMb: 400, rate: 500, sockets: 2000 };

const log = (msg: string) => console.log(`[bench] ${msg}`);
const mb = (n: number) => `${n.toFixed(0)} MB`;
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

/** The soft limit on open files of this process (children inherit it). */
function openFilesLimit(pid: number | 'self' = 'self'): number {
  const line = /^Max open files\s+(\S+)/m.exec(readFileSync(`/proc/${pid}/limits`, 'utf8'));
  return line?.[1] === 'unlimited' ? Infinity : Number(line?.[1] ?? NaN);
}

async function clearRedisPrefix() {
  const redis = new Redis(REDIS_URL);
  let removed = 0;
  const stream = redis.scanStream({ match: `${REDIS_PREFIX}*`, count: 1000 });
  for await (const keys of stream as AsyncIterable<string[]>) {
    if (keys.length) removed += await redis.unlink(...keys);
  }
  return { redis, removed };
}

interface Backend {
  child: Child;
  url: string;
  port: number;
  /** With --server-tweaks: the server's process.memoryUsage() after a full GC (messagesServer.ts). */
  memory?: () => Promise<NodeJS.MemoryUsage>;
}

async function startBackend(secret: string): Promise<Backend> {
  if (BACKEND_ENTRY === SERVER_BUNDLES.backend.outfile) await buildServerIfStale();
  const port = await freePort(FIRST_PORT);
  const t0 = performance.now();
  const waiting: Array<(m: NodeJS.MemoryUsage) => void> = [];
  const onLine = (line: string) => {
    if (line.startsWith('MEMORY ')) waiting.shift()?.(JSON.parse(line.slice(7)) as NodeJS.MemoryUsage);
  };
  const child = spawnNode(
    BACKEND_ENTRY,
    {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      MONGODB_URI: `${MONGO_BASE}/${DATABASE}`,
      REDIS_URL,
      REDIS_PREFIX,
      SESSION_SECRET: secret,
      LOG_LEVEL: 'warn',
      FRONTEND_DIST: '/nonexistent',
      // Every bench user sends from 127.0.0.1: the per-address limit is still consulted on each send, never hit.
      MESSAGES_MAX_PER_MINUTE: '1000000',
      BENCH_SOCKET_TWEAKS: SERVER_TWEAKS ?? '',
    },
    'backend',
    onLine,
    [...BACKEND_NODE_FLAGS, ...(SERVER_TWEAKS ? ['--expose-gc'] : []), ...(CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : []), ...BACKEND_FLAGS],
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(`${url}/api/health`, child, 180_000);
  } catch (err) {
    await stopChild(child, 2000);
    throw err;
  }
  log(
    `backend pid ${child.pid} on :${port}${BACKEND_ENTRY === SERVER_BUNDLES.backend.outfile ? '' : ` (${BACKEND_ENTRY})`}${SERVER_TWEAKS ? `, tweaks: ${SERVER_TWEAKS}` : ''}, ` +
      `healthy after ${((performance.now() - t0) / 1000).toFixed(1)} s (search index built from ${USERS} users)`,
  );
  const memory = SERVER_TWEAKS
    ? () =>
        new Promise<NodeJS.MemoryUsage>((resolve) => {
          waiting.push(resolve);
          child.proc.kill('SIGUSR2');
        })
    : undefined;
  return { child, url, port, memory };
}

const heapLine = (m: NodeJS.MemoryUsage) =>
  `after a full GC: rss ${mb(m.rss / 2 ** 20)}, heap used ${mb(m.heapUsed / 2 ** 20)} of ${mb(m.heapTotal / 2 ** 20)}, ` +
  `external ${mb(m.external / 2 ** 20)} (array buffers ${mb(m.arrayBuffers / 2 ** 20)})`;

async function startRelay(): Promise<Backend> {
  let resolvePort!: (port: number) => void;
  const listening = new Promise<number>((resolve) => (resolvePort = resolve));
  const child = spawnNode('infra/bench/relayServer.ts', { ...process.env, RELAY_PORT: '0' }, 'relay', (line) => {
    const m = /^RELAY_LISTENING (\d+)/.exec(line);
    if (m) resolvePort(Number(m[1]));
  });
  const port = await Promise.race([
    listening,
    child.exited.then((code) => Promise.reject(new Error(`the relay exited (${code}) before listening`))),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the relay did not listen within 30 s')), 30_000)),
  ]);
  log(`relay pid ${child.pid} on :${port}`);
  return { child, url: `http://127.0.0.1:${port}`, port };
}

/** Fails loudly unless the cookie is a signed-in session of `userId` (GET /api/user, the "who am I" route). */
async function verifyCookie(url: string, cookie: string, userId: string) {
  const res = await fetch(`${url}/api/user`, { headers: { cookie } });
  const body = (await res.json().catch(() => ({}))) as { id?: string };
  if (res.status !== 200 || body.id !== userId) {
    throw new Error(`the session cookie is refused: GET /api/user answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
  const unsigned = await fetch(`${url}/api/user`, { headers: { cookie: cookie.split(';')[0]! } });
  await unsigned.arrayBuffer();
  log(`session cookie accepted by GET /api/user (user ${userId}); the same cookie without its signature: ${unsigned.status}`);
}

function printConnect(label: string, result: ConnectResult) {
  log(
    `${label}: ${result.connected} sockets connected in ${result.seconds.toFixed(1)} s ` +
      `(${(result.connected / result.seconds).toFixed(0)}/s, ${CONCURRENCY} handshakes in flight)` +
      (result.failed ? `; ${result.failed} FAILED: ${JSON.stringify(result.reasons)}` : ''),
  );
}

function printLoop(label: string, r: OpenLoopResult) {
  const errors = Object.entries(r.statuses).filter(([s]) => !(Number(s) >= 200 && Number(s) < 300));
  log(
    `${label}: ${r.made} of ${r.scheduled} sends made in ${r.sendSeconds.toFixed(1)} s, ${r.accepted} accepted ` +
      `(${r.achievedRate.toFixed(1)}/s)${errors.length ? `, errors ${JSON.stringify(Object.fromEntries(errors))}` : ', 0 errors'}`,
  );
  log(
    `${label}: send → receiver's socket p50 ${ms(percentile(r.latencies, 50))} ms, p99 ${ms(percentile(r.latencies, 99))} ms, ` +
      `max ${ms(r.latencies[r.latencies.length - 1] ?? NaN)} ms; send accepted p50 ${ms(percentile(r.acceptLatencies, 50))} ms, ` +
      `p99 ${ms(percentile(r.acceptLatencies, 99))} ms`,
  );
  log(
    `${label}: lost ${r.lost}, duplicated ${r.duplicated}, events on the sender's own socket ${r.echoes}, ` +
      `events for unaccepted sends ${r.arrivedUnaccepted}, stray events ${r.strays}`,
  );
  log(
    `${label}: client (this process) event-loop delay p50 ${ms(r.loopDelayMs.p50)} ms, p99 ${ms(r.loopDelayMs.p99)} ms, ` +
      `max ${ms(r.loopDelayMs.max)} ms; sends issued late by p99 ${ms(r.issueLagP99)} ms, max ${ms(r.issueLagMax)} ms`,
  );
}

/**
 * Conversations whose summary is journaled but not yet written (services/conversationWriteBehind.ts:
 * one `owned:<process>` set each), now and until none is left (at most a minute): how far behind
 * the conversation documents were when the sends stopped, and how long they took to converge.
 */
async function writeBehindBacklog(): Promise<{ atEnd: number; left: number; seconds: number }> {
  const redis = new Redis(REDIS_URL);
  try {
    const journaled = async () => {
      let n = 0;
      for (const owner of await redis.smembers(`${REDIS_PREFIX}convwb:owners`)) n += await redis.scard(`${REDIS_PREFIX}convwb:owned:${owner}`);
      return n;
    };
    const t0 = performance.now();
    const atEnd = await journaled();
    let left = atEnd;
    while (left > 0 && performance.now() - t0 < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await journaled();
    }
    return { atEnd, left, seconds: (performance.now() - t0) / 1000 };
  } finally {
    redis.disconnect();
  }
}

/** Each accepted send's message, looked up by its clientId (a GIN-served equality on FerretDB). */
async function countInDatabase(clientIds: string[]): Promise<{ found: number; seconds: number }> {
  const t0 = performance.now();
  let found = 0;
  await inLanes(clientIds.length, 8, async (i) => {
    const n = await Message.countDocuments({ clientId: clientIds[i]! });
    found += n; // not `found += await …`: that reads `found` before the wait and loses the other lanes' counts
  });
  return { found, seconds: (performance.now() - t0) / 1000 };
}

interface PhaseFigures {
  light: OpenLoopResult;
  result: OpenLoopResult;
  /** Server CPU over the measured run, in % of one core; the client's likewise. */
  serverCpu: number;
  clientCpu: number;
}

/**
 * Light load first (LIGHT_RATE sends/s for 4 s: no queue, so its latency is the path's own
 * cost; also the warm-up), then the measured open loop at RATE.
 */
async function drive(
  label: string,
  serverPid: number,
  sockets: ConnectResult['sockets'],
  send: (i: number, clientId: string, sender: number, receiver: number) => Promise<SendOutcome>,
): Promise<PhaseFigures> {
  const clientIdOf = (payload: unknown) => (payload as { clientId?: string } | null)?.clientId;
  const light = await runOpenLoop({ sockets, rate: LIGHT_RATE, durationMs: 4000, drainMs: 3000, maxInFlight: 512, seed: 7, send, clientIdOf });
  log(
    `${label}: light load (${LIGHT_RATE} sends/s, 4 s, not counted): send → receiver p50 ${ms(percentile(light.latencies, 50))} ms, ` +
      `p99 ${ms(percentile(light.latencies, 99))} ms, lost ${light.lost}`,
  );
  log(`${label}: open loop, ${RATE} sends/s for ${DURATION_S} s (machine load average ${os.loadavg()[0]!.toFixed(1)})`);
  const cpu0 = cpuSecondsOf(serverPid);
  const client0 = process.cpuUsage();
  const t0 = performance.now();
  const result = await runOpenLoop({ sockets, rate: RATE, durationMs: DURATION_S * 1000, drainMs: DRAIN_S * 1000, maxInFlight: 512, seed: 42, send, clientIdOf });
  const wall = (performance.now() - t0) / 1000;
  const clientUsage = process.cpuUsage(client0);
  const serverCpu = ((cpuSecondsOf(serverPid) - cpu0) / wall) * 100;
  const clientCpu = ((clientUsage.user + clientUsage.system) / 1e6 / wall) * 100;
  printLoop(label, result);
  log(`${label}: CPU over the run and its drain: server ${serverCpu.toFixed(0)} % of one core, client (this process) ${clientCpu.toFixed(0)} %`);
  return { light, result, serverCpu, clientCpu };
}

interface LiveFigures extends PhaseFigures {
  rssBefore: number;
  rssConnected: number;
  rssAfter: number;
  connect: ConnectResult;
  inDatabase?: number;
}

async function main() {
  const benchStart = performance.now();
  const fdLimit = openFilesLimit();
  log(
    `live: ${SOCKETS} sockets, ${RATE} sends/s for ${DURATION_S} s; relay ${SKIP_RELAY ? 'skipped' : 'on'}; ` +
      `idle: ${SKIP_IDLE ? 'skipped' : `${IDLE} sockets`}; GIN indexes ${USE_GIN ? 'on' : 'off'}; open files limit ${fdLimit}`,
  );
  // Shared machines: other work skews every figure, so say how busy it was.
  log(`${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const needFds = Math.max(SOCKETS, SKIP_IDLE ? 0 : IDLE) + 500;
  if (needFds > fdLimit) {
    log(`WARNING: ${needFds} open files needed (this process and the backend each) but the limit is ${fdLimit}; raise it (ulimit -n) first`);
  }

  const config = loadConfig({ NODE_ENV: 'development' });
  await mongoose.connect(`${MONGO_BASE}/${DATABASE}`);
  const users = benchUsers(USERS);
  if (SKIP_LOAD) {
    if (!(await User.exists({ _id: users[users.length - 1]!.id }))) {
      throw new Error(`--skip-load: ${DATABASE} does not hold the ${USERS} bench users; run once without --skip-load`);
    }
    // Each run leaves its sends behind: 366,313 messages after many runs took the engine (its GIN and
    // btree indexes on messages) from ~480 to 206 accepted sends/s at 500/s, the backend at 51 % CPU.
    log(`reusing ${DATABASE} (--skip-load): ${await Message.estimatedDocumentCount()} messages, each run adds its own; load it again to compare runs`);
  } else {
    log(`loading ${DATABASE}: ${USERS} users, ${HISTORY} earlier messages among ${ACTIVE_USERS} active users (${PARTNERS * 2} conversations each)`);
    const stats = await loadMessagesDatabase(USERS, HISTORY, (m) => log(`  ${m.trimStart()}`));
    log(`loaded in ${stats.seconds.total.toFixed(1)} s`);
  }
  if (USE_GIN) {
    const t0 = performance.now();
    const gin = createGinIndexes(DATABASE);
    log(
      gin.error
        ? `GIN indexes not created: ${gin.error}`
        : `${gin.created} GIN indexes on FerretDB's tables in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }

  // ---- engine: what the database allows before anything of ours runs ----
  let engine: EngineFigures | undefined;
  if (!SKIP_ENGINE) {
    log(`engine: raw writes of a message document through the driver into ${DATABASE}.messages, ${ENGINE_SECONDS} s each (load average ${os.loadavg()[0]!.toFixed(1)})`);
    engine = await measureEngine({ seconds: ENGINE_SECONDS, inFlight: ENGINE_IN_FLIGHT, updatesInFlight: 4, batch: ENGINE_BATCH }, (f) =>
      log(`engine: ${f.label}: ${f.perSecond.toFixed(0)} docs/s (${f.docs} in ${f.seconds.toFixed(1)} s)`),
    );
  }

  const { redis, removed } = await clearRedisPrefix();
  const t0 = performance.now();
  const sessionCount = Math.max(SOCKETS, SKIP_IDLE ? 0 : IDLE);
  const cookies = await createSessions(redis, REDIS_PREFIX, config.sessionSecret, users.slice(0, sessionCount));
  redis.disconnect();
  log(`${sessionCount} sessions written to Redis in ${((performance.now() - t0) / 1000).toFixed(1)} s (${removed} stale ${REDIS_PREFIX}* keys removed first)`);

  // ---- live: the real backend ----
  const live = SKIP_LIVE ? undefined : await runLive(config.sessionSecret, users, cookies);

  // ---- relay baseline ----
  let relayFigures: (PhaseFigures & { rss: number; connect: ConnectResult }) | undefined;
  if (!SKIP_RELAY) {
    const relay = await startRelay();
    const relayConnect = await connectMany(SOCKETS, (i) => openSocket(relay.url, { query: { id: String(i) } }), CONCURRENCY);
    printConnect('relay', relayConnect);
    const relaySend = (_i: number, clientId: string, sender: number, receiver: number) => {
      relayConnect.sockets[sender]!.emit('send', { to: String(receiver), clientId, sentAt: Date.now() });
      return Promise.resolve({ status: 200 });
    };
    const figures = await drive('relay', relay.child.pid, relayConnect.sockets, relaySend);
    const rss = rssOf(relay.child.pid).rssMb;
    log(`relay: RSS ${mb(rss)} with ${relayConnect.connected} sockets`);
    relayFigures = { ...figures, rss, connect: relayConnect };
    closeAll(relayConnect.sockets);
    await stopChild(relay.child);
  }

  // ---- idle: a fresh backend, many authenticated sockets doing nothing ----
  let idleFigures: { connected: number; rssBefore: number; rss: number; peak: number; seconds: number } | undefined;
  if (!SKIP_IDLE) {
    const backend = await startBackend(config.sessionSecret);
    const rssIdleBefore = rssOf(backend.child.pid).rssMb;
    if (backend.memory) log(`idle: no socket yet; ${heapLine(await backend.memory())}`);
    const idle = await connectMany(IDLE, (i) => openSocket(backend.url, { cookie: cookies[i]! }), CONCURRENCY);
    printConnect('idle', idle);
    // Each socket is a descriptor beside the backend's own (database pool, Redis, listeners, pipes):
    // at the limit, the kernel refuses accept() and libuv closes the connection, which the client
    // reports as 'websocket error' (decision 0039).
    log(`idle: backend open files ${readdirSync(`/proc/${backend.child.pid}/fd`).length} of its limit ${openFilesLimit(backend.child.pid)}`);
    const rssAfterConnect = rssOf(backend.child.pid).rssMb;
    // Let the handshakes' garbage be collected and the heartbeats (25 s) go round once.
    await new Promise((r) => setTimeout(r, 30_000));
    const stillOpen = idle.sockets.filter((s) => s?.connected).length;
    const { rssMb, peakMb } = rssOf(backend.child.pid);
    const perSocketKb = ((rssMb - rssIdleBefore) * 1024) / Math.max(1, stillOpen);
    log(
      `idle: backend RSS ${mb(rssIdleBefore)} with no socket, ${mb(rssAfterConnect)} right after the handshakes, ` +
        `${mb(rssMb)} with ${stillOpen} idle sockets 30 s later (peak ${mb(peakMb)}), ${perSocketKb.toFixed(1)} KB per socket; ` +
        `load process RSS ${mb(process.memoryUsage().rss / 2 ** 20)}`,
    );
    if (backend.memory) {
      const m = await backend.memory();
      log(`idle: ${stillOpen} sockets; ${heapLine(m)}; RSS now ${mb(rssOf(backend.child.pid).rssMb)}`);
    }
    idleFigures = { connected: stillOpen, rssBefore: rssIdleBefore, rss: rssMb, peak: peakMb, seconds: idle.seconds };
    closeAll(idle.sockets);
    await stopChild(backend.child);
  }
  await mongoose.disconnect();

  // ---- summary ----
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const p99 = (r: OpenLoopResult) => percentile(r.latencies, 99);
  const widths = [36, 14, 14, 30];
  const row = (cells: Array<string | number>) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  ');
  const errorsOf = (r: OpenLoopResult) => r.made + r.skipped - r.accepted;
  const phases = [live, relayFigures];
  /** One figure for the backend and the relay columns ('-' for a skipped phase). */
  const both = (label: string, f: (p: PhaseFigures) => string | number, target = '') =>
    console.log(row([label, ...phases.map((p) => (p ? f(p) : '-')), target]));
  const lat = (p: PhaseFigures, q: number) => ms(percentile(p.result.latencies, q));
  console.log('');
  log(`results (printed, not asserted) — live and relay: ${SOCKETS} sockets, ${RATE} sends/s, ${DURATION_S} s`);
  console.log(row(['figure', 'backend', 'bare relay', 'target']));
  both('send → receiver p50 ms', (p) => lat(p, 50));
  both('send → receiver p99 ms', (p) => lat(p, 99), `≤ ${TARGETS.p99Ratio} × relay`);
  both('send → receiver max ms', (p) => lat(p, 100));
  both('lost', (p) => p.result.lost, `${TARGETS.lost}`);
  both('duplicated', (p) => p.result.duplicated, `${TARGETS.duplicated}`);
  both('errors (non-2xx, network, skipped)', (p) => errorsOf(p.result), '0');
  both('achieved sends/s', (p) => p.result.achievedRate.toFixed(1), `${RATE} scheduled`);
  console.log(row(['accepted sends in the database', live?.inDatabase ?? '-', '', live ? `${live.result.accepted} (all)` : '']));
  console.log(
    row([
      'server RSS with the sockets MB',
      live ? `${live.rssConnected.toFixed(0)}→${live.rssAfter.toFixed(0)}` : '-',
      relayFigures ? relayFigures.rss.toFixed(0) : '-',
      '',
    ]),
  );
  both('server CPU, % of one core', (p) => p.serverCpu.toFixed(0));
  both('client event-loop delay p99 ms', (p) => ms(p.result.loopDelayMs.p99));
  both(`light load (${LIGHT_RATE}/s) p50 / p99 ms`, (p) => `${ms(percentile(p.light.latencies, 50))} / ${ms(percentile(p.light.latencies, 99))}`);
  if (idleFigures) {
    console.log(row([`idle: backend RSS, ${idleFigures.connected} sockets MB`, idleFigures.rss.toFixed(0), '', `≤ ${TARGETS.idleRssMb} MB at ${TARGETS.idleSockets}`]));
  }
  console.log('');
  const full = SOCKETS >= TARGETS.sockets && RATE >= TARGETS.rate;
  const scale = full ? '' : ` (at ${SOCKETS} sockets / ${RATE} sends/s, below the target's ${TARGETS.sockets} / ${TARGETS.rate})`;
  if (live && relayFigures) {
    const ratio = p99(live.result) / p99(relayFigures.result);
    console.log(`  p99 backend / relay: ${ratio.toFixed(1)}× (target ≤ ${TARGETS.p99Ratio}×) — ${mark(ratio <= TARGETS.p99Ratio)}${scale}`);
  } else console.log('  p99 backend / relay: not measured (--skip-live or --skip-relay)');
  if (engine) {
    const line = (f: EngineFigure) => `${f.short} ${f.perSecond.toFixed(0)}/s`;
    console.log(`  engine on this machine (raw message inserts, no HTTP, lock or push): ${line(engine.insertOne)}; ${line(engine.insertMany)}; ${line(engine.insertManyTwo)}; ${line(engine.conversationWrite)}`);
    if (live) {
      const persisted = (live.inDatabase ?? live.result.accepted) / DURATION_S;
      const pct = (f: EngineFigure) => `${((persisted / f.perSecond) * 100).toFixed(0)} % of ${f.short}`;
      console.log(
        `  product: ${persisted.toFixed(0)} persisted sends/s (${live.inDatabase ?? live.result.accepted} in ${DURATION_S} s at ${RATE} scheduled/s) = ` +
          `${pct(engine.ceiling)} (the engine's best message insert), ${pct(engine.insertOne)}, ${pct(engine.conversationWrite)}`,
      );
    }
  }
  if (live) {
    const L = live.result;
    const notAccepted = errorsOf(L);
    console.log(`  lost: ${L.lost} (target 0) — ${mark(L.lost === 0 && notAccepted === 0)}${notAccepted ? ` (and ${notAccepted} sends not accepted)` : ''}${scale}`);
    console.log(`  duplicated: ${L.duplicated} (target 0) — ${mark(L.duplicated === 0)}${scale}`);
  }
  if (idleFigures) {
    const ok = idleFigures.rss <= TARGETS.idleRssMb && idleFigures.connected >= TARGETS.idleSockets;
    console.log(
      `  idle: ${idleFigures.connected} authenticated sockets in ${mb(idleFigures.rss)} of backend RSS ` +
        `(${(((idleFigures.rss - idleFigures.rssBefore) * 1024) / Math.max(1, idleFigures.connected)).toFixed(1)} KB each over ${mb(idleFigures.rssBefore)} at rest; ` +
        `target ${TARGETS.idleSockets} in ≤ ${TARGETS.idleRssMb} MB) — ${idleFigures.connected >= TARGETS.idleSockets ? mark(ok) : `not comparable at ${idleFigures.connected} sockets`}`,
    );
  } else console.log('  idle: skipped (--skip-idle)');
  log(`total ${((performance.now() - benchStart) / 1000).toFixed(0)} s; load average now ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
}

/** The live phase against a backend child of its own. */
/**
 * What the app does when it opens, besides its socket: each signed-in user
 * loads their unread summary (the header badge, `GET /api/messages/unread`).
 * The backend caches it for the pushes that follow (services/unreadSummaries.ts).
 */
async function loadUnreadSummaries(agent: http.Agent, port: number, cookies: string[]) {
  const t0 = performance.now();
  const statuses: Record<number, number> = {};
  await inLanes(cookies.length, CONCURRENCY, async (i) => {
    const { status } = await getWithCookie(agent, port, '/api/messages/unread', cookies[i]!, 10_000);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const failed = cookies.length - (statuses[200] ?? 0);
  log(
    `live: ${cookies.length} users loaded their unread summary (GET /api/messages/unread, as the app does on opening) in ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s${failed ? `; ${failed} FAILED: ${JSON.stringify(statuses)}` : ''}`,
  );
  if (failed) throw new Error('GET /api/messages/unread failed for some users');
}

async function runLive(secret: string, users: BenchUser[], cookies: string[]): Promise<LiveFigures> {
  const backend = await startBackend(secret);
  await verifyCookie(backend.url, cookies[0]!, users[0]!.id);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const send = (i: number, clientId: string, sender: number, receiver: number) =>
    postJson(agent, backend.port, '/api/messages', cookies[sender]!, { receiverId: users[receiver]!.id, content: liveContent(i), clientId }, 10_000);

  const rssBefore = rssOf(backend.child.pid).rssMb;
  const connect = await connectMany(SOCKETS, (i) => openSocket(backend.url, { cookie: cookies[i]! }), CONCURRENCY);
  printConnect('live', connect);
  if (connect.connected === 0) throw new Error('no authenticated socket could connect to the backend');
  const rssConnected = rssOf(backend.child.pid).rssMb;
  await loadUnreadSummaries(agent, backend.port, cookies.slice(0, SOCKETS));
  const figures = await drive('live', backend.child.pid, connect.sockets, send);
  const rssAfter = rssOf(backend.child.pid).rssMb;
  log(`live: backend RSS ${mb(rssBefore)} before the sockets, ${mb(rssConnected)} with ${connect.connected} sockets, ${mb(rssAfter)} after the run`);
  if (backend.memory) log(`live: after the run; ${heapLine(await backend.memory())}`);
  const live: LiveFigures = { ...figures, rssBefore, rssConnected, rssAfter, connect };
  const behind = await writeBehindBacklog();
  log(
    `live: conversation summaries written behind (0033): ${behind.atEnd} conversations still journaled when the drain ended, ` +
      (behind.left === 0 ? `all written ${behind.seconds.toFixed(1)} s later` : `${behind.left} still journaled ${behind.seconds.toFixed(0)} s later`),
  );
  if (USE_GIN) {
    const db = await countInDatabase(figures.result.acceptedClientIds);
    live.inDatabase = db.found;
    log(`live: ${db.found} of ${figures.result.accepted} accepted sends are in the database (one clientId lookup each, ${db.seconds.toFixed(1)} s)`);
  } else {
    log('live: database check skipped (--no-gin: each clientId lookup would scan the message table)');
  }
  closeAll(connect.sockets);
  agent.destroy();
  await stopChild(backend.child);
  return live;
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    killAllChildren();
    process.exit(1);
  },
);
