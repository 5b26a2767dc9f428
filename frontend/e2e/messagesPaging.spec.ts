/**
 * A long conversation (issue 5): the thread opens on the newest 50 messages and
 * loads the older ones on demand, in order, each once. Seeded through the API
 * (sequential sends, so the order is known); fresh users only.
 */
import { expect, test } from '@playwright/test';
import { MESSAGE_LIMITS } from '@conecta/common';
import { registerViaApi, uniqueId, unreadReadyAfterConnect } from './helpers';

const TOTAL = MESSAGE_LIMITS.pageSize + 12;

test('older messages load above the newest 50, in order and once each', async ({ page, playwright, baseURL }) => {
  const senderApi = await playwright.request.newContext({ baseURL });
  try {
    const a = await registerViaApi(senderApi, { firstName: 'Alice', lastName: `Falante${uniqueId().slice(0, 4)}` });
    const b = await registerViaApi(page.request, { firstName: 'Bruno', lastName: `Leitor${uniqueId().slice(0, 4)}` });
    const texts = Array.from({ length: TOTAL }, (_, i) => `Mensagem ${String(i + 1).padStart(3, '0')}`);
    for (const content of texts) {
      const response = await senderApi.post('/api/messages', { data: { receiverId: b.user.id, content } });
      expect(response.status()).toBe(201);
    }

    // The socket's connect refetches every cached thread (catch-up): a click on 'older' racing that
    // refetch can be overtaken by it, so the click waits until the catch-up has landed.
    const threadPath = `/api/messages/${a.user.id}`;
    let threadFetches = 0;
    const isThread = (url: string) => new URL(url).pathname === threadPath;
    page.on('request', (request) => {
      if (isThread(request.url())) threadFetches += 1;
    });
    for (const event of ['requestfinished', 'requestfailed'] as const) {
      page.on(event, (request) => {
        if (isThread(request.url())) threadFetches -= 1;
      });
    }
    const connected = unreadReadyAfterConnect(page);
    await page.goto(`/messages?user=${a.user.id}`);
    const thread = page.getByRole('list', { name: `Mensagens com ${a.firstName} ${a.lastName}` });
    const bubbles = thread.getByRole('listitem');
    const contents = bubbles.locator('p');
    const older = page.getByRole('button', { name: 'Carregar mensagens anteriores' });

    // The newest page: the last 50, oldest first, the newest in view.
    await expect(contents).toHaveText(texts.slice(-MESSAGE_LIMITS.pageSize));
    await expect(bubbles.last()).toBeInViewport();
    await expect(older).toBeVisible();

    // The older ones join above, the button goes once nothing is left, the reader stays at the top.
    await connected;
    await expect.poll(() => threadFetches).toBe(0);
    await older.click();
    await expect(contents).toHaveText(texts);
    await expect(older).toHaveCount(0);
    await expect(bubbles.first()).toBeInViewport();
  } finally {
    await senderApi.dispose();
  }
});
