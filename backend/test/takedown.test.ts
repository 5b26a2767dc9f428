/**
 * The admin's take-down (issue 25): an approved job, course or event leaves the site with a reason
 * and is republished ('Republicar') by the one state machine; anything else is a 409 in
 * Portuguese; only admins; the owner still lists it with the reason, is pushed the change and has
 * one notification queued per move; every move audited.
 */
import { expect } from 'chai';
import {
  ADMIN_MESSAGES,
  TAKEDOWN_RULES,
  validateInput,
  type CourseDTO,
  type ItemStatusEvent,
  type JobDTO,
  type OwnCourseDTO,
  type OwnJobDTO,
  type SearchResponse,
  type TakedownResultDTO,
  type TakenDownItemDTO,
} from '@conecta/common';
import { AuditLog } from '../src/models/auditLog';
import { Job } from '../src/models/job';
import { takedownJobId } from '../src/lifecycles/index';
import { buildCourse, buildEvent, buildJob, buildService } from './catalogueFactories';
import { eventually, nextEvent, signedInClient, socketSuite, uniqueId, type SignedInAccount, type TestServer } from './support';

const REASON = 'Conteúdo enganoso sobre o salário oferecido.';

describe('Take-down: POST /api/admin/{jobs|courses|events}/:id/take-down and /restore', function () {
  this.timeout(60_000);
  const suite = socketSuite('takedown');
  let server: TestServer;
  let admin: SignedInAccount;
  let company: SignedInAccount;
  let student: SignedInAccount;

  before(async () => {
    server = suite.server;
    admin = await signedInClient(server, { userType: 'admin' });
    company = await signedInClient(server, { userType: 'company' });
    student = await signedInClient(server, { userType: 'student' });
  });

  const word = () => `palavra${uniqueId()}`;
  const companyJob = (overrides: Record<string, unknown> = {}) =>
    buildJob({ status: 'approved', submittedBy: company.user._id, companyId: company.user._id, submissionId: uniqueId(), ...overrides });

  async function listed(title: string): Promise<{ list: boolean; search: boolean }> {
    const list = (await (await fetch(`${server.url}/api/vagas?q=${encodeURIComponent(title)}`)).json()) as JobDTO[];
    const search = (await (await fetch(`${server.url}/api/search?q=${encodeURIComponent(title)}&type=jobs`)).json()) as SearchResponse;
    return { list: list.some((job) => job.title === title), search: search.jobs.some((job) => job.title === title) };
  }

  it('takes an approved job down: gone from the list, the search and its page; its owner lists it with the reason, is pushed it, and is told once', async () => {
    const title = `Vaga ${word()}`;
    const job = await companyJob({ title });
    await eventually(async () => (await listed(title)).search, 'the approved job is searchable');
    const socket = await suite.socketOf(company);
    const pushed = nextEvent(socket, 'item:status');
    const ownRow = nextEvent(socket, 'job:status');

    const res = await admin.client.post<TakedownResultDTO>(`/api/admin/jobs/${job.id}/take-down`, { reason: REASON });
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ kind: 'job', id: job.id, status: 'removed', reason: REASON });

    expect(await pushed).to.deep.equal({ kind: 'job', id: job.id, title, status: 'removed', reason: REASON } satisfies ItemStatusEvent);
    expect(await ownRow).to.include({ id: job.id, status: 'removed', rejectionReason: REASON });
    await eventually(async () => {
      const now = await listed(title);
      return !now.list && !now.search;
    }, 'the removed job left the list and the search');
    expect((await server.client().get(`/api/vagas/${job.id}`)).status).to.equal(404);

    const mine = await company.client.get<OwnJobDTO[]>('/api/vagas/mine');
    const row = mine.body.find((own) => own.id === job.id);
    expect(row).to.include({ status: 'removed', rejectionReason: REASON });
    expect(row!.abilities).to.include({ takeDown: false, restore: false });

    const stored = await Job.findById(job._id).lean();
    const queued = await server.runtime.producers.notifications.getJob(takedownJobId('job', job.id as string, 'removed', stored!.moderatedAt!));
    expect(queued?.name).to.equal('item-taken-down');
    expect(queued?.data).to.deep.equal({ kind: 'job', id: job.id, status: 'removed' });
    const jobs = await server.runtime.producers.notifications.getJobs(['waiting', 'delayed', 'completed', 'active', 'failed']);
    expect(jobs.filter((queuedJob) => queuedJob.name === 'item-taken-down' && (queuedJob.data as { id: string }).id === job.id)).to.have.length(1);

    const audit = await AuditLog.findOne({ action: 'job.takeDown', targetId: job.id }).lean();
    expect(audit?.actorId?.toString()).to.equal(admin.user.id);
    expect(audit?.details).to.deep.equal({ before: { title, status: 'approved' }, after: { title, status: 'removed', reason: REASON } });
  });

  it('answers 409 in Portuguese for anything but an approved item, and a second take-down', async () => {
    for (const status of ['pending', 'rejected', 'closed'] as const) {
      const job = await companyJob({ status });
      const res = await admin.client.post<{ message: string }>(`/api/admin/jobs/${job.id}/take-down`, { reason: REASON });
      expect(res.status, status).to.equal(409);
      expect(res.body.message).to.equal(ADMIN_MESSAGES.notPublished);
      expect((await Job.findById(job._id).lean())?.status).to.equal(status);
    }
    const job = await companyJob();
    expect((await admin.client.post(`/api/admin/jobs/${job.id}/take-down`, { reason: REASON })).status).to.equal(200);
    const again = await admin.client.post<{ message: string }>(`/api/admin/jobs/${job.id}/take-down`, { reason: REASON });
    expect(again.status).to.equal(409);
    expect(again.body.message).to.equal(ADMIN_MESSAGES.notPublished);

    const approved = await companyJob();
    const restore = await admin.client.post<{ message: string }>(`/api/admin/jobs/${approved.id}/restore`);
    expect(restore.status).to.equal(409);
    expect(restore.body.message).to.equal(ADMIN_MESSAGES.notTakenDown);
  });

  it('requires a reason within the rules, as the form checks it', async () => {
    const job = await companyJob();
    for (const body of [{}, { reason: '' }, { reason: 'curt' }, { reason: 'x'.repeat(501) }]) {
      const res = await admin.client.post<{ message: string; errors?: Record<string, string> }>(`/api/admin/jobs/${job.id}/take-down`, body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.errors?.reason).to.equal(ADMIN_MESSAGES.takedownReasonInvalid);
      expect(validateInput(TAKEDOWN_RULES, body).errors?.reason).to.equal(ADMIN_MESSAGES.takedownReasonInvalid);
    }
    expect((await Job.findById(job._id).lean())?.status).to.equal('approved');
  });

  it('refuses everyone but admins (403; 401 signed out), leaving the item published', async () => {
    const job = await companyJob();
    for (const who of [company, student]) {
      expect((await who.client.post(`/api/admin/jobs/${job.id}/take-down`, { reason: REASON })).status).to.equal(403);
      expect((await who.client.post(`/api/admin/jobs/${job.id}/restore`)).status).to.equal(403);
      expect((await who.client.get('/api/admin/taken-down')).status).to.equal(403);
    }
    expect((await server.client().post(`/api/admin/jobs/${job.id}/take-down`, { reason: REASON })).status).to.equal(401);
    expect((await Job.findById(job._id).lean())?.status).to.equal('approved');
  });

  it('answers 404 for an item that does not exist', async () => {
    const res = await admin.client.post<{ message: string }>('/api/admin/courses/0123456789abcdef01234567/take-down', { reason: REASON });
    expect(res.status).to.equal(404);
  });

  it('republishes a removed course as it stands: back in the list, audited, its owner told again', async () => {
    const title = `Curso ${word()}`;
    const course = await buildCourse({ title, submittedBy: company.user._id, status: 'approved' });
    const inList = async () => ((await (await fetch(`${server.url}/api/cursos`)).json()) as CourseDTO[]).some((row) => row.id === course.id);
    await eventually(inList, 'the approved course is listed');

    expect((await admin.client.post(`/api/admin/courses/${course.id}/take-down`, { reason: REASON })).status).to.equal(200);
    await eventually(async () => !(await inList()), 'the removed course left the list');
    const mine = await company.client.get<OwnCourseDTO[]>('/api/cursos/mine');
    expect(mine.body.find((row) => row.id === course.id)).to.include({ status: 'removed', rejectionReason: REASON });

    const removed = await admin.client.get<TakenDownItemDTO[]>('/api/admin/taken-down');
    expect(removed.status).to.equal(200);
    const entry = removed.body.find((row) => row.id === course.id);
    expect(entry).to.include({ kind: 'course', title, reason: REASON, owner: company.user.companyName || `${company.user.firstName} ${company.user.lastName}` });
    expect(entry!.abilities).to.deep.equal({ takeDown: false, restore: true });

    const restored = await admin.client.post<TakedownResultDTO>(`/api/admin/courses/${course.id}/restore`);
    expect(restored.status).to.equal(200);
    expect(restored.body).to.deep.equal({ kind: 'course', id: course.id, status: 'approved', reason: null });
    await eventually(inList, 'the republished course is listed again');
    expect((await company.client.get<OwnCourseDTO[]>('/api/cursos/mine')).body.find((row) => row.id === course.id)).to.include({ status: 'approved', rejectionReason: null });
    expect((await admin.client.get<TakenDownItemDTO[]>('/api/admin/taken-down')).body.some((row) => row.id === course.id)).to.equal(false);
    expect(await AuditLog.countDocuments({ action: 'course.restore', targetId: course.id })).to.equal(1);
    const jobs = await server.runtime.producers.notifications.getJobs(['waiting', 'delayed', 'completed', 'active', 'failed']);
    const told = jobs
      .map((queued) => ({ name: queued.name, data: queued.data as { id: string; status: string } }))
      .filter((queued) => queued.name === 'item-taken-down' && queued.data.id === course.id)
      .map((queued) => queued.data.status);
    expect(told.sort()).to.deep.equal(['approved', 'removed']);
  });

  it('takes an event down the same way', async () => {
    const event = await buildEvent({ submittedBy: company.user._id, status: 'approved' });
    const res = await admin.client.post<TakedownResultDTO>(`/api/admin/events/${event.id}/take-down`, { reason: REASON });
    expect(res.status).to.equal(200);
    expect(res.body.status).to.equal('removed');
    expect(await AuditLog.countDocuments({ action: 'event.takeDown', targetId: event.id })).to.equal(1);
  });

  it('takes a service down too: a kind registered in lifecycles/items.ts has the command without a line of its own', async () => {
    const service = await buildService({ status: 'approved', providerId: company.user._id, submittedBy: company.user._id });
    const res = await admin.client.post<TakedownResultDTO>(`/api/admin/services/${service.id}/take-down`, { reason: REASON });
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ kind: 'service', id: service.id, status: 'removed', reason: REASON });
    const listed = await admin.client.get<TakenDownItemDTO[]>('/api/admin/taken-down');
    expect(listed.body.find((row) => row.id === service.id)).to.include({ kind: 'service', reason: REASON });
    expect((await admin.client.post(`/api/admin/services/${service.id}/restore`)).status).to.equal(200);
  });

  it('lets the owner edit a removed job back into review, as a rejected one', async () => {
    const job = await companyJob();
    expect((await admin.client.post(`/api/admin/jobs/${job.id}/take-down`, { reason: REASON })).status).to.equal(200);
    const edited = await company.client.request<OwnJobDTO>('PATCH', `/api/vagas/${job.id}`, { title: 'Vaga corrigida depois da retirada' });
    expect(edited.status).to.equal(200);
    expect(edited.body).to.include({ status: 'pending', rejectionReason: null });
  });
});
