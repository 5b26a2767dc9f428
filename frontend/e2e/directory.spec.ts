/**
 * The directory (/profissionais, /empresas). Every test makes the people it lists, all carrying a
 * word nobody else uses, and opens the directory searched for that word: the counts, names, skills
 * and areas on screen are this test's own, whatever other specs register meanwhile.
 */
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { DIRECTORY_ENERGY_AREAS, type DirectoryEntryDTO, type ProfileUpdatePayload, type UserDTO } from '@conecta/common';
import { expectPath, registerViaApi, submitRegistrationViaApi, uniqueWord, verifyViaApi } from './helpers';
import { createAccount, expect, test, type AccountOverrides } from './world';

type Params = Record<string, string | number>;

async function fetchDirectory(request: APIRequestContext, path: string, params: Params): Promise<{ items: DirectoryEntryDTO[]; total: number }> {
  const response = await request.get(path, { params });
  if (!response.ok()) throw new Error(`GET ${path} failed: ${response.status()}`);
  return { items: (await response.json()) as DirectoryEntryDTO[], total: Number(response.headers()['x-total-count']) };
}

/**
 * An account of the directory (a professional unless said), its profile filled through the real
 * API. Each in its own context: an account signs its context in, and the profile is saved as it.
 */
async function person(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  account: AccountOverrides,
  profile: ProfileUpdatePayload = {},
): Promise<UserDTO> {
  const request = await playwright.request.newContext({ baseURL });
  try {
    const { user } = await createAccount(request, { userType: 'professional', ...account });
    if (Object.keys(profile).length === 0) return user;
    const saved = await request.patch('/api/users/profile', { data: profile });
    if (saved.status() !== 200) throw new Error(`profile failed: ${saved.status()} ${await saved.text()}`);
    return (await saved.json()) as UserDTO;
  } finally {
    await request.dispose();
  }
}

/** Waits until the directory's search (fed by the event bus) finds `total` entries for `params`. */
async function listed(request: APIRequestContext, path: string, params: Params, total: number): Promise<void> {
  await expect.poll(async () => (await fetchDirectory(request, path, params)).total).toBe(total);
}

/** More skills and areas than a card shows, a location of its own and the e-mail shown. */
const RICH: ProfileUpdatePayload = {
  jobTitle: 'Engenheira de Energias Renováveis',
  skills: ['Energia Solar', 'NR-10', 'AutoCAD', 'Inversores', 'SCADA'],
  energyAreas: ['solar', 'eólica', 'transmissão'],
  showEmail: true,
};

const nameOf = (entry: Pick<DirectoryEntryDTO, 'userType' | 'companyName' | 'firstName' | 'lastName'>) =>
  entry.userType === 'company' && entry.companyName ? entry.companyName : `${entry.firstName} ${entry.lastName}`;

const cards = (page: Page) => page.getByRole('list', { name: 'Perfis' }).getByRole('article');
const countText = (total: number, singular: string, plural: string) => {
  const feminine = singular === 'empresa';
  return total === 1 ? `1 ${singular} encontrad${feminine ? 'a' : 'o'}` : `${total} ${plural} encontrad${feminine ? 'as' : 'os'}`;
};

test.describe('/profissionais', () => {
  test('switches between Estudantes, Profissionais and Empresas with the tab in the URL', async ({ page, playwright, baseURL }) => {
    const word = uniqueWord('Diretorio');
    const [professional, student, company] = await Promise.all([
      person(playwright, baseURL, { firstName: 'Paula', lastName: word }),
      person(playwright, baseURL, { userType: 'student', firstName: 'Estela', lastName: word }),
      person(playwright, baseURL, { userType: 'company', firstName: 'Carlos', lastName: word, companyName: `Usina ${word}` }),
    ]);
    await listed(page.request, '/api/users', { q: word }, 3);

    await page.goto(`/profissionais?q=${word}`);
    await expect(page.getByRole('tab', { name: 'Profissionais' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(countText(1, 'profissional', 'profissionais'))).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(nameOf(professional));

    await page.getByRole('tab', { name: 'Estudantes' }).click();
    await expect(page).toHaveURL(/tab=student/);
    await expect(page.getByText(countText(1, 'estudante', 'estudantes'))).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(nameOf(student));

    await page.getByRole('tab', { name: 'Empresas' }).click();
    await expect(page).toHaveURL(/tab=company/);
    await expect(page.getByText(countText(1, 'empresa', 'empresas'))).toBeVisible();
    await expect(cards(page).first()).toContainText(nameOf(company));

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Empresas' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(countText(1, 'empresa', 'empresas'))).toBeVisible();
    await expect(cards(page).first()).toContainText(nameOf(company));
  });

  test('keeps text, energy area and location in the URL across a reload', async ({ page, playwright, baseURL }) => {
    const word = uniqueWord('Localidade');
    const location = `Vila ${word} - RN`;
    // Two in the town, one of them in the area chosen: the filters narrow to her.
    const [rich] = await Promise.all([
      person(playwright, baseURL, { firstName: 'Rita', lastName: 'Renovável' }, { ...RICH, location }),
      person(playwright, baseURL, { firstName: 'Otto', lastName: 'Outraárea' }, { energyAreas: ['biomassa'], location }),
    ]);
    await listed(page.request, '/api/users', { userType: 'professional', location: word }, 2);

    await page.goto('/profissionais');
    await page.getByLabel('Área de energia').selectOption('eólica');
    await expect(page).toHaveURL(/energyArea=e%C3%B3lica/);
    await page.getByLabel('Localização').fill(location);
    await page.getByLabel('Localização').press('Enter');
    await expect(page).toHaveURL(/location=/);
    await expect(page.getByText(countText(1, 'profissional', 'profissionais'))).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).filter({ hasText: nameOf(rich) })).toHaveCount(1);

    await page.reload();
    await expect(page.getByLabel('Área de energia')).toHaveValue('eólica');
    await expect(page.getByLabel('Localização')).toHaveValue(location);
    await expect(page.getByText(countText(1, 'profissional', 'profissionais'))).toBeVisible();
    await expect(cards(page).filter({ hasText: nameOf(rich) })).toHaveCount(1);

    await page.getByLabel('Buscar profissionais').fill('xyzabc123');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/q=xyzabc123/);
    await expect(page.getByText('Nenhum profissional encontrado')).toBeVisible();
    await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
    await expect(page).not.toHaveURL(/q=|energyArea=|location=/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('shows at most 3 skills and 2 energy areas per card', async ({ page, playwright, baseURL }) => {
    const word = uniqueWord('Cartao');
    const [rich, other] = await Promise.all([
      person(playwright, baseURL, { firstName: 'Rita', lastName: word }, RICH),
      person(playwright, baseURL, { firstName: 'Beto', lastName: word }, { skills: ['Eletrotécnica', 'Subestações', 'CLP', 'Redes'], energyAreas: ['elétrica', 'distribuição', 'hidrelétrica'] }),
    ]);
    await listed(page.request, '/api/users', { q: word }, 2);

    await page.goto(`/profissionais?q=${word}`);
    await expect(cards(page)).toHaveCount(2);
    for (const entry of [rich, other]) {
      const card = cards(page).filter({ has: page.getByRole('heading', { name: nameOf(entry) }) });
      await expect(card.getByRole('list', { name: 'Habilidades' }).getByRole('listitem')).toHaveText(entry.skills.slice(0, 3));
      await expect(card.getByRole('list', { name: 'Áreas de energia' }).getByRole('listitem')).toHaveCount(2);
    }
  });

  test('loads more profiles with "Carregar mais" while the total says more exist; a failed page keeps the loaded ones', async ({ page, playwright, baseURL }) => {
    // Two pages of 12 and one more.
    const word = uniqueWord('Pagina');
    await Promise.all(Array.from({ length: 25 }, (_, i) => person(playwright, baseURL, { firstName: `Pessoa${String.fromCharCode(97 + i)}`, lastName: word })));
    await listed(page.request, '/api/users', { userType: 'professional', q: word }, 25);

    let failNext = true;
    await page.route(
      (url) => url.pathname === '/api/users' && url.searchParams.get('offset') === '12',
      (route) => {
        if (!failNext) return route.continue();
        failNext = false;
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Serviço indisponível"}' });
      },
    );
    await page.goto(`/profissionais?q=${word}`);
    await expect(page.getByText(countText(25, 'profissional', 'profissionais'))).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(page.getByText('Não foi possível carregar mais.')).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByText('Não foi possível carregar mais.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(cards(page)).toHaveCount(25);
    await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
  });

  test('offers the directory energy areas of spec §3 only (no job-only eficiência or nuclear)', async ({ page, playwright, baseURL }) => {
    const word = uniqueWord('Gasoduto');
    await Promise.all([
      person(playwright, baseURL, { firstName: 'Gabriela', lastName: word }, { energyAreas: ['gás natural'] }),
      person(playwright, baseURL, { firstName: 'Sérgio', lastName: word }, { energyAreas: ['solar'] }),
    ]);
    await listed(page.request, '/api/users', { q: word }, 2);

    await page.goto(`/profissionais?q=${word}`);
    const options = page.getByLabel('Área de energia').locator('option');
    await expect(options).toHaveCount(DIRECTORY_ENERGY_AREAS.length + 1);
    expect(await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))).toEqual(['', ...DIRECTORY_ENERGY_AREAS]);
    await expect(page.getByText(countText(2, 'profissional', 'profissionais'))).toBeVisible();
    await page.getByLabel('Área de energia').selectOption('gás natural');
    await expect(page).toHaveURL(/energyArea=g%C3%A1s(\+|%20)natural/);
    await expect(page.getByText(countText(1, 'profissional', 'profissionais'))).toBeVisible();
    await expect(cards(page)).toHaveText([new RegExp(`Gabriela ${word}`)]);
  });

  test('"Ver perfil" opens the public profile with every skill and area', async ({ page, playwright, baseURL }) => {
    const word = uniqueWord('Perfil');
    const rich = await person(playwright, baseURL, { firstName: 'Rita', lastName: word }, RICH);
    await listed(page.request, '/api/users', { q: word }, 1);

    await page.goto(`/profissionais?q=${word}`);
    const card = cards(page).filter({ has: page.getByRole('heading', { name: nameOf(rich) }) });
    await card.getByRole('link', { name: /Ver perfil/ }).click();
    await expectPath(page, `/profissionais/${rich.id}`);
    await expect(page.getByRole('heading', { level: 1, name: nameOf(rich) })).toBeVisible();
    await expect(page.getByText('Profissional', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Habilidades' }).getByRole('listitem')).toHaveText(rich.skills);
    await expect(page.getByRole('list', { name: 'Áreas de energia' }).getByRole('listitem')).toHaveCount(rich.energyAreas.length);
    await expect(page.getByRole('link', { name: rich.email })).toHaveAttribute('href', `mailto:${rich.email}`);
  });

  test('a profile whose e-mail is not shown has no mailto link', async ({ page, playwright, baseURL }) => {
    const reserved = await person(playwright, baseURL, { firstName: 'Reservada', lastName: uniqueWord('Discreta') }, { ...RICH, showEmail: false });
    await page.goto(`/profissionais/${reserved.id}`);
    await expect(page.getByRole('heading', { level: 1, name: nameOf(reserved) })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Habilidades' }).getByRole('listitem')).toHaveText(reserved.skills);
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  });

  test('"Contatar" sends a visitor to /auth and a signed-in user to /messages', async ({ page, playwright, baseURL }) => {
    const word = uniqueWord('Contato');
    const target = await person(playwright, baseURL, { userType: 'company', firstName: 'Clara', lastName: word, companyName: `Eólica ${word}` });
    await listed(page.request, '/api/users', { userType: 'company', q: word }, 1);

    await page.goto(`/profissionais?tab=company&q=${word}`);
    await expect(cards(page)).toHaveCount(1);
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
  test('lists only companies, with up to 4 skills and 3 energy areas per card', async ({ page, playwright, baseURL }) => {
    const word = uniqueWord('Empresa');
    const many = { skills: ['Energia Solar', 'NR-10', 'AutoCAD', 'Inversores', 'SCADA'], energyAreas: ['solar', 'eólica', 'transmissão', 'distribuição'] } satisfies ProfileUpdatePayload;
    const [solar, wind] = await Promise.all([
      person(playwright, baseURL, { userType: 'company', firstName: 'Sol', lastName: word, companyName: `Solar ${word}` }, many),
      person(playwright, baseURL, { userType: 'company', firstName: 'Vento', lastName: word, companyName: `Ventos ${word}` }, { energyAreas: ['eólica'] }),
      // Same word, not a company: never listed here.
      person(playwright, baseURL, { firstName: 'Paulo', lastName: word }, many),
    ]);
    await listed(page.request, '/api/users', { q: word }, 3);

    await page.goto(`/empresas?q=${word}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    await expect(page.getByText(countText(2, 'empresa', 'empresas'))).toBeVisible();
    const names = await cards(page).getByRole('heading', { level: 3 }).allTextContents();
    // Made in parallel: their order (newest first) is not this test's to know.
    expect(names.map((name) => name.replace(/Verificado$/, '').trim()).sort()).toEqual([nameOf(solar), nameOf(wind)].sort());
    const solarCard = cards(page).filter({ has: page.getByRole('heading', { name: nameOf(solar) }) });
    await expect(solarCard.getByRole('list', { name: 'Habilidades' }).getByRole('listitem')).toHaveText(solar.skills.slice(0, 4));
    await expect(solarCard.getByRole('list', { name: 'Áreas de energia' }).getByRole('listitem')).toHaveCount(3);

    await page.getByLabel('Área de energia').selectOption('solar');
    await expect(page).toHaveURL(/energyArea=solar/);
    await expect(page.getByText(countText(1, 'empresa', 'empresas'))).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(nameOf(solar));
  });
});

test.describe('trust on the directory (issue 24)', () => {
  const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  test("valid credentials and a verified CREA show on the card and the profile; 'Certificação' filters by a valid one", async ({ page, playwright, baseURL, admin }) => {
    const word = uniqueWord('Confianca');
    const request = await playwright.request.newContext({ baseURL });
    try {
      const { user } = await createAccount(request, { userType: 'professional', firstName: 'Rita', lastName: word });
      const saved = await request.post('/api/users/credentials', { data: { code: 'nr35', trainedOn: isoDay(100), hours: 8, institution: 'SENAI' } });
      expect(saved.status()).toBe(201);
      // An NR-33 lasts a year: trained 400 days ago, it expired a month ago and shows nowhere.
      expect((await request.post('/api/users/credentials', { data: { code: 'nr33-trabalhador', trainedOn: isoDay(400), hours: 16, institution: 'SESI' } })).status()).toBe(201);
      const crea = await submitRegistrationViaApi(request, 'crea', { number: uniqueWord('CREA').slice(0, 20), council: 'RN' });
      expect(crea.status()).toBe(200);
      const { id } = (await crea.json()) as { id: string };
      expect(await verifyViaApi(admin, id)).toBe(200);
      await expect
        .poll(async () => (await fetchDirectory(page.request, '/api/users', { q: word, credential: 'nr35' })).items[0]?.registrations ?? [])
        .toEqual(['crea']);

      await page.goto(`/profissionais?q=${word}`);
      const card = cards(page).first();
      await expect(card.getByRole('list', { name: 'Registros e certificações' })).toBeVisible();
      await expect(card.getByText('CREA verificado')).toBeVisible();
      await expect(card.getByText('NR-35 válida')).toBeVisible();
      await expect(card.getByText('NR-33 Trabalhador/Vigia válida')).toHaveCount(0);

      await page.getByLabel('Certificação').selectOption({ label: 'NR-33 Trabalhador/Vigia válida' });
      await expect(page).toHaveURL(/credential=nr33-trabalhador/);
      await expect(page.getByText('Nenhum profissional encontrado')).toBeVisible();
      await page.getByLabel('Certificação').selectOption({ label: 'NR-35 válida' });
      await expect(page).toHaveURL(/credential=nr35/);
      await expect(cards(page)).toHaveCount(1);

      await page.goto(`/profissionais/${user.id}`);
      const section = page.getByRole('list', { name: 'Registros e certificações' });
      await expect(section.getByText('CREA verificado')).toBeVisible();
      await expect(section.getByText('NR-35 válida')).toBeVisible();
    } finally {
      await request.dispose();
    }
  });
  test("'Mostrar minhas certificações' off hides the chips from the public profile", async ({ page }) => {
    await createAccount(page.request, { userType: 'professional', firstName: 'Iara', lastName: uniqueWord('Oculta') });
    expect((await page.request.post('/api/users/credentials', { data: { code: 'nr35', trainedOn: isoDay(30), hours: 8, institution: 'SENAI' } })).status()).toBe(201);
    const me = (await (await page.request.get('/api/user')).json()) as UserDTO;
    const chips = (id: string) => page.request.get(`/api/users/${id}`).then(async (res) => ((await res.json()) as DirectoryEntryDTO).credentials.length);
    expect(await chips(me.id)).toBe(1);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    await page.getByRole('switch', { name: 'Mostrar minhas certificações' }).uncheck();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('certificações ocultas', { exact: false })).toBeVisible();

    await page.goto(`/profissionais/${me.id}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp('Iara') })).toBeVisible();
    await expect(page.getByText('NR-35 válida')).toHaveCount(0);
    expect(await chips(me.id)).toBe(0);
  });
});
