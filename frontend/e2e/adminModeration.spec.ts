/**
 * Live moderation (issue 13) with several browser contexts: a company publishes a job through the
 * API, two admins on /admin see it arrive without a reload; one approves, it leaves both lists
 * live, the other admin's late click is told that someone else decided, and a visitor finds the
 * job on /vagas; a rejection asks its reason; a verified company's job arrives marked 'Empresa
 * verificada' (issue 24). The access guard sends a non-admin to / and a visitor to sign in.
 *
 * Every admin is the test's own, but the pending list is everyone's (every company of every test
 * running beside this one submits there): this spec looks only for the items it created, by their
 * unique titles.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { ADMIN_MESSAGES, PUBLISHING_MESSAGES, VERIFICATION_BADGES, type OwnJobDTO, type VerificationDTO } from '@conecta/common';
import { expectPath, expectToast, fetchedAfterConnect, freshCnpj, recordToasts, holdRequests, loginViaApi, registerViaApi, uniqueId, verifyViaApi } from './helpers';
import { createAccount, expect, publishJob, removeAccount, test, type TestAccount } from './world';

/** An admin's tab (its context already signed in) on the moderation tab, its socket in the `admins` room. */
async function adminOnPanel(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await recordToasts(page);
  // The pending jobs' list refetched after the connect and landed: a push arriving while that read
  // was still out would be overwritten by its older answer.
  // Waited for first: a fresh context's first panel (its chunks, the socket) can take longer than
  // one expect's 7 s on a busy machine, and this wait has the connect's own 20 s.
  const ready = fetchedAfterConnect(page, '/api/admin/pending-jobs');
  await page.goto('/admin');
  await ready;
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Vagas/ })).toHaveAttribute('aria-selected', 'true');
  return page;
}

/** A context signed in as `account` (this test's admin). */
async function signedIn(browser: Browser, account: TestAccount): Promise<BrowserContext> {
  const context = await browser.newContext();
  await loginViaApi(context.request, account.email, account.password);
  return context;
}

/** A company account of its own, submitting through POST /api/vagas (stored as pending). */
async function submitAsCompany(request: APIRequestContext, title: string): Promise<OwnJobDTO> {
  await createAccount(request, { userType: 'company', firstName: 'Helios', lastName: 'Renováveis' });
  const job = await publishJob(request, { title, description: 'Operação e manutenção preventiva de usinas fotovoltaicas no litoral potiguar.' });
  expect(job.status).toBe('pending');
  return job;
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test.describe('admin moderation, live', () => {
  test('two admins see a submitted job arrive; one approves, it leaves both lists, and the job is public', async ({ browser, adminAccount, guest: company }) => {
    // Four contexts, and two toasts that may each wait 5 s behind another (spec §9).
    test.slow();
    const firstContext = await signedIn(browser, adminAccount);
    // The second admin is made (and signed in) in its own tab's context, and removed at the end
    // like the first.
    const secondContext = await browser.newContext();
    const visitor = await browser.newContext();
    let secondAdmin: TestAccount | undefined;
    try {
      secondAdmin = await createAccount(secondContext.request, { userType: 'admin' });
      const first = await adminOnPanel(firstContext);
      const second = await adminOnPanel(secondContext);
      const title = `Técnico de O&M ${uniqueId()}`;
      await submitAsCompany(company, title);

      // Both lists grow without a reload, with who sent it (a company not verified: no badge).
      for (const page of [first, second]) {
        await expect(card(page, title)).toBeVisible();
        await expect(card(page, title)).toContainText('Enviado por Helios Renováveis');
        await expect(card(page, title).getByText(VERIFICATION_BADGES.cnpj)).toHaveCount(0);
      }
      const item = card(first, title);
      await item.getByRole('button', { name: 'Ver descrição' }).click();
      await expect(item.getByText('Operação e manutenção preventiva', { exact: false })).toBeVisible();
      await expect(item.getByRole('button', { name: 'Ocultar descrição' })).toHaveAttribute('aria-expanded', 'true');

      // The second admin clicks too, but its request is held until the first admin has decided.
      const late = await holdRequests(second, '**/api/admin/jobs/*/approve');
      await card(second, title).getByRole('button', { name: `Aprovar vaga: ${title}` }).click();
      await item.getByRole('button', { name: `Aprovar vaga: ${title}` }).click();

      // Ours may queue behind the submission's bell toast and those of other tests' jobs.
      await expectToast(first, ADMIN_MESSAGES.jobApproved);
      await expect(card(first, title)).toHaveCount(0);
      await expect(card(second, title)).toHaveCount(0);

      late.release();
      await expectToast(second, ADMIN_MESSAGES.alreadyModerated);

      // A visitor finds it on /vagas.
      const page = await visitor.newPage();
      await page.goto(`/vagas?q=${encodeURIComponent(title)}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();

      // The company is told (bell; the workers write it).
      await expect
        .poll(async () => {
          const { items } = (await (await company.get('/api/notifications')).json()) as { items: Array<{ title: string; body: string }> };
          return items.some((n) => n.title === 'Vaga aprovada' && n.body === title);
        })
        .toBe(true);
    } finally {
      await firstContext.close();
      await secondContext.close();
      await visitor.close();
      if (secondAdmin) await removeAccount(company, secondAdmin.user.id);
    }
  });

  test('rejecting asks a reason, checked before it is sent, and the company sees it', async ({ browser, adminAccount, guest: company }) => {
    test.slow();
    const context = await signedIn(browser, adminAccount);
    try {
      const page = await adminOnPanel(context);
      const title = `Eletricista de Subestação ${uniqueId()}`;
      const job = await submitAsCompany(company, title);
      await card(page, title).getByRole('button', { name: `Rejeitar vaga: ${title}` }).click();

      const dialog = page.getByRole('dialog', { name: 'Rejeitar vaga' });
      await expect(dialog.getByLabel('Motivo da rejeição')).toBeFocused();
      await dialog.getByLabel('Motivo da rejeição').fill('curt');
      await dialog.getByRole('button', { name: 'Rejeitar' }).click();
      await expect(dialog.getByText(PUBLISHING_MESSAGES.reasonInvalid)).toBeVisible();

      await dialog.getByLabel('Motivo da rejeição').fill('Informe a faixa salarial da vaga.');
      await dialog.getByRole('button', { name: 'Rejeitar' }).click();
      await expectToast(page, ADMIN_MESSAGES.jobRejected);
      await expect(dialog).toHaveCount(0);
      await expect(card(page, title)).toHaveCount(0);

      const mine = (await (await company.get('/api/vagas/mine')).json()) as OwnJobDTO[];
      expect(mine.find((j) => j.id === job.id)).toMatchObject({ status: 'rejected', rejectionReason: 'Informe a faixa salarial da vaga.' });
    } finally {
      await context.close();
    }
  });

  test("a verified company's job arrives marked 'Empresa verificada', and stays so after a reload", async ({ browser, adminAccount, guest: company }) => {
    test.slow();
    const context = await signedIn(browser, adminAccount);
    try {
      await createAccount(company, { userType: 'company', firstName: 'Ventos', lastName: 'do Sertão' });
      const sent = (await (await company.put('/api/user/verifications/cnpj', { data: { number: freshCnpj() } })).json()) as VerificationDTO;
      expect(await verifyViaApi(context.request, sent.id)).toBe(200);

      const page = await adminOnPanel(context);
      const title = `Técnico de Aerogeradores ${uniqueId()}`;
      await publishJob(company, { title });
      await expect(card(page, title).getByText(VERIFICATION_BADGES.cnpj)).toBeVisible();
      await page.reload();
      await expect(card(page, title).getByText(VERIFICATION_BADGES.cnpj)).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the header link leads an admin to the panel; the stat cards load behind fixed-size placeholders', async ({ page, adminAccount }) => {
    await loginViaApi(page.request, adminAccount.email, adminAccount.password);
    const stats = await holdRequests(page, '**/api/admin/dashboard/stats');
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
    await expectPath(page, '/admin');

    const section = page.getByRole('region', { name: 'Estatísticas da plataforma' });
    await expect(section.getByTestId('stat-skeleton')).toHaveCount(8);
    const placeholder = await section.getByTestId('stat-skeleton').first().boundingBox();
    stats.release();
    await expect(section.getByRole('group', { name: 'Vagas pendentes', exact: true })).toBeVisible();
    const loaded = await section.getByRole('group').first().boundingBox();
    expect(loaded?.height).toBeCloseTo(placeholder?.height ?? 0, 0);
    for (const label of ['Usuários', 'Novos este mês', 'Vagas ativas', 'Vagas pendentes', 'Cursos', 'Matrículas no mês', 'Eventos', 'Próximos eventos']) {
      await expect(section.getByRole('group', { name: label, exact: true }).getByTestId('stat-value')).toHaveText(/^\d[\d.]*$/);
    }
  });

  test('the lists show their loading state, and a failed read its error with a retry that works', async ({ page, adminAccount }) => {
    await loginViaApi(page.request, adminAccount.email, adminAccount.password);
    // No socket for this page: another test's submission, pushed to every admin, would refetch the
    // stats on its own (seen in CI: they loaded between being let through and the retry's click).
    await page.route('**/socket.io/**', (route) => route.abort());
    // The stats fail as a dropped connection would until the test lets them through; then the retry
    // button loads them.
    let reachable = false;
    await page.route('**/api/admin/dashboard/stats', (route) => (reachable ? route.continue() : route.abort('connectionreset')));
    const jobs = await holdRequests(page, '**/api/admin/pending-jobs');
    await page.goto('/admin');

    await expect(page.getByRole('status').filter({ hasText: 'Carregando itens pendentes...' })).toBeVisible();
    jobs.release();
    await expect(page.getByRole('tab', { name: /Vagas/ })).toBeVisible();

    const statsError = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar as estatísticas.' });
    await expect(statsError).toBeVisible();
    reachable = true;
    await statsError.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('group', { name: 'Usuários', exact: true })).toBeVisible();
    await expect(statsError).toHaveCount(0);
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the stat cards sit two to a row and nothing overflows sideways', async ({ page, adminAccount }) => {
      await loginViaApi(page.request, adminAccount.email, adminAccount.password);
      await page.goto('/admin');
      const groups = page.getByRole('region', { name: 'Estatísticas da plataforma' }).getByRole('group');
      await expect(groups).toHaveCount(8);
      const [a, b, c] = await Promise.all([0, 1, 2].map((i) => groups.nth(i).boundingBox()));
      expect(a!.y).toBe(b!.y);
      expect(c!.y).toBeGreaterThan(a!.y);
      await expect(page.getByRole('tab', { name: /Vagas/ })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
});

test.describe('admin access guard', () => {
  test("a signed-in non-admin is told 'Acesso Negado' and lands on /", async ({ page }) => {
    await registerViaApi(page.request, { userType: 'student' });
    await page.goto('/admin');
    const toast = page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.accessDeniedTitle });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(ADMIN_MESSAGES.accessDenied);
    await expectPath(page, '/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  });

  test('a visitor is sent to /api/login, which leads to /auth', async ({ page }) => {
    const login = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login' && request.method() === 'GET');
    await page.goto('/admin');
    await login;
    await expectPath(page, '/auth');
  });
});
