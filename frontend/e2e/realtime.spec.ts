/**
 * Realtime flows with two browser contexts (DESIGN.md "Tests"): what one person
 * does reaches another person's open tab without a reload.
 *
 * The admin is the test's own, but every contact message and every pending submission of the
 * tests running beside it notifies every admin present, this one too: its bell's count can grow
 * at any moment. So the test finds its own notification by its unique subject, and checks the
 * badge against the server's own count of the moment, never against a fixed number.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { NotificationsListDTO } from '@conecta/common';
import { expectToast, fetchedAfterConnect, recordToasts, holdRequests, registerViaApi, uniqueEmail, uniqueId } from './helpers';
import { expect, test } from './world';

/** The bell's unread count, read from its accessible description ('3 não lidas'); 0 when it has none. */
async function unreadCount(bell: Locator): Promise<number> {
  const description = bell.getByText(/^\d+ não lidas?$/);
  if ((await description.count()) === 0) return 0;
  return Number.parseInt((await description.textContent()) ?? '0', 10);
}

async function notifications(request: APIRequestContext): Promise<NotificationsListDTO> {
  const response = await request.get('/api/notifications');
  if (!response.ok()) throw new Error(`GET /api/notifications failed: ${response.status()}`);
  return (await response.json()) as NotificationsListDTO;
}

/**
 * Whether the badge shows what the server counts now, and whether the server holds the notification
 * with `body` as read. Both can change under the test's feet (other tests' notifications), so it is
 * polled until it settles on the wanted answer.
 */
async function bellAndServer(bell: Locator, request: APIRequestContext, body: string) {
  const [shown, server] = await Promise.all([unreadCount(bell), notifications(request)]);
  return { badgeAgrees: shown === server.unreadCount, shown, ours: server.items.find((n) => n.body === body)?.read ?? 'absent' };
}

/** The bell's notifications, fetched after the socket connected (pushes reach the page from there on). */
function bellReadyAfterConnect(page: Page): Promise<void> {
  return fetchedAfterConnect(page, '/api/notifications');
}

test.describe('realtime notifications', () => {
  test('an admin sees a contact message arrive live in the bell, and opening the bell marks it read', async ({ browser, admin: adminApi, adminAccount }) => {
    // Two browsers, a sign-in through the form, a contact form and two live pushes: past 30 s on a
    // busy machine (it ran out at the very last click).
    test.slow();
    const adminContext = await browser.newContext();
    const visitorContext = await browser.newContext();
    try {
      // A: the admin signs in through /auth and stays on /.
      const admin = await adminContext.newPage();
      const ready = bellReadyAfterConnect(admin);
      await admin.goto('/auth');
      await admin.getByLabel('Email', { exact: true }).fill(adminAccount.email);
      await admin.getByLabel('Senha', { exact: true }).fill(adminAccount.password);
      await admin.getByRole('button', { name: 'Entrar' }).click();
      await admin.waitForURL((url) => url.pathname === '/');

      const bell = admin.getByRole('banner').getByRole('button', { name: 'Notificações' });
      await expect(bell).toBeVisible();
      await ready;
      const before = await unreadCount(bell);
      await recordToasts(admin);

      // B: a visitor sends the contact form.
      const name = 'Beatriz Souza';
      const subject = `Parceria eólica ${uniqueId()}`;
      const visitor = await visitorContext.newPage();
      await visitor.goto('/contato');
      await visitor.getByLabel('Nome', { exact: true }).fill(name);
      await visitor.getByLabel('Email', { exact: true }).fill(uniqueEmail('tempo-real'));
      await visitor.getByLabel('Tipo de Contato').selectOption('parceria');
      await visitor.getByLabel('Assunto', { exact: true }).fill(subject);
      await visitor.getByLabel('Mensagem', { exact: true }).fill('Queremos instalar aerogeradores no litoral do Ceará.');
      await visitor.getByRole('button', { name: 'Enviar Mensagem' }).click();
      await expect(visitor.getByRole('heading', { name: 'Mensagem Enviada!' })).toBeVisible();

      // A, without a reload: the toast, then a higher badge, which counts what the server counts
      // (ours unread among them): a badge left behind by the push would lag the server's count.
      const body = `${name}: ${subject}`;
      await expectToast(admin, 'Nova mensagem de contato', body);
      await expect.poll(() => bellAndServer(bell, adminApi, body)).toMatchObject({ badgeAgrees: true, ours: false });
      expect(await unreadCount(bell)).toBeGreaterThan(before);

      // Opening the bell lists the message and marks everything read: ours is read on the server,
      // and the badge dropped to what the server still counts unread (only what arrived since).
      await bell.click();
      const menu = admin.getByRole('menu', { name: 'Notificações' });
      const item = menu.getByRole('menuitem').filter({ hasText: body });
      await expect(item).toBeVisible();
      await expect(item).toContainText('Nova mensagem de contato');
      await expect.poll(() => bellAndServer(bell, adminApi, body)).toMatchObject({ badgeAgrees: true, ours: true });

      // Keyboard: Escape closes and gives focus back; Enter reopens with the first item focused.
      await admin.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(bell).toBeFocused();
      await admin.keyboard.press('Enter');
      await expect(menu.getByRole('menuitem').first()).toBeFocused();

      // The item links to where the message is handled.
      await item.click();
      await admin.waitForURL((url) => url.pathname === '/admin');
    } finally {
      await adminContext.close();
      await visitorContext.close();
    }
  });

  test('a signed-out visitor has no bell', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login/Cadastre-se' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notificações' })).toHaveCount(0);
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('a new user opens the bell: loading, then "Nenhuma notificação", all on screen', async ({ page }) => {
      await registerViaApi(page.request);
      // Hold the reads back until the loading state has been seen.
      const reads = await holdRequests(page, '**/api/notifications');
      await page.goto('/');

      const bell = page.getByRole('banner').getByRole('button', { name: 'Notificações' });
      await bell.click();
      const menu = page.getByRole('menu', { name: 'Notificações' });
      await expect(menu.getByText('Carregando notificações...')).toBeVisible();
      reads.release();
      await expect(menu.getByText('Nenhuma notificação', { exact: true })).toBeVisible();
      expect(await unreadCount(bell)).toBe(0);

      const box = await menu.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
