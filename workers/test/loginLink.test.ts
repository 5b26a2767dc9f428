/**
 * The sign-in link's mail (issue 22): asked for on the sign-in form, it reaches the confirmed
 * account's inbox with a fixed text and our link (SITE_URL/entrar-com-link), which signs in once
 * and lifts the account's slow-down. An unconfirmed address gets nothing (no job, and the send
 * path's gate besides); a job whose link expired while it waited sends nothing.
 */
import { expect } from 'chai';
import { LOGIN_LINK_MESSAGES, type UserDTO } from '@conecta/common';
import { User } from '@conecta/backend/models/user';
import { LOGIN_DELAY_AFTER } from '@conecta/backend/lib/limits';
import { LOGIN_LINK_TTL_SECONDS, loginLinkJobId } from '@conecta/backend/services/loginLinks';
import { buildUser, startTestServer, type TestServer } from '@conecta/backend/test/support';
import { startWorkers, type RunningWorkers } from '../src/main';
import { jobCompleted, type MaildevEmail, mailsTo, waitFor } from './mailbox';

const SUBJECT = 'Seu link de acesso - Conecta Energia';

describe('Sign-in link mail (workers)', function () {
  this.timeout(60_000);
  let server: TestServer;
  let workers: RunningWorkers;
  const from = (address: string) => ({ 'x-forwarded-for': address });

  before(async () => {
    // A minute's wait past the threshold: "inside the delay" holds however slow the machine is.
    server = await startTestServer('workers_login_link', { TRUST_PROXY_HOPS: '1', LOGIN_FIRST_DELAY_MS: '60000' });
    workers = await startWorkers(server.config);
  });
  after(async () => {
    await server.stop();
    await workers.close();
  });

  const email = () => server.runtime.producers.email;
  const completed = (jobId: string) => jobCompleted(email(), jobId);
  const linkIn = (mail: MaildevEmail) => new RegExp(`${server.config.siteUrl}/entrar-com-link\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text);

  it('a slowed-down owner asks, gets the mail with our link and a fixed text, and the link signs in and lifts the slow-down', async () => {
    const { user, password } = await buildUser();
    await User.updateOne({ _id: user._id }, { $set: { firstName: 'Visite www.golpe.example' } });
    for (let i = 0; i < LOGIN_DELAY_AFTER; i += 1) {
      expect((await server.client().post('/api/login', { email: user.email, password: 'errada123' }, from(`198.51.100.${i}`))).status).to.equal(401);
    }
    const slowed = await server.client().post('/api/login', { email: user.email, password }, from('203.0.113.5'));
    expect(slowed.status).to.equal(429);

    const asked = await server.client().post('/api/auth/login-link', { email: user.email }, from('203.0.113.5'));
    expect(asked.status).to.equal(202);
    expect(asked.body).to.deep.equal({ message: LOGIN_LINK_MESSAGES.sent });
    const mails = await waitFor(() => mailsTo(user.email), (m) => m.length > 0);
    expect(mails).to.have.length(1);
    const mail = mails[0]!;
    expect(mail.subject).to.equal(SUBJECT);
    expect(mail.text).to.match(/^Olá!\n/);
    expect(mail.text).to.include('15 minutos');
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.to.include('golpe.example');
    const link = linkIn(mail);
    expect(link, mail.text).not.to.equal(null);
    expect(mail.html).to.include(`href="${server.config.siteUrl}/entrar-com-link?token=${link![1]}"`);

    // Opened in the browser where the sign-in was refused: signed in, and the password works again at once.
    const browser = server.client();
    const signedIn = await browser.post<UserDTO>('/api/auth/login-link/confirm', { token: link![1] }, from('203.0.113.5'));
    expect(signedIn.status).to.equal(200);
    expect((await browser.get<UserDTO>('/api/auth/user')).body.id).to.equal(user.id);
    expect((await server.client().post('/api/login', { email: user.email, password }, from('203.0.113.6'))).status).to.equal(200);
    expect((await server.client().post('/api/auth/login-link/confirm', { token: link![1] })).status).to.equal(400);
  });

  it('an unconfirmed address is mailed nothing: no job is queued, and a job for it would be stopped by the send gate', async () => {
    const { user } = await buildUser({ emailVerified: false });
    expect((await server.client().post('/api/auth/login-link', { email: user.email }, from('203.0.113.7'))).status).to.equal(202);
    // A job anyway (issued while it was confirmed, say): the gate on the send path still mails nothing.
    const { tokenId } = await server.runtime.linkTokens.create('login-link', user.id as string);
    const jobId = loginLinkJobId(user.id as string, tokenId);
    await server.runtime.producers.sendEmail('login-link', { userId: user.id as string, tokenId }, jobId);
    await completed(jobId);
    expect(await mailsTo(user.email)).to.deep.equal([]);
  });

  it('a job whose link expired while it waited sends nothing', async () => {
    const { user } = await buildUser();
    const { tokenId } = await server.runtime.linkTokens.create('login-link', user.id as string);
    const jobId = loginLinkJobId(user.id as string, tokenId);
    await email().add('login-link', { userId: user.id as string, tokenId }, { jobId, timestamp: Date.now() - (LOGIN_LINK_TTL_SECONDS + 60) * 1000 });
    await completed(jobId);
    expect(await mailsTo(user.email)).to.deep.equal([]);
  });
});
