/**
 * Ends that explain themselves, and messaging on a phone (issue 25, items 4 and 5).
 *
 * - An admin suspends a user whose page is open: that page, never reloaded, says why
 *   ('Sua conta está suspensa…') and 'Entrar novamente' (focused) opens /auth.
 * - A password change in another browser: the open page says so; Esc closes the notice and the
 *   page goes on as a visitor's.
 * - A request answered 401 while the tab believed itself signed in: 'Sua sessão expirou.'
 * - At 360 px a sent message is confirmed by its bubble, no toast; a toast that does come (a failed
 *   send) shows clear of the message box and its send button.
 */
import type { Browser, Page } from '@playwright/test';
import { ADMIN_MESSAGES, MESSAGE_MESSAGES, SESSION_ENDED_MESSAGES as M } from '@conecta/common';
import { expectAccessible } from './a11y';
import { expectToast, loginViaApi, recordToasts, unreadReadyAfterConnect } from './helpers';
import { createAccount, expect, test } from './world';

const notice = (page: Page) => page.getByRole('alertdialog', { name: M.title });

/** A browser of its own, signed in as a new account (or as `as`), on /messages with its socket connected. */
async function openBrowser(browser: Browser, as?: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = as ? null : await createAccount(page.request, { firstName: 'Sessao', lastName: 'Encerrada' });
  if (as) await loginViaApi(page.request, as.email, as.password);
  const connected = unreadReadyAfterConnect(page);
  await page.goto('/messages');
  await expect(page.getByText('Selecione uma conversa')).toBeVisible();
  await connected;
  // Cleared by any reload or navigation by the server: what follows happens in this very document.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  return { context, page, account };
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test.describe('a session ended elsewhere explains itself', () => {
  test("an admin's suspension: the open page says the account is suspended, 'Entrar novamente' opens /auth", async ({ browser, admin }) => {
    const victim = await openBrowser(browser);
    try {
      const res = await admin.post(`/api/admin/users/${victim.account!.user.id}/suspend`, { data: { isSuspended: true } });
      expect(res.status()).toBe(200);

      const shown = notice(victim.page);
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(ADMIN_MESSAGES.accountSuspended);
      // Signed out behind it, nothing private kept, and no reload happened.
      await expect(victim.page.getByRole('heading', { name: 'Acesso necessário' })).toBeVisible();
      expect(await sameDocument(victim.page)).toBe(true);
      const signIn = shown.getByRole('button', { name: M.signInAgain });
      await expect(signIn).toBeFocused();
      await expectAccessible(victim.page, 'the suspension notice');

      await victim.page.keyboard.press('Enter');
      await expect(victim.page).toHaveURL((url) => url.pathname === '/auth');
      await expect(shown).toHaveCount(0);
    } finally {
      await victim.context.close();
    }
  });

  test('a password change in another browser: the open page says so at 360 px, and Esc closes the notice', async ({ browser }) => {
    const here = await openBrowser(browser);
    const { email, password } = here.account!;
    const there = await openBrowser(browser, { email, password });
    try {
      await here.page.setViewportSize({ width: 360, height: 740 });
      // Changed by that browser's own page, as the app does: the answer's new cookie is the browser's
      // before the server closes its sockets. Through page.request (Playwright's own client) the
      // cookie reached the browser later, and a tab that asked who it was in between was told
      // "nobody" and signed out (2–3 runs in 8 on a loaded machine).
      const status = await there.page.evaluate(
        (body) =>
          fetch('/api/auth/password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
            (r) => r.status,
          ),
        { currentPassword: password, newPassword: 'novaSenha456' },
      );
      expect(status).toBe(204);

      const shown = notice(here.page);
      await expect(shown).toContainText(M.reasons['password-changed']);
      expect(await sameDocument(here.page)).toBe(true);
      // Within the 360 px window, nothing of it off screen.
      const box = (await shown.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(await here.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      await expect(shown.getByRole('button', { name: M.signInAgain })).toBeFocused();
      await here.page.keyboard.press('Escape');
      await expect(shown).toHaveCount(0);
      await expect(here.page.locator('#conteudo')).toBeFocused();
      await expect(here.page.getByRole('heading', { name: 'Acesso necessário' })).toBeVisible();

      // The browser that changed it stays signed in, with no notice.
      await expect(there.page.getByText('Selecione uma conversa')).toBeVisible();
      await expect(notice(there.page)).toHaveCount(0);
    } finally {
      await here.context.close();
      await there.context.close();
    }
  });

  test("a request answered 401 while signed in: 'Sua sessão expirou.', and no error toast over it", async ({ page, guest }) => {
    await createAccount(page.request);
    const other = await createAccount(guest);
    await recordToasts(page);
    const connected = unreadReadyAfterConnect(page);
    await page.goto('/messages');
    await connected;
    // The session ran out unheard (the socket was down): the next read answers 401.
    await page.route(`**/api/messages/${other.user.id}**`, (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Não autenticado"}' }));
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/messages?user=${other.user.id}`);

    await expect(notice(page)).toContainText(M.reasons.expired);
    await expect(page.getByRole('heading', { name: 'Acesso necessário' })).toBeVisible();
    expect(await page.evaluate(() => window.__toastsShown ?? [])).not.toContainEqual(expect.stringContaining('Não autenticado'));
  });

  test("one's own sign-out says nothing", async ({ page }) => {
    await createAccount(page.request, { firstName: 'Saida', lastName: 'Propria' });
    const connected = unreadReadyAfterConnect(page);
    await page.goto('/messages');
    await connected;
    await recordToasts(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expectToast(page, 'Logout realizado');
    await expect(notice(page)).toHaveCount(0);
  });
});

test.describe('messaging at 360 px', () => {
  test('a sent message shows as its bubble, no toast; a toast that does come stays clear of the message box', async ({ page, guest }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await createAccount(page.request, { firstName: 'Ana', lastName: 'Celular' });
    const other = await createAccount(guest, { firstName: 'Beto', lastName: 'Destino' });
    await recordToasts(page);
    const connected = unreadReadyAfterConnect(page);
    await page.goto(`/messages?user=${other.user.id}`);
    await expect(page.getByText('Nenhuma mensagem ainda. Comece a conversa!')).toBeVisible();
    await connected;

    const box = page.getByRole('textbox', { name: 'Mensagem' });
    const composer = page.locator('form').filter({ has: box });
    const text = `Oi Beto, pelo celular ${Date.now()}`;
    await box.fill(text);
    await box.press('Enter');
    await expect(page.locator('li[data-own="true"]').filter({ hasText: text })).toBeVisible();
    await expect(box).toHaveValue('');
    // Told to a screen reader by the page's live region, not by a toast.
    await expect(page.getByTestId('messages-live')).toHaveText(`${MESSAGE_MESSAGES.sent}: ${text}`);

    // A send that fails does raise a toast: at the top, clear of the box and its send button.
    await page.route('**/api/messages', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Serviço indisponível"}' }) : route.fallback(),
    );
    await box.fill('Esta não vai');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expectToast(page, MESSAGE_MESSAGES.sendFailed);
    const toast = page.locator('[data-toast]').filter({ hasText: MESSAGE_MESSAGES.sendFailed });
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    const composerBox = (await composer.boundingBox())!;
    const overlaps =
      toastBox.x < composerBox.x + composerBox.width &&
      composerBox.x < toastBox.x + toastBox.width &&
      toastBox.y < composerBox.y + composerBox.height &&
      composerBox.y < toastBox.y + toastBox.height;
    expect(overlaps, `toast ${JSON.stringify(toastBox)} over the composer ${JSON.stringify(composerBox)}`).toBe(false);
    await expect(box).toHaveValue('Esta não vai');

    // Toasts come in order: the failure's was drawn, so a success toast of the first send would have been drawn before it.
    const drawn = await page.evaluate(() => window.__toastsShown ?? []);
    expect(drawn.some((shown) => shown.includes(MESSAGE_MESSAGES.sent))).toBe(false);
  });
});
