/**
 * The notice after a password change ('Sua senha foi alterada'): POST /api/auth/password queues
 * `password-changed` and the email worker sends it once to the account's own address, with the
 * contact page as its only link; a refused change queues nothing. It repeats nothing the account
 * chose (issue 22: a first name of 80 free characters made it a relay): a fixed greeting.
 */
import { expect } from 'chai';
import { User } from '@conecta/backend/models/user';
import { buildUser, startTestServer, type TestServer } from '@conecta/backend/test/support';
import { startWorkers, type RunningWorkers } from '../src/main';
import { jobCompleted, mailsTo } from './mailbox';

describe('Password change notice (workers)', function () {
  this.timeout(40_000);
  let server: TestServer;
  let workers: RunningWorkers;

  before(async () => {
    server = await startTestServer('workers_password');
    workers = await startWorkers(server.config);
  });
  after(async () => {
    await server.stop();
    await workers.close();
  });

  it('e-mails the account once after a change, and nothing after a refused one', async () => {
    const { user, password } = await buildUser();
    // What the probe of issue 22 typed as a first name.
    const name = 'Ganhe R$ 5.000 em https://golpe.example/premio';
    await User.updateOne({ _id: user._id }, { $set: { firstName: name } });
    const client = server.client();
    expect((await client.post('/api/login', { email: user.email, password })).status).to.equal(200);

    expect((await client.post('/api/auth/password', { currentPassword: 'errada123', newPassword: 'novaSenha456' })).status).to.equal(400);
    expect((await client.post('/api/auth/password', { currentPassword: password, newPassword: 'novaSenha456' })).status).to.equal(204);

    const jobId = `password-changed-${user.id}-1`;
    await jobCompleted(server.runtime.producers.email, jobId);
    const mails = await mailsTo(user.email);
    expect(mails).to.have.length(1);
    expect(mails[0]!.subject).to.equal('Sua senha foi alterada - Conecta Energia');
    expect(mails[0]!.text).to.match(/^Olá!\n/).and.include(`${server.config.siteUrl}/contato`);
    expect(mails[0]!.html).to.include('<p>Olá!</p>').and.include(`href="${server.config.siteUrl}/contato"`);
    for (const part of [mails[0]!.subject, mails[0]!.text, mails[0]!.html]) {
      expect(part).not.to.include('golpe.example').and.not.include('Ganhe');
    }
    expect(await server.runtime.producers.email.getJobCounts('waiting', 'delayed', 'active', 'failed', 'completed')).to.include({ waiting: 0, delayed: 0, active: 0, failed: 0, completed: 1 });
  });
});
