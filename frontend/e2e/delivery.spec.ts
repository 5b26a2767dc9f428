/**
 * How the production build reaches a phone (issue 14): what the server sends,
 * read raw (no browser), so the bytes and headers are the ones on the wire.
 */
import { fetchJobs } from './catalogue';
import { registerViaApi, revealHomeBelowFold } from './helpers';
import { expect, publishJob, test } from './world';

test.describe('delivery of the build', () => {
  test('a hashed script is pre-compressed and immutable; index.html is not compressed-stale: no-cache', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // The framework's chunk, which the page preloads: the entry itself is under the 1 KB below which
    // the build keeps no compressed copy (vite.config.ts).
    const script = /<link rel="modulepreload"[^>]* href="(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
    expect(script, "the framework's chunk, preloaded by the page").toBeTruthy();

    const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const index = await request.get('/', { headers: { 'accept-encoding': 'identity' } });
    expect(index.headers()['cache-control']).toBe('no-cache');
    expect(index.headers()['content-encoding']).toBeUndefined();
  });

  test("a chunk carries no document policies, but keeps nosniff; the page keeps its CSP", async ({ request }) => {
    const page = await request.get('/');
    expect(page.headers()['content-security-policy']).toContain("script-src 'self'");
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())![1]!;
    const asset = await request.get(script);
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    expect(asset.headers()['content-security-policy']).toBeUndefined();
    expect(asset.headers()['x-frame-options']).toBeUndefined();
  });

  test('each page names in its HTML the chunks and API reads it needs at once', async ({ request }) => {
    const preloads = (html: string) => ({
      modules: [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/([A-Za-z]+)-[^"]+\.js"/g)].map((m) => m[1]),
      reads: [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)"/g)].map((m) => m[1]),
    });
    // A visitor's home and /vagas come drawn by the server: their reads are in the HTML, none is preloaded.
    const home = preloads(await (await request.get('/')).text());
    expect(home.modules).toEqual(expect.arrayContaining(['HomePage', 'VisitorHome']));
    expect(home.modules).not.toContain('DashboardPage');
    expect(home.modules, 'the lower part of the home waits for the visitor').not.toContain('HomeBelowFold');
    expect(home.reads).toEqual([]);

    const jobs = preloads(await (await request.get('/vagas')).text());
    expect(jobs.modules).toContain('JobsPage');
    expect(jobs.modules).not.toContain('VisitorHome');
    expect(jobs.reads).toEqual([]);
    // Their code is only fetched once the drawn page is painted: its links wait in an inert template.
    const jobsHtml = await (await request.get('/vagas')).text();
    const held = /<template id="app-preloads">([\s\S]*?)<\/template>/.exec(jobsHtml);
    expect(held?.[1]).toMatch(/<link rel="modulepreload"[^>]* href="\/assets\/JobsPage-/);
    expect(jobsHtml.replace(held![0], '')).not.toMatch(/<link rel="modulepreload"[^>]* href="\/assets\/JobsPage-/);
    // Filters in the address: not drawn by the server, and the app asks other URLs, so none is guessed.
    expect(preloads(await (await request.get('/vagas?jobType=est%C3%A1gio')).text()).reads).toEqual(['/api/user']);
    const search = preloads(await (await request.get('/search')).text());
    expect(search.modules).toContain('SearchPage');
    expect(search.reads).toEqual(['/api/user']);
    const unknown = preloads(await (await request.get('/nao-existe')).text());
    expect(unknown.modules).toContain('NotFoundPage');
    expect(unknown.modules).not.toContain('HomePage');
  });

  test('a signed-in member is preloaded the dashboard, not the visitor home, and gets no page drawn by the server', async ({ request }) => {
    await registerViaApi(request);
    const home = await (await request.get('/')).text();
    expect(home).toMatch(/<link rel="modulepreload"[^>]* href="\/assets\/DashboardPage-/);
    expect(home).not.toMatch(/href="\/assets\/VisitorHome-/);
    expect(home).not.toContain('href="/api/landing"');
    expect(home).not.toContain('id="ssr-state"');
    expect(home).toContain('<div id="root"></div>');
  });

  test("a visitor's first screen is in the HTML as served: drawn, inert until the app takes over, its reads beside it", async ({ request, admin }) => {
    const job = await publishJob(admin);
    const served = async (path: string) => {
      const html = await (await request.get(path)).text();
      const drawn = /<div id="root"><div inert aria-hidden="true">([\s\S]*?)<\/div><\/div>\s*<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html);
      expect(drawn, `${path} drawn by the server`).not.toBeNull();
      const state = JSON.parse(drawn![2]!) as { modules: string[]; queries: Array<{ endpointName: string; arg?: unknown; value: unknown }> };
      return { html, markup: drawn![1]!, state };
    };

    const detail = await served(`/vagas/${job.id}`);
    expect(detail.markup).toContain(`<h1`);
    // As React writes text into HTML.
    const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);
    expect(detail.markup).toContain(escaped(job.title));
    expect(detail.state.modules).toEqual(['jobs/JobDetailPage']);
    expect(detail.state.queries).toEqual(
      expect.arrayContaining([
        { endpointName: 'getCurrentUser', value: null },
        { endpointName: 'getJob', arg: job.id, value: expect.objectContaining({ id: job.id, title: job.title }) },
      ]),
    );
    // Its styles are in the head (emotion's own tags, which the app's emotion adopts).
    expect(detail.html).toMatch(/<style data-emotion="css [^"]+">/);

    const home = await served('/');
    expect(home.state.modules).toEqual(['home/HomePage', 'home/VisitorHome']);
    expect(home.state.queries.map((query) => query.endpointName).sort()).toEqual(['getCurrentUser', 'getLanding', 'getSiteSettings']);
    expect(home.markup).toContain('Números da rede');

    const auth = await served('/auth');
    expect(auth.markup).toContain('Entre na sua conta');
    // No inline script: the page's Content-Security-Policy allows none.
    expect(auth.markup).not.toContain('<script');

    // The catalogue pages too, each with its list's first page.
    for (const [path, heading, module, read] of [
      ['/cursos', 'Cursos Gratuitos', 'courses/CoursesPage', 'getCoursePages'],
      ['/eventos', 'Eventos do Setor', 'events/EventsPage', 'getEventPages'],
      ['/profissionais', 'Profissionais', 'directory/DirectoryPage', 'getDirectoryPages'],
      ['/empresas', 'Empresas', 'directory/CompaniesPage', 'getDirectoryPages'],
      ['/contato', 'Entre em Contato', 'contact/ContactPage', 'getSiteSettings'],
    ] as const) {
      const page = await served(path);
      expect(page.markup, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(page.state.modules, path).toEqual([module]);
      expect(page.state.queries.map((query) => query.endpointName), path).toContain(read);
    }
  });

  test('without any script the drawn page still shows; with them, the app takes it over and asks the API nothing it was given', async ({ browser, page, admin }) => {
    const job = await publishJob(admin, { jobType: 'emprego' });
    const internship = await publishJob(admin, { jobType: 'estágio' });
    // Newest first, so /vagas draws them (each section its own) once the list holds them.
    await expect.poll(async () => (await fetchJobs(admin, { limit: 50 })).items.map((j) => j.id)).toEqual(expect.arrayContaining([job.id, internship.id]));
    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    try {
      const bare = await noScripts.newPage();
      await bare.goto(`/vagas/${job.id}`);
      await expect(bare.getByText(job.title, { exact: true }).first()).toBeVisible();
      await bare.goto('/vagas');
      await expect(bare.getByText('Vagas e Estágios', { exact: true })).toBeVisible();
    } finally {
      await noScripts.close();
    }

    const counts = new Map<string, number>();
    page.on('request', (req) => {
      const { pathname, search } = new URL(req.url());
      if (pathname.startsWith('/api/')) counts.set(pathname + search, (counts.get(pathname + search) ?? 0) + 1);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Números da rede' })).toBeVisible();
    await page.goto('/vagas');
    await expect(page.getByRole('region', { name: /^Vagas de Estágio/ }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: /^Vagas de Emprego/ }).getByRole('article').first()).toBeVisible();
    await page.goto(`/vagas/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    expect([...counts.keys()]).toEqual([]);
    // The app is live: its links move inside the app.
    await page.getByRole('banner').getByRole('link', { name: 'Cursos', exact: true }).click();
    await expect(page).toHaveURL(/\/cursos$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A page the server does not draw asks each of its preloaded reads once.
    counts.clear();
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => counts.get('/api/user')).toBe(1);
  });

  test("a visitor never downloads the signed-in features' code; a member does", async ({ page, browser }) => {
    const SIGNED_IN_CODE = /\/assets\/(socket|SignedInActions|DashboardPage|MessagesPage|messagesApi|ToastHost|MobileMenu)-[^/]+\.js$/;
    const loaded = (target: typeof page) => {
      const chunks: string[] = [];
      target.on('request', (req) => {
        const match = SIGNED_IN_CODE.exec(new URL(req.url()).pathname);
        if (match) chunks.push(match[1]!);
      });
      return chunks;
    };
    const visitorChunks = loaded(page);
    await page.goto('/');
    await revealHomeBelowFold(page);
    for (const path of ['/vagas', '/auth', '/cursos']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(visitorChunks).toEqual([]);

    const context = await browser.newContext();
    try {
      const member = await context.newPage();
      await registerViaApi(member.request);
      const memberChunks = loaded(member);
      await member.goto('/');
      await expect(member.getByRole('banner').getByRole('link', { name: 'Mensagens' })).toBeVisible();
      await expect.poll(() => [...new Set(memberChunks)].sort()).toEqual(expect.arrayContaining(['DashboardPage', 'SignedInActions', 'socket']));
    } finally {
      await context.close();
    }
  });

  test('no source map is served and bundles do not point to one', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const code = await (await request.get(script)).text();
    expect(code).not.toContain('sourceMappingURL');
    expect((await request.get(`${script}.map`)).status()).toBe(404);
  });

  test('an unknown path answers 404 and the app still shows its page', async ({ page, request }) => {
    expect((await request.get('/esta-pagina-nao-existe')).status()).toBe(404);
    expect((await request.get('/vagas')).status()).toBe(200);
    const response = await page.goto('/esta-pagina-nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
  });

  test("a job's link carries its title, company and city for link previews, in the raw HTML", async ({ request, admin }) => {
    const job = await publishJob(admin, { location: 'Mossoró - RN' });
    const html = await (await request.get(`/vagas/${job.id}`)).text();
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    expect(html).toContain(`<meta property="og:title" content="${escaped(`${job.title} - ${job.company}`)}" />`);
    expect(html).toContain(escaped(job.location));
    expect(html).toContain('"@type":"JobPosting"');
    expect(html).toContain(`<title>${escaped(job.title)} · Conecta Energia</title>`);
  });

  test('robots.txt and the sitemap', async ({ request, admin }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain('Sitemap: ');
    const job = await publishJob(admin);
    // The sitemap lists the public jobs, which follow a publication a moment later.
    await expect.poll(async () => (await request.get('/sitemap.xml')).text()).toContain(`/vagas/${job.id}</loc>`);
  });
});
