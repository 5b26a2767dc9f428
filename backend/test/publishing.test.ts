/**
 * Companies publish and follow their jobs (issue 13): POST /api/vagas (pending for a company,
 * approved for an admin), GET /api/vagas/mine, PATCH /api/vagas/:id (an approved or rejected job
 * edited goes back to moderation), POST /api/vagas/:id/close, and course/event submission. Each
 * pending item reaches the admins' sockets (`job:pending`...) and the notifications queue once
 * per submission.
 */
import { expect } from 'chai';
import {
  CATALOGUE_MESSAGES,
  PUBLISHING_MESSAGES as M,
  type JobInput,
  type OwnCourseDTO,
  type OwnEventDTO,
  type OwnJobDTO,
  type PendingJobDTO,
} from '@conecta/common';
import { AuditLog } from '../src/models/auditLog';
import { Job } from '../src/models/job';
import { Course } from '../src/models/course';
import { EventModel } from '../src/models/event';
import { User } from '../src/models/user';
import { buildCourse, buildEvent, buildJob, daysFromNow } from './catalogueFactories';
import { nextEvent, signedInClient, socketSuite } from './support';

const OWN_JOB_FIELDS = [
  'id', 'title', 'company', 'companyId', 'companyLogo', 'location', 'jobType', 'energyArea', 'jobFunction', 'workType',
  'description', 'requirements', 'salaryMin', 'salaryMax', 'rating', 'totalRatings', 'applicationsCount', 'createdAt',
  'requiredCredentials', 'requiredRegistration', 'companyVerified',
  'status', 'rejectionReason', 'updatedAt', 'statusChangedAt', 'abilities',
].sort();

export function jobInput(overrides: Partial<JobInput> = {}): JobInput {
  return {
    title: 'Engenheira de Usinas Solares',
    location: 'Recife - PE',
    jobType: 'emprego',
    energyArea: 'solar',
    jobFunction: 'Engenheiro',
    workType: 'híbrido',
    description: 'Projetos e comissionamento de usinas fotovoltaicas de médio porte.',
    requirements: ['CREA ativo', '  ', 'NR-10'],
    salaryMin: '6000',
    salaryMax: '9000.50',
    ...overrides,
  };
}

describe('Publishing: companies publish and follow their jobs', function () {
  this.timeout(30_000);
  const suite = socketSuite('publishing');
  const { socketOf } = suite;

  async function company(companyName: string | null = 'Sol do Nordeste Energia') {
    const signed = await signedInClient(suite.server, { userType: 'company' });
    await User.updateOne({ _id: signed.user._id }, { $set: { companyName } });
    return signed;
  }


  const queued = (id: string) => suite.server.runtime.producers.notifications.getJob(id);

  describe('POST /api/vagas', () => {
    it('stores a company job as pending, tells every admin live and queues one item-submitted', async () => {
      const admin = await signedInClient(suite.server, { userType: 'admin' });
      const flagged = await signedInClient(suite.server, { userType: 'professional', isAdmin: true });
      const [adminSocket, flaggedSocket] = await Promise.all([socketOf(admin.client), socketOf(flagged.client)]);
      const pushes = [nextEvent(adminSocket, 'job:pending'), nextEvent(flaggedSocket, 'job:pending')];
      const { client, user } = await company();

      const res = await client.post<OwnJobDTO>('/api/vagas', jobInput());
      expect(res.status).to.equal(201);
      expect(Object.keys(res.body).sort()).to.deep.equal(OWN_JOB_FIELDS);
      expect(res.body).to.include({ status: 'pending', company: 'Sol do Nordeste Energia', companyId: user.id, rejectionReason: null, salaryMax: '9000.50' });
      expect(res.body.requirements).to.deep.equal(['CREA ativo', 'NR-10']);

      const stored = (await Job.findById(res.body.id))!;
      expect(stored.submittedBy?.toString()).to.equal(user.id);
      expect(stored.submissionId).to.be.a('string');
      for (const push of pushes) {
        const pending = (await push) as PendingJobDTO;
        expect(pending).to.include({ id: res.body.id, status: 'pending' });
        expect(pending.submittedBy).to.deep.equal({ id: user.id, name: 'Teste Usuário', email: user.email, userType: 'company', verifiedCompany: false });
      }
      const job = await queued(`item-submitted-job-${res.body.id}-${stored.submissionId}`);
      expect(job?.name).to.equal('item-submitted');
      expect(job?.data).to.deep.equal({ kind: 'job', id: res.body.id, submissionId: stored.submissionId });
      // Not public until an admin approves it.
      expect((await suite.server.client().get(`/api/vagas/${res.body.id}`)).status).to.equal(404);
    });

    it("names the company by its companyName, else by the account's name, unless the form says otherwise", async () => {
      const unnamed = await company(null);
      expect((await unnamed.client.post('/api/vagas', jobInput())).body.company).to.equal('Teste Usuário');
      const named = await company();
      expect((await named.client.post('/api/vagas', jobInput({ company: 'Filial Sul' }))).body.company).to.equal('Filial Sul');
    });

    it("publishes an admin's job at once: approved, public, nothing for the moderation queue", async () => {
      const { client } = await signedInClient(suite.server, { userType: 'admin' });
      const res = await client.post<OwnJobDTO>('/api/vagas', jobInput({ title: 'Vaga publicada pelo admin' }));
      expect(res.status).to.equal(201);
      expect(res.body.status).to.equal('approved');
      const stored = (await Job.findById(res.body.id))!;
      expect(await queued(`item-submitted-job-${res.body.id}-${stored.submissionId}`)).to.equal(undefined);
      expect((await suite.server.client().get(`/api/vagas/${res.body.id}`)).status).to.equal(200);
    });

    it('refuses visitors (401) and people who are not companies (403) and stores nothing', async () => {
      const before = await Job.countDocuments();
      expect((await suite.server.client().post('/api/vagas', jobInput())).status).to.equal(401);
      for (const userType of ['student', 'professional', 'general'] as const) {
        const { client } = await signedInClient(suite.server, { userType });
        const res = await client.post('/api/vagas', jobInput());
        expect(res.status).to.equal(403);
        expect(res.body).to.deep.equal({ message: M.onlyCompanies });
      }
      expect(await Job.countDocuments()).to.equal(before);
    });

    it('validates every field with the Portuguese messages, the salary order included', async () => {
      const { client } = await company();
      const empty = await client.post('/api/vagas', {});
      expect(empty.status).to.equal(400);
      expect(empty.body.errors).to.deep.equal({
        title: M.titleInvalid,
        location: M.locationRequired,
        jobType: M.jobTypeRequired,
        energyArea: M.energyAreaRequired,
        workType: M.workTypeRequired,
        description: M.descriptionInvalid,
      });
      const bad = await client.post('/api/vagas', jobInput({ salaryMin: 'quatro mil', jobFunction: 'Astronauta' as never, requirements: ['x'.repeat(201)] }));
      expect(bad.body.errors).to.deep.equal({ salaryMin: M.salaryInvalid, jobFunction: M.jobFunctionInvalid, requirements: M.requirementsInvalid });
      const order = await client.post('/api/vagas', jobInput({ salaryMin: '9000', salaryMax: '5000' }));
      expect(order.status).to.equal(400);
      expect(order.body.errors).to.deep.equal({ salaryMin: M.salaryOrder });
      const privileged = await client.post('/api/vagas', { ...jobInput(), status: 'approved' });
      expect(privileged.status).to.equal(400);
      // Blank optional fields are not given: 'Salário a combinar'.
      const blank = await client.post<OwnJobDTO>('/api/vagas', jobInput({ salaryMin: '', salaryMax: null, jobFunction: null }));
      expect(blank.status).to.equal(201);
      expect(blank.body).to.include({ salaryMin: null, salaryMax: null, jobFunction: null });
    });
  });

  describe('GET /api/vagas/mine', () => {
    it("lists the caller's own jobs in every status, newest first, and nobody else's", async () => {
      const { client, user } = await company();
      const first = (await client.post<OwnJobDTO>('/api/vagas', jobInput({ title: 'Primeira vaga da empresa' }))).body;
      const second = (await client.post<OwnJobDTO>('/api/vagas', jobInput({ title: 'Segunda vaga da empresa' }))).body;
      const rejected = await buildJob({ companyId: user._id, status: 'rejected', rejectionReason: 'Descrição incompleta', createdAt: new Date(Date.now() + 60_000) });
      await buildJob({ companyId: (await company()).user._id });

      const mine = await client.get<OwnJobDTO[]>('/api/vagas/mine');
      expect(mine.status).to.equal(200);
      expect(mine.body.map((job) => job.id)).to.deep.equal([rejected.id, second.id, first.id]);
      expect(mine.body[0]).to.include({ status: 'rejected', rejectionReason: 'Descrição incompleta' });
      const { client: student } = await signedInClient(suite.server, { userType: 'student' });
      expect((await student.get('/api/vagas/mine')).status).to.equal(403);
    });
  });

  describe("GET /api/cursos/mine and /api/eventos/mine ('Meus cursos e eventos', issue 25)", () => {
    it("lists the caller's own courses and events in every status, newest first, with the reason of a rejection, and nobody else's", async () => {
      const { client, user } = await company();
      const pending = await buildCourse({ submittedBy: user._id, status: 'pending', title: 'Curso em análise', createdAt: new Date(Date.now() - 60_000) });
      const rejected = await buildCourse({ submittedBy: user._id, status: 'rejected', rejectionReason: 'Link quebrado', title: 'Curso recusado', createdAt: new Date() });
      await buildCourse({ submittedBy: (await company()).user._id, status: 'approved' });
      const event = await buildEvent({ submittedBy: user._id, status: 'approved', title: 'Evento publicado' });

      const courses = await client.get<OwnCourseDTO[]>('/api/cursos/mine');
      expect(courses.status).to.equal(200);
      expect(courses.body.map((c) => [c.id, c.status])).to.deep.equal([
        [rejected.id, 'rejected'],
        [pending.id, 'pending'],
      ]);
      expect(courses.body[0]!.rejectionReason).to.equal('Link quebrado');
      const events = await client.get<OwnEventDTO[]>('/api/eventos/mine');
      expect(events.body.map((e) => [e.id, e.status])).to.deep.equal([[event.id, 'approved']]);
      const { client: student } = await signedInClient(suite.server, { userType: 'student' });
      expect((await student.get('/api/cursos/mine')).status).to.equal(403);
      expect((await student.get('/api/eventos/mine')).status).to.equal(403);
    });
  });

  describe("a job's statusChangedAt ('Enviada em', 'Publicada em', 'Recusada em', 'Encerrada em')", () => {
    const LONG_AGO = new Date('2020-01-02T03:04:05Z');
    /** Back-dates the stamp, so the next move's own stamp is told from it without reading the clock. */
    const backDate = (id: string) => Job.updateOne({ _id: id }, { $set: { statusChangedAt: LONG_AGO } });
    const stamp = async (id: string) => (await Job.findById(id))!.statusChangedAt!.toISOString();

    it('is stamped by the submission and by every status move after it: approval, an edit sent back, a rejection, the close', async () => {
      const { client } = await company();
      const admin = await signedInClient(suite.server, { userType: 'admin' });
      const submitted = (await client.post<OwnJobDTO>('/api/vagas', jobInput({ title: 'Vaga de datas da empresa' }))).body;
      expect(submitted.statusChangedAt).to.equal(await stamp(submitted.id));

      await backDate(submitted.id);
      const version = (await Job.findById(submitted.id))!.updatedAt.toISOString();
      expect((await admin.client.post(`/api/admin/jobs/${submitted.id}/approve`, { version })).status).to.equal(200);
      const approved = (await client.get<OwnJobDTO[]>('/api/vagas/mine')).body.find((job) => job.id === submitted.id)!;
      expect(approved.status).to.equal('approved');
      expect(approved.statusChangedAt).to.equal(await stamp(submitted.id));
      expect(approved.statusChangedAt).to.not.equal(LONG_AGO.toISOString());

      await backDate(submitted.id);
      const edited = (await client.request<OwnJobDTO>('PATCH', `/api/vagas/${submitted.id}`, { title: 'Vaga de datas revista' })).body;
      expect(edited.status).to.equal('pending');
      expect(edited.statusChangedAt).to.equal(await stamp(submitted.id));
      expect(edited.statusChangedAt).to.not.equal(LONG_AGO.toISOString());

      await backDate(submitted.id);
      const again = (await Job.findById(submitted.id))!.updatedAt.toISOString();
      expect((await admin.client.post(`/api/admin/jobs/${submitted.id}/reject`, { version: again, reason: 'Falta a faixa salarial' })).status).to.equal(200);
      expect(await stamp(submitted.id)).to.not.equal(LONG_AGO.toISOString());

      await backDate(submitted.id);
      const closed = (await client.post<OwnJobDTO>(`/api/vagas/${submitted.id}/close`, {})).body;
      expect(closed.status).to.equal('closed');
      expect(closed.statusChangedAt).to.equal(await stamp(submitted.id));
      expect(closed.statusChangedAt).to.not.equal(LONG_AGO.toISOString());

      // An edit that keeps the status (an admin's own edit) is no move: the stamp stays.
      const own = await buildJob({ status: 'approved', statusChangedAt: LONG_AGO });
      const kept = await admin.client.request<OwnJobDTO>('PATCH', `/api/vagas/${own.id}`, { title: 'Vaga editada pelo administrador' });
      expect(kept.body).to.include({ status: 'approved', statusChangedAt: LONG_AGO.toISOString() });
    });

    it('reads a job stored before the stamp from its decision, its submission or its last write', async () => {
      const { client, user } = await company();
      const decidedAt = new Date('2025-05-06T10:00:00Z');
      const createdAt = new Date('2025-05-01T10:00:00Z');
      const rejected = await buildJob({ companyId: user._id, status: 'rejected', moderatedAt: decidedAt, createdAt });
      const pending = await buildJob({ companyId: user._id, status: 'pending', createdAt });
      const mine = (await client.get<OwnJobDTO[]>('/api/vagas/mine')).body;
      expect(mine.find((job) => job.id === rejected.id)!.statusChangedAt).to.equal(decidedAt.toISOString());
      expect(mine.find((job) => job.id === pending.id)!.statusChangedAt).to.equal(createdAt.toISOString());
    });
  });

  describe('PATCH /api/vagas/:id', () => {
    it('sends an edited approved job back to moderation: new submission, reason cleared, admins told, queued again', async () => {
      const { client, user } = await company();
      const job = await buildJob({ companyId: user._id, submittedBy: user._id, submissionId: 'old', status: 'approved', rejectionReason: null });
      const admin = await signedInClient(suite.server, { userType: 'admin' });
      const adminSocket = await socketOf(admin.client);
      const pending = nextEvent(adminSocket, 'job:pending');

      const res = await client.request<OwnJobDTO>('PATCH', `/api/vagas/${job.id}`, { title: 'Título revisto da vaga', salaryMax: null });
      expect(res.status).to.equal(200);
      expect(res.body).to.include({ status: 'pending', title: 'Título revisto da vaga', salaryMax: null, salaryMin: '5000' });
      const stored = (await Job.findById(job.id))!;
      expect(stored.submissionId).to.not.equal('old');
      expect((await pending).id).to.equal(job.id);
      expect((await queued(`item-submitted-job-${job.id}-${stored.submissionId}`))?.data).to.deep.equal({ kind: 'job', id: job.id, submissionId: stored.submissionId });
      // Gone from the public lists until approved again.
      expect((await suite.server.client().get(`/api/vagas/${job.id}`)).status).to.equal(404);
    });

    it('leaves an approved job alone when the edit changes nothing', async () => {
      const { client, user } = await company();
      const job = await buildJob({ companyId: user._id, status: 'approved' });
      const res = await client.request<OwnJobDTO>('PATCH', `/api/vagas/${job.id}`, {});
      expect(res.status).to.equal(200);
      expect(res.body.status).to.equal('approved');
    });

    it('clears the rejection reason of an edited rejected job', async () => {
      const { client, user } = await company();
      const job = await buildJob({ companyId: user._id, status: 'rejected', rejectionReason: 'Salário fora da faixa' });
      const res = await client.request<OwnJobDTO>('PATCH', `/api/vagas/${job.id}`, { salaryMin: '7000', salaryMax: '8000' });
      expect(res.body).to.include({ status: 'pending', rejectionReason: null, salaryMin: '7000' });
    });

    it('checks the salary order against the stored values', async () => {
      const { client, user } = await company();
      const job = await buildJob({ companyId: user._id, salaryMin: '5000', salaryMax: '8000' });
      const res = await client.request('PATCH', `/api/vagas/${job.id}`, { salaryMin: '9000' });
      expect(res.status).to.equal(400);
      expect(res.body.errors).to.deep.equal({ salaryMin: M.salaryOrder });
    });

    it("refuses a closed job (409), someone else's and an unknown one alike (404); an admin may edit any", async () => {
      const { client, user } = await company();
      const closed = await buildJob({ companyId: user._id, status: 'closed' });
      const res = await client.request('PATCH', `/api/vagas/${closed.id}`, { title: 'Reabrindo a vaga' });
      expect(res.status).to.equal(409);
      expect(res.body).to.deep.equal({ message: M.jobClosed });

      const foreign = await buildJob({ companyId: (await company()).user._id });
      const notMine = await client.request('PATCH', `/api/vagas/${foreign.id}`, { title: 'Vaga de outra empresa' });
      expect(notMine.status).to.equal(404);
      expect(notMine.body).to.deep.equal({ message: CATALOGUE_MESSAGES.jobNotFound });
      expect((await Job.findById(foreign.id))!.title).to.equal(foreign.title);

      const unknown = await client.request('PATCH', '/api/vagas/0123456789abcdef01234567', { title: 'Vaga que não existe' });
      expect(unknown.status).to.equal(404);
      expect(unknown.body).to.deep.equal({ message: CATALOGUE_MESSAGES.jobNotFound });

      const admin = await signedInClient(suite.server, { userType: 'admin' });
      const edited = await admin.client.request<OwnJobDTO>('PATCH', `/api/vagas/${foreign.id}`, { title: 'Título corrigido pelo admin' });
      expect(edited.status).to.equal(200);
      expect(edited.body).to.include({ status: 'approved', title: 'Título corrigido pelo admin' });
    });
  });

  describe('POST /api/vagas/:id/close', () => {
    it('closes a pending job: the admins drop it, the owner is told, the public never sees it', async () => {
      const { client } = await company();
      const created = (await client.post<OwnJobDTO>('/api/vagas', jobInput())).body;
      const admin = await signedInClient(suite.server, { userType: 'admin' });
      const owner = await socketOf(client);
      const adminSocket = await socketOf(admin.client);
      const resolved = nextEvent(adminSocket, 'moderation:resolved');
      const status = nextEvent(owner, 'job:status');

      expect(created.abilities).to.deep.equal({ edit: true, close: true, editResubmits: false, moveApplications: false, takeDown: false, restore: false });
      const res = await client.post<OwnJobDTO>(`/api/vagas/${created.id}/close`);
      expect(res.status).to.equal(200);
      expect(res.body.status).to.equal('closed');
      // The buttons follow the server's rule: nothing left to do with a closed job.
      expect(res.body.abilities).to.deep.equal({ edit: false, close: false, editResubmits: false, moveApplications: false, takeDown: false, restore: false });
      expect(await resolved).to.deep.equal({ kind: 'job', id: created.id, status: 'closed' });
      // The owner's open tabs get the closed job with its owner's abilities, not anyone's.
      const pushed = await status;
      expect(pushed).to.include({ id: created.id, status: 'closed' });
      expect(pushed.abilities).to.deep.equal({ edit: false, close: false, editResubmits: false, moveApplications: false, takeDown: false, restore: false });
      // Closing again changes nothing; editing it is refused.
      expect((await client.post<OwnJobDTO>(`/api/vagas/${created.id}/close`)).body.status).to.equal('closed');
      expect((await client.request('PATCH', `/api/vagas/${created.id}`, { title: 'Outro título aqui' })).status).to.equal(409);
    });

    it('takes an approved job off the public lists, and only its owner or an admin may close it', async () => {
      const { user } = await company();
      const job = await buildJob({ companyId: user._id });
      const other = await company();
      expect((await other.client.post(`/api/vagas/${job.id}/close`)).status).to.equal(404);
      const admin = await signedInClient(suite.server, { userType: 'admin' });
      expect((await admin.client.post(`/api/vagas/${job.id}/close`)).status).to.equal(200);
      expect((await suite.server.client().get(`/api/vagas/${job.id}`)).status).to.equal(404);
    });
  });

  describe('POST /api/cursos and /api/eventos', () => {
    const course = {
      title: 'Introdução à Energia Eólica',
      instructor: 'Eng. Paulo Ramos',
      description: 'Fundamentos de aerogeradores, vento e projetos de parques eólicos.',
      category: 'curso',
      level: 'iniciante',
      energyArea: 'eólica',
      duration: '12 horas',
    };
    const event = () => ({
      title: 'Encontro de Hidrogênio Verde',
      organizer: 'Associação do Hidrogênio',
      description: 'Palestras sobre produção, armazenamento e uso de hidrogênio verde.',
      eventType: 'online',
      energyArea: 'elétrica',
      eventDate: daysFromNow(30).toISOString(),
      location: 'Online',
      maxAttendees: 200,
    });

    it('stores a company course as pending, tells the admins and queues item-submitted', async () => {
      const admin = await signedInClient(suite.server, { userType: 'admin' });
      const adminSocket = await socketOf(admin.client);
      const pushed = nextEvent(adminSocket, 'course:pending');
      const { client, user } = await company();
      const res = await client.post('/api/cursos', course);
      expect(res.status).to.equal(201);
      expect(res.body).to.include({ status: 'pending', rejectionReason: null, title: course.title });
      const stored = (await Course.findById(res.body.id))!;
      expect(stored.submittedBy?.toString()).to.equal(user.id);
      expect((await pushed).submittedBy?.id).to.equal(user.id);
      expect((await queued(`item-submitted-course-${res.body.id}-${stored.submissionId}`))?.data).to.deep.equal({
        kind: 'course',
        id: res.body.id,
        submissionId: stored.submissionId,
      });
    });

    it('stores a company event as pending (the date ahead), an admin event as approved', async () => {
      const admin = await signedInClient(suite.server, { userType: 'admin' });
      const adminSocket = await socketOf(admin.client);
      const pushed = nextEvent(adminSocket, 'event:pending');
      const { client } = await company();
      const res = await client.post('/api/eventos', event());
      expect(res.status).to.equal(201);
      expect(res.body).to.include({ status: 'pending', maxAttendees: 200 });
      const stored = (await EventModel.findById(res.body.id))!;
      expect((await pushed).id).to.equal(res.body.id);
      expect(await queued(`item-submitted-event-${res.body.id}-${stored.submissionId}`)).to.not.equal(undefined);

      const own = await admin.client.post('/api/eventos', event());
      expect(own.body.status).to.equal('approved');
    });

    it('refuses a past date, a bad seat count and people who are not companies', async () => {
      const { client } = await company();
      const past = await client.post('/api/eventos', { ...event(), eventDate: daysFromNow(-1).toISOString(), maxAttendees: 0 });
      expect(past.status).to.equal(400);
      expect(past.body.errors).to.deep.equal({ eventDate: M.eventDateInvalid, maxAttendees: M.maxAttendeesInvalid });
      const missing = await client.post('/api/cursos', {});
      expect(missing.body.errors).to.include({ instructor: M.instructorRequired, category: M.categoryRequired, level: M.levelRequired });
      const { client: student } = await signedInClient(suite.server, { userType: 'student' });
      expect((await student.post('/api/cursos', course)).status).to.equal(403);
      expect((await student.post('/api/eventos', event())).status).to.equal(403);
    });
  });

  describe("an admin's writes are audited", () => {
    it("logs an admin's edit and close of a company's job (fields before → after) and an admin's own publications; a company's own writes are not admin actions", async () => {
      const owner = await company();
      const job = await buildJob({ companyId: owner.user._id, status: 'approved', title: 'Técnico de Subestação' });
      const admin = await signedInClient(suite.server, { userType: 'admin' });

      expect((await owner.client.request('PATCH', `/api/vagas/${job.id}`, { title: 'Técnico de Subestação II' })).status).to.equal(200);
      expect(await AuditLog.countDocuments({ targetId: job.id })).to.equal(0);

      expect((await admin.client.request('PATCH', `/api/vagas/${job.id}`, { title: 'Técnico(a) de Subestação' })).status).to.equal(200);
      expect((await admin.client.post(`/api/vagas/${job.id}/close`)).status).to.equal(200);
      const logs = await AuditLog.find({ targetId: job.id }).sort({ createdAt: 1, _id: 1 }).lean();
      expect(logs.map((log) => [log.action, String(log.actorId)])).to.deep.equal([
        ['job.update', admin.user.id],
        ['job.close', admin.user.id],
      ]);
      expect(logs[0]!.details).to.deep.equal({ before: { title: 'Técnico de Subestação II' }, after: { title: 'Técnico(a) de Subestação' } });
      expect(logs[1]!.details).to.deep.equal({ before: { status: 'pending' }, after: { status: 'closed' } });

      const published = await admin.client.post<OwnJobDTO>('/api/vagas', {
        title: 'Engenheiro(a) de Comissionamento',
        location: 'Recife - PE',
        jobType: 'emprego',
        energyArea: 'solar',
        workType: 'presencial',
        description: 'Comissionamento de usinas fotovoltaicas de grande porte no Nordeste.',
      });
      expect(published.status).to.equal(201);
      const course = await admin.client.post<{ id: string }>('/api/cursos', {
        title: 'Segurança em Instalações Elétricas',
        instructor: 'Eng. Marta Lima',
        description: 'Conceitos de segurança e análise de risco em instalações elétricas.',
        category: 'curso',
        level: 'iniciante',
        energyArea: 'elétrica',
      });
      expect(course.status).to.equal(201);
      for (const [id, action] of [[published.body.id, 'job.publish'], [course.body.id, 'course.publish']] as const) {
        const log = await AuditLog.findOne({ targetId: id }).lean();
        expect(log, action).to.include({ action });
        expect(String(log!.actorId)).to.equal(admin.user.id);
        expect((log!.details as { after: { status: string } }).after.status).to.equal('approved');
      }
    });
  });
});

