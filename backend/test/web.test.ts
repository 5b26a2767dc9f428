/**
 * The built frontend as the backend serves it (web/spa.ts), on a small build
 * of our own: pre-compressed immutable assets, index.html with no-cache, 404
 * for unknown paths, no source maps nor build manifest, robots.txt and
 * sitemap.xml, every page's own title and description, and a job's page with its
 * title, Open Graph tags and JSON-LD in the HTML; every absolute URL from SITE_URL, never from the request (issue 22).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect } from 'chai';
import { clientPageOf, pageTitle, SITE_DESCRIPTION, SITE_NAME } from '@conecta/common';
import { contentSecurityDirectives } from '../src/web/contentSecurity';
import { escapeHtml } from '../src/web/html';
import { buildJob } from './catalogueFactories';
import { startTestServer, testConfig, type TestServer } from './support';

const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Conecta Energia: a rede profissional do setor de energia." />
    <title>Conecta Energia</title>
    <script type="module" src="/assets/app-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
/** The configured public address; the test server itself listens elsewhere (127.0.0.1:<port>). */
const SITE = 'https://conecta.example';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A raw GET: no automatic decompression, so the encoding on the wire is what we see. */
async function raw(url: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the built frontend (web/spa.ts)', () => {
  let server: TestServer;
  let dist: string;
  before(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets/app-abc123.js'), SCRIPT);
    writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT));
    writeFileSync(path.join(dist, 'assets/app-abc123.js.map'), '{"version":3}');
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
    // One proxy hop trusted, as in production behind nginx: X-Forwarded-Host is then believed by Koa.
    server = await startTestServer('web', { FRONTEND_DIST: dist, SITE_URL: SITE, TRUST_PROXY_HOPS: '1' });
  });
  after(async () => {
    await server.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed asset pre-compressed as the browser accepts, cached for a year and immutable', async () => {
    const br = await raw(`${server.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).to.equal('br');
    expect(br.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    expect(br.headers.vary).to.match(/Accept-Encoding/);
    expect(br.body.length).to.be.lessThan(SCRIPT.length / 10);
    const gzip = await raw(`${server.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).to.equal('gzip');
    const plain = await raw(`${server.url}/assets/app-abc123.js`);
    expect(plain.headers['content-encoding']).to.equal(undefined);
    expect(plain.body.toString()).to.equal(SCRIPT);
  });

  it("keeps a hashed asset in memory once sent, without the page's policies; a file built after the start is found", async () => {
    const file = path.join(dist, 'assets/late-def456.js');
    expect((await raw(`${server.url}/assets/late-def456.js`)).status, 'not built yet').to.equal(404);
    writeFileSync(file, 'export const late = 1;');
    const first = await raw(`${server.url}/assets/late-def456.js`);
    expect(first.status).to.equal(200);
    expect(first.headers['content-type']).to.match(/javascript/);
    expect(first.headers['x-content-type-options']).to.equal('nosniff');
    expect(first.headers['content-security-policy']).to.equal(undefined);
    rmSync(file);
    const again = await raw(`${server.url}/assets/late-def456.js`);
    expect(again.status, 'kept: a hashed name never changes').to.equal(200);
    expect(again.body.toString()).to.equal('export const late = 1;');
  });

  it('never serves source maps nor the build manifest, however the path is spelled (404 in Portuguese JSON)', async () => {
    for (const pathname of [
      '/assets/app-abc123.js.map',
      '/assets/app-abc123.js.m%61p',
      '/assets/app-abc123.js.%6D%61%70',
      '/assets/app-abc123.js.MAP',
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/%2Evite%2Fmanifest.json',
      '/assets/../.vite/manifest.json',
    ]) {
      const res = await raw(`${server.url}${pathname}`);
      expect(res.status, pathname).to.equal(404);
      expect(res.headers['content-type'], pathname).to.match(/application\/json/);
      expect(JSON.parse(res.body.toString()), pathname).to.deep.equal({ message: 'Arquivo não encontrado' });
    }
  });

  it('answers the app with 200 on its routes and 404 elsewhere; index.html is never cached stale', async () => {
    for (const page of ['/', '/vagas', '/profissionais/65a1b2c3d4e5f6a7b8c9d0e1', '/contato']) {
      const res = await raw(`${server.url}${page}`);
      expect(res.status, page).to.equal(200);
      expect(res.headers['cache-control']).to.equal('no-cache');
      expect(res.body.toString()).to.include('<div id="root">');
    }
    const unknown = await raw(`${server.url}/pagina-que-nao-existe`);
    expect(unknown.status).to.equal(404);
    expect(unknown.body.toString()).to.include('<div id="root">');
    expect((await raw(`${server.url}/api/nada`)).status).to.equal(404);
  });

  it("writes a job's title, description, Open Graph tags and JSON-LD into its page", async () => {
    const job = await buildJob({ title: 'Engenheira de Eólica <Offshore>', company: 'Ventos do Mar', location: 'Natal - RN', jobType: 'emprego', salaryMin: '9000', salaryMax: '12000' });
    const html = (await raw(`${server.url}/vagas/${job.id}`)).body.toString();
    expect(html).to.include('<title>Engenheira de Eólica &lt;Offshore&gt; · Conecta Energia</title>');
    expect(html).to.include('<meta property="og:title" content="Engenheira de Eólica &lt;Offshore&gt; - Ventos do Mar" />');
    expect(html).to.match(/<meta property="og:description" content="Ventos do Mar · Natal - RN · Emprego\. /);
    expect(html).to.include(`<meta property="og:url" content="${SITE}/vagas/${job.id}" />`);
    expect(html.match(/<meta name="description"/g)).to.have.length(1);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
    expect(ld).to.deep.include({ '@type': 'JobPosting', title: 'Engenheira de Eólica <Offshore>', employmentType: 'FULL_TIME' });
    expect(ld.hiringOrganization).to.deep.include({ name: 'Ventos do Mar' });
    expect((ld.baseSalary as { value: Record<string, unknown> }).value).to.deep.include({ minValue: 9000, maxValue: 12000 });
    expect(html).not.to.include('<Offshore>'); // escaped everywhere, the JSON-LD included

    const pending = await buildJob({ status: 'pending' });
    expect((await raw(`${server.url}/vagas/${pending.id}`)).status).to.equal(404);
  });

  it("gives every page of the app its own title and description in the HTML, the names the app gives the tab (common CLIENT_PAGES)", async () => {
    const head = async (pathname: string) => {
      const html = (await raw(`${server.url}${pathname}`)).body.toString();
      expect(html.match(/<title>/g), pathname).to.have.length(1);
      expect(html.match(/<meta name="description"/g), pathname).to.have.length(1);
      return {
        title: /<title>([^<]*)<\/title>/.exec(html)![1]!,
        description: /<meta name="description" content="([^"]*)"/.exec(html)![1]!,
      };
    };
    const drawn = ['/', '/auth', '/vagas', '/profissionais', '/empresas', '/cursos', '/eventos', '/contato', '/privacidade', '/termos'];
    const seen = new Set<string>();
    for (const pathname of drawn) {
      const { title, description } = await head(pathname);
      const page = clientPageOf(pathname)!;
      expect(title, pathname).to.equal(pathname === '/' ? SITE_NAME : `${page.title} · ${SITE_NAME}`);
      expect(pageTitle(pathname), pathname).to.equal(title);
      expect(description, pathname).to.equal(escapeHtml(page.description!));
      // Each page says something of its own, not the site's words again.
      expect(seen.has(description), pathname).to.equal(false);
      seen.add(description);
    }
    expect(await head('/vagas/')).to.deep.include({ title: 'Vagas · Conecta Energia' });
    // A page the app names by its heading keeps the site's title; a private one is named all the same.
    expect(await head('/profissionais/65a1b2c3d4e5f6a7b8c9d0e1')).to.deep.equal({ title: SITE_NAME, description: escapeHtml(SITE_DESCRIPTION) });
    expect((await head('/minhas-vagas')).title).to.equal('Minhas vagas · Conecta Energia');
    // An unknown path is no page: the app as built, with its 404.
    expect((await raw(`${server.url}/pagina-que-nao-existe`)).body.toString()).to.include('<title>Conecta Energia</title>');
  });

  it('serves robots.txt and a sitemap of the public pages and jobs', async () => {
    const job = await buildJob({ title: 'Técnico de Subestação' });
    const robots = await raw(`${server.url}/robots.txt`);
    expect(robots.headers['content-type']).to.match(/text\/plain/);
    expect(robots.body.toString()).to.include(`Sitemap: ${SITE}/sitemap.xml`);
    const sitemap = (await raw(`${server.url}/sitemap.xml`)).body.toString();
    expect(sitemap).to.include(`<loc>${SITE}/vagas/${job.id}</loc>`);
    expect(sitemap).to.include(`<loc>${SITE}/cursos</loc>`);
  });

  it('takes no absolute URL from a forged Host or X-Forwarded-Host: robots.txt, the sitemap and a job page say SITE_URL', async () => {
    const job = await buildJob({ title: 'Operador de Usina' });
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    for (const pathname of ['/robots.txt', '/sitemap.xml', `/vagas/${job.id}`]) {
      const res = await raw(`${server.url}${pathname}`, forged);
      expect(res.status, pathname).to.equal(200);
      const body = res.body.toString();
      expect(body, pathname).not.to.include('evil.example');
      expect(body, pathname).to.include(SITE);
    }
    const page = (await raw(`${server.url}/vagas/${job.id}`, forged)).body.toString();
    expect(page).to.include(`<link rel="canonical" href="${SITE}/vagas/${job.id}" />`);
    expect(page).to.include(`<meta property="og:url" content="${SITE}/vagas/${job.id}" />`);
  });

  it('sends a Content-Security-Policy without wildcard schemes: connections to itself, images from itself and the uploads', async () => {
    const res = await raw(`${server.url}/`);
    const policy = String(res.headers['content-security-policy']);
    const directives = new Map(
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name, ...sources]) => [name!, sources]),
    );
    for (const [name, sources] of directives) {
      for (const bare of ['ws:', 'wss:', 'https:', 'http:', '*']) expect(sources, `${name} has ${bare}`).not.to.include(bare);
    }
    expect(directives.get('connect-src')).to.deep.equal(["'self'"]);
    // Local uploads are served by this origin ('self').
    expect(directives.get('img-src')).to.deep.equal(["'self'", 'data:', 'blob:']);
  });

  it("adds the uploads' origin to img-src when they are served from another one (S3, a CDN), and only that origin", () => {
    const s3 = testConfig('web_csp', { STORAGE: 's3', S3_BUCKET: 'conecta', S3_PUBLIC_URL: 'https://cdn.conecta.example/conecta-uploads' });
    expect(contentSecurityDirectives(s3).imgSrc).to.deep.equal(["'self'", 'data:', 'blob:', 'https://cdn.conecta.example']);
    const cdn = testConfig('web_csp', { UPLOADS_PUBLIC_URL: 'https://midia.conecta.example/uploads' });
    expect(contentSecurityDirectives(cdn).imgSrc).to.deep.equal(["'self'", 'data:', 'blob:', 'https://midia.conecta.example']);
    expect(contentSecurityDirectives(cdn).connectSrc).to.deep.equal(["'self'"]);
  });

  it('asks browsers to upgrade plain-HTTP requests only where the site is served over HTTPS (Secure cookies)', () => {
    const https = testConfig('web_csp', { COOKIE_SECURE: 'true' });
    expect(contentSecurityDirectives(https).upgradeInsecureRequests).to.deep.equal([]);
    // npm start: production on plain http://localhost.
    const localhost = testConfig('web_csp', { COOKIE_SECURE: 'false' });
    expect(contentSecurityDirectives(localhost).upgradeInsecureRequests).to.equal(null);
  });

  it('compresses API answers over 1 KB', async () => {
    for (let i = 0; i < 10; i += 1) await buildJob();
    const res = await raw(`${server.url}/api/vagas?limit=10`, { 'accept-encoding': 'br' });
    expect(res.status).to.equal(200);
    expect(res.headers['content-encoding']).to.equal('br');
  });
});
