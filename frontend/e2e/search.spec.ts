import type { APIRequestContext, Page } from '@playwright/test';
import type { EnergyArea, SearchResponse } from '@conecta/common';
import { registerViaApi, uniqueWord } from './helpers';
import { createAccount, expect, publishCourse, publishEvent, publishJob, test } from './world';

async function fetchSearch(request: APIRequestContext, q: string, type = 'all', area = ''): Promise<SearchResponse> {
  const response = await request.get('/api/search', { params: { q, type, ...(area && { area }) } });
  if (!response.ok()) throw new Error(`GET /api/search failed: ${response.status()}`);
  return (await response.json()) as SearchResponse;
}

const GROUPS = [
  ['jobs', 'Vagas'],
  ['courses', 'Cursos'],
  ['events', 'Eventos'],
  ['users', 'Profissionais'],
] as const;

type Counts = SearchResponse['counts'];

/** The region of a result group, found by its heading ('Vagas (3)'). */
const group = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title} \\(\\d+\\)$`) });

/**
 * A word nobody else uses in every group: `jobs` jobs, `courses` courses, `events` events and
 * `users` people carry it (in the area given), published by this test's admin and made in `guest`. Resolves once the
 * search answers those counts: the index follows writes through the event bus.
 */
async function searchWorld(admin: APIRequestContext, guest: APIRequestContext, counts: Counts, energyArea: EnergyArea = 'solar', word = uniqueWord('Heliox')): Promise<string> {
  for (let i = 0; i < counts.jobs; i += 1) await publishJob(admin, { title: `Técnico(a) ${word} ${i}`, energyArea });
  for (let i = 0; i < counts.courses; i += 1) await publishCourse(admin, { title: `Curso ${word} ${i}`, energyArea });
  for (let i = 0; i < counts.events; i += 1) await publishEvent(admin, { title: `Encontro ${word} ${i}`, energyArea });
  for (let i = 0; i < counts.users; i += 1) await createAccount(guest, { firstName: `Pessoa${String.fromCharCode(97 + i)}`, lastName: word });
  return word;
}

async function searchable(request: APIRequestContext, q: string, counts: Counts, area = ''): Promise<void> {
  await expect.poll(async () => (await fetchSearch(request, q, 'all', area)).counts).toEqual(counts);
}

test.describe('/search', () => {
  test('shows the empty prompt and asks nothing of the server before a term is typed', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/search') searches.push(request.url());
    });
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Buscar Oportunidades' })).toBeVisible();
    await expect(page.getByText('Digite um termo para buscar vagas, cursos, eventos e profissionais.')).toBeVisible();

    // Blank text is not a search either.
    await page.getByLabel('O que você procura?').fill('   ');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByText('Digite um termo para buscar vagas, cursos, eventos e profissionais.')).toBeVisible();
    expect(searches).toEqual([]);
  });

  test('groups the results of a term with their counts', async ({ page, admin, guest }) => {
    const counts = { jobs: 3, courses: 2, events: 1, users: 2, services: 0 };
    const word = await searchWorld(admin, guest, counts);
    await searchable(page.request, word, counts);
    await page.goto('/search');
    await page.getByLabel('O que você procura?').fill(word);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}(&|$)`));

    for (const [key, title] of GROUPS) {
      const region = page.getByRole('region', { name: `${title} (${counts[key]})`, exact: true });
      await expect(region.getByRole('heading', { level: 2 })).toHaveText(`${title} (${counts[key]})`);
      await expect(region.getByRole('article')).toHaveCount(counts[key]);
    }
    await expect(group(page, 'Vagas').getByRole('article').filter({ hasText: `Técnico(a) ${word} 2` })).toHaveCount(1);
  });

  test('is accent-insensitive: "eolica" finds Eólica', async ({ page, admin, guest }) => {
    const counts = { jobs: 1, courses: 1, events: 1, users: 0, services: 0 };
    const word = await searchWorld(admin, guest, counts, 'eólica');
    const q = `eolica ${word}`;
    await searchable(page.request, q, counts);
    await page.goto(`/search?q=${encodeURIComponent(q)}`);
    await expect(page.getByLabel('O que você procura?')).toHaveValue(q);
    // The cards' area chip reads 'Eólica' although the term had no accent.
    await expect(page.getByRole('article').getByText('Eólica', { exact: true })).toHaveCount(3);
    for (const [key, title] of GROUPS) {
      await expect(page.getByRole('heading', { level: 2, name: `${title} (${counts[key]})` })).toBeVisible();
    }
  });

  test('shows "Nenhum resultado encontrado" when nothing matches', async ({ page }) => {
    await page.goto(`/search?q=${uniqueWord('Nadax')}`);
    await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('keeps the query and the type in the URL across a reload', async ({ page, admin, guest }) => {
    const counts = { jobs: 1, courses: 2, events: 1, users: 1, services: 0 };
    const word = await searchWorld(admin, guest, counts);
    await searchable(page.request, word, counts);
    await page.goto(`/search?q=${word}`);
    await expect(group(page, 'Vagas')).toBeVisible();

    await page.getByLabel('Tipo').selectOption({ label: 'Cursos' });
    await expect(page).toHaveURL(/type=courses/);
    await expect(page.getByRole('heading', { level: 2, name: 'Cursos (2)' })).toBeVisible();
    await expect(group(page, 'Vagas')).toHaveCount(0);
    await expect(group(page, 'Profissionais')).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel('O que você procura?')).toHaveValue(word);
    await expect(page.getByLabel('Tipo')).toHaveValue('courses');
    await expect(page.getByRole('heading', { level: 2, name: 'Cursos (2)' })).toBeVisible();
    await expect(group(page, 'Eventos')).toHaveCount(0);

    // 'Todos' brings every group back and drops the parameter.
    await page.getByLabel('Tipo').selectOption({ label: 'Todos' });
    await expect(page).not.toHaveURL(/type=/);
    await expect(group(page, 'Vagas')).toBeVisible();
  });

  test('narrows every group by energy area on the server, counts included, and shows empty groups with (0)', async ({ page, admin, guest }) => {
    const word = uniqueWord('Areax');
    await searchWorld(admin, guest, { jobs: 2, courses: 1, events: 1, users: 0, services: 0 }, 'solar', word);
    const wind = { jobs: 1, courses: 0, events: 1, users: 0, services: 0 };
    await searchWorld(admin, guest, wind, 'eólica', word);
    await searchable(page.request, word, { jobs: 3, courses: 1, events: 2, users: 0, services: 0 });
    await searchable(page.request, word, wind, 'eólica');

    await page.goto(`/search?q=${word}`);
    await page.getByLabel('Área de energia').selectOption('eólica');
    await expect(page).toHaveURL(/area=e%C3%B3lica|area=eólica/);
    for (const [key, title] of GROUPS) {
      await expect(page.getByRole('heading', { level: 2, name: `${title} (${wind[key]})` })).toBeVisible();
      if (wind[key] === 0) await expect(group(page, title).getByText('Nenhum resultado nesta categoria.')).toBeVisible();
    }
  });

  test('folds the filter sidebar above the results on a phone', async ({ page, admin, guest }) => {
    const counts = { jobs: 1, courses: 0, events: 0, users: 0, services: 0 };
    const word = await searchWorld(admin, guest, counts);
    await searchable(page.request, word, counts);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/search?q=${word}`);
    const toggle = page.getByRole('button', { name: 'Filtros', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Tipo')).toBeHidden();
    await toggle.click();
    await expect(page.getByLabel('Tipo')).toBeVisible();
    // Retried: the panel opens with a Collapse transition, so geometry settles after a moment.
    await expect
      .poll(async () => {
        const sidebar = await page.getByRole('complementary', { name: 'Filtros da busca' }).boundingBox();
        const firstGroup = await group(page, 'Vagas').boundingBox();
        return sidebar!.y + sidebar!.height <= firstGroup!.y;
      })
      .toBe(true);
  });
});

test.describe('/search paging inside a group', () => {
  test("'Carregar mais profissionais' brings the rest of the group, each result once", async ({ page }) => {
    // 23 people sharing a surname nobody else has: one group, more than one page (20) of it.
    const surname = uniqueWord('Paginada');
    for (let i = 0; i < 23; i += 1) await registerViaApi(page.request, { firstName: `Pessoa${String.fromCharCode(97 + i)}`, lastName: surname });

    await page.goto(`/search?q=${surname}`);
    const people = group(page, 'Profissionais');
    await expect(page.getByRole('heading', { level: 2, name: 'Profissionais (23)' })).toBeVisible();
    await expect(people.getByText('Mostrando 20 de 23.')).toBeVisible();
    const cards = people.getByRole('link', { name: /^Ver perfil de / });
    await expect(cards).toHaveCount(20);

    await people.getByRole('button', { name: 'Carregar mais profissionais' }).click();
    await expect(cards).toHaveCount(23);
    await expect(people.getByText(/^Mostrando/)).toHaveCount(0);
    await expect(people.getByRole('button', { name: 'Carregar mais profissionais' })).toHaveCount(0);
    const names = await people.getByRole('heading', { level: 3 }).allTextContents();
    expect(new Set(names).size).toBe(23);
  });
});
