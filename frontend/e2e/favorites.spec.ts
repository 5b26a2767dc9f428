/**
 * Favourites (issue 26): the bookmark on job, course and event cards, still pressed after a reload;
 * 'Favoritos' from the dashboard with the three kinds in tabs; removing from there; a saved job
 * closed since listed as 'Encerrada'; the page's loading, empty and error states; a failed save
 * put back with a toast; a visitor sent to sign in. Every item is this test's own, found on the
 * public lists by a place nobody else uses (jobs, events) or as the newest (courses).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { FAVORITE_LIMITS } from '@conecta/common';
import { expectAccessible } from './a11y';
import { fetchCourses, fetchEvents, fetchJobs, untilListed } from './catalogue';
import { expectToast, gotoInApp, holdRequests, recordToasts, uniqueWord } from './helpers';
import { createAccount, expect, publishCourse, publishEvent, publishJob, test } from './world';

const SAVE = 'Salvar nos favoritos';
const REMOVE = 'Remover dos favoritos';

const uniqueCity = () => `${uniqueWord('Favorita')} - RN`;

/** The card's bookmark, pressed or not. */
const bookmark = (card: Locator) => card.getByRole('button', { name: new RegExp(`^(${SAVE}|${REMOVE})$`) });

async function expectSaved(card: Locator, saved: boolean): Promise<void> {
  const button = bookmark(card);
  await expect(button).toHaveAccessibleName(saved ? REMOVE : SAVE);
  await expect(button).toHaveAttribute('aria-pressed', String(saved));
}

/** A course on the first page of /cursos (newest first: this test's, unless 24 are published meanwhile). */
async function untilCourseOnFirstPage(request: APIRequestContext, id: string): Promise<void> {
  await expect.poll(async () => (await fetchCourses(request, { limit: 24 })).items.map((course) => course.id)).toContain(id);
}

async function openFavorites(page: Page, query = ''): Promise<void> {
  await page.goto(`/favoritos${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
}

test.describe('Favoritos', () => {
  test('saves a job, a course and an event from their cards, still saved after a reload, lists them by kind and removes one', async ({ page, admin }) => {
    const jobCity = uniqueCity();
    const eventCity = uniqueCity();
    const [job, course, event] = await Promise.all([publishJob(admin, { location: jobCity }), publishCourse(admin), publishEvent(admin, { location: eventCity })]);
    await Promise.all([
      untilListed(fetchJobs, admin, { location: jobCity }, [job.id]),
      untilListed(fetchEvents, admin, { location: eventCity }, [event.id]),
      untilCourseOnFirstPage(admin, course.id),
    ]);
    await createAccount(page.request, { userType: 'professional' });

    await page.goto(`/vagas?location=${encodeURIComponent(jobCity)}`);
    const jobCard = page.getByRole('article', { name: job.title });
    await expectSaved(jobCard, false);
    await bookmark(jobCard).click();
    await expectSaved(jobCard, true);
    await page.reload();
    await expectSaved(page.getByRole('article', { name: job.title }), true);

    await page.goto('/cursos');
    const courseCard = page.getByRole('article', { name: course.title });
    await bookmark(courseCard).click();
    await expectSaved(courseCard, true);

    await page.goto(`/eventos?location=${encodeURIComponent(eventCity)}`);
    const eventCard = page.getByRole('article', { name: event.title });
    await bookmark(eventCard).click();
    await expectSaved(eventCard, true);
    await page.reload();
    await expectSaved(page.getByRole('article', { name: event.title }), true);
    // The job's own page reads the same saved ids.
    await page.goto(`/vagas/${job.id}`);
    await expectSaved(page.getByRole('main'), true);

    // The dashboard's 'Favoritos' opens the page, jobs first.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Ações rápidas' }).getByRole('link', { name: 'Favoritos' }).click();
    await expect(page).toHaveURL(/\/favoritos$/);
    await expect(page.getByRole('tab', { name: 'Vagas' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('article')).toHaveCount(1);
    await expectSaved(panel.getByRole('article', { name: job.title }), true);

    await page.getByRole('tab', { name: 'Cursos' }).click();
    await expect(page).toHaveURL(/\/favoritos\?tipo=cursos$/);
    await expect(panel.getByRole('article')).toHaveCount(1);
    await expect(panel.getByRole('article', { name: course.title })).toBeVisible();

    await page.getByRole('tab', { name: 'Eventos' }).click();
    const savedEvent = panel.getByRole('article', { name: event.title });
    await expect(savedEvent).toBeVisible();
    await expectAccessible(page, 'favoritos: eventos');
    // Removed: the card stays, unpressed, until the page is read again; then the tab is empty.
    await bookmark(savedEvent).click();
    await expectSaved(savedEvent, false);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Eventos' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByText('Você ainda não salvou nenhum evento.')).toBeVisible();
    await page.goto(`/eventos?location=${encodeURIComponent(eventCity)}`);
    await expectSaved(page.getByRole('article', { name: event.title }), false);

    // A phone's width: the page fits, tabs and cards.
    await page.setViewportSize({ width: 360, height: 740 });
    await openFavorites(page);
    await expect(panel.getByRole('article', { name: job.title })).toBeVisible();
    await expectAccessible(page, 'favoritos at 360 px');
  });

  test("keeps a saved job that was closed since, as 'Encerrada', and removes it", async ({ page, admin }) => {
    const job = await publishJob(admin);
    await createAccount(page.request, { userType: 'student' });
    expect((await page.request.put(`/api/user/favorites/job/${job.id}`)).status()).toBe(201);
    expect((await admin.post(`/api/vagas/${job.id}/close`)).status()).toBe(200);

    await openFavorites(page);
    const card = page.getByRole('tabpanel').getByRole('article', { name: job.title });
    await expect(card).toContainText('Encerrada');
    await expect(card).toContainText(job.company);
    await expect(card).toContainText(job.location);
    // No link to a page that is gone.
    await expect(card.getByRole('link')).toHaveCount(0);
    await bookmark(card).click();
    await expectSaved(card, false);
    await page.reload();
    await expect(page.getByText('Você ainda não salvou nenhuma vaga.')).toBeVisible();
  });

  test('shows the loading state while a tab is read, and the error with a retry when it fails', async ({ page }) => {
    await createAccount(page.request, { userType: 'professional' });
    const held = await holdRequests(page, /\/api\/user\/favorites\?kind=course/);
    await openFavorites(page, '?tipo=cursos');
    await expect(page.getByText('Carregando cursos salvos...')).toBeVisible();
    held.release();
    await expect(page.getByText('Você ainda não salvou nenhum curso.')).toBeVisible();

    await page.route(/\/api\/user\/favorites\?kind=event/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Erro interno"}' }));
    await page.getByRole('tab', { name: 'Eventos' }).click();
    await expect(page.getByText('Não foi possível carregar seus eventos salvos.')).toBeVisible();
    await page.unroute(/\/api\/user\/favorites\?kind=event/);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByText('Você ainda não salvou nenhum evento.')).toBeVisible();
  });

  test('puts the bookmark back with a toast when the server refuses the save', async ({ page, admin }) => {
    const city = uniqueCity();
    const job = await publishJob(admin, { location: city });
    await untilListed(fetchJobs, admin, { location: city }, [job.id]);
    await createAccount(page.request, { userType: 'professional' });
    await recordToasts(page);
    // The save is held, then refused: the bookmark shows pressed meanwhile, and unpressed after.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === `/api/user/favorites/job/${job.id}`,
      async (route) => {
        await gate;
        await route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: `Você pode salvar no máximo ${FAVORITE_LIMITS.itemsMax} favoritos.` }) });
      },
    );
    await page.goto(`/vagas?location=${encodeURIComponent(city)}`);
    const card = page.getByRole('article', { name: job.title });
    await bookmark(card).click();
    await expectSaved(card, true);
    release();
    await expectToast(page, 'Não foi possível atualizar seus favoritos', `no máximo ${FAVORITE_LIMITS.itemsMax} favoritos`);
    await expectSaved(card, false);
  });

  test('sends a visitor who clicks a bookmark to sign in, and asks a visitor of /favoritos to', async ({ page, admin }) => {
    const city = uniqueCity();
    const job = await publishJob(admin, { location: city });
    await untilListed(fetchJobs, admin, { location: city }, [job.id]);
    // Moved to inside the app: a visitor's first /vagas comes drawn by the server, before its buttons work.
    await gotoInApp(page, `/vagas?location=${encodeURIComponent(city)}`);
    await bookmark(page.getByRole('article', { name: job.title })).click();
    await expect(page).toHaveURL(/\/auth$/);
    await openFavorites(page);
    await expect(page.getByRole('link', { name: 'Fazer login' })).toBeVisible();
  });
});
