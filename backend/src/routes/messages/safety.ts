/**
 * Messaging safety (issue 5 "Live"): `GET|PUT /api/messages/settings`
 * (read receipts) and `POST /api/messages/:userId/report`. Mounted before
 * the messages router so `settings` is never taken for a user id.
 */
import Router from '@koa/router';
import { MESSAGE_SETTINGS_RULES, REPORT_RULES, type MessageSettingsInput, type ReportConversationPayload } from '@conecta/common';
import { idParams, joiRules } from '../../lib/rules';
import { validate } from '../../middleware/validate';
import { requireUser } from '../../auth/guards';
import { messageSettings, reportConversation, updateMessageSettings } from '../../services/messageSafety';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import type { Producers } from '../../queues/producers';
import type { Limits } from '../../lib/limits';
import { doc } from '../../openapi/describe';

export const messageSettingsSchema = joiRules<MessageSettingsInput>(MESSAGE_SETTINGS_RULES);

export const reportSchema = joiRules<ReportConversationPayload>(REPORT_RULES);

export function messageSafetyRouter(producers: Producers, limits: Pick<Limits, 'report'>) {
  const router = new Router<AppState>({ prefix: '/api/messages' });

  router.get('/settings', doc({ summary: 'Minhas preferências de mensagens', ok: 'MessageSettings' }), requireUser, (ctx: AppContext) => {
    ctx.body = messageSettings(currentUser(ctx));
  });

  router.put('/settings', doc({ summary: 'Altera as preferências de mensagens', ok: 'MessageSettings' }), requireUser, validate({ body: messageSettingsSchema }), async (ctx) => {
    ctx.body = await updateMessageSettings(currentUser(ctx), ctx.state.input);
  });

  router.post('/:userId/report', doc({ summary: 'Denuncia uma conversa', ok: 'ReportConversationResponse', errors: [409, 429] }), requireUser, validate({ params: idParams('userId'), body: reportSchema }), async (ctx) => {
    await limits.report(currentUser(ctx).id as string, ctx.ip);
    const { userId, reason } = ctx.state.input;
    ctx.status = 201;
    ctx.body = await reportConversation(currentUser(ctx), userId, reason, producers, ctx.state.log);
  });

  return router;
}
