/**
 * Jobs that require credentials and a registration (issue 24, common/jobRequirements.ts): the
 * check itself, what a company may store, the 'Certificação exigida' filter, the search by
 * requirement and by credential, and the applicant list's verdict per requirement.
 */
import { expect } from 'chai';
import {
  REQUIREMENT_MESSAGES as R,
  CREDENTIAL_MESSAGES,
  checkRequirements,
  type ApplicantDTO,
  type DirectoryEntryDTO,
  type JobDTO,
  type OwnJobDTO,
  type RequirementCheck,
  type SearchResponse,
} from '@conecta/common';
import { Verification } from '../src/models/verification';
import { signedInClient, startTestServer, uniqueId, waitFor, type HttpClient, type TestServer } from './support';
import { buildJob, decision } from './catalogueFactories';
import { freshCrea, submitRegistration } from './verificationFactories';

const TODAY = new Date('2026-11-26T15:00:00Z');

describe('checkRequirements (issue 24)', () => {
  const job = { requiredCredentials: ['nr35', 'nr10-basico'] as const, requiredRegistration: 'crea' as const };
  const check = (holdings: Parameters<typeof checkRequirements>[1]) =>
    checkRequirements({ requiredCredentials: [...job.requiredCredentials], requiredRegistration: job.requiredRegistration }, holdings, TODAY);
  const verdicts = (checks: RequirementCheck[]) => checks.map((c) => [c.code, c.met, c.validUntil, c.held]);

  it('lists credentials in the catalogue order, then the registration, each with its label', () => {
    const checks = check({ credentials: [], registrations: [] });
    expect(checks.map((c) => c.label)).to.deep.equal(['NR-10 Básico válida', 'NR-35 válida', 'CREA verificado']);
    expect(verdicts(checks)).to.deep.equal([
      ['nr10-basico', false, null, false],
      ['nr35', false, null, false],
      ['crea', false, null, false],
    ]);
    expect(R.missing(checks)).to.equal('Falta: NR-10 Básico válida, NR-35 válida, CREA verificado');
  });

  it('a credential holds through its last day; the longest-lasting record of several is the one read', () => {
    const checks = check({
      credentials: [
        { code: 'nr35', validUntil: '2026-11-26' },
        { code: 'nr10-basico', validUntil: '2026-11-25' },
        { code: 'nr10-basico', validUntil: '2025-01-01' },
      ],
      registrations: ['crea'],
    });
    expect(verdicts(checks)).to.deep.equal([
      ['nr10-basico', false, '2026-11-25', true],
      ['nr35', true, '2026-11-26', true],
      ['crea', true, null, true],
    ]);
    expect(R.missing(checks)).to.equal('Falta: NR-10 Básico válida');
  });

  it('a renewed record beats the lapsed one; a CRT does not stand for a CREA', () => {
    const checks = check({
      credentials: [
        { code: 'nr10-basico', validUntil: '2024-03-09' },
        { code: 'nr10-basico', validUntil: '2028-03-09' },
        { code: 'nr35', validUntil: '2027-01-31' },
      ],
      registrations: ['crt', 'cnpj'],
    });
    expect(checks.filter((c) => !c.met).map((c) => c.code)).to.deep.equal(['crea']);
    expect(checks[0]!.validUntil).to.equal('2028-03-09');
  });

  it('a credential without a refresher period (NR-12) always holds once held', () => {
    const nr12 = checkRequirements({ requiredCredentials: ['nr12'], requiredRegistration: null }, { credentials: [{ code: 'nr12', validUntil: null }], registrations: [] }, TODAY)[0]!;
    expect([nr12.met, nr12.validUntil, nr12.held]).to.deep.equal([true, null, true]);
    expect(checkRequirements({ requiredCredentials: [], requiredRegistration: null }, { credentials: [], registrations: [] }, TODAY)).to.deep.equal([]);
  });
});

const JOB = {
  title: 'Técnico(a) de Manutenção Eólica',
  location: 'Parazinho - RN',
  jobType: 'emprego',
  energyArea: 'eólica',
  workType: 'presencial',
  description: 'Manutenção preventiva e corretiva em aerogeradores, trabalho em altura.',
};

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

describe('jobs that require credentials and registrations (issue 24)', () => {
  let server: TestServer;
  let admin: HttpClient;
  before(async () => {
    server = await startTestServer('jobRequirements');
    admin = (await signedInClient(server, { userType: 'admin', isAdmin: true })).client;
  });
  after(async () => {
    await server.stop();
  });

  async function approve(id: string): Promise<void> {
    const res = await admin.post(`/api/admin/jobs/${id}/approve`, await decision('job', id));
    expect(res.status, res.text).to.equal(200);
  }

  it('a company stores them in the catalogue order, the public job shows them once approved, an edit clears them', async () => {
    const { client: company } = await signedInClient(server, { userType: 'company' });
    const created = await company.post<OwnJobDTO>('/api/vagas', { ...JOB, requiredCredentials: ['nr35', 'nr10-basico'], requiredRegistration: 'crea' });
    expect(created.status, created.text).to.equal(201);
    expect([created.body.requiredCredentials, created.body.requiredRegistration]).to.deep.equal([['nr10-basico', 'nr35'], 'crea']);
    await approve(created.body.id);
    const published = await server.client().get<JobDTO>(`/api/vagas/${created.body.id}`);
    expect([published.body.requiredCredentials, published.body.requiredRegistration]).to.deep.equal([['nr10-basico', 'nr35'], 'crea']);

    const edited = await company.request<OwnJobDTO>('PATCH', `/api/vagas/${created.body.id}`, { requiredCredentials: [], requiredRegistration: null });
    expect(edited.status, edited.text).to.equal(200);
    expect([edited.body.requiredCredentials, edited.body.requiredRegistration]).to.deep.equal([[], null]);
    // '' clears as null does; an absent field keeps what was stored.
    await company.request('PATCH', `/api/vagas/${created.body.id}`, { requiredRegistration: 'crt', requiredCredentials: ['nr12'] });
    const kept = await company.request<OwnJobDTO>('PATCH', `/api/vagas/${created.body.id}`, { title: `${JOB.title} II` });
    expect([kept.body.requiredCredentials, kept.body.requiredRegistration]).to.deep.equal([['nr12'], 'crt']);
    const blank = await company.request<OwnJobDTO>('PATCH', `/api/vagas/${created.body.id}`, { requiredRegistration: '' });
    expect(blank.body.requiredRegistration).to.equal(null);
  });

  it('refuses what is not in the catalogue, a repeated credential and a CNPJ requirement, naming the field in Portuguese; nothing is stored', async () => {
    const { client: company } = await signedInClient(server, { userType: 'company' });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ requiredCredentials: ['nr99'] }, 'requiredCredentials', R.requiredCredentialsInvalid],
      [{ requiredCredentials: ['nr35', 'nr35'] }, 'requiredCredentials', R.requiredCredentialsInvalid],
      [{ requiredCredentials: 'nr35' }, 'requiredCredentials', R.requiredCredentialsInvalid],
      [{ requiredRegistration: 'cnpj' }, 'requiredRegistration', R.requiredRegistrationInvalid],
      [{ requiredRegistration: 7 }, 'requiredRegistration', R.requiredRegistrationInvalid],
    ];
    for (const [fields, field, message] of cases) {
      const res = await company.post<{ errors: Record<string, string> }>('/api/vagas', { ...JOB, ...fields });
      expect(res.status, JSON.stringify(fields)).to.equal(400);
      expect(res.body.errors[field], JSON.stringify(fields)).to.equal(message);
    }
    expect((await company.get<OwnJobDTO[]>('/api/vagas/mine')).body).to.deep.equal([]);
  });

  it("'Certificação exigida' keeps the jobs that require it, with a search term too; an unknown code is a 400", async () => {
    const word = `Aerogerador${uniqueId().replace(/[^a-z0-9]/gi, '').slice(0, 8)}`;
    const requiring = await buildJob({ title: `Técnico ${word} altura`, requiredCredentials: ['nr35', 'nr10-basico'] });
    const other = await buildJob({ title: `Técnico ${word} solo`, requiredCredentials: ['nr10-basico'] });
    const visitor = server.client();
    const listed = await waitFor(
      () => visitor.get<JobDTO[]>(`/api/vagas?credential=nr35&limit=50`),
      (res) => res.body.some((job) => job.id === requiring.id),
    );
    expect(listed.body.every((job) => job.requiredCredentials.includes('nr35'))).to.equal(true);
    expect(listed.body.some((job) => job.id === other.id)).to.equal(false);
    const searched = await visitor.get<JobDTO[]>(`/api/vagas?q=${word}&credential=nr35`);
    expect(searched.body.map((job) => job.id)).to.deep.equal([requiring.id]);
    expect((await visitor.get<JobDTO[]>(`/api/vagas?q=${word}&credential=nr10-basico`)).body).to.have.length(2);
    const wrong = await visitor.get<{ errors: Record<string, string> }>('/api/vagas?credential=nr99');
    expect([wrong.status, wrong.body.errors.credential]).to.deep.equal([400, CREDENTIAL_MESSAGES.codeInvalid]);
  });

  it('the search finds jobs by what they require and people by the credentials their profile shows', async () => {
    const word = `Parque${uniqueId().replace(/[^a-z0-9]/gi, '').slice(0, 8)}`;
    const confined = await buildJob({ title: `Supervisor ${word}`, requiredCredentials: ['nr33-supervisor'] });
    await buildJob({ title: `Operador ${word}`, requiredCredentials: ['nr35'] });
    const visitor = server.client();
    const found = await waitFor(
      () => visitor.get<SearchResponse>(`/api/search?q=${encodeURIComponent(`${word} NR-33 Supervisor`)}`),
      (res) => res.body.jobs.length > 0,
    );
    expect(found.body.jobs.map((job) => job.id)).to.deep.equal([confined.id]);

    // Two people of one family name: only the one whose profile shows an NR-10 SEP is found by it.
    const lastName = `Sepúlveda${uniqueId().replace(/[^a-z0-9]/gi, '').slice(0, 6)}`;
    const holder = await signedInClient(server, { userType: 'professional', lastName });
    await signedInClient(server, { userType: 'professional', lastName });
    for (const record of [
      { code: 'nr10-basico', trainedOn: daysAgo(60), hours: 40, institution: 'SENAI Natal' },
      { code: 'nr10-sep', trainedOn: daysAgo(30), hours: 40, institution: 'SENAI Natal' },
    ]) {
      const res = await holder.client.post('/api/users/credentials', record);
      expect(res.status, res.text).to.equal(201);
    }
    const people = await waitFor(
      () => visitor.get<DirectoryEntryDTO[]>(`/api/profissionais?q=${encodeURIComponent(`${lastName} NR-10 SEP`)}`),
      (res) => res.body.length > 0,
    );
    expect(people.body.map((entry) => entry.id)).to.deep.equal([holder.user.id as string]);
  });

  it("the company's applicant list checks each requirement against each applicant's records", async () => {
    const { client: company } = await signedInClient(server, { userType: 'company' });
    const created = await company.post<OwnJobDTO>('/api/vagas', { ...JOB, requiredCredentials: ['nr35', 'nr10-basico'], requiredRegistration: 'crea' });
    await approve(created.body.id);

    // Ready: NR-35 valid, NR-10 básico lapsed, CREA verified through the admin's decision.
    const ready = await signedInClient(server, { userType: 'professional' });
    await ready.client.post('/api/users/credentials', { code: 'nr35', trainedOn: daysAgo(100), hours: 8, institution: 'SENAI Natal' });
    await ready.client.post('/api/users/credentials', { code: 'nr10-basico', trainedOn: daysAgo(800), hours: 40, institution: 'SENAI Natal' });
    const crea = await submitRegistration<{ id: string }>(ready.client, 'crea', { number: freshCrea(), council: 'RN' });
    expect(crea.status, crea.text).to.equal(200);
    const version = (await Verification.findById(crea.body.id).lean())!.updatedAt.toISOString();
    expect((await admin.post(`/api/admin/verifications/${crea.body.id}/verify`, { version })).status).to.equal(200);
    const bare = await signedInClient(server, { userType: 'student' });

    for (const candidate of [ready, bare]) {
      const res = await candidate.client.post(`/api/vagas/${created.body.id}/apply`, { coverLetter: 'Tenho disponibilidade imediata.' });
      expect(res.status, res.text).to.equal(201);
    }
    const applicants = await company.get<ApplicantDTO[]>(`/api/vagas/${created.body.id}/applications`);
    const byUser = new Map(applicants.body.map((applicant) => [applicant.userId, applicant.requirements]));
    const readyChecks = byUser.get(ready.user.id as string)!;
    expect(readyChecks.map((c) => [c.code, c.met, c.held])).to.deep.equal([
      ['nr10-basico', false, true],
      ['nr35', true, true],
      ['crea', true, true],
    ]);
    expect(readyChecks[0]!.validUntil).to.match(/^\d{4}-\d{2}-\d{2}$/);
    expect(readyChecks[0]!.validUntil! < new Date().toISOString().slice(0, 10)).to.equal(true);
    expect(byUser.get(bare.user.id as string)!.every((c) => !c.met && !c.held)).to.equal(true);
    // The badges, whatever the job requires.
    const badges = new Map(applicants.body.map((applicant) => [applicant.userId, applicant.registrations]));
    expect([badges.get(ready.user.id as string), badges.get(bare.user.id as string)]).to.deep.equal([['crea'], []]);
  });
});
