/**
 * Job alerts (issue 26; contracts in common/src/jobAlerts.ts): the signed-in person's saved /vagas
 * searches, and the unsubscribe link their e-mails carry, which works without signing in.
 */
import Router from '@koa/router';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { requireUser } from '../../auth/guards';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { presentJobAlert } from '../../presenters/jobAlert';
import { alertsOf, confirmAlert, createAlert, createVisitorAlert, deleteAlert, unsubscribe, updateAlert } from '../../services/jobAlerts';
import type { Limits } from '../../lib/limits';
import type { Producers } from '../../queues/producers';
import { doc } from '../../openapi/describe';
import { JOB_ALERT_MESSAGES, type JobAlertVisitorResponse } from '@conecta/common';
import { alertCreateSchema, alertUpdateSchema, tokenQuerySchema, visitorAlertSchema } from './schema';

const ownerId = (ctx: AppContext) => currentUser(ctx)._id;

export function jobAlertsRouter(deps: { secret: string; producers: Pick<Producers, 'sendEmail'>; limits: Pick<Limits, 'visitorAlert'> }) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/users/alerts', doc({ summary: 'Meus alertas de vagas', ok: 'JobAlertDTO[]' }), requireUser, async (ctx: AppContext) => {
    ctx.body = (await alertsOf(ownerId(ctx))).map(presentJobAlert);
  });

  router.post('/users/alerts', doc({ summary: 'Cria um alerta com a busca de vagas', ok: 'JobAlertDTO', errors: [409] }), requireUser, validate({ body: alertCreateSchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = presentJobAlert(await createAlert(ownerId(ctx), ctx.state.input));
  });

  router.patch('/users/alerts/:id', doc({ summary: 'Muda a frequência ou pausa um alerta', ok: 'JobAlertDTO', errors: [404] }), requireUser, validate({ params: idParams('id'), body: alertUpdateSchema }), async (ctx) => {
    const { id, ...changes } = ctx.state.input;
    ctx.body = presentJobAlert(await updateAlert(ownerId(ctx), id, changes));
  });

  router.delete('/users/alerts/:id', doc({ summary: 'Exclui um alerta', ok: null, status: 204, errors: [404] }), requireUser, validate({ params: idParams('id') }), async (ctx) => {
    await deleteAlert(ownerId(ctx), ctx.state.input.id);
    ctx.status = 204;
  });

  // The e-mail's link (its page posts here) and the mail client's one-click post (RFC 8058, a
  // urlencoded body middleware/unsafeRequests.ts lets through for this path alone): the token is
  // the only authority, so no session is asked for.
  router.post('/alertas/cancelar', doc({ summary: 'Cancela um alerta pelo link do e-mail', ok: null, status: 204, errors: [404] }), validate({ query: tokenQuerySchema }), async (ctx) => {
    await unsubscribe(deps.secret, ctx.state.input.token);
    ctx.status = 204;
  });

  // A visitor's alert, by e-mail only (double opt-in): nothing is sent but the confirmation link
  // until it is followed. The same answer whatever the address and however often.
  router.post('/alertas', doc({ summary: 'Cria um alerta de vagas por e-mail (visitante)', ok: 'JobAlertVisitorResponse', status: 202, errors: [429, 503] }), validate({ body: visitorAlertSchema }), async (ctx) => {
    const { email, ...search } = ctx.state.input;
    await deps.limits.visitorAlert(ctx.ip, email);
    await createVisitorAlert(email, search, { producers: deps.producers, secret: deps.secret, log: ctx.state.log });
    ctx.status = 202;
    ctx.body = { message: JOB_ALERT_MESSAGES.visitorSent } satisfies JobAlertVisitorResponse;
  });

  router.post('/alertas/confirmar', doc({ summary: 'Confirma o alerta de um visitante pelo link do e-mail', ok: null, status: 204, errors: [404] }), validate({ query: tokenQuerySchema }), async (ctx) => {
    await confirmAlert(deps.secret, ctx.state.input.token);
    ctx.status = 204;
  });

  return router;
}
