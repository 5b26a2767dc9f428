/**
 * 'Excluir minha conta' (issue 26, LGPD): from 'Meus dados' on /profile, confirmed with the
 * password (a wrong one is said under its field and nothing happens); then the sign-in is refused,
 * and the person they wrote to still has the conversation, under 'Usuário removido'.
 */
import { PRIVACY_MESSAGES, REMOVED_USER_NAME } from '@conecta/common';
import { expectAccessible } from './a11y';
import { uniqueId } from './helpers';
import { createAccount, expect, test } from './world';

test.describe("'Meus dados': deleting one's account", () => {
  test('deleted with the password, the sign-in is refused and the partner sees "Usuário removido"', async ({ browser }) => {
    const [contextA, contextB] = [await browser.newContext(), await browser.newContext()];
    try {
      const [pageA, pageB] = [await contextA.newPage(), await contextB.newPage()];
      const lastName = `Removida${uniqueId().slice(0, 6)}`;
      const leaving = await createAccount(pageA.request, { firstName: 'Eulália', lastName });
      const partner = await createAccount(pageB.request, { firstName: 'Beto', lastName: 'Parceiro' });
      const sent = await pageA.request.post('/api/messages', { data: { receiverId: partner.user.id, content: 'Obrigada pela indicação!' } });
      expect(sent.status()).toBe(201);

      await pageA.goto('/profile');
      const myData = pageA.getByRole('region', { name: 'Meus dados' });
      await expect(myData.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');
      await myData.getByRole('button', { name: 'Excluir minha conta' }).click();
      const dialog = pageA.getByRole('dialog', { name: 'Excluir minha conta' });
      const password = dialog.getByLabel('Sua senha');
      await expect(password).toBeFocused();
      await password.fill('nao-e-a-senha');
      await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
      await expect(dialog.getByText(PRIVACY_MESSAGES.passwordWrong)).toBeVisible();
      await expect(password).toBeFocused();

      await password.fill(leaving.password);
      await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
      await expect(pageA).toHaveURL((url) => url.pathname === '/');
      await expect(pageA.getByText(PRIVACY_MESSAGES.deleted)).toBeVisible();
      await expect(pageA.getByRole('banner').getByRole('link', { name: 'Eulália' })).toHaveCount(0);

      // The old address and password open nothing any more.
      await pageA.goto('/auth');
      await pageA.getByLabel('Email', { exact: true }).fill(leaving.email);
      await pageA.getByLabel('Senha', { exact: true }).fill(leaving.password);
      await pageA.getByRole('button', { name: 'Entrar' }).click();
      await expect(pageA.getByText('Erro no login')).toBeVisible();
      await expect(pageA).toHaveURL((url) => url.pathname === '/auth');

      // The partner keeps the conversation, under the removed name.
      await pageB.goto('/messages');
      const conversation = pageB.getByRole('button', { name: new RegExp(REMOVED_USER_NAME) });
      await expect(conversation).toBeVisible();
      await expect(pageB.getByText(lastName)).toHaveCount(0);
      await conversation.click();
      await expect(pageB.getByRole('heading', { name: REMOVED_USER_NAME })).toBeVisible();
      // In the history itself: the list's preview carries the same words (found alone while the history loaded).
      await expect(pageB.getByRole('region', { name: 'Histórico da conversa' }).getByText('Obrigada pela indicação!')).toBeVisible();
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 800 } });

    test("'Meus dados' and its dialog by keyboard: open, refused empty, closed with Esc", async ({ page }) => {
      await createAccount(page.request);
      await page.goto('/profile');
      const myData = page.getByRole('region', { name: 'Meus dados' });
      const open = myData.getByRole('button', { name: 'Excluir minha conta' });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
      await expect(dialog.getByLabel('Sua senha')).toBeFocused();
      await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
      await expect(dialog.getByText(PRIVACY_MESSAGES.passwordRequired)).toBeVisible();
      await expectAccessible(page, "'Excluir minha conta' refused at 360 px", '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(open).toBeFocused();
    });
  });

  test('the footer leads to the privacy page, which names the encarregado and the rights', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacidade' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/privacidade');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '4. Seus direitos (LGPD, art. 18)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacidade@conectaenergia.com.br' })).toHaveAttribute('href', 'mailto:privacidade@conectaenergia.com.br');
    await page.getByRole('link', { name: 'Termos de Uso' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  });
});
