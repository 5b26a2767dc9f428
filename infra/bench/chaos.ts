/**
 * `npm run chaos` — nothing lost, nothing doubled, while things die (issue 15).
 *
 * Runs the app as `npm start` does (infra/scripts/start.ts: supervised backend
 * and workers) on its own database and its own Redis (a redis-server with AOF
 * on a free port, so restarting it disturbs nothing else), then sends contact
 * messages through the real API. Each accepted message owes a team e-mail, a
 * confirmation e-mail and a bell notification per admin. Meanwhile it kills
 * the workers with SIGKILL twice and restarts Redis once. A request that fails
 * while Redis is away is retried by the client, as a browser user would.
 * Finally it counts, from MailDev and the database, what each stored message
 * got: prints sent, stored, delivered, lost, duplicated; exits 1 unless
 * nothing was lost or duplicated.
 *
 *   node --import tsx infra/bench/chaos.ts [--messages=1000] [--rate=50]
 * Needs the local engines (npm run setup): FerretDB and MailDev.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import mongoose from 'mongoose';
import { connectDatabase } from '@conecta/backend/lib/db';
import { createLogger } from '@conecta/backend/lib/logger';
import { User } from '@conecta/backend/models/user';
import { ContactMessage } from '@conecta/backend/models/contactMessage';
import { Notification } from '@conecta/backend/models/notification';
import { benchArgs } from './args';
import { SERVER_BUNDLES, buildServerIfStale } from '../scripts/server-build';

const ROOT = path.resolve(import.meta.dirname, '../..');
const args = benchArgs();
const MESSAGES = Number(args.get('messages') ?? 1000);
const RATE = Number(args.get('rate') ?? 50);
const ADMINS = 2;
const MONGO_BASE = (process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/conecta').replace(/\/[^/?]*(\?.*)?$/, '');
const MAILDEV = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080';
const RUN = Date.now().toString(36);
const DATABASE = `conecta_chaos_${RUN}`;
const PREFIX = `chaos-${RUN}:`;
const INBOX = `equipe-chaos-${RUN}@example.com`;
/** After the last send, how long delivery may take (a killed worker's jobs wait for BullMQ's stalled check). */
const DELIVERY_DEADLINE_MS = 180_000;

const log = (message: string) => console.log(`[chaos] ${message}`);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/** Our own Redis with an append-only file: a restart keeps what was acknowledged. */
class ChaosRedis {
  private child?: ChildProcess;
  constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  async start(): Promise<void> {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'everysec', '--dir', this.dir, '--maxmemory-policy', 'noeviction'],
      { stdio: 'ignore' },
    );
    await waitFor('redis', async () => (await this.cli('PING')) === 'PONG', 10_000);
  }

  /** A clean restart: SHUTDOWN writes the AOF out, then the same data directory comes back. */
  async restart(): Promise<void> {
    const exited = new Promise((resolve) => this.child?.once('exit', resolve));
    await this.cli('SHUTDOWN');
    await exited;
    await this.start();
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child?.once('exit', resolve));
    this.child?.kill('SIGTERM');
    await exited;
  }

  private cli(...args: string[]): Promise<string> {
    return new Promise((resolve) => {
      const child = spawn('redis-cli', ['-p', String(this.port), ...args]);
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('exit', () => resolve(out.trim()));
    });
  }
}

/** Pids of this run's workers processes (their environment names this run's Redis prefix). */
function workerPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes(SERVER_BUNDLES.workers.outfile)) continue;
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`REDIS_PREFIX=${PREFIX}`)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

interface MaildevEmail {
  subject: string;
  messageId: string;
  to: Array<{ address: string }>;
}

/** Distinct messages (by Message-ID) and extra copies of one message, per key. */
class MailCount {
  private readonly ids = new Map<string, Set<string>>();
  copies = 0;
  add(key: string, messageId: string): void {
    const seen = this.ids.get(key) ?? new Set<string>();
    if (seen.has(messageId)) this.copies += 1;
    seen.add(messageId);
    this.ids.set(key, seen);
  }
  get(key: string): number {
    return this.ids.get(key)?.size ?? 0;
  }
  keys(): string[] {
    return [...this.ids.keys()];
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'conecta-chaos-'));
  const redis = new ChaosRedis(await freePort(), dir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const redisUrl = `redis://127.0.0.1:${redis.port}`;
  let app: ChildProcess | undefined;
  const database = await (async () => {
    await redis.start();
    return connectDatabase({ mongodbUri: `${MONGO_BASE}/${DATABASE}`, redisUrl, redisPrefix: PREFIX }, createLogger('warn', 'chaos'));
  })();
  try {
    for (let i = 0; i < ADMINS; i += 1) {
      await User.create({ firstName: 'Admin', lastName: `Caos ${i}`, email: `admin${i}-${RUN}@example.com`, passwordHash: 'x', userType: 'admin' });
    }
    log(`app on ${base}, its own Redis on :${redis.port} (AOF), database ${DATABASE}, ${ADMINS} admins`);
    await buildServerIfStale(); // --no-build below: the frontend is not served here (FRONTEND_DIST)
    app = spawn(process.execPath, ['--import', 'tsx', 'infra/scripts/start.ts', '--no-seed', '--no-build'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        MONGODB_URI: `${MONGO_BASE}/${DATABASE}`,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: PREFIX,
        CONTACT_INBOX: INBOX,
        CONTACT_MAX_PER_HOUR: '1000000',
        METRICS_PORT: '0',
        WORKERS_METRICS_PORT: '0',
        FRONTEND_DIST: '/nonexistent',
        LOG_LEVEL: 'warn',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const appLog: string[] = [];
    for (const stream of [app.stdout!, app.stderr!]) stream.on('data', (chunk: Buffer) => appLog.push(chunk.toString()));
    await waitFor('the app', async () => (await fetch(`${base}/api/health`)).ok, 120_000);
    await waitFor('the workers', async () => workerPids().length > 0, 30_000);

    // --- send, with the faults at a quarter, half and three quarters of the way
    const faults = new Map<number, () => Promise<void>>([
      [Math.floor(MESSAGES / 4), async () => killWorkers('first')],
      [Math.floor(MESSAGES / 2), async () => {
        log('restarting Redis');
        await redis.restart();
      }],
      [Math.floor((MESSAGES * 3) / 4), async () => killWorkers('second')],
    ]);
    const killWorkers = (which: string) => {
      const pids = workerPids();
      for (const pid of pids) process.kill(pid, 'SIGKILL');
      log(`${which} SIGKILL of the workers (pid ${pids.join(', ')})`);
    };
    let accepted = 0;
    let retries = 0;
    const started = Date.now();
    const pending: Array<Promise<void>> = [];
    for (let i = 0; i < MESSAGES; i += 1) {
      const fault = faults.get(i);
      if (fault) await fault();
      pending.push(
        (async () => {
          const body = JSON.stringify({
            name: `Visitante ${i}`,
            email: `visitante-${RUN}-${i}@example.com`,
            contactType: 'duvida',
            subject: `Caos ${RUN} mensagem ${i}`,
            message: 'Mensagem enviada pelo teste de caos para contar entregas.',
          });
          const deadline = Date.now() + 60_000;
          for (;;) {
            const status = await fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
              .then((res) => res.status)
              .catch(() => 0);
            if (status === 201) {
              accepted += 1;
              return;
            }
            if (Date.now() > deadline) throw new Error(`message ${i}: still ${status} after 60 s`);
            retries += 1;
            await sleep(250);
          }
        })(),
      );
      // Open loop at RATE a second.
      const due = started + ((i + 1) * 1000) / RATE;
      if (due > Date.now()) await sleep(due - Date.now());
    }
    await Promise.all(pending);
    log(`${accepted} accepted in ${((Date.now() - started) / 1000).toFixed(1)} s (${retries} retried requests while Redis was away)`);

    // --- wait for delivery, then count
    const count = async () => {
      const stored = await ContactMessage.find({}, { _id: 1, subject: 1, email: 1 }).lean();
      const mails = (await (await fetch(`${MAILDEV}/email`)).json()) as MaildevEmail[];
      // A mail is counted once per Message-ID: a copy with the same id (a worker killed between the SMTP
      // server's acceptance and its own bookkeeping) is the same message to a mailbox; it is reported apart.
      const team = new MailCount();
      const confirmations = new MailCount();
      for (const mail of mails) {
        const to = mail.to.map((t) => t.address.toLowerCase());
        if (to.includes(INBOX)) {
          const match = / (Caos \S+ mensagem \d+)$/.exec(mail.subject);
          if (match) team.add(match[1]!, mail.messageId);
        }
        for (const address of to) if (address.startsWith(`visitante-${RUN}-`)) confirmations.add(address, mail.messageId);
      }
      const notifications = new Map<string, number>();
      for (const n of await Notification.find({ kind: 'contact-received' }, { dedupeKey: 1 }).lean()) {
        const id = String(n.dedupeKey).split(':')[1]!;
        notifications.set(id, (notifications.get(id) ?? 0) + 1);
      }
      let delivered = 0;
      let lost = 0;
      let duplicated = 0;
      const odd: string[] = [];
      for (const message of stored) {
        const got = [team.get(message.subject) ?? 0, confirmations.get(message.email.toLowerCase()) ?? 0, notifications.get(String(message._id)) ?? 0];
        const owed = [1, 1, ADMINS];
        if (got.every((n, k) => n === owed[k])) delivered += 1;
        else {
          if (got.some((n, k) => n > owed[k]!)) duplicated += 1;
          else lost += 1;
          odd.push(`${message.subject}: team ${got[0]}, confirmation ${got[1]}, bell ${got[2]}`);
        }
      }
      // Mail for a message that was not stored (a request refused after enqueueing) is a duplicate too.
      const storedSubjects = new Set(stored.map((m) => m.subject));
      const orphans = [...team.keys()].filter((subject) => !storedSubjects.has(subject)).length;
      return { stored: stored.length, delivered, lost, duplicated: duplicated + orphans, odd, copies: team.copies + confirmations.copies };
    };
    const waitStart = Date.now();
    let result = await count();
    while (result.lost > 0 && Date.now() - waitStart < DELIVERY_DEADLINE_MS) {
      await sleep(2000);
      result = await count();
    }
    await sleep(3000); // a late duplicate would show now
    result = await count();
    log(`delivery settled ${((Date.now() - waitStart) / 1000).toFixed(0)} s after the last send`);
    const restarts = appLog.join('').match(/workers exited unexpectedly/g)?.length ?? 0;
    for (const line of result.odd.slice(0, 20)) log(`not exactly once: ${line}`);
    console.log('');
    console.log(`sent        ${MESSAGES}`);
    console.log(`accepted    ${accepted}`);
    console.log(`stored      ${result.stored}`);
    console.log(`delivered   ${result.delivered}   (team e-mail + confirmation + ${ADMINS} bell notifications each)`);
    console.log(`lost        ${result.lost}`);
    console.log(`duplicated  ${result.duplicated}`);
    console.log(`resent      ${result.copies}   (extra copies with the same Message-ID, which a mailbox keeps once)`);
    console.log(`faults      2 × SIGKILL of the workers (restarted by npm start ${restarts} times), 1 × Redis restart`);
    if (result.lost > 0 || result.duplicated > 0 || result.stored !== accepted) process.exitCode = 1;
  } finally {
    if (app && app.exitCode === null) {
      const exited = new Promise((resolve) => app!.once('exit', resolve));
      app.kill('SIGTERM');
      await exited;
    }
    await mongoose.connection.db?.dropDatabase().catch(() => undefined);
    await database.close();
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(`[chaos] ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
