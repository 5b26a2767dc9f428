import type { APIRequestContext, Page } from '@playwright/test';
import { JOB_FUNCTIONS, PAGE_LIMITS, type JobDTO, type JobInput, type JobType } from '@conecta/common';
import { fetchJobs, untilListed } from './catalogue';
import { expectPath, gotoInApp, holdRequests, loginViaApi, registerViaApi, uniqueWord } from './helpers';
import { expect, publishJob, test } from './world';

/** A section's page on /vagas. */
const PAGE = PAGE_LIMITS.jobsPageSize;

/** A city nobody else publishes in: the location filter (an exact match) then lists this test's jobs alone. */
const uniqueCity = () => `${uniqueWord('Cidade')} - RN`;

/** Publishes `jobs` (each given its fields) at `location`, and resolves once /api/vagas lists them all there. */
async function jobsAt(admin: APIRequestContext, location: string, jobs: Array<Partial<JobInput>>): Promise<JobDTO[]> {
  const published: JobDTO[] = [];
  for (const job of jobs) published.push(await publishJob(admin, { location, ...job }));
  await untilListed(fetchJobs, admin, { location }, published.map((job) => job.id));
  return published;
}

const at = (location: string) => `/vagas?location=${encodeURIComponent(location)}`;

/**
 * Serves GET /api/vagas from made-up lists of `employment` other-type jobs and
 * `internships` estágios, paged by limit/offset with X-Total-Count as the server does; `failOnce` answers one
 * matching request 503 first.
 */
async function fakeJobLists(
  page: Page,
  template: JobDTO,
  counts: { employment: number; internships: number },
  failOnce?: (url: URL) => boolean,
): Promise<URL[]> {
  const make = (n: number, jobType: JobType, prefix: string) =>
    Array.from({ length: n }, (_, i) => ({
      ...template,
      id: `${prefix}${String(i).padStart(22, '0')}`,
      title: `${jobType === 'estágio' ? 'Estágio' : 'Emprego'} fictício ${i + 1}`,
      jobType,
      createdAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(),
    }));
  const employment = make(counts.employment, 'emprego', 'e1');
  const internships = make(counts.internships, 'estágio', 'f1');
  const requests: URL[] = [];
  let failed = false;
  await page.route(
    (url) => url.pathname === '/api/vagas',
    (route) => {
      const url = new URL(route.request().url());
      requests.push(url);
      if (failOnce && !failed && failOnce(url)) {
        failed = true;
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Serviço indisponível"}' });
      }
      const types = (url.searchParams.get('jobType') ?? '').split(',');
      const all = types.includes('estágio') ? (types.length === 1 ? internships : [...employment, ...internships]) : employment;
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'X-Total-Count': String(all.length) },
        body: JSON.stringify(all.slice(offset, offset + limit)),
      });
    },
  );
  return requests;
}

test.describe('/vagas', () => {
  test('splits the results into Vagas de Emprego and Vagas de Estágio', async ({ page, admin }) => {
    const city = uniqueCity();
    const [employed] = await jobsAt(admin, city, [
      { jobType: 'emprego', salaryMin: '3000', salaryMax: '5000' },
      { jobType: 'freelance' },
      { jobType: 'temporário' },
      { jobType: 'estágio' },
      { jobType: 'estágio' },
    ]);
    await page.goto(at(city));
    await expect(page.getByRole('heading', { level: 1, name: 'Vagas e Estágios' })).toBeVisible();
    await expect(page.getByText('5 vagas encontradas')).toBeVisible();

    const employment = page.getByRole('region', { name: 'Vagas de Emprego (3)' });
    const internships = page.getByRole('region', { name: 'Vagas de Estágio (2)' });
    await expect(employment.getByRole('article')).toHaveCount(3);
    await expect(internships.getByRole('article')).toHaveCount(2);
    // Every internship card is an estágio; no employment card is.
    await expect(internships.getByText('Estágio', { exact: true })).toHaveCount(2);
    await expect(employment.getByText('Estágio', { exact: true })).toHaveCount(0);

    // A card: salary per spec §9, rating with one decimal, a pt-BR date, a link to its page.
    const card = employment.getByRole('article', { name: employed!.title });
    await expect(card).toContainText('R$ 3.000 - 5.000');
    await expect(card).toContainText('0,0 (0 avaliações)');
    await expect(card).toContainText(/Publicada em \d{2}\/\d{2}\/\d{4}/);
    await expect(card.getByRole('link').first()).toHaveAttribute('href', `/vagas/${employed!.id}`);
  });

  test('each section pages on its own: its count, its "Carregar mais", and a failed page keeps what was loaded', async ({ page, admin }) => {
    const template = await publishJob(admin);
    const requests = await fakeJobLists(page, template, { employment: PAGE + 5, internships: PAGE + 3 }, (url) =>
      url.searchParams.get('jobType') === 'estágio' && url.searchParams.get('offset') === String(PAGE),
    );
    await gotoInApp(page, '/vagas');
    const employment = page.getByRole('region', { name: `Vagas de Emprego (${PAGE + 5})` });
    const internships = page.getByRole('region', { name: `Vagas de Estágio (${PAGE + 3})` });
    await expect(page.getByText(`${2 * PAGE + 8} vagas encontradas`)).toBeVisible();
    await expect(page.getByRole('link', { name: `Estágio (${PAGE + 3})` })).toBeVisible();
    await expect(employment.getByRole('article')).toHaveCount(PAGE);
    await expect(internships.getByRole('article')).toHaveCount(PAGE);
    // Each section asks for its own types: estágio, and every other type.
    const asked = requests.map((url) => url.searchParams.get('jobType'));
    expect(asked).toContain('estágio');
    expect(asked).toContain('freelance,emprego,temporário');

    const moreInternships = internships.getByRole('button', { name: 'Carregar mais vagas de estágio' });
    await moreInternships.click();
    await expect(internships.getByText('Não foi possível carregar mais.')).toBeVisible();
    await expect(internships.getByRole('article')).toHaveCount(PAGE);
    await internships.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(internships.getByRole('article')).toHaveCount(PAGE + 3);
    await expect(internships.getByRole('article').last()).toContainText(`Estágio fictício ${PAGE + 3}`);
    await expect(moreInternships).toHaveCount(0);
    // The other section did not move.
    await expect(employment.getByRole('article')).toHaveCount(PAGE);
    await employment.getByRole('button', { name: 'Carregar mais vagas de emprego' }).click();
    await expect(employment.getByRole('article')).toHaveCount(PAGE + 5);
    await expect(employment.getByText('Estágio', { exact: true })).toHaveCount(0);
  });

  test('a type filter of one section leaves the other one empty', async ({ page, admin }) => {
    const city = uniqueCity();
    await jobsAt(admin, city, [{ jobType: 'estágio' }, { jobType: 'estágio' }, { jobType: 'emprego' }]);
    await page.goto(`${at(city)}&jobType=${encodeURIComponent('estágio')}`);
    await expect(page.getByRole('region', { name: 'Vagas de Estágio (2)' }).getByRole('article')).toHaveCount(2);
    const employment = page.getByRole('region', { name: 'Vagas de Emprego (0)' });
    await expect(employment.getByText('Nenhuma vaga de emprego com estes filtros.')).toBeVisible();
  });

  test('keeps search and filters in the URL, survives a reload and clears them all', async ({ page, admin }) => {
    const city = uniqueCity();
    const word = uniqueWord('Engenhox');
    await jobsAt(admin, city, [
      { jobType: 'emprego', energyArea: 'solar' },
      { jobType: 'emprego', energyArea: 'solar' },
      { jobType: 'emprego', energyArea: 'eólica', title: `Engenheiro(a) ${word}` },
      { jobType: 'estágio', energyArea: 'solar' },
    ]);
    await page.goto(at(city));
    const toggle = page.getByRole('button', { name: 'Filtros', exact: true });
    // A filter in the address opens the panel.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await expect(page.getByLabel('Função').locator('option')).toHaveText(['Todas', ...JOB_FUNCTIONS]);
    await expect(page.getByLabel('Tipo de vaga').locator('option')).toHaveText(['Todas', 'Estágio', 'Freelance', 'Emprego', 'Temporário']);
    await expect(page.getByText('4 vagas encontradas')).toBeVisible();

    await page.getByLabel('Tipo de vaga').selectOption('emprego');
    await expect(page).toHaveURL(/jobType=emprego/);
    await page.getByLabel('Área de energia').selectOption('solar');
    await expect(page).toHaveURL(/energyArea=solar/);
    await expect(page.getByText('2 vagas encontradas')).toBeVisible();
    // Only 'emprego' jobs: the internship section is empty.
    await expect(page.getByRole('region', { name: /^Vagas de Estágio/ }).getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Vagas de Estágio (0)' }).getByText('Nenhuma vaga de estágio com estes filtros.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Tipo de vaga')).toHaveValue('emprego');
    await expect(page.getByLabel('Área de energia')).toHaveValue('solar');
    await expect(page.getByText('2 vagas encontradas')).toBeVisible();

    // 'Todas' means no filter.
    await page.getByLabel('Área de energia').selectOption('');
    await expect(page).not.toHaveURL(/energyArea=/);
    await expect(page).toHaveURL(/jobType=emprego/);
    await expect(page.getByText('3 vagas encontradas')).toBeVisible();

    await page.getByLabel('Buscar vagas').fill(word);
    await page.getByLabel('Buscar vagas').press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await expect(page.getByText('1 vaga encontrada')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vagas de Emprego (1)' }).getByRole('article', { name: `Engenheiro(a) ${word}` })).toBeVisible();

    await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/vagas' && url.search === '');
    await expect(page.getByLabel('Buscar vagas')).toHaveValue('');
    await expect(page.getByLabel('Tipo de vaga')).toHaveValue('');
    await expect(page.getByLabel('Localização')).toHaveValue('');
  });

  test('a shared filtered link opens with its filters and the location options come from the API', async ({ page, admin }) => {
    const city = uniqueCity();
    const [job] = await jobsAt(admin, city, [{ workType: 'presencial' }, { workType: 'remoto' }]);
    await page.goto(`${at(city)}&workType=presencial`);
    await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toHaveAttribute('aria-expanded', 'true');
    // The city is an option only because /api/vagas/locations answered it: this test made it.
    await expect(page.getByLabel('Localização').locator('option', { hasText: city })).toHaveCount(1);
    await expect(page.getByLabel('Localização')).toHaveValue(city);
    await expect(page.getByLabel('Modalidade')).toHaveValue('presencial');
    await expect(page.getByText('1 vaga encontrada')).toBeVisible();
    await expect(page.getByRole('article', { name: job!.title })).toBeVisible();
  });

  test('shows the empty state when nothing matches', async ({ page }) => {
    await page.goto(`/vagas?q=${uniqueWord('Nadax')}`);
    await expect(page.getByText('Nenhuma vaga encontrada')).toBeVisible();
  });

  test('a visitor who wants to apply is sent to /auth', async ({ page, admin }) => {
    const city = uniqueCity();
    const [job] = await jobsAt(admin, city, [{}]);
    await page.goto(at(city));
    await page.getByRole('article', { name: job!.title }).getByRole('button', { name: 'Quero me Candidatar' }).click();
    await expectPath(page, '/auth');
  });

  test('a signed-in user applies: Quero me Candidatar → Enviando... → Já Candidato, still applied after a reload', async ({ page, admin }) => {
    const city = uniqueCity();
    const [job] = await jobsAt(admin, city, [{}]);
    await registerViaApi(page.request);
    const apply = await holdRequests(page, '**/api/vagas/*/apply');
    const sessionChecks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/user') sessionChecks.push(request.url());
    });

    await page.goto(`/vagas/${job!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job!.title })).toBeVisible();
    await page.getByRole('button', { name: 'Quero me Candidatar' }).click();
    await expect(page.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    apply.release();
    await expect(page.getByText('Candidatura enviada!')).toBeVisible();
    await expect(page.getByText('Sua candidatura foi enviada com sucesso. A empresa entrará em contato em breve.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Já Candidato' })).toBeDisabled();
    expect(sessionChecks.length).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Já Candidato' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Quero me Candidatar' })).toHaveCount(0);

    // The list knows it too.
    await page.goto(at(city));
    await expect(page.getByRole('article', { name: job!.title }).getByRole('button', { name: 'Já Candidato' })).toBeDisabled();
  });

  test('applying twice shows the server message in an "Erro na candidatura" toast', async ({ page, admin }) => {
    const job = await publishJob(admin);
    await registerViaApi(page.request);
    const first = await page.request.post(`/api/vagas/${job.id}/apply`, { data: { coverLetter: '' } });
    expect(first.status()).toBe(201);
    // Pretend the page did not know: the server still refuses the second application.
    await page.route('**/api/user/applications', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.goto(`/vagas/${job.id}`);
    await page.getByRole('button', { name: 'Quero me Candidatar' }).click();
    await expect(page.getByText('Erro na candidatura')).toBeVisible();
    await expect(page.getByText('Você já se candidatou a esta vaga.')).toBeVisible();
  });

  test('a network error on apply shows the connection alert', async ({ page, admin }) => {
    const job = await publishJob(admin);
    await registerViaApi(page.request);
    await page.route('**/api/vagas/*/apply', (route) => route.abort('internetdisconnected'));
    const dialog = page.waitForEvent('dialog');
    await page.goto(`/vagas/${job.id}`);
    await page.getByRole('button', { name: 'Quero me Candidatar' }).click();
    const alert = await dialog;
    expect(alert.type()).toBe('alert');
    expect(alert.message()).toBe('Erro de conexão. Verifique sua internet e tente novamente.');
    await alert.accept();
    await expect(page.getByRole('button', { name: 'Quero me Candidatar' })).toBeEnabled();
  });

  test('the job page shows the full job and copies its link; an unknown id says "Vaga não encontrada"', async ({ page, context, admin }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const job = await publishJob(admin, { requirements: ['Curso técnico em eletrotécnica', 'CNH categoria B'] });
    await page.goto(`/vagas/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Descrição da vaga' })).toBeVisible();
    await expect(page.getByText(job.description)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Requisitos' })).toBeVisible();
    await expect(page.getByText('CNH categoria B')).toBeVisible();
    await page.getByRole('button', { name: 'Copiar link' }).click();
    await expect(page.getByText('Link copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await page.goto('/vagas/000000000000000000000000');
    await expect(page.getByRole('heading', { name: 'Vaga não encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver outras vagas' }).click();
    await expectPath(page, '/vagas');
  });

  test('the publish-job button shows for company and admin users only, and opens the form', async ({ page, adminAccount }) => {
    await page.goto('/vagas');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publicar Vaga' })).toHaveCount(0);

    await registerViaApi(page.request, { userType: 'professional' });
    await page.goto('/vagas');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publicar Vaga' })).toHaveCount(0);

    await registerViaApi(page.request, { userType: 'company' });
    await page.goto('/vagas');
    await page.getByRole('button', { name: 'Publicar Vaga' }).click();
    await expect(page.getByRole('dialog', { name: 'Publicar Vaga' })).toBeVisible();

    await loginViaApi(page.request, adminAccount.email, adminAccount.password);
    await page.goto('/vagas');
    await expect(page.getByRole('button', { name: 'Publicar Vaga' })).toBeEnabled();
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the list and a job page fit the screen', async ({ page, admin }) => {
      const city = uniqueCity();
      const [job] = await jobsAt(admin, city, [{ requirements: ['Curso técnico em eletrotécnica'], salaryMin: '3000', salaryMax: '5000' }]);
      await page.goto(at(city));
      await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: 'Vagas de Emprego (1)' }).getByRole('article')).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.goto(`/vagas/${job!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: job!.title })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  });
});
