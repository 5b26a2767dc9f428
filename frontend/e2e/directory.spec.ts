import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { DIRECTORY_ENERGY_AREAS, type DirectoryEntryDTO } from '@conecta/common';
import { expectPath, gotoInApp, registerViaApi } from './helpers';

type Params = Record<string, string | number>;

async function fetchDirectory(request: APIRequestContext, path: string, params: Params): Promise<{ items: DirectoryEntryDTO[]; total: number }> {
  const response = await request.get(path, { params });
  if (!response.ok()) throw new Error(`GET ${path} failed: ${response.status()}`);
  return { items: (await response.json()) as DirectoryEntryDTO[], total: Number(response.headers()['x-total-count']) };
}

/**
 * The first page of a directory read that the page itself makes, matching `params`. Other specs
 * register accounts all the time, so the figures a test expects on screen come from the answer the
 * page got, never from an earlier read of the test's own. Start waiting before the action.
 */
function pageRead(page: Page, path: string, params: Params): Promise<{ items: DirectoryEntryDTO[]; total: number }> {
  return page
    .waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        response.request().method() === 'GET' &&
        response.ok() &&
        url.pathname === path &&
        (url.searchParams.get('offset') ?? '0') === '0' &&
        Object.entries(params).every(([key, value]) => url.searchParams.get(key) === String(value))
      );
    })
    .then(async (response) => ({ items: (await response.json()) as DirectoryEntryDTO[], total: Number(response.headers()['x-total-count']) }));
}

const nameOf = (entry: DirectoryEntryDTO) =>
  entry.userType === 'company' || entry.companyName ? entry.companyName?.trim() || `${entry.firstName} ${entry.lastName}` : `${entry.firstName} ${entry.lastName}`;

const cards = (page: Page) => page.getByRole('list', { name: 'Perfis' }).getByRole('article');
const countText = (total: number, singular: string, plural: string) => {
  const feminine = singular === 'empresa';
  return total === 1 ? `1 ${singular} encontrad${feminine ? 'a' : 'o'}` : `${total} ${plural} encontrad${feminine ? 'as' : 'os'}`;
};

/**
 * A seeded person whose profile has more skills and areas than a card shows.
 * Accounts registered by other specs (newest first, no areas) would fill the
 * first pages, so the lookup goes area by area.
 */
async function richProfessional(request: APIRequestContext): Promise<DirectoryEntryDTO> {
  for (const energyArea of DIRECTORY_ENERGY_AREAS) {
    const { items } = await fetchDirectory(request, '/api/users', { userType: 'professional', energyArea, limit: 50 });
    const entry = items.find((e) => e.skills.length > 3 && e.energyAreas.length > 2 && e.location);
    if (entry) return entry;
  }
  throw new Error('no professional with more than 3 skills and 2 areas in the seed');
}

test.describe('/profissionais', () => {
  test('switches between Estudantes, Profissionais and Empresas with the tab in the URL', async ({ page }) => {
    const professionalsRead = pageRead(page, '/api/users', { userType: 'professional' });
    await gotoInApp(page, '/profissionais');
    const professionals = await professionalsRead;
    await expect(page.getByRole('tab', { name: 'Profissionais' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(countText(professionals.total, 'profissional', 'profissionais'))).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(12, professionals.total));
    await expect(cards(page).first()).toContainText(nameOf(professionals.items[0]!));

    const studentsRead = pageRead(page, '/api/users', { userType: 'student' });
    await page.getByRole('tab', { name: 'Estudantes' }).click();
    await expect(page).toHaveURL(/tab=student/);
    const students = await studentsRead;
    await expect(page.getByText(countText(students.total, 'estudante', 'estudantes'))).toBeVisible();
    await expect(cards(page).first()).toContainText(nameOf(students.items[0]!));

    const companiesRead = pageRead(page, '/api/users', { userType: 'company' });
    await page.getByRole('tab', { name: 'Empresas' }).click();
    await expect(page).toHaveURL(/tab=company/);
    const companies = await companiesRead;
    await expect(page.getByText(countText(companies.total, 'empresa', 'empresas'))).toBeVisible();

    const reloadRead = pageRead(page, '/api/users', { userType: 'company' });
    await page.reload();
    const reloaded = await reloadRead;
    await expect(page.getByRole('tab', { name: 'Empresas' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(countText(reloaded.total, 'empresa', 'empresas'))).toBeVisible();
  });

  test('keeps text, energy area and location in the URL across a reload', async ({ page }) => {
    const rich = await richProfessional(page.request);
    const area = rich.energyAreas.find((a) => (DIRECTORY_ENERGY_AREAS as readonly string[]).includes(a))!;
    const location = rich.location!;
    const expected = await fetchDirectory(page.request, '/api/users', { userType: 'professional', energyArea: area, location, limit: 12 });

    await page.goto('/profissionais');
    await page.getByLabel('Área de energia').selectOption(area);
    await expect(page).toHaveURL(new RegExp(`energyArea=${encodeURIComponent(area)}`));
    await page.getByLabel('Localização').fill(location);
    await page.getByLabel('Localização').press('Enter');
    await expect(page).toHaveURL(/location=/);
    await expect(page.getByText(countText(expected.total, 'profissional', 'profissionais'))).toBeVisible();
    await expect(cards(page).filter({ hasText: nameOf(rich) })).toHaveCount(1);

    await page.reload();
    await expect(page.getByLabel('Área de energia')).toHaveValue(area);
    await expect(page.getByLabel('Localização')).toHaveValue(location);
    await expect(page.getByText(countText(expected.total, 'profissional', 'profissionais'))).toBeVisible();

    await page.getByLabel('Buscar profissionais').fill('xyzabc123');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/q=xyzabc123/);
    await expect(page.getByText('Nenhum profissional encontrado')).toBeVisible();
    await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
    await expect(page).not.toHaveURL(/q=|energyArea=|location=/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('shows at most 3 skills and 2 energy areas per card', async ({ page }) => {
    const rich = await richProfessional(page.request);
    await page.goto(`/profissionais?q=${encodeURIComponent(nameOf(rich))}`);
    const card = cards(page).filter({ has: page.getByRole('heading', { name: nameOf(rich) }) });
    await expect(card.getByRole('list', { name: 'Habilidades' }).getByRole('listitem')).toHaveText(rich.skills.slice(0, 3));
    await expect(card.getByRole('list', { name: 'Áreas de energia' }).getByRole('listitem')).toHaveCount(Math.min(2, rich.energyAreas.length));
    if (rich.location) await expect(card).toContainText(rich.location);

    // Every card on the page keeps to the limits.
    await page.goto('/profissionais');
    await expect(cards(page).first()).toBeVisible();
    for (const skills of await page.getByRole('list', { name: 'Habilidades' }).all()) {
      expect(await skills.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    }
  });

  test('loads more profiles with "Carregar mais" while the total says more exist; a failed page keeps the loaded ones', async ({ page, baseURL }) => {
    // More than two pages of professionals, made here when the database holds fewer.
    let { total } = await fetchDirectory(page.request, '/api/users', { userType: 'professional', limit: 1 });
    for (; total <= 24; total += 1) {
      const account = await apiRequest.newContext({ baseURL });
      await registerViaApi(account);
      await account.dispose();
    }
    let failNext = true;
    await page.route(
      (url) => url.pathname === '/api/users' && url.searchParams.get('offset') === '12',
      (route) => {
        if (!failNext) return route.continue();
        failNext = false;
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Serviço indisponível"}' });
      },
    );
    await page.goto('/profissionais');
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(page.getByText('Não foi possível carregar mais.')).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByText('Não foi possível carregar mais.')).toHaveCount(0);
  });

  test('offers the directory energy areas of spec §3 only (no job-only eficiência or nuclear)', async ({ page }) => {
    await page.goto('/profissionais');
    const options = page.getByLabel('Área de energia').locator('option');
    await expect(options).toHaveCount(DIRECTORY_ENERGY_AREAS.length + 1);
    expect(await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))).toEqual(['', ...DIRECTORY_ENERGY_AREAS]);
    const filtered = await fetchDirectory(page.request, '/api/users', { userType: 'professional', energyArea: 'gás natural', limit: 1 });
    await page.getByLabel('Área de energia').selectOption('gás natural');
    await expect(page).toHaveURL(/energyArea=g%C3%A1s(\+|%20)natural/);
    await expect(page.getByText(countText(filtered.total, 'profissional', 'profissionais')).or(page.getByText('Nenhum profissional encontrado'))).toBeVisible();
  });

  test('"Ver perfil" opens the public profile with every skill and area', async ({ page }) => {
    const rich = await richProfessional(page.request);
    await page.goto(`/profissionais?q=${encodeURIComponent(nameOf(rich))}`);
    const card = cards(page).filter({ has: page.getByRole('heading', { name: nameOf(rich) }) });
    await card.getByRole('link', { name: /Ver perfil/ }).click();
    await expectPath(page, `/profissionais/${rich.id}`);
    await expect(page.getByRole('heading', { level: 1, name: nameOf(rich) })).toBeVisible();
    await expect(page.getByText('Profissional', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Habilidades' }).getByRole('listitem')).toHaveCount(rich.skills.length);
    await expect(page.getByRole('list', { name: 'Áreas de energia' }).getByRole('listitem')).toHaveCount(rich.energyAreas.length);
    if (rich.email) await expect(page.getByRole('link', { name: rich.email })).toHaveAttribute('href', `mailto:${rich.email}`);
    else await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  });

  test('"Contatar" sends a visitor to /auth and a signed-in user to /messages', async ({ page }) => {
    const { items } = await fetchDirectory(page.request, '/api/users', { userType: 'company', limit: 1 });
    const target = items[0]!;
    await page.goto('/profissionais?tab=company');
    await cards(page).first().getByRole('link', { name: 'Contatar' }).click();
    await expectPath(page, '/auth');

    await registerViaApi(page.request);
    await page.goto(`/profissionais/${target.id}`);
    await expect(page.getByRole('link', { name: 'Contatar' })).toHaveAttribute('href', `/messages?user=${target.id}`);
  });

  test('shows "Perfil não encontrado" for an unknown profile', async ({ page }) => {
    await page.goto('/profissionais/000000000000000000000000');
    await expect(page.getByRole('heading', { name: 'Perfil não encontrado' })).toBeVisible();
    await page.goto('/profissionais/nao-existe');
    await expect(page.getByRole('heading', { name: 'Perfil não encontrado' })).toBeVisible();
  });
});

test.describe('/empresas', () => {
  test('lists only companies, with up to 4 skills and 3 energy areas per card', async ({ page }) => {
    const companiesRead = pageRead(page, '/api/profissionais', { professionalType: 'company' });
    await gotoInApp(page, '/empresas');
    const expected = await companiesRead;
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    await expect(page.getByText(countText(expected.total, 'empresa', 'empresas'))).toBeVisible();
    await expect(cards(page)).toHaveCount(expected.items.length);
    const names = await cards(page).getByRole('heading', { level: 3 }).allTextContents();
    expect(names.map((name) => name.replace(/Verificado$/, '').trim())).toEqual(expected.items.map(nameOf));
    expect(expected.items.every((entry) => entry.professionalType === 'company')).toBe(true);
    for (const skills of await page.getByRole('list', { name: 'Habilidades' }).all()) {
      expect(await skills.getByRole('listitem').count()).toBeLessThanOrEqual(4);
    }
    for (const areas of await page.getByRole('list', { name: 'Áreas de energia' }).all()) {
      expect(await areas.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    }

    const solarRead = pageRead(page, '/api/profissionais', { professionalType: 'company', energyArea: 'solar' });
    await page.getByLabel('Área de energia').selectOption('solar');
    await expect(page).toHaveURL(/energyArea=solar/);
    const solar = await solarRead;
    await expect(page.getByText(countText(solar.total, 'empresa', 'empresas'))).toBeVisible();
  });
});
