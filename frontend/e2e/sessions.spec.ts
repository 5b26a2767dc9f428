/**
 * The profile's 'Sessões' list (issue 22): two browsers signed in as one fresh account, the second
 * an iPhone's Safari by its User-Agent. The first sees both (its own marked 'Esta sessão'), presses
 * 'Sair de todos os dispositivos' and stays signed in; the second's open page is signed out at once,
 * without a reload (the server closes its socket; realtime/socket.ts asks who it is and finds
 * nobody). 'Encerrar' by keyboard ends one session; loading, empty and failed reads are shown;
 * axe finds nothing and nothing is wider than 360 px.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SESSION_MESSAGES } from '@conecta/common';
import { expectAccessible } from './a11y';
import { expectToast, holdRequests, loginViaApi, recordToasts, registerViaApi, uniqueId, unreadReadyAfterConnect } from './helpers';

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

/** A second browser signed in as the account, claiming `userAgent`. */
async function otherBrowser(browser: Browser, email: string, password: string, userAgent: string) {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await loginViaApi(page.request, email, password);
  return { context, page };
}

const sessionsSection = (page: Page) => page.getByRole('region', { name: SESSION_MESSAGES.title });

test.describe('sessions in the profile', () => {
  test("'Sair de todos os dispositivos' signs the other browser's open page out at once and keeps this one", async ({ page, browser }) => {
    const account = await registerViaApi(page.request, { firstName: 'Sessoes', lastName: `Todas${uniqueId()}` });
    const other = await otherBrowser(browser, account.email, account.password, SAFARI_IPHONE);
    try {
      const connected = unreadReadyAfterConnect(other.page);
      await other.page.goto('/messages');
      await expect(other.page.getByText('Selecione uma conversa')).toBeVisible();
      await connected;

      await recordToasts(page);
      // Held: the list says it is loading until its answer comes.
      const held = await holdRequests(page, '**/api/auth/sessions');
      await page.goto('/profile');
      const section = sessionsSection(page);
      await expect(section.getByRole('status').filter({ hasText: SESSION_MESSAGES.loading })).toBeVisible();
      held.release();

      const rows = section.getByRole('listitem');
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText(SESSION_MESSAGES.current);
      await expect(rows.first()).toContainText('Chrome no Windows');
      await expect(rows.nth(1)).toContainText('Safari no iPhone');
      await expect(rows.nth(1)).not.toContainText(SESSION_MESSAGES.current);
      await expect(rows.nth(1)).toContainText('Último uso em');

      await section.getByRole('button', { name: SESSION_MESSAGES.endOthers }).click();
      await expectToast(page, SESSION_MESSAGES.othersEnded);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(SESSION_MESSAGES.current);
      await expect(section.getByText(SESSION_MESSAGES.noOthers)).toBeVisible();
      await expect(section.getByRole('button', { name: SESSION_MESSAGES.endOthers })).toHaveCount(0);
      await expect(section.getByRole('heading', { name: SESSION_MESSAGES.title })).toBeFocused();

      // The other browser, never reloaded: its socket was closed by the server, it is signed out.
      await expect(other.page.getByRole('heading', { name: 'Acesso necessário' })).toBeVisible();
      expect((await other.page.request.get('/api/user')).status()).toBe(401);

      // This one goes on, after a reload too.
      await page.reload();
      await expect(sessionsSection(page).getByRole('listitem')).toHaveCount(1);
      expect((await page.request.get('/api/user')).status()).toBe(200);
    } finally {
      await other.context.close();
    }
  });

  test("'Encerrar' by keyboard ends one session at 360 px; a failed read offers a retry", async ({ page, browser }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const account = await registerViaApi(page.request, { firstName: 'Sessoes', lastName: `Uma${uniqueId()}` });
    const other = await otherBrowser(browser, account.email, account.password, FIREFOX_LINUX);
    try {
      // A failed read: the error and 'Tentar novamente', which reads again.
      await page.route('**/api/auth/sessions', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Serviço indisponível"}' }));
      await page.goto('/profile');
      const section = sessionsSection(page);
      await expect(section.getByRole('alert').filter({ hasText: SESSION_MESSAGES.loadFailed })).toBeVisible();
      await page.unroute('**/api/auth/sessions');
      await section.getByRole('button', { name: 'Tentar novamente' }).click();

      const end = section.getByRole('button', { name: `${SESSION_MESSAGES.end} (Firefox no Linux)` });
      await expect(end).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await expectAccessible(page, 'the sessions list at 360 px');

      await end.focus();
      await page.keyboard.press('Enter');
      await expect(section.getByText('Firefox no Linux')).toHaveCount(0);
      await expect(section.getByText(SESSION_MESSAGES.noOthers)).toBeVisible();
      await expect(section.getByRole('heading', { name: SESSION_MESSAGES.title })).toBeFocused();
      expect((await other.page.request.get('/api/user')).status()).toBe(401);
      expect((await page.request.get('/api/user')).status()).toBe(200);
      await expectAccessible(page, 'no other session at 360 px');
    } finally {
      await other.context.close();
    }
  });
});
