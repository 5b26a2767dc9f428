/**
 * 'Excluir minha conta' (issue 26, LGPD; services/accountDeletion.ts, decision 0023). The first case
 * gives the person a document in EVERY collection mongoose knows, deletes the account and reads
 * every collection back: nothing may still hold their e-mail, names, phone, bio or file keys, and
 * the files are gone from storage. A collection added later and not listed in COLLECTIONS fails it
 * until someone decides what a deletion does with it.
 */
import { expect } from 'chai';
import mongoose from 'mongoose';
import { PRIVACY_MESSAGES, PRIVACY_VERSION, REMOVED_USER_NAME, TERMS_VERSION, type ApplicantDTO, type ConversationSummaryDTO } from '@conecta/common';
import { buildRegistration, buildUser, connectSocket, eventually, nextEvent, signedInClient, socketClosed, socketConnected, startTestServer, uniqueId, type HttpClient, type TestServer } from './support';
import { buildCourse, buildEvent, buildJob } from './catalogueFactories';
import { filesUnder, pdf, png, upload, uploadsDir } from './uploadSupport';
import { freshCrea, submitRegistration } from './verificationFactories';
import { User, type UserDocument } from '../src/models/user';
import { Application } from '../src/models/application';
import { Job } from '../src/models/job';
import { Enrollment } from '../src/models/enrollment';
import { Registration } from '../src/models/registration';
import { Favorite } from '../src/models/favorite';
import { JobAlert } from '../src/models/jobAlert';
import { JobAlertMatch } from '../src/models/jobAlertMatch';
import { Notification } from '../src/models/notification';
import { Block } from '../src/models/block';
import { ContactMessage } from '../src/models/contactMessage';
import { AuditLog } from '../src/models/auditLog';
import { ConversationReport } from '../src/models/conversationReport';
import { Skill } from '../src/models/skill';
import { tombstoneEmail } from '../src/services/accountDeletion';

interface World {
  server: TestServer;
  person: UserDocument;
  client: HttpClient;
  other: UserDocument;
  otherClient: HttpClient;
  company: UserDocument;
  jobId: mongoose.Types.ObjectId;
  tag: string;
}

type Seed = (w: World) => Promise<unknown>;

/**
 * What a deletion does with each collection, and a document of the person's in each (written the
 * way the app writes it where files are involved, straight to the database otherwise).
 */
const COLLECTIONS: Record<string, Seed | 'nobody’s personal data'> = {
  // Names, phone, bio and title are written by personWith; the photo as the profile sends it.
  User: async ({ client }) => {
    expect((await upload(client, '/api/users/profile/photo', { body: await png(), name: 'foto.png', type: 'image/png' })).status).to.equal(200);
  },
  PortfolioItem: async ({ client }) => {
    const item = await client.post<{ id: string }>('/api/portfolio', { title: 'Usina solar de Assu' });
    expect((await upload(client, `/api/portfolio/${item.body.id}/images`, { body: await png(), name: 'obra.png', type: 'image/png' })).status).to.equal(200);
    expect((await upload(client, `/api/portfolio/${item.body.id}/document`, { body: pdf(), name: 'laudo.pdf', type: 'application/pdf' })).status).to.equal(200);
  },
  Credential: async ({ client }) => {
    const credential = await client.post<{ id: string }>('/api/users/credentials', { code: 'nr35', trainedOn: '2025-06-10', hours: 8, institution: 'SENAI Natal' });
    expect(credential.status).to.equal(201);
    expect((await upload(client, `/api/users/credentials/${credential.body.id}/certificate`, { body: pdf(), name: 'nr35.pdf', type: 'application/pdf' })).status).to.equal(200);
  },
  Verification: async ({ client }) => expect((await submitRegistration(client, 'crea', { number: freshCrea(), council: 'RN' })).status).to.be.oneOf([200, 201]),
  Application: async ({ client, jobId }) => expect((await client.post(`/api/vagas/${jobId}/apply`, { coverLetter: 'Tenho experiência com inversores.' })).status).to.equal(201),
  Enrollment: async ({ person }) => Enrollment.create({ courseId: (await buildCourse())._id, userId: person._id }),
  Registration: async ({ person }) => Registration.create({ eventId: (await buildEvent())._id, userId: person._id, seat: 1 }),
  Favorite: async ({ client, jobId }) => expect((await client.request('PUT', `/api/user/favorites/job/${jobId}`)).status).to.equal(201),
  JobAlert: async ({ client, person }) => {
    expect((await client.post('/api/users/alerts', { q: 'solar', frequency: 'daily' })).status).to.equal(201);
    // One made as a visitor with the same address, before the account existed.
    await JobAlert.create({ userId: null, email: person.email, confirmed: true, query: { q: 'eólica' }, key: `visitante-${uniqueId()}`, frequency: 'daily' });
  },
  JobAlertMatch: async ({ person, jobId }) => {
    const alert = await JobAlert.findOne({ userId: person._id });
    await JobAlertMatch.create({ alertId: alert!._id, userId: person._id, jobId, dedupeKey: `match-${uniqueId()}` });
  },
  Notification: async ({ person, company, tag }) => {
    await Notification.create({ userId: person._id, kind: 'job-alert', title: 'Nova vaga', body: 'Uma vaga para você', dedupeKey: `n-${uniqueId()}` });
    // The company's bell named the candidate.
    await Notification.create({ userId: company._id, kind: 'application-created', title: 'Nova candidatura', body: `Eulália ${tag} se candidatou`, dedupeKey: `n-${uniqueId()}` });
  },
  Block: async ({ client, person, other }) => {
    const { user: blocked } = await buildUser();
    expect((await client.post(`/api/messages/block/${blocked.id}`)).status).to.equal(204);
    await Block.create({ blockerId: other._id, blockedId: person._id });
    // Unblocked again so the conversation below may go on: only the person's own block stays.
    await Block.deleteOne({ blockerId: other._id, blockedId: person._id });
    await Block.create({ blockerId: (await buildUser()).user._id, blockedId: person._id });
  },
  Conversation: async ({ client, otherClient, person, other }) => {
    expect((await client.post('/api/messages', { receiverId: other.id, content: 'Olá! Vi seu perfil.' })).status).to.equal(201);
    expect((await otherClient.post('/api/messages', { receiverId: person.id, content: 'Oi, tudo bem?' })).status).to.equal(201);
  },
  Message: async () => undefined, // written by the conversation above: they stay, the other person's too
  ConversationReport: async ({ person, other }) => {
    await ConversationReport.create({ reporterId: other._id, reportedUserId: person._id, conversationKey: [person.id, other.id].sort().join(':'), reason: 'Mensagens insistentes' });
  },
  ContactMessage: async ({ person, tag }) => {
    await ContactMessage.create({ name: `Eulália ${tag}`, email: person.email, contactType: 'duvida', subject: 'Dúvida', message: 'Como altero meu perfil?', userId: person._id });
  },
  AuditLog: async ({ person, tag }) => {
    await AuditLog.create({ actorId: null, action: 'verification.approve', targetType: 'verification', targetId: person.id, details: { before: { name: `Eulália ${tag}`, email: person.email }, after: { status: 'approved' } } });
  },
  Skill: async ({ person }) => Skill.create({ name: `Competência ${uniqueId()}`, category: 'technical', createdBy: person._id }),
  Connection: async ({ person, other }) => {
    const model = mongoose.models.Connection!;
    await model.create({ key: [person.id, other.id].sort().join(':'), userIds: [person._id, other._id].sort(), requesterId: person._id, recipientId: other._id, status: 'accepted', requestedAt: new Date(), connectedAt: new Date() });
  },
  // Issue 25: a service offered under the person's name, with a photo.
  Service: async ({ client }) => {
    const service = await client.post<{ id: string }>('/api/servicos', { title: 'Manutenção de inversores', description: 'Inspeção e troca de componentes de inversores fotovoltaicos.', kind: 'om', energyArea: 'solar' });
    expect(service.status).to.equal(201);
    expect((await upload(client, `/api/servicos/${service.body.id}/photos`, { body: await png(), name: 'servico.png', type: 'image/png' })).status).to.equal(200);
  },
  DataExport: async ({ person, server }) => {
    const key = `data-exports/${uniqueId()}${uniqueId()}${uniqueId().slice(0, 2)}.zip`;
    await server.runtime.storage.put(key, Buffer.from('zip')).catch(() => undefined);
    await mongoose.models.DataExport!.create({ userId: person._id, status: 'ready', storageKey: key, readyAt: new Date() });
  },
  Job: 'nobody’s personal data',
  Course: 'nobody’s personal data',
  Event: 'nobody’s personal data',
  Partner: 'nobody’s personal data',
  LandingSection: 'nobody’s personal data',
  SiteSettings: 'nobody’s personal data',
};

describe('Deleting one’s account (issue 26, LGPD)', () => {
  let server: TestServer;
  let uploads: Awaited<ReturnType<typeof uploadsDir>>;
  before(async () => {
    uploads = await uploadsDir('accountdeletion');
    server = await startTestServer('accountdeletion', { UPLOADS_DIR: uploads.dir });
  });
  after(async () => {
    await server.stop();
    await uploads.remove();
  });

  async function personWith(tag: string) {
    const phone = `+55 84 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const { user, password } = await buildUser({ firstName: 'Eulália', lastName: tag });
    await User.updateOne({ _id: user._id }, { $set: { phone, bio: `Bio única ${tag}`, jobTitle: 'Eletricista', skills: ['Inversores'] } });
    const client = server.client();
    expect((await client.post('/api/login', { email: user.email, password })).status).to.equal(200);
    return { user: (await User.findById(user._id))!, password, client, phone };
  }

  const remove = (client: HttpClient, password: string) => client.post<{ message?: string; errors?: Record<string, string> }>('/api/account/delete', { password });

  it('leaves no personal data in any collection nor in storage, only the anonymized tombstone', async function () {
    this.timeout(60_000);
    const tag = `Brandão${uniqueId()}`;
    const { user: person, password, client, phone } = await personWith(tag);
    const other = await signedInClient(server);
    const company = (await buildUser({ userType: 'company' })).user;
    const job = await buildJob({ status: 'approved', companyId: company._id, submittedBy: company._id });
    const world: World = { server, person, client, other: other.user, otherClient: other.client, company, jobId: job._id, tag };

    const unhandled = mongoose.modelNames().filter((name) => !(name in COLLECTIONS));
    expect(unhandled, 'a collection nobody decided about: say in services/accountDeletion.ts what a deletion does with it, and seed it here').to.deep.equal([]);
    for (const name of mongoose.modelNames()) {
      const seed = COLLECTIONS[name];
      if (typeof seed === 'function') await seed(world);
    }
    const before = (await User.findById(person._id).lean())!;
    const fileKeys = [before.profileImageKey, before.profileThumbnailKey].filter(Boolean) as string[];
    expect(fileKeys).to.have.length(2);
    const stored = await filesUnder(uploads.dir);
    expect(stored.length).to.be.greaterThan(4);

    expect((await remove(client, password)).status).to.equal(204);

    const personal = [person.email, tag, phone, `Bio única ${tag}`, ...fileKeys, ...stored];
    for (const name of mongoose.modelNames()) {
      const rows = await mongoose.model(name).collection.find({}).toArray();
      for (const row of rows) {
        const text = JSON.stringify(row).toLowerCase();
        for (const value of personal) expect(text.includes(value.toLowerCase()), `${name} ${String(row._id)} still holds ${value}`).to.equal(false);
      }
    }
    expect(await filesUnder(uploads.dir), 'files left in storage').to.deep.equal([]);

    const tombstone = (await User.findById(person._id).lean())!;
    expect([tombstone.firstName, tombstone.lastName].join(' ')).to.equal(REMOVED_USER_NAME);
    expect(tombstone.email).to.equal(tombstoneEmail(person._id));
    expect(tombstone.deletedAt).to.be.instanceOf(Date);
    expect(tombstone.isSuspended).to.equal(true);
    expect([tombstone.phone, tombstone.bio, tombstone.jobTitle, tombstone.profileImageUrl, tombstone.skills]).to.deep.equal([null, null, null, null, []]);

    // Theirs alone is gone; what others hold stays (the conversation, the application as withdrawn, the report).
    const left = {
      Favorite: await Favorite.countDocuments({ userId: person._id }),
      JobAlert: await JobAlert.countDocuments({ userId: person._id }),
      JobAlertMatch: await JobAlertMatch.countDocuments({ userId: person._id }),
      Notification: await Notification.countDocuments({ userId: person._id }),
      Enrollment: await Enrollment.countDocuments({ userId: person._id }),
      Registration: await Registration.countDocuments({ userId: person._id }),
      Blocks: (await Block.countDocuments({ blockerId: person._id })) + (await Block.countDocuments({ blockedId: person._id })),
    };
    expect(left).to.deep.equal({ Favorite: 0, JobAlert: 0, JobAlertMatch: 0, Notification: 0, Enrollment: 0, Registration: 0, Blocks: 0 });
    const application = (await Application.findOne({ userId: person._id }).lean())!;
    expect([application.coverLetter, application.withdrawnAt instanceof Date]).to.deep.equal(['', true]);
    expect(await ConversationReport.countDocuments({ reportedUserId: person._id })).to.equal(1);
    expect((await Notification.findOne({ userId: company._id }).lean())!.body).to.equal(`${REMOVED_USER_NAME} se candidatou`);
  });

  it('the person leaves the directory and search at once, cannot sign in, and every session and socket ends', async () => {
    const tag = `Quixaba${uniqueId()}`;
    const { user: person, password, client } = await personWith(tag);
    const phone = server.client();
    expect((await phone.post('/api/login', { email: person.email, password })).status).to.equal(200);
    await eventually(async () => (await server.client().get(`/api/users/${person.id}`)).status === 200, 'the profile is public first');
    const search = async () => (await server.client().get<{ counts: { users: number } }>(`/api/search?q=${encodeURIComponent(tag)}`)).body.counts.users;
    await eventually(async () => (await search()) === 1, 'the person is found first');
    const [own, other] = [connectSocket(server.url, client.cookieHeader), connectSocket(server.url, phone.cookieHeader)];
    await Promise.all([socketConnected(own), socketConnected(other)]);
    const told = nextEvent(other, 'session:ended');
    const [ownClosed, otherClosed] = [socketClosed(own), socketClosed(other)];

    expect((await remove(client, password)).status).to.equal(204);

    expect(await told).to.deep.equal({ reason: 'deleted' });
    await Promise.all([ownClosed, otherClosed]);
    // No wait: the backend applies its own user.changed before answering.
    expect((await server.client().get(`/api/users/${person.id}`)).status).to.equal(404);
    expect(await search()).to.equal(0);
    expect((await phone.get('/api/auth/user')).status).to.equal(401);
    expect((await client.get('/api/auth/user')).status).to.equal(401);
    expect((await server.client().post('/api/login', { email: person.email, password })).status).to.equal(401);
  });

  it('a conversation partner keeps the messages under "Usuário removido" and cannot write to the tombstone', async () => {
    const { user: person, password, client } = await personWith(`Ipê${uniqueId()}`);
    const other = await signedInClient(server);
    expect((await client.post('/api/messages', { receiverId: other.user.id, content: 'Mensagem antes de sair' })).status).to.equal(201);

    expect((await remove(client, password)).status).to.equal(204);

    const conversations = await other.client.get<ConversationSummaryDTO[]>('/api/messages/conversations');
    const row = conversations.body.find((c) => c.userId === person.id);
    expect(row?.userName).to.equal(REMOVED_USER_NAME);
    const messages = await other.client.get<Array<{ content: string }>>(`/api/messages/${person.id}`);
    expect(messages.body.map((m) => m.content)).to.deep.equal(['Mensagem antes de sair']);
    expect((await other.client.post('/api/messages', { receiverId: person.id, content: 'Ainda está aí?' })).status).to.equal(404);
  });

  it("the company sees the application as withdrawn by 'Usuário removido' and can no longer move it", async () => {
    const { password, client } = await personWith(`Caju${uniqueId()}`);
    const company = await signedInClient(server, { userType: 'company' });
    const job = await buildJob({ status: 'approved', companyId: company.user._id, submittedBy: company.user._id });
    expect((await client.post(`/api/vagas/${job.id}/apply`, { coverLetter: 'Carta' })).status).to.equal(201);

    expect((await remove(client, password)).status).to.equal(204);

    const applicants = await company.client.get<ApplicantDTO[]>(`/api/vagas/${job.id}/applications`);
    expect(applicants.status).to.equal(200);
    expect(applicants.body.map((a) => [a.name, a.coverLetter])).to.deep.equal([[REMOVED_USER_NAME, '']]);
    const moved = await company.client.request<{ message: string }>('PATCH', `/api/applications/${applicants.body[0]!.id}`, { status: 'interview' });
    expect([moved.status, moved.body.message]).to.deep.equal([409, PRIVACY_MESSAGES.applicationWithdrawn]);
  });

  it('a company deleting itself closes its open jobs through the lifecycle', async () => {
    const { user: company, password } = await buildUser({ userType: 'company' });
    const client = server.client();
    expect((await client.post('/api/login', { email: company.email, password })).status).to.equal(200);
    const open = await buildJob({ status: 'approved', companyId: company._id, submittedBy: company._id });
    const pending = await buildJob({ status: 'pending', companyId: company._id, submittedBy: company._id });
    // Issue 25: one an admin took down, which a republish would otherwise bring back under a tombstone.
    const removed = await buildJob({ status: 'removed', companyId: company._id, submittedBy: company._id });
    await eventually(async () => (await server.client().get(`/api/vagas/${open.id}`)).status === 200, 'the job is listed first');

    expect((await remove(client, password)).status).to.equal(204);

    const statuses = await Job.find({ _id: mongoose.trusted({ $in: [open._id, pending._id, removed._id] }) }).select({ status: 1 }).lean();
    expect(statuses.map((j) => j.status)).to.deep.equal(['closed', 'closed', 'closed']);
    expect((await server.client().get(`/api/vagas/${open.id}`)).status).to.equal(404);
  });

  it('refuses a wrong password (400 on its field, the account intact) and an admin (403)', async () => {
    const { user: person, client } = await personWith(`Umbu${uniqueId()}`);
    const wrong = await remove(client, 'nao-e-a-senha');
    expect([wrong.status, wrong.body.errors]).to.deep.equal([400, { password: PRIVACY_MESSAGES.passwordWrong }]);
    expect((await client.get('/api/auth/user')).status).to.equal(200);
    expect((await User.findById(person._id).lean())!.deletedAt).to.equal(undefined);

    const admin = await signedInClient(server, { userType: 'admin' });
    const refused = await remove(admin.client, 'senha123');
    expect([refused.status, refused.body.message]).to.deep.equal([403, PRIVACY_MESSAGES.adminRefused]);
  });

  it('counts wrong passwords on the sign-in limits (429 past them)', async () => {
    const { client } = await personWith(`Cajá${uniqueId()}`);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await remove(client, `errada-${i}`)).status);
    expect(statuses).to.include(429);
  });
});

describe('Consent at sign-up and the last sign-in (issue 26)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('consent');
  });
  after(async () => {
    await server.stop();
  });

  it('refuses a sign-up without the box ticked, in Portuguese', async () => {
    for (const acceptTerms of [undefined, false, 'true']) {
      const res = await server.client().post<{ errors?: Record<string, string> }>('/api/register', buildRegistration({ acceptTerms }));
      expect([res.status, res.body.errors?.acceptTerms]).to.deep.equal([400, PRIVACY_MESSAGES.consentRequired]);
    }
  });

  it('records the consent to both texts with their versions and dates, and stamps each sign-in', async () => {
    const registration = buildRegistration();
    const client = server.client();
    const res = await client.post<{ id: string }>('/api/register', registration);
    expect(res.status).to.equal(201);
    const account = (await User.findById(res.body.id).lean())!;
    expect(account.consents.map((c) => [c.document, c.version, c.acceptedAt instanceof Date])).to.deep.equal([
      ['terms', TERMS_VERSION, true],
      ['privacy', PRIVACY_VERSION, true],
    ]);
    const signedUpAt = account.lastLoginAt!;
    expect(signedUpAt).to.be.instanceOf(Date);
    expect((await server.client().post('/api/login', { email: registration.email, password: registration.password })).status).to.equal(200);
    const later = (await User.findById(res.body.id).lean())!.lastLoginAt!;
    expect(later.getTime()).to.be.at.least(signedUpAt.getTime());
  });
});
