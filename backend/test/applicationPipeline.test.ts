/**
 * The applicant pipeline (issue 13): applying tells the job's company live (`application:new`) and
 * queues `application-created`; the company reads its applicants and moves them (only the job's
 * company: not an admin, not the candidate), which tells the candidate live
 * (`application:updated`) and queues `application-status-changed` once per move.
 */
import { expect } from 'chai';
import { CATALOGUE_MESSAGES, PUBLISHING_MESSAGES as M, type ApplicantDTO, type MyApplicationDTO } from '@conecta/common';
import { Application } from '../src/models/application';
import { User } from '../src/models/user';
import { buildJob } from './catalogueFactories';
import { type HttpClient, nextEvent, signedInClient, socketSuite } from './support';

describe('Applicant pipeline', function () {
  this.timeout(30_000);
  const suite = socketSuite('pipeline');
  const { socketOf } = suite;


  const queued = (id: string) => suite.server.runtime.producers.notifications.getJob(id);

  /** A company with one approved job and a candidate who applied to it. */
  async function applied(coverLetter = 'Tenho experiência com inversores.') {
    const company = await signedInClient(suite.server, { userType: 'company' });
    const job = await buildJob({ companyId: company.user._id, title: 'Técnico(a) de Manutenção Solar' });
    const candidate = await signedInClient(suite.server, { userType: 'student' });
    await User.updateOne({ _id: candidate.user._id }, { $set: { firstName: 'Ana', lastName: 'Costa', jobTitle: 'Técnica em Eletrotécnica' } });
    const res = await candidate.client.post<MyApplicationDTO>(`/api/vagas/${job.id}/apply`, { coverLetter });
    expect(res.status).to.equal(201);
    return { company, job, candidate, applicationId: res.body.id };
  }

  describe('applying', () => {
    it("tells the job's company live and queues one application-created", async () => {
      const company = await signedInClient(suite.server, { userType: 'company' });
      const job = await buildJob({ companyId: company.user._id, title: 'Operador(a) de Subestação' });
      const companySocket = await socketOf(company.client);
      const pushed = nextEvent(companySocket, 'application:new');
      const candidate = await signedInClient(suite.server, { userType: 'professional' });

      const res = await candidate.client.post<MyApplicationDTO>(`/api/vagas/${job.id}/apply`, { coverLetter: 'Disponível já.' });
      expect(res.status).to.equal(201);
      expect(res.body).to.include({ jobId: job.id, jobTitle: 'Operador(a) de Subestação', company: job.company, jobOpen: true, status: 'submitted' });

      const applicant = await pushed;
      expect(applicant).to.include({ id: res.body.id, jobId: job.id, userId: candidate.user.id, name: 'Teste Usuário', coverLetter: 'Disponível já.' });
      expect(applicant.profileUrl).to.equal(`/profissionais/${candidate.user.id}`);
      const queuedJob = await queued(`application-created-${res.body.id}`);
      expect(queuedJob?.name).to.equal('application-created');
      expect(queuedJob?.data).to.deep.equal({ applicationId: res.body.id });
    });

    it('refuses a closed job with 409 and stores nothing', async () => {
      const job = await buildJob({ status: 'closed' });
      const { client } = await signedInClient(suite.server);
      const res = await client.post(`/api/vagas/${job.id}/apply`, { coverLetter: '' });
      expect(res.status).to.equal(409);
      expect(res.body).to.deep.equal({ message: M.jobNotOpen });
      expect(await Application.countDocuments({ jobId: job._id })).to.equal(0);
    });
  });

  describe('GET /api/vagas/:id/applications', () => {
    it("gives the job's company (and admins) its applicants, newest first", async () => {
      const { company, job, candidate, applicationId } = await applied();
      const second = await signedInClient(suite.server);
      const later = (await second.client.post(`/api/vagas/${job.id}/apply`, { coverLetter: '' })).body as MyApplicationDTO;

      const res = await company.client.get<ApplicantDTO[]>(`/api/vagas/${job.id}/applications`);
      expect(res.status).to.equal(200);
      expect(res.body.map((a) => a.id)).to.deep.equal([later.id, applicationId]);
      expect(res.body[1]).to.deep.include({
        userId: candidate.user.id,
        name: 'Ana Costa',
        profileUrl: `/profissionais/${candidate.user.id}`,
        profileImageUrl: null,
        jobTitle: 'Técnica em Eletrotécnica',
        coverLetter: 'Tenho experiência com inversores.',
        status: 'submitted',
        feedback: null,
      });
      expect(res.text).to.not.include(candidate.user.email);

      const admin = await signedInClient(suite.server, { userType: 'admin' });
      expect((await admin.client.get(`/api/vagas/${job.id}/applications`)).status).to.equal(200);
    });

    it("answers another company's job as an unknown one (404); the candidate, not a company, gets 403, a visitor 401", async () => {
      const { job, candidate } = await applied();
      const other = await signedInClient(suite.server, { userType: 'company' });
      const notOwner = await other.client.get(`/api/vagas/${job.id}/applications`);
      expect(notOwner.status).to.equal(404);
      expect(notOwner.body).to.deep.equal({ message: CATALOGUE_MESSAGES.jobNotFound });
      expect((await candidate.client.get(`/api/vagas/${job.id}/applications`)).status).to.equal(403);
      expect((await suite.server.client().get(`/api/vagas/${job.id}/applications`)).status).to.equal(401);
      expect((await other.client.get('/api/vagas/0123456789abcdef01234567/applications')).status).to.equal(404);
    });
  });

  describe('PATCH /api/applications/:id', () => {
    it('moves the application: the candidate sees it live and on their list, one notification job per move', async () => {
      const { company, candidate, applicationId } = await applied();
      const candidateSocket = await socketOf(candidate.client);
      const pushed = nextEvent(candidateSocket, 'application:updated');

      const res = await company.client.request<ApplicantDTO>('PATCH', `/api/applications/${applicationId}`, {
        status: 'interview',
        feedback: '  Vamos conversar na quinta às 10h.  ',
      });
      expect(res.status).to.equal(200);
      expect(res.body).to.include({ id: applicationId, status: 'interview', feedback: 'Vamos conversar na quinta às 10h.', name: 'Ana Costa' });

      const update = await pushed;
      expect(update).to.include({ id: applicationId, status: 'interview', feedback: 'Vamos conversar na quinta às 10h.', jobOpen: true });
      const stored = (await Application.findById(applicationId))!;
      const changeId = stored.statusChangeId!;
      expect((await queued(`application-status-${applicationId}-${changeId}`))?.data).to.deep.equal({ applicationId, status: 'interview', changeId });

      const mine = await candidate.client.get<MyApplicationDTO[]>('/api/user/applications');
      expect(mine.body[0]).to.include({ id: applicationId, status: 'interview', feedback: 'Vamos conversar na quinta às 10h.' });

      // A second move is a new change (its own job); feedback left out is cleared.
      const accepted = await company.client.request<ApplicantDTO>('PATCH', `/api/applications/${applicationId}`, { status: 'accepted' });
      expect(accepted.body).to.include({ status: 'accepted', feedback: null });
      const next = (await Application.findById(applicationId))!.statusChangeId!;
      expect(next).to.not.equal(changeId);
      expect(await queued(`application-status-${applicationId}-${next}`)).to.not.equal(undefined);
    });

    it("is the job's company's alone: to an admin, the candidate and another company it is as absent as an unknown one (404)", async () => {
      const { candidate, applicationId } = await applied();
      const admin = await signedInClient(suite.server, { userType: 'admin' });
      const other = await signedInClient(suite.server, { userType: 'company' });
      for (const client of [admin.client, candidate.client, other.client]) {
        const res = await client.request('PATCH', `/api/applications/${applicationId}`, { status: 'accepted' });
        expect(res.status).to.equal(404);
        expect(res.body).to.deep.equal({ message: M.applicationNotFound });
      }
      expect((await suite.server.client().request('PATCH', `/api/applications/${applicationId}`, { status: 'accepted' })).status).to.equal(401);
      expect((await Application.findById(applicationId))!.status).to.equal('submitted');
    });

    describe('the moves follow the pipeline, so the candidate is told once per real move', () => {
      const move = (client: HttpClient, id: string, body: object) =>
        client.request<ApplicantDTO>('PATCH', `/api/applications/${id}`, body);
      const statusJobs = async (applicationId: string) =>
        (await suite.server.runtime.producers.notifications.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).filter(
          (job) => job.name === 'application-status-changed' && (job.data as { applicationId: string }).applicationId === applicationId,
        ).length;

      it('refuses any move once the job is closed (409), queuing nothing', async () => {
        const { company, job, applicationId } = await applied();
        expect((await company.client.post(`/api/vagas/${job.id}/close`)).status).to.equal(200);
        const res = await move(company.client, applicationId, { status: 'interview' });
        expect(res.status).to.equal(409);
        expect(res.body).to.deep.equal({ message: M.applicationsFrozen });
        expect((await Application.findById(applicationId))!.status).to.equal('submitted');
        expect(await statusJobs(applicationId)).to.equal(0);
      });

      it('goes back (or out of a final status) only as a declared correction', async () => {
        const { company, applicationId } = await applied();
        expect((await move(company.client, applicationId, { status: 'rejected' })).status).to.equal(200);
        for (const status of ['submitted', 'interview', 'accepted']) {
          const refused = await move(company.client, applicationId, { status });
          expect(refused.status, status).to.equal(409);
          expect(refused.body).to.deep.equal({ message: M.correctionRequired });
        }
        expect((await Application.findById(applicationId))!.status).to.equal('rejected');
        expect(await statusJobs(applicationId)).to.equal(1);

        const corrected = await move(company.client, applicationId, { status: 'interview', correction: true, feedback: 'Corrigimos: você segue para a entrevista.' });
        expect(corrected.status).to.equal(200);
        expect(corrected.body).to.include({ status: 'interview' });
        expect(await statusJobs(applicationId)).to.equal(2);
      });

      it('the same move sent five times at once lands once: one status change, one notice', async () => {
        const { company, applicationId } = await applied();
        const results = await Promise.all(Array.from({ length: 5 }, () => move(company.client, applicationId, { status: 'interview' })));
        expect(results.map((r) => r.status)).to.deep.equal([200, 200, 200, 200, 200]);
        expect((await Application.findById(applicationId))!.status).to.equal('interview');
        expect(await statusJobs(applicationId)).to.equal(1);
      });

      it('the same status again only updates the words to the candidate, live, without a second notice', async () => {
        const { company, candidate, applicationId } = await applied();
        expect((await move(company.client, applicationId, { status: 'interview' })).status).to.equal(200);
        const changeId = (await Application.findById(applicationId))!.statusChangeId;
        const pushed = nextEvent(await socketOf(candidate.client), 'application:updated');

        const again = await move(company.client, applicationId, { status: 'interview', feedback: 'Levar documento com foto.' });
        expect(again.status).to.equal(200);
        expect(again.body).to.include({ status: 'interview', feedback: 'Levar documento com foto.' });
        expect(await pushed).to.include({ status: 'interview', feedback: 'Levar documento com foto.' });
        expect((await Application.findById(applicationId))!.statusChangeId).to.equal(changeId);
        expect(await statusJobs(applicationId)).to.equal(1);
      });
    });

    it('validates the status and the feedback, and answers 404 for an unknown application', async () => {
      const { company, applicationId } = await applied();
      const bad = await company.client.request('PATCH', `/api/applications/${applicationId}`, { status: 'hired', feedback: 'x'.repeat(1001) });
      expect(bad.status).to.equal(400);
      expect(bad.body.errors).to.deep.equal({ status: M.applicationStatusInvalid, feedback: M.feedbackMax });
      const unknown = await company.client.request('PATCH', '/api/applications/0123456789abcdef01234567', { status: 'interview' });
      expect(unknown.status).to.equal(404);
      expect(unknown.body).to.deep.equal({ message: M.applicationNotFound });
    });
  });
});
