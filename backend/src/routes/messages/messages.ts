/**
 * Private messages (spec §2 Messages, §7 /api/messages; issue 5). Every
 * route is about "me": a conversation is named by the other participant's
 * id, so the caller can only ever reach their own conversations.
 * Pushes: `message:new`, `conversation:started`, `unread:updated`, `message:read`, `typing` (common/src/realtime.ts).
 */
import Router from '@koa/router';
import type { Limits } from '../../lib/limits';
import type { MarkReadResponse } from '@conecta/common';
import { messagePageSchema, sendMessageSchema } from './schema';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { requireSession, requireUser, sessionUserIdOf } from '../../auth/guards';
import { presentMessage } from '../../presenters/message';
import {
  blockUser,
  blockedUserIds,
  messagePermission,
  listConversations,
  listMessages,
  markConversationRead,
  sendMessage,
  unblockUser,
  unreadSummary,
  type MessagingDeps,
  
  
} from '../../services/messaging';
import { notifyTyping } from '../../services/typing';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';

/** `:userId`: the other participant, the name of my conversation with them. */
const userParam = validate({ params: idParams('userId') });

export function messagesRouter(deps: Omit<MessagingDeps, 'log'>, limits: Pick<Limits, 'message'>) {
  const router = new Router<AppState>({ prefix: '/api/messages' });
  const withLog = (ctx: AppContext): MessagingDeps => ({ ...deps, log: ctx.state.log });

  router.get('/conversations', doc({ summary: 'Minhas conversas', ok: 'ConversationSummaryDTO[]' }), requireUser, async (ctx: AppContext) => {
    ctx.body = await listConversations(currentUser(ctx), deps);
  });

  router.get('/unread', doc({ summary: 'Não lidas por conversa', ok: 'UnreadSummary' }), requireUser, async (ctx: AppContext) => {
    ctx.body = await unreadSummary(currentUser(ctx)._id, deps);
  });

  router.get('/blocked', doc({ summary: 'Usuários que bloqueei', ok: 'string[]' }), requireUser, async (ctx: AppContext) => {
    ctx.body = await blockedUserIds(currentUser(ctx));
  });

  router.post('/block/:userId', doc({ summary: 'Bloqueia um usuário', ok: null, status: 204 }), requireUser, userParam, async (ctx) => {
    await blockUser(currentUser(ctx), ctx.state.input.userId, withLog(ctx));
    ctx.status = 204;
  });

  router.delete('/block/:userId', doc({ summary: 'Desbloqueia um usuário', ok: null, status: 204 }), requireUser, userParam, async (ctx) => {
    await unblockUser(currentUser(ctx), ctx.state.input.userId);
    ctx.status = 204;
  });

  // 201 with the new message; 200 with the same message when the clientId was already used (a retry).
  // requireSession: the service checks the sender's account with the receiver, in one round trip.
  router.post('/', doc({ summary: 'Envia uma mensagem (repetir o clientId devolve a mesma com 200)', ok: 'MessageDTO', responses: { 200: 'MessageDTO' }, errors: [404, 429] }), requireSession, validate({ body: sendMessageSchema }), async (ctx) => {
    await limits.message(sessionUserIdOf(ctx).toString(), ctx.ip);
    const { message, created } = await sendMessage(sessionUserIdOf(ctx), ctx.state.input, withLog(ctx));
    ctx.status = created ? 201 : 200;
    ctx.body = presentMessage(message);
  });

  router.post('/:userId/read', doc({ summary: 'Marca a conversa como lida', ok: 'MarkReadResponse', status: 200 }), requireUser, userParam, async (ctx) => {
    const result: MarkReadResponse = await markConversationRead(currentUser(ctx), ctx.state.input.userId, withLog(ctx));
    ctx.body = result;
  });

  // 'digitando...': 204 whether or not the push was throttled (services/typing.ts).
  router.post('/:userId/typing', doc({ summary: 'Avisa que estou digitando', ok: null, status: 204, errors: [429] }), requireSession, userParam, async (ctx) => {
    await notifyTyping(sessionUserIdOf(ctx), ctx.state.input.userId, withLog(ctx));
    ctx.status = 204;
  });

  // Whether I may write to this person now and, if not, why (the send path's own checks, issue 26).
  router.get('/:userId/permission', doc({ summary: 'Posso enviar mensagens a esta pessoa?', ok: 'MessagePermissionDTO' }), requireUser, userParam, async (ctx) => {
    ctx.body = await messagePermission(currentUser(ctx), ctx.state.input.userId, deps.accountFacts);
  });

  router.get('/:userId', doc({ summary: 'Mensagens de uma conversa', ok: 'MessageDTO[]' }), requireUser, validate({ params: idParams('userId'), query: messagePageSchema }), async (ctx) => {
    const { userId, ...page } = ctx.state.input;
    const docs = await listMessages(currentUser(ctx), userId, page);
    ctx.body = docs.map(presentMessage);
  });

  return router;
}
