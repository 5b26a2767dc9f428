import { expect } from 'chai';
import { ADMINS_ROOM, userRoom, type NotificationDTO } from '@conecta/common';
import { nextEvent, signedInClient, socketConnected, socketSuite, spawnBackendProcess } from './support';
import { SESSION_COOKIE } from '../src/auth/session';

function sampleNotification(userId: string): NotificationDTO {
  return {
    id: 'n1',
    userId,
    kind: 'contact-received',
    title: 'Nova mensagem de contato',
    body: 'teste',
    link: null,
    read: false,
    createdAt: new Date().toISOString(),
  };
}

describe('Socket.IO gateway', () => {
  const suite = socketSuite('realtime');

  it('refuses a socket without a session', async () => {
    const socket = suite.open();
    let error: Error | undefined;
    try {
      await socketConnected(socket);
    } catch (err) {
      error = err as Error;
    }
    expect(error?.message).to.equal('Não autenticado');
  });

  it('refuses a socket with a forged session cookie', async () => {
    const socket = suite.open(`${SESSION_COOKIE}=abc; ${SESSION_COOKIE}.sig=forged`);
    let error: Error | undefined;
    await socketConnected(socket).catch((err: Error) => (error = err));
    expect(error?.message).to.equal('Não autenticado');
  });

  it('refuses the old cookie after logout', async () => {
    const { client } = await signedInClient(suite.server);
    const cookie = client.cookieHeader;
    await client.post('/api/logout');
    const socket = suite.open(cookie);
    let error: Error | undefined;
    await socketConnected(socket).catch((err: Error) => (error = err));
    expect(error?.message).to.equal('Não autenticado');
  });

  it("puts a signed-in socket in its user's room, and only there", async () => {
    const alice = await signedInClient(suite.server);
    const bob = await signedInClient(suite.server);
    const [aliceSocket, bobSocket] = await Promise.all([suite.socketOf(alice.client), suite.socketOf(bob.client)]);

    const bobGot: string[] = [];
    bobSocket.on('notification:new', (notification) => bobGot.push(notification.userId));
    const received = nextEvent(aliceSocket, 'notification:new');
    suite.server.io.to(userRoom(alice.user.id)).emit('notification:new', sampleNotification(alice.user.id));
    expect((await received).userId).to.equal(alice.user.id);
    // One of his own is the barrier: alice's, had it been sent to him, would have arrived first.
    const barrier = nextEvent(bobSocket, 'notification:new');
    suite.server.io.to(userRoom(bob.user.id)).emit('notification:new', sampleNotification(bob.user.id));
    await barrier;
    expect(bobGot).to.deep.equal([bob.user.id]);
  });

  it('puts admins (by type or by flag) in the admins room', async () => {
    const byType = await signedInClient(suite.server, { userType: 'admin' });
    const byFlag = await signedInClient(suite.server, { userType: 'professional', isAdmin: true });
    const plain = await signedInClient(suite.server);
    await Promise.all([byType, byFlag, plain].map(({ client }) => suite.socketOf(client)));
    const rooms = await suite.server.io.in(ADMINS_ROOM).fetchSockets();
    const ids = rooms.map((s) => s.data.userId).sort();
    expect(ids).to.deep.equal([byType.user.id, byFlag.user.id].sort());
  });

  it('reaches a socket held by another backend process (Redis adapter)', async function () {
    this.timeout(40_000);
    const other = await spawnBackendProcess(suite.server.config);
    try {
      // Signed in through this process; the socket is held by the other one.
      const { client, user } = await signedInClient(suite.server);
      const socket = await suite.socketOf(client, other.url);
      const received = nextEvent(socket, 'notification:new');
      suite.server.io.to(userRoom(user.id)).emit('notification:new', sampleNotification(user.id));
      expect((await received).userId).to.equal(user.id);
      // And the session made here is valid over there.
      const there = await fetch(`${other.url}/api/user`, { headers: { cookie: client.cookieHeader } });
      expect(there.status).to.equal(200);
    } finally {
      await other.stop();
    }
  });
});
