import { expect, test, type Page } from '@playwright/test';
import { fetchCourses, openUpcomingEvent } from './catalogue';
import { registerViaApi, uniqueId } from './helpers';

async function expectedGreeting(page: Page): Promise<string> {
  const hour = await page.evaluate(() => new Date().getHours());
  return hour < 12 ? 'Bom dia' : hour < 18 ? 'Boa tarde' : 'Boa noite';
}

function counter(page: Page, label: string) {
  return page.getByRole('group', { name: label }).getByTestId('counter-value');
}

test.describe('dashboard (signed-in home)', () => {
  test('greets by the time of day with the first name and the profile type', async ({ page }) => {
    const firstName = `Helena${uniqueId().slice(0, 4)}`;
    await registerViaApi(page.request, { firstName, userType: 'student' });
    await page.goto('/');
    const greeting = await expectedGreeting(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${greeting}, ${firstName}!`);
    await expect(page.getByTestId('profile-type')).toHaveText('Estudante');

    // The profile card: name, type, location, link to /profile.
    const profile = page.getByRole('region', { name: 'Seu perfil' });
    await expect(profile.getByRole('heading', { name: `${firstName} Automatizado` })).toBeVisible();
    await expect(profile.getByText('Estudante')).toBeVisible();
    await expect(profile.getByText('Localização não informada')).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Ver meu perfil' })).toHaveAttribute('href', '/profile');
  });

  test('shows recommendations within their limits and the quick actions (Publicar Vaga for companies only)', async ({ page }) => {
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
    await expect(actions.getByRole('link', { name: 'Rede de Contatos' })).toHaveAttribute('href', '/profissionais');
    await expect(actions.getByRole('link', { name: 'Favoritos' })).toHaveAttribute('href', '/vagas');
    await expect(actions.getByRole('link', { name: 'Publicar Vaga' })).toHaveCount(0);

    await registerViaApi(page.request, { userType: 'company' });
    await page.goto('/');
    await expect(page.getByTestId('profile-type')).toHaveText('Empresa');
    await actions.getByRole('link', { name: 'Publicar Vaga' }).click();
    await page.waitForURL((url) => url.pathname === '/vagas');
    await expect(page.getByRole('button', { name: 'Publicar Vaga' })).toBeDisabled();
  });

  test('the counters go up after applying, enrolling and registering', async ({ page, context }) => {
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

    // Enrol by opening a course.
    const course = (await fetchCourses(page.request, { limit: 50 })).items.find((c) => c.accessUrl)!;
    await nav.getByRole('link', { name: 'Cursos' }).click();
    const popup = page.waitForEvent('popup');
    await page.getByRole('article', { name: course.title }).getByRole('link', { name: /^Acessar/ }).click();
    await (await popup).close();
    await expect(page.getByRole('article', { name: course.title }).getByText('Você está inscrito')).toBeVisible();

    // Register for an event found with the events search.
    const event = await openUpcomingEvent(page.request);
    await nav.getByRole('link', { name: 'Eventos' }).click();
    await page.getByLabel('Buscar eventos').fill(event.title);
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
    const loginRedirect = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login' && request.method() === 'GET');
    await page.goto('/');
    await expect(page.getByText('Unauthorized')).toBeVisible();
    await expect(page.getByText('You are logged out. Logging in again...')).toBeVisible();
    await loginRedirect;
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });
    test('fits the screen', async ({ page }) => {
      await registerViaApi(page.request);
      await page.goto('/');
      await expect(page.getByTestId('vagas-recomendadas').getByRole('article').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  });
});
