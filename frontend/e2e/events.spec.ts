import { expect, request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import type { EventDTO } from '@conecta/common';
import { fetchEvents, openUpcomingEvent } from './catalogue';
import { expectPath, gotoInApp, holdRequests, loginViaApi, registerViaApi } from './helpers';

const PAGE = 12;

/** A future event with a seat limit that is full, filling the smallest one with fresh accounts if needed. */
async function fullEvent(request: APIRequestContext, baseURL: string): Promise<EventDTO> {
  const { items } = await fetchEvents(request, { when: 'upcoming', limit: 50 });
  const limited = items.filter((e) => e.maxAttendees !== null);
  const full = limited.find((e) => e.currentAttendees >= e.maxAttendees!);
  if (full) return full;
  const target = limited.sort((a, b) => a.maxAttendees! - a.currentAttendees - (b.maxAttendees! - b.currentAttendees))[0];
  if (!target || target.maxAttendees! - target.currentAttendees > 5) throw new Error('no nearly full event in the seed');
  for (let i = target.currentAttendees; i < target.maxAttendees!; i++) {
    const context = await apiRequest.newContext({ baseURL });
    await registerViaApi(context);
    const response = await context.post(`/api/eventos/${target.id}/register`);
    await context.dispose();
    if (response.status() === 409) break; // someone else filled it meanwhile
    expect(response.status()).toBe(201);
  }
  return target;
}

test.describe('/eventos', () => {
  test('shows the "Próximos Eventos" strip with at most 3 future events, soonest first', async ({ page }) => {
    const { items } = await fetchEvents(page.request, { when: 'upcoming', limit: 3 });
    await page.goto('/eventos');
    const strip = page.getByRole('region', { name: 'Próximos Eventos' });
    await expect(strip.getByRole('article')).toHaveCount(items.length);
    expect(items.length).toBeLessThanOrEqual(3);
    for (const [i, event] of items.entries()) {
      await expect(strip.getByRole('article').nth(i).getByRole('heading')).toHaveText(event.title);
    }
  });

  test('while the strip loads, three placeholders of its cards keep the rest of the page where it will stay', async ({ page }) => {
    const upcoming = await holdRequests(page, (url) => url.pathname === '/api/eventos' && url.searchParams.get('when') === 'upcoming');
    await gotoInApp(page, '/eventos');
    await expect(page.getByRole('status').filter({ hasText: 'Carregando próximos eventos...' })).toBeAttached();
    const allEvents = page.getByRole('heading', { level: 2, name: 'Todos os Eventos' });
    const before = (await allEvents.boundingBox())!.y;
    upcoming.release();
    const strip = page.getByRole('region', { name: 'Próximos Eventos' });
    await expect(strip.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Carregando próximos eventos...')).toHaveCount(0);
    // A card's height depends on its title's lines: within a few pixels of the placeholder's.
    expect(Math.abs((await allEvents.boundingBox())!.y - before)).toBeLessThan(40);
  });

  test('pages by 12 with "Carregar Mais Eventos"; a filter change starts again at the first page', async ({ page }) => {
    const { total } = await fetchEvents(page.request, { limit: 1 });
    expect(total).toBeGreaterThan(PAGE);
    const offsets: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/eventos' && url.searchParams.get('limit') === String(PAGE)) offsets.push(url.searchParams.get('offset') ?? '');
    });

    await page.goto('/eventos');
    const grid = page.getByTestId('grade-eventos');
    await expect(grid.getByRole('article')).toHaveCount(PAGE);
    const more = page.getByRole('button', { name: 'Carregar Mais Eventos' });
    await more.click();
    const afterTwo = Math.min(total, 2 * PAGE);
    await expect(grid.getByRole('article')).toHaveCount(afterTwo);
    expect(offsets).toContain('12');
    // The button stays while the last page came back full (spec §4).
    if (afterTwo === 2 * PAGE) await expect(more).toBeVisible();
    else await expect(more).toHaveCount(0);

    // A filter change resets to page 0 and lives in the URL.
    const { total: online } = await fetchEvents(page.request, { eventType: 'online', limit: 1 });
    await page.getByLabel('Tipo de evento').selectOption('online');
    await expect(page).toHaveURL(/eventType=online/);
    await expect(grid.getByRole('article')).toHaveCount(Math.min(online, PAGE));
    await expect(grid.getByText('Online', { exact: true }).first()).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Tipo de evento')).toHaveValue('online');
    await expect(grid.getByRole('article')).toHaveCount(Math.min(online, PAGE));

    await page.getByLabel('Tipo de evento').selectOption('');
    await expect(page).not.toHaveURL(/eventType/);
    await expect(grid.getByRole('article')).toHaveCount(PAGE);
    await expect(page.getByRole('button', { name: 'Carregar Mais Eventos' })).toBeVisible();
  });

  test('a failed "Carregar Mais Eventos" keeps the loaded events and offers a retry', async ({ page }) => {
    const { total } = await fetchEvents(page.request, { limit: 1 });
    expect(total).toBeGreaterThan(PAGE);
    let failNext = true;
    await page.route(
      (url) => url.pathname === '/api/eventos' && url.searchParams.get('offset') === String(PAGE),
      (route) => {
        if (!failNext) return route.continue();
        failNext = false;
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Serviço indisponível"}' });
      },
    );
    await page.goto('/eventos');
    const grid = page.getByTestId('grade-eventos');
    await expect(grid.getByRole('article')).toHaveCount(PAGE);
    await page.getByRole('button', { name: 'Carregar Mais Eventos' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar mais.' })).toBeVisible();
    await expect(grid.getByRole('article')).toHaveCount(PAGE);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(grid.getByRole('article')).toHaveCount(Math.min(total, 2 * PAGE));
    await expect(page.getByText('Não foi possível carregar mais.')).toHaveCount(0);
  });

  test('a rated event shows its rating with one decimal; an unrated one shows none', async ({ page }) => {
    const { items } = await fetchEvents(page.request, { limit: 50 });
    const rated = items.find((e) => e.totalRatings > 0);
    const unrated = items.find((e) => e.totalRatings === 0);
    expect(rated).toBeDefined();
    await page.goto(`/eventos?search=${encodeURIComponent(rated!.title)}`);
    const card = page.getByTestId('grade-eventos').getByRole('article', { name: rated!.title });
    const oneDecimal = rated!.rating.toFixed(1).replace('.', ',');
    const count = `${rated!.totalRatings} ${rated!.totalRatings === 1 ? 'avaliação' : 'avaliações'}`;
    await expect(card.getByTestId('event-rating')).toHaveText(`${oneDecimal} (${count})`);
    if (unrated) {
      await page.goto(`/eventos?search=${encodeURIComponent(unrated.title)}`);
      const plain = page.getByTestId('grade-eventos').getByRole('article', { name: unrated.title });
      await expect(plain).toBeVisible();
      await expect(plain.getByTestId('event-rating')).toHaveCount(0);
    }
  });

  test('filters by area, location and text, all in the URL; the empty state when nothing matches', async ({ page }) => {
    const locations = (await (await page.request.get('/api/eventos/locations')).json()) as string[];
    expect(locations.length).toBeGreaterThan(0);
    await page.goto('/eventos');
    await page.getByLabel('Área de energia').selectOption('solar');
    await expect(page).toHaveURL(/energyArea=solar/);
    await expect(page.getByLabel('Local').locator('option')).toHaveCount(locations.length + 1);
    await page.getByLabel('Buscar eventos').fill('zzzznadazzzz');
    await page.getByLabel('Buscar eventos').press('Enter');
    await expect(page).toHaveURL(/search=zzzznadazzzz/);
    await expect(page.getByText('Nenhum evento encontrado')).toBeVisible();
    await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
    await expect(page).toHaveURL((url) => url.search === '');
    await expect(page.getByTestId('grade-eventos').getByRole('article')).toHaveCount(PAGE);
  });

  test('a visitor who wants to register is sent to /auth', async ({ page }) => {
    await page.goto('/eventos');
    await page.getByRole('region', { name: 'Próximos Eventos' }).getByRole('button', { name: 'Inscrever-se' }).first().click();
    await expectPath(page, '/auth');
  });

  test('a signed-in user registers: Inscrever-se → Inscrito, still registered after a reload', async ({ page }) => {
    await registerViaApi(page.request);
    const event = await openUpcomingEvent(page.request);
    await page.goto(`/eventos?search=${encodeURIComponent(event.title)}`);
    const card = page.getByTestId('grade-eventos').getByRole('article', { name: event.title });
    await expect(card.getByTestId('event-attendance')).toHaveText(event.maxAttendees === null ? /\d+ inscritos/ : /^\d+\/\d+$/);
    await card.getByRole('button', { name: 'Inscrever-se' }).click();
    await expect(page.getByText('Inscrição confirmada!')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Inscrito' })).toBeDisabled();

    await page.reload();
    await expect(page.getByTestId('grade-eventos').getByRole('article', { name: event.title }).getByRole('button', { name: 'Inscrito' })).toBeDisabled();
  });

  test('registering twice shows the server message in a toast', async ({ page }) => {
    await registerViaApi(page.request);
    const event = await openUpcomingEvent(page.request);
    expect((await page.request.post(`/api/eventos/${event.id}/register`)).status()).toBe(201);
    await page.route('**/api/user/registrations', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.goto(`/eventos?search=${encodeURIComponent(event.title)}`);
    await page.getByTestId('grade-eventos').getByRole('article', { name: event.title }).getByRole('button', { name: 'Inscrever-se' }).click();
    await expect(page.getByText('Erro na inscrição')).toBeVisible();
    await expect(page.getByText('Você já está inscrito neste evento.')).toBeVisible();
  });

  test('a full event shows "Esgotado", disabled, with its attendance x/max', async ({ page, baseURL }) => {
    const event = await fullEvent(page.request, baseURL!);
    await registerViaApi(page.request);
    // The location filter (an exact match) rather than the text search, which is served by the search index.
    await page.goto(`/eventos?location=${encodeURIComponent(event.location)}`);
    const card = page.getByTestId('grade-eventos').getByRole('article', { name: event.title });
    await expect(card.getByRole('button', { name: 'Esgotado' })).toBeDisabled();
    await expect(card.getByTestId('event-attendance')).toHaveText(`${event.maxAttendees}/${event.maxAttendees}`);
  });

  test('the create-event button shows for companies and admins only, and opens the form', async ({ page }) => {
    await page.goto('/eventos');
    await expect(page.getByTestId('grade-eventos')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Criar Evento' })).toHaveCount(0);
    await loginViaApi(page.request, 'admin@example.com');
    await page.goto('/eventos');
    await page.getByRole('button', { name: 'Criar Evento' }).click();
    await expect(page.getByRole('dialog', { name: 'Criar Evento' })).toBeVisible();
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });
    test('the strip, filters and grid fit the screen', async ({ page }) => {
      await page.goto('/eventos');
      await expect(page.getByTestId('grade-eventos').getByRole('article').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  });
});
