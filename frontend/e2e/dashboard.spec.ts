import type { APIRequestContext, Page } from '@playwright/test';
import { fetchCourses, fetchEvents, untilListed } from './catalogue';
import { expectPath, loginViaApi, registerViaApi, uniqueId, uniqueWord } from './helpers';
import { expect, publishCourse, publishEvent, publishJob, test } from './world';

async function expectedGreeting(page: Page): Promise<string> {
  const hour = await page.evaluate(() => new Date().getHours());
  return hour < 12 ? 'Bom dia' : hour < 18 ? 'Boa tarde' : 'Boa noite';
}

/**
 * A job, a course (with its site's link) and an upcoming event, published by this test's admin,
 * resolved once the public lists hold them: the dashboard recommends from those lists, newest (or
 * soonest) first, so there is something to recommend whatever else the database holds.
 */
async function catalogue(admin: APIRequestContext) {
  const word = uniqueWord('Painel');
  const job = await publishJob(admin);
  const course = await publishCourse(admin, { description: `Material completo em https://cursos.conectaenergia.com.br/${word} para estudar no seu ritmo.` });
  const event = await publishEvent(admin, { title: `Encontro ${word}` });
  await expect.poll(async () => (await fetchCourses(admin, { limit: 24 })).items.map((c) => c.id)).toContain(course.id);
  await untilListed(fetchEvents, admin, { search: word }, [event.id]);
  return { job, course, event, word };
}

function counter(page: Page, label: string) {
  return page.getByRole('group', { name: label }).getByTestId('counter-value');
}

test.describe('dashboard (signed-in home)', () => {
  test('greets by the time of day with the first name and the profile type', async ({ page }) => {
    const firstName = `Helena${uniqueId().slice(0, 4)}`;
    const { user } = await registerViaApi(page.request, { firstName, userType: 'student' });
    await page.goto('/');
    const greeting = await expectedGreeting(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${greeting}, ${firstName}!`);
    await expect(page.getByTestId('profile-type')).toHaveText('Estudante');

    // The profile card: name, type, location, and 'Ver meu perfil' to the person's public page.
    const profile = page.getByRole('region', { name: 'Seu perfil' });
    await expect(profile.getByRole('heading', { name: `${firstName} Automatizado` })).toBeVisible();
    await expect(profile.getByText('Estudante')).toBeVisible();
    await expect(profile.getByText('Localização não informada')).toBeVisible();
    await profile.getByRole('link', { name: 'Ver meu perfil' }).click();
    await expectPath(page, `/profissionais/${user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${firstName} Automatizado` })).toBeVisible();
    await expect(page.getByText('Estudante', { exact: true })).toBeVisible();
  });

  test('"Ver meu perfil" leads companies to their public page and is absent for accounts without one', async ({ page, adminAccount }) => {
    const { user } = await registerViaApi(page.request, { userType: 'company' });
    await page.goto('/');
    await page.getByRole('region', { name: 'Seu perfil' }).getByRole('link', { name: 'Ver meu perfil' }).click();
    await expectPath(page, `/profissionais/${user.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Perfil não encontrado' })).toHaveCount(0);

    await loginViaApi(page.request, adminAccount.email, adminAccount.password);
    await page.goto('/');
    const profile = page.getByRole('region', { name: 'Seu perfil' });
    await expect(profile.getByRole('heading')).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Ver meu perfil' })).toHaveCount(0);
  });

  test('a counter shows a loader while it loads and an error with a retry when it fails', async ({ page }) => {
    await registerViaApi(page.request);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let failEnrollments = true;
    await page.route('**/api/user/applications', async (route) => {
      await held;
      await route.continue();
    });
    await page.route('**/api/user/enrollments', (route) => {
      if (!failEnrollments) return route.continue();
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Erro interno"}' });
    });
    await page.goto('/');
    const applications = page.getByRole('group', { name: 'Candidaturas' });
    await expect(applications.getByRole('progressbar', { name: 'Carregando candidaturas' })).toBeVisible();
    release();
    await expect(counter(page, 'Candidaturas')).toHaveText('0');
    await expect(applications.getByRole('progressbar')).toHaveCount(0);

    const enrollments = page.getByRole('group', { name: 'Cursos' });
    await expect(enrollments.getByRole('alert')).toHaveText(/Não foi possível carregar\./);
    await expect(counter(page, 'Cursos')).toHaveCount(0);
    failEnrollments = false;
    await enrollments.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(counter(page, 'Cursos')).toHaveText('0');
    await expect(enrollments.getByRole('alert')).toHaveCount(0);
    // A 500 is not a lost session: no 'Unauthorized' toast.
    await expect(page.getByText('Unauthorized')).toHaveCount(0);
  });

  test('shows recommendations within their limits and the quick actions (Publicar Vaga for companies only)', async ({ page, admin }) => {
    await catalogue(admin);
    await registerViaApi(page.request, { userType: 'professional' });
    await page.goto('/');
    await expect(page.getByTestId('vagas-recomendadas').getByRole('article').first()).toBeVisible();
    expect(await page.getByTestId('vagas-recomendadas').getByRole('article').count()).toBeLessThanOrEqual(4);
    const courses = page.getByRole('region', { name: 'Cursos para você' }).getByRole('article');
    await expect(courses.first()).toBeVisible();
    expect(await courses.count()).toBeLessThanOrEqual(3);
    const events = page.getByRole('region', { name: 'Próximos eventos' }).getByRole('article');
    await expect(events.first()).toBeVisible();
    expect(await events.count()).toBeLessThanOrEqual(2);

    const actions = page.getByRole('navigation', { name: 'Ações rápidas' });
    await expect(actions.getByRole('link', { name: 'Mensagens' })).toHaveAttribute('href', '/messages');
    await expect(actions.getByRole('link', { name: 'Rede de Contatos' })).toHaveAttribute('href', '/rede');
    // Issue 26: the saved jobs, courses and events (favorites.spec.ts follows the link).
    await expect(actions.getByRole('link', { name: 'Favoritos' })).toHaveAttribute('href', '/favoritos');
    await expect(actions.getByRole('button', { name: 'Publicar Vaga' })).toHaveCount(0);
    await expect(actions.getByRole('link', { name: 'Minhas Vagas' })).toHaveCount(0);

    await registerViaApi(page.request, { userType: 'company' });
    await page.goto('/');
    await expect(page.getByTestId('profile-type')).toHaveText('Empresa');
    await expect(actions.getByRole('link', { name: 'Minhas Vagas' })).toHaveAttribute('href', '/minhas-vagas');
    await actions.getByRole('button', { name: 'Publicar Vaga' }).click();
    await expect(page.getByRole('dialog', { name: 'Publicar Vaga' })).toBeVisible();
  });

  test('the counters go up after applying, enrolling and registering', async ({ page, context, admin }) => {
    const { course, event, word } = await catalogue(admin);
    await context.route(/^https:\/\/cursos\.conectaenergia\.com\.br\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Curso</h1>' }),
    );
    await registerViaApi(page.request);
    await page.goto('/');
    await expect(counter(page, 'Candidaturas')).toHaveText('0');
    await expect(counter(page, 'Cursos')).toHaveText('0');
    await expect(counter(page, 'Eventos')).toHaveText('0');

    // Everything below is client-side navigation: the counters must follow through cache invalidation.
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });

    // Apply to a recommended job right on the dashboard.
    await page.getByTestId('vagas-recomendadas').getByRole('button', { name: 'Quero me Candidatar' }).first().click();
    await expect(page.getByText('Candidatura enviada!')).toBeVisible();
    await expect(counter(page, 'Candidaturas')).toHaveText('1');

    // Enrol by opening this test's course (newest first: on the first page).
    await nav.getByRole('link', { name: 'Cursos' }).click();
    const popup = page.waitForEvent('popup');
    await page.getByRole('article', { name: course.title }).getByRole('link', { name: /^Acessar/ }).click();
    await (await popup).close();
    await expect(page.getByRole('article', { name: course.title }).getByText('Você está inscrito')).toBeVisible();

    // Register for this test's event, found with the events search.
    await nav.getByRole('link', { name: 'Eventos' }).click();
    await page.getByLabel('Buscar eventos').fill(word);
    await page.getByLabel('Buscar eventos').press('Enter');
    const card = page.getByTestId('grade-eventos').getByRole('article', { name: event.title });
    await card.getByRole('button', { name: 'Inscrever-se' }).click();
    await expect(card.getByRole('button', { name: 'Inscrito' })).toBeDisabled();

    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Início' }).click();
    await expect(counter(page, 'Candidaturas')).toHaveText('1');
    await expect(counter(page, 'Cursos')).toHaveText('1');
    await expect(counter(page, 'Eventos')).toHaveText('1');

    await page.reload();
    await expect(counter(page, 'Candidaturas')).toHaveText('1');
    await expect(counter(page, 'Cursos')).toHaveText('1');
    await expect(counter(page, 'Eventos')).toHaveText('1');
  });

  test('an expired session: toast "Unauthorized", then /api/login after 500 ms', async ({ page }) => {
    await registerViaApi(page.request);
    await page.route('**/api/user/applications', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Não autenticado' }) }),
    );
    // The browser leaves for /api/login 500 ms after the toast shows, and the valid session brings
    // it back to / to be refused again: a poll could fall between the toasts each time. Answered
    // 204, the navigation stays on this page (a 204 replaces no document), toast included.
    await page.route((url) => url.pathname === '/api/login', (route) => route.fulfill({ status: 204 }));
    const loginRedirect = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login' && request.method() === 'GET');
    await page.goto('/');
    await loginRedirect;
    await expect(page.getByText('Unauthorized')).toBeVisible();
    await expect(page.getByText('You are logged out. Logging in again...')).toBeVisible();
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });
    test('fits the screen', async ({ page, admin }) => {
      await catalogue(admin);
      await registerViaApi(page.request);
      await page.goto('/');
      await expect(page.getByTestId('vagas-recomendadas').getByRole('article').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  });
});
