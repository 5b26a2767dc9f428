import { expect } from 'chai';
import { startTestServer, uniqueId, type TestServer } from './support';

describe('the test world factories (/api/test, issue 23)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('test_world');
  });
  after(async () => {
    await server.stop();
  });

  it('creates an admin signed in for the calling client, and removes it', async () => {
    const client = server.client();
    const email = `admin-${uniqueId()}@example.com`;
    const created = await client.post('/api/test/accounts', { userType: 'admin', email, firstName: 'Ada' });
    expect(created.status).to.equal(201);
    expect(created.body).to.include({ email, password: 'senha123' });
    const me = await client.get('/api/user');
    expect(me.body).to.include({ email, userType: 'admin', firstName: 'Ada' });
    // An admin route answers it: the account is a real admin, not a flag on the response.
    expect((await client.get('/api/admin/dashboard/stats')).status).to.equal(200);

    // Its confirmed address and the password it was given sign it in elsewhere.
    const other = server.client();
    expect((await other.post('/api/login', { email, password: 'senha123' })).status).to.equal(200);
    expect((await other.get('/api/user')).body).to.include({ emailVerified: true });

    expect((await client.request('DELETE', `/api/test/accounts/${created.body.user.id}`)).status).to.equal(204);
    expect((await other.post('/api/login', { email, password: 'senha123' })).status).to.equal(401);
    expect((await client.request('DELETE', `/api/test/accounts/${created.body.user.id}`)).status).to.equal(404);
  });

  it('refuses a payload it cannot build in Portuguese', async () => {
    const res = await server.client().post('/api/test/accounts', { userType: 'rei', email: 'x' });
    expect(res.status).to.equal(400);
  });

  it('does not exist outside NODE_ENV=test', async () => {
    // One server per process: this suite's is stopped first.
    await server.stop();
    server = await startTestServer('test_world_dev', { NODE_ENV: 'development' });
    const res = await server.client().post('/api/test/accounts', { userType: 'admin', email: `admin-${uniqueId()}@example.com` });
    expect(res.status).to.equal(404);
  });
});
