/**
 * Roles that make sense (issue 25): only students and professionals apply to jobs (common
 * `canApply`). Everyone else — a company, on its own job too; a 'general' account; an admin, by
 * userType or by the isAdmin flag — is refused with 403 and the Portuguese message before anything
 * is stored or anybody told. A company's dashboard reads its own jobs' figures instead.
 */
import { expect } from 'chai';
import { PUBLISHING_MESSAGES as M, canApply, type OwnJobFiguresDTO, type UserType } from '@conecta/common';
import { Application } from '../src/models/application';
import { Job } from '../src/models/job';
import { buildJob } from './catalogueFactories';
import { signedInClient, startTestServer, type TestServer } from './support';

describe('who may apply to a job', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('applyRoles');
  });
  after(async () => {
    await server.stop();
  });

  const queued = (applicationId: string) => server.runtime.producers.notifications.getJob(`application-created-${applicationId}`);

  for (const userType of ['student', 'professional'] as const) {
    it(`a ${userType} applies (201), counted on the job and told to its company`, async () => {
      const job = await buildJob();
      const { client } = await signedInClient(server, { userType });
      const res = await client.post<{ id: string }>(`/api/vagas/${job.id}/apply`, { coverLetter: '' });
      expect(res.status).to.equal(201);
      expect((await Job.findById(job._id))!.applicationsCount).to.equal(1);
      expect((await queued(res.body.id))?.name).to.equal('application-created');
    });
  }

  const refused: Array<[string, { userType: UserType; isAdmin?: boolean }]> = [
    ['a company', { userType: 'company' }],
    ['a general account', { userType: 'general' }],
    ['an admin', { userType: 'admin' }],
    ['a professional flagged admin', { userType: 'professional', isAdmin: true }],
  ];
  for (const [who, account] of refused) {
    it(`${who} is refused with 403 and the Portuguese message; nothing is stored or counted`, async () => {
      const job = await buildJob();
      const { client } = await signedInClient(server, account);
      const res = await client.post(`/api/vagas/${job.id}/apply`, { coverLetter: 'Quero esta vaga.' });
      expect(res.status).to.equal(403);
      expect(res.body).to.deep.equal({ message: M.onlyCandidates });
      expect(res.body.message).to.equal('Apenas estudantes e profissionais podem se candidatar a vagas.');
      expect(await Application.countDocuments({ jobId: job._id })).to.equal(0);
      expect((await Job.findById(job._id))!.applicationsCount).to.equal(0);
    });
  }

  it('a company is refused on its own approved job as well', async () => {
    const company = await signedInClient(server, { userType: 'company' });
    const job = await buildJob({ companyId: company.user._id });
    const res = await company.client.post(`/api/vagas/${job.id}/apply`, { coverLetter: '' });
    expect(res.status).to.equal(403);
    expect(res.body).to.deep.equal({ message: M.onlyCandidates });
    expect(await Application.countDocuments({ jobId: job._id })).to.equal(0);
  });

  it('a refused role learns nothing about the job: an unknown id is refused the same way', async () => {
    const { client } = await signedInClient(server, { userType: 'company' });
    const res = await client.post('/api/vagas/0123456789abcdef01234567/apply', { coverLetter: '' });
    expect(res.status).to.equal(403);
    expect(res.body).to.deep.equal({ message: M.onlyCandidates });
  });

  it('a visitor is asked to sign in (401)', async () => {
    const job = await buildJob();
    expect((await server.client().post(`/api/vagas/${job.id}/apply`, { coverLetter: '' })).status).to.equal(401);
  });

  it('the policy the client reads agrees with the server for every kind of account', async () => {
    for (const userType of ['student', 'professional', 'company', 'general', 'admin'] as const) {
      const { client, user } = await signedInClient(server, { userType });
      const abilities = (await client.get<{ abilities: { apply: boolean } }>('/api/user')).body.abilities;
      expect(abilities.apply, userType).to.equal(canApply(user));
      expect(abilities.apply, userType).to.equal(userType === 'student' || userType === 'professional');
    }
    expect(canApply(null)).to.equal(false);
  });
});

describe("a company's own job figures (GET /api/vagas/mine/figures)", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('jobFigures');
  });
  after(async () => {
    await server.stop();
  });

  it('start at zero for a new company', async () => {
    const { client } = await signedInClient(server, { userType: 'company' });
    const res = await client.get<OwnJobFiguresDTO>('/api/vagas/mine/figures');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ openJobs: 0, pendingJobs: 0, applications: 0, newApplications: 0 });
  });

  it("count only the company's jobs: open, pending, applications received and those nobody moved yet", async () => {
    const company = await signedInClient(server, { userType: 'company' });
    const other = await signedInClient(server, { userType: 'company' });
    const [open, second, closed] = await Promise.all([
      buildJob({ companyId: company.user._id }),
      buildJob({ companyId: company.user._id }),
      buildJob({ companyId: company.user._id }),
      buildJob({ companyId: company.user._id, status: 'pending' }),
      buildJob({ companyId: company.user._id, status: 'rejected' }),
      buildJob({ companyId: other.user._id }),
    ]);
    const candidates = await Promise.all([0, 1, 2].map(() => signedInClient(server, { userType: 'student' })));
    const applicationIds: string[] = [];
    for (const candidate of candidates) {
      const res = await candidate.client.post<{ id: string }>(`/api/vagas/${open!.id}/apply`, { coverLetter: '' });
      expect(res.status).to.equal(201);
      applicationIds.push(res.body.id);
    }
    expect((await candidates[0]!.client.post(`/api/vagas/${second!.id}/apply`, { coverLetter: '' })).status).to.equal(201);
    expect((await candidates[1]!.client.post(`/api/vagas/${closed!.id}/apply`, { coverLetter: '' })).status).to.equal(201);
    // The company moves one applicant on: no longer new. The third job closes: its application is no longer actionable.
    expect((await company.client.request('PATCH', `/api/applications/${applicationIds[0]}`, { status: 'interview' })).status).to.equal(200);
    expect((await company.client.post(`/api/vagas/${closed!.id}/close`)).status).to.equal(200);

    const res = await company.client.get<OwnJobFiguresDTO>('/api/vagas/mine/figures');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ openJobs: 2, pendingJobs: 1, applications: 5, newApplications: 3 });
    // The other company's figures hold none of these.
    expect((await other.client.get<OwnJobFiguresDTO>('/api/vagas/mine/figures')).body).to.deep.equal({ openJobs: 1, pendingJobs: 0, applications: 0, newApplications: 0 });
  });
});
