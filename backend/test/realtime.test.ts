import { expect } from 'chai';
import { ADMINS_ROOM, userRoom, type NotificationDTO } from '@conecta/common';
import {
  connectSocket,
  nextEvent,
  signedInClient,
  spawnBackendProcess,
  socketConnected,
  startTestServer,
  type TestServer,
  type TestSocket,
} from './support';
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
  let server: TestServer;
  const sockets: TestSocket[] = [];
  before(async () => {
    server = await startTestServer('realtime');
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  after(async () => {
    await server.stop();
  });

  it('refuses a socket without a session', async () => {
    const socket = connectSocket(server.url);
    sockets.push(socket);
    let error: Error | undefined;
    try {
      await socketConnected(socket);
    } catch (err) {
      error = err as Error;
    }
    expect(error?.message).to.equal('Não autenticado');
  });

  it('refuses a socket with a forged session cookie', async () => {
    const socket = connectSocket(server.url, `${SESSION_COOKIE}=abc; ${SESSION_COOKIE}.sig=forged`);
    sockets.push(socket);
    let error: Error | undefined;
    await socketConnected(socket).catch((err: Error) => (error = err));
    expect(error?.message).to.equal('Não autenticado');
  });

  it('refuses the old cookie after logout', async () => {
    const { client } = await signedInClient(server);
    const cookie = client.cookieHeader;
    await client.post('/api/logout');
    const socket = connectSocket(server.url, cookie);
    sockets.push(socket);
    let error: Error | undefined;
    await socketConnected(socket).catch((err: Error) => (error = err));
    expect(error?.message).to.equal('Não autenticado');
  });

  it("puts a signed-in socket in its user's room, and only there", async () => {
    const alice = await signedInClient(server);
    const bob = await signedInClient(server);
    const aliceSocket = connectSocket(server.url, alice.client.cookieHeader);
    const bobSocket = connectSocket(server.url, bob.client.cookieHeader);
    sockets.push(aliceSocket, bobSocket);
    await Promise.all([socketConnected(aliceSocket), socketConnected(bobSocket)]);

    let bobGotIt = false;
    bobSocket.on('notification:new', () => (bobGotIt = true));
    const received = nextEvent(aliceSocket, 'notification:new');
    server.io.to(userRoom(alice.user.id)).emit('notification:new', sampleNotification(alice.user.id));
    expect((await received).userId).to.equal(alice.user.id);
    await new Promise((r) => setTimeout(r, 200));
    expect(bobGotIt).to.equal(false);
  });

  it('puts admins (by type or by flag) in the admins room', async () => {
    const byType = await signedInClient(server, { userType: 'admin' });
    const byFlag = await signedInClient(server, { userType: 'professional', isAdmin: true });
    const plain = await signedInClient(server);
    const [a, b, c] = [byType, byFlag, plain].map(({ client }) => connectSocket(server.url, client.cookieHeader)) as [
      TestSocket,
      TestSocket,
      TestSocket,
    ];
    sockets.push(a, b, c);
    await Promise.all([a, b, c].map(socketConnected));
    const rooms = await server.io.in(ADMINS_ROOM).fetchSockets();
    const ids = rooms.map((s) => s.data.userId).sort();
    expect(ids).to.deep.equal([byType.user.id, byFlag.user.id].sort());
  });

  it('reaches a socket held by another backend process (Redis adapter)', async function () {
    this.timeout(40_000);
    const other = await spawnBackendProcess(server.config);
    try {
      // Signed in through this process; the socket is held by the other one.
      const { client, user } = await signedInClient(server);
      const socket = connectSocket(other.url, client.cookieHeader);
      sockets.push(socket);
      await socketConnected(socket);
      const received = nextEvent(socket, 'notification:new');
      server.io.to(userRoom(user.id)).emit('notification:new', sampleNotification(user.id));
      expect((await received).userId).to.equal(user.id);
      // And the session made here is valid over there.
      const there = await fetch(`${other.url}/api/user`, { headers: { cookie: client.cookieHeader } });
      expect(there.status).to.equal(200);
    } finally {
      await other.stop();
    }
  });
});
