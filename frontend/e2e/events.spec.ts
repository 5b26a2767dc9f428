import type { APIRequestContext } from '@playwright/test';
import type { EventDTO, EventInput } from '@conecta/common';
import { fetchEvents, untilListed } from './catalogue';
import { expectPath, gotoInApp, holdRequests, loginViaApi, registerViaApi, uniqueWord } from './helpers';
import { createAccount, expect, publishEvent, test } from './world';

const PAGE = 12;

/** A city nobody else holds events in: the location filter (an exact match) then lists this test's events alone. */
const uniqueCity = () => `${uniqueWord('Cidade')} - CE`;

const at = (location: string) => `/eventos?location=${encodeURIComponent(location)}`;

/** Publishes `events` (each given its fields) at `location`, and resolves once /api/eventos lists them all there. */
async function eventsAt(admin: APIRequestContext, location: string, events: Array<Partial<EventInput>>): Promise<EventDTO[]> {
  const published: EventDTO[] = [];
  for (const event of events) published.push(await publishEvent(admin, { location, ...event }));
  await untilListed(fetchEvents, admin, { location }, published.map((event) => event.id));
  return published;
}

const inHours = (hours: number) => new Date(Date.now() + hours * 3600 * 1000).toISOString();

test.describe('/eventos', () => {
  test('shows the "Próximos Eventos" strip with at most 3 future events, soonest first', async ({ page, admin }) => {
    // Sooner than anything else publishes (the factories' events are a month ahead): the strip,
    // which every visitor sees, is then this test's four events' soonest three.
    const word = uniqueWord('Breve');
    const [later, soonest, third, second] = [4, 1, 3, 2].map((n) => `Encontro ${word} ${n}`);
    for (const [title, hours] of [[later, 4], [soonest, 1], [third, 3], [second, 2]] as const) await publishEvent(admin, { title, eventDate: inHours(hours) });
    await expect.poll(async () => (await fetchEvents(admin, { when: 'upcoming', limit: 3 })).items.map((e) => e.title)).toEqual([soonest, second, third]);

    await page.goto('/eventos');
    const strip = page.getByRole('region', { name: 'Próximos Eventos' });
    await expect(strip.getByRole('article').getByRole('heading')).toHaveText([soonest!, second!, third!]);
    await expect(strip.getByRole('article', { name: later })).toHaveCount(0);
  });

  test('while the strip loads, three placeholders of its cards keep the rest of the page where it will stay', async ({ page, admin }) => {
    const [event] = await eventsAt(admin, uniqueCity(), [{}]);
    const upcoming = await holdRequests(page, (url) => url.pathname === '/api/eventos' && url.searchParams.get('when') === 'upcoming');
    await gotoInApp(page, '/eventos');
    await expect(page.getByRole('status').filter({ hasText: 'Carregando próximos eventos...' })).toBeAttached();
    const allEvents = page.getByRole('heading', { level: 2, name: 'Todos os Eventos' });
    const before = (await allEvents.boundingBox())!.y;
    upcoming.release();
    const strip = page.getByRole('region', { name: 'Próximos Eventos' });
    await expect(strip.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Carregando próximos eventos...')).toHaveCount(0);
    // A card's height depends on its title's lines (this test's title is one line on a desktop):
    // within a few pixels of the placeholder's.
    expect(event!.title.length).toBeLessThan(60);
    expect(Math.abs((await allEvents.boundingBox())!.y - before)).toBeLessThan(40);
  });

  test('pages by 12 with "Carregar Mais Eventos"; a filter change starts again at the first page', async ({ page, admin }) => {
    test.slow(); // fourteen events published through the API before the page opens
    const city = uniqueCity();
    await eventsAt(admin, city, [
      ...Array.from({ length: 11 }, () => ({ eventType: 'presencial' as const })),
      ...Array.from({ length: 3 }, () => ({ eventType: 'online' as const })),
    ]);
    const offsets: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/eventos' && url.searchParams.get('limit') === String(PAGE)) offsets.push(url.searchParams.get('offset') ?? '');
    });

    await page.goto(at(city));
    const grid = page.getByTestId('grade-eventos');
    await expect(grid.getByRole('article')).toHaveCount(PAGE);
    const more = page.getByRole('button', { name: 'Carregar Mais Eventos' });
    await more.click();
    await expect(grid.getByRole('article')).toHaveCount(14);
    expect(offsets).toContain('12');
    // The button stays while the last page came back full (spec §4): this one held 2.
    await expect(more).toHaveCount(0);

    // A filter change resets to page 0 and lives in the URL.
    await page.getByLabel('Tipo de evento').selectOption('online');
    await expect(page).toHaveURL(/eventType=online/);
    await expect(grid.getByRole('article')).toHaveCount(3);
    await expect(grid.getByText('Online', { exact: true })).toHaveCount(3);

    await page.reload();
    await expect(page.getByLabel('Tipo de evento')).toHaveValue('online');
    await expect(grid.getByRole('article')).toHaveCount(3);

    await page.getByLabel('Tipo de evento').selectOption('');
    await expect(page).not.toHaveURL(/eventType/);
    await expect(grid.getByRole('article')).toHaveCount(PAGE);
    await expect(page.getByRole('button', { name: 'Carregar Mais Eventos' })).toBeVisible();
  });

  test('a failed "Carregar Mais Eventos" keeps the loaded events and offers a retry', async ({ page, admin }) => {
    test.slow(); // thirteen events published through the API before the page opens
    const city = uniqueCity();
    await eventsAt(admin, city, Array.from({ length: PAGE + 1 }, () => ({})));
    let failNext = true;
    await page.route(
      (url) => url.pathname === '/api/eventos' && url.searchParams.get('offset') === String(PAGE),
      (route) => {
        if (!failNext) return route.continue();
        failNext = false;
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Serviço indisponível"}' });
      },
    );
    await page.goto(at(city));
    const grid = page.getByTestId('grade-eventos');
    await expect(grid.getByRole('article')).toHaveCount(PAGE);
    await page.getByRole('button', { name: 'Carregar Mais Eventos' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar mais.' })).toBeVisible();
    await expect(grid.getByRole('article')).toHaveCount(PAGE);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(grid.getByRole('article')).toHaveCount(PAGE + 1);
    await expect(page.getByText('Não foi possível carregar mais.')).toHaveCount(0);
  });

  test('a rated event shows its rating with one decimal; an unrated one shows none', async ({ page, admin }) => {
    const city = uniqueCity();
    const [rated, unrated] = await eventsAt(admin, city, [{}, {}]);
    // No API rates an event: the server's own list, with a rating given to one of them.
    await page.route(
      (url) => url.pathname === '/api/eventos' && url.searchParams.get('location') === city,
      async (route) => {
        const response = await route.fetch();
        const events = ((await response.json()) as EventDTO[]).map((e) => (e.id === rated!.id ? { ...e, rating: 4.25, totalRatings: 3 } : e));
        await route.fulfill({ response, json: events });
      },
    );
    await gotoInApp(page, at(city));
    const grid = page.getByTestId('grade-eventos');
    await expect(grid.getByRole('article', { name: rated!.title }).getByTestId('event-rating')).toHaveText('4,3 (3 avaliações)');
    await expect(grid.getByRole('article', { name: unrated!.title })).toBeVisible();
    await expect(grid.getByRole('article', { name: unrated!.title }).getByTestId('event-rating')).toHaveCount(0);
  });

  test('filters by area, location and text, all in the URL; the empty state when nothing matches', async ({ page, admin }) => {
    const city = uniqueCity();
    const [solar] = await eventsAt(admin, city, [{ energyArea: 'solar' }, { energyArea: 'eólica' }]);
    await page.goto('/eventos');
    await page.getByLabel('Área de energia').selectOption('solar');
    await expect(page).toHaveURL(/energyArea=solar/);
    // The city is an option only because /api/eventos/locations answered it: this test made it.
    await page.getByLabel('Local').selectOption(city);
    await expect(page).toHaveURL(new RegExp(`location=${encodeURIComponent(city).replace(/%20/g, '(%20|\\+)')}`));
    const grid = page.getByTestId('grade-eventos');
    await expect(grid.getByRole('article')).toHaveCount(1);
    await expect(grid.getByRole('article', { name: solar!.title })).toBeVisible();

    const nothing = uniqueWord('Nadax');
    await page.getByLabel('Buscar eventos').fill(nothing);
    await page.getByLabel('Buscar eventos').press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${nothing}`));
    await expect(page.getByText('Nenhum evento encontrado')).toBeVisible();
    await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
    await expect(page).toHaveURL((url) => url.search === '');
    await expect(page.getByLabel('Local')).toHaveValue('');
    await expect(page.getByText('Nenhum evento encontrado')).toHaveCount(0);
    await expect(grid.getByRole('article').first()).toBeVisible();
  });

  test('a visitor who wants to register is sent to /auth', async ({ page, admin }) => {
    const city = uniqueCity();
    const [event] = await eventsAt(admin, city, [{}]);
    await page.goto(at(city));
    await page.getByTestId('grade-eventos').getByRole('article', { name: event!.title }).getByRole('button', { name: 'Inscrever-se' }).click();
    await expectPath(page, '/auth');
  });

  test('a signed-in user registers: Inscrever-se → Inscrito, still registered after a reload', async ({ page, admin }) => {
    const city = uniqueCity();
    const [event] = await eventsAt(admin, city, [{}]);
    await registerViaApi(page.request);
    await page.goto(at(city));
    const card = page.getByTestId('grade-eventos').getByRole('article', { name: event!.title });
    await expect(card.getByTestId('event-attendance')).toHaveText('0 inscritos');
    await card.getByRole('button', { name: 'Inscrever-se' }).click();
    await expect(page.getByText('Inscrição confirmada!')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Inscrito' })).toBeDisabled();

    await page.reload();
    await expect(card.getByRole('button', { name: 'Inscrito' })).toBeDisabled();
  });

  test('registering twice shows the server message in a toast', async ({ page, admin }) => {
    const city = uniqueCity();
    const [event] = await eventsAt(admin, city, [{}]);
    await registerViaApi(page.request);
    expect((await page.request.post(`/api/eventos/${event!.id}/register`)).status()).toBe(201);
    await page.route('**/api/user/registrations', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.goto(at(city));
    await page.getByTestId('grade-eventos').getByRole('article', { name: event!.title }).getByRole('button', { name: 'Inscrever-se' }).click();
    await expect(page.getByText('Erro na inscrição')).toBeVisible();
    await expect(page.getByText('Você já está inscrito neste evento.')).toBeVisible();
  });

  test('a full event shows "Esgotado", disabled, with its attendance x/max', async ({ page, admin, guest }) => {
    const city = uniqueCity();
    const [event] = await eventsAt(admin, city, [{ maxAttendees: 2 }]);
    // Two people fill it; a third finds no seat.
    for (let i = 0; i < 2; i += 1) {
      await createAccount(guest);
      expect((await guest.post(`/api/eventos/${event!.id}/register`)).status()).toBe(201);
    }
    await createAccount(guest);
    expect((await guest.post(`/api/eventos/${event!.id}/register`)).status()).toBe(409);

    await registerViaApi(page.request);
    await expect.poll(async () => (await fetchEvents(page.request, { location: city })).items[0]?.currentAttendees).toBe(2);
    await page.goto(at(city));
    const card = page.getByTestId('grade-eventos').getByRole('article', { name: event!.title });
    await expect(card.getByRole('button', { name: 'Esgotado' })).toBeDisabled();
    await expect(card.getByTestId('event-attendance')).toHaveText('2/2');
  });

  test('the create-event button shows for companies and admins only, and opens the form', async ({ page, admin, adminAccount }) => {
    const city = uniqueCity();
    await eventsAt(admin, city, [{}]);
    await page.goto(at(city));
    await expect(page.getByTestId('grade-eventos').getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Criar Evento' })).toHaveCount(0);
    await registerViaApi(page.request);
    await page.goto(at(city));
    await expect(page.getByTestId('grade-eventos').getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Criar Evento' })).toHaveCount(0);
    await loginViaApi(page.request, adminAccount.email, adminAccount.password);
    await page.goto('/eventos');
    await page.getByRole('button', { name: 'Criar Evento' }).click();
    await expect(page.getByRole('dialog', { name: 'Criar Evento' })).toBeVisible();
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });
    test('the strip, filters and grid fit the screen', async ({ page, admin }) => {
      const city = uniqueCity();
      const [event] = await eventsAt(admin, city, [{}]);
      await page.goto(at(city));
      await expect(page.getByTestId('grade-eventos').getByRole('article', { name: event!.title })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Próximos Eventos' }).getByRole('article').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  });
});
