/**
 * Messaging safety (issue 5 "Live"): `GET|PUT /api/messages/settings`
 * (read receipts) and `POST /api/messages/:userId/report`. Mounted before
 * the messages router so `settings` is never taken for a user id.
 */
import Router from '@koa/router';
import Joi from 'joi';
import { MESSAGE_SAFETY_MESSAGES as S, REPORT_LIMITS, type MessageSettings, type ReportConversationPayload } from '@conecta/common';
import { body, text } from '../../lib/rules';
import { validateBody } from '../../middleware/validate';
import { requireUser } from '../../auth/guards';
import { messageSettings, reportConversation, updateMessageSettings } from '../../services/messageSafety';
import { parseObjectId } from '../../lib/ids';
import { currentUser, input, type AppContext, type AppState } from '../../lib/context';
import type { Producers } from '../../queues/producers';
import type { Limits } from '../../lib/limits';

export const messageSettingsSchema = body({
  readReceipts: Joi.boolean()
    .strict()
    .required()
    .messages({ 'any.required': S.readReceiptsInvalid, 'boolean.base': S.readReceiptsInvalid }),
});

export const reportSchema = body({
  reason: text(REPORT_LIMITS.reasonMin, REPORT_LIMITS.reasonMax, S.reasonMin, S.reasonMax).required(),
});

export function messageSafetyRouter(producers: Producers, limits: Pick<Limits, 'report'>) {
  const router = new Router<AppState>({ prefix: '/api/messages' });

  router.get('/settings', requireUser, (ctx: AppContext) => {
    ctx.body = messageSettings(currentUser(ctx));
  });

  router.put('/settings', requireUser, validateBody(messageSettingsSchema), async (ctx: AppContext) => {
    ctx.body = await updateMessageSettings(currentUser(ctx), input<MessageSettings>(ctx));
  });

  router.post('/:userId/report', requireUser, validateBody(reportSchema), async (ctx: AppContext) => {
    await limits.report(currentUser(ctx).id as string, ctx.ip);
    const { reason } = input<ReportConversationPayload>(ctx);
    ctx.status = 201;
    ctx.body = await reportConversation(currentUser(ctx), parseObjectId(ctx.params.userId), reason, producers, ctx.state.log);
  });

  return router;
}
