/**
 * Keyboard and screen-reader basics across the app (issue 14): each route
 * names the tab, a navigation moves focus to the new page's heading and says
 * so, toasts can be closed, reached with F8 and swiped away, and axe-core
 * finds no WCAG 2.1 A/AA violation on the public pages, signed out and in,
 * at 1280 and 360 px, with nothing wider than the screen.
 */
import { expect, test } from '@playwright/test';
import { axeViolations, overflow } from './a11y';
import { registerViaApi, revealHomeBelowFold } from './helpers';

const PUBLIC_ROUTES: Array<[string, string]> = [
  ['/', 'Conecta Energia'],
  ['/vagas', 'Vagas · Conecta Energia'],
  ['/cursos', 'Cursos · Conecta Energia'],
  ['/eventos', 'Eventos · Conecta Energia'],
  ['/profissionais', 'Profissionais · Conecta Energia'],
  ['/empresas', 'Empresas · Conecta Energia'],
  ['/contato', 'Contato · Conecta Energia'],
  ['/auth', 'Entrar ou criar conta · Conecta Energia'],
  ['/search?q=solar', 'Buscar oportunidades · Conecta Energia'],
];

test.describe('titles and focus', () => {
  for (const [path, title] of PUBLIC_ROUTES) {
    test(`${path} names the tab '${title}'`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    });
  }

  test('following a link moves focus to the new page heading and announces it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Vagas', exact: true }).click();
    await expect(page).toHaveTitle('Vagas · Conecta Energia');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /^Vagas$/ })).toHaveCount(1);
  });
});

test.describe('toasts (spec §9)', () => {
  test('a toast has a close button, F8 reaches it, and a swipe to the right dismisses the next one', async ({ page, request }) => {
    const account = await registerViaApi(request);
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Login realizado' });
    await expect(toast).toBeVisible();
    await page.keyboard.press('F8');
    const close = toast.getByRole('button', { name: 'Fechar notificação' });
    await expect(close).toBeFocused();
    await close.press('Enter');
    await expect(toast).toBeHidden();

    await page.getByRole('button', { name: 'Sair' }).first().click();
    const bye = page.getByRole('alert').filter({ hasText: 'Logout realizado' });
    await expect(bye).toBeVisible();
    const box = (await bye.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(bye).toBeHidden();
  });
});

test.describe('axe and overflow, signed out', () => {
  for (const width of [1280, 360]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });
      for (const [path] of PUBLIC_ROUTES) {
        test(`${path}: no violations, nothing wider than the screen`, async ({ page }) => {
          await page.goto(path);
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
          if (path === '/') await revealHomeBelowFold(page);
          expect(await overflow(page)).toBeLessThanOrEqual(0);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
});

test.describe('axe, signed in', () => {
  for (const path of ['/', '/messages', '/vagas']) {
    test(`${path}: no violations`, async ({ page }) => {
      await registerViaApi(page.request);
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
