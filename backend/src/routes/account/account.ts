/**
 * 'Meus dados' (issue 26, LGPD): deleting one's own account (services/accountDeletion.ts). The
 * password confirms it, counted on the sign-in limits (a stolen session gets no more guesses than
 * the sign-in form); a wrong one is a 400 on its field and the session stays.
 */
import Router from '@koa/router';
import { PRIVACY_MESSAGES, isAdmin } from '@conecta/common';
import { requireUser } from '../../auth/guards';
import { validate } from '../../middleware/validate';
import { doc } from '../../openapi/describe';
import { ForbiddenError } from '../../lib/errors';
import { currentUser, type AppState } from '../../lib/context';
import { SESSION_COOKIE } from '../../auth/session';
import { lifecycleDeps, type LifecycleDeps } from '../../lifecycles/index';
import { deleteAccount, type AccountDeletionDeps } from '../../services/accountDeletion';
import type { Authenticator } from '../../services/accounts';
import { accountDeleteSchema } from './schema';

interface AccountDeps extends Omit<AccountDeletionDeps, 'lifecycle'> {
  authenticator: Pick<Authenticator, 'confirmPassword'>;
  lifecycles: Omit<LifecycleDeps, 'log'>;
}

export function accountRouter({ authenticator, lifecycles, storage, sessions, realtime }: AccountDeps) {
  const router = new Router<AppState>({ prefix: '/api/account' });

  router.post(
    '/delete',
    doc({ summary: 'Exclui a conta da sessão (anonimizada; encerra as sessões e os sockets)', ok: null, status: 204, errors: [400, 403, 429] }),
    requireUser,
    validate({ body: accountDeleteSchema }),
    async (ctx) => {
      const user = currentUser(ctx);
      // The staff's accounts answer for the audit log's decisions: another admin handles them.
      if (isAdmin(user)) throw ForbiddenError(PRIVACY_MESSAGES.adminRefused);
      await authenticator.confirmPassword(user, ctx.state.input.password, ctx.ip, { field: 'password', message: PRIVACY_MESSAGES.passwordWrong });
      const sessionId = ctx.cookies.get(SESSION_COOKIE, { signed: true });
      await deleteAccount(user, { lifecycle: lifecycleDeps(lifecycles, ctx), storage, sessions, realtime }, sessionId);
      // This session ends with the account: koa-session drops its record and clears the cookie.
      ctx.session = null;
      ctx.status = 204;
    },
  );

  return router;
}
