/**
 * The backend dies in the middle of a conversation (issue 15 "Nothing lost, nothing down"): the
 * supervisor of `npm start` restarts it, both browsers' sockets reconnect by themselves, and each
 * one's unread counts come back equal to the database's — messages sent right after the restart
 * included, whether their push or the reconnect's catch-up reaches the page first.
 *
 * It kills the one backend every spec uses, so it is its own Playwright project, run after all the
 * others (playwright.config.ts), and finds the backend as the process listening on the app's port.
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { UnreadSummary } from '@conecta/common';
import { registerViaApi, uniqueId, unreadReadyAfterConnect } from './helpers';

function backendPid(port: string): number {
  const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on port ${port}: ${out}`);
  return Number(pid);
}

async function unreadInDatabase(request: APIRequestContext): Promise<UnreadSummary> {
  const response = await request.get('/api/messages/unread');
  expect(response.ok()).toBe(true);
  return (await response.json()) as UnreadSummary;
}

const headerBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Mensagens' });

test('a backend restart mid-conversation: both clients reconnect and show the database unread counts', async ({ browser, baseURL }) => {
  test.slow();
  const port = new URL(baseURL!).port;
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
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
  }
});
