/** Accounts and sessions (spec §2 Auth page, §7 calls). */
import Router from '@koa/router';
import type { RegisterableUserType } from '@conecta/common';
import { registerSchema, loginSchema, loginRedirectSchema } from './schema';
import { validateBody, validateQuery } from '../../middleware/validate';
import { requireUser } from '../../auth/guards';
import { presentUser } from '../../presenters/user';
import { registerAccount, type Authenticator, type RegisterInput } from '../../services/accounts';
import { currentUser, input, type AppContext, type AppState } from '../../lib/context';
import type { UserDocument } from '../../models/user';
import { SESSION_COOKIE, sessionRoom } from '../../auth/session';
import type { Broadcaster } from '../../realtime/broadcaster';
import type { Limits } from '../../lib/limits';
import type { LoginPayload } from '@conecta/common';
import { doc } from '../../openapi/describe';

/** A fresh session id on every sign-in defeats session fixation. */
async function startSession(ctx: AppContext, user: UserDocument) {
  await ctx.session!.regenerate();
  ctx.session!.userId = user._id.toString();
}

export function authRouter(authenticator: Authenticator, realtime: Pick<Broadcaster, 'disconnect'>, limits: Pick<Limits, 'signup'>) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.post('/register', doc({ summary: 'Cria a conta e inicia a sessão', ok: 'UserDTO', errors: [409, 429] }), validateBody(registerSchema), async (ctx: AppContext) => {
    await limits.signup(ctx.ip);
    // The insert announces itself: the new account joins the directory and search in every backend process.
    const user = await registerAccount(input<RegisterInput>(ctx));
    await startSession(ctx, user);
    ctx.status = 201;
    ctx.body = presentUser(user);
  });

  router.post('/login', doc({ summary: 'Inicia a sessão', ok: 'UserDTO', status: 200, errors: [401, 429] }), validateBody(loginSchema), async (ctx: AppContext) => {
    const { email, password } = input<LoginPayload>(ctx);
    const user = await authenticator.authenticate(email, password, ctx.ip);
    await startSession(ctx, user);
    ctx.body = presentUser(user);
  });

  // The sign-up link of the landing page: preselects the type in Cadastro.
  router.get('/login', doc({ summary: 'Redireciona ao cadastro com o tipo escolhido', ok: null, status: 302 }), validateQuery(loginRedirectSchema), async (ctx: AppContext) => {
    const { userType } = input<{ userType?: RegisterableUserType }>(ctx);
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

  const me = async (ctx: AppContext) => {
    ctx.body = presentUser(currentUser(ctx));
  };
  router.get('/user', doc({ summary: 'Usuário da sessão', ok: 'UserDTO' }), requireUser, me);
  router.get('/auth/user', doc({ summary: 'Usuário da sessão (antes de candidatar-se, após editar o perfil)', ok: 'UserDTO' }), requireUser, me);

  return router;
}
