/**
 * The sign-in link by e-mail (issue 22), on a phone's 360 px: a confirmed account's sign-in is
 * refused (429) after wrong passwords, the form says so with 'Receber link de acesso por e-mail'
 * emphasised; asking for it (from the keyboard) shows the same sentence for everyone; the link of
 * the mail MailDev received opens the dashboard signed in; the same link again is 'Link inválido
 * ou expirado.' with the way back to /auth. Axe finds nothing in the refused form nor on the page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { EMAIL_VERIFICATION_MESSAGES, LOGIN_LINK_MESSAGES as M } from '@conecta/common';
import { expectAccessible, overflow } from './a11y';
import { registerViaApi, uniqueId } from './helpers';

const MAILDEV_URL = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080';

interface MaildevEmail {
  subject: string;
  text: string;
  to: Array<{ address: string }>;
}

/** The path of the first link `pattern` finds in a mail of `subject` to `address`, once one arrived. */
async function linkIn(request: APIRequestContext, address: string, subject: string, page: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`${MAILDEV_URL}/email`);
        const mails = response.ok() ? ((await response.json()) as MaildevEmail[]) : [];
        const mail = mails.find((m) => m.subject === subject && m.to.some((t) => t.address === address));
        const found = mail ? new RegExp(`https?://\\S+${page}\\?token=[A-Za-z0-9_-]+`).exec(mail.text) : null;
        link = found ? new URL(found[0]).pathname + new URL(found[0]).search : '';
        return link;
      },
      { timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .not.toBe('');
  return link;
}

test.describe('sign-in link by e-mail', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('refused sign-in → ask for the link → open it from MailDev → the dashboard, signed in; used again, a dead link', async ({ page }) => {
    // Six sign-ins, two mails and two axe runs: longer than one screen's check.
    test.slow();
    // A confirmed account (only those get links), then signed out: the sign-in form is the start.
    const account = await registerViaApi(page.request, { firstName: 'Link', lastName: `Acesso${uniqueId()}` });
    const confirmation = await linkIn(page.request, account.email, 'Confirme seu e-mail - Conecta Energia', '/confirmar-email');
    const token = new URLSearchParams(confirmation.split('?')[1]).get('token');
    expect((await page.request.post('/api/auth/email/confirm', { data: { token } })).status()).toBe(204);
    expect((await page.request.post('/api/logout')).status()).toBe(204);

    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Login' });
    // Always offered, small, under the password.
    await expect(form.getByRole('button', { name: M.request })).toBeVisible();
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Senha').fill('senhaErrada1');
    // Wrong passwords until the server refuses to check more from here (429: this pair's block).
    let refused = false;
    for (let i = 0; i < 8 && !refused; i += 1) {
      const answer = page.waitForResponse((res) => res.url().endsWith('/api/login') && res.request().method() === 'POST');
      await form.getByRole('button', { name: 'Entrar' }).click();
      refused = (await answer).status() === 429;
    }
    expect(refused).toBe(true);
    const warning = form.getByRole('alert');
    await expect(warning).toContainText('Muitas tentativas');
    const ask = warning.getByRole('button', { name: M.request });
    await expect(ask).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'refused sign-in');

    await ask.focus();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveText(M.sent);

    const link = await linkIn(page.request, account.email, 'Seu link de acesso - Conecta Energia', '/entrar-com-link');
    await page.goto(link);
    await expect(page).toHaveURL(/\/$/);
    // The dashboard's greeting names the account ('Bom dia, Link!').
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/, Link!$/);
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(account.email);
    // Confirmed, so no banner asks to confirm.
    await expect(page.getByText(EMAIL_VERIFICATION_MESSAGES.banner)).toHaveCount(0);

    // The same link again (signed in or not, it is spent).
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar com link' })).toBeVisible();
    await expect(page.getByText(M.invalidLink)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para o login' })).toBeVisible();
    await expectAccessible(page, 'used link');
  });
});
