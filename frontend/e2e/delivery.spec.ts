/**
 * How the production build reaches a phone (issue 14): what the server sends,
 * read raw (no browser), so the bytes and headers are the ones on the wire.
 */
import { expect, test } from '@playwright/test';
import { anyJob } from './catalogue';

test.describe('delivery of the build', () => {
  test('a hashed script is pre-compressed and immutable; index.html is not compressed-stale: no-cache', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the entry script of index.html').toBeTruthy();

    const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const index = await request.get('/', { headers: { 'accept-encoding': 'identity' } });
    expect(index.headers()['cache-control']).toBe('no-cache');
    expect(index.headers()['content-encoding']).toBeUndefined();
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

  test("a job's link carries its title, company and city for link previews, in the raw HTML", async ({ request }) => {
    const job = await anyJob(request);
    const html = await (await request.get(`/vagas/${job.id}`)).text();
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    expect(html).toContain(`<meta property="og:title" content="${escaped(`${job.title} - ${job.company}`)}" />`);
    expect(html).toContain(escaped(job.location));
    expect(html).toContain('"@type":"JobPosting"');
    expect(html).toContain(`<title>${escaped(job.title)} · Conecta Energia</title>`);
  });

  test('robots.txt and the sitemap', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain('Sitemap: ');
    const job = await anyJob(request);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/vagas/${job.id}</loc>`);
  });
});
