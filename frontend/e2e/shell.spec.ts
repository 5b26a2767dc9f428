import { DEMO_ACCOUNTS } from '@conecta/common';
import { fetchJobs, untilListed } from './catalogue';
import { expectPath, holdRequests, loginViaApi, registerViaApi, uniqueWord } from './helpers';
import { expect, publishJob, test } from './world';

const NAV = [
  ['Início', '/'],
  ['Vagas', '/vagas'],
  ['Profissionais', '/profissionais'],
  ['Empresas', '/empresas'],
  ['Cursos', '/cursos'],
  ['Eventos', '/eventos'],
  ['Contato', '/contato'],
] as const;

test.describe('app shell', () => {
  test('the header links every public section and offers login to visitors', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    for (const [label, href] of NAV) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await page.getByRole('banner').getByRole('link', { name: 'Login/Cadastre-se' }).click();
    await expectPath(page, '/auth');

    await page.getByRole('banner').getByRole('link', { name: 'Contato', exact: true }).click();
    await expectPath(page, '/contato');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the footer groups links for professionals, companies and support', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const heading of ['Profissionais', 'Empresas', 'Suporte']) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    }
    for (const label of ['Criar Perfil', 'Publicar Vagas', 'Anunciar Serviços', 'Encontrar Talentos', 'Criar Eventos']) {
      await expect(footer.getByRole('link', { name: label })).toBeVisible();
    }
    // Help is a placeholder (spec §1): text, not a link. Privacy and terms are real pages (issue 26, LGPD).
    await expect(footer.getByText('Ajuda', { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Ajuda' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Privacidade' })).toHaveAttribute('href', '/privacidade');
    await expect(footer.getByRole('link', { name: 'Termos' })).toHaveAttribute('href', '/termos');
    await expect(footer).toContainText('2025');
  });

  test('shows the full-screen "Carregando..." while the session is checked', async ({ page }) => {
    const check = await holdRequests(page, '**/api/user');
    // A page the server does not draw for a visitor (those it draws know there is no session).
    await page.goto('/search');
    await expect(page.getByText('Carregando...')).toBeVisible();
    check.release();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the menu toggle opens the navigation drawer and nothing overflows', async ({ page }) => {
      await page.goto('/');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();

      const toggle = page.getByRole('button', { name: 'Abrir menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      const menu = page.getByRole('navigation', { name: 'Menu principal' });
      for (const [label] of NAV) await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Login/Cadastre-se' })).toBeVisible();

      // Keyboard: Escape closes the drawer.
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      await toggle.click();
      await menu.getByRole('link', { name: 'Contato', exact: true }).click();
      await expectPath(page, '/contato');
      await expect(menu).toBeHidden();
      const contactOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(contactOverflow).toBeLessThanOrEqual(0);
    });

    test('a signed-in user finds the profile link and Sair in the drawer', async ({ page }) => {
      const account = await registerViaApi(page.request, { firstName: 'Celular' });
      await page.goto('/');
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('link', { name: account.firstName })).toBeVisible();
      await page.getByRole('button', { name: 'Sair' }).click();
      await expectPath(page, '/');
      await expect(page.getByText('Logout realizado')).toBeVisible();
    });
  });

  test('the Admin link shows for admins only', async ({ page, adminAccount }) => {
    await registerViaApi(page.request);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(nav.getByRole('link', { name: 'Vagas' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await loginViaApi(page.request, adminAccount.email, adminAccount.password);
    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  // The one test that reads the seed, by design: /test-users exists to sign in as the seeded demo accounts.
  test('/test-users lists the four demo accounts and can sign in as one', async ({ page }) => {
    await page.goto('/test-users');
    for (const account of DEMO_ACCOUNTS) {
      await expect(page.getByText(account.email)).toBeVisible();
    }
    for (const label of ['Administrador', 'Empresa', 'Profissional', 'Estudante']) {
      await expect(page.getByRole('button', { name: `Entrar como ${label}` })).toBeVisible();
    }
    await expect(page.getByText('Modera vagas, cursos, eventos e serviços enviados')).toBeVisible();
    await expect(page.getByText('Oferece serviços e recebe pedidos de orçamento por mensagem')).toBeVisible();

    const professional = DEMO_ACCOUNTS.find((a) => a.userType === 'professional')!;
    await page.getByRole('button', { name: 'Entrar como Profissional' }).click();
    await expectPath(page, '/');
    await expect(page.getByRole('banner').getByRole('link', { name: professional.firstName })).toBeVisible();
  });

  test('a new page opens at its top, and Back returns to where the person was', async ({ page, admin }) => {
    // Four jobs of this test's own, alone in their city: the third card is far enough down a phone's screen.
    const location = `${uniqueWord('Cidade')} - RN`;
    const jobs = [];
    for (let i = 0; i < 4; i += 1) jobs.push(await publishJob(admin, { location, jobType: 'emprego' }));
    await untilListed(fetchJobs, admin, { location }, jobs.map((job) => job.id));
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(`/vagas?location=${encodeURIComponent(location)}`);
    await expect(page.getByRole('region', { name: 'Vagas de Emprego (4)' })).toBeVisible();
    const card = page.getByRole('region', { name: /^Vagas de Emprego/ }).getByRole('article').nth(2);
    const link = card.getByRole('link').first();
    await expect(link).toBeVisible();
    const title = (await card.getByRole('heading').first().textContent())!.trim();
    // Where the person is when they follow the link (the click scrolls nothing more).
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const before = await page.evaluate(() => window.scrollY);

    await link.click();
    await expect(page).toHaveURL(/\/vagas\/[\w-]+$/);
    // The job's own heading: until its chunk arrives, the list stays on screen (a router transition).
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expectPath(page, '/vagas');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  });
});
