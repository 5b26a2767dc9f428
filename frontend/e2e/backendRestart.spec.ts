/**
 * The backend dies in the middle of a conversation (issue 15 "Nothing lost, nothing down"): the
 * supervisor of `npm start` restarts it, both browsers' sockets reconnect by themselves, and each
 * one's unread counts come back equal to the database's — messages sent right after the restart
 * included, whether their push or the reconnect's catch-up reaches the page first.
 *
 * It kills a backend, so it runs its own: `npm start`'s supervisor (infra/scripts/start.ts) with a
 * backend and workers on a free port, a database and a Redis prefix of its own — every other spec
 * keeps its backend and runs beside this one (issue 23, one parallel project).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import type { APIRequestContext, Page } from '@playwright/test';
import type { UnreadSummary } from '@conecta/common';
import { registerViaApi, uniqueId, unreadReadyAfterConnect } from './helpers';
import { expect, test } from './world';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function backendPid(port: string): number {
  const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on port ${port}: ${out}`);
  return Number(pid);
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** The e2e run's database (test.sh passes it): this spec's stack uses its name with a suffix. */
const RUN_DATABASE = new URL(process.env.E2E_MONGODB_URI ?? 'mongodb://127.0.0.1:27017/conecta_e2e');
const RUN_NAME = RUN_DATABASE.pathname.slice(1);

/** This spec's database, emptied before and after. */
function stackDatabase(): string {
  const uri = new URL(RUN_DATABASE);
  uri.pathname = `/${RUN_NAME}_restart`;
  return uri.toString();
}

async function dropDatabase(uri: string): Promise<void> {
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    await connection.dropDatabase();
  } finally {
    await connection.close();
  }
}

/** `npm start` without seed or build on `port`; resolves once /api/health answers 200. */
async function startStack(port: number, mongo: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/scripts/start.ts', '--no-seed', '--no-build'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      MONGODB_URI: mongo,
      // Under the run's prefix: test.sh removes the run's leftovers before the next one.
      REDIS_PREFIX: `${RUN_NAME}:restart:`,
      NODE_ENV: 'test',
      // The run's own backend and workers hold the default metrics ports.
      METRICS_PORT: '0',
      WORKERS_METRICS_PORT: '0',
      SSR_TIMEOUT_MS: '30000',
      NO_COLOR: '1',
    },
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status ?? 0, { timeout: 90_000 })
    .toBe(200);
  return child;
}

async function stopStack(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

async function unreadInDatabase(request: APIRequestContext): Promise<UnreadSummary> {
  const response = await request.get('/api/messages/unread');
  expect(response.ok()).toBe(true);
  return (await response.json()) as UnreadSummary;
}

const headerBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Mensagens' });

test('a backend restart mid-conversation: both clients reconnect and show the database unread counts', async ({ browser }) => {
  // Its own stack starts (and stops) within the test: three times a test's usual time.
  test.slow();
  const port = String(await freePort());
  const mongo = stackDatabase();
  await dropDatabase(mongo);
  const stack = await startStack(Number(port), mongo);
  const baseURL = `http://127.0.0.1:${port}`;
  const contextA = await browser.newContext({ baseURL });
  const contextB = await browser.newContext({ baseURL });
  try {
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const a = await registerViaApi(pageA.request, { firstName: 'Alice', lastName: `Reinicio${uniqueId().slice(0, 4)}` });
    const b = await registerViaApi(pageB.request, { firstName: 'Bruno', lastName: `Reinicio${uniqueId().slice(0, 4)}` });
    const tag = uniqueId();
    expect((await pageA.request.post('/api/messages', { data: { receiverId: b.user.id, content: `Oi ${tag}` } })).status()).toBe(201);

    // A in the conversation; B elsewhere on the site with one unread message. Both sockets up.
    const aReady = unreadReadyAfterConnect(pageA);
    await pageA.goto(`/messages?user=${b.user.id}`);
    await aReady;
    const bReady = unreadReadyAfterConnect(pageB);
    await pageB.goto('/vagas');
    await bReady;
    await expect(headerBadge(pageB)).toHaveAccessibleDescription('1 mensagem não lida');

    // The backend is killed outright; the supervisor starts a new one after its back-off.
    const reconnectedA = pageA.waitForEvent('websocket', { timeout: 45_000 });
    const reconnectedB = pageB.waitForEvent('websocket', { timeout: 45_000 });
    const killed = backendPid(port);
    process.kill(killed, 'SIGKILL');
    await expect
      .poll(async () => (await pageA.request.get('/api/health').catch(() => null))?.status() ?? 0, { timeout: 45_000 })
      .toBe(200);
    expect(backendPid(port)).not.toBe(killed);

    // A writes twice as soon as the new backend answers: B's socket may not be back yet.
    for (const n of [1, 2]) {
      expect((await pageA.request.post('/api/messages', { data: { receiverId: b.user.id, content: `Depois ${n} ${tag}` } })).status()).toBe(201);
    }
    await Promise.all([reconnectedA, reconnectedB]);

    // B's badge equals the database: the first message and both sent after the restart.
    await expect(headerBadge(pageB)).toHaveAccessibleDescription('3 mensagens não lidas', { timeout: 15_000 });
    expect(await unreadInDatabase(pageB.request)).toEqual({ total: 3, byUser: { [a.user.id]: 3 } });
    // A's open thread shows both, and A has nothing unread, as in the database.
    await expect(pageA.locator('li[data-own="true"]').filter({ hasText: `Depois 2 ${tag}` })).toBeVisible();
    await expect(headerBadge(pageA)).not.toHaveAccessibleDescription(/não lida/);
    expect(await unreadInDatabase(pageA.request)).toEqual({ total: 0, byUser: {} });

    // Live again: B answers through the new backend and A sees it without a reload.
    expect((await pageB.request.post('/api/messages', { data: { receiverId: a.user.id, content: `Voltei ${tag}` } })).status()).toBe(201);
    await expect(pageA.locator('li[data-own="false"]').filter({ hasText: `Voltei ${tag}` })).toBeVisible();
  } finally {
    await contextA.close();
    await contextB.close();
    await stopStack(stack);
    await dropDatabase(mongo);
  }
});
