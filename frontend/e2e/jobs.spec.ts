import { expect, test, type Page } from '@playwright/test';
import { EMPLOYMENT_JOB_TYPES, INTERNSHIP_JOB_TYPE, JOB_FUNCTIONS, PAGE_LIMITS, type JobDTO, type JobType } from '@conecta/common';
import { anyJob, fetchJobs } from './catalogue';
import { expectPath, gotoInApp, holdRequests, loginViaApi, registerViaApi } from './helpers';

/** A section's page on /vagas. */
const PAGE = PAGE_LIMITS.jobsPageSize;

/**
 * The first-page section reads (GET /api/vagas, offset 0) the page makes, in order, with their
 * totals: other specs publish and approve jobs all the time, so a figure a test expects on screen
 * comes from the answer the page got, not from an earlier read of the test's own.
 */
function sectionReads(page: Page): Array<{ params: URLSearchParams; total: number }> {
  const reads: Array<{ params: URLSearchParams; total: number }> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/api/vagas' && url.searchParams.get('offset') === '0' && response.ok()) {
      reads.push({ params: url.searchParams, total: Number(response.headers()['x-total-count']) });
    }
  });
  return reads;
}

/** The total of the latest read made so far whose parameters include `match`. */
async function latestTotal(reads: ReturnType<typeof sectionReads>, match: Record<string, string>, after = 0): Promise<number> {
  const matching = () => reads.slice(after).filter(({ params }) => Object.entries(match).every(([key, value]) => params.get(key) === value));
  await expect.poll(() => matching().length).toBeGreaterThan(0);
  return matching().at(-1)!.total;
}

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
  test('splits the results into Vagas de Emprego and Vagas de Estágio', async ({ page }) => {
    const reads = sectionReads(page);
    await gotoInApp(page, '/vagas');
    const total = (await latestTotal(reads, { jobType: EMPLOYMENT_JOB_TYPES.join(',') })) + (await latestTotal(reads, { jobType: INTERNSHIP_JOB_TYPE }));
    await expect(page.getByRole('heading', { level: 1, name: 'Vagas e Estágios' })).toBeVisible();
    await expect(page.getByText(`${total} vagas encontradas`)).toBeVisible();

    const employment = page.getByRole('region', { name: /^Vagas de Emprego/ });
    const internships = page.getByRole('region', { name: /^Vagas de Estágio/ });
    await expect(employment.getByRole('article').first()).toBeVisible();
    await expect(internships.getByRole('article').first()).toBeVisible();
    // Every internship card is an estágio; no employment card is.
    const internshipCount = await internships.getByRole('article').count();
    await expect(internships.getByText('Estágio', { exact: true })).toHaveCount(internshipCount);
    await expect(employment.getByText('Estágio', { exact: true })).toHaveCount(0);

    const { total: internshipTotal } = await fetchJobs(page.request, { jobType: 'estágio', limit: 1 });
    expect(internshipCount).toBe(Math.min(internshipTotal, PAGE));

    // A card: salary per spec §9, rating with one decimal, a pt-BR date, a link to its page.
    const card = employment.getByRole('article').first();
    await expect(card).toContainText(/R\$ [\d.,]+ - [\d.,]+|Salário a combinar/);
    await expect(card).toContainText(/\d,\d \(\d+ avalia/);
    await expect(card).toContainText(/Publicada em \d{2}\/\d{2}\/\d{4}/);
    await expect(card.getByRole('link').first()).toHaveAttribute('href', /^\/vagas\/[\w-]+$/);
  });

  test('each section pages on its own: its count, its "Carregar mais", and a failed page keeps what was loaded', async ({ page }) => {
    const template = await anyJob(page.request);
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

  test('a type filter of one section leaves the other one empty', async ({ page }) => {
    const { total } = await fetchJobs(page.request, { jobType: 'estágio', limit: 1 });
    await page.goto(`/vagas?jobType=${encodeURIComponent('estágio')}`);
    await expect(page.getByRole('region', { name: `Vagas de Estágio (${total})` }).getByRole('article')).toHaveCount(Math.min(total, PAGE));
    const employment = page.getByRole('region', { name: 'Vagas de Emprego (0)' });
    await expect(employment.getByText('Nenhuma vaga de emprego com estes filtros.')).toBeVisible();
  });

  test('keeps search and filters in the URL, survives a reload and clears them all', async ({ page }) => {
    await page.goto('/vagas');
    const toggle = page.getByRole('button', { name: 'Filtros', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await expect(page.getByLabel('Função').locator('option')).toHaveText(['Todas', ...JOB_FUNCTIONS]);
    await expect(page.getByLabel('Tipo de vaga').locator('option')).toHaveText(['Todas', 'Estágio', 'Freelance', 'Emprego', 'Temporário']);

    const reads = sectionReads(page);
    await page.getByLabel('Tipo de vaga').selectOption('emprego');
    await expect(page).toHaveURL(/jobType=emprego/);
    await page.getByLabel('Área de energia').selectOption('solar');
    await expect(page).toHaveURL(/energyArea=solar/);

    const solarEmployment = { jobType: 'emprego', energyArea: 'solar' };
    const countOf = (total: number) => (total === 1 ? '1 vaga encontrada' : `${total} vagas encontradas`);
    await expect(page.getByText(countOf(await latestTotal(reads, solarEmployment)))).toBeVisible();
    // Only 'emprego' jobs: the internship section is empty.
    await expect(page.getByRole('region', { name: /^Vagas de Estágio/ }).getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Vagas de Estágio (0)' }).getByText('Nenhuma vaga de estágio com estes filtros.')).toBeVisible();

    const beforeReload = reads.length;
    await page.reload();
    await expect(page.getByLabel('Tipo de vaga')).toHaveValue('emprego');
    await expect(page.getByLabel('Área de energia')).toHaveValue('solar');
    await expect(page.getByText(countOf(await latestTotal(reads, solarEmployment, beforeReload)))).toBeVisible();

    // 'Todas' means no filter.
    await page.getByLabel('Área de energia').selectOption('');
    await expect(page).not.toHaveURL(/energyArea=/);
    await expect(page).toHaveURL(/jobType=emprego/);

    await page.getByLabel('Buscar vagas').fill('Engenheiro');
    await page.getByLabel('Buscar vagas').press('Enter');
    await expect(page).toHaveURL(/q=Engenheiro/);
    await expect(page.getByRole('region', { name: /^Vagas de Emprego/ }).getByRole('article').first()).toBeVisible();

    await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/vagas' && url.search === '');
    await expect(page.getByLabel('Buscar vagas')).toHaveValue('');
    await expect(page.getByLabel('Tipo de vaga')).toHaveValue('');
  });

  test('a shared filtered link opens with its filters and the location options come from the API', async ({ page }) => {
    const locations = (await (await page.request.get('/api/vagas/locations')).json()) as string[];
    expect(locations.length).toBeGreaterThan(0);
    const location = locations[0]!;
    await page.goto(`/vagas?location=${encodeURIComponent(location)}&workType=presencial`);
    await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Localização')).toHaveValue(location);
    await expect(page.getByLabel('Modalidade')).toHaveValue('presencial');
    await expect(page.getByLabel('Localização').locator('option')).toHaveCount(locations.length + 1);
  });

  test('shows the empty state when nothing matches', async ({ page }) => {
    await page.goto('/vagas?q=zzzznadaencontradozzzz');
    await expect(page.getByText('Nenhuma vaga encontrada')).toBeVisible();
  });

  test('a visitor who wants to apply is sent to /auth', async ({ page }) => {
    await page.goto('/vagas');
    await page.getByRole('button', { name: 'Quero me Candidatar' }).first().click();
    await expectPath(page, '/auth');
  });

  test('a signed-in user applies: Quero me Candidatar → Enviando... → Já Candidato, still applied after a reload', async ({ page }) => {
    await registerViaApi(page.request);
    const job = await anyJob(page.request, 3);
    const apply = await holdRequests(page, '**/api/vagas/*/apply');
    const sessionChecks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/user') sessionChecks.push(request.url());
    });

    await page.goto(`/vagas/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
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
    await page.goto(`/vagas?q=${encodeURIComponent(job.title)}`);
    const card = page.getByRole('article', { name: job.title }).first();
    await expect(card.getByRole('button', { name: 'Já Candidato' })).toBeDisabled();
  });

  test('applying twice shows the server message in an "Erro na candidatura" toast', async ({ page }) => {
    await registerViaApi(page.request);
    const job = await anyJob(page.request, 5);
    const first = await page.request.post(`/api/vagas/${job.id}/apply`, { data: { coverLetter: '' } });
    expect(first.status()).toBe(201);
    // Pretend the page did not know: the server still refuses the second application.
    await page.route('**/api/user/applications', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.goto(`/vagas/${job.id}`);
    await page.getByRole('button', { name: 'Quero me Candidatar' }).click();
    await expect(page.getByText('Erro na candidatura')).toBeVisible();
    await expect(page.getByText('Você já se candidatou a esta vaga.')).toBeVisible();
  });

  test('a network error on apply shows the connection alert', async ({ page }) => {
    await registerViaApi(page.request);
    const job = await anyJob(page.request, 7);
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

  test('the job page shows the full job and copies its link; an unknown id says "Vaga não encontrada"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const job = await anyJob(page.request);
    await page.goto(`/vagas/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Descrição da vaga' })).toBeVisible();
    if (job.requirements.length > 0) await expect(page.getByRole('heading', { name: 'Requisitos' })).toBeVisible();
    await page.getByRole('button', { name: 'Copiar link' }).click();
    await expect(page.getByText('Link copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await page.goto('/vagas/000000000000000000000000');
    await expect(page.getByRole('heading', { name: 'Vaga não encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver outras vagas' }).click();
    await expectPath(page, '/vagas');
  });

  test('the publish-job button shows for company and admin users only, and opens the form', async ({ page }) => {
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

    await loginViaApi(page.request, 'admin@example.com');
    await page.goto('/vagas');
    await expect(page.getByRole('button', { name: 'Publicar Vaga' })).toBeEnabled();
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the list and a job page fit the screen', async ({ page }) => {
      await page.goto('/vagas');
      await page.getByRole('button', { name: 'Filtros', exact: true }).click();
      await expect(page.getByRole('region', { name: /^Vagas de Emprego/ }).getByRole('article').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const job = await anyJob(page.request);
      await page.goto(`/vagas/${job.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  });
});
