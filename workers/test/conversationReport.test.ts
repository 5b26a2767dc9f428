/**
 * Reporting a conversation end to end: HTTP → MongoDB → BullMQ (Redis) →
 * workers → Socket.IO (Redis emitter → adapter → every admin's socket).
 */
import { expect } from 'chai';
import {
  connectSocket,
  nextEvent,
  signedInClient,
  socketConnected,
  startTestServer,
  type TestServer,
  type TestSocket,
} from '@conecta/backend/test/support';
import { startWorkers, type RunningWorkers } from '../src/main';

describe('conversation report through the queues', () => {
  let server: TestServer;
  let workers: RunningWorkers;
  const sockets: TestSocket[] = [];

  before(async () => {
    server = await startTestServer('workers_report');
    workers = await startWorkers(server.config);
  });
  after(async () => {
    for (const s of sockets) s.disconnect();
    await server.stop();
    await workers.close();
  });

  it("notifies every admin live with the reporter's name and the reason", async () => {
    const admin = await signedInClient(server, { userType: 'admin', isAdmin: true });
    const reporter = await signedInClient(server);
    const other = await signedInClient(server);
    const adminSocket = connectSocket(server.url, admin.client.cookieHeader);
    sockets.push(adminSocket);
    await socketConnected(adminSocket);

    expect((await other.client.post('/api/messages', { receiverId: reporter.user.id, content: 'Oi' })).status).to.equal(201);
    const live = nextEvent(adminSocket, 'notification:new', 10_000);
    const reason = 'Mensagens ofensivas repetidas. '.repeat(5);
    const res = await reporter.client.post(`/api/messages/${String(other.user.id)}/report`, { reason });
    expect(res.status).to.equal(201);

    const notification = await live;
    expect(notification).to.include({
      userId: admin.user.id,
      kind: 'conversation-reported',
      title: 'Conversa denunciada',
      body: `Teste Usuário: ${reason.trim().slice(0, 80)}`,
      link: '/admin',
      read: false,
    });
  });
});
