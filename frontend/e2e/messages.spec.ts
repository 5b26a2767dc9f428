/**
 * Live messaging with two browser contexts (issue 5): A writes, B sees it
 * without a reload (header badge, conversation list), B opens it and the badge
 * drops while A's last message shows 'Lida'. Fresh users only, so nothing here
 * counts shared state and it runs in the normal project.
 */
import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueId, unreadReadyAfterConnect } from './helpers';

test.describe('messages', () => {
  test('A writes, B sees it live with badges, B opens it and A sees Lida', async ({ browser }) => {
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    try {
      const pageA = await contextA.newPage();
      const pageB = await contextB.newPage();
      const a = await registerViaApi(pageA.request, { firstName: 'Alice', lastName: `Remetente${uniqueId().slice(0, 4)}` });
      const b = await registerViaApi(pageB.request, { firstName: 'Bruno', lastName: `Destino${uniqueId().slice(0, 4)}` });

      // B waits on the home page with the socket connected.
      const bReady = unreadReadyAfterConnect(pageB);
      await pageB.goto('/');
      const badgeB = pageB.getByRole('banner').getByRole('link', { name: 'Mensagens' });
      await expect(badgeB).toBeVisible();
      await bReady;

      // A starts the conversation from the URL: the name comes from B's public profile.
      const aReady = unreadReadyAfterConnect(pageA);
      await pageA.goto(`/messages?user=${b.user.id}`);
      await expect(pageA.getByRole('heading', { name: `${b.firstName} ${b.lastName}` })).toBeVisible();
      await expect(pageA.getByText('Nenhuma mensagem ainda. Comece a conversa!')).toBeVisible();
      await aReady;

      const text = `Olá Bruno, tudo bem? ${uniqueId()}`;
      const box = pageA.getByRole('textbox', { name: 'Mensagem' });
      await box.fill(text);
      await box.press('Enter');
      const ownBubble = pageA.locator('li[data-own="true"]').filter({ hasText: text });
      await expect(ownBubble).toBeVisible();
      await expect(box).toHaveValue('');
      // Confirmed by the bubble alone (issue 25): no toast over the message box.
      await expect(pageA.getByTestId('messages-live')).toHaveText(`Mensagem enviada: ${text}`);
      // Right-aligned: the bubble ends at the thread's right edge.
      await expect(ownBubble).toHaveCSS('align-items', 'flex-end');

      // B: the header badge counts it, live.
      await expect(badgeB).toHaveAccessibleDescription('1 mensagem não lida');
      await expect(badgeB.getByText('1', { exact: true })).toBeVisible();

      // B opens /messages: the conversation is listed with its unread badge.
      await badgeB.click();
      await pageB.waitForURL((url) => url.pathname === '/messages');
      const conversation = pageB.getByRole('button', { name: new RegExp(`${a.firstName} ${a.lastName}`) });
      await expect(conversation).toContainText(text);
      await expect(conversation.getByTestId('conversation-unread')).toHaveText('1');

      // B opens it: the message is on the left, the badges drop, A sees 'Lida'.
      await conversation.click();
      await expect(pageB).toHaveURL(new RegExp(`user=${a.user.id}`));
      await expect(pageB.locator('li[data-own="false"]').filter({ hasText: text })).toBeVisible();
      await expect(conversation.getByTestId('conversation-unread')).toHaveCount(0);
      await expect(badgeB).not.toHaveAccessibleDescription(/não lida/);
      await expect(ownBubble).toContainText('Lida');

      // B replies; A hears it (aria-live) and sees it on the left without a reload.
      const reply = `Tudo ótimo! ${uniqueId()}`;
      await pageB.getByRole('textbox', { name: 'Mensagem' }).fill(reply);
      await pageB.getByRole('button', { name: 'Enviar mensagem' }).click();
      await expect(pageA.locator('li[data-own="false"]').filter({ hasText: reply })).toBeVisible();
      await expect(pageA.getByTestId('messages-live')).toContainText(`Nova mensagem de ${b.firstName} ${b.lastName}: ${reply}`);
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });

  test("A types without sending, B sees 'digitando...' under A's name", async ({ browser }) => {
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    try {
      const pageA = await contextA.newPage();
      const pageB = await contextB.newPage();
      const a = await registerViaApi(pageA.request, { firstName: 'Ana', lastName: `Digita${uniqueId().slice(0, 4)}` });
      const b = await registerViaApi(pageB.request, { firstName: 'Beto', lastName: `Espera${uniqueId().slice(0, 4)}` });

      // B has the conversation with A open, socket connected.
      const bReady = unreadReadyAfterConnect(pageB);
      await pageB.goto(`/messages?user=${a.user.id}`);
      await expect(pageB.getByRole('heading', { name: `${a.firstName} ${a.lastName}` })).toBeVisible();
      await bReady;
      const indicator = pageB.getByTestId('typing-indicator');
      await expect(indicator).toHaveAttribute('aria-live', 'polite');
      await expect(indicator).toHaveText('');

      await pageA.goto(`/messages?user=${b.user.id}`);
      const typingCalls: string[] = [];
      pageA.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/typing')) typingCalls.push(request.url());
      });
      let sends = 0;
      pageA.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/messages') sends += 1;
      });
      await pageA.getByRole('textbox', { name: 'Mensagem' }).pressSequentially('Oi Beto, estou escrevendo', { delay: 20 });

      await expect(indicator).toHaveText('digitando...');
      // Throttled (one call per 2 s): a few calls for 25 keystrokes, and nothing sent.
      expect(typingCalls.length).toBeGreaterThanOrEqual(1);
      expect(typingCalls.length).toBeLessThan(4);
      expect(sends).toBe(0);
      // It fades 4 s after the last signal.
      await expect(indicator).toHaveText('', { timeout: 8_000 });
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });

  test('Shift+Enter adds a line, empty text sends nothing, no conversation shows the prompt', async ({ page }) => {
    const other = await registerViaApi(page.request, { firstName: 'Outra', lastName: 'Pessoa' });
    await registerViaApi(page.request, { firstName: 'Carla', lastName: 'Teclado' });
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/messages') posts += 1;
    });

    await page.goto('/messages');
    await expect(page.getByText('Nenhuma conversa ainda')).toBeVisible();
    await expect(page.getByText('Selecione uma conversa')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveCount(0);

    await page.goto(`/messages?user=${other.user.id}`);
    const box = page.getByRole('textbox', { name: 'Mensagem' });
    await expect(page.getByText('Nenhuma mensagem ainda. Comece a conversa!')).toBeVisible();

    // Empty and blank text: Enter sends nothing, the button is disabled.
    await box.press('Enter');
    await box.fill('   ');
    await box.press('Enter');
    await expect(page.getByRole('button', { name: 'Enviar mensagem' })).toBeDisabled();

    // Shift+Enter: a new line, no send.
    await box.fill('primeira linha');
    await box.press('Shift+Enter');
    await box.pressSequentially('segunda linha');
    await expect(box).toHaveValue('primeira linha\nsegunda linha');
    expect(posts).toBe(0);
    await expect(page.locator('li[data-own]')).toHaveCount(0);

    // Enter sends both lines as one message, trimmed.
    await box.press('Enter');
    await expect(page.locator('li[data-own="true"]')).toContainText('primeira linha');
    expect(posts).toBe(1);
  });

  test('a visitor is asked to sign in', async ({ page }) => {
    await page.goto('/messages');
    await expect(page.getByRole('heading', { name: 'Acesso necessário' })).toBeVisible();
    await expect(page.getByText('Faça login para acessar suas mensagens.')).toBeVisible();
    await page.getByRole('link', { name: 'Fazer login' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
  });
});
