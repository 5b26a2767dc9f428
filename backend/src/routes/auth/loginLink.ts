/**
 * Signing in by a mailed link (issue 22; services/loginLinks.ts): the way in that nobody typing
 * wrong passwords for an account can close to its owner.
 *
 * Asking never tells whether the address has an account (always the same 202). Only POST signs
 * in: the mail's link opens the page /entrar-com-link, which posts its token — a GET that signed
 * in would be spent by whatever fetches links before the person does (mail scanners, previews).
 */
import Router from '@koa/router';
import { LINK_TOKEN_RULES, LOGIN_LINK_MESSAGES as M, LOGIN_LINK_RULES, type LoginLinkConfirmPayload, type LoginLinkPayload, type LoginLinkSentDTO } from '@conecta/common';
import { validate } from '../../middleware/validate';
import { joiRules } from '../../lib/rules';
import { type AppState } from '../../lib/context';
import type { LoginLinks } from '../../services/loginLinks';
import type { Authenticator } from '../../services/accounts';
import type { Limits } from '../../lib/limits';
import { presentUser } from '../../presenters/user';
import { doc } from '../../openapi/describe';
import { startSession } from './auth';

export const loginLinkSchema = joiRules<LoginLinkPayload>(LOGIN_LINK_RULES);

/** The mailed link's token (common LINK_TOKEN_RULES). */
export const loginLinkConfirmSchema = joiRules<LoginLinkConfirmPayload>(LINK_TOKEN_RULES);

interface LoginLinkDeps {
  loginLinks: Pick<LoginLinks, 'request' | 'consume'>;
  authenticator: Pick<Authenticator, 'authenticateByLink'>;
  limits: Pick<Limits, 'loginLink'>;
}

export function loginLinkRouter({ loginLinks, authenticator, limits }: LoginLinkDeps) {
  const router = new Router<AppState>({ prefix: '/api/auth/login-link' });

  router.post(
    '/',
    doc({ summary: 'Envia um link de acesso (uso único, 15 min) ao e-mail, se for de uma conta confirmada', ok: 'LoginLinkSentDTO', status: 202, errors: [429] }),
    validate({ body: loginLinkSchema }),
    async (ctx) => {
      const { email } = ctx.state.input;
      await limits.loginLink(email, ctx.ip);
      // The same answer whatever happens next: a queue that refuses is logged, not told — a 503
      // for real accounts only would tell which addresses have one.
      await loginLinks.request(email).catch((err: unknown) => {
        ctx.state.log.error({ err }, 'sign-in link not queued');
      });
      ctx.status = 202;
      ctx.body = { message: M.sent } satisfies LoginLinkSentDTO;
    },
  );

  // No session needed, none kept: the link signs in whichever browser opens it.
  router.post(
    '/confirm',
    doc({ summary: 'Inicia a sessão com o token do link de acesso enviado por e-mail', ok: 'UserDTO', status: 200, errors: [400] }),
    validate({ body: loginLinkConfirmSchema }),
    async (ctx) => {
      const user = await authenticator.authenticateByLink(await loginLinks.consume(ctx.state.input.token));
      await startSession(ctx, user);
      ctx.body = presentUser(user);
    },
  );

  return router;
}
