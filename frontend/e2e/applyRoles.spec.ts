/**
 * Roles that make sense (issue 25): only students and professionals apply. A company sees no
 * 'Quero me Candidatar' on its own approved job and the API refuses it in Portuguese; its dashboard
 * shows its own jobs' figures instead of 'Candidaturas' and recommendations, and they follow live
 * when a student (another browser) applies. A general account and an admin see no button either;
 * a visitor still does (it leads to sign-in, jobs.spec.ts).
 */
import type { Page } from '@playwright/test';
import { PUBLISHING_MESSAGES as M } from '@conecta/common';
import { fetchJobs, untilListed } from './catalogue';
import { decideJobViaApi, fetchedAfterConnect, loginViaApi, registerViaApi, uniqueId, uniqueWord } from './helpers';
import { createAccount, expect, publishJob, test } from './world';

const figure = (page: Page, label: string) => page.getByRole('group', { name: label }).getByTestId('figure-value');

/** The job's page has drawn its actions (so a missing apply button is absent, not late). */
async function jobPageReady(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar link' })).toBeVisible();
}

test.describe('who applies to jobs', () => {
  test('a company: no apply button on its own approved job, the API refuses it, its dashboard follows a student applying live', async ({ browser, admin }) => {
    test.slow();
    const companyContext = await browser.newContext();
    const studentContext = await browser.newContext();
    try {
      const company = await companyContext.newPage();
      const student = await studentContext.newPage();
      await registerViaApi(company.request, { userType: 'company', firstName: 'Brisa', lastName: `Energia ${uniqueId()}` });
      await registerViaApi(student.request, { userType: 'student', firstName: 'Júlia', lastName: `Prado ${uniqueId()}` });
      const location = `${uniqueWord('Cidade')} - RN`;
      const job = await publishJob(company.request, { title: `Técnico(a) de Subestação ${uniqueId()}`, location });
      expect(job.status).toBe('pending');
      expect(await decideJobViaApi(admin, job)).toBe(200);
      await untilListed(fetchJobs, admin, { location }, [job.id]);

      await company.goto(`/vagas/${job.id}`);
      await jobPageReady(company, job.title);
      await expect(company.getByRole('button', { name: 'Quero me Candidatar' })).toHaveCount(0);
      const refused = await company.request.post(`/api/vagas/${job.id}/apply`, { data: { coverLetter: '' } });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toEqual({ message: 'Apenas estudantes e profissionais podem se candidatar a vagas.' });
      expect(M.onlyCandidates).toBe('Apenas estudantes e profissionais podem se candidatar a vagas.');

      // The job list's card offers no button either.
      await company.goto(`/vagas?location=${encodeURIComponent(location)}`);
      const card = company.getByRole('article', { name: job.title });
      await expect(card.getByRole('link', { name: `Ver detalhes: ${job.title}` })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Quero me Candidatar' })).toHaveCount(0);

      // The dashboard: its own jobs, nothing recommended, no 'Candidaturas' of its own.
      const live = fetchedAfterConnect(company, '/api/vagas/mine/figures');
      await company.goto('/');
      const own = company.getByRole('region', { name: 'Suas vagas' });
      await expect(own).toBeVisible();
      await expect(figure(company, 'Vagas abertas')).toHaveText('1');
      await expect(figure(company, 'Aguardando aprovação')).toHaveText('0');
      await expect(figure(company, 'Candidaturas recebidas')).toHaveText('0');
      await expect(figure(company, 'Novas candidaturas')).toHaveText('0');
      await expect(own.getByRole('link', { name: 'Ver minhas vagas' })).toHaveAttribute('href', '/minhas-vagas');
      await expect(company.getByRole('group', { name: 'Candidaturas', exact: true })).toHaveCount(0);
      await expect(company.getByRole('region', { name: 'Vagas recomendadas' })).toHaveCount(0);
      await expect(company.getByTestId('counter-value')).toHaveCount(2);
      await live;

      // A student still applies, from the same job's page.
      await student.goto(`/vagas/${job.id}`);
      await jobPageReady(student, job.title);
      await student.getByRole('button', { name: 'Quero me Candidatar' }).click();
      await expect(student.getByText('Candidatura enviada!')).toBeVisible();
      await expect(student.getByRole('button', { name: 'Já Candidato' })).toBeDisabled();

      // ...and the company's dashboard counts it without a reload.
      await expect(figure(company, 'Candidaturas recebidas')).toHaveText('1');
      await expect(figure(company, 'Novas candidaturas')).toHaveText('1');
      await expect(figure(company, 'Vagas abertas')).toHaveText('1');
    } finally {
      await companyContext.close();
      await studentContext.close();
    }
  });

  test('a general account and an admin see no apply button and are refused; a visitor still sees it', async ({ page, browser, admin, adminAccount }) => {
    const job = await publishJob(admin, { title: `Analista de Energia ${uniqueId()}` });

    const visitorContext = await browser.newContext();
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(`/vagas/${job.id}`);
      await jobPageReady(visitor, job.title);
      await expect(visitor.getByRole('button', { name: 'Quero me Candidatar' })).toBeVisible();
    } finally {
      await visitorContext.close();
    }

    // The sign-up form offers no 'general' account: the test world makes one.
    await createAccount(page.request, { userType: 'general' });
    await page.goto(`/vagas/${job.id}`);
    await jobPageReady(page, job.title);
    await expect(page.getByRole('button', { name: 'Quero me Candidatar' })).toHaveCount(0);
    const general = await page.request.post(`/api/vagas/${job.id}/apply`, { data: { coverLetter: '' } });
    expect(general.status()).toBe(403);
    expect(await general.json()).toEqual({ message: M.onlyCandidates });
    // No 'Candidaturas' counter for an account that cannot apply.
    await page.goto('/');
    await expect(page.getByTestId('counter-value')).toHaveCount(2);
    await expect(page.getByRole('group', { name: 'Candidaturas', exact: true })).toHaveCount(0);

    await loginViaApi(page.request, adminAccount.email, adminAccount.password);
    await page.goto(`/vagas/${job.id}`);
    await jobPageReady(page, job.title);
    await expect(page.getByRole('button', { name: 'Quero me Candidatar' })).toHaveCount(0);
    const byAdmin = await page.request.post(`/api/vagas/${job.id}/apply`, { data: { coverLetter: '' } });
    expect(byAdmin.status()).toBe(403);
    expect(await byAdmin.json()).toEqual({ message: M.onlyCandidates });
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });
    test("a new company's dashboard: its figures at zero, the way to publish, nothing wider than the screen", async ({ page }) => {
      await registerViaApi(page.request, { userType: 'company' });
      await page.goto('/');
      const own = page.getByRole('region', { name: 'Suas vagas' });
      for (const label of ['Vagas abertas', 'Aguardando aprovação', 'Candidaturas recebidas', 'Novas candidaturas']) await expect(figure(page, label)).toHaveText('0');
      await expect(own.getByText('Você não tem vagas abertas nem aguardando aprovação.')).toBeVisible();
      await own.getByRole('button', { name: 'Publicar Vaga' }).click();
      await expect(page.getByRole('dialog', { name: 'Publicar Vaga' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Publicar Vaga' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });

    test('the figures say when they could not load, and load on retry', async ({ page }) => {
      await registerViaApi(page.request, { userType: 'company' });
      // No socket for this page: its connect refetches the figures (realtime/socket.ts), and one that
      // came after `fail = false` loaded them before the retry's click (its button gone, 1 run in 4).
      await page.route('**/socket.io/**', (route) => route.abort());
      let fail = true;
      await page.route('**/api/vagas/mine/figures', (route) =>
        fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Erro interno"}' }) : route.continue(),
      );
      await page.goto('/');
      const own = page.getByRole('region', { name: 'Suas vagas' });
      await expect(own.getByRole('alert')).toHaveText(/Não foi possível carregar os números das suas vagas\./);
      fail = false;
      await own.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(figure(page, 'Vagas abertas')).toHaveText('0');
      await expect(own.getByRole('alert')).toHaveCount(0);
    });
  });
});
