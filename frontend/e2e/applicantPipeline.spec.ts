/**
 * Issue 13, companies publish and follow their jobs: a company publishes through the form (the
 * rules' Portuguese messages first, 'Publicando...' while the request is out), the job is approved,
 * a student applies and the company's 'Minhas vagas' shows the applicant live with a toast; the
 * company moves the application to 'Entrevista' and the student's 'Minhas candidaturas' follows
 * live. Two browser contexts (and the test's own admin, an API session), no reloads. Every account
 * is the test's own: a company's 'Minhas vagas' lists only what that company published.
 */
import type { Page } from '@playwright/test';
import { PUBLISHING_MESSAGES as M, type OwnJobDTO } from '@conecta/common';
import { decideJobViaApi, holdRequests, registerViaApi, unreadReadyAfterConnect, uniqueId } from './helpers';
import { expect, publishJob, test } from './world';

/** A row's date line in 'Minhas vagas': the status's words and the day. */
const DATE_LINE = /^(Enviada|Publicada|Recusada|Encerrada) em \d{2}\/\d{2}\/\d{4}$/;

async function fillJobForm(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Publicar Vaga' });
  await dialog.getByLabel('Título da vaga').fill(title);
  await dialog.getByLabel('Localização').fill('Natal - RN');
  await dialog.getByLabel('Tipo de vaga').selectOption('emprego');
  await dialog.getByLabel('Área de energia').selectOption('eólica');
  await dialog.getByLabel('Função').selectOption('Técnico');
  await dialog.getByLabel('Modalidade').selectOption('presencial');
  await dialog.getByLabel('Descrição').fill('Manutenção preventiva e corretiva de aerogeradores em parques eólicos do RN.');
  await dialog.getByLabel('Requisitos').fill('NR-10\nNR-35');
  await dialog.getByLabel('Salário mínimo').fill('4500');
  await dialog.getByLabel('Salário máximo').fill('6000');
}

test.describe('Publishing and the applicant pipeline', () => {
  test('the publish form checks every field in Portuguese, focuses the first problem and shows Publicando...', async ({ page }) => {
    // Many steps in one flow: on a loaded machine it outlasts the default 30 s.
    test.slow();
    await registerViaApi(page.request, { userType: 'company', firstName: 'Ventos', lastName: 'do Norte' });
    await page.goto('/vagas');
    await page.getByRole('button', { name: 'Publicar Vaga' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publicar Vaga' });

    await dialog.getByRole('button', { name: 'Publicar' }).click();
    for (const message of [M.titleInvalid, M.locationRequired, M.jobTypeRequired, M.energyAreaRequired, M.workTypeRequired, M.descriptionInvalid]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expect(dialog.getByLabel('Título da vaga')).toBeFocused();

    // With a valid title, the first field in trouble is the next one.
    await dialog.getByLabel('Título da vaga').fill('Técnico(a) de Aerogeradores');
    await expect(dialog.getByText(M.titleInvalid)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await expect(dialog.getByLabel('Localização')).toBeFocused();

    await fillJobForm(page, `Técnico(a) de Aerogeradores ${uniqueId()}`);
    await dialog.getByLabel('Salário mínimo').fill('9000');
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await expect(dialog.getByText(M.salaryOrder)).toBeVisible();
    await expect(dialog.getByLabel('Salário mínimo')).toBeFocused();
    await dialog.getByLabel('Salário mínimo').fill('4500');

    const held = await holdRequests(page, '**/api/vagas');
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await expect(dialog.getByRole('button', { name: 'Publicando...' })).toBeDisabled();
    held.release();
    await expect(page.getByText(M.submitted)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // It waits for approval on 'Minhas vagas'.
    await page.goto('/minhas-vagas');
    await expect(page.getByTestId('own-job').first().getByTestId('job-status')).toHaveText('Pendente');
  });

  test('a student applies, the company sees it live, moves it to Entrevista, and the student sees that live', async ({ browser, admin }) => {
    test.slow();
    const companyContext = await browser.newContext();
    const studentContext = await browser.newContext();
    try {
      const company = await companyContext.newPage();
      const student = await studentContext.newPage();
      await registerViaApi(company.request, { userType: 'company', firstName: 'Brisa', lastName: 'Energia' });
      const { firstName, lastName } = await registerViaApi(student.request, { userType: 'student', firstName: 'Júlia', lastName: `Prado ${uniqueId()}` });
      const title = `Técnico(a) de Aerogeradores ${uniqueId()}`;

      // The company publishes through the form and watches it on 'Minhas vagas', socket connected.
      await company.goto('/vagas');
      await company.getByRole('button', { name: 'Publicar Vaga' }).click();
      await fillJobForm(company, title);
      const published = company.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/vagas');
      await company.getByRole('dialog', { name: 'Publicar Vaga' }).getByRole('button', { name: 'Publicar' }).click();
      const job = (await (await published).json()) as OwnJobDTO;
      expect(job.status).toBe('pending');
      await expect(company.getByText(M.submitted)).toBeVisible();
      const companyLive = unreadReadyAfterConnect(company);
      await company.goto('/minhas-vagas');
      const row = company.getByRole('article', { name: title });
      await expect(row.getByTestId('job-status')).toHaveText('Pendente');
      // Waiting for review, it is not published yet: the date says when it was sent.
      await expect(row.getByText(DATE_LINE)).toHaveText(/^Enviada em /);
      await companyLive;

      // An admin approves it: the row follows live (job:status), its date line too.
      expect(await decideJobViaApi(admin, job)).toBe(200);
      await expect(row.getByTestId('job-status')).toHaveText('Aprovada');
      await expect(row.getByText(DATE_LINE)).toHaveText(/^Publicada em /);
      await row.getByRole('button', { name: 'Candidatos (0)' }).click();
      await expect(row.getByText('Nenhuma candidatura ainda')).toBeVisible();

      // The student applies from the job's page.
      await student.goto(`/vagas/${job.id}`);
      await student.getByRole('button', { name: 'Quero me Candidatar' }).click();
      await expect(student.getByRole('button', { name: 'Já Candidato' })).toBeDisabled();

      // Live on the company's page: a toast and the applicant in the open list.
      await expect(company.getByText('Nova candidatura').first()).toBeVisible();
      const applicant = row.getByTestId('applicant');
      await expect(applicant.getByRole('link', { name: `${firstName} ${lastName}` })).toBeVisible();
      await expect(applicant.getByTestId('applicant-status')).toHaveText('Em análise');
      await expect(row.getByRole('button', { name: 'Candidatos (1)' })).toBeVisible();

      // The student follows the application, socket connected.
      const studentLive = unreadReadyAfterConnect(student);
      await student.goto('/minhas-candidaturas');
      const mine = student.getByTestId('my-application').filter({ hasText: title });
      await expect(mine.getByTestId('application-status')).toHaveText('Em análise');
      await studentLive;

      // The company moves it to 'Entrevista' with a word to the candidate.
      await applicant.getByLabel('Status').selectOption({ label: 'Entrevista' });
      await applicant.getByLabel('Comentário para o candidato').fill('Vamos conversar na quinta às 10h.');
      await applicant.getByRole('button', { name: 'Salvar' }).click();
      await expect(company.getByText(M.statusChanged)).toBeVisible();
      await expect(applicant.getByTestId('applicant-status')).toHaveText('Entrevista');

      // ...and the student sees it without reloading.
      await expect(mine.getByTestId('application-status')).toHaveText('Entrevista');
      await expect(mine.getByTestId('application-feedback')).toHaveText('Vamos conversar na quinta às 10h.');
      await expect(student.getByText('Sua candidatura foi atualizada').first()).toBeVisible();
    } finally {
      await companyContext.close();
      await studentContext.close();
    }
  });

  test("each job's date says what happened to it: Enviada, Publicada, Recusada, Encerrada em", async ({ page, admin }) => {
    await registerViaApi(page.request, { userType: 'company' });
    const word = uniqueId();
    const [sent, published, refused, closed] = await Promise.all(
      ['Enviada', 'Publicada', 'Recusada', 'Encerrada'].map((state) => publishJob(page.request, { title: `Vaga ${state} ${word}` })),
    );
    expect(await decideJobViaApi(admin, published!)).toBe(200);
    expect(await decideJobViaApi(admin, refused!, 'Falta a faixa salarial.')).toBe(200);
    expect((await page.request.post(`/api/vagas/${closed!.id}/close`, { data: {} })).status()).toBe(200);

    await page.goto('/minhas-vagas');
    for (const [job, status, date] of [
      [sent!, 'Pendente', 'Enviada em'],
      [published!, 'Aprovada', 'Publicada em'],
      [refused!, 'Rejeitada', 'Recusada em'],
      [closed!, 'Encerrada', 'Encerrada em'],
    ] as const) {
      const row = page.getByRole('article', { name: job.title });
      await expect(row.getByTestId('job-status')).toHaveText(status);
      await expect(row.getByText(DATE_LINE)).toHaveText(new RegExp(`^${date} \\d{2}/\\d{2}/\\d{4}$`));
    }
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("'Minhas vagas', its dialogs and 'Minhas candidaturas' fit the screen", async ({ page }) => {
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await registerViaApi(page.request, { userType: 'company' });
      const created = await page.request.post('/api/vagas', {
        data: {
          title: 'Engenheira(o) Eletricista de Subestações de Alta Tensão',
          location: 'Campina Grande - PB',
          jobType: 'emprego',
          energyArea: 'transmissão',
          workType: 'híbrido',
          description: 'Projetos de subestações de 230 kV, comissionamento e acompanhamento de obras.',
        },
      });
      expect(created.status()).toBe(201);
      await page.goto('/minhas-vagas');
      const row = page.getByTestId('own-job').first();
      await expect(row.getByTestId('job-status')).toHaveText('Pendente');
      await row.getByRole('button', { name: /^Candidatos/ }).click();
      await expect(row.getByText('Nenhuma candidatura ainda')).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);

      await row.getByRole('button', { name: 'Editar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar vaga' });
      await expect(dialog.getByLabel('Título da vaga')).toHaveValue('Engenheira(o) Eletricista de Subestações de Alta Tensão');
      expect(await overflow()).toBeLessThanOrEqual(0);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();

      await page.goto('/minhas-candidaturas');
      await expect(page.getByText('Você ainda não se candidatou a nenhuma vaga.')).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  });

  test('visitors and accounts that do not publish get a clear message on Minhas vagas', async ({ page }) => {
    await page.goto('/minhas-vagas');
    await expect(page.getByText('Faça login com uma conta de empresa para ver suas vagas.')).toBeVisible();
    await registerViaApi(page.request, { userType: 'student' });
    await page.goto('/minhas-vagas');
    await expect(page.getByText(M.onlyCompanies)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publicar Vaga' })).toHaveCount(0);
  });
});
