/**
 * Changing one's password (POST /api/auth/password): the current password is checked under the
 * sign-in limiters, the new one stored; every other session of the account ends — its next request
 * is 401, its sockets close on every backend process — while the session that changed it goes on
 * under a fresh id. Another account's sessions and sockets are untouched.
 */
import { expect } from 'chai';
import { MESSAGES, PASSWORD_MESSAGES, UNSAFE_TEXT_MESSAGE, userRoom, type NotificationDTO } from '@conecta/common';
import { User } from '../src/models/user';
import { SESSION_COOKIE } from '../src/auth/session';
import { buildUser, nextEvent, signedInClient, socketClosed, socketConnected, socketSuite, spawnBackendProcess } from './support';

const NEW_PASSWORD = 'outraSenha456';

function notification(userId: string): NotificationDTO {
  return { id: 'n1', userId, kind: 'contact-received', title: 'Teste', body: 'teste', link: null, read: false, createdAt: new Date().toISOString() };
}

describe('Password change: POST /api/auth/password', function () {
  this.timeout(60_000);
  const suite = socketSuite('password', { LOGIN_MAX_FAILURES: '3' });
  const { socketOf } = suite;

  /** One account signed in twice: two browsers. */
  async function twoSessions() {
    const { user, password } = await buildUser();
    const here = suite.server.client();
    const there = suite.server.client();
    for (const client of [here, there]) expect((await client.post('/api/login', { email: user.email, password })).status).to.equal(200);
    return { user, password, here, there };
  }


  const signIn = (email: string, password: string) => suite.server.client().post('/api/login', { email, password });

  it('asks a visitor to sign in', async () => {
    const res = await suite.server.client().post('/api/auth/password', { currentPassword: 'senha123', newPassword: NEW_PASSWORD });
    expect(res.status).to.equal(401);
  });

  it('stores the new password: the old one no longer signs in, the new one does, and this session goes on under a fresh id', async () => {
    const { user, password, here } = await twoSessions();
    const oldCookie = here.cookieHeader;
    const res = await here.post('/api/auth/password', { currentPassword: password, newPassword: NEW_PASSWORD });
    expect(res.status).to.equal(204);

    const me = await here.get('/api/user');
    expect(me.status).to.equal(200);
    expect(me.body.id).to.equal(user.id);
    expect(here.cookies.get(SESSION_COOKIE)).to.be.a('string').and.not.equal(oldCookie.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))?.[1]);
    // A copy of the old cookie is worth nothing.
    expect((await suite.server.client().get('/api/user', { cookie: oldCookie })).status).to.equal(401);
    // And the fresh session can change it again (its stamp is the new version).
    expect((await here.post('/api/auth/password', { currentPassword: NEW_PASSWORD, newPassword: 'terceira789' })).status).to.equal(204);
    expect((await here.get('/api/user')).status).to.equal(200);

    expect((await signIn(user.email, password)).status).to.equal(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).to.equal(401);
    expect((await signIn(user.email, 'terceira789')).status).to.equal(200);

    // One notice per change, named by the account's password version (sent by the workers: workers/test).
    for (const version of [1, 2]) {
      const job = await suite.server.runtime.producers.email.getJob(`password-changed-${user.id}-${version}`);
      expect(job?.name).to.equal('password-changed');
      expect(job?.data).to.deep.equal({ userId: user.id, passwordVersion: version });
    }
  });

  it('ends every other session of the account: its next request is 401, the hot send path included', async () => {
    const { user, password, here, there } = await twoSessions();
    const { user: friend } = await buildUser();
    expect((await there.post('/api/messages', { receiverId: friend.id, content: 'Antes da troca' })).status).to.equal(201);

    expect((await here.post('/api/auth/password', { currentPassword: password, newPassword: NEW_PASSWORD })).status).to.equal(204);

    expect((await there.get('/api/user')).status).to.equal(401);
    expect((await there.post('/api/messages', { receiverId: friend.id, content: 'Depois da troca' })).status).to.equal(401);
    expect((await here.get('/api/user')).body.id).to.equal(user.id);
  });

  it("closes the other session's sockets (and this session's old-id ones), leaves another account's alone, and refuses the old cookie's handshake", async () => {
    const { user, password, here, there } = await twoSessions();
    const stranger = await signedInClient(suite.server);
    const [thereSocket, hereSocket, strangerSocket] = await Promise.all([socketOf(there), socketOf(here), socketOf(stranger.client)]);
    let strangerClosed = false;
    strangerSocket.on('disconnect', () => (strangerClosed = true));

    const thereGone = socketClosed(thereSocket);
    const hereGone = socketClosed(hereSocket);
    expect((await here.post('/api/auth/password', { currentPassword: password, newPassword: NEW_PASSWORD })).status).to.equal(204);
    expect(await thereGone).to.equal('io server disconnect');
    expect(await hereGone).to.equal('io server disconnect');

    const again = suite.open(there.cookieHeader);
    expect(await socketConnected(again).then(() => null, (err: Error) => err.message)).to.equal('Não autenticado');
    // This session reconnects with its new cookie, in its user's room.
    const renewed = await socketOf(here);
    const pushed = nextEvent(renewed, 'notification:new');
    suite.server.io.to(userRoom(user.id)).emit('notification:new', notification(user.id));
    expect((await pushed).userId).to.equal(user.id);

    // The stranger's socket is still open and still reached.
    const reached = nextEvent(strangerSocket, 'notification:new');
    suite.server.io.to(userRoom(stranger.user.id)).emit('notification:new', notification(stranger.user.id));
    expect((await reached).userId).to.equal(stranger.user.id);
    expect(strangerClosed).to.equal(false);
    expect((await stranger.client.get('/api/user')).status).to.equal(200);
  });

  it("closes the other session's socket held by another backend process", async () => {
    const replica = await spawnBackendProcess(suite.server.config);
    try {
      const { password, here, there } = await twoSessions();
      const socket = await socketOf(there, replica.url);
      const gone = socketClosed(socket);
      expect((await here.post('/api/auth/password', { currentPassword: password, newPassword: NEW_PASSWORD })).status).to.equal(204);
      expect(await gone).to.equal('io server disconnect');
      expect((await fetch(`${replica.url}/api/user`, { headers: { cookie: there.cookieHeader } })).status).to.equal(401);
      expect((await fetch(`${replica.url}/api/user`, { headers: { cookie: here.cookieHeader } })).status).to.equal(200);
    } finally {
      await replica.stop();
    }
  });

  it('refuses a session signed in under an older password even when the sweep missed it (a sign-in racing the change)', async () => {
    const { user, there } = await twoSessions();
    // What a change whose sweep ran before this session was stored leaves behind: the account's version moved on.
    await User.updateOne({ _id: user._id }, { $inc: { passwordVersion: 1 } });
    expect((await there.get('/api/user')).status).to.equal(401);
    const socket = suite.open(there.cookieHeader);
    expect(await socketConnected(socket).then(() => null, (err: Error) => err.message)).to.equal('Não autenticado');
  });

  it('answers a wrong current password with 400 on its field and changes nothing, the session included', async () => {
    const { user, password, here, there } = await twoSessions();
    const socket = await socketOf(there);
    let thereClosed = false;
    socket.on('disconnect', () => (thereClosed = true));
    const cookie = here.cookieHeader;

    const res = await here.post('/api/auth/password', { currentPassword: 'errada123', newPassword: NEW_PASSWORD });
    expect(res.status).to.equal(400);
    expect(res.body).to.deep.equal({ message: PASSWORD_MESSAGES.currentWrong, errors: { currentPassword: PASSWORD_MESSAGES.currentWrong } });

    expect(here.cookieHeader).to.equal(cookie);
    expect((await here.get('/api/user')).status).to.equal(200);
    expect((await there.get('/api/user')).status).to.equal(200);
    const reached = nextEvent(socket, 'notification:new');
    suite.server.io.to(userRoom(user.id)).emit('notification:new', notification(user.id));
    await reached;
    expect(thereClosed).to.equal(false);
    expect((await signIn(user.email, NEW_PASSWORD)).status).to.equal(401);
    expect((await signIn(user.email, password)).status).to.equal(200);
    expect(await suite.server.runtime.producers.email.getJob(`password-changed-${user.id}-1`)).to.equal(undefined);
  });

  it('counts wrong current passwords with the sign-in failures: past the limit, 429 with Retry-After', async () => {
    const { password, here } = await twoSessions();
    for (let i = 0; i < 3; i += 1) {
      expect((await here.post('/api/auth/password', { currentPassword: `errada${i}00`, newPassword: NEW_PASSWORD })).status).to.equal(400);
    }
    const refused = await here.post('/api/auth/password', { currentPassword: password, newPassword: NEW_PASSWORD });
    expect(refused.status).to.equal(429);
    expect(refused.body.message).to.equal(PASSWORD_MESSAGES.tooManyAttempts);
    expect(Number(refused.headers.get('retry-after'))).to.be.greaterThan(0);
    // Still signed in: a throttled check is no reason to sign anyone out.
    expect((await here.get('/api/user')).status).to.equal(200);
  });

  it('validates with the shared rules, in Portuguese', async () => {
    const { password, here } = await twoSessions();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ newPassword: NEW_PASSWORD }, { currentPassword: PASSWORD_MESSAGES.currentRequired }],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, { currentPassword: PASSWORD_MESSAGES.currentRequired }],
      [{ currentPassword: password, newPassword: '12345' }, { newPassword: MESSAGES.passwordMin }],
      [{ currentPassword: password, newPassword: 'x'.repeat(129) }, { newPassword: MESSAGES.passwordMax }],
      [{ currentPassword: password, newPassword: 'nova\u0000senha' }, { newPassword: UNSAFE_TEXT_MESSAGE }],
      [{ currentPassword: password, newPassword: 'nova\u202Esenha' }, { newPassword: UNSAFE_TEXT_MESSAGE }],
      [{ currentPassword: password, newPassword: '        ' }, { newPassword: MESSAGES.passwordBlank }],
      [{ currentPassword: password, newPassword: 'Qwerty123' }, { newPassword: MESSAGES.passwordCommon }],
      [{ currentPassword: password, newPassword: password }, { newPassword: PASSWORD_MESSAGES.sameAsCurrent }],
      [{ currentPassword: password, newPassword: NEW_PASSWORD, isAdmin: true }, { isAdmin: MESSAGES.fieldUnknown }],
    ];
    for (const [body, errors] of cases) {
      const res = await here.post('/api/auth/password', body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.errors, JSON.stringify(body)).to.deep.equal(errors);
    }
    // Nothing was stored along the way.
    expect((await here.get('/api/user')).status).to.equal(200);
    expect((await here.post('/api/auth/password', { currentPassword: password, newPassword: NEW_PASSWORD })).status).to.equal(204);
  });
});
