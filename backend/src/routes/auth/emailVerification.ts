/**
 * Confirming the account's e-mail address (issue 22; services/emailVerification.ts).
 *
 * Only POST confirms: the mail's link opens the page /confirmar-email, which posts its token.
 * A GET that confirmed would be spent by whatever fetches links before the person does (mail
 * scanners, previews), and would be a state change a cross-site <img> could trigger.
 */
import Router from '@koa/router';
import { EMAIL_VERIFICATION_MESSAGES as M, LINK_TOKEN_RULES, type EmailConfirmPayload } from '@conecta/common';
import { requireUser } from '../../auth/guards';
import { validate } from '../../middleware/validate';
import { joiRules } from '../../lib/rules';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { isEmailVerified, type EmailVerifications } from '../../services/emailVerification';
import type { Limits } from '../../lib/limits';
import { doc } from '../../openapi/describe';

/** The mailed link's token (common LINK_TOKEN_RULES). */
export const emailConfirmSchema = joiRules<EmailConfirmPayload>(LINK_TOKEN_RULES);

interface EmailVerificationDeps {
  verifications: Pick<EmailVerifications, 'confirm' | 'send'>;
  limits: Pick<Limits, 'verificationResend'>;
}

export function emailVerificationRouter({ verifications, limits }: EmailVerificationDeps) {
  const router = new Router<AppState>({ prefix: '/api/auth/email' });

  // No session needed: the link may be opened on another device than the one that signed up.
  router.post(
    '/confirm',
    doc({ summary: 'Confirma o e-mail da conta com o token do link enviado (uso único, 48 h)', ok: null, status: 204 }),
    validate({ body: emailConfirmSchema }),
    async (ctx) => {
      const { token } = ctx.state.input;
      if (!(await verifications.confirm(token))) throw BadRequestError(M.invalidLink);
      ctx.status = 204;
    },
  );

  router.post(
    '/resend',
    doc({ summary: 'Envia um novo link de confirmação ao e-mail da conta (3 por hora)', ok: null, status: 204, errors: [409, 429] }),
    requireUser,
    async (ctx: AppContext) => {
      const user = currentUser(ctx);
      // A banner left open in another tab: nothing to confirm, and the client drops the banner.
      if (isEmailVerified(user)) throw ConflictError(M.alreadyConfirmed);
      const userId = user._id.toString();
      await limits.verificationResend(userId);
      await verifications.send(userId);
      ctx.status = 204;
    },
  );

  return router;
}
