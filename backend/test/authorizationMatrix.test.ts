/**
 * The authorization matrix (issue 15): every API route × every kind of
 * caller → the status it must answer, with valid input, so a 2xx means the
 * caller may and a 401/403/404 that the route refused them. The table is
 * checked against the router itself: a route that is not in the table (a new
 * one) fails the suite until someone decides who may call it.
 */
import { expect } from 'chai';
import { TEST_WORLD_PREFIX } from '../src/routes/testing/testWorld';
import type Router from '@koa/router';
import { createApp } from '../src/app';
import { buildCourse, buildEvent, buildJob, buildPartner, buildService, decision } from './catalogueFactories';
import { buildProfile } from './profileFactories';
import { buildRegistration, buildUser, startTestServer, uniqueId, type HttpClient, type HttpResponse, type TestServer } from './support';
import { png, pdf, upload, uploadsDir } from './uploadSupport';
import { Application } from '../src/models/application';
import { User } from '../src/models/user';
import { Verification } from '../src/models/verification';
import { JobAlert } from '../src/models/jobAlert';
import { DataExport } from '../src/models/dataExport';
import { dataExportKey } from '../src/services/dataExport';
import { confirmationToken, unsubscribeToken } from '../src/services/jobAlerts';
import { jobAlertKey, jobAlertQueryOf } from '@conecta/common';
import { freshCnpj, freshCrea, submitRegistration } from './verificationFactories';

const ROLES = ['anonymous', 'student', 'professional', 'company', 'general', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Column = Role | 'otherOwner';

interface Caller {
  role: Role;
  client: HttpClient;
  id: string | null;
}

interface Row {
  /** Runs the request as `caller`; `other` names an item that belongs to someone else (the other-owner column). */
  call(caller: Caller, fixtures: Fixtures, other: boolean): Promise<HttpResponse>;
  expect: Partial<Record<Column, number>> & Record<Role, number>;
  /** The call changes who the session is (signs in, signs up, signs out): each role runs it on a session of its own. */
  ownSession?: boolean;
}

interface Fixtures {
  jobId: string;
  courseId: string;
  eventId: string;
  profileId: string;
  /** A portfolio item of a user who is none of the callers. */
  foreignItemId: string;
  /** Its gallery's images. */
  foreignImageIds: string[];
  /** A credential of that same user. */
  foreignCredentialId: string;
  server: TestServer;
}

const everyone = (status: number) => Object.fromEntries(ROLES.map((role) => [role, status])) as Record<Role, number>;
/** Any signed-in account may; a visitor is asked to sign in. */
const signedIn = (status: number): Record<Role, number> => ({ ...everyone(status), anonymous: 401 });
/** Signed-in owners only; someone else's item answers 404 and stays untouched. */
const owner = (status: number) => ({ ...signedIn(status), otherOwner: 404 });
/** People only (students, professionals, general users): companies and admins are refused. */
const people = (status: number): Record<Role, number> => ({ ...signedIn(status), company: 403, admin: 403 });
/** A person's own credential; someone else's answers 404 and stays untouched. */
const personOwner = (status: number) => ({ ...people(status), otherOwner: 404 });
/**
 * Rede de Contatos: accounts with a public profile. A general or admin account may not ask (403)
 * and, never asked, has nothing to accept or end (404).
 */
const connectors = (status: number): Record<Role, number> => ({ ...signedIn(status), general: status === 201 ? 403 : 404, admin: status === 201 ? 403 : 404 });

/** A new professional nobody is connected to. */
async function freshPerson(): Promise<string> {
  return (await buildUser({ userType: 'professional' })).user.id as string;
}

/** A new professional who asked the caller to connect (when the caller can be asked); their id. */
async function askedBy(caller: Caller, f: Fixtures): Promise<string> {
  const { user, password } = await buildUser({ userType: 'professional' });
  if (caller.id) {
    const client = f.server.client();
    await client.post('/api/login', { email: user.email, password });
    await client.post(`/api/connections/${caller.id}`, {});
  }
  return user.id as string;
}

/** Admins only: everyone else signed in is refused. */
const admins = (status: number): Record<Role, number> => ({ ...signedIn(403), admin: status });

/** A registration in review, of an account that is none of the callers, with the version an admin reads. */
async function pendingVerification(): Promise<{ id: string; version: string }> {
  const { user } = await buildUser({ userType: 'professional' });
  const number = freshCrea();
  const row = await Verification.create({ userId: user._id, kind: 'crea', key: number, number, council: 'MG', submissionId: uniqueId(), submittedAt: new Date() });
  return { id: row.id as string, version: row.updatedAt.toISOString() };
}

/** A CREA sent with its document by an account that is none of the callers, through the API (the file stored as a real one is). */
async function registrationWithDocument(server: TestServer): Promise<string> {
  const { user, password } = await buildUser({ userType: 'professional' });
  const client = server.client();
  await client.post('/api/login', { email: user.email, password });
  return ((await submitRegistration(client, 'crea', { number: freshCrea(), council: 'SP' })).body as { id: string }).id;
}

/** A fresh pending item of that kind, for one moderation call. */
async function pending(kind: 'job' | 'course' | 'event' | 'service'): Promise<string> {
  const build = { job: buildJob, course: buildCourse, event: buildEvent, service: buildService }[kind];
  return (await build({ status: 'pending' })).id as string;
}

const MODERATION_PATHS = { job: 'jobs', course: 'courses', event: 'events', service: 'services' } as const;
/** An approve or reject of a fresh pending item, carrying the version the caller read. */
async function decideFresh(client: HttpClient, kind: 'job' | 'course' | 'event' | 'service', verb: 'approve' | 'reject', reason?: string) {
  const id = await pending(kind);
  return client.post(`/api/admin/${MODERATION_PATHS[kind]}/${id}/${verb}`, await decision(kind, id, reason));
}

/** Issue 25: a take-down of a fresh approved item, or the republishing of a fresh removed one. */
async function takeDownFresh(client: HttpClient, kind: 'job' | 'course' | 'event' | 'service', verb: 'take-down' | 'restore') {
  const build = { job: buildJob, course: buildCourse, event: buildEvent, service: buildService }[kind];
  const doc = await build({ status: verb === 'take-down' ? 'approved' : 'removed' });
  return client.post(`/api/admin/${MODERATION_PATHS[kind]}/${doc.id as string}/${verb}`, verb === 'take-down' ? { reason: 'Conteúdo fora das regras do site' } : undefined);
}

/** Companies and admins may (publishing); everyone else is refused, a visitor asked to sign in. */
const publishers = (status: number): Record<Role, number> => ({ ...everyone(403), anonymous: 401, company: status, admin: status });
/** Candidates only (students and professionals, common `canApply`): companies, general accounts and admins are refused. */
const candidates = (status: number): Record<Role, number> => ({ ...everyone(403), anonymous: 401, student: status, professional: status });

/** A job of the caller's own (a visitor's: of nobody), for the routes that manage one. */
async function ownJob(caller: Caller): Promise<string> {
  return (await buildJob(caller.id ? { companyId: caller.id, submittedBy: caller.id } : {})).id as string;
}

/** An application to a job whose company is the caller when the caller is a company, else another company's. */
async function applicationOf(caller: Caller): Promise<string> {
  const companyId = caller.role === 'company' ? caller.id : (await buildUser({ userType: 'company' })).user.id;
  const job = await buildJob({ companyId });
  const { user: candidate } = await buildUser({ userType: 'student' });
  return (await Application.create({ jobId: job._id, userId: candidate._id })).id as string;
}

const JOB_INPUT = {
  title: 'Técnico(a) de Usinas Solares',
  location: 'Natal - RN',
  jobType: 'emprego',
  energyArea: 'solar',
  workType: 'presencial',
  description: 'Operação e manutenção preventiva de usinas fotovoltaicas.',
};

async function ownItem(caller: Caller, fixtures: Fixtures, other: boolean): Promise<string> {
  if (other || caller.role === 'anonymous') return fixtures.foreignItemId;
  return ((await caller.client.post('/api/portfolio', { title: `Projeto ${uniqueId()}` })).body as { id: string }).id;
}

/** A fresh item of the caller's with a gallery of two images (refused callers get someone else's item, with its gallery). */
async function ownGallery(caller: Caller, fixtures: Fixtures, other: boolean): Promise<{ itemId: string; imageIds: string[] }> {
  if (other || caller.role === 'anonymous') return { itemId: fixtures.foreignItemId, imageIds: fixtures.foreignImageIds };
  const itemId = await ownItem(caller, fixtures, other);
  let imageIds: string[] = [];
  for (const side of [30, 40]) {
    const res = await upload<{ images: Array<{ id: string }> }>(caller.client, `/api/portfolio/${itemId}/images`, { body: await png(side, side), name: 'obra.png', type: 'image/png' });
    imageIds = res.body.images.map((image) => image.id);
  }
  return { itemId, imageIds };
}

const CREDENTIAL_INPUT = { code: 'nr35', trainedOn: '2025-01-10', hours: 8, institution: 'SENAI' };

/** A fresh credential of the caller's (refused callers get someone else's: their 403 comes first). */
async function ownCredential(caller: Caller, fixtures: Fixtures, other: boolean): Promise<string> {
  if (other || !['student', 'professional', 'general'].includes(caller.role)) return fixtures.foreignCredentialId;
  return ((await caller.client.post('/api/users/credentials', CREDENTIAL_INPUT)).body as { id: string }).id;
}

/** A ready data export of the caller's (its ZIP stored), or (`other`, a visitor) of an account that is none of the callers. */
async function readyExport(caller: Caller, fixtures: Fixtures, other: boolean): Promise<string> {
  const userId = other || caller.role === 'anonymous' || !caller.id ? (await buildUser()).user._id : caller.id;
  const row = await DataExport.create({ userId, status: 'ready', readyAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000), size: 4 });
  const key = dataExportKey(row.id as string);
  await fixtures.server.runtime.storage.put(key, Buffer.from('PK\x05\x06'));
  await DataExport.updateOne({ _id: row._id }, { $set: { storageKey: key } });
  return row.id as string;
}

/** A fresh job alert of the caller's, or (`other`, a visitor) of an account that is none of the callers. */
async function ownAlert(caller: Caller, other: boolean): Promise<string> {
  if (other || caller.role === 'anonymous') {
    const { user } = await buildUser();
    const query = jobAlertQueryOf({ q: `foreign ${uniqueId()}` });
    return (await JobAlert.create({ userId: user._id, query, key: jobAlertKey(query), frequency: 'immediate' })).id as string;
  }
  return ((await caller.client.post('/api/users/alerts', { q: `subestação ${uniqueId()}`, frequency: 'immediate' })).body as { id: string }).id;
}

/** Issue 25: who offers services (common `canOfferServices`). */
const SERVICE_PROVIDERS: readonly Role[] = ['professional', 'company', 'admin'];
/** Providers may; students and general accounts are refused, a visitor asked to sign in. */
const providers = (status: number): Record<Role, number> => ({ ...signedIn(403), professional: status, company: status, admin: status });
/** A provider's own service; anyone else (and the other-owner column) gets someone else's, answered as missing. */
const serviceOwner = (status: number) => ({ ...signedIn(404), professional: status, company: status, admin: status, otherOwner: 404 });

/** A fresh service of the caller's, with one photo; of an account that is none of the callers for those who cannot offer one. */
async function ownService(caller: Caller, other: boolean): Promise<{ id: string; photoId: string }> {
  const photoId = (uniqueId() + uniqueId() + uniqueId() + uniqueId()).slice(0, 32);
  const photos = [{ photoId, key: `service-photos/${photoId}.webp`, url: `/uploads/service-photos/${photoId}.webp` }];
  const mine = !other && caller.id && SERVICE_PROVIDERS.includes(caller.role);
  const service = await buildService(mine ? { providerId: caller.id, photos } : { photos });
  return { id: service.id as string, photoId };
}

/**
 * The public id of a fresh session of the caller's account (buildUser's password), or of a new
 * account's when no caller is given, as its own list names it.
 */
async function secondSession(server: TestServer, caller?: Caller): Promise<string> {
  const email = caller ? ((await caller.client.get('/api/user')).body as { email: string }).email : (await buildUser()).user.email;
  const client = server.client();
  await client.post('/api/login', { email, password: 'senha123' });
  const sessions = (await client.get('/api/auth/sessions')).body as Array<{ id: string; current: boolean }>;
  return sessions.find((s) => s.current)!.id;
}

const newPartnerId = async () => (await buildPartner({ name: `Parceiro ${uniqueId()}` })).id as string;

const MATRIX: Record<string, Row> = {
  'GET /api/health': { call: (c) => c.client.get('/api/health'), expect: everyone(200) },
  'GET /api/openapi.json': { call: (c) => c.client.get('/api/openapi.json'), expect: everyone(200) },
  'GET /api/docs': { call: (c) => c.client.get('/api/docs'), expect: everyone(200) },
  'POST /api/register': { call: (c) => c.client.post('/api/register', buildRegistration()), expect: everyone(201), ownSession: true },
  'POST /api/login': {
    call: async (c) => {
      const { user, password } = await buildUser();
      return c.client.post('/api/login', { email: user.email, password });
    },
    expect: everyone(200),
    ownSession: true,
  },
  'GET /api/login': { call: (c) => c.client.get('/api/login?userType=student'), expect: everyone(302) },
  'POST /api/logout': { call: (c) => c.client.post('/api/logout'), expect: everyone(204), ownSession: true },
  // Each role on a fresh session of its own (buildUser's password): a change ends the account's other sessions.
  'POST /api/auth/password': {
    call: (c) => c.client.post('/api/auth/password', { currentPassword: 'senha123', newPassword: 'novaSenha456' }),
    expect: signedIn(204),
    ownSession: true,
  },
  // 'Meus dados' (issue 26): each role deletes a fresh account of its own; an admin's is refused.
  'POST /api/account/delete': { call: (c) => c.client.post('/api/account/delete', { password: 'senha123' }), expect: { ...signedIn(204), admin: 403 }, ownSession: true },
  // The mailed link works without a session (another device): each caller confirms a fresh account's token.
  'POST /api/auth/email/confirm': {
    call: async (c, f) => {
      const { user } = await buildUser({ emailVerified: false });
      const { token } = await f.server.runtime.emailVerifications.create(user.id as string);
      return c.client.post('/api/auth/email/confirm', { token });
    },
    expect: everyone(204),
  },
  // Each role on a fresh session whose account has not confirmed yet (a confirmed one answers 409).
  'POST /api/auth/email/resend': {
    call: async (c) => {
      const me = await c.client.get<{ id: string }>('/api/user');
      if (me.status === 200) await User.updateOne({ _id: me.body.id }, { $set: { emailVerified: false } });
      return c.client.post('/api/auth/email/resend');
    },
    expect: signedIn(204),
    ownSession: true,
  },
  // Anyone may ask (a signed-in person too: the same answer, a link for the typed address).
  'POST /api/auth/login-link': {
    call: async (c) => {
      const { user } = await buildUser();
      return c.client.post('/api/auth/login-link', { email: user.email });
    },
    expect: everyone(202),
  },
  // The mailed link signs in whichever browser opens it: each caller uses a fresh account's token.
  'POST /api/auth/login-link/confirm': {
    call: async (c, f) => {
      const { user } = await buildUser();
      const { token } = await f.server.runtime.linkTokens.create('login-link', user.id as string);
      return c.client.post('/api/auth/login-link/confirm', { token });
    },
    expect: everyone(200),
    ownSession: true,
  },
  'GET /api/user': { call: (c) => c.client.get('/api/user'), expect: signedIn(200) },
  'GET /api/auth/user': { call: (c) => c.client.get('/api/auth/user'), expect: signedIn(200) },
  'GET /api/auth/sessions': { call: (c) => c.client.get('/api/auth/sessions'), expect: signedIn(200) },
  // Each caller ends a second session of its own account (signed in for the call); the other-owner
  // column, a session of someone else's: 404, and it goes on.
  'DELETE /api/auth/sessions/:id': {
    call: async (c, f, other) => {
      const target = other ? await secondSession(f.server) : c.id ? await secondSession(f.server, c) : '0'.repeat(24);
      return c.client.request('DELETE', `/api/auth/sessions/${target}`);
    },
    expect: owner(204),
  },
  'POST /api/auth/sessions/revoke-others': { call: (c) => c.client.post('/api/auth/sessions/revoke-others'), expect: signedIn(204), ownSession: true },
  'POST /api/contact': {
    call: (c) =>
      c.client.post('/api/contact', { name: 'Rita Moura', email: 'rita@example.com', contactType: 'duvida', subject: 'Uma dúvida', message: 'Como funcionam os cursos?' }),
    expect: everyone(201),
  },
  'GET /api/notifications': { call: (c) => c.client.get('/api/notifications'), expect: signedIn(200) },
  'POST /api/notifications/read': { call: (c) => c.client.post('/api/notifications/read'), expect: signedIn(204) },
  'GET /api/vagas': { call: (c) => c.client.get('/api/vagas'), expect: everyone(200) },
  'GET /api/vagas/locations': { call: (c) => c.client.get('/api/vagas/locations'), expect: everyone(200) },
  'GET /api/vagas/recommended': { call: (c) => c.client.get('/api/vagas/recommended'), expect: signedIn(200) },
  'GET /api/vagas/:id': { call: (c, f) => c.client.get(`/api/vagas/${f.jobId}`), expect: everyone(200) },
  'POST /api/vagas/:id/apply': { call: (c, f) => c.client.post(`/api/vagas/${f.jobId}/apply`, { coverLetter: '' }), expect: candidates(201) },
  'POST /api/vagas': { call: (c) => c.client.post('/api/vagas', JOB_INPUT), expect: publishers(201) },
  'GET /api/vagas/mine': { call: (c) => c.client.get('/api/vagas/mine'), expect: publishers(200) },
  'GET /api/vagas/mine/figures': { call: (c) => c.client.get('/api/vagas/mine/figures'), expect: publishers(200) },
  'PATCH /api/vagas/:id': {
    call: async (c) => c.client.request('PATCH', `/api/vagas/${await ownJob(c)}`, { title: 'Título revisado da vaga' }),
    expect: publishers(200),
  },
  'POST /api/vagas/:id/close': { call: async (c) => c.client.post(`/api/vagas/${await ownJob(c)}/close`), expect: publishers(200) },
  'GET /api/vagas/:id/applications': { call: async (c) => c.client.get(`/api/vagas/${await ownJob(c)}/applications`), expect: publishers(200) },
  // The job's company alone moves its applicants: not even an admin.
  'PATCH /api/applications/:id': {
    // Only the job's company: to anyone else signed in the application is as absent as an unknown one.
    call: async (c) => c.client.request('PATCH', `/api/applications/${await applicationOf(c)}`, { status: 'interview' }),
    expect: { ...everyone(404), anonymous: 401, company: 200 },
  },
  'GET /api/cursos': { call: (c) => c.client.get('/api/cursos'), expect: everyone(200) },
  'POST /api/cursos': {
    call: (c) =>
      c.client.post('/api/cursos', {
        title: 'Fundamentos de Eólica',
        instructor: 'Eng. Paulo Ramos',
        description: 'Aerogeradores, recurso eólico e projetos de parques.',
        category: 'curso',
        level: 'iniciante',
        energyArea: 'eólica',
      }),
    expect: publishers(201),
  },
  'GET /api/servicos': { call: (c) => c.client.get('/api/servicos'), expect: everyone(200) },
  'GET /api/servicos/:id': { call: async (c) => c.client.get(`/api/servicos/${(await buildService()).id as string}`), expect: everyone(200) },
  'GET /api/servicos/mine': { call: (c) => c.client.get('/api/servicos/mine'), expect: signedIn(200) },
  'POST /api/servicos': {
    call: (c) =>
      c.client.post('/api/servicos', { title: 'Instalação de Painéis Solares', description: 'Instalação e homologação de sistemas fotovoltaicos residenciais.', kind: 'instalacao', energyArea: 'solar' }),
    expect: providers(201),
  },
  'PATCH /api/servicos/:id': {
    call: async (c, _f, other) => c.client.request('PATCH', `/api/servicos/${(await ownService(c, other)).id}`, { title: 'Título revisado do serviço' }),
    expect: serviceOwner(200),
  },
  'DELETE /api/servicos/:id': { call: async (c, _f, other) => c.client.request('DELETE', `/api/servicos/${(await ownService(c, other)).id}`), expect: serviceOwner(204) },
  'POST /api/servicos/:id/photos': {
    call: async (c, _f, other) => upload(c.client, `/api/servicos/${(await ownService(c, other)).id}/photos`, { body: await png(), name: 'obra.png', type: 'image/png' }),
    expect: serviceOwner(200),
  },
  'DELETE /api/servicos/:id/photos/:photoId': {
    call: async (c, _f, other) => {
      const { id, photoId } = await ownService(c, other);
      return c.client.request('DELETE', `/api/servicos/${id}/photos/${photoId}`);
    },
    expect: serviceOwner(200),
  },
  'POST /api/cursos/:id/enroll': { call: (c, f) => c.client.post(`/api/cursos/${f.courseId}/enroll`), expect: signedIn(201) },
  'GET /api/eventos': { call: (c) => c.client.get('/api/eventos'), expect: everyone(200) },
  'POST /api/eventos': {
    call: (c) =>
      c.client.post('/api/eventos', {
        title: 'Encontro de Hidrogênio Verde',
        organizer: 'Associação do Hidrogênio',
        description: 'Palestras sobre produção e uso de hidrogênio verde.',
        eventType: 'online',
        energyArea: 'elétrica',
        eventDate: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
        location: 'Online',
      }),
    expect: publishers(201),
  },
  'GET /api/eventos/locations': { call: (c) => c.client.get('/api/eventos/locations'), expect: everyone(200) },
  'POST /api/eventos/:id/register': { call: (c, f) => c.client.post(`/api/eventos/${f.eventId}/register`), expect: signedIn(201) },
  'GET /api/partners': { call: (c) => c.client.get('/api/partners'), expect: everyone(200) },
  'GET /api/user/applications': { call: (c) => c.client.get('/api/user/applications'), expect: signedIn(200) },
  'GET /api/user/enrollments': { call: (c) => c.client.get('/api/user/enrollments'), expect: signedIn(200) },
  'GET /api/user/registrations': { call: (c) => c.client.get('/api/user/registrations'), expect: signedIn(200) },
  // Favourites (issue 26): any signed-in account keeps its own; the path names no owner.
  'GET /api/user/favorites': { call: (c) => c.client.get('/api/user/favorites?kind=job'), expect: signedIn(200) },
  'GET /api/user/favorites/ids': { call: (c) => c.client.get('/api/user/favorites/ids'), expect: signedIn(200) },
  'PUT /api/user/favorites/:kind/:id': { call: (c, f) => c.client.request('PUT', `/api/user/favorites/course/${f.courseId}`), expect: signedIn(201) },
  'DELETE /api/user/favorites/:kind/:id': { call: (c, f) => c.client.request('DELETE', `/api/user/favorites/course/${f.courseId}`), expect: signedIn(204) },
  // Rede de Contatos (issue 26): people with a public profile connect; general and admin accounts have none.
  'GET /api/connections': { call: (c) => c.client.get('/api/connections'), expect: signedIn(200) },
  'POST /api/connections/:userId': { call: async (c) => c.client.post(`/api/connections/${await freshPerson()}`, {}), expect: connectors(201) },
  'POST /api/connections/:userId/accept': { call: async (c, f) => c.client.post(`/api/connections/${await askedBy(c, f)}/accept`), expect: connectors(200) },
  'DELETE /api/connections/:userId': {
    call: async (c, f) => c.client.request('DELETE', `/api/connections/${await askedBy(c, f)}`),
    expect: connectors(204),
  },
  'GET /api/users/:userId/connections': { call: (c, f) => c.client.get(`/api/users/${f.profileId}/connections`), expect: everyone(200) },
  'GET /api/messages/:userId/permission': { call: (c, f) => c.client.get(`/api/messages/${f.profileId}/permission`), expect: signedIn(200) },
  // Companies and admins: what they sent, with its status (issue 25).
  'GET /api/cursos/mine': { call: (c) => c.client.get('/api/cursos/mine'), expect: publishers(200) },
  'GET /api/eventos/mine': { call: (c) => c.client.get('/api/eventos/mine'), expect: publishers(200) },
  'GET /api/users/me/export': { call: (c) => c.client.get('/api/users/me/export'), expect: signedIn(200) },
  'POST /api/users/me/export': { call: (c) => c.client.post('/api/users/me/export', {}), expect: signedIn(202) },
  'GET /api/users/me/export/:id/download': {
    call: async (c, f, other) => c.client.get(`/api/users/me/export/${await readyExport(c, f, other)}/download`),
    expect: owner(200),
  },
  'GET /api/users/alerts': { call: (c) => c.client.get('/api/users/alerts'), expect: signedIn(200) },
  'POST /api/users/alerts': { call: (c) => c.client.post('/api/users/alerts', { q: `inversor ${uniqueId()}`, frequency: 'daily' }), expect: signedIn(201) },
  'PATCH /api/users/alerts/:id': {
    call: async (c, f, other) => c.client.request('PATCH', `/api/users/alerts/${await ownAlert(c, other)}`, { paused: true }),
    expect: owner(200),
  },
  'DELETE /api/users/alerts/:id': {
    call: async (c, f, other) => c.client.request('DELETE', `/api/users/alerts/${await ownAlert(c, other)}`),
    expect: owner(204),
  },
  'POST /api/alertas': { call: (c) => c.client.post('/api/alertas', { email: `visitante.${uniqueId()}@example.com`, q: 'eólica', frequency: 'daily' }), expect: everyone(202) },
  'POST /api/alertas/confirmar': {
    call: async (c, f) => c.client.post(`/api/alertas/confirmar?token=${confirmationToken(f.server.config.sessionSecret, await ownAlert(c, true))}`, {}),
    expect: everyone(204),
  },
  // The e-mail's unsubscribe link: its token is the authority, whoever follows it.
  'POST /api/alertas/cancelar': {
    call: async (c, f) => c.client.post(`/api/alertas/cancelar?token=${unsubscribeToken(f.server.config.sessionSecret, await ownAlert(c, true))}`, {}),
    expect: everyone(204),
  },
  'GET /api/search': { call: (c) => c.client.get('/api/search?q=solar'), expect: everyone(200) },
  'GET /api/users': { call: (c) => c.client.get('/api/users'), expect: everyone(200) },
  'GET /api/profissionais': { call: (c) => c.client.get('/api/profissionais'), expect: everyone(200) },
  'GET /api/users/:id': { call: (c, f) => c.client.get(`/api/users/${f.profileId}`), expect: everyone(200) },
  'GET /api/users/:id/portfolio': { call: (c, f) => c.client.get(`/api/users/${f.profileId}/portfolio`), expect: everyone(200) },
  'PATCH /api/users/profile': { call: (c) => c.client.request('PATCH', '/api/users/profile', { bio: 'Trabalho com energia solar.' }), expect: signedIn(200) },
  'POST /api/users/profile/photo': {
    call: async (c) => upload(c.client, '/api/users/profile/photo', { body: await png(), name: 'foto.png', type: 'image/png' }),
    expect: signedIn(200),
  },
  'DELETE /api/users/profile/photo': { call: (c) => c.client.request('DELETE', '/api/users/profile/photo'), expect: signedIn(200) },
  'GET /api/users/profile/completeness': { call: (c) => c.client.get('/api/users/profile/completeness'), expect: signedIn(200) },
  'GET /api/users/credentials': { call: (c) => c.client.get('/api/users/credentials'), expect: people(200) },
  'GET /api/user/verifications': { call: (c) => c.client.get('/api/user/verifications'), expect: signedIn(200) },
  // A company registers its CNPJ, a person changes the number of its CREA (sent first with its document; a fresh
  // number each: one registration, one account); an admin neither.
  'PUT /api/user/verifications/:kind': {
    call: async (c) => {
      if (c.role === 'company') return c.client.request('PUT', '/api/user/verifications/cnpj', { number: freshCnpj() });
      await submitRegistration(c.client, 'crea', { number: freshCrea(), council: 'SP' });
      return c.client.request('PUT', '/api/user/verifications/crea', { number: freshCrea(), council: 'SP' });
    },
    expect: { ...signedIn(200), admin: 403 },
  },
  // A person's CREA with its carteira; a company has no CREA, an admin no registration.
  'POST /api/user/verifications/:kind/document': {
    call: (c) => submitRegistration(c.client, 'crea', { number: freshCrea(), council: 'SP' }),
    expect: people(200),
  },
  // Its own document only (by kind): a company's or an admin's account has no CREA, so none to read.
  'GET /api/user/verifications/:kind/document': {
    call: async (c) => {
      if (['student', 'professional', 'general'].includes(c.role)) await submitRegistration(c.client, 'crea', { number: freshCrea(), council: 'SP' });
      return c.client.get('/api/user/verifications/crea/document');
    },
    expect: { ...signedIn(200), company: 404, admin: 404 },
  },
  'GET /api/admin/verifications/:id/document': {
    call: async (c, f) => c.client.get(`/api/admin/verifications/${await registrationWithDocument(f.server)}/document`),
    expect: admins(200),
  },
  'POST /api/users/credentials': { call: (c) => c.client.post('/api/users/credentials', CREDENTIAL_INPUT), expect: people(201) },
  'PATCH /api/users/credentials/:id': {
    call: async (c, f, other) => c.client.request('PATCH', `/api/users/credentials/${await ownCredential(c, f, other)}`, { hours: 16 }),
    expect: personOwner(200),
  },
  'DELETE /api/users/credentials/:id': {
    call: async (c, f, other) => c.client.request('DELETE', `/api/users/credentials/${await ownCredential(c, f, other)}`),
    expect: personOwner(204),
  },
  'POST /api/users/credentials/:id/certificate': {
    call: async (c, f, other) => upload(c.client, `/api/users/credentials/${await ownCredential(c, f, other)}/certificate`, { body: pdf(), name: 'nr35.pdf', type: 'application/pdf' }),
    expect: personOwner(200),
  },
  'DELETE /api/users/credentials/:id/certificate': {
    call: async (c, f, other) => c.client.request('DELETE', `/api/users/credentials/${await ownCredential(c, f, other)}/certificate`),
    expect: personOwner(200),
  },
  'GET /api/skills': { call: (c) => c.client.get('/api/skills?q=ene'), expect: everyone(200) },
  'POST /api/skills': { call: (c) => c.client.post('/api/skills', { name: `Competência ${uniqueId()}`, category: 'technical' }), expect: signedIn(201) },
  'GET /api/portfolio': { call: (c) => c.client.get('/api/portfolio'), expect: signedIn(200) },
  'POST /api/portfolio': { call: (c) => c.client.post('/api/portfolio', { title: 'Usina de 5 MWp' }), expect: signedIn(201) },
  'PATCH /api/portfolio/:id': {
    call: async (c, f, other) => c.client.request('PATCH', `/api/portfolio/${await ownItem(c, f, other)}`, { title: 'Outro título' }),
    expect: owner(200),
  },
  'DELETE /api/portfolio/:id': {
    call: async (c, f, other) => c.client.request('DELETE', `/api/portfolio/${await ownItem(c, f, other)}`),
    expect: owner(204),
  },
  'POST /api/portfolio/:id/images': {
    call: async (c, f, other) => upload(c.client, `/api/portfolio/${await ownItem(c, f, other)}/images`, { body: await png(), name: 'obra.png', type: 'image/png' }),
    expect: owner(200),
  },
  'PUT /api/portfolio/:id/images/order': {
    call: async (c, f, other) => {
      const { itemId, imageIds } = await ownGallery(c, f, other);
      return c.client.request('PUT', `/api/portfolio/${itemId}/images/order`, { imageIds: [...imageIds].reverse() });
    },
    expect: owner(200),
  },
  'DELETE /api/portfolio/:id/images/:imageId': {
    call: async (c, f, other) => {
      const { itemId, imageIds } = await ownGallery(c, f, other);
      return c.client.request('DELETE', `/api/portfolio/${itemId}/images/${imageIds[0]}`);
    },
    expect: owner(200),
  },
  'POST /api/portfolio/:id/document': {
    call: async (c, f, other) => upload(c.client, `/api/portfolio/${await ownItem(c, f, other)}/document`, { body: pdf(), name: 'laudo.pdf', type: 'application/pdf' }),
    expect: owner(200),
  },
  'DELETE /api/portfolio/:id/document': {
    call: async (c, f, other) => c.client.request('DELETE', `/api/portfolio/${await ownItem(c, f, other)}/document`),
    expect: owner(200),
  },
  'GET /api/messages/conversations': { call: (c) => c.client.get('/api/messages/conversations'), expect: signedIn(200) },
  'GET /api/messages/unread': { call: (c) => c.client.get('/api/messages/unread'), expect: signedIn(200) },
  'GET /api/messages/blocked': { call: (c) => c.client.get('/api/messages/blocked'), expect: signedIn(200) },
  'GET /api/messages/settings': { call: (c) => c.client.get('/api/messages/settings'), expect: signedIn(200) },
  'PUT /api/messages/settings': { call: (c) => c.client.request('PUT', '/api/messages/settings', { readReceipts: true }), expect: signedIn(200) },
  'POST /api/messages': { call: (c, f) => c.client.post('/api/messages', { receiverId: f.profileId, content: 'Olá!' }), expect: signedIn(201) },
  'GET /api/messages/:userId': { call: (c, f) => c.client.get(`/api/messages/${f.profileId}`), expect: signedIn(200) },
  'POST /api/messages/:userId/read': { call: (c, f) => c.client.post(`/api/messages/${f.profileId}/read`), expect: signedIn(200) },
  'POST /api/messages/:userId/typing': { call: (c, f) => c.client.post(`/api/messages/${f.profileId}/typing`), expect: signedIn(204) },
  'POST /api/messages/:userId/report': {
    call: async (c) => {
      // Each caller reports a conversation of its own.
      const { user: other } = await buildUser();
      if (c.role !== 'anonymous') await c.client.post('/api/messages', { receiverId: other.id, content: 'Olá' });
      return c.client.post(`/api/messages/${other.id}/report`, { reason: 'Mensagens ofensivas repetidas' });
    },
    expect: signedIn(201),
  },
  'POST /api/messages/block/:userId': {
    call: async (c) => c.client.post(`/api/messages/block/${(await buildUser()).user.id}`),
    expect: signedIn(204),
  },
  'DELETE /api/messages/block/:userId': {
    call: async (c) => c.client.request('DELETE', `/api/messages/block/${(await buildUser()).user.id}`),
    expect: signedIn(204),
  },
  // Admins only (userType admin here; the isAdmin flag is held to the same in adminModeration.test.ts).
  'GET /api/admin/dashboard/stats': { call: (c) => c.client.get('/api/admin/dashboard/stats'), expect: admins(200) },
  'GET /api/admin/pending-jobs': { call: (c) => c.client.get('/api/admin/pending-jobs'), expect: admins(200) },
  'GET /api/admin/pending-courses': { call: (c) => c.client.get('/api/admin/pending-courses'), expect: admins(200) },
  'GET /api/admin/pending-events': { call: (c) => c.client.get('/api/admin/pending-events'), expect: admins(200) },
  'GET /api/admin/pending-services': { call: (c) => c.client.get('/api/admin/pending-services'), expect: admins(200) },
  'POST /api/admin/services/:id/approve': { call: async (c) => decideFresh(c.client, 'service', 'approve'), expect: admins(200) },
  'POST /api/admin/services/:id/reject': { call: async (c) => decideFresh(c.client, 'service', 'reject', 'Serviço fora das regras do site'), expect: admins(200) },
  'GET /api/admin/verifications': { call: (c) => c.client.get('/api/admin/verifications'), expect: admins(200) },
  // Each caller decides a registration of its own making: a decided one answers 409 to the next.
  'POST /api/admin/verifications/:id/verify': {
    call: async (c) => {
      const pending = await pendingVerification();
      return c.client.post(`/api/admin/verifications/${pending.id}/verify`, { version: pending.version });
    },
    expect: admins(200),
  },
  'POST /api/admin/verifications/:id/reject': {
    call: async (c) => {
      const pending = await pendingVerification();
      return c.client.post(`/api/admin/verifications/${pending.id}/reject`, { version: pending.version, reason: 'Número não confere' });
    },
    expect: admins(200),
  },
  // Each caller decides an item of its own: a decided item answers 409 to the next one.
  'POST /api/admin/jobs/:id/approve': { call: async (c) => decideFresh(c.client, 'job', 'approve'), expect: admins(200) },
  'POST /api/admin/jobs/:id/reject': {
    call: async (c) => decideFresh(c.client, 'job', 'reject', 'Fora do escopo'),
    expect: admins(200),
  },
  'POST /api/admin/courses/:id/approve': { call: async (c) => decideFresh(c.client, 'course', 'approve'), expect: admins(200) },
  'POST /api/admin/courses/:id/reject': {
    call: async (c) => decideFresh(c.client, 'course', 'reject', 'Fora do escopo'),
    expect: admins(200),
  },
  'POST /api/admin/events/:id/approve': { call: async (c) => decideFresh(c.client, 'event', 'approve'), expect: admins(200) },
  'POST /api/admin/events/:id/reject': {
    call: async (c) => decideFresh(c.client, 'event', 'reject', 'Fora do escopo'),
    expect: admins(200),
  },
  // Issue 25: each caller takes down an approved item of its own making, and republishes a removed one.
  'POST /api/admin/jobs/:id/take-down': { call: async (c) => takeDownFresh(c.client, 'job', 'take-down'), expect: admins(200) },
  'POST /api/admin/jobs/:id/restore': { call: async (c) => takeDownFresh(c.client, 'job', 'restore'), expect: admins(200) },
  'POST /api/admin/courses/:id/take-down': { call: async (c) => takeDownFresh(c.client, 'course', 'take-down'), expect: admins(200) },
  'POST /api/admin/courses/:id/restore': { call: async (c) => takeDownFresh(c.client, 'course', 'restore'), expect: admins(200) },
  'POST /api/admin/events/:id/take-down': { call: async (c) => takeDownFresh(c.client, 'event', 'take-down'), expect: admins(200) },
  'POST /api/admin/events/:id/restore': { call: async (c) => takeDownFresh(c.client, 'event', 'restore'), expect: admins(200) },
  'POST /api/admin/services/:id/take-down': { call: async (c) => takeDownFresh(c.client, 'service', 'take-down'), expect: admins(200) },
  'POST /api/admin/services/:id/restore': { call: async (c) => takeDownFresh(c.client, 'service', 'restore'), expect: admins(200) },
  'GET /api/admin/taken-down': { call: (c) => c.client.get('/api/admin/taken-down'), expect: admins(200) },
  // Issue 25: a company's whole page (its profile and every item it published).
  'POST /api/admin/users/:userId/take-down-page': {
    call: async (c) => c.client.post(`/api/admin/users/${(await buildUser({ userType: 'company' })).user.id}/take-down-page`, { reason: 'Conteúdo fora das regras do site' }),
    expect: admins(200),
  },
  'POST /api/admin/users/:userId/restore-page': {
    call: async (c) => {
      const { user } = await buildUser({ userType: 'company' });
      await User.updateOne({ _id: user._id }, { $set: { pageRemoved: true, pageRemovedReason: 'Conteúdo fora das regras do site', pageRemovedAt: new Date() } });
      return c.client.post(`/api/admin/users/${user.id}/restore-page`);
    },
    expect: admins(200),
  },
  'GET /api/admin/taken-down-pages': { call: (c) => c.client.get('/api/admin/taken-down-pages'), expect: admins(200) },
  // Admin panel: users, partners, settings, audit log, analytics; the landing editor (issue 13).
  'GET /api/admin/users': { call: (c) => c.client.get('/api/admin/users'), expect: admins(200) },
  'POST /api/admin/users/:userId/verify': {
    call: async (c) => c.client.post(`/api/admin/users/${(await buildUser()).user.id}/verify`, { isVerified: true }),
    expect: admins(200),
  },
  'POST /api/admin/users/:userId/suspend': {
    call: async (c) => c.client.post(`/api/admin/users/${(await buildUser()).user.id}/suspend`, { isSuspended: true }),
    expect: admins(200),
  },
  'POST /api/admin/users/:userId/admin': {
    call: async (c) => c.client.post(`/api/admin/users/${(await buildUser()).user.id}/admin`, { isAdmin: true }),
    expect: admins(200),
  },
  'GET /api/admin/partners': { call: (c) => c.client.get('/api/admin/partners'), expect: admins(200) },
  'POST /api/admin/partners': {
    call: (c) => c.client.post('/api/admin/partners', { name: `Parceiro ${uniqueId()}`, sponsorshipLevel: 'gold' }),
    expect: admins(201),
  },
  'PATCH /api/admin/partners/:id': {
    call: async (c) => c.client.request('PATCH', `/api/admin/partners/${await newPartnerId()}`, { displayOrder: 3 }),
    expect: admins(200),
  },
  'DELETE /api/admin/partners/:id': {
    call: async (c) => c.client.request('DELETE', `/api/admin/partners/${await newPartnerId()}`),
    expect: admins(204),
  },
  'POST /api/admin/partners/:id/logo': {
    call: async (c) => upload(c.client, `/api/admin/partners/${await newPartnerId()}/logo`, { body: await png(), name: 'logo.png', type: 'image/png' }),
    expect: admins(200),
  },
  'GET /api/admin/settings': { call: (c) => c.client.get('/api/admin/settings'), expect: admins(200) },
  'PUT /api/admin/settings': {
    call: (c) => c.client.request('PUT', '/api/admin/settings', { contactPhone: '(84) 3333-4444' }),
    expect: admins(200),
  },
  'GET /api/admin/logs': { call: (c) => c.client.get('/api/admin/logs'), expect: admins(200) },
  'GET /api/admin/analytics': { call: (c) => c.client.get('/api/admin/analytics'), expect: admins(200) },
  'PUT /api/admin/landing/:sectionId': {
    call: (c) => c.client.request('PUT', '/api/admin/landing/cta', { content: { title: 'Venha com a gente' } }),
    expect: admins(200),
  },
  'GET /api/landing': { call: (c) => c.client.get('/api/landing'), expect: everyone(200) },
  // The home's showcase (issue 25): read by everyone, featured and unfeatured by admins, each an approved item of its own.
  'GET /api/destaques': { call: (c) => c.client.get('/api/destaques'), expect: everyone(200) },
  'GET /api/admin/showcase': { call: (c) => c.client.get('/api/admin/showcase?kind=event'), expect: admins(200) },
  'GET /api/admin/showcase/jobs/:id': { call: (c, f) => c.client.get(`/api/admin/showcase/jobs/${f.jobId}`), expect: admins(200) },
  'GET /api/admin/showcase/courses/:id': { call: (c, f) => c.client.get(`/api/admin/showcase/courses/${f.courseId}`), expect: admins(200) },
  'GET /api/admin/showcase/events/:id': { call: (c, f) => c.client.get(`/api/admin/showcase/events/${f.eventId}`), expect: admins(200) },
  'POST /api/admin/showcase/jobs/:id': { call: async (c) => c.client.post(`/api/admin/showcase/jobs/${(await buildJob()).id}`, { featured: true }), expect: admins(200) },
  'POST /api/admin/showcase/courses/:id': { call: async (c) => c.client.post(`/api/admin/showcase/courses/${(await buildCourse()).id}`, { featured: true }), expect: admins(200) },
  'POST /api/admin/showcase/events/:id': { call: async (c) => c.client.post(`/api/admin/showcase/events/${(await buildEvent()).id}`, { featured: false }), expect: admins(200) },
  'GET /api/settings': { call: (c) => c.client.get('/api/settings'), expect: everyone(200) },
};

/** Every route the API router serves, as 'METHOD /path'. */
function apiRoutes(server: TestServer): string[] {
  const app = createApp(server.runtime);
  const routes = new Set<string>();
  for (const middleware of app.middleware as Array<{ router?: Router }>) {
    // The test world's factories exist under NODE_ENV=test alone (testWorld.test.ts): not the API's.
    if (middleware.router?.opts.prefix === TEST_WORLD_PREFIX) continue;
    for (const layer of middleware.router?.stack ?? []) {
      for (const method of layer.methods) if (method !== 'HEAD') routes.add(`${method} ${layer.path}`);
    }
  }
  return [...routes].sort();
}

describe('Authorization matrix: every route × every caller', function () {
  this.timeout(120_000);
  let server: TestServer;
  let uploads: Awaited<ReturnType<typeof uploadsDir>>;
  let fixtures: Fixtures;
  const callers = new Map<Role, Caller>();
  /** Cells answered as the table says, printed at the end: npm test's summary repeats the line. */
  let cellsAsExpected = 0;

  before(async () => {
    uploads = await uploadsDir('matrix');
    // Every role asks for a sign-in link from this one address: more than a person's hourly 5.
    server = await startTestServer('matrix', { UPLOADS_DIR: uploads.dir, SKILL_CREATE_MAX_PER_DAY: '1000', LOGIN_LINK_MAX_PER_HOUR: '1000' });
    const profile = await buildProfile({ firstName: 'Perfil', lastName: 'Público' });
    const stranger = await signedIn('professional');
    const foreign = await stranger.client.post('/api/portfolio', { title: 'Item de outra pessoa' });
    const foreignGallery = await upload<{ images: Array<{ id: string }> }>(stranger.client, `/api/portfolio/${(foreign.body as { id: string }).id}/images`, { body: await png(), name: 'obra.png', type: 'image/png' });
    const foreignCredential = await stranger.client.post('/api/users/credentials', CREDENTIAL_INPUT);
    fixtures = {
      server,
      jobId: (await buildJob()).id as string,
      courseId: (await buildCourse()).id as string,
      eventId: (await buildEvent({ maxAttendees: null })).id as string,
      profileId: profile.id as string,
      foreignItemId: (foreign.body as { id: string }).id,
      foreignImageIds: foreignGallery.body.images.map((image) => image.id),
      foreignCredentialId: (foreignCredential.body as { id: string }).id,
    };
    for (const role of ROLES) callers.set(role, role === 'anonymous' ? { role, client: server.client(), id: null } : await signedIn(role));

    async function signedIn(role: Exclude<Role, 'anonymous'>): Promise<Caller> {
      const { user, password } = await buildUser({ userType: role });
      const client = server.client();
      const res = await client.post('/api/login', { email: user.email, password });
      if (res.status !== 200) throw new Error(`login as ${role}: ${res.status}`);
      return { role, client, id: user.id as string };
    }
  });
  after(async () => {
    await server.stop();
    await uploads.remove();
    const cells = Object.values(MATRIX).reduce((sum, row) => sum + Object.keys(row.expect).length, 0);
    console.warn(`authorization matrix: ${Object.keys(MATRIX).length} routes × ${ROLES.length} callers (+ other-owner cells): ${cellsAsExpected} of ${cells} cells as expected`);
  });

  it('covers every route of the API router, and nothing that is not one', () => {
    expect(Object.keys(MATRIX).sort()).to.deep.equal(apiRoutes(server));
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    it(`${route}: ${Object.entries(row.expect).map(([who, status]) => `${who} ${status}`).join(', ')}`, async () => {
      const got: Partial<Record<Column, number>> = {};
      // Signing in, up or out would leave the shared caller as someone else for every later row.
      for (const role of ROLES) {
        const shared = callers.get(role)!;
        const caller = row.ownSession ? { ...shared, client: role === 'anonymous' ? server.client() : await freshSession(role) } : shared;
        got[role] = (await row.call(caller, fixtures, false)).status;
      }
      if (row.expect.otherOwner !== undefined) got.otherOwner = (await row.call(callers.get('professional')!, fixtures, true)).status;
      expect(got).to.deep.equal(row.expect);
      cellsAsExpected += Object.keys(row.expect).length;
    });
  }

  async function freshSession(role: Exclude<Role, 'anonymous'>): Promise<HttpClient> {
    const { user, password } = await buildUser({ userType: role });
    const client = server.client();
    await client.post('/api/login', { email: user.email, password });
    return client;
  }
});
