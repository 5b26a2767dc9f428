/**
 * Private answers are never stored (issue 22): whatever a request with a session gets back (and
 * every write's answer) carries `Cache-Control: no-store`, so neither the browser's disk cache on
 * a shared computer nor a proxy keeps a person's data. A visitor's catalogue read is left as it was.
 */
import { expect } from 'chai';
import { buildUser, signedInClient, startTestServer, type TestServer } from './support';

describe('Cache-Control on the API', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('cachecontrol');
  });
  after(async () => {
    await server.stop();
  });

  it('answers a signed-in request with no-store: the session user, conversations, a conversation, a public list', async () => {
    const { client } = await signedInClient(server);
    const { user: other } = await buildUser();
    expect((await client.post('/api/messages', { receiverId: other.id, content: 'Olá!' })).status).to.equal(201);
    for (const path of ['/api/auth/user', '/api/messages/conversations', `/api/messages/${other.id}`, '/api/vagas']) {
      const res = await client.get(path);
      expect(res.status, path).to.equal(200);
      expect(res.headers.get('cache-control'), path).to.equal('no-store');
    }
  });

  it('answers writes and sign-in with no-store, their errors too', async () => {
    const { user, password } = await buildUser();
    const visitor = server.client();
    const login = await visitor.post('/api/login', { email: user.email, password });
    expect(login.status).to.equal(200);
    expect(login.headers.get('cache-control')).to.equal('no-store');
    const refused = await server.client().post('/api/login', { email: user.email, password: 'errada123' });
    expect(refused.status).to.equal(401);
    expect(refused.headers.get('cache-control')).to.equal('no-store');
  });

  it("leaves a visitor's public catalogue read as it was", async () => {
    for (const path of ['/api/vagas', '/api/cursos', '/api/eventos', '/api/partners']) {
      const res = await server.client().get(path);
      expect(res.status, path).to.equal(200);
      expect(res.headers.get('cache-control'), path).to.equal(null);
    }
  });
});
