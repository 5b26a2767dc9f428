import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SearchResponse } from '@conecta/common';
import { registerViaApi, uniqueId } from './helpers';

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

/** The region of a result group, found by its heading ('Vagas (3)'). */
const group = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title} \\(\\d+\\)$`) });

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

  test('groups the results of "solar" with the counts the API reports', async ({ page }) => {
    const expected = await fetchSearch(page.request, 'solar');
    await page.goto('/search');
    await page.getByLabel('O que você procura?').fill('solar');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=solar(&|$)/);

    for (const [key, title] of GROUPS) {
      const count = expected.counts[key];
      const region = page.getByRole('region', { name: `${title} (${count})`, exact: true });
      await expect(region.getByRole('heading', { level: 2 })).toHaveText(`${title} (${count})`);
      await expect(region.getByRole('article')).toHaveCount(expected[key].length);
    }
    // The seed has solar jobs, courses, events and people: every group shows.
    expect(expected.counts.jobs * expected.counts.courses * expected.counts.events * expected.counts.users).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: /^Vagas/ }).getByRole('article').first()).toContainText(new RegExp(expected.jobs[0]!.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  test('is accent-insensitive: "eolica" finds Eólica', async ({ page }) => {
    const expected = await fetchSearch(page.request, 'eolica');
    expect(expected.counts.jobs + expected.counts.courses + expected.counts.events).toBeGreaterThan(0);
    await page.goto('/search?q=eolica');
    await expect(page.getByLabel('O que você procura?')).toHaveValue('eolica');
    // The cards' area chip reads 'Eólica' although the term had no accent.
    await expect(page.getByRole('article').getByText('Eólica', { exact: true }).first()).toBeVisible();
    for (const [key, title] of GROUPS) {
      if (expected.counts[key] > 0) await expect(page.getByRole('heading', { level: 2, name: `${title} (${expected.counts[key]})` })).toBeVisible();
    }
  });

  test('shows "Nenhum resultado encontrado" when nothing matches', async ({ page }) => {
    await page.goto('/search?q=xyzabc123');
    await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('keeps the query and the type in the URL across a reload', async ({ page }) => {
    const expected = await fetchSearch(page.request, 'solar', 'courses');
    await page.goto('/search?q=solar');
    await expect(group(page, 'Vagas')).toBeVisible();

    await page.getByLabel('Tipo').selectOption({ label: 'Cursos' });
    await expect(page).toHaveURL(/type=courses/);
    await expect(page.getByRole('heading', { level: 2, name: `Cursos (${expected.counts.courses})` })).toBeVisible();
    await expect(group(page, 'Vagas')).toHaveCount(0);
    await expect(group(page, 'Profissionais')).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel('O que você procura?')).toHaveValue('solar');
    await expect(page.getByLabel('Tipo')).toHaveValue('courses');
    await expect(page.getByRole('heading', { level: 2, name: `Cursos (${expected.counts.courses})` })).toBeVisible();
    await expect(group(page, 'Eventos')).toHaveCount(0);

    // 'Todos' brings every group back and drops the parameter.
    await page.getByLabel('Tipo').selectOption({ label: 'Todos' });
    await expect(page).not.toHaveURL(/type=/);
    await expect(group(page, 'Vagas')).toBeVisible();
  });

  test('narrows every group by energy area on the server, counts included, and shows empty groups with (0)', async ({ page }) => {
    const all = await fetchSearch(page.request, 'energia');
    const wind = await fetchSearch(page.request, 'energia', 'all', 'eólica');
    // The area is a real narrowing: fewer results than without it, and some left.
    expect(wind.counts.jobs + wind.counts.users).toBeGreaterThan(0);
    expect(wind.counts.jobs + wind.counts.users).toBeLessThan(all.counts.jobs + all.counts.users);

    await page.goto('/search?q=energia');
    await page.getByLabel('Área de energia').selectOption('eólica');
    await expect(page).toHaveURL(/area=e%C3%B3lica|area=eólica/);
    for (const [key, title] of GROUPS) {
      await expect(page.getByRole('heading', { level: 2, name: `${title} (${wind.counts[key]})` })).toBeVisible();
      if (wind.counts[key] === 0) await expect(group(page, title).getByText('Nenhum resultado nesta categoria.')).toBeVisible();
    }
  });

  test('folds the filter sidebar above the results on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/search?q=solar');
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
    const surname = `Paginada${uniqueId().replace(/[0-9]/g, '')}`;
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
