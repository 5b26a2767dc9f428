/**
 * `npm start` / `npm run dev` (after infra/scripts/setup.sh has brought up the engines):
 * seeds an empty database, builds the frontend and compiles the backend and workers when stale,
 * then runs the backend and the workers as child processes with prefixed output, and stops them
 * together.
 *
 *   node --import tsx infra/scripts/start.ts [--dev] [--no-seed] [--no-build]
 *     (default)   production, as deployed: the compiled JavaScript (server-build.ts) under plain
 *                 node with NODE_ENV=production (unless NODE_ENV says otherwise: npm test's e2e
 *                 stack runs the same build under NODE_ENV=test, for its factories).
 *     --dev       development: Vite dev server on :5173 (proxying /api and /socket.io to the
 *                 backend) and the TypeScript sources under tsx, restarted on change (node --watch).
 *     --no-seed   never seed (test.sh seeds its own database first).
 *     --no-build  serve whatever frontend/dist and backend/dist, workers/dist hold.
 *
 * Env: PORT (backend, default 3000), MONGODB_URI, REDIS_URL, SMTP_URL and the rest of
 * backend/src/config.ts, passed through to the children. In production without SESSION_SECRET,
 * one is generated once for this checkout (.data/session-secret); on a plain-HTTP localhost
 * SITE_URL cookies go without `Secure`, and no proxy is trusted unless TRUST_PROXY_HOPS says so.
 *
 * Ctrl-C / SIGTERM stops the children (SIGTERM, then SIGKILL after a grace period) and exits 0.
 * A backend or worker that dies on its own is started again with a back-off while the rest keeps
 * serving (supervise.ts); only a crash loop stops everything, with a message that says why.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import mongoose from 'mongoose';
import { DEMO_ACCOUNTS } from '@conecta/common';
import { ROOT, buildFrontendIfStale } from './frontend-build';
import { migrate } from './migrate';
import { supervise } from './supervise';
import { BACKEND_NODE_FLAGS } from './backendNode';
import { SERVER_BUNDLES, buildServerIfStale } from './server-build';

const args = new Set(process.argv.slice(2));
const DEV = args.has('--dev');
const PORT = Number(process.env.PORT ?? 3000);
const NODE_ENV = process.env.NODE_ENV ?? (DEV ? 'development' : 'production');
const SECRET_FILE = path.join(ROOT, '.data/session-secret');
const MONGODB_URI = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/conecta';
const SEED_SCRIPT = path.join(ROOT, 'infra/seed/seed.ts');
/** Time children get to drain after SIGTERM before SIGKILL (backend drains for up to 10 s). */
const STOP_GRACE_MS = 15_000;

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const COLORS: Record<string, string> = { backend: '36', workers: '35', vite: '33', seed: '32', start: '1' };
function tag(name: string): string {
  const label = `[${name}]`;
  return useColor ? `\x1b[${COLORS[name] ?? '0'}m${label}\x1b[0m` : label;
}
function log(message: string): void {
  console.log(`${tag('start')} ${message}`);
}

interface Managed {
  name: string;
  child: ChildProcess;
  exited: Promise<number>;
}
const running: Managed[] = [];
let stopping = false;

/**
 * Starts a child in its own process group (detached) so that stopping it also stops whatever it
 * spawned (npm -> sh -> vite, node --watch -> node), and so that the terminal's Ctrl-C reaches
 * only us: we then stop the children in order instead of all of them dying at once.
 */
function run(
  name: string,
  command: string,
  argv: string[],
  { env = {} }: { env?: NodeJS.ProcessEnv } = {},
): Managed {
  const child = spawn(command, argv, {
    cwd: ROOT,
    env: { ...process.env, ...env, FORCE_COLOR: useColor ? '1' : undefined },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`${tag(name)} ${line}`));
  }
  const exited = new Promise<number>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0)));
    child.on('error', (err) => {
      console.error(`${tag(name)} could not start: ${err.message}`);
      resolve(127);
    });
  });
  const managed = { name, child, exited };
  running.push(managed);
  void exited.then(() => running.splice(running.indexOf(managed), 1));
  return managed;
}

/** A long-lived child, started again when it dies (supervise.ts). */
function runSupervised(name: string, command: string, argv: string[], options: { env?: NodeJS.ProcessEnv } = {}): void {
  void supervise({
    name,
    start: () => run(name, command, argv, options),
    log,
    stopping: () => stopping,
    giveUp: (message) => {
      log(message);
      void stopAll(1);
    },
  });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function stopAll(exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    const children = [...running];
    if (children.length) log(`stopping ${children.map((c) => c.name).join(', ')} ...`);
    for (const { child } of children) signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => {
      for (const { name, child } of running) {
        log(`${name} did not stop in ${STOP_GRACE_MS / 1000} s: SIGKILL`);
        signalGroup(child, 'SIGKILL');
      }
    }, STOP_GRACE_MS);
    await Promise.all(children.map((c) => c.exited));
    clearTimeout(timer);
    process.exit(exitCode);
  }
  return new Promise<never>(() => {}); // a stop is already under way
}

// Last resort if we are torn down abruptly (uncaught error): never leave orphans behind.
process.on('exit', () => {
  for (const { child } of running) signalGroup(child, 'SIGKILL');
});

async function databaseIsEmpty(): Promise<boolean> {
  const conn = await mongoose.createConnection(MONGODB_URI, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  try {
    const db = conn.db;
    if (!db) throw new Error('no database handle');
    return (await db.collection('users').findOne({}, { projection: { _id: 1 } })) === null;
  } finally {
    await conn.close();
  }
}

async function seedIfEmpty(): Promise<void> {
  if (!(await databaseIsEmpty())) return;
  if (!existsSync(SEED_SCRIPT)) {
    log('warning: the database is empty and infra/seed/seed.ts does not exist yet; starting without demo data');
    return;
  }
  log('empty database: loading the demo data (infra/seed/seed.ts)');
  const seed = run('seed', process.execPath, ['--import', 'tsx', SEED_SCRIPT]);
  const code = await seed.exited;
  if (code !== 0) throw new Error(`the seed failed (exit ${code}); fix it or run with --no-seed`);
}

/** Generated once per checkout and kept (0600), so sessions survive a restart of `npm start`. */
function sessionSecret(): string {
  if (!existsSync(SECRET_FILE)) {
    mkdirSync(path.dirname(SECRET_FILE), { recursive: true });
    writeFileSync(SECRET_FILE, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
    log(`generated this checkout's session secret (${path.relative(ROOT, SECRET_FILE)})`);
  }
  return readFileSync(SECRET_FILE, 'utf8').trim();
}

/**
 * What the children run with. Production's defaults are a public deployment's (Secure cookies,
 * one proxy in front, backend/src/config.ts); `npm start` serves plain HTTP on this machine with
 * nothing in front, so those two follow the site's address unless they are set.
 */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { NODE_ENV };
  if (NODE_ENV !== 'production') return env;
  const siteUrl = process.env.SITE_URL ?? `http://localhost:${PORT}`;
  env.SITE_URL = siteUrl;
  if (!process.env.SESSION_SECRET) env.SESSION_SECRET = sessionSecret();
  if (process.env.COOKIE_SECURE === undefined) env.COOKIE_SECURE = String(!/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(siteUrl));
  if (process.env.TRUST_PROXY_HOPS === undefined) env.TRUST_PROXY_HOPS = '0';
  return env;
}

async function waitForHealth(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function banner(appUrl: string): void {
  const lines = [
    '',
    `Conecta Energia: ${appUrl}${DEV ? '  (dev: Vite with hot reload)' : ''}`,
    `Inbox of sent mail (MailDev): http://127.0.0.1:${process.env.MAILDEV_WEB_PORT ?? 1080}`,
    'Demo accounts:',
    ...DEMO_ACCOUNTS.map((a) => `  ${a.userType.padEnd(13)} ${a.email.padEnd(26)} ${a.password}`),
    'Ctrl-C stops the app (the engines keep running: bash infra/scripts/stop.sh stops them).',
    '',
  ];
  for (const line of lines) log(line);
}

async function main(): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void stopAll(0));
  }

  if (!args.has('--no-seed')) await seedIfEmpty();
  // npm run db:migrate, before the backends serve (after the seed: a reset drops the collections and their indexes).
  for (const line of await migrate(MONGODB_URI)) log(`migrate: ${line}`);
  if (!DEV && !args.has('--no-build')) {
    await buildFrontendIfStale();
    await buildServerIfStale();
  }
  if (stopping) return;

  const env = childEnv();
  log(`${DEV ? 'development (tsx, restarted on change)' : 'compiled JavaScript'}, NODE_ENV=${NODE_ENV}`);
  if (DEV) {
    // --watch restarts the backend when a file it imports changes; Vite does the same for the UI.
    const tsx = ['--import', 'tsx', '--watch'];
    runSupervised('backend', process.execPath, [...BACKEND_NODE_FLAGS, ...tsx, 'backend/src/server.ts'], { env: { ...env, PORT: String(PORT) } });
    runSupervised('workers', process.execPath, [...tsx, 'workers/src/main.ts'], { env });
    runSupervised('vite', 'npm', ['run', 'dev', '-w', 'frontend'], { env: { BACKEND_URL: `http://127.0.0.1:${PORT}` } });
  } else {
    // Without --enable-source-maps: it makes every read of an error's stack costly. The bundles'
    // maps are beside them; NODE_OPTIONS=--enable-source-maps makes the logs name TypeScript lines.
    runSupervised('backend', process.execPath, [...BACKEND_NODE_FLAGS, SERVER_BUNDLES.backend.outfile], { env: { ...env, PORT: String(PORT) } });
    runSupervised('workers', process.execPath, [SERVER_BUNDLES.workers.outfile], { env });
  }

  const healthy = await waitForHealth(`http://127.0.0.1:${PORT}/api/health`, 90_000);
  if (stopping) return;
  if (!healthy) log(`warning: http://127.0.0.1:${PORT}/api/health did not answer 200 within 90 s`);
  banner(DEV ? 'http://localhost:5173' : `http://localhost:${PORT}`);
}

main().catch((err: unknown) => {
  console.error(`${tag('start')} ${err instanceof Error ? err.message : String(err)}`);
  void stopAll(1);
});
