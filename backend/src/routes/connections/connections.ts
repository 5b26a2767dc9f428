/**
 * Rede de Contatos (issue 26; contracts in common/connections.ts, the work in services/connections.ts).
 * A pair is named by the other person's id, so a caller only ever reaches their own pairs.
 * Pushes: `connection:updated` to both sides; notices (bell, toast) through the notifications queue.
 */
import Router from '@koa/router';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { loadSessionUser, requireUser } from '../../auth/guards';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import type { Limits } from '../../lib/limits';
import { doc } from '../../openapi/describe';
import { acceptConnection, connectionLists, connectionSummary, endConnection, requestConnection, type ConnectionDeps } from '../../services/connections';
import { connectionRequestSchema } from './schema';

const userParam = validate({ params: idParams('userId') });

export function connectionsRouter(deps: Omit<ConnectionDeps, 'log'>, limits: Pick<Limits, 'connectionRequest'>) {
  const router = new Router<AppState>({ prefix: '/api' });
  const withLog = (ctx: AppContext): ConnectionDeps => ({ ...deps, log: ctx.state.log });

  router.get('/connections', doc({ summary: 'Meus contatos e solicitações de conexão', ok: 'ConnectionListsDTO' }), requireUser, async (ctx: AppContext) => {
    ctx.body = await connectionLists(currentUser(ctx));
  });

  // 201: a request sent; 200: the pair already existed, or this accepted their request to me.
  router.post(
    '/connections/:userId',
    doc({ summary: 'Envia uma solicitação de conexão (ou aceita a que a pessoa me enviou)', ok: 'ConnectionDTO', responses: { 200: 'ConnectionDTO' }, errors: [404, 429] }),
    requireUser,
    validate({ params: idParams('userId'), body: connectionRequestSchema }),
    async (ctx) => {
      const me = currentUser(ctx);
      await limits.connectionRequest(me._id.toString());
      const { connection, created } = await requestConnection(me, ctx.state.input.userId, ctx.state.input.message, withLog(ctx));
      ctx.status = created ? 201 : 200;
      ctx.body = connection;
    },
  );

  router.post('/connections/:userId/accept', doc({ summary: 'Aceita uma solicitação de conexão recebida', ok: 'ConnectionDTO', status: 200, errors: [404] }), requireUser, userParam, async (ctx) => {
    ctx.body = await acceptConnection(currentUser(ctx), ctx.state.input.userId, withLog(ctx));
  });

  router.delete('/connections/:userId', doc({ summary: 'Retira, recusa ou remove uma conexão', ok: null, status: 204, errors: [404] }), requireUser, userParam, async (ctx) => {
    await endConnection(currentUser(ctx), ctx.state.input.userId, withLog(ctx));
    ctx.status = 204;
  });

  // Public: the count for everyone; the contacts in common and the state for a signed-in visitor.
  router.get('/users/:userId/connections', doc({ summary: 'Rede de um perfil público: contatos e contatos em comum', ok: 'ConnectionSummaryDTO', errors: [404] }), userParam, async (ctx) => {
    ctx.body = await connectionSummary(ctx.state.input.userId, await loadSessionUser(ctx));
  });

  return router;
}
