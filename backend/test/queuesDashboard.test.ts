import { expect } from 'chai';
import { signedInClient, startTestServer, type TestServer } from './support';

describe('GET /admin/queues (Bull Board)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('queues');
  });
  after(async () => {
    await server.stop();
  });

  it('sends a visitor to the sign-in page', async () => {
    const res = await server.client().get('/admin/queues');
    expect(res.status).to.equal(302);
    expect(res.headers.get('location')).to.equal('/auth?next=%2Fadmin%2Fqueues');
  });

  it('answers 403 to a signed-in non-admin, for the page and its API', async () => {
    const { client } = await signedInClient(server, { userType: 'company' });
    for (const path of ['/admin/queues', '/admin/queues/api/queues']) {
      const res = await client.get(path);
      expect(res.status, path).to.equal(403);
      expect(res.body.message).to.equal('Você precisa ser administrador para acessar esta página.');
    }
  });

  it('shows the dashboard and every queue to an admin', async () => {
    const { client } = await signedInClient(server, { userType: 'admin', isAdmin: true });
    const page = await client.get('/admin/queues');
    expect(page.status).to.equal(200);
    expect(page.text).to.include('<div id="root">');
    const api = await client.get('/admin/queues/api/queues');
    expect(api.status).to.equal(200);
    const names = (api.body.queues as Array<{ name: string }>).map((q) => q.name).sort();
    expect(names).to.deep.equal(['email', 'notifications', 'skills']);
  });
});
