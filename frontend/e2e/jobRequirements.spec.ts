/**
 * Jobs that require credentials and a registration (issue 24). A company ticks NR-35 in the
 * publish form; once approved, a professional without credentials reads 'Falta: NR-35 válida' on
 * the job's card and page, is asked before applying, adds an NR-35 on /profile, and back on
 * /vagas — the same document, no reload — the card reads 'Você atende aos requisitos'. The
 * company's open applicant list receives the application live with the requirement checked. A
 * lapsed NR-35 and an unverified CREA read so in the pipeline; a verified company's job and a
 * verified CREA carry their badges; an edit clears the requirements.
 * Every account and job is the test's own, found by a unique word in its title.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { REQUIREMENT_MESSAGES as R, VERIFICATION_BADGES, credentialValidUntil, utcDay, type JobDTO, type OwnJobDTO } from '@conecta/common';
import { overflow } from './a11y';
import { decideJobViaApi, freshCnpj, freshCrea, submitRegistrationViaApi, unreadReadyAfterConnect, uniqueWord, verifyViaApi } from './helpers';
import { createAccount, expect, publishJob, test } from './world';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'aaaa-mm-dd', `days` from today (negative: before). */
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** dd/mm/aaaa of the last valid day of an NR-35 trained on `day`, as common counts it. */
const nr35Until = (day: string) => credentialValidUntil('nr35', utcDay(day))!.toISOString().slice(0, 10).split('-').reverse().join('/');

/** A move inside the app (the store and its cache survive), as a link click would make it. */
async function moveInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** A company's job requiring what `overrides` says, approved by the test's admin. */
async function approvedCompanyJob(company: APIRequestContext, admin: APIRequestContext, overrides: Parameters<typeof publishJob>[1]): Promise<OwnJobDTO & JobDTO> {
  const job = await publishJob(company, overrides);
  expect(await decideJobViaApi(admin, job)).toBe(200);
  return job;
}

test.describe('job requirements', () => {
  test('a professional missing NR-35 is told so and asked before applying; after adding one on /profile the card says they meet it', async ({ browser, admin }) => {
    // Two contexts, a socket each side, a form and a dialog: longer than the default on a busy machine.
    test.slow();
    const companyContext = await browser.newContext();
    const candidateContext = await browser.newContext();
    try {
      const company = await companyContext.newPage();
      const candidate = await candidateContext.newPage();
      await createAccount(company.request, { userType: 'company', companyName: uniqueWord('Ventos') });
      const lastName = uniqueWord('Souza');
      await createAccount(candidate.request, { userType: 'professional', firstName: 'Caio', lastName });
      const word = uniqueWord('Alturas');
      const title = `Técnico(a) de Aerogeradores ${word}`;

      // The company ticks NR-35 in the publish form.
      await company.goto('/vagas');
      await company.getByRole('button', { name: 'Publicar Vaga' }).click();
      const form = company.getByRole('dialog', { name: 'Publicar Vaga' });
      await form.getByLabel('Título da vaga').fill(title);
      await form.getByLabel('Localização').fill('Parazinho - RN');
      await form.getByLabel('Tipo de vaga').selectOption('emprego');
      await form.getByLabel('Área de energia').selectOption('eólica');
      await form.getByLabel('Modalidade').selectOption('presencial');
      await form.getByLabel('Descrição').fill('Manutenção de aerogeradores com trabalho em altura na nacele.');
      const credentials = form.getByRole('group', { name: 'Certificações exigidas' });
      await credentials.getByRole('checkbox', { name: 'NR-35', exact: true }).check();
      await expect(form.getByLabel('Registro profissional exigido')).toHaveValue('');
      const published = company.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/vagas');
      await form.getByRole('button', { name: 'Publicar' }).click();
      const job = (await (await published).json()) as OwnJobDTO;
      expect(job.requiredCredentials).toEqual(['nr35']);
      expect(job.requiredRegistration).toBeNull();
      expect(await decideJobViaApi(admin, job)).toBe(200);

      // The company watches its applicants, socket connected.
      const companyLive = unreadReadyAfterConnect(company);
      await company.goto('/minhas-vagas');
      const row = company.getByRole('article', { name: title });
      await expect(row.getByTestId('job-status')).toHaveText('Aprovada');
      await companyLive;
      await row.getByRole('button', { name: 'Candidatos (0)' }).click();
      await expect(row.getByText('Nenhuma candidatura ainda')).toBeVisible();

      // The candidate's card on /vagas, found by the filter too.
      const applies: string[] = [];
      candidate.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/apply')) applies.push(request.url());
      });
      const listPath = `/vagas?q=${word}&credential=nr35`;
      await candidate.goto(listPath);
      await expect(candidate.getByLabel(R.filterLabel)).toHaveValue('nr35');
      const card = candidate.getByRole('article', { name: title });
      await expect(card.getByRole('list', { name: R.sectionTitle }).getByRole('listitem')).toHaveText(['NR-35']);
      await expect(card.getByTestId('requirement-fit')).toHaveText('Falta: NR-35 válida');
      await expect(card.getByText('Empresa verificada')).toHaveCount(0);

      // Its page: the section, the same line, and a question before applying; Cancelar sends nothing.
      await card.getByRole('link', { name: title, exact: true }).click();
      await expect(candidate.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(candidate.getByRole('heading', { level: 2, name: R.sectionTitle })).toBeVisible();
      await expect(candidate.getByTestId('requirement-fit')).toHaveText('Falta: NR-35 válida');
      await candidate.getByRole('button', { name: 'Quero me Candidatar' }).click();
      const confirm = candidate.getByRole('dialog', { name: R.confirmTitle });
      await expect(confirm).toContainText('Esta vaga exige NR-35 válida');
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await expect(confirm).toBeHidden();
      await expect(candidate.getByRole('button', { name: 'Quero me Candidatar' })).toBeEnabled();
      expect(applies).toEqual([]);

      // An NR-35 added on /profile, reached inside the app: this document is never reloaded.
      await candidate.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
      await moveInApp(candidate, '/profile?aba=certificacoes');
      await candidate.getByRole('button', { name: 'Adicionar certificação' }).click();
      const dialog = candidate.getByRole('dialog', { name: 'Adicionar certificação' });
      await dialog.getByRole('combobox', { name: 'Norma' }).click();
      await candidate.getByRole('option', { name: 'NR-35 (mínimo' }).click();
      const trainedOn = dayFromToday(-10);
      await dialog.getByLabel('Data do treinamento').fill(trainedOn);
      await dialog.getByRole('spinbutton', { name: 'Carga horária (horas)' }).fill('8');
      await dialog.getByRole('textbox', { name: 'Instituição' }).fill('SENAI Natal');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog).toBeHidden();

      await moveInApp(candidate, listPath);
      await expect(card.getByTestId('requirement-fit')).toHaveText(R.meets);
      expect(await candidate.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

      // Meeting it, the candidate applies at once; the company's open list receives them with the check.
      await card.getByRole('button', { name: 'Quero me Candidatar' }).click();
      await expect(card.getByRole('button', { name: 'Já Candidato' })).toBeDisabled();
      await expect(candidate.getByRole('dialog', { name: R.confirmTitle })).toHaveCount(0);
      const applicant = row.getByTestId('applicant').filter({ hasText: lastName });
      await expect(applicant.getByRole('list', { name: R.sectionTitle }).getByRole('listitem')).toHaveText([`NR-35 válida até ${nr35Until(trainedOn)}`]);
    } finally {
      await companyContext.close();
      await candidateContext.close();
    }
  });

  test('applying without the requirements asks first and then applies; the pipeline shows a lapsed NR-35 and an unverified CREA', async ({ browser, page, admin }) => {
    test.slow();
    // The candidate's screens at a phone's width: the new lines and the question fit.
    await page.setViewportSize({ width: 360, height: 740 });
    const companyContext = await browser.newContext();
    try {
      const companyPage = await companyContext.newPage();
      await createAccount(companyPage.request, { userType: 'company' });
      const word = uniqueWord('Subestacao');
      const job = await approvedCompanyJob(companyPage.request, admin, { title: `Eletricista de Manutenção ${word}`, requiredCredentials: ['nr35'], requiredRegistration: 'crea' });

      const lastName = uniqueWord('Lima');
      await createAccount(page.request, { userType: 'professional', firstName: 'Ana', lastName });
      // An NR-35 whose two years ran out last year.
      const trainedOn = dayFromToday(-3 * 365);
      const created = await page.request.post('/api/users/credentials', { data: { code: 'nr35', trainedOn, hours: 8, institution: 'SENAI Mossoró' } });
      expect(created.status()).toBe(201);

      await page.goto(`/vagas?q=${word}`);
      const card = page.getByRole('article', { name: job.title });
      await expect(card.getByRole('list', { name: R.sectionTitle }).getByRole('listitem')).toHaveText(['NR-35', 'CREA']);
      await expect(card.getByTestId('requirement-fit')).toHaveText('Falta: NR-35 válida, CREA verificado');
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await page.goto(`/vagas/${job.id}`);
      await expect(page.getByTestId('requirement-fit')).toHaveText('Falta: NR-35 válida, CREA verificado');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Quero me Candidatar' }).click();
      const confirm = page.getByRole('dialog', { name: R.confirmTitle });
      await expect(confirm).toContainText('Esta vaga exige NR-35 válida, CREA verificado');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await confirm.getByRole('button', { name: R.confirmAction }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByRole('button', { name: 'Já Candidato' })).toBeDisabled();

      await companyPage.goto('/minhas-vagas');
      const row = companyPage.getByRole('article', { name: job.title });
      await row.getByRole('button', { name: 'Candidatos (1)' }).click();
      const applicant = row.getByTestId('applicant').filter({ hasText: lastName });
      await expect(applicant.getByRole('list', { name: R.sectionTitle }).getByRole('listitem')).toHaveText([
        `NR-35 vencida em ${nr35Until(trainedOn)}`,
        'CREA: não verificado',
      ]);
    } finally {
      await companyContext.close();
    }
  });

  test("a verified company's job says so on its card and page; a verified CREA shows on the applicant's row", async ({ browser, page, admin }) => {
    test.slow();
    const companyContext = await browser.newContext();
    try {
      const companyPage = await companyContext.newPage();
      await createAccount(companyPage.request, { userType: 'company' });
      const cnpj = (await (await companyPage.request.put('/api/user/verifications/cnpj', { data: { number: freshCnpj() } })).json()) as { id: string };
      expect(await verifyViaApi(admin, cnpj.id)).toBe(200);
      const word = uniqueWord('Verificada');
      const job = await publishJob(companyPage.request, { title: `Engenheiro(a) Eletricista ${word}`, requiredRegistration: 'crea' });
      expect(job.companyVerified).toBe(true);
      // Another test may have turned on publishing verified companies' jobs without review.
      if (job.status === 'pending') expect(await decideJobViaApi(admin, job)).toBe(200);

      const lastName = uniqueWord('Prado');
      await createAccount(page.request, { userType: 'professional', firstName: 'Bia', lastName });
      const crea = await submitRegistrationViaApi(page.request, 'crea', { number: freshCrea(), council: 'CE' });
      expect(crea.status()).toBe(200);
      expect(await verifyViaApi(admin, ((await crea.json()) as { id: string }).id)).toBe(200);

      await page.goto(`/vagas?q=${word}`);
      const card = page.getByRole('article', { name: job.title });
      await expect(card.getByText(VERIFICATION_BADGES.cnpj)).toBeVisible();
      await expect(card.getByTestId('requirement-fit')).toHaveText(R.meets);
      await card.getByRole('link', { name: job.title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
      await expect(page.getByRole('main').getByText(VERIFICATION_BADGES.cnpj)).toBeVisible();
      await page.getByRole('button', { name: 'Quero me Candidatar' }).click();
      await expect(page.getByRole('button', { name: 'Já Candidato' })).toBeDisabled();

      await companyPage.goto('/minhas-vagas');
      const row = companyPage.getByRole('article', { name: job.title });
      await row.getByRole('button', { name: 'Candidatos (1)' }).click();
      const applicant = row.getByTestId('applicant').filter({ hasText: lastName });
      await expect(applicant.getByRole('list', { name: 'Registros e certificações' }).getByRole('listitem')).toHaveText([VERIFICATION_BADGES.crea]);
      await expect(applicant.getByRole('list', { name: R.sectionTitle }).getByRole('listitem')).toHaveText([VERIFICATION_BADGES.crea]);
    } finally {
      await companyContext.close();
    }
  });

  test('editing a job shows its requirements and clears them', async ({ page }) => {
    await createAccount(page.request, { userType: 'company' });
    const job = await publishJob(page.request, { title: `Operador(a) de Subestação ${uniqueWord('Edit')}`, requiredCredentials: ['nr10-basico', 'nr35'], requiredRegistration: 'crt' });
    await page.goto('/minhas-vagas');
    await page.getByRole('article', { name: job.title }).getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar vaga' });
    const credentials = dialog.getByRole('group', { name: 'Certificações exigidas' });
    await expect(credentials.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await expect(credentials.getByRole('checkbox', { name: 'NR-10 Básico' })).toBeChecked();
    await expect(dialog.getByLabel('Registro profissional exigido')).toHaveValue('crt');

    // Keyboard alone: Space unticks the focused box.
    await credentials.getByRole('checkbox', { name: 'NR-10 Básico' }).focus();
    await page.keyboard.press('Space');
    await credentials.getByRole('checkbox', { name: 'NR-35', exact: true }).uncheck();
    await dialog.getByLabel('Registro profissional exigido').selectOption({ label: 'Nenhum' });
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/vagas/${job.id}`);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    const response = await saved;
    expect(response.request().postDataJSON()).toMatchObject({ requiredCredentials: [], requiredRegistration: null });
    expect(await response.json()).toMatchObject({ requiredCredentials: [], requiredRegistration: null });
    await expect(dialog).toBeHidden();
  });
});
