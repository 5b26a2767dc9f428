/**
 * Findings of the abuse probe (issue 15), each proven closed against the real
 * engines: the trusted-proxy address, sockets that outlived their session,
 * cross-site requests and sockets, non-JSON bodies, English 405/501s and a
 * public production secret.
 */
import http from 'node:http';
import { expect } from 'chai';
import { Redis } from 'ioredis';
import { LOGIN_LINK_MESSAGES, UNSAFE_TEXT_MESSAGE } from '@conecta/common';
import { LOGIN_DELAY_AFTER, loginDelayMs } from '../src/lib/limits';
import { loadConfig } from '../src/config';
import {
  REDIS_URL,
  connectSocket,
  nextEvent,
  buildRegistration,
  buildUser,
  signedInClient,
  socketClosed,
  socketConnected,
  spawnBackendProcess,
  startTestServer,
  uniqueId,
  type TestServer,
  type TestSocket,
} from './support';

const contact = () => ({
  name: 'Rita Moura',
  email: `rita.${uniqueId()}@example.com`,
  contactType: 'duvida',
  subject: 'Dúvida sobre cursos',
  message: 'Gostaria de saber como funcionam os certificados.',
});

describe('Security findings (issue 15)', function () {
  this.timeout(60_000);

  describe('the client address behind a proxy', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer('proxy', { TRUST_PROXY_HOPS: '1', CONTACT_MAX_PER_HOUR: '2' });
    });
    after(() => server.stop());

    it('is the right-most X-Forwarded-For hop: a forged left-most entry does not escape the per-address limit', async () => {
      const viaProxy = (forged: string) => ({ 'x-forwarded-for': `${forged}, 203.0.113.7` });
      const statuses: number[] = [];
      for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        statuses.push((await server.client().post('/api/contact', contact(), viaProxy(forged))).status);
      }
      expect(statuses).to.deep.equal([201, 201, 429]);
      // Another client (another right-most hop) has its own quota.
      const other = await server.client().post('/api/contact', contact(), { 'x-forwarded-for': '203.0.113.8' });
      expect(other.status).to.equal(201);
    });
  });

  describe('sockets live no longer than their session', () => {
    let server: TestServer;
    let other: { url: string; stop(): Promise<void> };
    const sockets: TestSocket[] = [];
    before(async () => {
      server = await startTestServer('socketsession');
      other = await spawnBackendProcess(server.config);
    });
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    });
    after(async () => {
      await other.stop();
      await server.stop();
    });

    it("sign-out closes that session's sockets on every backend process, and no private message reaches them", async () => {
      const { client: tabA, user } = await signedInClient(server);
      // The same person signed in elsewhere (another session): that one stays connected.
      const tabB = server.client();
      expect((await tabB.post('/api/login', { email: user.email, password: 'senha123' })).status).to.equal(200);
      const onThis = connectSocket(server.url, tabA.cookieHeader);
      const onOther = connectSocket(other.url, tabA.cookieHeader);
      const otherSession = connectSocket(other.url, tabB.cookieHeader);
      sockets.push(onThis, onOther, otherSession);
      await Promise.all([onThis, onOther, otherSession].map((s) => socketConnected(s)));

      const closed = Promise.all([socketClosed(onThis), socketClosed(onOther)]);
      expect((await tabA.post('/api/logout')).status).to.equal(204);
      expect(await closed).to.deep.equal(['io server disconnect', 'io server disconnect']);

      // A message to the person still reaches the session that did not sign out.
      const { client: sender } = await signedInClient(server);
      const delivered = nextEvent(otherSession, 'message:new');
      expect((await sender.post('/api/messages', { receiverId: user.id, content: 'Ainda está aí?' })).status).to.equal(201);
      expect((await delivered).content).to.equal('Ainda está aí?');
      expect(onThis.connected || onOther.connected).to.equal(false);
    });

    it('a session that expires closes its sockets', async () => {
      const { client } = await signedInClient(server);
      const sid = client.cookies.get('conecta.sid')!;
      const redis = new Redis(REDIS_URL);
      try {
        // The session has a second left when the socket connects (as a 7-day session has at its end).
        await redis.pexpire(`${server.config.redisPrefix}sess:${sid}`, 1500);
      } finally {
        redis.disconnect();
      }
      const socket = connectSocket(server.url, client.cookieHeader);
      sockets.push(socket);
      await socketConnected(socket);
      expect(await socketClosed(socket)).to.equal('io server disconnect');
      // And it cannot come back: the handshake finds no session.
      const again = connectSocket(server.url, client.cookieHeader);
      sockets.push(again);
      await socketConnected(again).then(
        () => expect.fail('a socket opened on an expired session'),
        (err: Error) => expect(err.message).to.equal('Não autenticado'),
      );
    });

    it("refuses a handshake from another site's page", async () => {
      const { client } = await signedInClient(server);
      const { io } = await import('socket.io-client');
      const foreign = io(server.url, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { cookie: client.cookieHeader, origin: 'https://evil.example' },
      }) as TestSocket;
      sockets.push(foreign);
      await socketConnected(foreign).then(
        () => expect.fail('a cross-site socket was accepted'),
        (err: Error) => expect(err.message).to.be.a('string'),
      );
      const own = io(server.url, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { cookie: client.cookieHeader, origin: server.url },
      }) as TestSocket;
      sockets.push(own);
      await socketConnected(own);
    });
  });

  describe('unsafe requests', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer('unsafe');
    });
    after(() => server.stop());

    it("refuses a foreign Origin (403) and accepts the app's own", async () => {
      const foreign = await server.client().post('/api/contact', contact(), { origin: 'https://evil.example' });
      expect(foreign.status).to.equal(403);
      expect(foreign.body.message).to.equal('Origem da requisição não permitida');
      const own = await server.client().post('/api/contact', contact(), { origin: server.url });
      expect(own.status).to.equal(201);
    });

    it('refuses bodies an HTML form can send without a preflight (415), in Portuguese', async () => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const res = await server.client().post('/api/login', 'email=a%40b.com&password=123456', { 'content-type': type });
        expect(res.status, type).to.equal(415);
        expect(res.body.message).to.equal('Tipo de conteúdo não suportado. Envie JSON.');
      }
    });

    it('refuses a NUL byte, a lone surrogate or a bidi override in any text with 400 and a Portuguese message (not 500)', async () => {
      const bad = ['Rita\u0000', 'Rita\ud800', 'Rita\u202e'];
      for (const name of bad) {
        const res = await server.client().post('/api/register', buildRegistration({ firstName: name }));
        expect(res.status, JSON.stringify(name)).to.equal(400);
        expect(res.body.errors.firstName).to.equal(UNSAFE_TEXT_MESSAGE);
        const contactRes = await server.client().post('/api/contact', { ...contact(), message: `Mensagem com ${name} no meio` });
        expect(contactRes.status).to.equal(400);
        expect(contactRes.body.errors.message).to.equal(UNSAFE_TEXT_MESSAGE);
      }
      const login = await server.client().post('/api/login', { email: 'a\u0000@b.co', password: 'segredo1' });
      expect(login.status).to.equal(400);
    });

    it('names prototype-named keys among the refused fields instead of answering with empty errors', async () => {
      const query = await server.client().get('/api/vagas?__proto__=1');
      expect(query.status).to.equal(400);
      expect(query.body.errors).to.deep.equal(JSON.parse('{"__proto__": "Campo não permitido"}'));
      const body = await server.client().post('/api/login', { constructor: { prototype: 1 }, email: 'a@b.co', password: 'segredo1' });
      expect(body.status).to.equal(400);
      expect(body.body.errors).to.deep.equal({ constructor: 'Campo não permitido' });
      // A JSON body with an own __proto__ is refused by the body parser itself.
      const proto = await server.client().post('/api/login', '{"__proto__": {"isAdmin": true}, "email": "a@b.co", "password": "segredo1"}');
      expect(proto.status).to.equal(400);
      expect(proto.body.message).to.equal('JSON inválido');
    });

    it("allows no inline script in the app's CSP; only Bull Board's page may run one", async () => {
      const scriptSrc = (csp: string | null) => /script-src ([^;]*)/.exec(csp ?? '')?.[1] ?? '';
      const app = await server.client().get('/api/health');
      expect(scriptSrc(app.headers.get('content-security-policy'))).to.equal("'self'");
      const { client: admin } = await signedInClient(server, { userType: 'admin' });
      const board = await admin.get('/admin/queues');
      expect(board.status).to.equal(200);
      expect(scriptSrc(board.headers.get('content-security-policy'))).to.include("'unsafe-inline'");
    });

    it('answers 405 with Allow, as Portuguese JSON, for any method a known path does not take', async () => {
      const wrongMethod = await server.client().request('DELETE', '/api/vagas');
      expect(wrongMethod.status).to.equal(405);
      expect(wrongMethod.body).to.deep.equal({ message: 'Método não permitido' });
      expect(wrongMethod.headers.get('allow')).to.equal('HEAD, GET, POST');
      // Not a 501 (a server error to clients and fuzzers) for a method no route uses: the path exists.
      // (fetch refuses to send TRACE: node:http does.)
      const trace = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(`${server.url}/api/vagas`, { method: 'TRACE' }, (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject).end();
      });
      expect(trace.status).to.equal(405);
      expect(JSON.parse(trace.body)).to.deep.equal({ message: 'Método não permitido' });
      const unknownMethod = await server.client().request('PROPFIND', '/api/vagas');
      expect(unknownMethod.status).to.equal(405);
      expect(unknownMethod.headers.get('allow')).to.equal('HEAD, GET, POST');
    });
  });

  describe('production configuration', () => {
    const production = (secret?: string) => () => loadConfig({ NODE_ENV: 'production', ...(secret !== undefined && { SESSION_SECRET: secret }) });

    it('refuses to start without a secret, with a public one, or with a short one', () => {
      expect(production()).to.throw(/SESSION_SECRET é obrigatório em produção/);
      expect(production('compose-demo-secret-change-me-0000')).to.throw(/valor público deste repositório/);
      expect(production('dev-only-secret-change-me-in-production')).to.throw(/valor público deste repositório/);
      expect(production('a-short-secret-16')).to.throw(/pelo menos 32 caracteres/);
      expect(production('9f2c4e1a7b3d5f6e8a0c2e4b6d8f0a1c')().sessionSecret).to.have.length(32);
    });
  });
});

describe('Secure cookies on a plain-HTTP connection (issue 22)', function () {
  this.timeout(30_000);
  let server: TestServer;
  before(async () => {
    // As docker-compose now defaults: Secure cookies, one proxy in front that says whether it was HTTPS.
    server = await startTestServer('secure_cookies', { COOKIE_SECURE: 'true', TRUST_PROXY_HOPS: '1' });
  });
  after(() => server.stop());

  it('refuses a sign-in over plain HTTP with a Portuguese 403 (it was a 500), and signs in behind HTTPS', async () => {
    const { user, password } = await buildUser();
    const email = user.email;
    const plain = await server.client().post('/api/login', { email, password });
    expect(plain.status).to.equal(403);
    expect(plain.body.message).to.match(/conexão segura \(HTTPS\)/);
    expect(plain.headers.get('set-cookie')).to.equal(null);

    const secure = server.client();
    const res = await secure.post('/api/login', { email, password }, { 'x-forwarded-proto': 'https' });
    expect(res.status).to.equal(200);
    expect(res.headers.get('set-cookie')).to.match(/; secure/i);
  });
});

describe('Abuse limits (issue 15, lib/limits.ts)', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer('limits', {
      TRUST_PROXY_HOPS: '1',
      LOGIN_MAX_FAILURES: '3',
      // A minute's wait past the threshold: "inside the delay" holds however slow the machine is.
      LOGIN_FIRST_DELAY_MS: '60000',
      SIGNUP_MAX_PER_HOUR: '2',
      MESSAGES_MAX_PER_MINUTE: '3',
      REPORTS_MAX_PER_DAY: '2',
    });
  });
  after(() => server.stop());
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('wrong passwords block only the (account, address) pair that typed them: the owner, admin included, still signs in elsewhere', async () => {
    const { user, password } = await buildUser({ userType: 'admin' });
    for (let i = 0; i < 3; i += 1) {
      expect((await server.client().post('/api/login', { email: user.email, password: 'errada123' }, from('198.51.100.66'))).status).to.equal(401);
    }
    const attacker = await server.client().post('/api/login', { email: user.email, password }, from('198.51.100.66'));
    expect(attacker.status).to.equal(429);
    expect(attacker.body.message).to.equal('Muitas tentativas de login. Tente novamente em 15 minutos.');
    expect(Number(attacker.headers.get('retry-after'))).to.be.greaterThan(0);
    const owner = await server.client().post('/api/login', { email: user.email, password }, from('203.0.113.20'));
    expect(owner.status).to.equal(200);
  });

  it('one address failing for 30 accounts blocks nobody else behind it: a different account signs in from that address', async () => {
    // There was a limit per address across accounts (four accounts' worth): a storm from an
    // office's or a carrier's shared address kept every person behind it out.
    const shared = '198.51.100.100';
    for (let i = 0; i < 30; i += 1) {
      const { user } = await buildUser();
      const res = await server.client().post('/api/login', { email: user.email, password: 'errada123' }, from(shared));
      expect(res.status, `account ${i + 1}`).to.equal(401);
    }
    const { user, password } = await buildUser();
    expect((await server.client().post('/api/login', { email: user.email, password }, from(shared))).status).to.equal(200);
  });

  it(`past ${LOGIN_DELAY_AFTER} failures of an account from anywhere, an attempt inside the delay is answered 429 at once with Retry-After, the password unread (the right one too); after it, the right password signs in`, async () => {
    const { user, password } = await buildUser();
    // Each from its own address: no pair is blocked, only the account's count grows.
    for (let i = 0; i < LOGIN_DELAY_AFTER; i += 1) {
      expect((await server.client().post('/api/login', { email: user.email, password: 'errada123' }, from(`198.51.101.${i}`))).status).to.equal(401);
    }
    // The right password inside the delay: refused without being checked (a check would have said 200).
    const refused = await server.client().post('/api/login', { email: user.email, password }, from('198.51.101.50'));
    expect(refused.status).to.equal(429);
    expect(refused.body.message).to.equal(LOGIN_LINK_MESSAGES.accountSlowed);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).to.be.within(1, Math.ceil(loginDelayMs(LOGIN_DELAY_AFTER, server.config.loginFirstDelayMs) / 1000));
    // The owner is not locked out: once the delay is over (its turn key expires: ended here, the
    // suite's delay being a minute), the right password signs in — and the refused attempts, never
    // checked, did not lengthen the wait.
    await server.runtime.redis.del(`${server.config.redisPrefix}login-turn:${user.email}`);
    const owner = await server.client().post('/api/login', { email: user.email, password }, from('198.51.101.51'));
    expect(owner.status).to.equal(200);
    // A success forgets the account's failures: the next wrong password is a plain 401.
    expect((await server.client().post('/api/login', { email: user.email, password: 'errada123' }, from('198.51.101.52'))).status).to.equal(401);
  });

  it('a burst of attempts past the threshold gets one password check per turn, the rest 429 at once', async () => {
    const { user } = await buildUser();
    for (let i = 0; i < LOGIN_DELAY_AFTER; i += 1) {
      expect((await server.client().post('/api/login', { email: user.email, password: 'errada123' }, from(`198.51.102.${i}`))).status).to.equal(401);
    }
    // The delay runs out (its turn key ends: here by hand, the suite's delay being a minute), then four at once.
    await server.runtime.redis.del(`${server.config.redisPrefix}login-turn:${user.email}`);
    const burst = await Promise.all(
      [0, 1, 2, 3].map((i) => server.client().post('/api/login', { email: user.email, password: `errada${i}99` }, from(`198.51.102.${50 + i}`))),
    );
    expect(burst.map((res) => res.status).sort()).to.deep.equal([401, 429, 429, 429]);
  });

  it('a wrong current password counts with the sign-in failures of the account (password change)', async () => {
    const { user, password } = await buildUser();
    const client = server.client();
    expect((await client.post('/api/login', { email: user.email, password }, from('198.51.103.1'))).status).to.equal(200);
    for (let i = 0; i < LOGIN_DELAY_AFTER; i += 1) {
      expect((await server.client().post('/api/login', { email: user.email, password: 'errada123' }, from(`198.51.103.${10 + i}`))).status).to.equal(401);
    }
    const change = await client.post('/api/auth/password', { currentPassword: password, newPassword: 'novaSenha456' }, from('198.51.103.1'));
    expect(change.status).to.equal(429);
    expect(Number(change.headers.get('retry-after'))).to.be.greaterThan(0);
    expect((await client.get('/api/auth/user')).status).to.equal(200);
  });

  it('limits sign-ups per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await server.client().post('/api/register', buildRegistration(), from('198.51.100.70'))).status);
    expect(statuses).to.deep.equal([201, 201, 429]);
    const refused = await server.client().post('/api/register', buildRegistration(), from('198.51.100.70'));
    expect(refused.body.message).to.equal('Muitos cadastros a partir deste endereço. Tente novamente mais tarde.');
    expect((await server.client().post('/api/register', buildRegistration(), from('198.51.100.71'))).status).to.equal(201);
  });

  it('limits messages per account, and reports per account', async () => {
    const { client: sender } = await signedInClient(server);
    const { user: receiver } = await buildUser();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await sender.post('/api/messages', { receiverId: receiver.id, content: `Oi ${i}` }, from('198.51.100.80'))).status);
    }
    expect(statuses).to.deep.equal([201, 201, 201, 429]);
    // The account's limit holds from another address too.
    const elsewhere = await sender.post('/api/messages', { receiverId: receiver.id, content: 'Oi de novo' }, from('198.51.100.81'));
    expect(elsewhere.status).to.equal(429);
    expect(elsewhere.body.message).to.equal('Você enviou muitas mensagens em pouco tempo. Aguarde um momento e tente novamente.');

    // Reports: one per conversation, so three conversations (three messages: within the limit).
    const { client: reporter } = await signedInClient(server);
    const reports: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { user: other } = await buildUser();
      expect((await reporter.post('/api/messages', { receiverId: other.id, content: 'Olá' }, from('198.51.100.90'))).status).to.equal(201);
      reports.push((await reporter.post(`/api/messages/${other.id}/report`, { reason: 'Mensagens ofensivas repetidas' }, from('198.51.100.90'))).status);
    }
    expect(reports).to.deep.equal([201, 201, 429]);
  });
});
