import type { APIRequestContext } from '@playwright/test';
import { fetchCourses } from './catalogue';
import { gotoInApp, loginViaApi, registerViaApi, uniqueId } from './helpers';
import { expect, publishCourse, test } from './world';

/** /cursos shows the newest courses first, 24 a page, and has no filter. */
const PAGE = 24;

/** A course whose description carries its own site's link (the card's 'Acessar' is the description's first link). */
async function courseWithLink(admin: APIRequestContext) {
  const accessUrl = `https://cursos.conectaenergia.com.br/${uniqueId()}`;
  const course = await publishCourse(admin, { description: `Aulas gravadas e material de apoio em ${accessUrl} para estudar no seu ritmo.` });
  return { ...course, accessUrl };
}

/**
 * Resolves once the first page of /api/cursos holds these courses: the list is served from the
 * search index, which follows writes a moment later. Newest first, so a course just published
 * stays on the first page unless two dozen others are published meanwhile.
 */
async function untilOnFirstPage(request: APIRequestContext, ids: string[]): Promise<void> {
  await expect.poll(async () => (await fetchCourses(request, { limit: PAGE })).items.map((c) => c.id)).toEqual(expect.arrayContaining(ids));
}

test.describe('/cursos', () => {
  test.beforeEach(async ({ context }) => {
    // 'Acessar' opens the course's own site in a new tab; answer it locally (no internet in tests).
    await context.route(/^https:\/\/cursos\.conectaenergia\.com\.br\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Curso</title><h1>Curso</h1>' }),
    );
  });

  test('shows the course grid: free, chips, duration, enrolments, rating and the access link', async ({ page, admin }) => {
    const withLink = await courseWithLink(admin);
    const withoutLink = await publishCourse(admin, { description: 'Sem link: o material é entregue na primeira aula presencial.' });
    await untilOnFirstPage(admin, [withLink.id, withoutLink.id]);
    await page.goto('/cursos');
    await expect(page.getByRole('heading', { level: 1, name: 'Cursos Gratuitos' })).toBeVisible();

    const card = page.getByRole('article', { name: withLink.title });
    await expect(card.getByText('Gratuito')).toBeVisible();
    await expect(card).toContainText(withLink.instructor);
    await expect(card).toContainText('8 horas');
    await expect(card).toContainText('0,0 (0 avaliações)');
    await expect(card).toContainText('0 inscritos');
    // What the course is about, from its description (a link in the middle of it stays as written).
    await expect(card.getByTestId('course-summary')).toHaveText(`Aulas gravadas e material de apoio em ${withLink.accessUrl} para estudar no seu ritmo.`);
    await expect(page.getByRole('article', { name: withoutLink.title }).getByTestId('course-summary')).toHaveText(
      'Sem link: o material é entregue na primeira aula presencial.',
    );
    const access = card.getByRole('link', { name: /^Acessar/ });
    await expect(access).toHaveAttribute('href', withLink.accessUrl);
    await expect(access).toHaveAttribute('target', '_blank');
    expect(await page.getByRole('article').count()).toBeLessThanOrEqual(PAGE);

    // Still the spec's 'Acessar', disabled, its reason shown and tied to it for assistive technology.
    const unavailable = page.getByRole('article', { name: withoutLink.title }).getByRole('button', { name: 'Acessar' });
    await expect(unavailable).toBeDisabled();
    await expect(unavailable).toHaveAccessibleDescription('Link indisponível');
    await expect(page.getByRole('article', { name: withoutLink.title }).getByText('Link indisponível')).toBeVisible();
  });

  test("a long description is clamped to three lines on the card, without the closing link 'Acessar' opens", async ({ page, admin }) => {
    const accessUrl = `https://cursos.conectaenergia.com.br/${uniqueId()}`;
    const long = 'Radiação solar, células e módulos, inversores, estruturas, cabeamento, proteção, aterramento e comissionamento. '.repeat(6);
    const course = await publishCourse(admin, { description: `${long}Acesse: ${accessUrl}` });
    await untilOnFirstPage(admin, [course.id]);
    await page.goto('/cursos');
    const summary = page.getByRole('article', { name: course.title }).getByTestId('course-summary');
    await expect(summary).toHaveText(long.trim());
    const lines = await summary.evaluate((el) => Math.round(el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)));
    expect(lines).toBe(3);
    await expect(page.getByRole('article', { name: course.title }).getByRole('link', { name: /^Acessar/ })).toHaveAttribute('href', accessUrl);
  });

  test('a visitor opens the course without an enrolment being recorded', async ({ page, admin }) => {
    const course = await courseWithLink(admin);
    await untilOnFirstPage(admin, [course.id]);
    const enrolls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/cursos\/[^/]+\/enroll$/.test(new URL(request.url()).pathname)) enrolls.push(request.url());
    });
    await page.goto('/cursos');
    const popup = page.waitForEvent('popup');
    await page.getByRole('article', { name: course.title }).getByRole('link', { name: /^Acessar/ }).click();
    const tab = await popup;
    expect(tab.url()).toBe(course.accessUrl);
    await tab.close();
    expect(enrolls).toEqual([]);
    expect((await fetchCourses(admin, { limit: PAGE })).items.find((c) => c.id === course.id)?.enrolledCount).toBe(0);
  });

  test('a signed-in user who opens a course is enrolled in it', async ({ page, admin }) => {
    const course = await courseWithLink(admin);
    await untilOnFirstPage(admin, [course.id]);
    await registerViaApi(page.request);
    await page.goto('/cursos');
    const card = page.getByRole('article', { name: course.title });
    await expect(card).toContainText('0 inscritos');
    await expect(card.getByText('Você está inscrito')).toHaveCount(0);

    const enrolled = page.waitForResponse((response) => response.url().endsWith(`/api/cursos/${course.id}/enroll`) && response.request().method() === 'POST');
    const popup = page.waitForEvent('popup');
    await card.getByRole('link', { name: /^Acessar/ }).click();
    await (await popup).close();
    expect([200, 201]).toContain((await enrolled).status());
    await expect(card.getByText('Você está inscrito')).toBeVisible();

    const mine = (await (await page.request.get('/api/user/enrollments')).json()) as Array<{ courseId: string }>;
    expect(mine.map((e) => e.courseId)).toEqual([course.id]);
  });

  test('the create-course button shows for companies and admins only, and opens the form', async ({ page, admin, adminAccount }) => {
    const course = await publishCourse(admin);
    await untilOnFirstPage(admin, [course.id]);
    await registerViaApi(page.request);
    await page.goto('/cursos');
    await expect(page.getByRole('article', { name: course.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Criar Curso' })).toHaveCount(0);

    await loginViaApi(page.request, adminAccount.email, adminAccount.password);
    await page.goto('/cursos');
    await page.getByRole('button', { name: 'Criar Curso' }).click();
    await expect(page.getByRole('dialog', { name: 'Criar Curso' })).toBeVisible();
  });

  test('shows the empty state when the API has no course', async ({ page }) => {
    await page.route('**/api/cursos?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', headers: { 'X-Total-Count': '0' }, body: '[]' }));
    await gotoInApp(page, '/cursos');
    await expect(page.getByText('Nenhum curso encontrado')).toBeVisible();
  });

  test('shows an error with a retry when the list fails', async ({ page, admin }) => {
    const course = await publishCourse(admin);
    await untilOnFirstPage(admin, [course.id]);
    let fail = true;
    await page.route('**/api/cursos?*', (route) =>
      fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Serviço indisponível"}' }) : route.continue(),
    );
    await gotoInApp(page, '/cursos');
    await expect(page.getByText('Não foi possível carregar os cursos.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    fail = false;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('article', { name: course.title })).toBeVisible();
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });
    test('the grid fits the screen', async ({ page, admin }) => {
      const course = await courseWithLink(admin);
      await untilOnFirstPage(admin, [course.id]);
      await page.goto('/cursos');
      await expect(page.getByRole('article', { name: course.title })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  });
});
