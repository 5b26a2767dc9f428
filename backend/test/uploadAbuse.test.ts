/**
 * Issue 22: no request may end a backend process. A multipart body that
 * stopped inside its file part used to throw busboy's `Unexpected end of
 * form` from a stream nobody listened to, and the whole process exited.
 *
 * The server under test is its own OS process (spawnBackendProcess), so a
 * crash shows as what it is — the child gone — instead of killing mocha.
 * Every upload route gets truncated, malformed, oversized and slow bodies
 * written raw on a socket, a handful of JSON routes get broken JSON, and
 * after each batch the SAME process (same pid, not exited) must still answer
 * /api/health. Every answer is a 4xx `{ message }` in Portuguese, or nothing
 * when the client is already gone; never a 500.
 */
import { expect } from 'chai';
import { request as httpRequest } from 'node:http';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@conecta/common';
import { Partner } from '../src/models/partner';
import { MULTIPART_ALLOWANCE } from '../src/uploads/multipart';
import { buildUser, HttpClient, spawnBackendProcess, startTestServer, type BackendProcess, type TestServer } from './support';
import { BOUNDARY, multipartBody, pdf, png, rawExchange, rawRequest, uploadsDir, type RawResponse } from './uploadSupport';

interface UploadRoute {
  label: string;
  path: string;
  cookie: string;
  maxBytes: number;
  tooLarge: string;
  file: { body: Buffer; name: string; type: string };
}

describe('abusive request bodies against a separate backend process', function () {
  this.timeout(60_000);
  let server: TestServer;
  let child: BackendProcess;
  let uploads: Awaited<ReturnType<typeof uploadsDir>>;
  let routes: UploadRoute[];
  let userCookie: string;
  let host: string;
  /** The child's pid when the suite started: every check is against that very process. */
  let pid: number;

  async function signIn(overrides: Parameters<typeof buildUser>[0] = {}): Promise<HttpClient> {
    const { user, password } = await buildUser(overrides);
    const client = new HttpClient(child.url);
    const res = await client.post('/api/login', { email: user.email, password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return client;
  }

  before(async () => {
    uploads = await uploadsDir('upload-abuse');
    // This server only owns the database and the Redis prefix (and connects mongoose for the fixtures);
    // every request of the suite goes to the child.
    server = await startTestServer('upload_abuse', { UPLOADS_DIR: uploads.dir });
    child = await spawnBackendProcess(server.config, { UPLOADS_DIR: uploads.dir });
    pid = child.pid;
    host = new URL(child.url).host;
    const person = await signIn();
    const admin = await signIn({ isAdmin: true });
    userCookie = person.cookieHeader;
    const item = await person.post<{ id: string }>('/api/portfolio', { title: 'Alvo dos testes' });
    const partner = await Partner.create({ name: 'Parceiro Alvo', sponsorshipLevel: 'bronze', isActive: true, displayOrder: 0 });
    const image = { body: await png(64, 64), name: 'imagem.png', type: 'image/png' };
    const imageLimit = { maxBytes: UPLOAD_LIMITS.imageMaxBytes, tooLarge: UPLOAD_MESSAGES.imageTooLarge };
    // Every route that calls readSingleFile (grep the routes for it when adding one).
    routes = [
      { label: 'profile photo', path: '/api/users/profile/photo', cookie: person.cookieHeader, ...imageLimit, file: image },
      { label: 'portfolio image', path: `/api/portfolio/${item.body.id}/images`, cookie: person.cookieHeader, ...imageLimit, file: image },
      {
        label: 'portfolio PDF',
        path: `/api/portfolio/${item.body.id}/document`,
        cookie: person.cookieHeader,
        maxBytes: UPLOAD_LIMITS.documentMaxBytes,
        tooLarge: UPLOAD_MESSAGES.documentTooLarge,
        file: { body: pdf(), name: 'documento.pdf', type: 'application/pdf' },
      },
      { label: 'partner logo (admin)', path: `/api/admin/partners/${partner.id}/logo`, cookie: admin.cookieHeader, ...imageLimit, file: image },
    ];
  });

  after(async () => {
    await child?.stop();
    await server?.stop();
    await uploads?.remove();
  });

  /** The process that started the suite still runs and answers. */
  async function expectSameProcessAlive(pid: number) {
    expect(child.pid, 'same process').to.equal(pid);
    expect(child.alive(), 'the backend process exited').to.equal(true);
    const health = await fetch(`${child.url}/api/health`);
    expect(health.status).to.equal(200);
  }

  afterEach(async function () {
    // Checked after every batch, passed or failed: a crash is the finding, whatever the assertions said.
    if (this.currentTest?.state === 'passed') await expectSameProcessAlive(pid);
  });

  function multipartHead(route: UploadRoute, length: number | 'chunked', contentType = `multipart/form-data; boundary=${BOUNDARY}`, extra: string[] = []): string[] {
    return [
      `POST ${route.path} HTTP/1.1`,
      `Host: ${host}`,
      `Cookie: ${route.cookie}`,
      `Content-Type: ${contentType}`,
      length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`,
      ...extra,
    ];
  }

  /** A complete body cut after `keep` bytes, declared with exactly that length: the HTTP body ends, the form does not. */
  function send(route: UploadRoute, body: Buffer, contentType?: string): Promise<RawResponse | null> {
    return rawRequest(child.url, multipartHead(route, body.length, contentType), body);
  }

  function expectRefused(res: RawResponse | null, status: number, message?: string) {
    expect(child.alive(), 'the backend process exited').to.equal(true);
    expect(res, 'an answer').to.not.equal(null);
    expect(res!.status, res!.text).to.equal(status);
    expect(res!.headers['content-type']).to.match(/^application\/json/);
    expect(res!.body).to.have.property('message').that.is.a('string').and.not.empty;
    if (message) expect(res!.body).to.deep.equal({ message });
  }

  const fileBody = (route: UploadRoute, file: Buffer = route.file.body) =>
    multipartBody([{ name: 'file', filename: route.file.name, type: route.file.type, body: file }]);

  it('still uploads normally (the baseline the other cases break)', async () => {
    for (const route of routes) {
      const res = await send(route, fileBody(route));
      expect(res?.status, `${route.label}: ${res?.text}`).to.equal(200);
    }
  });

  it('answers 400 to a body that ends inside the file part, inside part headers or mid-chunks', async () => {
    for (const route of routes) {
      const whole = fileBody(route);
      const insideFile = whole.subarray(0, whole.indexOf('\r\n\r\n') + 4 + Math.floor(route.file.body.length / 2));
      expectRefused(await send(route, insideFile), 400, UPLOAD_MESSAGES.malformed);
      const insideHeaders = whole.subarray(0, whole.indexOf('filename='));
      expectRefused(await send(route, insideHeaders), 400, UPLOAD_MESSAGES.malformed);
      // Chunked: a well-formed last chunk after half the form.
      const half = whole.subarray(0, Math.floor(whole.length / 2));
      const chunked = Buffer.concat([Buffer.from(`${half.length.toString(16)}\r\n`), half, Buffer.from('\r\n0\r\n\r\n')]);
      expectRefused(await rawRequest(child.url, multipartHead(route, 'chunked'), chunked), 400, UPLOAD_MESSAGES.malformed);
    }
  });

  it('answers nothing, and survives, when the client half-closes before the declared length', async () => {
    for (const route of routes) {
      const whole = fileBody(route);
      const exchange = await rawExchange(child.url, multipartHead(route, whole.length), whole.subarray(0, whole.length - 20));
      exchange.end();
      const res = await exchange.response;
      // The server may still say why (a 4xx) or just close: never a 500.
      if (res) expect(res.status, res.text).to.be.within(400, 499);
    }
  });

  it('answers 400 to malformed forms: wrong or missing boundary, garbage, a part without headers, broken part headers', async () => {
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
    for (const route of routes) {
      const whole = fileBody(route);
      expectRefused(await send(route, whole, 'multipart/form-data; boundary=outra-fronteira'), 400, UPLOAD_MESSAGES.malformed);
      expectRefused(await send(route, whole, 'multipart/form-data'), 400, UPLOAD_MESSAGES.notMultipart);
      expectRefused(await send(route, whole, 'multipart/form-data; boundary='), 400, UPLOAD_MESSAGES.notMultipart);
      expectRefused(await send(route, garbage), 400);
      expectRefused(await send(route, Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n`), garbage])), 400);
      // A part with no headers at all: no name, so no file in `file`.
      expectRefused(await send(route, multipartBody([{ name: 'file', headers: [], body: route.file.body }])), 400);
      expectRefused(await send(route, multipartBody([{ name: 'file', headers: ['isto não é um cabeçalho'], body: route.file.body }])), 400);
      expectRefused(await send(route, multipartBody([{ name: 'file', headers: [`X-Enorme: ${'a'.repeat(20_000)}`], body: route.file.body }])), 400);
      // Two files, the first of them cut: the second file's stream is the one refused.
      const twice = multipartBody([
        { name: 'file', filename: 'a', type: route.file.type, body: route.file.body },
        { name: 'file', filename: 'b', type: route.file.type, body: route.file.body },
      ]);
      expectRefused(await send(route, twice.subarray(0, twice.length - 40)), 400);
    }
  });

  it('answers 413 to a file over the limit, whole or cut, and to a declared length far over it, before reading it', async () => {
    for (const route of routes) {
      const over = Buffer.concat([route.file.body, Buffer.alloc(route.maxBytes + 1024 - route.file.body.length, 0x20)]);
      expectRefused(await send(route, fileBody(route, over)), 413, route.tooLarge);
      const cut = fileBody(route, over);
      expectRefused(await send(route, cut.subarray(0, cut.length - 100)), 413, route.tooLarge);
      // 2 GB announced (the headers alone sent, as a client waiting to be let in would): refused on
      // them, the connection closed after the answer, nothing read.
      const announced = await rawRequest(child.url, multipartHead(route, 2 * 1024 ** 3));
      expectRefused(announced, 413, route.tooLarge);
      expect(announced!.headers.connection).to.equal('close');

      // Chunked, so no length to refuse up front: the server stops reading past what any valid form of
      // this route needs, and says 413 (or, if our writes were still in flight, just closes).
      const endless = await rawExchange(child.url, multipartHead(route, 'chunked'));
      let answered = false;
      void endless.response.then(() => (answered = true));
      const chunk = (bytes: Buffer) => Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
      const whole = fileBody(route, over);
      await endless.write(chunk(whole.subarray(0, whole.indexOf('\r\n\r\n') + 4)));
      const filler = Buffer.alloc(64 * 1024, 0x20);
      for (let sent = 0; !answered && sent < route.maxBytes + 2 * MULTIPART_ALLOWANCE; sent += filler.length) await endless.write(chunk(filler));
      const res = await endless.response;
      if (res) expectRefused(res, 413, route.tooLarge);
    }
  });

  it('survives slow clients that stall and then drop the connection', async () => {
    for (const route of routes) {
      const whole = fileBody(route);
      // The server has the request once it says `100 Continue`; half the body follows, then the client vanishes.
      const stalled = await rawExchange(child.url, multipartHead(route, whole.length, undefined, ['Expect: 100-continue']));
      await stalled.firstBytes;
      await stalled.write(whole.subarray(0, Math.floor(whole.length / 2)));
      stalled.destroy();
      expect(await stalled.response).to.equal(null);

      // Gone right after the headers.
      const early = await rawExchange(child.url, multipartHead(route, whole.length));
      early.destroy();
      expect(await early.response).to.equal(null);
    }
    // The process is not only alive: the routes still work for the next person.
    for (const route of routes) expect((await send(route, fileBody(route)))?.status, route.label).to.equal(200);
  });

  describe('broken JSON bodies', () => {
    let jsonRoutes: Array<{ method: string; path: string; cookie?: string }>;
    before(() => {
      jsonRoutes = [
        { method: 'POST', path: '/api/login' },
        { method: 'POST', path: '/api/register' },
        { method: 'POST', path: '/api/contact' },
        { method: 'PATCH', path: '/api/users/profile', cookie: userCookie },
        { method: 'POST', path: '/api/portfolio', cookie: userCookie },
      ];
    });

    function sendJson(route: { method: string; path: string; cookie?: string }, body: Buffer | string, contentType = 'application/json') {
      return new Promise<RawResponse>((resolve, reject) => {
        const bytes = Buffer.from(body);
        const req = httpRequest(
          `${child.url}${route.path}`,
          {
            method: route.method,
            headers: { 'content-type': contentType, 'content-length': bytes.length, ...(route.cookie && { cookie: route.cookie }) },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let parsed: unknown = text;
              try {
                parsed = JSON.parse(text);
              } catch {
                // not JSON: the assertion below says so
              }
              resolve({ status: res.statusCode!, headers: res.headers as Record<string, string>, text, body: parsed });
            });
          },
        );
        req.on('error', reject);
        req.end(bytes);
      });
    }

    const deepArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    const deepObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    const cases: Array<[string, Buffer | string, string?]> = [
      ['truncated JSON', '{"email":"a@example.com","password":"segr'],
      ['a lone brace', '{'],
      ['JSON sent as text/plain', '{"email":"a@example.com"}', 'text/plain'],
      ['JSON sent as urlencoded', 'email=a%40example.com', 'application/x-www-form-urlencoded'],
      ['arrays nested 40 000 deep', deepArrays(40_000)],
      ['objects nested 15 000 deep', deepObjects(15_000)],
      ['nesting inside a field', `{"email":${deepArrays(30_000)},"title":${deepObjects(5_000)}}`],
      ['invalid UTF-8 inside strings', Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xe2, 0x82]), Buffer.from('@example.com","title":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')])],
      ['a JSON body over 100 kB', JSON.stringify({ title: 'x'.repeat(200_000) })],
      ['not an object', '"só uma string"'],
      ['null', 'null'],
    ];

    it('answers every one with a 4xx { message } and never a 500', async () => {
      for (const route of jsonRoutes) {
        for (const [label, body, type] of cases) {
          const res = await sendJson(route, body, type);
          expect(res.status, `${route.method} ${route.path}, ${label}: ${res.text.slice(0, 200)}`).to.be.within(400, 499);
          expect(res.body, `${route.path}, ${label}`).to.have.property('message').that.is.a('string');
        }
      }
    });
  });
});
