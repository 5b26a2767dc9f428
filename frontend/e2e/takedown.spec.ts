/**
 * The admin's take-down (issue 25), two browsers: a company watches its approved job on 'Minhas
 * vagas' while an admin takes it down from the job's own page with a reason; the company's open
 * page shows 'Retirada do ar' and the reason without a reload, the job's page answers 404 to a
 * visitor, and the admin republishes it from the panel's 'Publicações' tab — back live too. The
 * same for a company's whole page, taken down from 'Usuários': the company's open page shows the
 * reason live, a visitor's /vagas no longer lists its job.
 */
import { ADMIN_MESSAGES, PAGE_TAKEDOWN_MESSAGES, type OwnJobDTO } from '@conecta/common';
import { expectAccessible, overflow } from './a11y';
import { decideJobViaApi, expectToast, holdRequests, loginViaApi, recordToasts, uniqueId, uniqueWord, unreadReadyAfterConnect } from './helpers';
import { createAccount, expect, publishCourse, publishJob, test } from './world';

const REASON = 'A faixa salarial anunciada não corresponde à oferta real.';
const PAGE_REASON = 'Vagas repetidas que a empresa não oferece de fato.';

test.describe('take-down', () => {
  test("an admin takes a company's approved job down with a reason; the company's open 'Minhas vagas' shows it live, and a republish brings it back", async ({ browser, page, admin, adminAccount }) => {
    test.slow();
    const companyContext = await browser.newContext();
    try {
      // The company's approved job, and its 'Minhas vagas' open with the socket connected.
      await createAccount(companyContext.request, { userType: 'company', firstName: 'Brisa', lastName: 'Renováveis' });
      const title = `Técnico(a) de Subestação ${uniqueId()}`;
      const job: OwnJobDTO = await publishJob(companyContext.request, { title });
      expect(await decideJobViaApi(admin, job)).toBe(200);
      const company = await companyContext.newPage();
      await recordToasts(company);
      const companyLive = unreadReadyAfterConnect(company);
      await company.goto('/minhas-vagas');
      const row = company.getByRole('article', { name: title });
      await expect(row.getByTestId('job-status')).toHaveText('Aprovada');
      await companyLive;

      // The admin, on the job's public page: 'Retirar do ar' asks a reason, checked before it is sent.
      await loginViaApi(page.request, adminAccount.email, adminAccount.password);
      await recordToasts(page);
      await page.goto(`/vagas/${job.id}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await page.getByRole('button', { name: 'Retirar do ar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Retirar do ar?' });
      await expect(dialog.getByLabel('Motivo da retirada')).toBeFocused();
      await dialog.getByLabel('Motivo da retirada').fill('curt');
      await dialog.getByRole('button', { name: 'Retirar do ar' }).click();
      await expect(dialog.getByText(ADMIN_MESSAGES.takedownReasonInvalid)).toBeVisible();
      await dialog.getByLabel('Motivo da retirada').fill(REASON);
      await dialog.getByRole('button', { name: 'Retirar do ar' }).click();
      await expectToast(page, ADMIN_MESSAGES.takenDown);
      // The admin's own page reads it again: it is no longer public.
      await expect(page.getByRole('heading', { name: 'Vaga não encontrada' })).toBeVisible();

      // The company's open page follows without a reload: the status, the reason and a toast.
      await expect(row.getByTestId('job-status')).toHaveText('Retirada do ar');
      await expect(row.getByTestId('removed-reason')).toContainText(REASON);
      await expectToast(company, 'Vaga retirada do ar', REASON);

      // Nobody else finds it: its page and the list.
      const visitor = await browser.newContext();
      try {
        expect((await visitor.request.get(`/api/vagas/${job.id}`)).status()).toBe(404);
        const list = (await (await visitor.request.get(`/api/vagas?q=${encodeURIComponent(title)}`)).json()) as Array<{ id: string }>;
        expect(list.some((listed) => listed.id === job.id)).toBe(false);
      } finally {
        await visitor.close();
      }

      // The panel lists it with its reason; 'Republicar' puts it back, and the company sees that live too.
      await page.goto('/admin?aba=publicacoes');
      const removed = page.getByTestId('taken-down-item').filter({ hasText: title });
      await expect(removed).toContainText(REASON);
      await removed.getByRole('button', { name: 'Republicar' }).click();
      await page.getByRole('dialog', { name: 'Republicar?' }).getByRole('button', { name: 'Republicar' }).click();
      await expectToast(page, ADMIN_MESSAGES.restored);
      await expect(removed).toHaveCount(0);
      await expect(row.getByTestId('job-status')).toHaveText('Aprovada');
      await expect(row.getByTestId('removed-reason')).toHaveCount(0);
    } finally {
      await companyContext.close();
    }
  });

  test("an admin takes a company's whole page down from 'Usuários'; the company's open page shows the reason live, a visitor no longer finds its job at /vagas, and 'Republicar página' brings both back", async ({ browser, page, admin, adminAccount }) => {
    test.slow();
    const companyContext = await browser.newContext();
    const visitorContext = await browser.newContext();
    try {
      const name = uniqueWord('Ventos');
      const account = await createAccount(companyContext.request, { userType: 'company', firstName: name, lastName: 'Eólica' });
      const title = `Técnico(a) de Aerogeradores ${uniqueId()}`;
      const job: OwnJobDTO = await publishJob(companyContext.request, { title });
      expect(await decideJobViaApi(admin, job)).toBe(200);

      // A visitor finds the company's job at /vagas.
      const visitor = await visitorContext.newPage();
      await visitor.goto(`/vagas?q=${encodeURIComponent(title)}`);
      await expect(visitor.getByRole('article', { name: title })).toBeVisible();

      // The company's dashboard, open with the socket connected.
      const company = await companyContext.newPage();
      const companyLive = unreadReadyAfterConnect(company);
      await company.goto('/');
      await companyLive;
      await expect(company.getByTestId('page-removed-banner')).toHaveCount(0);

      // The admin finds the account in 'Usuários' and takes its page down with a reason, checked before it is sent.
      await loginViaApi(page.request, adminAccount.email, adminAccount.password);
      await recordToasts(page);
      await page.goto('/admin?aba=usuarios');
      const search = page.getByLabel('Buscar por nome ou e-mail');
      await search.fill(account.email);
      await search.press('Enter');
      const row = page.locator(`[data-user="${account.email}"]`);
      await row.getByRole('button', { name: PAGE_TAKEDOWN_MESSAGES.takeDown }).click();
      const dialog = page.getByRole('dialog', { name: 'Retirar página do ar?' });
      await expect(dialog.getByLabel('Motivo da retirada')).toBeFocused();
      await dialog.getByLabel('Motivo da retirada').fill('curt');
      await dialog.getByRole('button', { name: PAGE_TAKEDOWN_MESSAGES.takeDown }).click();
      await expect(dialog.getByText(ADMIN_MESSAGES.takedownReasonInvalid)).toBeVisible();
      await dialog.getByLabel('Motivo da retirada').fill(PAGE_REASON);
      await dialog.getByRole('button', { name: PAGE_TAKEDOWN_MESSAGES.takeDown }).click();
      await expectToast(page, PAGE_TAKEDOWN_MESSAGES.takenDown);
      await expect(row.getByText('Página fora do ar')).toBeVisible();

      // The company's open page says so without a reload; it is still signed in.
      const banner = company.getByTestId('page-removed-banner');
      await expect(banner).toContainText(PAGE_TAKEDOWN_MESSAGES.banner(PAGE_REASON));

      // The visitor no longer finds the job, nor the company's profile.
      await visitor.goto(`/vagas?q=${encodeURIComponent(title)}`);
      await expect(visitor.getByText('Nenhuma vaga encontrada')).toBeVisible();
      await expect(visitor.getByRole('article', { name: title })).toHaveCount(0);
      expect((await visitorContext.request.get(`/api/users/${account.user.id}`)).status()).toBe(404);

      // 'Publicações' lists the page with its reason; 'Republicar página' puts it back, live on the company's page too.
      await page.goto('/admin?aba=publicacoes');
      const removed = page.getByTestId('taken-down-page').filter({ hasText: name });
      await expect(removed).toContainText(PAGE_REASON);
      await removed.getByRole('button', { name: PAGE_TAKEDOWN_MESSAGES.restore }).click();
      await page.getByRole('dialog', { name: 'Republicar página?' }).getByRole('button', { name: PAGE_TAKEDOWN_MESSAGES.restore }).click();
      await expectToast(page, PAGE_TAKEDOWN_MESSAGES.restored);
      await expect(removed).toHaveCount(0);
      await expect(banner).toHaveCount(0);
      await visitor.goto(`/vagas?q=${encodeURIComponent(title)}`);
      await expect(visitor.getByRole('article', { name: title })).toBeVisible();
    } finally {
      await visitorContext.close();
      await companyContext.close();
    }
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("the panel's 'Publicações' finds a course by keyboard and takes it down; its states and the removed list fit a phone", async ({ page, admin, adminAccount }) => {
      const course = await publishCourse(admin, { title: `Curso de ${uniqueWord('Transformadores')}` });
      await loginViaApi(page.request, adminAccount.email, adminAccount.password);
      await recordToasts(page);
      const list = await holdRequests(page, '**/api/admin/taken-down');
      await page.goto('/admin?aba=publicacoes');
      await expect(page.getByRole('status').filter({ hasText: 'Carregando itens retirados do ar...' })).toBeVisible();
      list.release();

      // Nothing found is said so.
      const search = page.getByLabel('Buscar publicações');
      await search.fill(uniqueWord('inexistente'));
      await search.press('Enter');
      await expect(page.getByText('Nenhuma vaga, curso, evento ou serviço publicado encontrado.')).toBeVisible();

      // Found by its title, taken down from the keyboard.
      await search.fill(course.title);
      await search.press('Enter');
      const found = page.getByTestId('published-item').filter({ hasText: course.title });
      await found.getByRole('button', { name: 'Retirar do ar' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Retirar do ar?' });
      await page.keyboard.type('Curso duplicado de outro já publicado.');
      await expectAccessible(page, 'take-down dialog at 360 px');
      await dialog.getByRole('button', { name: 'Retirar do ar' }).click();
      await expectToast(page, ADMIN_MESSAGES.takenDown);
      await expect(dialog).toHaveCount(0);

      // It joins the removed list with its reason.
      await expect(page.getByTestId('taken-down-item').filter({ hasText: course.title })).toContainText('Curso duplicado de outro já publicado.');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page, "'Publicações' at 360 px");
    });

    test("a company whose page is down reads why on its profile; the panel's narrow users card republishes it by keyboard, and the banner goes live", async ({ browser, page, admin, adminAccount }) => {
      const name = uniqueWord('Maré');
      const account = await createAccount(page.request, { userType: 'company', firstName: name, lastName: 'Energia' });
      expect((await admin.post(`/api/admin/users/${account.user.id}/take-down-page`, { data: { reason: PAGE_REASON } })).status()).toBe(200);
      const companyLive = unreadReadyAfterConnect(page);
      await page.goto('/profile');
      await companyLive;
      const banner = page.getByTestId('page-removed-banner');
      await expect(banner).toContainText(PAGE_TAKEDOWN_MESSAGES.banner(PAGE_REASON));
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'the removed page banner at 360 px');

      const adminContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
      try {
        const panel = await adminContext.newPage();
        await loginViaApi(panel.request, adminAccount.email, adminAccount.password);
        await recordToasts(panel);
        await panel.goto('/admin?aba=usuarios');
        const search = panel.getByLabel('Buscar por nome ou e-mail');
        await search.fill(account.email);
        await search.press('Enter');
        const card = panel.locator(`li[data-user="${account.email}"]`);
        await expect(card.getByText('Página fora do ar')).toBeVisible();
        await card.getByRole('button', { name: PAGE_TAKEDOWN_MESSAGES.restore }).focus();
        await panel.keyboard.press('Enter');
        const dialog = panel.getByRole('dialog', { name: 'Republicar página?' });
        await expectAccessible(panel, 'the republish dialog at 360 px');
        await dialog.getByRole('button', { name: PAGE_TAKEDOWN_MESSAGES.restore }).click();
        await expectToast(panel, PAGE_TAKEDOWN_MESSAGES.restored);
        await expect(card.getByText('Página fora do ar')).toHaveCount(0);
        expect(await overflow(panel)).toBeLessThanOrEqual(0);
        await expectAccessible(panel, "'Usuários' at 360 px");
      } finally {
        await adminContext.close();
      }
      await expect(banner).toHaveCount(0);
    });
  });
});
