/**
 * Confirming the account's e-mail (issue 22): a sign-up queues one confirmation link; the link's
 * token confirms the address once, within 48 h; a reused, wrong, malformed or expired token is
 * refused in Portuguese; the banner's resend is limited per account; nobody confirms an address by
 * writing the field through the profile or admin routes. The mail itself and the gate on every
 * other mail are the workers' (workers/test/emailVerification.test.ts).
 */
import { createHash } from 'node:crypto';
import { expect } from 'chai';
import type { Job } from 'bullmq';
import { EMAIL_VERIFICATION_MESSAGES as M, PROFILE_MESSAGES, type EmailJobs, type UserDTO } from '@conecta/common';
import { User } from '../src/models/user';
import {
  EMAIL_VERIFICATION_TTL_SECONDS,
  emailVerificationJobId,
  emailVerificationLink,
  emailVerificationToken,
} from '../src/services/emailVerification';
import { VERIFICATION_RESENDS_PER_HOUR } from '../src/lib/limits';
import { buildRegistration, buildUser, signedInClient, startTestServer, type HttpClient, type TestServer } from './support';

type ErrorBody = { message: string; errors?: Record<string, string> };

describe('E-mail confirmation (issue 22)', function () {
  this.timeout(30_000);
  let server: TestServer;

  before(async () => {
    server = await startTestServer('email_verification');
  });
  after(async () => {
    await server.stop();
  });

  /** The confirmation jobs queued for the account (no workers run here: they wait). */
  async function verificationJobs(userId: string): Promise<Array<Job<EmailJobs['email-verification']>>> {
    const jobs = await server.runtime.producers.email.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    return jobs.filter((job) => job.name === 'email-verification' && (job.data as EmailJobs['email-verification']).userId === userId) as Array<
      Job<EmailJobs['email-verification']>
    >;
  }

  /** The token the worker puts in the link of `job` (the same derivation, the same secret). */
  const tokenOf = (job: Job<EmailJobs['email-verification']>) => emailVerificationToken(server.config.sessionSecret, job.data.userId, job.data.tokenId);
  const redisKeyOf = (token: string) => `${server.config.redisPrefix}email-verification:${createHash('sha256').update(token).digest('hex')}`;
  const confirm = (client: HttpClient, token: unknown) => client.post<ErrorBody>('/api/auth/email/confirm', { token });

  async function signUp(): Promise<{ client: HttpClient; user: UserDTO; token: string }> {
    const client = server.client();
    const res = await client.post<UserDTO>('/api/register', buildRegistration({ firstName: 'Visite www.exemplo.com' }));
    expect(res.status).to.equal(201);
    const jobs = await verificationJobs(res.body.id);
    expect(jobs).to.have.length(1);
    return { client, user: res.body, token: tokenOf(jobs[0]!) };
  }

  it('a sign-up starts unconfirmed and queues one link: a stable job id, no token in the job, only its hash in Redis for 48 h', async () => {
    const { client, user, token } = await signUp();
    expect(user.emailVerified).to.equal(false);
    expect((await client.get<UserDTO>('/api/user')).body.emailVerified).to.equal(false);
    expect((await User.findById(user.id).lean())!.emailVerified).to.equal(false);

    const [job] = await verificationJobs(user.id);
    expect(job!.id).to.equal(emailVerificationJobId(user.id, job!.data.tokenId));
    expect(Object.keys(job!.data).sort()).to.deep.equal(['tokenId', 'userId']);
    expect(JSON.stringify(job!.data)).not.to.include(token);
    expect(token).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(emailVerificationLink(server.config.siteUrl, token)).to.equal(`${server.config.siteUrl}/confirmar-email?token=${token}`);

    const redis = server.runtime.redis;
    expect(await redis.get(redisKeyOf(token))).to.equal(user.id);
    const ttl = await redis.ttl(redisKeyOf(token));
    expect(ttl).to.be.within(EMAIL_VERIFICATION_TTL_SECONDS - 60, EMAIL_VERIFICATION_TTL_SECONDS);
    const stored = await redis.keys(`${server.config.redisPrefix}email-verification:*`);
    for (const key of stored) expect(await redis.get(key)).not.to.include(token);
  });

  it('the link confirms the address once, from any browser; the signed-in session then reads emailVerified: true', async () => {
    const { client, user, token } = await signUp();
    // Opened on another device, without a session.
    const res = await confirm(server.client(), token);
    expect(res.status).to.equal(204);
    expect((await client.get<UserDTO>('/api/user')).body.emailVerified).to.equal(true);
    expect((await User.findById(user.id).lean())!.emailVerified).to.equal(true);

    const again = await confirm(server.client(), token);
    expect(again.status).to.equal(400);
    expect(again.body.message).to.equal('Link inválido ou expirado.');
  });

  it('refuses a wrong, malformed or missing token with 400 in Portuguese, and confirms nothing', async () => {
    const { user } = await signUp();
    const wrong = emailVerificationToken('outro-segredo-qualquer-0000', user.id, 'abc');
    for (const token of [wrong, 'curto', `${wrong}x`, '../../etc/passwd', 42, undefined]) {
      const res = await confirm(server.client(), token);
      expect(res.status, String(token)).to.equal(400);
      expect(res.body.message, String(token)).to.equal(M.invalidLink);
    }
    const extra = await server.client().post<ErrorBody>('/api/auth/email/confirm', { token: wrong, userId: user.id });
    expect(extra.status).to.equal(400);
    expect((await User.findById(user.id).lean())!.emailVerified).to.equal(false);
  });

  it('refuses an expired link (the hash outlived its TTL)', async () => {
    const { user, token } = await signUp();
    const redis = server.runtime.redis;
    // What 48 hours do to the key, without waiting them (nor polling for a 1 ms TTL to run out): an
    // expiry time already past, which Redis applies at once.
    expect(await redis.pexpireat(redisKeyOf(token), 1)).to.equal(1);
    expect(await redis.exists(redisKeyOf(token))).to.equal(0);

    const res = await confirm(server.client(), token);
    expect(res.status).to.equal(400);
    expect(res.body.message).to.equal(M.invalidLink);
    expect((await User.findById(user.id).lean())!.emailVerified).to.equal(false);
  });

  it(`resend: ${VERIFICATION_RESENDS_PER_HOUR} new links per hour and account, then 429 with Retry-After in Portuguese; each link works`, async () => {
    const { client, user } = await signUp();
    for (let i = 0; i < VERIFICATION_RESENDS_PER_HOUR; i += 1) {
      expect((await client.post('/api/auth/email/resend')).status).to.equal(204);
    }
    const jobs = await verificationJobs(user.id);
    expect(jobs).to.have.length(VERIFICATION_RESENDS_PER_HOUR + 1);
    expect(new Set(jobs.map((job) => job.id)).size).to.equal(jobs.length);

    const refused = await client.post<ErrorBody>('/api/auth/email/resend');
    expect(refused.status).to.equal(429);
    expect(refused.body.message).to.equal(M.tooManyResends);
    expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 3600);
    expect(await verificationJobs(user.id)).to.have.length(VERIFICATION_RESENDS_PER_HOUR + 1);

    // Any of the links confirms (the latest here); then resending has nothing to confirm.
    const latest = jobs.sort((a, b) => b.timestamp - a.timestamp)[0]!;
    expect((await confirm(server.client(), tokenOf(latest))).status).to.equal(204);
    const done = await client.post<ErrorBody>('/api/auth/email/resend');
    expect(done.status).to.equal(409);
    expect(done.body.message).to.equal(M.alreadyConfirmed);
  });

  it('resend needs a session', async () => {
    const res = await server.client().post<ErrorBody>('/api/auth/email/resend');
    expect(res.status).to.equal(401);
  });

  it('emailVerified is written by no profile or admin route', async () => {
    const { client, user } = await signUp();
    const patch = await client.request<ErrorBody>('PATCH', '/api/users/profile', { emailVerified: true, bio: 'Olá' });
    expect(patch.status).to.equal(400);
    expect(patch.body.errors).to.deep.equal({ emailVerified: PROFILE_MESSAGES.privilegedField });

    const admin = await signedInClient(server, { userType: 'admin' });
    const verify = await admin.client.post<ErrorBody>(`/api/admin/users/${user.id}/verify`, { isVerified: true, emailVerified: true });
    expect(verify.status).to.equal(400);
    // The admin's badge is another thing: it leaves the address unconfirmed.
    expect((await admin.client.post(`/api/admin/users/${user.id}/verify`, { isVerified: true })).status).to.equal(200);

    const stored = (await User.findById(user.id).lean())!;
    expect(stored.emailVerified).to.equal(false);
    expect((await client.get<UserDTO>('/api/user')).body).to.include({ emailVerified: false, isVerified: true });
  });

  it('accounts from before the feature (no field) and users created directly count as confirmed', async () => {
    const { user, password } = await buildUser();
    expect((await User.findById(user.id).lean())!.emailVerified).to.equal(true);
    await User.updateOne({ _id: user._id }, { $unset: { emailVerified: 1 } });
    expect((await User.findById(user.id).lean())!).not.to.have.property('emailVerified');

    const client = server.client();
    const res = await client.post<UserDTO>('/api/login', { email: user.email, password });
    expect(res.status).to.equal(200);
    expect(res.body.emailVerified).to.equal(true);
    expect((await client.post('/api/auth/email/resend')).status).to.equal(409);
  });
});
