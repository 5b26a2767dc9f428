import { expect } from 'chai';
import { AuditLog } from '../src/models/auditLog';
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

  it("audits every change made through the board (pause, resume, clean), and not the refused or read-only calls", async () => {
    const { client, user } = await signedInClient(server, { userType: 'admin' });
    const { client: company } = await signedInClient(server, { userType: 'company' });
    expect((await company.request('PUT', '/admin/queues/api/queues/email/pause')).status).to.equal(403);
    expect((await client.get('/admin/queues/api/queues')).status).to.equal(200);

    for (const path of ['/api/queues/email/pause', '/api/queues/email/resume', '/api/queues/email/clean/completed']) {
      const res = await client.request('PUT', `/admin/queues${path}`);
      expect(res.status, `${path}: ${res.text}`).to.be.below(300);
    }
    expect(await server.runtime.producers.email.isPaused()).to.equal(false);

    const entries = await AuditLog.find({ actorId: user._id }).sort({ createdAt: 1, _id: 1 }).lean();
    expect(entries.map((entry) => [entry.action, entry.targetType, entry.targetId])).to.deep.equal([
      ['queues.pause', 'queue', 'email'],
      ['queues.resume', 'queue', 'email'],
      ['queues.clean', 'queue', 'email'],
    ]);
    expect(entries[2]!.details).to.deep.equal({ before: null, after: { path: '/api/queues/email/clean/completed' } });
    expect(await AuditLog.countDocuments({ targetType: 'queue' })).to.equal(3);
  });
});
