/**
 * Confirming the e-mail (issue 22): a fresh account sees the banner under the header on a phone's
 * 360 px, asks for another link from the keyboard ('Enviando...' while the answer is held, then
 * the sent line), opens the link of the mail MailDev received, sees 'E-mail confirmado!' and the
 * banner gone; the same link a second time is 'Link inválido ou expirado.'. Axe finds nothing in
 * the banner nor on the page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { EMAIL_VERIFICATION_MESSAGES as M } from '@conecta/common';
import { expectAccessible } from './a11y';
import { holdRequests, registerViaApi } from './helpers';

const MAILDEV_URL = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080';

interface MaildevEmail {
  subject: string;
  text: string;
  date: string;
  to: Array<{ address: string }>;
}

/** The path of the newest confirmation link MailDev holds for `address`, once there are `count` of them. */
async function confirmationLinks(request: APIRequestContext, address: string, count: number): Promise<string[]> {
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(`${MAILDEV_URL}/email`);
        const mails = response.ok() ? ((await response.json()) as MaildevEmail[]) : [];
        links = mails
          .filter((m) => m.subject === 'Confirme seu e-mail - Conecta Energia' && m.to.some((t) => t.address === address))
          .sort((a, b) => a.date.localeCompare(b.date))
          .map((m) => new URL(/https?:\/\/\S+\/confirmar-email\?token=[A-Za-z0-9_-]+/.exec(m.text)![0]))
          .map((url) => url.pathname + url.search);
        return links.length;
      },
      { timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .toBeGreaterThanOrEqual(count);
  return links;
}

test.describe('e-mail confirmation', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('banner, resend from the keyboard, the mailed link confirms once and the banner goes', async ({ page }) => {
    const account = await registerViaApi(page.request, { firstName: 'Confirma', lastName: 'Email' });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Confirmação de e-mail' });
    await expect(banner.getByText(M.banner)).toBeVisible();
    await expectAccessible(page, 'banner', 'section[aria-label="Confirmação de e-mail"]');
    await confirmationLinks(page.request, account.email, 1);

    const held = await holdRequests(page, '**/api/auth/email/resend');
    const resend = banner.getByRole('button', { name: M.resend });
    await resend.focus();
    await page.keyboard.press('Enter');
    await expect(banner.getByRole('button', { name: M.resending })).toBeFocused();
    held.release();
    await expect(banner.getByRole('status')).toHaveText(M.sent);
    await expect(banner.getByRole('button', { name: M.resend })).toBeFocused();
    const links = await confirmationLinks(page.request, account.email, 2);

    await page.goto(links[links.length - 1]!);
    await expect(page.getByText(M.confirmed)).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expectAccessible(page, 'confirmed');

    // The used link, opened again.
    await page.goto(links[links.length - 1]!);
    await expect(page.getByText(M.invalidLink)).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('a link without a valid token says so, signed out', async ({ page }) => {
    await page.goto('/confirmar-email?token=invalido');
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmação de e-mail' })).toBeVisible();
    await expect(page.getByText(M.invalidLink)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
    await expectAccessible(page, 'invalid link');
  });
});
