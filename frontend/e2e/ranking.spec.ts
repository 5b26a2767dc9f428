/**
 * Rankings with reasons (issue 25), on a 360 px phone:
 * - an admin features a job from the panel's 'Destaques' tab, and a visitor's home shows it first
 *   in 'Oportunidades em destaque' (site-wide: it changes what every visitor sees, so it takes its
 *   turn), and takes it off again from the job's own page;
 * - the owner's profile says how complete it is and what is missing, each item a link to where it
 *   is filled, and follows a save; the dashboard's compact card, its loading and error states.
 */
import type { ShowcaseDTO } from '@conecta/common';
import { holdRequests, loginViaApi, revealHomeBelowFold } from './helpers';
import { createAccount, expect, publishJob, test } from './world';

test.use({ viewport: { width: 360, height: 780 } });

test.describe('the home showcase', () => {
  test("an admin features a job and a visitor's home shows it first", async ({ page, admin, adminAccount, browser, siteWide: _siteWide }) => {
    // Short and without a salary: the quality ranking alone would not put it first.
    const job = await publishJob(admin, { description: 'Vaga de teste para o destaque da página inicial.' });
    try {
      await loginViaApi(page.request, adminAccount.email, adminAccount.password);
      await page.goto('/admin?aba=destaques');
      await expect(page.getByRole('heading', { name: 'Destaques da página inicial' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Vagas', exact: true })).toHaveAttribute('aria-pressed', 'true');
      const search = page.getByRole('searchbox', { name: 'Buscar por título' });
      await search.fill(job.title);
      await search.press('Enter');
      const row = page.locator(`[data-showcase-id="${job.id}"]`);
      await row.getByRole('button', { name: `Destacar na página inicial: ${job.title}` }).click();
      await expect(row.getByText(/^Em destaque desde/)).toBeVisible();
      await expect(row.getByRole('button', { name: `Remover destaque: ${job.title}` })).toBeVisible();

      // Without a search the tab lists the showcase's order: the featured job first, on the home.
      await search.fill('');
      await search.press('Enter');
      const first = page.getByRole('list', { name: 'Vagas na ordem da página inicial' }).getByRole('listitem').first();
      await expect(first).toHaveAttribute('data-showcase-id', job.id);
      await expect(first.getByText('Na página inicial')).toBeVisible();

      // A visitor, in a browser of their own.
      const visitorContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
      try {
        const visitor = await visitorContext.newPage();
        const showcase = visitor.waitForResponse((response) => new URL(response.url()).pathname === '/api/destaques');
        await visitor.goto('/');
        await revealHomeBelowFold(visitor);
        expect(((await (await showcase).json()) as ShowcaseDTO).jobs[0]?.id).toBe(job.id);
        await expect(visitor.getByRole('heading', { name: 'Oportunidades em destaque' })).toBeVisible();
        const panel = visitor.getByRole('tabpanel');
        await expect(panel.getByRole('article').first().getByRole('link', { name: job.title })).toBeVisible();
        const width = await visitor.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(360);
      } finally {
        await visitorContext.close();
      }

      // The job's own page offers the admin the way back.
      await page.goto(`/vagas/${job.id}`);
      await page.getByRole('button', { name: 'Remover destaque' }).click();
      await expect(page.getByRole('button', { name: 'Destacar na página inicial' })).toBeVisible();
      expect(((await (await admin.get(`/api/admin/showcase/jobs/${job.id}`)).json()) as { featuredAt: string | null }).featuredAt).toBeNull();
    } finally {
      // The home is everyone's: the feature goes with the test.
      expect((await admin.post(`/api/admin/showcase/jobs/${job.id}`, { data: { featured: false } })).status()).toBe(200);
    }
  });
});

test.describe('profile completeness', () => {
  test('the owner sees how complete the profile is and what is missing, and a save raises it', async ({ page }) => {
    await createAccount(page.request, { userType: 'professional', firstName: 'Renata' });
    await page.goto('/profile');
    const card = page.getByTestId('profile-completeness');
    // A new account: only its recent activity counts.
    await expect(card.getByRole('heading', { name: 'Seu perfil está 5% completo' })).toBeVisible();
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
    const missing = card.getByRole('list', { name: 'O que falta preencher' });
    await expect(missing.getByRole('listitem').first()).toHaveText('Adicione uma foto de perfil');
    await expect(missing.getByRole('link', { name: 'Escreva um texto sobre você' })).toBeVisible();

    await page.getByRole('button', { name: 'Editar perfil' }).click();
    await page.getByRole('textbox', { name: 'Sobre', exact: true }).fill('Técnica em eletrotécnica, trabalho com usinas solares.');
    await page.getByRole('textbox', { name: 'Localização' }).fill('Mossoró - RN');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(card.getByRole('heading', { name: 'Seu perfil está 30% completo' })).toBeVisible();
    await expect(missing.getByRole('link', { name: 'Escreva um texto sobre você' })).toHaveCount(0);
    await expect(missing.getByRole('link', { name: 'Informe sua cidade' })).toHaveCount(0);

    // Each item leads to where it is filled: the portfolio's tab.
    await missing.getByRole('link', { name: 'Adicione um item ao portfólio' }).click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === '/profile?aba=portfolio');
    await expect(page.getByRole('tab', { name: 'Portfólio' })).toHaveAttribute('aria-selected', 'true');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(360);
  });

  test("the dashboard's compact card: loading, then the score; a failed read offers a retry", async ({ page }) => {
    await createAccount(page.request, { userType: 'student', firstName: 'Caio' });
    const held = await holdRequests(page, '**/api/users/profile/completeness');
    await page.goto('/');
    const card = page.getByTestId('profile-completeness');
    await expect(card.getByRole('status')).toContainText('Carregando...');
    held.release();
    await expect(card.getByRole('heading', { name: 'Seu perfil está 5% completo' })).toBeVisible();
    // The compact card lists the three heaviest items and leads to the profile.
    await expect(card.getByRole('list', { name: 'O que falta preencher' }).getByRole('listitem')).toHaveCount(3);
    await expect(card.getByRole('link', { name: 'Completar perfil' })).toHaveAttribute('href', '/profile');

    await page.unroute('**/api/users/profile/completeness');
    let fail = true;
    await page.route('**/api/users/profile/completeness', (route) => (fail ? route.fulfill({ status: 500, json: { message: 'Erro interno' } }) : route.continue()));
    await page.reload();
    await expect(card.getByRole('alert')).toContainText('Não foi possível carregar a completude do perfil.');
    fail = false;
    await card.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(card.getByRole('heading', { name: 'Seu perfil está 5% completo' })).toBeVisible();
  });
});
