/**
 * A suspension ends the account's sessions (issue 22): their records leave Redis at once, so an
 * old cookie is worth nothing anywhere — the routes that load the user, the hot routes that read
 * only the session ('digitando...') — and stays worth nothing after a reactivation.
 */
import { expect } from 'chai';
import { SESSION_COOKIE } from '../src/auth/session';
import { buildUser, signedInClient, startTestServer, type HttpClient, type TestServer } from './support';

describe('Suspension ends sessions', () => {
  let server: TestServer;
  let admin: HttpClient;
  before(async () => {
    server = await startTestServer('suspendsessions');
    admin = (await signedInClient(server, { userType: 'admin' })).client;
  });
  after(async () => {
    await server.stop();
  });

  const sessionKey = (client: HttpClient) => `${server.config.redisPrefix}sess:${client.cookies.get(SESSION_COOKIE)}`;

  it('destroys every session of the account: reads and writes answer 401, before and after a reactivation', async () => {
    const { user, password } = await buildUser();
    const { user: other } = await buildUser();
    const [laptop, phone] = [server.client(), server.client()];
    for (const client of [laptop, phone]) expect((await client.post('/api/login', { email: user.email, password })).status).to.equal(200);
    expect((await phone.post(`/api/messages/${other.id}/typing`)).status).to.equal(204);
    // A copy of the phone's cookie, never used while the account is suspended.
    const stolen = phone.cookieHeader;

    expect((await admin.post(`/api/admin/users/${user.id}/suspend`, { isSuspended: true })).status).to.equal(200);
    expect(await server.runtime.redis.exists(sessionKey(laptop), sessionKey(phone))).to.equal(0);
    expect((await laptop.get('/api/auth/user')).status).to.equal(401);
    expect((await laptop.post(`/api/messages/${other.id}/typing`)).status).to.equal(401);

    expect((await admin.post(`/api/admin/users/${user.id}/suspend`, { isSuspended: false })).status).to.equal(200);
    expect((await server.client().get('/api/auth/user', { cookie: stolen })).status).to.equal(401);
    expect((await server.client().post(`/api/messages/${other.id}/typing`, undefined, { cookie: stolen })).status).to.equal(401);
    // The person signs in again, as anyone whose sessions ended.
    expect((await server.client().post('/api/login', { email: user.email, password })).status).to.equal(200);
  });

  it("leaves the admin's and other accounts' sessions alone", async () => {
    const { user } = await buildUser();
    const bystander = await signedInClient(server);
    expect((await admin.post(`/api/admin/users/${user.id}/suspend`, { isSuspended: true })).status).to.equal(200);
    expect((await bystander.client.get('/api/auth/user')).status).to.equal(200);
    expect((await admin.get('/api/auth/user')).status).to.equal(200);
  });
});
