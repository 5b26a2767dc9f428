/**
 * Content moderation (issue 13): the pending lists, approve / reject with their pushes, queue job
 * and audit entry, the race of two admins on one item, and who may call any of it (both admin
 * flags of spec §6). A second backend process shows that an approved job reaches every process's
 * lists and search by itself, and that the admins' pushes reach sockets on any process.
 */
import { expect } from 'chai';
import mongoose from 'mongoose';
import {
  ADMIN_MESSAGES,
  PUBLISHING_MESSAGES,
  REJECT_RULES,
  validateInput,
  type ModerationResultDTO,
  type OwnJobDTO,
  type PendingCourseDTO,
  type PendingEventDTO,
  type PendingJobDTO,
  type SearchResponse,
} from '@conecta/common';
import { AuditLog } from '../src/models/auditLog';
import { Job } from '../src/models/job';
import { Course } from '../src/models/course';
import { EventModel } from '../src/models/event';
import type { UserDocument } from '../src/models/user';
import { moderationJobId } from '../src/lifecycles/index';
import { at, buildCourse, buildEvent, buildJob, decision } from './catalogueFactories';
import {
  connectSocket,
  eventually,
  nextEvent,
  signedInClient,
  socketConnected,
  spawnBackendProcess,
  startTestServer,
  uniqueId,
  type HttpClient,
  type TestServer,
  type TestSocket,
} from './support';

interface Account {
  client: HttpClient;
  user: UserDocument;
}

/** A fresh word only this test's documents contain. */
function word(prefix: string): string {
  const letters = Array.from({ length: 9 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${prefix}${letters}`;
}

describe('Admin moderation: /api/admin/pending-* and approve / reject', function () {
  this.timeout(60_000);
  let server: TestServer;
  let other: { url: string; stop(): Promise<void> };
  /** userType admin, and a professional with the isAdmin flag: both are admins (spec §6). */
  let admin: Account;
  let flagAdmin: Account;
  let company: Account;
  let student: Account;
  const sockets: TestSocket[] = [];

  before(async () => {
    server = await startTestServer('admin_moderation');
    other = await spawnBackendProcess(server.config);
    admin = await signedInClient(server, { userType: 'admin' });
    flagAdmin = await signedInClient(server, { userType: 'professional', isAdmin: true });
    company = await signedInClient(server, { userType: 'company' });
    student = await signedInClient(server, { userType: 'student' });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  after(async () => {
    await other?.stop();
    await server?.stop();
  });

  async function socketOf(account: Account, url = server.url): Promise<TestSocket> {
    const socket = connectSocket(url, account.client.cookieHeader);
    sockets.push(socket);
    await socketConnected(socket);
    return socket;
  }

  const pendingJob = (overrides: Record<string, unknown> = {}) =>
    buildJob({ status: 'pending', submittedBy: company.user._id, companyId: company.user._id, submissionId: uniqueId(), ...overrides });

  async function queued(jobId: string) {
    return server.runtime.producers.notifications.getJob(jobId);
  }

  describe('pending lists', () => {
    it('lists pending jobs oldest first with their submitter, and nothing else', async () => {
      await Job.deleteMany({});
      const newer = await pendingJob({ createdAt: at(200) });
      const older = await pendingJob({ createdAt: at(100) });
      const orphan = await buildJob({ status: 'pending', createdAt: at(300) });
      await buildJob({ status: 'approved' });
      await buildJob({ status: 'rejected', submittedBy: company.user._id });

      const res = await admin.client.get<PendingJobDTO[]>('/api/admin/pending-jobs');
      expect(res.status).to.equal(200);
      expect(res.body.map((job) => job.id)).to.deep.equal([older.id, newer.id, orphan.id]);
      const [first] = res.body;
      expect(first).to.include({ id: older.id, title: older.title, company: older.company, status: 'pending', rejectionReason: null });
      expect(first!.description).to.equal(older.description);
      expect(first!.updatedAt).to.be.a('string');
      expect(first!.submittedBy).to.deep.equal({
        id: company.user.id,
        name: `${company.user.firstName} ${company.user.lastName}`,
        email: company.user.email,
        userType: 'company',
        verifiedCompany: false,
      });
      expect(res.body[2]!.submittedBy).to.equal(null);
      // Only what the presenter whitelists leaves the server.
      expect(first).not.to.have.any.keys('_id', 'moderatedBy', 'submissionId', '__v');
    });

    it('lists pending courses and events oldest first, with their submitter', async () => {
      await Course.deleteMany({});
      await EventModel.deleteMany({});
      const c2 = await buildCourse({ status: 'pending', submittedBy: company.user._id, createdAt: at(20) });
      const c1 = await buildCourse({ status: 'pending', submittedBy: company.user._id, createdAt: at(10) });
      await buildCourse({ status: 'approved' });
      const e2 = await buildEvent({ status: 'pending', submittedBy: company.user._id, createdAt: at(20) });
      const e1 = await buildEvent({ status: 'pending', createdAt: at(10) });
      await buildEvent({ status: 'approved' });

      const courses = await flagAdmin.client.get<PendingCourseDTO[]>('/api/admin/pending-courses');
      expect(courses.status).to.equal(200);
      expect(courses.body.map((c) => c.id)).to.deep.equal([c1.id, c2.id]);
      expect(courses.body[0]).to.include({ title: c1.title, instructor: c1.instructor, status: 'pending', rejectionReason: null });
      expect(courses.body[0]!.submittedBy?.id).to.equal(company.user.id);

      const events = await flagAdmin.client.get<PendingEventDTO[]>('/api/admin/pending-events');
      expect(events.status).to.equal(200);
      expect(events.body.map((e) => e.id)).to.deep.equal([e1.id, e2.id]);
      expect(events.body[0]).to.include({ title: e1.title, organizer: e1.organizer, status: 'pending', submittedBy: null });
      expect(events.body[1]!.createdAt).to.equal(at(20).toISOString());
    });
  });

  describe('approve', () => {
    it('publishes the job: every admin (on any process) and the owner are told, the owner is notified, the action is audited', async () => {
      const title = `Técnico ${word('aprov')}`;
      const job = await pendingJob({ title });
      const adminHere = await socketOf(admin);
      const adminThere = await socketOf(flagAdmin, other.url);
      const owner = await socketOf(company, other.url);
      const resolvedHere = nextEvent(adminHere, 'moderation:resolved');
      const resolvedThere = nextEvent(adminThere, 'moderation:resolved');
      const status = nextEvent(owner, 'job:status');

      const res = await admin.client.post<ModerationResultDTO>(`/api/admin/jobs/${job.id}/approve`, await decision('job', job.id));
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({ kind: 'job', id: job.id, status: 'approved' });

      expect(await resolvedHere).to.deep.equal({ kind: 'job', id: job.id, status: 'approved' });
      expect(await resolvedThere).to.deep.equal({ kind: 'job', id: job.id, status: 'approved' });
      const own: OwnJobDTO = await status;
      expect(own).to.include({ id: job.id, title, status: 'approved', rejectionReason: null });

      const stored = await Job.findById(job.id).lean();
      expect(stored).to.include({ status: 'approved', rejectionReason: null });
      expect(String(stored!.moderatedBy)).to.equal(admin.user.id);
      expect(stored!.moderatedAt).to.be.instanceOf(Date);

      const queuedJob = await queued(moderationJobId('job', job.id as string, 'approved', job.submissionId as string));
      expect(queuedJob?.name).to.equal('item-moderated');
      expect(queuedJob?.data).to.deep.equal({ kind: 'job', id: job.id, status: 'approved' });

      const logs = await AuditLog.find({ targetId: job.id }).lean();
      expect(logs).to.have.length(1);
      expect(logs[0]).to.include({ action: 'job.approve', targetType: 'job' });
      expect(String(logs[0]!.actorId)).to.equal(admin.user.id);
      expect(logs[0]!.details).to.deep.equal({ before: { status: 'pending' }, after: { status: 'approved', rejectionReason: null } });

      // Gone from the pending list, and public on both processes by itself (how fast is a benchmark's question).
      expect((await admin.client.get<PendingJobDTO[]>('/api/admin/pending-jobs')).body.map((j) => j.id)).not.to.include(job.id);
      await publicOn([server.url, other.url], title, true);
    });

    it('approves courses and events the same way', async () => {
      const course = await buildCourse({ status: 'pending', submittedBy: company.user._id });
      const event = await buildEvent({ status: 'pending', submittedBy: company.user._id });
      const socket = await socketOf(admin);

      let resolved = nextEvent(socket, 'moderation:resolved');
      const c = await flagAdmin.client.post<ModerationResultDTO>(`/api/admin/courses/${course.id}/approve`, await decision('course', course.id));
      expect(c.status).to.equal(200);
      expect(c.body).to.deep.equal({ kind: 'course', id: course.id, status: 'approved' });
      expect(await resolved).to.deep.equal({ kind: 'course', id: course.id, status: 'approved' });

      resolved = nextEvent(socket, 'moderation:resolved');
      const e = await flagAdmin.client.post<ModerationResultDTO>(`/api/admin/events/${event.id}/approve`, await decision('event', event.id));
      expect(e.status).to.equal(200);
      expect(await resolved).to.deep.equal({ kind: 'event', id: event.id, status: 'approved' });

      expect((await Course.findById(course.id).lean())?.status).to.equal('approved');
      expect((await EventModel.findById(event.id).lean())?.status).to.equal('approved');
      expect((await AuditLog.findOne({ targetId: course.id }).lean())?.action).to.equal('course.approve');
      expect((await AuditLog.findOne({ targetId: event.id }).lean())?.action).to.equal('event.approve');
      expect((await queued(moderationJobId('course', course.id as string, 'approved', course.submissionId as string)))?.data).to.deep.equal({ kind: 'course', id: course.id, status: 'approved' });
      expect((await queued(moderationJobId('event', event.id as string, 'approved', event.submissionId as string)))?.data).to.deep.equal({ kind: 'event', id: event.id, status: 'approved' });
    });

    it('answers 404 for an unknown item and 409 for one already decided, changing nothing', async () => {
      const missing = new mongoose.Types.ObjectId().toString();
      const notFound = await admin.client.post(`/api/admin/jobs/${missing}/approve`, await decision('job', missing));
      expect(notFound.status).to.equal(404);
      expect(notFound.body.message).to.equal('Vaga não encontrada');
      expect((await admin.client.post(`/api/admin/courses/${missing}/approve`, await decision('course', missing))).body.message).to.equal('Curso não encontrado');
      expect((await admin.client.post(`/api/admin/events/${missing}/reject`, await decision('event', missing, 'Conteúdo impróprio'))).body.message).to.equal('Evento não encontrado');
      expect((await admin.client.post('/api/admin/jobs/xyz/approve')).status).to.equal(400);

      const approved = await buildJob({ status: 'approved' });
      const again = await admin.client.post(`/api/admin/jobs/${approved.id}/reject`, await decision('job', approved.id, 'Mudei de ideia'));
      expect(again.status).to.equal(409);
      expect(again.body.message).to.equal(ADMIN_MESSAGES.alreadyModerated);
      expect((await Job.findById(approved.id).lean())?.status).to.equal('approved');
      expect(await AuditLog.countDocuments({ targetId: approved.id })).to.equal(0);
    });

    it('does not publish a pending item by a body nobody asked for', async () => {
      const job = await pendingJob();
      const res = await admin.client.post(`/api/admin/jobs/${job.id}/approve`, { status: 'closed' });
      expect(res.status).to.equal(400);
      expect((await Job.findById(job.id).lean())?.status).to.equal('pending');
    });

    it('refuses a decision without the version read, naming the field', async () => {
      const job = await pendingJob();
      const res = await admin.client.post(`/api/admin/jobs/${job.id}/approve`, {});
      expect(res.status).to.equal(400);
      expect(res.body.errors).to.deep.equal({ version: ADMIN_MESSAGES.versionRequired });
      expect((await Job.findById(job.id).lean())?.status).to.equal('pending');
    });

    it('approves only the text the admin read: an edit after the read answers 409 and refreshes the lists live', async () => {
      const job = await pendingJob({ title: `Instalador ${word('lido')}` });
      const read = (await admin.client.get<PendingJobDTO[]>('/api/admin/pending-jobs')).body.find((item) => item.id === job.id)!;
      expect(read.version).to.equal(job.updatedAt!.toISOString());

      // The company swaps the text after the admin read it; every admin's list gets the new version.
      const adminSocket = await socketOf(admin);
      const refreshed = nextEvent(adminSocket, 'job:pending');
      const swapped = `Texto trocado ${word('troca')} depois da leitura do administrador.`;
      expect((await company.client.request('PATCH', `/api/vagas/${job.id}`, { description: swapped })).status).to.equal(200);
      const pushed = await refreshed;
      expect(pushed).to.include({ id: job.id, description: swapped });
      expect(pushed.version).not.to.equal(read.version);

      for (const [verb, body] of [['approve', { version: read.version }], ['reject', { version: read.version, reason: 'Fora do escopo' }]] as const) {
        const stale = await admin.client.post(`/api/admin/jobs/${job.id}/${verb}`, body);
        expect(stale.status, verb).to.equal(409);
        expect(stale.body.message).to.equal(ADMIN_MESSAGES.changedSinceRead);
      }
      expect(await Job.findById(job.id).lean()).to.include({ status: 'pending', moderatedBy: null });
      expect(await AuditLog.countDocuments({ targetId: job.id })).to.equal(0);

      const current = await admin.client.post<ModerationResultDTO>(`/api/admin/jobs/${job.id}/approve`, { version: pushed.version });
      expect(current.status).to.equal(200);
      expect(await Job.findById(job.id).lean()).to.include({ status: 'approved', description: swapped });
    });
  });

  describe('reject', () => {
    it('stores the reason, tells the owner and the admins, and keeps the job out of the public lists', async () => {
      const title = `Eletricista ${word('rejei')}`;
      const job = await pendingJob({ title });
      const adminSocket = await socketOf(flagAdmin);
      const owner = await socketOf(company);
      const resolved = nextEvent(adminSocket, 'moderation:resolved');
      const status = nextEvent(owner, 'job:status');

      const res = await flagAdmin.client.post<ModerationResultDTO>(`/api/admin/jobs/${job.id}/reject`, await decision('job', job.id, '  Descrição incompleta.\nFalta salário.  '));
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({ kind: 'job', id: job.id, status: 'rejected' });
      expect(await resolved).to.deep.equal({ kind: 'job', id: job.id, status: 'rejected' });
      expect(await status).to.include({ id: job.id, status: 'rejected', rejectionReason: 'Descrição incompleta.\nFalta salário.' });

      expect((await Job.findById(job.id).lean())?.rejectionReason).to.equal('Descrição incompleta.\nFalta salário.');
      const log = await AuditLog.findOne({ targetId: job.id }).lean();
      expect(log).to.include({ action: 'job.reject' });
      expect(log!.details).to.deep.equal({ before: { status: 'pending' }, after: { status: 'rejected', rejectionReason: 'Descrição incompleta.\nFalta salário.' } });
      expect((await queued(moderationJobId('job', job.id as string, 'rejected', job.submissionId as string)))?.data).to.deep.equal({ kind: 'job', id: job.id, status: 'rejected' });
      await publicOn([server.url], title, false);
    });

    it('rejects courses and events with their reason', async () => {
      const course = await buildCourse({ status: 'pending', submittedBy: company.user._id });
      const event = await buildEvent({ status: 'pending' });
      expect((await admin.client.post(`/api/admin/courses/${course.id}/reject`, await decision('course', course.id, 'Sem link de acesso'))).status).to.equal(200);
      expect((await admin.client.post(`/api/admin/events/${event.id}/reject`, await decision('event', event.id, 'Data incorreta'))).status).to.equal(200);
      expect(await Course.findById(course.id).lean()).to.include({ status: 'rejected', rejectionReason: 'Sem link de acesso' });
      expect(await EventModel.findById(event.id).lean()).to.include({ status: 'rejected', rejectionReason: 'Data incorreta' });
      expect((await AuditLog.findOne({ targetId: event.id }).lean())?.action).to.equal('event.reject');
      // Nobody submitted the event: nobody to notify.
      expect(await queued(moderationJobId('event', event.id as string, 'rejected', event.submissionId as string))).to.equal(undefined);
    });

    for (const [name, body] of [
      ['no reason', {}],
      ['a reason of 4 after trimming', { reason: '  abcd  ' }],
      ['a reason of 501', { reason: 'x'.repeat(501) }],
      ['a reason that is not text', { reason: 12345 }],
    ] as const) {
      it(`refuses ${name} with the rule's message, as the browser's check does`, async () => {
        const job = await pendingJob();
        const sent = { ...(await decision('job', job.id)), ...body };
        const res = await admin.client.post(`/api/admin/jobs/${job.id}/reject`, sent);
        expect(res.status).to.equal(400);
        expect(res.body.errors).to.deep.equal({ reason: PUBLISHING_MESSAGES.reasonInvalid });
        expect(validateInput(REJECT_RULES, sent).errors).to.deep.equal({ reason: PUBLISHING_MESSAGES.reasonInvalid });
        expect((await Job.findById(job.id).lean())?.status).to.equal('pending');
      });
    }
  });

  describe('two admins on one item', () => {
    // Each pair several times: an unguarded read-modify-write (FerretDB v1) let both through in most trials.
    for (const [trial, [first, second]] of ([
      ['approve', 'reject'],
      ['approve', 'approve'],
      ['reject', 'reject'],
      ['approve', 'approve'],
      ['reject', 'approve'],
      ['approve', 'approve'],
    ] as const).entries()) {
      it(`${first} and ${second} at once (trial ${trial + 1}): one wins, the other gets 409, nothing is applied twice`, async () => {
        const job = await pendingJob();
        const read = await decision('job', job.id);
        const act = (who: Account, verb: 'approve' | 'reject') =>
          who.client.post(`/api/admin/jobs/${job.id}/${verb}`, verb === 'reject' ? { ...read, reason: `Motivo de ${who.user.id}` } : read);
        const results = await Promise.all([act(admin, first), act(flagAdmin, second)]);

        expect(results.map((r) => r.status).sort()).to.deep.equal([200, 409]);
        const loser = results.find((r) => r.status === 409)!;
        expect(loser.body.message).to.equal(ADMIN_MESSAGES.alreadyModerated);
        const winner = results.find((r) => r.status === 200)!.body as ModerationResultDTO;

        const stored = await Job.findById(job.id).lean();
        expect(stored?.status).to.equal(winner.status);
        expect(await AuditLog.countDocuments({ targetId: job.id })).to.equal(1);
        const jobs = await server.runtime.producers.notifications.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
        const mine = jobs.filter((j) => j.name === 'item-moderated' && (j.data as { id: string }).id === job.id);
        expect(mine).to.have.length(1);
        expect(mine[0]!.data).to.deep.equal({ kind: 'job', id: job.id, status: winner.status });
      });
    }
  });

  describe('who may call', () => {
    const PATHS = { job: 'jobs', course: 'courses', event: 'events' } as const;
    const decideOn = async (c: HttpClient, kind: 'job' | 'course' | 'event', id: unknown, verb: 'approve' | 'reject') =>
      c.post(`/api/admin/${PATHS[kind]}/${String(id)}/${verb}`, await decision(kind, id, verb === 'reject' ? 'Fora do escopo' : undefined));
    const ROUTES: Array<[string, (c: HttpClient) => Promise<{ status: number }>]> = [
      ['GET /api/admin/dashboard/stats', (c) => c.get('/api/admin/dashboard/stats')],
      ['GET /api/admin/pending-jobs', (c) => c.get('/api/admin/pending-jobs')],
      ['GET /api/admin/pending-courses', (c) => c.get('/api/admin/pending-courses')],
      ['GET /api/admin/pending-events', (c) => c.get('/api/admin/pending-events')],
      ['POST /api/admin/jobs/:id/approve', async (c) => decideOn(c, 'job', (await pendingJob()).id, 'approve')],
      ['POST /api/admin/jobs/:id/reject', async (c) => decideOn(c, 'job', (await pendingJob()).id, 'reject')],
      ['POST /api/admin/courses/:id/approve', async (c) => decideOn(c, 'course', (await buildCourse({ status: 'pending' })).id, 'approve')],
      ['POST /api/admin/courses/:id/reject', async (c) => decideOn(c, 'course', (await buildCourse({ status: 'pending' })).id, 'reject')],
      ['POST /api/admin/events/:id/approve', async (c) => decideOn(c, 'event', (await buildEvent({ status: 'pending' })).id, 'approve')],
      ['POST /api/admin/events/:id/reject', async (c) => decideOn(c, 'event', (await buildEvent({ status: 'pending' })).id, 'reject')],
    ];
    for (const [route, call] of ROUTES) {
      it(`${route}: userType admin 200, isAdmin flag 200, visitor 401, company and student 403`, async () => {
        const got = {
          admin: (await call(admin.client)).status,
          flag: (await call(flagAdmin.client)).status,
          anonymous: (await call(server.client())).status,
          company: (await call(company.client)).status,
          student: (await call(student.client)).status,
        };
        expect(got).to.deep.equal({ admin: 200, flag: 200, anonymous: 401, company: 403, student: 403 });
      });
    }

    it('a refused caller learns nothing about the item and changes nothing', async () => {
      const job = await pendingJob();
      const res = await company.client.post(`/api/admin/jobs/${job.id}/approve`, await decision('job', job.id));
      expect(res.status).to.equal(403);
      expect(res.body.message).to.equal(ADMIN_MESSAGES.accessDenied);
      expect((await Job.findById(job.id).lean())?.status).to.equal('pending');
    });
  });
});

/** Polls the lists and search of each backend until `title` is (or is not) in them: another process follows a write by itself. */
async function publicOn(urls: string[], title: string, shown: boolean): Promise<void> {
  const pending = new Set(urls);
  await eventually(
    async () => {
      for (const url of [...pending]) {
        const list = (await (await fetch(`${url}/api/vagas?q=${encodeURIComponent(title)}`)).json()) as Array<{ title: string }>;
        const search = (await (await fetch(`${url}/api/search?q=${encodeURIComponent(title)}&type=jobs`)).json()) as SearchResponse;
        const inList = list.some((job) => job.title === title);
        const inSearch = search.jobs.some((job) => job.title === title);
        if (inList === shown && inSearch === shown) pending.delete(url);
      }
      return pending.size === 0;
    },
    () => `'${title}' ${shown ? 'not shown' : 'still shown'} by ${[...pending].join(', ')}`,
  );
}

describe('a decision whose notification cannot be enqueued', function () {
  this.timeout(30_000);
  let server: TestServer;

  before(async () => {
    server = await startTestServer('admin_moderation_queue_down');
  });
  after(async () => {
    await server?.stop();
  });

  it('answers 503 and puts the item back in moderation, with nothing audited or pushed', async () => {
    const admin = await signedInClient(server, { userType: 'admin' });
    const { user: owner } = await signedInClient(server, { userType: 'company' });
    const since = new Date('2026-01-05T09:00:00Z');
    const job = await buildJob({ status: 'pending', submittedBy: owner._id, title: `Operador ${word('fila')}`, statusChangedAt: since });
    const socket = connectSocket(server.url, admin.client.cookieHeader);
    await socketConnected(socket);
    const resolved: string[] = [];
    socket.on('moderation:resolved', (e) => resolved.push(e.id));
    try {
      // The queue's Redis connection is gone (Redis down for producers): the enqueue really fails.
      (await server.runtime.producers.notifications.client).disconnect();
      const res = await admin.client.post(`/api/admin/jobs/${job.id}/approve`, await decision('job', job.id));
      expect(res.status).to.equal(503);

      const stored = await Job.findById(job.id).lean();
      expect(stored).to.include({ status: 'pending', rejectionReason: null, moderatedBy: null, moderatedAt: null });
      // Pending since it was sent, as before the decision that did not hold ('Enviada em' in 'Minhas vagas').
      expect(stored?.statusChangedAt?.toISOString()).to.equal(since.toISOString());
      expect(await AuditLog.countDocuments({ targetId: job.id })).to.equal(0);
      const pending = await admin.client.get<PendingJobDTO[]>('/api/admin/pending-jobs');
      expect(pending.body.map((j) => j.id)).to.include(job.id);
      // Nothing pushed: a positive barrier instead of a pause. A job nobody submitted, rejected, is
      // decided without the queue (nobody to notify, no job alerts to run: issue 26), and its
      // 'moderation:resolved' goes to the same admins' room on the same socket after the refused one
      // would have: once it is here, a push for the refused job would be here too.
      const barrierJob = await buildJob({ status: 'pending', title: `Barreira ${word('fila')}` });
      const barrier = nextEvent(socket, 'moderation:resolved');
      expect((await admin.client.post(`/api/admin/jobs/${barrierJob.id}/reject`, await decision('job', barrierJob.id, 'Barreira do teste'))).status).to.equal(200);
      expect((await barrier).id).to.equal(barrierJob.id);
      expect(resolved).to.deep.equal([barrierJob.id]);
    } finally {
      socket.disconnect();
    }
  });
});
