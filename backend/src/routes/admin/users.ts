/** The admin panel's users tab (issue 13; services/adminUsers.ts): list with search and type filter, verify, suspend / reactivate, admin rights (issue 25). */
import Router from '@koa/router';
import { doc } from '../../openapi/describe';
import { TOTAL_COUNT_HEADER } from '@conecta/common';
import { requireAdmin } from '../../auth/guards';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { currentUser, type AppState } from '../../lib/context';
import { listUsers, setAdmin, setSuspended, setVerified, type SuspensionDeps } from '../../services/adminUsers';
import { limitTextSearch } from '../../middleware/textSearchLimit';
import type { Limits } from '../../lib/limits';
import { adminRightsSchema, suspendSchema, usersQuerySchema, verifySchema } from './siteSchema';

export function adminUsersRouter(deps: SuspensionDeps & { limits: Pick<Limits, 'search'> }) {
  const router = new Router<AppState>({ prefix: '/api/admin/users' });

  router.get('/', doc({ summary: 'Usuários (busca, tipo, paginação)', ok: 'AdminUserDTO[]', paged: true, errors: [429] }), requireAdmin, validate({ query: usersQuerySchema }), limitTextSearch(deps.limits, 'q'), async (ctx) => {
    const { items, total } = await listUsers(ctx.state.input);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = items;
  });

  router.post('/:userId/verify', doc({ summary: 'Verifica ou desfaz a verificação de um usuário', ok: 'AdminUserDTO', status: 200, errors: [404] }), requireAdmin, validate({ params: idParams('userId'), body: verifySchema }), async (ctx) => {
    const { userId, isVerified } = ctx.state.input;
    ctx.body = await setVerified(userId, isVerified, currentUser(ctx)._id);
  });

  router.post('/:userId/suspend', doc({ summary: 'Suspende ou reativa um usuário (fecha seus sockets)', ok: 'AdminUserDTO', status: 200, errors: [404, 409] }), requireAdmin, validate({ params: idParams('userId'), body: suspendSchema }), async (ctx) => {
    const { userId, isSuspended } = ctx.state.input;
    ctx.body = await setSuspended(userId, isSuspended, currentUser(ctx)._id, deps);
  });

  router.post('/:userId/admin', doc({ summary: 'Concede ou remove o acesso de administrador', ok: 'AdminUserDTO', status: 200, errors: [404, 409] }), requireAdmin, validate({ params: idParams('userId'), body: adminRightsSchema }), async (ctx) => {
    const { userId, isAdmin } = ctx.state.input;
    ctx.body = await setAdmin(userId, isAdmin, currentUser(ctx)._id, deps);
  });

  return router;
}
