/**
 * Verified registrations (issue 24): a person's CREA or CRT and a company's CNPJ, submitted for
 * review (`/api/user/verifications`), and the admins' 'Verificações' list with its decisions
 * (`/api/admin/verifications`). The lifecycle is lifecycles/verifications.ts.
 */
import Router from '@koa/router';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { requireAdmin, requireUser } from '../../auth/guards';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';
import { approveSchema, rejectSchema } from '../admin/moderationSchema';
import { decideVerification, lifecycleDeps, myVerifications, pendingVerifications, submitVerification, type LifecycleDeps } from '../../lifecycles/index';
import { kindParams, verificationSchema } from './schema';

export function verificationsRouter(deps: Omit<LifecycleDeps, 'log'>) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/user/verifications', doc({ summary: 'Meus registros (CREA, CRT, CNPJ) e suas verificações', ok: 'VerificationDTO[]' }), requireUser, async (ctx: AppContext) => {
    ctx.body = await myVerifications(currentUser(ctx));
  });

  router.put('/user/verifications/:kind', doc({ summary: 'Envia (ou altera) um registro para verificação', ok: 'VerificationDTO', errors: [409] }), requireUser, validate({ params: kindParams, body: verificationSchema }), async (ctx) => {
    const { kind, ...input } = ctx.state.input;
    ctx.body = await submitVerification(currentUser(ctx), kind, input, lifecycleDeps(deps, ctx));
  });

  router.get('/admin/verifications', doc({ summary: 'Registros em análise (mais antigos primeiro)', ok: 'PendingVerificationDTO[]' }), requireAdmin, async (ctx: AppContext) => {
    ctx.body = await pendingVerifications();
  });

  router.post('/admin/verifications/:id/verify', doc({ summary: 'Confirma um registro', ok: 'VerificationDTO', status: 200, errors: [409] }), requireAdmin, validate({ params: idParams('id'), body: approveSchema }), async (ctx) => {
    const { id, version } = ctx.state.input;
    ctx.body = await decideVerification(id, { status: 'verified', version }, currentUser(ctx), lifecycleDeps(deps, ctx));
  });

  router.post('/admin/verifications/:id/reject', doc({ summary: 'Recusa um registro, com o motivo', ok: 'VerificationDTO', status: 200, errors: [409] }), requireAdmin, validate({ params: idParams('id'), body: rejectSchema }), async (ctx) => {
    const { id, version, reason } = ctx.state.input;
    ctx.body = await decideVerification(id, { status: 'rejected', version, reason }, currentUser(ctx), lifecycleDeps(deps, ctx));
  });

  return router;
}
