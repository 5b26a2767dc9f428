/**
 * The contact form end to end on the real engines: HTTP → MongoDB → BullMQ
 * (Redis) → workers → SMTP (MailDev) and → Socket.IO (Redis emitter →
 * adapter → the admin's socket).
 */
import { expect } from 'chai';
import { Notification } from '@conecta/backend/models/notification';
import { ContactMessage } from '@conecta/backend/models/contactMessage';
import {
  connectSocket,
  nextEvent,
  signedInClient,
  socketConnected,
  startTestServer,
  uniqueId,
  type TestServer,
  type TestSocket,
} from '@conecta/backend/test/support';
import { startWorkers, type RunningWorkers } from '../src/main';
import { jobCompleted, mailsTo, waitFor } from './mailbox';

describe('contact message through the queues', () => {
  let server: TestServer;
  let workers: RunningWorkers;
  const inbox = `equipe.${uniqueId()}@conectaenergia.com.br`;
  const sockets: TestSocket[] = [];

  before(async () => {
    server = await startTestServer('workers_contact', { CONTACT_INBOX: inbox });
    workers = await startWorkers(server.config);
  });
  after(async () => {
    for (const s of sockets) s.disconnect();
    // The server drops the suite's database, so it goes first.
    await server.stop();
    await workers.close();
  });

  it('mails the team inbox and the sender, and notifies signed-in admins live', async () => {
    const admin = await signedInClient(server, { userType: 'admin', isAdmin: true });
    const flagAdmin = await signedInClient(server, { userType: 'professional', isAdmin: true });
    const plain = await signedInClient(server, { userType: 'professional' });
    const [adminSocket, flagSocket, plainSocket] = [admin, flagAdmin, plain].map(({ client }) =>
      connectSocket(server.url, client.cookieHeader),
    ) as [TestSocket, TestSocket, TestSocket];
    sockets.push(adminSocket, flagSocket, plainSocket);
    await Promise.all([adminSocket, flagSocket, plainSocket].map(socketConnected));
    let plainNotified = false;
    plainSocket.on('notification:new', () => (plainNotified = true));

    const sender = `cliente.${uniqueId()}@example.com`;
    const live = nextEvent(adminSocket, 'notification:new', 10_000);
    const liveFlag = nextEvent(flagSocket, 'notification:new', 10_000);
    const res = await server.client().post('/api/contact', {
      name: 'Fernanda Lima',
      email: sender,
      contactType: 'oportunidade',
      subject: 'Usina solar em Petrolina',
      message: 'Temos um projeto de 5 MWp e buscamos parceiros de instalação.',
    });
    expect(res.status).to.equal(201);

    const notification = await live;
    expect(notification).to.include({
      userId: admin.user.id,
      kind: 'contact-received',
      title: 'Nova mensagem de contato',
      body: 'Fernanda Lima: Usina solar em Petrolina',
      read: false,
    });
    expect((await liveFlag).userId).to.equal(flagAdmin.user.id);

    const [teamMail] = await waitFor(() => mailsTo(inbox), (m) => m.length > 0);
    expect(teamMail?.subject).to.equal('[Contato - Oportunidade de Negócio] Usina solar em Petrolina');
    expect(teamMail?.text).to.include('Temos um projeto de 5 MWp');
    expect(teamMail?.text).to.include(sender);
    // The acknowledgement goes to an unverified address: a fixed text, nothing the visitor typed.
    const [confirmation] = await waitFor(() => mailsTo(sender), (m) => m.length > 0);
    expect(confirmation?.subject).to.equal('Recebemos sua mensagem - Conecta Energia');
    for (const typed of ['Fernanda', 'Petrolina', '5 MWp']) {
      expect(confirmation?.subject).not.to.include(typed);
      expect(confirmation?.text).not.to.include(typed);
      expect(confirmation?.html ?? '').not.to.include(typed);
    }

    // The bell's list serves the same notification to the admin.
    const list = await admin.client.get('/api/notifications');
    expect(list.status).to.equal(200);
    expect(list.body.unreadCount).to.equal(1);
    expect(list.body.items[0].id).to.equal(notification.id);
    expect(plainNotified).to.equal(false);
    expect((await plain.client.get('/api/notifications')).body.items).to.deep.equal([]);
  });

  it('does not notify twice when a notification job runs again', async () => {
    const { client, user } = await signedInClient(server, { userType: 'admin', isAdmin: true });
    const socket = connectSocket(server.url, client.cookieHeader);
    sockets.push(socket);
    await socketConnected(socket);
    const stored = await ContactMessage.create({ name: 'A', email: 'a@example.com', contactType: 'outros', subject: 'Teste repetido', message: 'Mensagem repetida.' });
    const id = stored.id as string;
    const { notifications } = server.runtime.producers;
    const data = { contactMessageId: id, name: 'A', subject: 'Teste repetido' };
    // Same cause, new job id: simulates a retry after a crash mid-job. Each job is waited on by its
    // own id (the queue's completed count also holds the first case's job, so a count of two was
    // reached without the duplicate ever running), and the second is added only after the first
    // finished, so it really runs again over a stored notification.
    const firstPush = nextEvent(socket, 'notification:new', 10_000);
    await notifications.add('contact-received', data, { jobId: `a-${id}` });
    await jobCompleted(notifications, `a-${id}`);
    const first = await firstPush;
    const againPush = nextEvent(socket, 'notification:new', 10_000);
    await notifications.add('contact-received', data, { jobId: `b-${id}` });
    await jobCompleted(notifications, `b-${id}`);
    // The duplicate ran to the end: it pushed again, and what it pushed is the stored notification.
    const again = await againPush;
    expect(again.id).to.equal(first.id);
    expect(again).to.include({ userId: user.id, body: 'A: Teste repetido', read: false });
    expect(await Notification.countDocuments({ userId: user._id, body: 'A: Teste repetido' })).to.equal(1);
  });

  it('marks all notifications read', async () => {
    const admin = await signedInClient(server, { userType: 'admin' });
    await Notification.create({ userId: admin.user._id, kind: 'contact-received', title: 'x', body: 'y', dedupeKey: uniqueId() });
    expect((await admin.client.get('/api/notifications')).body.unreadCount).to.equal(1);
    expect((await admin.client.post('/api/notifications/read')).status).to.equal(204);
    expect((await admin.client.get('/api/notifications')).body.unreadCount).to.equal(0);
    expect((await server.client().get('/api/notifications')).status).to.equal(401);
  });
});

describe('contact jobs for a message that was removed', () => {
  let server: TestServer;
  let workers: RunningWorkers;
  before(async () => {
    server = await startTestServer('contact_orphan');
    workers = await startWorkers(server.config);
  });
  after(async () => {
    await server.stop();
    await workers.close();
  });

  it('send no e-mail and no notification (the request that stored it failed and removed it)', async () => {
    const { user } = await signedInClient(server, { userType: 'admin' });
    const gone = await ContactMessage.create({ name: 'Órfã', email: `orfa.${uniqueId()}@example.com`, contactType: 'outros', subject: 'Mensagem removida', message: 'Esta mensagem foi removida.' });
    const id = gone.id as string;
    await ContactMessage.deleteOne({ _id: gone._id });
    const data = { contactMessageId: id, name: 'Órfã', email: gone.email, phone: null, company: null, contactType: 'outros' as const, subject: 'Mensagem removida', message: 'x' };
    const { email, notifications } = server.runtime.producers;
    await email.add('contact-confirmation', data, { jobId: `contact-confirmation-${id}` });
    await notifications.add('contact-received', { contactMessageId: id, name: 'Órfã', subject: 'Mensagem removida' }, { jobId: `contact-received-${id}` });
    // Both jobs ran to the end (each by its own id): whatever they were going to send is sent by now.
    await jobCompleted(email, `contact-confirmation-${id}`);
    await jobCompleted(notifications, `contact-received-${id}`);
    expect(await mailsTo(gone.email)).to.deep.equal([]);
    expect(await Notification.countDocuments({ userId: user._id })).to.equal(0);
  });
});
