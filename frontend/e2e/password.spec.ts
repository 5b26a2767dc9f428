/**
 * Changing the password on /profile (proof under fire: "a user's sockets disconnected on ... password
 * change"): two browsers signed in as one fresh account; the first changes the password through the
 * 'Alterar senha' dialog (checked by the common rules, 'Salvando...' while the answer is held, the
 * wrong current password under its field) and stays signed in; the second's socket is closed by the
 * server and it is signed out at once; the old password no longer signs in, the new one does. Axe
 * finds nothing in the open dialog nor after a refused submit, and nothing is wider than 360 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGES, PASSWORD_MESSAGES } from '@conecta/common';
import { expectAccessible } from './a11y';
import { holdRequests, loginViaApi, registerViaApi, uniqueId, unreadReadyAfterConnect } from './helpers';

const NEW_PASSWORD = 'novaSenha456';

async function openDialog(page: Page): Promise<Locator> {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const fields = (dialog: Locator) => ({
  current: dialog.getByLabel(/^Senha atual/),
  next: dialog.getByLabel(/^Nova senha/),
  confirm: dialog.getByLabel(/^Confirmar nova senha/),
  submit: dialog.getByRole('button', { name: 'Alterar senha' }),
});

test.describe('changing the password', () => {
  test("signs the other browser out at once, keeps this one signed in; the old password stops working, the new one works", async ({ page, browser }) => {
    const account = await registerViaApi(page.request, { firstName: 'Senha', lastName: `Troca${uniqueId()}` });
    const otherContext = await browser.newContext();
    try {
      const other = await otherContext.newPage();
      await loginViaApi(other.request, account.email, account.password);
      const connected = unreadReadyAfterConnect(other);
      await other.goto('/messages');
      await expect(other.getByText('Selecione uma conversa')).toBeVisible();
      await connected;

      const dialog = await openDialog(page);
      const form = fields(dialog);
      await expect(form.current).toBeFocused();

      // Refused in the browser: each message under its field, the first one focused.
      await form.submit.click();
      await expect(dialog.getByText(PASSWORD_MESSAGES.currentRequired)).toBeVisible();
      await expect(dialog.getByText(MESSAGES.passwordMin)).toBeVisible();
      await expect(dialog.getByText(PASSWORD_MESSAGES.confirmRequired)).toBeVisible();
      await expect(form.current).toBeFocused();
      await form.current.fill(account.password);
      await form.next.fill(NEW_PASSWORD);
      await form.confirm.fill('outraCoisa789');
      await form.confirm.press('Enter');
      await expect(dialog.getByText(PASSWORD_MESSAGES.mismatch)).toBeVisible();
      await expect(form.confirm).toBeFocused();

      // Refused by the server: the wrong current password comes back under its field, nobody is signed out.
      await form.current.fill('errada123');
      await form.confirm.fill(NEW_PASSWORD);
      await form.submit.click();
      await expect(dialog.getByText(PASSWORD_MESSAGES.currentWrong)).toBeVisible();
      await expect(form.current).toBeFocused();

      // Held: 'Salvando...' and nothing to press twice.
      await form.current.fill(account.password);
      const held = await holdRequests(page, '**/api/auth/password');
      await form.submit.click();
      const saving = dialog.getByRole('button', { name: 'Salvando...' });
      await expect(saving).toBeVisible();
      await expect(saving).toBeDisabled();
      await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
      // This tab's socket is closed too (it was opened with the old session id) and connects again
      // with the new cookie: every connect refetches the unread total.
      const reconnected = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/messages/unread' && response.request().method() === 'GET' && response.ok(),
      );
      held.release();
      await expect(page.getByRole('alert').filter({ hasText: PASSWORD_MESSAGES.changed })).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await reconnected;

      // The other browser's socket was closed by the server: it asks who it is and finds nobody.
      await expect(other.getByRole('heading', { name: 'Acesso necessário' })).toBeVisible();
      await other.reload();
      await expect(other.getByRole('heading', { name: 'Acesso necessário' })).toBeVisible();

      // This browser goes on signed in, after a reload too.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: `Senha ${account.lastName}` })).toBeVisible();
      expect((await page.request.get('/api/user')).status()).toBe(200);

      const oldLogin = await other.request.post('/api/login', { data: { email: account.email, password: account.password } });
      expect(oldLogin.status()).toBe(401);
      const newLogin = await other.request.post('/api/login', { data: { email: account.email, password: NEW_PASSWORD } });
      expect(newLogin.status()).toBe(200);
    } finally {
      await otherContext.close();
    }
  });

  for (const width of [1280, 360]) {
    test(`the dialog passes axe open and after a refused submit, at ${width} px, with nothing wider than the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await registerViaApi(page.request);
      const dialog = await openDialog(page);
      await expectAccessible(page, 'the dialog open');

      const form = fields(dialog);
      await form.current.fill('errada123');
      await form.next.fill(NEW_PASSWORD);
      await form.confirm.fill(NEW_PASSWORD);
      await form.submit.click();
      await expect(dialog.getByText(PASSWORD_MESSAGES.currentWrong)).toBeVisible();
      // After the error toast's entrance (mid-slide, its colours are measured against half of it).
      await expectAccessible(page, 'after a refused submit');

      // By keyboard: Escape closes it, the button that opened it has the focus back.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Alterar senha' })).toBeFocused();
    });
  }
});
