/**
 * Keyboard and screen-reader basics across the app (issue 14): each route
 * names the tab, a navigation moves focus to the new page's heading and says
 * so, toasts can be closed, reached with F8 and swiped away, and axe-core
 * finds no WCAG 2.1 A/AA violation on the public pages, signed out and in,
 * at 1280 and 360 px, with nothing wider than the screen.
 *
 * The pages that can be narrowed to a word (the search, jobs, the directory) are checked showing
 * items this test made with a word of its own; the home, /cursos and /eventos have no text filter
 * and are checked with whatever the catalogue holds, asserting nothing of it.
 */
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { pageDescription } from '@conecta/common';
import { axeViolations, overflow } from './a11y';
import { revealHomeBelowFold, uniqueWord } from './helpers';
import { createAccount, expect, publishCourse, publishEvent, publishJob, test } from './world';

const PUBLIC_ROUTES: Array<[string, string]> = [
  ['/', 'Conecta Energia'],
  ['/vagas', 'Vagas · Conecta Energia'],
  ['/cursos', 'Cursos · Conecta Energia'],
  ['/eventos', 'Eventos · Conecta Energia'],
  ['/profissionais', 'Profissionais · Conecta Energia'],
  ['/empresas', 'Empresas · Conecta Energia'],
  ['/contato', 'Contato · Conecta Energia'],
  ['/auth', 'Entrar ou criar conta · Conecta Energia'],
  ['/search', 'Buscar oportunidades · Conecta Energia'],
];

/** Where a word narrows a page to this test's own items. */
const NARROWED: Record<string, (word: string) => string> = {
  '/vagas': (word) => `/vagas?q=${word}`,
  '/profissionais': (word) => `/profissionais?q=${word}`,
  '/empresas': (word) => `/empresas?q=${word}`,
  '/search': (word) => `/search?q=${word}`,
};

/**
 * Items carrying a word nobody else uses — a job, a course, an event, a professional and a company —
 * built side by side; resolves once the search (fed by the event bus) finds them all. Returns what
 * the narrowed page must show: the job's title and the people's names.
 */
async function ownWorld(admin: APIRequestContext, playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined): Promise<{ word: string; shown: Record<string, string> }> {
  const word = uniqueWord('Acessivel');
  const [person, company] = await Promise.all([playwright.request.newContext({ baseURL }), playwright.request.newContext({ baseURL })]);
  try {
    const [job] = await Promise.all([
      publishJob(admin, { title: `Técnica ${word}` }),
      publishCourse(admin, { title: `Curso ${word}` }),
      publishEvent(admin, { title: `Encontro ${word}` }),
      createAccount(person, { firstName: 'Ana', lastName: word }),
      createAccount(company, { userType: 'company', firstName: 'Eva', lastName: word, companyName: `Usina ${word}` }),
    ]);
    await expect
      .poll(async () => (await (await admin.get('/api/search', { params: { q: word } })).json()).counts)
      .toEqual({ jobs: 1, courses: 1, events: 1, services: 0, users: 2 });
    return { word, shown: { '/vagas': job.title, '/profissionais': `Ana ${word}`, '/empresas': `Usina ${word}`, '/search': job.title } };
  } finally {
    await person.dispose();
    await company.dispose();
  }
}

/** Opens `path`, narrowed to this test's own items where the page allows it. */
async function openOwn(page: Page, path: string, world: { word: string; shown: Record<string, string> } | null): Promise<void> {
  const narrow = NARROWED[path];
  await page.goto(narrow && world ? narrow(world.word) : path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  if (narrow && world) await expect(page.getByRole('main').getByText(world.shown[path]!).first()).toBeVisible();
}

test.describe('titles and focus', () => {
  for (const [path, title] of PUBLIC_ROUTES) {
    test(`${path} names the tab '${title}', in the HTML as served and in the app`, async ({ page }) => {
      // What a search engine or a shared link reads before any script: the same name, and the page's own description.
      const html = await (await page.request.get(path)).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<meta name="description" content="${pageDescription(path)}" />`);
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    });
  }

  test('following a link moves focus to the new page heading and announces it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Vagas', exact: true }).click();
    await expect(page).toHaveTitle('Vagas · Conecta Energia');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /^Vagas$/ })).toHaveCount(1);
  });
});

test.describe('toasts (spec §9)', () => {
  test('a toast has a close button, F8 reaches it, and a swipe to the right dismisses the next one', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Login realizado' });
    await expect(toast).toBeVisible();
    await page.keyboard.press('F8');
    const close = toast.getByRole('button', { name: 'Fechar notificação' });
    await expect(close).toBeFocused();
    await close.press('Enter');
    await expect(toast).toBeHidden();

    await page.getByRole('button', { name: 'Sair' }).first().click();
    const bye = page.getByRole('alert').filter({ hasText: 'Logout realizado' });
    await expect(bye).toBeVisible();
    const box = (await bye.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(bye).toBeHidden();
  });
});

test.describe('axe and overflow, signed out', () => {
  for (const width of [1280, 360]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });
      for (const [path] of PUBLIC_ROUTES) {
        test(`${path}: no violations, nothing wider than the screen`, async ({ page, admin, playwright, baseURL }) => {
          await openOwn(page, path, NARROWED[path] ? await ownWorld(admin, playwright, baseURL) : null);
          if (path === '/') await revealHomeBelowFold(page);
          expect(await overflow(page)).toBeLessThanOrEqual(0);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
});

test.describe('axe, signed in', () => {
  for (const path of ['/', '/messages', '/vagas']) {
    test(`${path}: no violations`, async ({ page, admin, playwright, baseURL }) => {
      const [world] = await Promise.all([NARROWED[path] ? ownWorld(admin, playwright, baseURL) : null, createAccount(page.request)]);
      await openOwn(page, path, world);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
