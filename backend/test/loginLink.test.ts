/**
 * The sign-in link by e-mail (issue 22): the owner's way past the account's slow-down and the
 * blocks of (account, address) pairs. Asking answers the same 202 whatever the address; only a
 * confirmed, unsuspended account gets a job; the link signs in once, within 15 minutes, like a
 * password sign-in (session index, passwordVersion) and clears the account's failures; asking is
 * limited per address and per e-mail. The mail itself: workers/test/loginLink.test.ts.
 */
import { createHash } from 'node:crypto';
import { expect } from 'chai';
import type { Job } from 'bullmq';
import { ADMIN_MESSAGES, LOGIN_LINK_MESSAGES as M, type EmailJobs, type SessionDTO, type UserDTO } from '@conecta/common';
import { User } from '../src/models/user';
import { LOGIN_DELAY_AFTER, LOGIN_LINKS_PER_ACCOUNT_PER_HOUR } from '../src/lib/limits';
import { LOGIN_LINK_TTL_SECONDS, loginLinkJobId, loginLinkToken, loginLinkUrl } from '../src/services/loginLinks';
import { buildUser, startTestServer, type HttpClient, type TestServer } from './support';

type ErrorBody = { message: string; errors?: Record<string, string> };

describe('Sign-in link by e-mail (issue 22)', function () {
  this.timeout(60_000);
  let server: TestServer;
  let lastAddress = 0;
  /** A client address of its own per call site: the per-address limits are not what most cases test. */
  const freshAddress = () => `198.51.100.${(lastAddress += 1)}`;
  const from = (address: string) => ({ 'x-forwarded-for': address });

  before(async () => {
    // A minute's wait past the threshold: "inside the delay" holds however slow the machine is.
    server = await startTestServer('login_link', { TRUST_PROXY_HOPS: '1', LOGIN_MAX_FAILURES: '3', LOGIN_FIRST_DELAY_MS: '60000' });
  });
  after(() => server.stop());

  /** The sign-in link jobs queued for the account (no workers run here: they wait). */
  async function linkJobs(userId: string): Promise<Array<Job<EmailJobs['login-link']>>> {
    const jobs = await server.runtime.producers.email.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    return jobs.filter((job) => job.name === 'login-link' && (job.data as EmailJobs['login-link']).userId === userId) as Array<Job<EmailJobs['login-link']>>;
  }
  async function allLinkJobs(): Promise<number> {
    const jobs = await server.runtime.producers.email.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    return jobs.filter((job) => job.name === 'login-link').length;
  }

  const tokenOf = (job: Job<EmailJobs['login-link']>) => loginLinkToken(server.config.sessionSecret, job.data.userId, job.data.tokenId);
  const redisKeyOf = (token: string) => `${server.config.redisPrefix}login-link:${createHash('sha256').update(token).digest('hex')}`;
  const ask = (email: string, address = freshAddress()) => server.client().post<ErrorBody>('/api/auth/login-link', { email }, from(address));
  const confirm = (client: HttpClient, token: unknown, address = freshAddress()) => client.post<UserDTO & ErrorBody>('/api/auth/login-link/confirm', { token }, from(address));

  /** Asks for a link and answers the token the worker would mail. */
  async function linkFor(user: { id: string; email: string }, address?: string): Promise<string> {
    const before = (await linkJobs(user.id)).length;
    const res = await ask(user.email, address);
    expect(res.status).to.equal(202);
    const jobs = await linkJobs(user.id);
    expect(jobs).to.have.length(before + 1);
    const newest = jobs.sort((a, b) => b.timestamp - a.timestamp)[0]!;
    return tokenOf(newest);
  }

  it('asking answers 202 with one message for everyone; a confirmed account gets one job: stable id, no token in it, only its hash in Redis for 15 min', async () => {
    const { user } = await buildUser();
    const res = await ask(user.email.toUpperCase());
    expect(res.status).to.equal(202);
    expect(res.body).to.deep.equal({ message: M.sent });

    const [job] = await linkJobs(user.id);
    expect(job!.id).to.equal(loginLinkJobId(user.id, job!.data.tokenId));
    expect(Object.keys(job!.data).sort()).to.deep.equal(['tokenId', 'userId']);
    const token = tokenOf(job!);
    expect(JSON.stringify(job!.data)).not.to.include(token);
    expect(loginLinkUrl(server.config.siteUrl, token)).to.equal(`${server.config.siteUrl}/entrar-com-link?token=${token}`);
    expect(await server.runtime.redis.get(redisKeyOf(token))).to.equal(user.id);
    expect(await server.runtime.redis.ttl(redisKeyOf(token))).to.be.within(LOGIN_LINK_TTL_SECONDS - 60, LOGIN_LINK_TTL_SECONDS);
  });

  it('an unknown, unconfirmed or suspended address gets the same 202 and nothing is queued', async () => {
    const { user: unconfirmed } = await buildUser({ emailVerified: false });
    const { user: suspended } = await buildUser();
    await User.updateOne({ _id: suspended._id }, { $set: { isSuspended: true } });
    const before = await allLinkJobs();
    for (const email of ['ninguem.aqui@example.com', unconfirmed.email, suspended.email]) {
      const res = await ask(email);
      expect(res.status, email).to.equal(202);
      expect(res.body, email).to.deep.equal({ message: M.sent });
    }
    expect(await allLinkJobs()).to.equal(before);
  });

  it('the link signs in once, like a password sign-in, and clears the lock: the blocked address signs in with the password right after', async () => {
    const { user, password } = await buildUser();
    const blocked = freshAddress();
    // The pair is blocked (LOGIN_MAX_FAILURES = 3) and, with failures from elsewhere, the account slowed down.
    for (let i = 0; i < 3; i += 1) expect((await server.client().post('/api/login', { email: user.email, password: 'errada123' }, from(blocked))).status).to.equal(401);
    for (let i = 3; i < LOGIN_DELAY_AFTER; i += 1) {
      expect((await server.client().post('/api/login', { email: user.email, password: 'errada123' }, from(freshAddress()))).status).to.equal(401);
    }
    expect((await server.client().post('/api/login', { email: user.email, password }, from(blocked))).status).to.equal(429);
    const slowed = await server.client().post<ErrorBody>('/api/login', { email: user.email, password }, from(freshAddress()));
    expect(slowed.status).to.equal(429);
    expect(slowed.body.message).to.equal(M.accountSlowed);

    const token = await linkFor(user, blocked);
    const browser = server.client();
    const res = await confirm(browser, token, blocked);
    expect(res.status).to.equal(200);
    expect(res.body.id).to.equal(user.id);
    expect(res.body.email).to.equal(user.email);
    expect(res.body).not.to.have.property('passwordHash');
    expect((await browser.get<UserDTO>('/api/auth/user')).status).to.equal(200);
    // In the account's session index, like any sign-in: the profile's 'Sessões' lists it.
    const sessions = (await browser.get<SessionDTO[]>('/api/auth/sessions')).body;
    expect(sessions.filter((s) => s.current)).to.have.length(1);

    // Used: a second use is the dead link, from anyone.
    const again = await confirm(server.client(), token);
    expect(again.status).to.equal(400);
    expect(again.body.message).to.equal(M.invalidLink);

    // The lock is gone: the pair that was blocked signs in with the password at once.
    expect((await server.client().post('/api/login', { email: user.email, password }, from(blocked))).status).to.equal(200);
  });

  it("the link's session ends with a password change like any other (its passwordVersion, the session index)", async () => {
    const { user, password } = await buildUser();
    const viaLink = server.client();
    expect((await confirm(viaLink, await linkFor(user))).status).to.equal(200);
    const other = server.client();
    expect((await other.post('/api/login', { email: user.email, password }, from(freshAddress()))).status).to.equal(200);
    expect((await other.post('/api/auth/password', { currentPassword: password, newPassword: 'novaSenha456' }, from(freshAddress()))).status).to.equal(204);
    expect((await viaLink.get('/api/auth/user')).status).to.equal(401);
    expect((await other.get('/api/auth/user')).status).to.equal(200);
  });

  it('refuses a wrong, malformed, missing or other-purpose token with 400 in Portuguese, and signs nobody in', async () => {
    const { user } = await buildUser({ emailVerified: false });
    // A confirmation link's token is of another purpose: it signs nobody in (and stays usable).
    const { token: confirmation } = await server.runtime.emailVerifications.create(user.id as string);
    for (const token of ['A'.repeat(43), 'curto', 42, undefined, confirmation]) {
      const client = server.client();
      const res = await confirm(client, token);
      expect(res.status, String(token)).to.equal(400);
      expect(res.body.message, String(token)).to.equal(M.invalidLink);
      expect((await client.get('/api/auth/user')).status).to.equal(401);
    }
    expect((await server.client().post('/api/auth/email/confirm', { token: confirmation })).status).to.equal(204);
  });

  it('an expired link (its hash outlived its TTL) is refused', async () => {
    const { user } = await buildUser();
    const token = await linkFor(user);
    await server.runtime.redis.del(redisKeyOf(token));
    expect((await confirm(server.client(), token)).status).to.equal(400);
  });

  it('a suspended account: 403 with the suspension message, no session', async () => {
    const { user } = await buildUser();
    const token = await linkFor(user);
    await User.updateOne({ _id: user._id }, { $set: { isSuspended: true } });
    const client = server.client();
    const res = await confirm(client, token);
    expect(res.status).to.equal(403);
    expect(res.body.message).to.equal(ADMIN_MESSAGES.accountSuspended);
    expect((await client.get('/api/auth/user')).status).to.equal(401);
  });

  it(`asking is limited: ${LOGIN_LINKS_PER_ACCOUNT_PER_HOUR} per hour per e-mail from any address, 5 per hour per address (429 with Retry-After)`, async () => {
    const { user } = await buildUser();
    for (let i = 0; i < LOGIN_LINKS_PER_ACCOUNT_PER_HOUR; i += 1) expect((await ask(user.email)).status).to.equal(202);
    const refused = await ask(user.email);
    expect(refused.status).to.equal(429);
    expect(refused.body.message).to.equal(M.tooMany);
    expect(Number(refused.headers.get('retry-after'))).to.be.greaterThan(0);
    expect(await linkJobs(user.id)).to.have.length(LOGIN_LINKS_PER_ACCOUNT_PER_HOUR);
    // Unknown addresses count the same: a limit only real accounts reached would tell which are.
    const unknown = `ninguem.${lastAddress}@example.com`;
    for (let i = 0; i < LOGIN_LINKS_PER_ACCOUNT_PER_HOUR; i += 1) expect((await ask(unknown)).status).to.equal(202);
    expect((await ask(unknown)).status).to.equal(429);

    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await ask(`pessoa${i}.${lastAddress}@example.com`, address)).status).to.equal(202);
    const fromAddress = await ask(`pessoa5.${lastAddress}@example.com`, address);
    expect(fromAddress.status).to.equal(429);
    expect(Number(fromAddress.headers.get('retry-after'))).to.be.greaterThan(0);
  });

  it('validates the e-mail with the sign-in form’s message', async () => {
    const res = await ask('não é e-mail');
    expect(res.status).to.equal(400);
    expect(res.body.errors).to.have.keys('email');
  });
});
