/**
 * Test harness: each suite runs a real backend (HTTP + Socket.IO) on a
 * random port against the real engines, with its own database and its own
 * Redis key prefix, dropped afterwards. No mocks.
 */
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { Redis } from 'ioredis';
import { io as ioClient, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents, UserType } from '@conecta/common';
import { loadConfig, type Config } from '../src/config';
import { startServer, type RunningServer } from '../src/server';
import { User } from '../src/models/user';
import { createModelIndexes } from '../src/models/migrate';
import { hashPassword } from '../src/auth/password';

const BASE_MONGODB = process.env.TEST_MONGODB_BASE ?? 'mongodb://127.0.0.1:27017';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const MAILDEV_URL = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080';

export function uniqueId(): string {
  return randomBytes(5).toString('hex');
}

export function testConfig(suite: string, env: Record<string, string> = {}): Config {
  const id = uniqueId();
  return loadConfig({
    NODE_ENV: 'test',
    // TEST_LOG_LEVEL=warn shows what the servers of a suite log (silent by default).
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    MONGODB_URI: `${BASE_MONGODB}/test_${suite}_${id}`,
    REDIS_URL,
    REDIS_PREFIX: `test:${suite}:${id}:`,
    // Metrics on free ports: suites and spawned processes run side by side.
    METRICS_PORT: '0',
    WORKERS_METRICS_PORT: '0',
    FRONTEND_DIST: '/nonexistent',
    CONTACT_MAX_PER_HOUR: '1000',
    SEARCH_MAX_PER_MINUTE: '100000',
    // Suites sign up and send from one address far more than a person would; the limits have their own cases.
    SIGNUP_MAX_PER_HOUR: '100000',
    MESSAGES_MAX_PER_MINUTE: '100000',
    REPORTS_MAX_PER_DAY: '100000',
    // Upload suites send far more than 30 files an hour from one account; the limit has its own case.
    UPLOADS_MAX_PER_HOUR: '100000',
    ...env,
  });
}

export interface TestServer extends RunningServer {
  config: Config;
  client(): HttpClient;
  stop(): Promise<void>;
}

export async function startTestServer(suite: string, env: Record<string, string> = {}): Promise<TestServer> {
  const config = testConfig(suite, env);
  const running = await startServer(config);
  // What `npm run db:migrate` does for a deploy: the suite's fresh database gets its indexes (unique keys included).
  await createModelIndexes(mongoose.connection);
  return {
    ...running,
    config,
    client: () => new HttpClient(running.url),
    async stop() {
      await mongoose.connection.db?.dropDatabase();
      await running.close();
      await deleteRedisKeys(config.redisPrefix);
    },
  };
}

export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** fetch with a cookie jar, like a browser tab. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpResponse<T>> {
    const allHeaders: Record<string, string> = { ...headers };
    const init: RequestInit = { method, redirect: 'manual', headers: allHeaders };
    if (body instanceof FormData) {
      init.body = body; // multipart: fetch sets the content type with its boundary
    } else if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      allHeaders['content-type'] ??= 'application/json';
    }
    if (this.cookies.size) allHeaders.cookie = this.cookieHeader;
    const res = await fetch(this.baseUrl + path, init);
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
}

let counter = 0;
export function buildRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Mariana',
    lastName: 'Oliveira',
    email: `mariana.${uniqueId()}.${counter}@example.com`,
    password: 'segredo123',
    userType: 'professional',
    // Issue 26: the sign-up's consent to the terms and the privacy policy.
    acceptTerms: true,
    ...overrides,
  };
}

/**
 * A user written straight to the database (for roles nobody can self-register, like admin). Its
 * e-mail counts as confirmed, so the suites' notices reach MailDev; `emailVerified: false` makes
 * one that just signed up (issue 22).
 */
export async function buildUser(
  overrides: { userType?: UserType; isAdmin?: boolean; email?: string; password?: string; emailVerified?: boolean; firstName?: string; lastName?: string } = {},
) {
  const password = overrides.password ?? 'senha123';
  const user = await User.create({
    firstName: overrides.firstName ?? 'Teste',
    lastName: overrides.lastName ?? 'Usuário',
    email: overrides.email ?? `user.${uniqueId()}@example.com`,
    passwordHash: await hashPassword(password),
    userType: overrides.userType ?? 'professional',
    isAdmin: overrides.isAdmin ?? false,
    emailVerified: overrides.emailVerified ?? true,
  });
  return { user, password };
}

/** A signed-in account: its cookie jar and its stored document. */
export interface SignedInAccount {
  client: HttpClient;
  user: Awaited<ReturnType<typeof buildUser>>['user'];
}

export async function signedInClient(server: TestServer, overrides: Parameters<typeof buildUser>[0] = {}): Promise<SignedInAccount> {
  const { user, password } = await buildUser(overrides);
  const client = server.client();
  const res = await client.post('/api/login', { email: user.email, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return { client, user };
}

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export function connectSocket(url: string, cookie?: string): TestSocket {
  return ioClient(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: cookie ? { cookie } : {},
  });
}

/** Resolves on 'connect', rejects with the server's reason on 'connect_error'. */
export function socketConnected(socket: TestSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
}

/**
 * Resolves with the reason when the socket is closed, rejects if it is still open after `ms` (a
 * busy machine's deadline, never below 10 s: how fast is a benchmark's question, not a test's).
 */
export function socketClosed(socket: TestSocket, ms = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  timeoutMs = 10_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    };
    (socket as unknown as { once(e: string, l: typeof listener): void }).once(event, listener);
  });
}

/**
 * The one polling loop of the suites, for a state no event announces (another process following a
 * write, a queue job's state, MailDev's inbox, a Redis key's expiry): reads until `done` holds or
 * `timeoutMs` passes, and returns the last read (the caller asserts on it). The deadline is a busy
 * machine's, never below 10 s — how fast the state comes is a benchmark's question (npm run
 * bench:*), not a test's. Where an event or a promise says it, wait on that instead.
 */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** waitFor a condition, failing the test with `what` (a message, or how to write it at the end) when it never holds. */
export async function eventually(holds: () => Promise<boolean>, what: string | (() => string), timeoutMs = 10_000): Promise<void> {
  if (!(await waitFor(holds, Boolean, timeoutMs))) {
    throw new Error(`${typeof what === 'function' ? what() : what} (still not so after ${timeoutMs} ms)`);
  }
}

export interface BackendProcess {
  url: string;
  /** The child's OS process id: the same pid answering later proves it never died and was never restarted. */
  pid: number;
  /** True while the child has neither exited nor been killed by a signal. */
  alive(): boolean;
  stop(): Promise<void>;
}

/**
 * A second backend as its own OS process on the same database and Redis
 * prefix as `config`: what a second replica behind the load balancer is.
 * `env` adds to (or overrides) the child's environment, e.g. its UPLOADS_DIR.
 */
export async function spawnBackendProcess(config: Config, env: Record<string, string> = {}): Promise<BackendProcess> {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('../src/server.ts', import.meta.url).pathname], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // Its own free port, told back over IPC (server.ts main). A port probed free here and handed
      // over can be taken by another test file's server first (mocha runs files two at a time, each
      // listening on port 0), whose /api/health then answers for this process: the likeliest cause
      // of a fresh-clone run where this replica refused the suite's session 'Não autenticado'.
      PORT: '0',
      MONGODB_URI: config.mongodbUri,
      REDIS_URL: config.redisUrl,
      REDIS_PREFIX: config.redisPrefix,
      SESSION_SECRET: config.sessionSecret,
      FRONTEND_DIST: '/nonexistent',
      METRICS_PORT: '0',
      // The limits of the suite's own server: both processes count one address in one Redis, so a
      // default limit here made a polling test's searches answer 429 at random (without `counts`).
      CONTACT_MAX_PER_HOUR: String(config.contactMaxPerHour),
      SEARCH_MAX_PER_MINUTE: String(config.searchMaxPerMinute),
      SIGNUP_MAX_PER_HOUR: String(config.signupMaxPerHour),
      MESSAGES_MAX_PER_MINUTE: String(config.messagesMaxPerMinute),
      REPORTS_MAX_PER_DAY: String(config.reportsMaxPerDay),
      UPLOADS_MAX_PER_HOUR: String(config.uploadsMaxPerHour),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // Listening (after its index and account facts loaded) or dead, whichever comes first. The bound
  // only catches a hung start: a replica compiles the backend through tsx while the other lanes
  // hold both cores, and a fresh-clone run once saw one take over 20 s (the suites that spawn one
  // allow 40 s or more).
  const port = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 40_000);
    const done = (value: number | null) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(value);
    };
    const onMessage = (message: unknown) => {
      const listening = (message as { listening?: unknown } | null)?.listening;
      if (typeof listening === 'number') done(listening);
    };
    const onExit = () => done(null);
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
  // The channel stays open but does not keep this process alive. It is not closed: tsx, the
  // child's loader, reports every module it loads over any channel it finds (for its watch mode),
  // and a report sent on a closed channel would be an uncaught error in the child.
  (child.channel as { unref?: () => void } | null | undefined)?.unref?.();
  if (child.exitCode !== null) throw new Error(`backend process exited with ${child.exitCode}`);
  if (port === null) {
    // Not left running: an orphan would keep its engine connections and CPU after the suite ends.
    child.kill('SIGKILL');
    throw new Error('backend process did not start listening');
  }
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    pid: child.pid!,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A signed-in user as the messaging suites use them: their cookie jar and their id. */
export interface Person {
  client: HttpClient;
  id: string;
}

export async function signedInPerson(server: TestServer): Promise<Person> {
  const { client, user } = await signedInClient(server);
  return { client, id: user.id as string };
}

/** Whose session a socket carries: a Person, an HttpClient, or anything holding its cookie. */
export type SessionHolder = { cookieHeader: string } | { client: { cookieHeader: string } };

/**
 * The harness of a suite whose people hold sockets (messages, typing, the gateway, sessions...).
 * Call it inside describe(): the suite's own server starts before its tests and stops after them,
 * and every socket opened through it is closed after each test.
 */
export interface SocketSuite {
  /** The suite's server (started by its before hook). */
  readonly server: TestServer;
  person(): Promise<Person>;
  /** A socket with this cookie (or none), not yet connected: for a handshake the test expects refused. */
  open(cookie?: string, url?: string): TestSocket;
  /** A connected socket of this session, on this suite's server or another process's `url`. */
  socketOf(who: SessionHolder, url?: string): Promise<TestSocket>;
}

export function socketSuite(suite: string, env: Record<string, string> = {}): SocketSuite {
  const open: TestSocket[] = [];
  let running: TestServer | undefined;
  const harness: SocketSuite = {
    get server(): TestServer {
      if (!running) throw new Error(`the ${suite} suite's server is not started`);
      return running;
    },
    person: () => signedInPerson(harness.server),
    open(cookie, url = harness.server.url) {
      const socket = connectSocket(url, cookie);
      open.push(socket);
      return socket;
    },
    async socketOf(who, url) {
      const socket = harness.open('client' in who ? who.client.cookieHeader : who.cookieHeader, url);
      await socketConnected(socket);
      return socket;
    },
  };
  before(async () => {
    running = await startTestServer(suite, env);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
  });
  after(async () => {
    await running?.stop();
  });
  return harness;
}
