/**
 * `session:ended { reason }` (issue 25): a session ended from elsewhere tells its open pages why,
 * right before its sockets close — 'suspended' (an admin), 'revoked' ('Sessões'), 'password-changed'
 * (another session changed the password), 'expired' (unused past the idle limit). Only the ended
 * sessions hear it: not another account, not the session that did the ending, and never one's own
 * sign-out (the person asked for it).
 *
 * "Heard nothing" is read off a later push on the same socket (a message someone sends): packets on
 * one socket arrive in order, so an event emitted before it would have arrived first.
 */
import { expect } from 'chai';
import type { SessionDTO, SessionEndReason } from '@conecta/common';
import {
  buildUser,
  eventually,
  nextEvent,
  signedInClient,
  socketClosed,
  socketSuite,
  spawnBackendProcess,
  type HttpClient,
  type SocketSuite,
  type TestSocket,
} from './support';

/** Every `session:ended` a socket hears, in order. */
function heard(socket: TestSocket): SessionEndReason[] {
  const reasons: SessionEndReason[] = [];
  socket.on('session:ended', ({ reason }) => reasons.push(reason));
  return reasons;
}

/** Resolves with what the socket heard once the server has closed it. */
async function endedWith(socket: TestSocket): Promise<SessionEndReason[]> {
  const reasons = heard(socket);
  expect(await socketClosed(socket)).to.equal('io server disconnect');
  return reasons;
}

/** One account signed in from `count` browsers. */
async function signedInTimes(suite: SocketSuite, count: number) {
  const { user, password } = await buildUser();
  const clients: HttpClient[] = [];
  for (let i = 0; i < count; i += 1) {
    const client = suite.server.client();
    expect((await client.post('/api/login', { email: user.email, password })).status).to.equal(200);
    clients.push(client);
  }
  return { user, password, clients };
}

/**
 * Sends `userId` a message from someone new and resolves once `socket` has it: whatever the socket
 * heard before then is all it will hear of what happened before the send.
 */
async function markerReaches(suite: SocketSuite, socket: TestSocket, userId: string): Promise<void> {
  const sender = await suite.person();
  const arrived = nextEvent(socket, 'message:new');
  expect((await sender.client.post('/api/messages', { receiverId: userId, content: 'Marcador' })).status).to.equal(201);
  expect((await arrived).content).to.equal('Marcador');
}

describe('session:ended: the reason reaches the ended sessions, before their sockets close', function () {
  this.timeout(60_000);
  const suite = socketSuite('sessionended');
  const { socketOf } = suite;
  let admin: HttpClient;

  before(async () => {
    admin = (await signedInClient(suite.server, { userType: 'admin' })).client;
  });

  it("an admin's suspension: every session of the account hears 'suspended', another account nothing", async () => {
    const {
      user,
      clients: [laptop, phone],
    } = await signedInTimes(suite, 2);
    const bystander = await suite.person();
    const [laptopSocket, phoneSocket, bystanderSocket] = [await socketOf(laptop!), await socketOf(phone!), await socketOf(bystander)];
    const bystanderHeard = heard(bystanderSocket);
    const ends = [endedWith(laptopSocket), endedWith(phoneSocket)];

    expect((await admin.post(`/api/admin/users/${user.id}/suspend`, { isSuspended: true })).status).to.equal(200);
    expect(await Promise.all(ends)).to.deep.equal([['suspended'], ['suspended']]);
    await markerReaches(suite, bystanderSocket, bystander.id);
    expect(bystanderHeard).to.deep.equal([]);
  });

  it('a suspension reaches a socket held by another backend process, reason first', async () => {
    const replica = await spawnBackendProcess(suite.server.config);
    try {
      const {
        user,
        clients: [victim],
      } = await signedInTimes(suite, 1);
      const socket = await socketOf(victim!, replica.url);
      const ended = endedWith(socket);
      expect((await admin.post(`/api/admin/users/${user.id}/suspend`, { isSuspended: true })).status).to.equal(200);
      expect(await ended).to.deep.equal(['suspended']);
    } finally {
      await replica.stop();
    }
  });

  it("'Sessões' ending one session: that one hears 'revoked', the session that ended it nothing", async () => {
    const {
      user,
      clients: [laptop, phone],
    } = await signedInTimes(suite, 2);
    const [laptopSocket, phoneSocket] = [await socketOf(laptop!), await socketOf(phone!)];
    const laptopHeard = heard(laptopSocket);
    const phoneEnded = endedWith(phoneSocket);
    const phoneId = (await laptop!.get<SessionDTO[]>('/api/auth/sessions')).body.find((s) => !s.current)!.id;

    expect((await laptop!.request('DELETE', `/api/auth/sessions/${phoneId}`)).status).to.equal(204);
    expect(await phoneEnded).to.deep.equal(['revoked']);
    await markerReaches(suite, laptopSocket, user.id as string);
    expect(laptopHeard).to.deep.equal([]);
  });

  it("'Sessões' ending this very session is a sign-out: its socket closes without a reason", async () => {
    const {
      clients: [laptop],
    } = await signedInTimes(suite, 1);
    const socket = await socketOf(laptop!);
    const ended = endedWith(socket);
    const own = (await laptop!.get<SessionDTO[]>('/api/auth/sessions')).body.find((s) => s.current)!.id;
    expect((await laptop!.request('DELETE', `/api/auth/sessions/${own}`)).status).to.equal(204);
    expect(await ended).to.deep.equal([]);
  });

  it("'Sair de todos os dispositivos': the others hear 'revoked' (on another process too), this one nothing", async () => {
    const replica = await spawnBackendProcess(suite.server.config);
    try {
      const {
        user,
        clients: [laptop, phone, tablet],
      } = await signedInTimes(suite, 3);
      const laptopSocket = await socketOf(laptop!);
      const laptopHeard = heard(laptopSocket);
      const ends = [endedWith(await socketOf(phone!, replica.url)), endedWith(await socketOf(tablet!))];

      expect((await laptop!.post('/api/auth/sessions/revoke-others', {})).status).to.equal(204);
      expect(await Promise.all(ends)).to.deep.equal([['revoked'], ['revoked']]);
      await markerReaches(suite, laptopSocket, user.id as string);
      expect(laptopHeard).to.deep.equal([]);
    } finally {
      await replica.stop();
    }
  });

  it("a password change: the other sessions hear 'password-changed'; the changing one's socket closes without a reason", async () => {
    const {
      password,
      clients: [here, there],
    } = await signedInTimes(suite, 2);
    const hereEnded = endedWith(await socketOf(here!));
    const thereEnded = endedWith(await socketOf(there!));

    expect((await here!.post('/api/auth/password', { currentPassword: password, newPassword: 'outraSenha456' })).status).to.equal(204);
    expect(await thereEnded).to.deep.equal(['password-changed']);
    // This browser's tabs reconnect with the new cookie (frontend realtime/socket.ts): nothing to explain.
    expect(await hereEnded).to.deep.equal([]);
    expect((await here!.get('/api/auth/user')).status).to.equal(200);
  });

  it("one's own sign-out closes the socket without a reason; the account's other session hears nothing", async () => {
    const {
      user,
      clients: [laptop, phone],
    } = await signedInTimes(suite, 2);
    const phoneSocket = await socketOf(phone!);
    const phoneHeard = heard(phoneSocket);
    const ended = endedWith(await socketOf(laptop!));
    expect((await laptop!.post('/api/logout', {})).status).to.equal(204);
    expect(await ended).to.deep.equal([]);
    await markerReaches(suite, phoneSocket, user.id as string);
    expect(phoneHeard).to.deep.equal([]);
  });
});

// A server of its own with an idle limit of seconds (one server per process at a time: mongoose's
// connection is global).
describe('session:ended: a session left unused hears "expired"', function () {
  this.timeout(60_000);
  const IDLE_SECONDS = 2;
  const suite = socketSuite('sessionendedidle', { SESSION_IDLE_DAYS: String(IDLE_SECONDS / 86_400) });

  it("closes an idle session's socket with 'expired'", async () => {
    const {
      clients: [idle],
    } = await signedInTimes(suite, 1);
    const socket = await suite.socketOf(idle!);
    const reasons = heard(socket);
    const closed = socketClosed(socket, 30_000);
    expect(await closed).to.equal('io server disconnect');
    expect(reasons).to.deep.equal(['expired']);
    await eventually(async () => (await idle!.get('/api/auth/user')).status === 401, 'the idle session to answer 401');
  });
});
