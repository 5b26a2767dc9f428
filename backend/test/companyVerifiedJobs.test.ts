/**
 * Issue 24, a company's 'Empresa verificada' on its jobs and in moderation: every job of the company
 * follows its CNPJ (verified, sent back to review by an edit, refused) and the public lists show
 * it; the moderation lists and their pushes mark what a verified company sent; and the admins'
 * setting 'Publicar sem revisão as vagas de empresas verificadas' publishes a verified company's
 * job (or its edit) at once, audited by that rule, while everyone else's waits for review. The
 * db:migrate step recomputes the flag of stored jobs.
 */
import { expect } from 'chai';
import mongoose from 'mongoose';
import {
  PUBLISH_VERIFIED_COMPANY_JOBS_LABEL,
  type AuditLogDTO,
  type JobDTO,
  type JobInput,
  type OwnJobDTO,
  type PendingJobDTO,
  type SiteSettingsDTO,
  type VerificationDTO,
} from '@conecta/common';
import { Job } from '../src/models/job';
import { Verification } from '../src/models/verification';
import { recomputeCompanyVerified } from '../src/models/companyVerifiedMigration';
import { buildJob } from './catalogueFactories';
import { eventually, nextEvent, signedInClient, socketSuite, uniqueId, type HttpClient } from './support';
import { freshCnpj } from './verificationFactories';

/** A job a company sends; a test names what it looks for in the title. */
const jobInput = (overrides: Partial<JobInput> = {}): JobInput => ({
  title: 'Técnico de Manutenção de Subestações',
  location: 'Recife - PE',
  jobType: 'emprego',
  energyArea: 'elétrica',
  jobFunction: 'Técnico',
  workType: 'presencial',
  description: 'Manutenção preventiva e corretiva de subestações de 69 kV.',
  requirements: ['NR-10'],
  salaryMin: '4000',
  salaryMax: '6000',
  ...overrides,
});

describe("Jobs of verified companies (issue 24: 'Empresa verificada')", function () {
  this.timeout(60_000);
  const suite = socketSuite('companyverified');
  let admin: HttpClient;

  before(async () => {
    admin = (await signedInClient(suite.server, { userType: 'admin' })).client;
  });

  async function company() {
    return signedInClient(suite.server, { userType: 'company' });
  }

  /** The company's CNPJ sent (or changed) for review: a fresh number every time. */
  async function sendCnpj(client: HttpClient): Promise<string> {
    const res = await client.request<VerificationDTO>('PUT', '/api/user/verifications/cnpj', { number: freshCnpj() });
    expect(res.status).to.equal(200);
    return res.body.id;
  }

  async function decide(id: string, verdict: 'verify' | 'reject') {
    const version = (await Verification.findById(id).lean())!.updatedAt.toISOString();
    const body = verdict === 'verify' ? { version } : { version, reason: 'Cartão CNPJ ilegível, envie outro.' };
    expect((await admin.post(`/api/admin/verifications/${id}/${verdict}`, body)).status).to.equal(200);
  }

  async function verifiedCompany() {
    const signed = await company();
    await decide(await sendCnpj(signed.client), 'verify');
    return signed;
  }

  async function approve(id: string) {
    const version = (await Job.findById(id).lean())!.updatedAt.toISOString();
    expect((await admin.post(`/api/admin/jobs/${id}/approve`, { version })).status).to.equal(200);
  }

  /** A job of `client`'s, approved by an admin, titled with a word only it has. */
  async function publishedJob(client: HttpClient, word = `Vaga${uniqueId()}`): Promise<{ id: string; word: string }> {
    const res = await client.post<OwnJobDTO>('/api/vagas', jobInput({ title: `Técnico ${word}` }));
    expect(res.status).to.equal(201);
    if (res.body.status !== 'approved') await approve(res.body.id);
    return { id: res.body.id, word };
  }

  const stored = async (id: string) => (await Job.findById(id).lean())!.companyVerified;
  /** What the public list (the in-memory index, fed by `job.changed`) shows for a job. */
  const listed = async (word: string) => (await suite.server.client().get<JobDTO[]>(`/api/vagas?q=${word}`)).body[0];
  const listedAs = (word: string, verified: boolean, what: string) =>
    eventually(async () => (await listed(word))?.companyVerified === verified, what);

  async function setPublishVerified(on: boolean) {
    const res = await admin.request<SiteSettingsDTO>('PUT', '/api/admin/settings', { publishVerifiedCompanyJobs: on });
    expect(res.status).to.equal(200);
    expect(res.body.publishVerifiedCompanyJobs).to.equal(on);
  }

  describe("a company's jobs follow its CNPJ", () => {
    it('verified, edited back to review, verified again, refused: every job of the company, stored and listed; nobody else’s', async () => {
      const { client } = await company();
      const other = await company();
      const [first, second, theirs] = await Promise.all([publishedJob(client), publishedJob(client), publishedJob(other.client)]);
      expect((await listed(first.word))?.companyVerified).to.equal(false);

      const id = await sendCnpj(client);
      // In review is not verified.
      expect(await stored(first.id)).to.equal(false);
      await decide(id, 'verify');
      expect([await stored(first.id), await stored(second.id), await stored(theirs.id)]).to.deep.equal([true, true, false]);
      await listedAs(first.word, true, 'the public list shows the first job as a verified company’s');
      await listedAs(second.word, true, 'and the second');
      expect((await suite.server.client().get<JobDTO>(`/api/vagas/${first.id}`)).body.companyVerified).to.equal(true);

      // A job sent while verified carries it from the start.
      const fresh = await client.post<OwnJobDTO>('/api/vagas', jobInput());
      expect(fresh.body.companyVerified).to.equal(true);
      expect(await stored(fresh.body.id)).to.equal(true);

      // A changed number goes back to review: the badge leaves every job until decided again.
      const again = await sendCnpj(client);
      expect(again).to.equal(id);
      expect([await stored(first.id), await stored(second.id), await stored(fresh.body.id)]).to.deep.equal([false, false, false]);
      await listedAs(first.word, false, 'the public list drops the badge of a CNPJ back in review');

      await decide(id, 'verify');
      await listedAs(first.word, true, 'verified again, the badge is back');
      await sendCnpj(client);
      await decide(id, 'reject');
      expect([await stored(first.id), await stored(second.id)]).to.deep.equal([false, false]);
      await listedAs(first.word, false, 'a refused CNPJ shows no badge');
      expect(await stored(theirs.id)).to.equal(false);
    });

    it('the moderation list and its live push mark what a verified company sent', async () => {
      const [verified, plain] = await Promise.all([verifiedCompany(), company()]);
      const adminSocket = await suite.socketOf(admin);
      const pushed = nextEvent(adminSocket, 'job:pending');
      const theirs = (await verified.client.post<OwnJobDTO>('/api/vagas', jobInput())).body;
      const pending = (await pushed) as PendingJobDTO;
      expect(pending.id).to.equal(theirs.id);
      expect(pending.submittedBy).to.include({ id: verified.user.id, verifiedCompany: true });
      expect(pending.companyVerified).to.equal(true);

      const mine = (await plain.client.post<OwnJobDTO>('/api/vagas', jobInput())).body;
      const list = (await admin.get<PendingJobDTO[]>('/api/admin/pending-jobs')).body;
      expect(list.find((job) => job.id === theirs.id)?.submittedBy?.verifiedCompany).to.equal(true);
      expect(list.find((job) => job.id === mine.id)?.submittedBy?.verifiedCompany).to.equal(false);
    });
  });

  describe("'Publicar sem revisão as vagas de empresas verificadas'", () => {
    afterEach(async () => {
      await setPublishVerified(false);
    });

    it('is off by default: a verified company’s job waits for review', async () => {
      expect((await admin.get<SiteSettingsDTO>('/api/admin/settings')).body.publishVerifiedCompanyJobs).to.equal(false);
      const { client } = await verifiedCompany();
      expect((await client.post<OwnJobDTO>('/api/vagas', jobInput())).body.status).to.equal('pending');
    });

    it('on: a verified company’s job is published at once and audited by the rule; an unverified one’s stays pending; courses are reviewed', async () => {
      const [verified, plain] = await Promise.all([verifiedCompany(), company()]);
      await setPublishVerified(true);
      const word = `Direta${uniqueId()}`;
      const res = await verified.client.post<OwnJobDTO>('/api/vagas', jobInput({ title: `Eletricista ${word}` }));
      expect(res.status).to.equal(201);
      expect(res.body).to.include({ status: 'approved', companyVerified: true });
      // Its edit will not go back to review: the company's screen is told so.
      expect(res.body.abilities.editResubmits).to.equal(false);
      await eventually(async () => (await listed(word))?.id === res.body.id, 'the job is on the public list without review');
      expect((await admin.get<PendingJobDTO[]>('/api/admin/pending-jobs')).body.map((job) => job.id)).to.not.include(res.body.id);
      // Nobody decided it: no moderator is recorded, the rule is (below).
      expect((await Job.findById(res.body.id).lean())!.moderatedBy).to.equal(null);

      const entry = (await admin.get<AuditLogDTO[]>('/api/admin/logs?limit=5')).body.find((log) => log.targetId === res.body.id);
      expect(entry).to.include({ action: 'job.publishVerified', targetType: 'job' });
      expect(entry!.actor?.id).to.equal(verified.user.id);
      expect(entry!.after).to.include({ status: 'approved', rule: PUBLISH_VERIFIED_COMPANY_JOBS_LABEL });

      const waiting = await plain.client.post<OwnJobDTO>('/api/vagas', jobInput());
      expect(waiting.body).to.include({ status: 'pending', companyVerified: false });
      expect(waiting.body.abilities.editResubmits).to.equal(false); // pending: an edit is the same submission

      const course = await verified.client.post<{ status: string }>('/api/cursos', {
        title: 'Manutenção de Subestações',
        instructor: 'Eng. Marta Lima',
        description: 'Inspeção, ensaios e manutenção preventiva de subestações de média tensão.',
        category: 'curso',
        level: 'intermediário',
        energyArea: 'elétrica',
      });
      expect(course.status).to.equal(201);
      expect(course.body.status).to.equal('pending');
    });

    it('on: a verified company’s edit of its published job stays published (audited); a refused job goes back to review; off again, edits resubmit', async () => {
      const verified = await verifiedCompany();
      const { id } = await publishedJob(verified.client);
      await setPublishVerified(true);

      const mine = (await verified.client.get<OwnJobDTO[]>('/api/vagas/mine')).body.find((job) => job.id === id)!;
      expect(mine.abilities.editResubmits).to.equal(false);
      const edited = await verified.client.request<OwnJobDTO>('PATCH', `/api/vagas/${id}`, { location: 'Natal - RN' });
      expect(edited.status).to.equal(200);
      expect(edited.body).to.include({ status: 'approved', location: 'Natal - RN' });
      const entry = (await admin.get<AuditLogDTO[]>('/api/admin/logs?limit=5')).body.find((log) => log.targetId === id && log.action === 'job.updateVerified');
      expect(entry?.before).to.include({ location: 'Recife - PE' });
      expect(entry?.after).to.include({ location: 'Natal - RN', rule: PUBLISH_VERIFIED_COMPANY_JOBS_LABEL });

      // What an admin refused is reviewed again, trusted or not.
      const refused = (await verified.client.post<OwnJobDTO>('/api/vagas', jobInput())).body;
      await Job.updateOne({ _id: refused.id }, { $set: { status: 'rejected', rejectionReason: 'Salário fora da faixa informada.' } });
      expect((await verified.client.request<OwnJobDTO>('PATCH', `/api/vagas/${refused.id}`, { salaryMax: '9500' })).body.status).to.equal('pending');

      await setPublishVerified(false);
      expect((await verified.client.request<OwnJobDTO>('PATCH', `/api/vagas/${id}`, { location: 'Mossoró - RN' })).body.status).to.equal('pending');
    });

    it('only admins read or change it', async () => {
      const body = { publishVerifiedCompanyJobs: true };
      expect((await suite.server.client().request('PUT', '/api/admin/settings', body)).status).to.equal(401);
      for (const userType of ['company', 'professional', 'student'] as const) {
        const { client } = await signedInClient(suite.server, { userType });
        expect((await client.request('PUT', '/api/admin/settings', body)).status, userType).to.equal(403);
        expect((await client.get('/api/admin/settings')).status, userType).to.equal(403);
      }
      expect((await admin.request('PUT', '/api/admin/settings', { publishVerifiedCompanyJobs: 'sim' })).status).to.equal(400);
      expect((await admin.get<SiteSettingsDTO>('/api/admin/settings')).body.publishVerifiedCompanyJobs).to.equal(false);
    });
  });

  it('db:migrate recomputes the flag of stored jobs from their companies, and a second run writes nothing', async () => {
    const verified = await verifiedCompany();
    const plain = await company();
    // Stored as an older database has them: the field absent, or wrong either way.
    const stale = await buildJob({ companyId: verified.user._id, status: 'approved' });
    const wrong = await buildJob({ companyId: plain.user._id, status: 'approved' });
    const thirdParty = await buildJob({ companyId: null, status: 'approved' });
    await Job.collection.updateOne({ _id: stale._id }, { $unset: { companyVerified: '' } });
    await Job.collection.updateOne({ _id: wrong._id }, { $set: { companyVerified: true } });

    const conn = await mongoose.createConnection(suite.server.config.mongodbUri).asPromise();
    try {
      const [line] = await recomputeCompanyVerified(conn);
      expect(line).to.match(/[1-9]\d* marked, [1-9]\d* unmarked/);
      expect([await stored(stale.id as string), await stored(wrong.id as string), await stored(thirdParty.id as string)]).to.deep.equal([true, false, false]);
      const [second] = await recomputeCompanyVerified(conn);
      expect(second).to.match(/: 0 marked, 0 unmarked/);
    } finally {
      await conn.close();
    }
  });
});
