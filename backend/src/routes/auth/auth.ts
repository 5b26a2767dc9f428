/** Accounts and sessions (spec §2 Auth page, §7 calls). */
import Router from '@koa/router';
import { passwordChangeError, userRoom } from '@conecta/common';
import { registerSchema, loginSchema, loginRedirectSchema, passwordChangeSchema } from './schema';
import { validate } from '../../middleware/validate';
import { requireUser } from '../../auth/guards';
import { presentUser } from '../../presenters/user';
import { stampSignIn } from '../../services/inactivePurge';
import { registerAccount, storeNewPassword, type Authenticator, type SessionAccount } from '../../services/accounts';
import { ValidationError } from '../../lib/errors';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { SESSION_COOKIE, sessionRoom, type RedisSessionStore } from '../../auth/session';
import { describeDevice } from '../../auth/device';
import type { Broadcaster } from '../../realtime/broadcaster';
import type { Producers } from '../../queues/producers';
import type { Limits } from '../../lib/limits';
import type { EmailVerifications } from '../../services/emailVerification';
import { doc } from '../../openapi/describe';

/**
 * A fresh session id on every sign-in (and password change) defeats session fixation. Every way
 * in goes through here: the password, a sign-up, the mailed link (loginLink.ts).
 */
export async function startSession(ctx: AppContext, user: SessionAccount) {
  await ctx.session!.regenerate();
  ctx.session!.userId = user._id.toString();
  // Read with the password hash it was checked against: a change racing this sign-in outdates it.
  ctx.session!.passwordVersion = user.passwordVersion ?? 0;
  // What the profile's 'Sessões' list shows of it (issue 22); written with the sign-in, no extra write.
  const now = Date.now();
  ctx.session!.device = describeDevice(ctx.get('user-agent'));
  ctx.session!.createdAt = now;
  ctx.session!.lastUsedAt = now;
  // The inactive accounts' purge reads it (services/inactivePurge.ts).
  await stampSignIn(user._id, new Date(now));
}

interface AuthDeps {
  authenticator: Authenticator;
  producers: Pick<Producers, 'sendEmail'>;
  realtime: Pick<Broadcaster, 'disconnect' | 'to'>;
  limits: Pick<Limits, 'signup'>;
  sessions: Pick<RedisSessionStore, 'destroyAllOf'>;
  verifications: Pick<EmailVerifications, 'send'>;
}

export function authRouter({ authenticator, producers, realtime, limits, sessions, verifications }: AuthDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.post('/register', doc({ summary: 'Cria a conta e inicia a sessão', ok: 'UserDTO', errors: [409, 429] }), validate({ body: registerSchema }), async (ctx) => {
    await limits.signup(ctx.ip);
    // The insert announces itself: the new account joins the directory and search in every backend process.
    const user = await registerAccount(ctx.state.input);
    await startSession(ctx, user);
    // The link that confirms the address (issue 22). The account exists either way: a queue that
    // refuses costs only this mail, and the banner's 'Reenviar e-mail' asks for another.
    await verifications.send(user._id.toString()).catch((err: unknown) => {
      ctx.state.log.warn({ err, userId: user._id.toString() }, 'e-mail confirmation not queued');
    });
    ctx.status = 201;
    ctx.body = presentUser(user);
  });

  router.post('/login', doc({ summary: 'Inicia a sessão', ok: 'UserDTO', status: 200, errors: [401, 429] }), validate({ body: loginSchema }), async (ctx) => {
    const { email, password } = ctx.state.input;
    const user = await authenticator.authenticate(email, password, ctx.ip);
    await startSession(ctx, user);
    ctx.body = presentUser(user);
  });

  // The sign-up link of the landing page: preselects the type in Cadastro.
  router.get('/login', doc({ summary: 'Redireciona ao cadastro com o tipo escolhido', ok: null, status: 302 }), validate({ query: loginRedirectSchema }), async (ctx) => {
    const { userType } = ctx.state.input;
    ctx.redirect(userType ? `/auth?tab=cadastro&userType=${userType}` : '/auth');
  });

  router.post('/logout', doc({ summary: 'Encerra a sessão (e seus sockets)', ok: null, status: 204 }), async (ctx: AppContext) => {
    const sessionId = ctx.cookies.get(SESSION_COOKIE, { signed: true });
    // Setting null destroys the Redis record, not only the cookie.
    ctx.session = null;
    // The session's open sockets close too, on every process: no private push after sign-out.
    if (sessionId) realtime.disconnect(sessionRoom(sessionId));
    ctx.status = 204;
  });

  router.post(
    '/auth/password',
    doc({ summary: 'Altera a senha da sessão: encerra as outras sessões da conta (e os sockets)', ok: null, status: 204, errors: [400, 429] }),
    requireUser,
    validate({ body: passwordChangeSchema }),
    async (ctx) => {
      const user = currentUser(ctx);
      const { currentPassword, newPassword } = ctx.state.input;
      const same = passwordChangeError({ currentPassword, newPassword });
      if (Object.keys(same).length > 0) throw ValidationError(same);
      await authenticator.confirmPassword(user, currentPassword, ctx.ip);
      const passwordVersion = await storeNewPassword(user._id, newPassword);
      // Every session of the account ends, on every process: whoever held one (another browser, a
      // stolen cookie) must sign in with the new password. This one goes on under a fresh id, so
      // a copy of its old cookie is worth nothing either.
      const userId = user._id.toString();
      const changedFrom = ctx.cookies.get(SESSION_COOKIE, { signed: true });
      const ended = await sessions.destroyAllOf(userId);
      await startSession(ctx, { _id: user._id, passwordVersion });
      // The other sessions' open pages hear why before the close below (issue 25); this one's tabs
      // do not: they go on under the new id. Never an empty list (a broadcast to every socket).
      const others = ended.filter((id) => id !== changedFrom).map(sessionRoom);
      if (others.length > 0) realtime.to(others).emit('session:ended', { reason: 'password-changed' });
      // Every socket of the account closes too, this session's included: they were opened with the
      // old id (maybe by a copy of the cookie). This browser's tabs reconnect with the new cookie
      // (frontend realtime/socket.ts). Closed once the answer is out, so the Set-Cookie reaches the
      // browser before the tabs ask who they are.
      ctx.res.once('close', () => realtime.disconnect(userRoom(userId)));
      // The owner hears of it by e-mail ('Sua senha foi alterada'): whoever changed it from a stolen
      // session is found out. The change is done either way: a queue that refuses only loses the notice.
      const jobId = `password-changed-${userId}-${passwordVersion}`;
      await producers.sendEmail('password-changed', { userId, passwordVersion }, jobId).catch((err: unknown) => {
        ctx.state.log.warn({ err, jobId }, 'password change notice not queued');
      });
      ctx.status = 204;
    },
  );

  const me = async (ctx: AppContext) => {
    ctx.body = presentUser(currentUser(ctx));
  };
  router.get('/user', doc({ summary: 'Usuário da sessão', ok: 'UserDTO' }), requireUser, me);
  router.get('/auth/user', doc({ summary: 'Usuário da sessão (antes de candidatar-se, após editar o perfil)', ok: 'UserDTO' }), requireUser, me);

  return router;
}
