/**
 * Pages drawn on the server (web/ssr.ts, decision 0013) stay one well-formed document whatever
 * people type (issue 22): `$'`, `` $` `` and `$&` are replacement patterns of String.replace and
 * once copied the rest of the page into itself; `</script>` and `<!--` would end or swallow the
 * embedded JSON. Every text that reaches a drawn page carries all of them, and each page must be
 * one document whose embedded JSON holds the text as typed and whose visible text is escaped.
 *
 * Runs on the real frontend build (frontend/dist and dist-ssr): built here when stale, as
 * `npm start` does (infra/scripts/frontend-build.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'chai';
import { ROOT } from '../../infra/scripts/frontend-build';
import { buildCourse, buildEvent, buildJob } from './catalogueFactories';
import { buildProfile } from './profileFactories';
import { signedInClient, startTestServer, type TestServer } from './support';
import { buildFrontendIfStale } from './frontendBuild';

const FRONTEND = path.join(ROOT, 'frontend');

/** What broke the pages: replacement patterns, the end of a script element, an HTML comment. */
const TRICKS = "$' $` $& </script> <!-- x";
const text = (label: string) => `${label} ${TRICKS}`;

/** React's escaping of text content (react-dom's escapeTextForBrowser). */
const asReactText = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);
/** Attribute values in the head (web/html.ts escapeHtml). */
const asAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

async function get(url: string): Promise<{ status: number; body: string }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    })
      .on('error', reject)
      .end();
  });
}

const count = (html: string, piece: string) => html.split(piece).length - 1;

/** Every string anywhere in a JSON value. */
function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, into);
  return into;
}

/**
 * The page at `pathname` is one drawn document: one <html>, one <body>, nothing after </html>;
 * its state JSON parses and holds every one of `inState` as typed; `visible` appear escaped in the
 * drawn copy. Returns the page.
 */
async function checkDrawnPage(server: TestServer, pathname: string, { inState, visible }: { inState: string[]; visible: string[] }): Promise<string> {
  const { status, body: html } = await get(`${server.url}${pathname}`);
  expect(status, pathname).to.equal(200);
  expect(count(html, '<html'), `${pathname}: <html`).to.equal(1);
  expect(count(html, '</html>'), `${pathname}: </html>`).to.equal(1);
  expect(count(html, '<body'), `${pathname}: <body`).to.equal(1);
  expect(count(html, '</body>'), `${pathname}: </body>`).to.equal(1);
  expect(count(html, '<head>'), `${pathname}: <head>`).to.equal(1);
  expect(html.slice(html.indexOf('</html>') + '</html>'.length).trim(), `${pathname}: after </html>`).to.equal('');
  // The text as typed is nowhere in the page: every place it goes is escaped.
  expect(html, pathname).not.to.include(TRICKS);

  const states = [...html.matchAll(/<script type="application\/json" id="ssr-state">(.*?)<\/script>/gs)];
  expect(states, `${pathname}: drawn on the server, with its state`).to.have.length(1);
  const state = strings(JSON.parse(states[0]![1]!));
  for (const value of inState) expect(state.some((s) => s.includes(value)), `${pathname}: state holds ${JSON.stringify(value)}`).to.equal(true);

  const drawn = /<div id="root"><div inert aria-hidden="true">(.*?)<\/div><\/div>\s*<script type="application\/json" id="ssr-state">/s.exec(html);
  expect(drawn, `${pathname}: the drawn copy`).not.to.equal(null);
  for (const value of visible) expect(drawn![1], `${pathname}: shows ${JSON.stringify(value)}`).to.include(asReactText(value));
  return html;
}

describe('pages drawn on the server with any text in them (web/ssr.ts, issue 22)', function () {
  this.timeout(60_000);
  let server: TestServer;

  before(async function () {
    // A stale build is made first (tens of seconds on two cores), as `npm start` would.
    this.timeout(600_000);
    await buildFrontendIfStale();
    // The bundle in this process's module cache before the server asks for it: the first page's
    // render does not wait on compiling ~4 MB of JavaScript (a render over 2 s is not drawn).
    await import(pathToFileURL(path.join(FRONTEND, 'dist-ssr/ssr.js')).href);
    // A generous render time: the structure of a drawn page is the point here, and a page that
    // took over 2 s on a busy machine would be sent undrawn.
    server = await startTestServer('drawn_pages', { FRONTEND_DIST: path.join(FRONTEND, 'dist'), SITE_URL: 'https://conecta.example', SSR_TIMEOUT_MS: '60000' });
  });
  after(async () => {
    await server?.stop();
  });

  it('is served from a production build without source maps (vite.config.ts)', () => {
    const files = readdirSync(path.join(FRONTEND, 'dist'), { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.endsWith('.map'))).to.deep.equal([]);
    // React's and Redux Toolkit's development code is compiled out of a production build: a build
    // made under another NODE_ENV (this suite runs under test) would carry it, and npm test's e2e
    // would then run the slow development app it found fresh.
    const scripts = files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(FRONTEND, 'dist', file), 'utf8'));
    for (const marker of ['Download the React DevTools', 'more than the warning threshold']) {
      expect(scripts.filter((code) => code.includes(marker)), marker).to.have.length(0);
    }
  });

  it('/profissionais: a professional with the tricks in the name, title and bio', async () => {
    const person = { firstName: text('Ana'), lastName: text('Souza'), jobTitle: text('Engenheira'), bio: text('Bio da Ana') };
    await buildProfile({ userType: 'professional', ...person });
    await checkDrawnPage(server, '/profissionais', { inState: Object.values(person), visible: [person.firstName, person.lastName, person.jobTitle] });
  });

  it('/vagas and /vagas/:id: a job with them in its title, company and description; its head escaped too', async () => {
    const fields = { title: text('Eletricista'), company: text('Luz & Cia'), description: text('Manutenção de redes.') };
    const job = await buildJob(fields);
    await checkDrawnPage(server, '/vagas', { inState: [fields.title, fields.company], visible: [fields.title, fields.company] });

    const html = await checkDrawnPage(server, `/vagas/${job.id}`, { inState: Object.values(fields), visible: [fields.title, fields.company] });
    expect(count(html, '<title>')).to.equal(1);
    expect(html).to.include(`<title>${asAttribute(fields.title)} · Conecta Energia</title>`);
    expect(html).to.include(`<meta property="og:title" content="${asAttribute(`${fields.title} - ${fields.company}`)}" />`);
    expect(html).to.include(`<link rel="canonical" href="https://conecta.example/vagas/${job.id}" />`);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(ld).to.have.length(1);
    expect(JSON.parse(ld[0]![1]!)).to.deep.include({ title: fields.title, description: fields.description });
  });

  it('/: the landing texts an admin wrote', async () => {
    const { client: admin } = await signedInClient(server, { userType: 'admin' });
    const hero = { title: text('Energia'), subtitle: text('Subtítulo') };
    const cta = { title: text('Participe'), description: text('Descrição') };
    expect((await admin.request('PUT', '/api/admin/landing/hero', { content: hero })).status).to.equal(200);
    expect((await admin.request('PUT', '/api/admin/landing/cta', { content: cta })).status).to.equal(200);
    const texts = [...Object.values(hero), ...Object.values(cta)];
    // The sections below the hero are drawn by the browser (HomeBelowFold, a chunk of its own): their texts go as state only.
    await checkDrawnPage(server, '/', { inState: texts, visible: Object.values(hero) });
  });

  it('/cursos and /eventos: a course and an event with them in every text', async () => {
    const course = { title: text('Curso'), instructor: text('Profa.'), description: text('Sobre o curso') };
    await buildCourse(course);
    await checkDrawnPage(server, '/cursos', { inState: Object.values(course), visible: [course.title] });

    const event = { title: text('Fórum'), organizer: text('Organização'), description: text('Sobre o evento'), location: text('Natal - RN') };
    await buildEvent(event);
    await checkDrawnPage(server, '/eventos', { inState: Object.values(event), visible: [event.title] });
  });
});
