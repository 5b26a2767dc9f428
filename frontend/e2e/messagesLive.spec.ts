/**
 * Messaging when the person is not looking (issue 5 leftovers), two browser
 * contexts, fresh users only:
 * - a background tab shows a new message in the open conversation but does not
 *   mark it read until the tab is visible again;
 * - after the socket was down, everything sent meanwhile is caught up exactly
 *   once, with the database's unread counts, and a push racing the catch-up
 *   refetch is neither lost nor duplicated;
 * - a pair's first message lists the new conversation in the receiver's list
 *   and in the sender's other tab, even when the list fetch that its push
 *   starts is answered before the conversation was written.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { UnreadSummary } from '@conecta/common';
import { registerViaApi, uniqueId, unreadReadyAfterConnect } from './helpers';

/**
 * Headless Chromium keeps every tab visible, so the Page Visibility API is
 * overridden on the document and the event the app listens to is fired.
 */
async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((hide) => {
    if (hide) {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden', configurable: true });
      Object.defineProperty(document, 'hidden', { get: () => true, configurable: true });
    } else {
      // Dropping the overrides brings back the real getters on Document.prototype.
      Reflect.deleteProperty(document, 'visibilityState');
      Reflect.deleteProperty(document, 'hidden');
    }
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  expect(await page.evaluate(() => document.visibilityState)).toBe(hidden ? 'hidden' : 'visible');
}

async function sendViaApi(request: APIRequestContext, receiverId: string, content: string): Promise<void> {
  const response = await request.post('/api/messages', { data: { receiverId, content } });
  expect(response.status()).toBe(201);
}

async function unreadInDatabase(request: APIRequestContext): Promise<UnreadSummary> {
  const response = await request.get('/api/messages/unread');
  expect(response.ok()).toBe(true);
  return (await response.json()) as UnreadSummary;
}

/**
 * Holds the page's next GET of each path: the server answers it at once, the
 * page receives that answer only on `release(path)` — a slow response that
 * lands after whatever was pushed meanwhile. Later GETs pass through.
 */
async function holdNextAnswers(page: Page, paths: string[]) {
  const gates = new Map<string, { open: Promise<void>; release: () => void }>();
  for (const path of paths) {
    let release = () => {};
    const open = new Promise<void>((resolve) => (release = resolve));
    gates.set(path, { open, release });
  }
  const taken = new Set<string>();
  let answered = 0;
  await page.route(
    (url) => gates.has(url.pathname) && !taken.has(url.pathname),
    async (route) => {
      const path = new URL(route.request().url()).pathname;
      const gate = gates.get(path);
      if (route.request().method() !== 'GET' || !gate || taken.has(path)) return route.continue();
      taken.add(path);
      const response = await route.fetch();
      answered += 1;
      await gate.open;
      return route.fulfill({ response });
    },
  );
  return {
    answered: () => answered,
    /** Resolves once the page has received the whole held answer. */
    release: async (path: string) => {
      const finished = page.waitForEvent('requestfinished', (r) => new URL(r.url()).pathname === path);
      gates.get(path)?.release();
      await finished;
    },
  };
}

function headerBadge(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: 'Mensagens' });
}

test.describe('messages while away', () => {
  test('a background tab shows a new message but marks it read only when visible again', async ({ browser }) => {
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    try {
      const pageA = await contextA.newPage();
      const pageB = await contextB.newPage();
      const a = await registerViaApi(pageA.request, { firstName: 'Alice', lastName: `Visivel${uniqueId().slice(0, 4)}` });
      const b = await registerViaApi(pageB.request, { firstName: 'Bruno', lastName: `Oculto${uniqueId().slice(0, 4)}` });
      const markReads: string[] = [];
      pageB.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/read')) markReads.push(request.url());
      });

      // B has the conversation with A open, socket connected; A has it open too.
      const bReady = unreadReadyAfterConnect(pageB);
      await pageB.goto(`/messages?user=${a.user.id}`);
      await expect(pageB.getByRole('heading', { name: `${a.firstName} ${a.lastName}` })).toBeVisible();
      await bReady;
      const aReady = unreadReadyAfterConnect(pageA);
      await pageA.goto(`/messages?user=${b.user.id}`);
      await expect(pageA.getByText('Nenhuma mensagem ainda. Comece a conversa!')).toBeVisible();
      await aReady;

      await setTabHidden(pageB, true);
      // Sent through the API so A's first keystroke below is not throttled as typing.
      const text = `Está por aí? ${uniqueId()}`;
      await sendViaApi(pageA.request, b.user.id, text);
      const ownBubble = pageA.locator('li[data-own="true"]').filter({ hasText: text });
      await expect(ownBubble).toBeVisible();

      // B's hidden tab shows it live, and counts it as unread.
      await expect(pageB.locator('li[data-own="false"]').filter({ hasText: text })).toBeVisible();
      const badgeB = headerBadge(pageB);
      await expect(badgeB).toHaveAccessibleDescription('1 mensagem não lida');
      const conversation = pageB.getByRole('button', { name: new RegExp(`${a.firstName} ${a.lastName}`) });
      await expect(conversation.getByTestId('conversation-unread')).toHaveText('1');
      // A later push re-renders B's thread; React runs the earlier render's effects first,
      // so a mark-read for the message would have been sent by the time this shows.
      await pageA.getByRole('textbox', { name: 'Mensagem' }).pressSequentially('ainda', { delay: 20 });
      await expect(pageB.getByTestId('typing-indicator')).toHaveText('digitando...');
      expect(markReads).toEqual([]);
      expect((await unreadInDatabase(pageB.request)).byUser[a.user.id]).toBe(1);
      await expect(ownBubble).not.toContainText('Lida');

      // B comes back: marked read, the badges drop, A sees 'Lida'.
      await setTabHidden(pageB, false);
      await expect(ownBubble).toContainText('Lida');
      await expect(badgeB).not.toHaveAccessibleDescription(/não lida/);
      await expect(conversation.getByTestId('conversation-unread')).toHaveCount(0);
      expect(markReads).toHaveLength(1);
      expect(await unreadInDatabase(pageB.request)).toEqual({ total: 0, byUser: {} });
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });

  test('after the socket was down, B catches up exactly once with the database unread counts', async ({ browser }) => {
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    try {
      const pageA = await contextA.newPage();
      const pageB = await contextB.newPage();
      const a = await registerViaApi(pageA.request, { firstName: 'Alice', lastName: `Insiste${uniqueId().slice(0, 4)}` });
      const b = await registerViaApi(pageB.request, { firstName: 'Bruno', lastName: `Desligado${uniqueId().slice(0, 4)}` });
      const tag = uniqueId();

      // An earlier conversation B already read: the list entry exists, with nothing unread.
      await sendViaApi(pageA.request, b.user.id, `Bom dia ${tag}`);
      expect((await pageB.request.post(`/api/messages/${a.user.id}/read`)).ok()).toBe(true);

      // B waits on /messages with no conversation open, socket connected.
      const bReady = unreadReadyAfterConnect(pageB);
      const firstSocket = pageB.waitForEvent('websocket');
      await pageB.goto('/messages');
      const conversation = pageB.getByRole('button', { name: new RegExp(`${a.firstName} ${a.lastName}`) });
      await expect(conversation).toContainText(`Bom dia ${tag}`);
      await expect(conversation.getByTestId('conversation-unread')).toHaveCount(0);
      await bReady;

      // B goes offline (Chromium closes the websocket too); A writes three times meanwhile.
      const socket = await firstSocket;
      const closed = socket.isClosed() ? Promise.resolve() : socket.waitForEvent('close');
      await contextB.setOffline(true);
      await closed;
      const missed = [1, 2, 3].map((n) => `Perdida ${n} ${tag}`);
      for (const content of missed) await sendViaApi(pageA.request, b.user.id, content);
      const badgeB = headerBadge(pageB);
      await expect(badgeB).not.toHaveAccessibleDescription(/não lida/);

      // Back online: Socket.IO reconnects (after its back-off) and every connect refetches.
      const caughtUp = pageB.waitForResponse(
        (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/messages/unread' && r.ok(),
        { timeout: 20_000 },
      );
      await contextB.setOffline(false);
      await caughtUp;
      await expect(badgeB).toHaveAccessibleDescription('3 mensagens não lidas');
      await expect(badgeB.getByText('3', { exact: true })).toBeVisible();
      await expect(conversation).toContainText(`Perdida 3 ${tag}`);
      await expect(conversation.getByTestId('conversation-unread')).toHaveText('3');
      expect(await unreadInDatabase(pageB.request)).toEqual({ total: 3, byUser: { [a.user.id]: 3 } });

      // Opening it shows each missed message exactly once, after the earlier one, and marks them read.
      await conversation.click();
      const bubbles = pageB.locator('li[data-own="false"]');
      await expect(bubbles).toHaveText([`Bom dia ${tag}`, ...missed].map((t) => new RegExp(t)));
      await expect(badgeB).not.toHaveAccessibleDescription(/não lida/);
      await expect(conversation.getByTestId('conversation-unread')).toHaveCount(0);
      await expect.poll(async () => (await unreadInDatabase(pageB.request)).total).toBe(0);

      // A live push after the catch-up lands once too.
      const after = `Depois da volta ${tag}`;
      await sendViaApi(pageA.request, b.user.id, after);
      await expect(bubbles).toHaveText([`Bom dia ${tag}`, ...missed, after].map((t) => new RegExp(t)));
      await expect(conversation).toContainText(after);
      await expect(conversation.getByTestId('conversation-unread')).toHaveCount(0);
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });

  test('pushes racing the catch-up refetches are neither lost, duplicated nor outdated by them', async ({ browser }) => {
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    const contextC = await browser.newContext();
    try {
      const pageB = await contextB.newPage();
      const a = await registerViaApi(contextA.request, { firstName: 'Alice', lastName: `Corre${uniqueId().slice(0, 4)}` });
      const b = await registerViaApi(contextB.request, { firstName: 'Bruno', lastName: `Volta${uniqueId().slice(0, 4)}` });
      const c = await registerViaApi(contextC.request, { firstName: 'Carla', lastName: `Espera${uniqueId().slice(0, 4)}` });
      const tag = uniqueId();
      // Two earlier conversations, both read by B.
      await sendViaApi(contextA.request, b.user.id, `Antes A ${tag}`);
      await sendViaApi(contextC.request, b.user.id, `Antes C ${tag}`);
      expect((await contextB.request.post(`/api/messages/${c.user.id}/read`)).ok()).toBe(true);

      // B has the conversation with A open, socket connected, then leaves the tab in the
      // background: nothing gets marked read, so only the catch-up decides the counts.
      const bReady = unreadReadyAfterConnect(pageB);
      const firstSocket = pageB.waitForEvent('websocket');
      await pageB.goto(`/messages?user=${a.user.id}`);
      const bubbles = pageB.locator('li[data-own]');
      await expect(bubbles).toHaveText([new RegExp(`Antes A ${tag}`)]);
      await bReady;
      const badgeB = headerBadge(pageB);
      await expect(badgeB).not.toHaveAccessibleDescription(/não lida/);
      const withA = pageB.getByRole('button', { name: new RegExp(`${a.firstName} ${a.lastName}`) });
      const withC = pageB.getByRole('button', { name: new RegExp(`${c.firstName} ${c.lastName}`) });
      await expect(withC).toContainText(`Antes C ${tag}`);
      await setTabHidden(pageB, true);

      // Offline: B writes to A from another device, A and C write to B.
      const socket = await firstSocket;
      const closed = socket.isClosed() ? Promise.resolve() : socket.waitForEvent('close');
      await contextB.setOffline(true);
      await closed;
      const elsewhere = `De outro aparelho ${tag}`;
      const duringA = `A enquanto fora ${tag}`;
      await sendViaApi(contextB.request, a.user.id, elsewhere);
      await sendViaApi(contextA.request, b.user.id, duringA);
      await sendViaApi(contextC.request, b.user.id, `C enquanto fora ${tag}`);

      // The catch-up refetches are answered by the server at once but reach the page
      // only after the next messages were pushed to it.
      const held = await holdNextAnswers(pageB, [`/api/messages/${a.user.id}`, '/api/messages/conversations', '/api/messages/unread']);
      await contextB.setOffline(false);
      await expect.poll(() => held.answered(), { timeout: 20_000 }).toBe(3);

      const racingA = `A bem na volta ${tag}`;
      const racingC = `C bem na volta ${tag}`;
      await sendViaApi(contextA.request, b.user.id, racingA);
      await sendViaApi(contextC.request, b.user.id, racingC);
      await expect(bubbles.filter({ hasText: racingA })).toHaveCount(1);
      await expect(withC).toContainText(racingC);
      await expect(badgeB).toHaveAccessibleDescription('4 mensagens não lidas');

      // The older answers land (the thread's last: once it shows, they all did).
      await held.release('/api/messages/unread');
      await held.release('/api/messages/conversations');
      await held.release(`/api/messages/${a.user.id}`);
      await expect(bubbles.filter({ hasText: duringA })).toHaveCount(1);

      await expect(bubbles).toHaveText([`Antes A ${tag}`, elsewhere, duringA, racingA].map((t) => new RegExp(t)));
      await expect(withA).toContainText(racingA);
      await expect(withA.getByTestId('conversation-unread')).toHaveText('2');
      await expect(withC).toContainText(racingC);
      await expect(withC.getByTestId('conversation-unread')).toHaveText('2');
      await expect(badgeB).toHaveAccessibleDescription('4 mensagens não lidas');
      await expect
        .poll(() => unreadInDatabase(contextB.request))
        .toEqual({ total: 4, byUser: { [a.user.id]: 2, [c.user.id]: 2 } });

      // Back to the tab: the open conversation is read, C's stays unread.
      await setTabHidden(pageB, false);
      await expect(badgeB).toHaveAccessibleDescription('2 mensagens não lidas');
      await expect(withA.getByTestId('conversation-unread')).toHaveCount(0);
      await expect(withC.getByTestId('conversation-unread')).toHaveText('2');
      await expect.poll(() => unreadInDatabase(contextB.request)).toEqual({ total: 2, byUser: { [c.user.id]: 2 } });
    } finally {
      await contextA.close();
      await contextB.close();
      await contextC.close();
    }
  });

  test("a first message lists the new conversation in the receiver's list and the sender's other tab, live", async ({ browser }) => {
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    try {
      const pageA = await contextA.newPage();
      const pageB = await contextB.newPage();
      const a = await registerViaApi(pageA.request, { firstName: 'Alice', lastName: `Inicia${uniqueId().slice(0, 4)}` });
      const b = await registerViaApi(pageB.request, { firstName: 'Bruno', lastName: `Recebe${uniqueId().slice(0, 4)}` });
      for (const page of [pageA, pageB]) {
        const ready = unreadReadyAfterConnect(page);
        await page.goto('/messages');
        await expect(page.getByText('Nenhuma conversa ainda')).toBeVisible();
        await ready;
        // \`message:new\` leaves before the conversation document is written, so the list fetch it
        // starts may find nothing yet: answer that one fetch as such a stale read would.
        await page.route('**/api/messages/conversations', (route) => route.fulfill({ json: [] }), { times: 1 });
      }

      const text = `Primeira mensagem ${uniqueId()}`;
      await sendViaApi(pageA.request, b.user.id, text);

      const inA = pageA.getByRole('button', { name: new RegExp(`${b.firstName} ${b.lastName}`) });
      await expect(inA).toContainText(text);
      await expect(inA.getByTestId('conversation-unread')).toHaveCount(0);
      const inB = pageB.getByRole('button', { name: new RegExp(`${a.firstName} ${a.lastName}`) });
      await expect(inB).toContainText(text);
      await expect(inB.getByTestId('conversation-unread')).toHaveText('1');
      await expect(headerBadge(pageB)).toHaveAccessibleDescription('1 mensagem não lida');
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });
});
