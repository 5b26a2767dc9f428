/**
 * Every route that runs a text search from its query string shares /api/search's per-address
 * limit (issue 22): each is a fuzzy match over a whole collection, the most CPU one request can
 * ask for. A list read without a term is not counted.
 */
import { expect } from 'chai';
import { SEARCH_MESSAGES } from '@conecta/common';
import { signedInClient, startTestServer, type TestServer } from './support';

describe('Text searches share the per-address search limit', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer('textsearchlimit', { SEARCH_MAX_PER_MINUTE: '3' });
  });
  afterEach(async () => {
    await server.stop();
  });

  const expectRefused = async (path: string, client = server.client()) => {
    const res = await client.get<{ message: string }>(path);
    expect(res.status, path).to.equal(429);
    expect(res.body, path).to.deep.equal({ message: SEARCH_MESSAGES.tooMany });
    expect(Number(res.headers.get('retry-after')), path).to.be.greaterThan(0);
  };

  it('counts the directory, job, event and skill searches with /api/search, and answers 429 with Retry-After past it', async () => {
    for (const path of ['/api/profissionais?q=solar', '/api/vagas?q=eletricista', '/api/search?q=eolica']) {
      expect((await server.client().get(path)).status, path).to.equal(200);
    }
    for (const path of ['/api/users?q=ana', '/api/profissionais?q=solar', '/api/vagas?q=solar', '/api/eventos?search=feira', '/api/skills?q=sol', '/api/search?q=solar']) {
      await expectRefused(path);
    }
  });

  it('counts the same search asked again each time, though its answer is kept for visitors', async () => {
    for (let i = 0; i < 3; i += 1) expect((await server.client().get('/api/vagas?q=solar')).status).to.equal(200);
    await expectRefused('/api/vagas?q=solar');
  });

  it("counts the admin panel's user search too", async () => {
    const { client } = await signedInClient(server, { userType: 'admin' });
    for (let i = 0; i < 3; i += 1) expect((await client.get(`/api/admin/users?q=ana${i}`)).status).to.equal(200);
    await expectRefused('/api/admin/users?q=ana', client);
  });

  it('does not count a list read without a term', async () => {
    for (let i = 0; i < 5; i += 1) {
      for (const path of ['/api/vagas', '/api/eventos?search=', '/api/profissionais?q=%20']) expect((await server.client().get(path)).status, path).to.equal(200);
    }
    expect((await server.client().get('/api/search?q=solar')).status).to.equal(200);
  });
});
