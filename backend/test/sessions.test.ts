/**
 * The account's sessions (issue 22): GET /api/auth/sessions lists each live one with the device it
 * signed in from, its sign-in and last use, and which one is asking; DELETE /api/auth/sessions/:id
 * ends one and POST /api/auth/sessions/revoke-others every one but the caller's — the ended ones'
 * next requests are 401 and their sockets close, on every backend process. Another account's
 * session is a 404, like an unknown one. A session unused for SESSION_IDLE_DAYS ends by itself,
 * while the last-use stamp costs no Redis write per request.
 */
import { expect } from 'chai';
import type { SessionDTO } from '@conecta/common';
import { SESSION_COOKIE } from '../src/auth/session';
import { buildUser, eventually, type HttpClient, socketClosed, socketSuite, spawnBackendProcess, type TestServer } from './support';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

/** One account signed in from each User-Agent given: one browser each. */
async function signedInFrom(target: TestServer, ...agents: string[]) {
  const { user, password } = await buildUser();
  const clients: HttpClient[] = [];
  for (const agent of agents) {
    const client = target.client();
    expect((await client.post('/api/login', { email: user.email, password }, { 'user-agent': agent })).status).to.equal(200);
    clients.push(client);
  }
  // One client per agent given (the callers destructure as many as they passed).
  return { user, password, clients: clients as [HttpClient, HttpClient, HttpClient] };
}

async function list(client: HttpClient): Promise<SessionDTO[]> {
  const res = await client.get<SessionDTO[]>('/api/auth/sessions');
  expect(res.status).to.equal(200);
  return res.body;
}

describe('Sessions: list, end one, end the others', function () {
  this.timeout(60_000);
  const suite = socketSuite('sessions');
  const { socketOf } = suite;


  it("lists the account's sessions with their devices, sign-in and last use, this one marked and first", async () => {
    const before = Date.now();
    const {
      clients: [laptop, phone],
    } = await signedInFrom(suite.server, CHROME_WINDOWS, SAFARI_IPHONE);
    await signedInFrom(suite.server, FIREFOX_LINUX); // someone else: not in the list

    const fromLaptop = await list(laptop);
    expect(fromLaptop.map(({ device, current }) => ({ device, current }))).to.deep.equal([
      { device: 'Chrome no Windows', current: true },
      { device: 'Safari no iPhone', current: false },
    ]);
    for (const session of fromLaptop) {
      expect(Object.keys(session).sort()).to.deep.equal(['createdAt', 'current', 'device', 'id', 'lastUsedAt']);
      expect(session.id).to.match(/^[0-9a-f]{24}$/);
      // An opaque id: the cookie's session id appears nowhere in the answer.
      expect(session.id).to.not.equal(laptop.cookies.get(SESSION_COOKIE));
      expect(Date.parse(session.createdAt)).to.be.within(before, Date.now());
      expect(Date.parse(session.lastUsedAt)).to.be.within(Date.parse(session.createdAt), Date.now());
    }
    const fromPhone = await list(phone);
    expect(fromPhone.map(({ device, current }) => ({ device, current }))).to.deep.equal([
      { device: 'Safari no iPhone', current: true },
      { device: 'Chrome no Windows', current: false },
    ]);
    expect(new Set(fromPhone.map((s) => s.id))).to.deep.equal(new Set(fromLaptop.map((s) => s.id)));
    // Not a browser anyone knows.
    const { clients: [script] } = await signedInFrom(suite.server, 'curl/8.5.0');
    expect((await list(script)).map((s) => s.device)).to.deep.equal(['Navegador desconhecido']);
  });

  it('ends one session: its cookie gets 401 and its socket closes; the other session and its socket go on', async () => {
    const {
      clients: [laptop, phone],
    } = await signedInFrom(suite.server, CHROME_WINDOWS, SAFARI_IPHONE);
    const [laptopSocket, phoneSocket] = [await socketOf(laptop), await socketOf(phone)];
    const phoneId = (await list(laptop)).find((s) => !s.current)!.id;

    const phoneClosed = socketClosed(phoneSocket);
    const res = await laptop.request('DELETE', `/api/auth/sessions/${phoneId}`);
    expect(res.status).to.equal(204);
    expect(await phoneClosed).to.equal('io server disconnect');
    expect((await phone.get('/api/auth/user')).status).to.equal(401);
    expect((await phone.get('/api/auth/sessions')).status).to.equal(401);

    expect((await laptop.get('/api/auth/user')).status).to.equal(200);
    expect(laptopSocket.connected).to.equal(true);
    expect((await list(laptop)).map((s) => s.device)).to.deep.equal(['Chrome no Windows']);
    // Ended already: the same id is now unknown.
    expect((await laptop.request('DELETE', `/api/auth/sessions/${phoneId}`)).status).to.equal(404);
  });

  it("answers 404 for another account's session and for an unknown id, 400 for one that is no id, and ends nothing", async () => {
    const {
      clients: [mine],
    } = await signedInFrom(suite.server, CHROME_WINDOWS);
    const {
      clients: [theirs],
    } = await signedInFrom(suite.server, SAFARI_IPHONE);
    const theirId = (await list(theirs))[0]!.id;

    const foreign = await mine.request('DELETE', `/api/auth/sessions/${theirId}`);
    const unknown = await mine.request('DELETE', `/api/auth/sessions/${'0'.repeat(24)}`);
    expect(foreign.status).to.equal(404);
    expect(unknown.status).to.equal(404);
    // The same answer: nothing tells an existing session of someone else from none.
    expect(foreign.body).to.deep.equal(unknown.body);
    expect(foreign.body).to.deep.equal({ message: 'Sessão não encontrada.' });
    expect((await mine.request('DELETE', '/api/auth/sessions/nao-e-um-id')).status).to.equal(400);
    expect((await theirs.get('/api/auth/user')).status).to.equal(200);
    // A visitor is asked to sign in.
    expect((await suite.server.client().request('DELETE', `/api/auth/sessions/${theirId}`)).status).to.equal(401);
    expect((await theirs.get('/api/auth/user')).status).to.equal(200);
  });

  it('ends every other session, their sockets on another backend process too, and keeps this one signed in', async () => {
    const second = await spawnBackendProcess(suite.server.config);
    try {
      const {
        clients: [laptop, phone, tablet],
      } = await signedInFrom(suite.server, CHROME_WINDOWS, SAFARI_IPHONE, FIREFOX_LINUX);
      const {
        clients: [bystander],
      } = await signedInFrom(suite.server, CHROME_WINDOWS);
      const laptopSocket = await socketOf(laptop);
      // The phone's socket is held by the other process: the close travels through the adapter.
      const phoneSocket = await socketOf(phone, second.url);
      const tabletSocket = await socketOf(tablet);
      const bystanderSocket = await socketOf(bystander, second.url);
      const closed = [socketClosed(phoneSocket), socketClosed(tabletSocket)];

      expect((await laptop.post('/api/auth/sessions/revoke-others')).status).to.equal(204);
      expect(await Promise.all(closed)).to.deep.equal(['io server disconnect', 'io server disconnect']);
      for (const ended of [phone, tablet]) expect((await ended.get('/api/auth/user')).status).to.equal(401);

      expect((await laptop.get('/api/auth/user')).status).to.equal(200);
      expect(laptopSocket.connected).to.equal(true);
      const left = await list(laptop);
      expect(left.map(({ device, current }) => ({ device, current }))).to.deep.equal([{ device: 'Chrome no Windows', current: true }]);
      // Nothing else to end: still 204, still signed in.
      expect((await laptop.post('/api/auth/sessions/revoke-others')).status).to.equal(204);
      expect((await laptop.get('/api/auth/user')).status).to.equal(200);

      expect(bystanderSocket.connected).to.equal(true);
      expect((await bystander.get('/api/auth/user')).status).to.equal(200);
    } finally {
      await second.stop();
    }
  });

  it('ending this very session by its id signs it out', async () => {
    const {
      clients: [laptop, phone],
    } = await signedInFrom(suite.server, CHROME_WINDOWS, SAFARI_IPHONE);
    const own = (await list(laptop)).find((s) => s.current)!.id;
    expect((await laptop.request('DELETE', `/api/auth/sessions/${own}`)).status).to.equal(204);
    expect(laptop.cookies.has(SESSION_COOKIE)).to.equal(false);
    expect((await laptop.get('/api/auth/user')).status).to.equal(401);
    expect((await phone.get('/api/auth/user')).status).to.equal(200);
  });

  it('stamps the last use at most once a minute: requests in between write nothing to Redis', async () => {
    const {
      clients: [laptop],
    } = await signedInFrom(suite.server, CHROME_WINDOWS);
    const key = `${suite.server.config.redisPrefix}sess:${laptop.cookies.get(SESSION_COOKIE)}`;
    const stored = await suite.server.runtime.redis.get(key);
    const ttl = await suite.server.runtime.redis.pttl(key);
    for (let i = 0; i < 3; i += 1) {
      const res = await laptop.get('/api/auth/user');
      expect(res.status).to.equal(200);
      expect(res.headers.getSetCookie()).to.deep.equal([]);
    }
    expect(await suite.server.runtime.redis.get(key)).to.equal(stored);
    // Not rewritten: its time to live only ran down (a write would have set it back to the limit).
    expect(await suite.server.runtime.redis.pttl(key)).to.be.at.most(ttl);
  });

});

// A server of its own (one per process at a time: mongoose's connection is global), with an idle
// limit of seconds.
describe('Sessions: idle timeout', function () {
  this.timeout(60_000);
  const IDLE_SECONDS = 2;
  const suite = socketSuite('sessionsidle', { SESSION_IDLE_DAYS: String(IDLE_SECONDS / 86_400) });

  it('ends a session left unused (401, gone from the list, its socket closed) while one in use goes on', async () => {
    // Before the sign-ins: the idle session's last use is after this, so it cannot end sooner than
    // the limit after it. (Read after them, a loaded machine's slow socket set-up ate into the limit.)
    const started = Date.now();
    const {
      clients: [busy, idle],
    } = await signedInFrom(suite.server, CHROME_WINDOWS, SAFARI_IPHONE);
    const idleSocket = await suite.socketOf(idle);
    const idleClosed = socketClosed(idleSocket, 30_000);

    // The busy session asks for the list (a use of itself, never of the others) until the idle
    // one has left it: the busy one stays signed in all along, well past the idle limit.
    await eventually(async () => {
      const res = await busy.get<SessionDTO[]>('/api/auth/sessions');
      expect(res.status).to.equal(200);
      return res.body.length === 1;
    }, 'the unused session to leave the list', 20_000);
    expect(Date.now() - started).to.be.at.least(IDLE_SECONDS * 1000 - 100);
    expect(await idleClosed).to.equal('io server disconnect');
    expect((await idle.get('/api/auth/user')).status).to.equal(401);

    await eventually(async () => {
      expect((await busy.get('/api/auth/user')).status).to.equal(200);
      return Date.now() - started > IDLE_SECONDS * 2000;
    }, 'the busy session to outlive the idle limit twice', 20_000);
    expect((await list(busy)).map(({ device, current }) => ({ device, current }))).to.deep.equal([{ device: 'Chrome no Windows', current: true }]);
  });
});
