/**
 * An admin's take-down of an account's page (issue 25, decision 0025's amendment): the company's
 * public profile, its directory entry and every item it published leave every public read (lists,
 * search, item pages) and come back on 'Republicar página'; the owner and admins still read the
 * profile, the owner signs in and reads the reason, is pushed it and told once per move; two admins
 * at once move it once; only company and professional pages; only admins; every move audited.
 */
import { expect } from 'chai';
import {
  ADMIN_MESSAGES,
  DIRECTORY_MESSAGES,
  PAGE_TAKEDOWN_MESSAGES,
  PAGE_TAKEDOWN_RULES,
  validateInput,
  type AdminUserDTO,
  type CourseDTO,
  type DirectoryEntryDTO,
  type EventDTO,
  type JobDTO,
  type MyApplicationDTO,
  type PageStatusEvent,
  type SearchResponse,
  type ServiceDTO,
  type TakenDownPageDTO,
  type UserDTO,
} from '@conecta/common';
import { AuditLog } from '../src/models/auditLog';
import { Application } from '../src/models/application';
import { Course } from '../src/models/course';
import { Job } from '../src/models/job';
import { User } from '../src/models/user';
import { pageTakedownJobId } from '../src/lifecycles/index';
import { buildCourse, buildEvent, buildJob, buildService } from './catalogueFactories';
import { eventually, nextEvent, signedInClient, socketSuite, startTestServer, uniqueId, type SignedInAccount, type TestServer } from './support';

const REASON = 'Anúncios repetidos de vagas inexistentes.';

describe('Page take-down: POST /api/admin/users/:userId/take-down-page and /restore-page', function () {
  this.timeout(60_000);
  const suite = socketSuite('page_takedown');
  let server: TestServer;
  let admin: SignedInAccount;
  let otherAdmin: SignedInAccount;
  let student: SignedInAccount;

  before(async () => {
    server = suite.server;
    admin = await signedInClient(server, { userType: 'admin' });
    otherAdmin = await signedInClient(server, { userType: 'admin' });
    student = await signedInClient(server, { userType: 'student' });
  });

  const word = () => `palavra${uniqueId()}`;
  const get = async <T>(path: string): Promise<T> => (await (await fetch(`${server.url}${path}`)).json()) as T;
  const companyAccount = (): Promise<SignedInAccount> => signedInClient(server, { userType: 'company', firstName: `Eólica${uniqueId()}` });
  /** How the panel and the audit name an account without a company name. */
  const nameOf = (account: SignedInAccount) => `${account.user.firstName} ${account.user.lastName}`;

  /** What a visitor finds of the company's page and its items, each read the way the site reads it. */
  async function visible(company: SignedInAccount, items: { job: string; course: string; event: string; service: string }, name: string) {
    const q = encodeURIComponent(name);
    const [jobs, courses, events, services, search, directory] = await Promise.all([
      get<JobDTO[]>(`/api/vagas?q=${q}`),
      get<CourseDTO[]>('/api/cursos'),
      get<EventDTO[]>('/api/eventos'),
      get<ServiceDTO[]>(`/api/servicos?providerId=${company.user.id}`),
      get<SearchResponse>(`/api/search?q=${q}&type=all`),
      get<DirectoryEntryDTO[]>(`/api/profissionais?q=${encodeURIComponent(company.user.firstName)}`),
    ]);
    return {
      job: jobs.some((row) => row.id === items.job),
      course: courses.some((row) => row.id === items.course),
      event: events.some((row) => row.id === items.event),
      service: services.some((row) => row.id === items.service),
      searched: search.jobs.some((row) => row.id === items.job),
      directory: directory.some((row) => row.id === company.user.id),
    };
  }
  const allShown = { job: true, course: true, event: true, service: true, searched: true, directory: true };
  const noneShown = { job: false, course: false, event: false, service: false, searched: false, directory: false };

  it("takes a company's page down: its profile and every item leave the public reads, the owner still reads them and the reason; republishing brings them back", async () => {
    const company = await companyAccount();
    const name = word();
    const owned = { submittedBy: company.user._id, status: 'approved' };
    const job = await buildJob({ ...owned, title: `Técnico ${name}`, companyId: company.user._id });
    const course = await buildCourse({ ...owned, title: `Curso ${name}` });
    const event = await buildEvent({ ...owned, title: `Feira ${name}` });
    const service = await buildService({ ...owned, providerId: company.user._id, title: `Manutenção ${name}` });
    const items = { job: job.id as string, course: course.id as string, event: event.id as string, service: service.id as string };
    await eventually(async () => JSON.stringify(await visible(company, items, name)) === JSON.stringify(allShown), 'the page and its items are public');

    const socket = await suite.socketOf(company);
    const pushed = nextEvent(socket, 'page:status');

    const res = await admin.client.post<AdminUserDTO>(`/api/admin/users/${company.user.id}/take-down-page`, { reason: REASON });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ id: company.user.id, pageRemoved: true, pageRemovedReason: REASON });

    const event1 = await pushed;
    expect(event1.removed?.reason).to.equal(REASON);
    await eventually(async () => JSON.stringify(await visible(company, items, name)) === JSON.stringify(noneShown), 'the page and its items left every public read');

    // The profile: gone for visitors and other accounts, as it stands for its owner and admins.
    const visitor = await server.client().get<{ message: string }>(`/api/users/${company.user.id}`);
    expect(visitor.status).to.equal(404);
    expect(visitor.body.message).to.equal(DIRECTORY_MESSAGES.profileNotFound);
    expect((await student.client.get(`/api/users/${company.user.id}`)).status).to.equal(404);
    expect((await company.client.get<DirectoryEntryDTO>(`/api/users/${company.user.id}`)).body.id).to.equal(company.user.id);
    expect((await admin.client.get(`/api/users/${company.user.id}`)).status).to.equal(200);
    // Its items' own pages answer as a missing item's.
    expect((await server.client().get(`/api/vagas/${job.id}`)).status).to.equal(404);
    expect((await server.client().get(`/api/servicos/${service.id}`)).status).to.equal(404);

    // The owner signs in as before and reads the reason.
    const me = await company.client.get<UserDTO>('/api/user');
    expect(me.status).to.equal(200);
    expect(me.body.pageRemoved?.reason).to.equal(REASON);

    const stored = await User.findById(company.user._id).lean();
    expect(stored).to.include({ pageRemoved: true, pageRemovedReason: REASON });
    expect(stored?.pageRemovedBy?.toString()).to.equal(admin.user.id);
    const queued = await server.runtime.producers.notifications.getJob(pageTakedownJobId(company.user.id, 'removed', stored!.pageRemovedAt!));
    expect(queued?.name).to.equal('page-taken-down');
    expect(queued?.data).to.deep.equal({ userId: company.user.id, status: 'removed' });

    const audit = await AuditLog.findOne({ action: 'user.takeDownPage', targetId: company.user.id }).lean();
    expect(audit?.actorId?.toString()).to.equal(admin.user.id);
    expect(audit?.details).to.deep.equal({
      before: { name: nameOf(company), pageRemoved: false, reason: null },
      after: { name: nameOf(company), pageRemoved: true, reason: REASON },
    });

    const pages = await admin.client.get<TakenDownPageDTO[]>('/api/admin/taken-down-pages');
    expect(pages.status).to.equal(200);
    const entry = pages.body.find((row) => row.id === company.user.id);
    expect(entry).to.include({ name: nameOf(company), userType: 'company', reason: REASON });
    expect(entry!.abilities).to.deep.equal({ takeDown: false, restore: true });

    const back = nextEvent(socket, 'page:status');
    const restored = await admin.client.post<AdminUserDTO>(`/api/admin/users/${company.user.id}/restore-page`);
    expect(restored.status).to.equal(200);
    expect(restored.body).to.include({ pageRemoved: false, pageRemovedReason: null });
    expect(await back).to.deep.equal({ removed: null } satisfies PageStatusEvent);
    await eventually(async () => JSON.stringify(await visible(company, items, name)) === JSON.stringify(allShown), 'the page and its items are back');
    expect((await server.client().get(`/api/users/${company.user.id}`)).status).to.equal(200);
    expect((await company.client.get<UserDTO>('/api/user')).body.pageRemoved).to.equal(null);
    expect(await AuditLog.countDocuments({ action: 'user.restorePage', targetId: company.user.id })).to.equal(1);
    expect((await admin.client.get<TakenDownPageDTO[]>('/api/admin/taken-down-pages')).body.some((row) => row.id === company.user.id)).to.equal(false);
  });

  it('moves once when two admins take the same page down at once: one audit entry, one notice', async () => {
    const company = await companyAccount();
    const job = await buildJob({ submittedBy: company.user._id, companyId: company.user._id, status: 'approved' });
    const path = `/api/admin/users/${company.user.id}/take-down-page`;
    const [first, second] = await Promise.all([admin.client.post<AdminUserDTO>(path, { reason: REASON }), otherAdmin.client.post<AdminUserDTO>(path, { reason: `${REASON} (2)` })]);
    expect([first.status, second.status]).to.deep.equal([200, 200]);
    // Whichever came second found it moved: both answer the page as the first left it.
    expect(first.body.pageRemovedReason).to.equal(second.body.pageRemovedReason);
    expect(await AuditLog.countDocuments({ action: 'user.takeDownPage', targetId: company.user.id })).to.equal(1);
    const jobs = await server.runtime.producers.notifications.getJobs(['waiting', 'delayed', 'completed', 'active', 'failed']);
    expect(jobs.filter((queued) => queued.name === 'page-taken-down' && (queued.data as { userId: string }).userId === company.user.id)).to.have.length(1);
    expect((await Job.findById(job._id).lean())?.ownerPageRemoved).to.equal(true);

    // Repeating a move is an answer, not a second move; it brings a stray item in line.
    await Job.updateOne({ _id: job._id }, { $set: { ownerPageRemoved: false } });
    expect((await admin.client.post(path, { reason: REASON })).status).to.equal(200);
    expect((await Job.findById(job._id).lean())?.ownerPageRemoved).to.equal(true);
    expect(await AuditLog.countDocuments({ action: 'user.takeDownPage', targetId: company.user.id })).to.equal(1);
  });

  it("keeps a removed page's new items off the site, refuses applications to its jobs and leaves the ones sent readable", async () => {
    const company = await companyAccount();
    const candidate = await signedInClient(server, { userType: 'professional' });
    const job = await buildJob({ submittedBy: company.user._id, companyId: company.user._id, status: 'approved' });
    const applied = await candidate.client.post(`/api/vagas/${job.id}/apply`, { coverLetter: 'Tenho experiência em parques eólicos.' });
    expect(applied.status).to.equal(201);
    const other = await buildJob({ submittedBy: company.user._id, companyId: company.user._id, status: 'approved' });

    expect((await admin.client.post(`/api/admin/users/${company.user.id}/take-down-page`, { reason: REASON })).status).to.equal(200);
    const refused = await candidate.client.post<{ message: string }>(`/api/vagas/${other.id}/apply`, { coverLetter: 'Tenho experiência em parques eólicos.' });
    expect(refused.status).to.equal(404);
    const mine = await candidate.client.get<MyApplicationDTO[]>('/api/user/applications');
    expect(mine.body.map((row) => row.jobId)).to.include(job.id);
    expect(await Application.countDocuments({ jobId: job._id })).to.equal(1);

    const sent = await company.client.post<{ id: string }>('/api/cursos', {
      title: `Curso ${word()}`,
      instructor: 'Eng. Ana Prado',
      description: 'Operação e manutenção de aerogeradores.',
      category: 'curso',
      level: 'iniciante',
      energyArea: 'eólica',
      imageUrl: '',
      duration: '8 horas',
    });
    expect(sent.status, JSON.stringify(sent.body)).to.equal(201);
    expect((await Course.findById(sent.body.id).lean())?.ownerPageRemoved).to.equal(true);
  });

  it('answers 409 in Portuguese for an account without a page, 404 for a missing one, 400 for a reason out of the rules', async () => {
    for (const who of [student, otherAdmin]) {
      const res = await admin.client.post<{ message: string }>(`/api/admin/users/${who.user.id}/take-down-page`, { reason: REASON });
      expect(res.status).to.equal(409);
      expect(res.body.message).to.equal(PAGE_TAKEDOWN_MESSAGES.onlyPages);
    }
    const missing = await admin.client.post<{ message: string }>('/api/admin/users/0123456789abcdef01234567/take-down-page', { reason: REASON });
    expect(missing.status).to.equal(404);
    expect(missing.body.message).to.equal(ADMIN_MESSAGES.userNotFound);
    const company = await companyAccount();
    for (const body of [{}, { reason: 'curt' }, { reason: 'x'.repeat(501) }]) {
      const res = await admin.client.post<{ errors?: Record<string, string> }>(`/api/admin/users/${company.user.id}/take-down-page`, body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.errors?.reason).to.equal(ADMIN_MESSAGES.takedownReasonInvalid);
      expect(validateInput(PAGE_TAKEDOWN_RULES, body).errors?.reason).to.equal(ADMIN_MESSAGES.takedownReasonInvalid);
    }
    expect((await User.findById(company.user._id).lean())?.pageRemoved).to.equal(false);
  });

  it("takes a professional's page down too: their services leave the site", async () => {
    const professional = await signedInClient(server, { userType: 'professional' });
    const service = await buildService({ providerId: professional.user._id, submittedBy: professional.user._id, status: 'approved' });
    await eventually(async () => (await server.client().get(`/api/servicos/${service.id}`)).status === 200, 'the service is public');
    expect((await admin.client.post(`/api/admin/users/${professional.user.id}/take-down-page`, { reason: REASON })).status).to.equal(200);
    expect((await server.client().get(`/api/servicos/${service.id}`)).status).to.equal(404);
    expect((await server.client().get(`/api/users/${professional.user.id}`)).status).to.equal(404);
  });

  it('refuses everyone but admins (403; 401 signed out), leaving the page up', async () => {
    const company = await companyAccount();
    for (const who of [company, student]) {
      expect((await who.client.post(`/api/admin/users/${company.user.id}/take-down-page`, { reason: REASON })).status).to.equal(403);
      expect((await who.client.post(`/api/admin/users/${company.user.id}/restore-page`)).status).to.equal(403);
      expect((await who.client.get('/api/admin/taken-down-pages')).status).to.equal(403);
    }
    expect((await server.client().post(`/api/admin/users/${company.user.id}/take-down-page`, { reason: REASON })).status).to.equal(401);
    expect((await User.findById(company.user._id).lean())?.pageRemoved).to.equal(false);
  });
});

describe('a page take-down whose notice cannot be enqueued', function () {
  this.timeout(30_000);
  let server: TestServer;

  before(async () => {
    server = await startTestServer('page_takedown_queue_down');
  });
  after(async () => {
    await server?.stop();
  });

  it('answers 503 and leaves the page and its items public, with nothing audited', async () => {
    const admin = await signedInClient(server, { userType: 'admin' });
    const company = await signedInClient(server, { userType: 'company' });
    const job = await buildJob({ submittedBy: company.user._id, companyId: company.user._id, status: 'approved' });
    // The queue's Redis connection is gone (Redis down for producers): the enqueue really fails.
    (await server.runtime.producers.notifications.client).disconnect();
    const res = await admin.client.post(`/api/admin/users/${company.user.id}/take-down-page`, { reason: REASON });
    expect(res.status).to.equal(503);
    expect((await User.findById(company.user._id).lean())?.pageRemoved).to.equal(false);
    expect((await Job.findById(job._id).lean())?.ownerPageRemoved).to.equal(false);
    expect((await server.client().get(`/api/vagas/${job.id}`)).status).to.equal(200);
    expect(await AuditLog.countDocuments({ targetId: company.user.id })).to.equal(0);
  });
});
