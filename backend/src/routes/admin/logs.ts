/** GET /api/admin/logs (issue 13): the audit log of admin actions, newest first, paged (X-Total-Count). */
import Router from '@koa/router';
import { doc } from '../../openapi/describe';
import { TOTAL_COUNT_HEADER } from '@conecta/common';
import { requireAdmin } from '../../auth/guards';
import { validate } from '../../middleware/validate';
import { type AppState } from '../../lib/context';
import { auditLogPage } from '../../services/audit';
import { logsQuerySchema } from './siteSchema';

export function adminLogsRouter() {
  const router = new Router<AppState>({ prefix: '/api/admin/logs' });

  router.get('/', doc({ summary: 'Registro de ações dos administradores', ok: 'AuditLogDTO[]', paged: true }), requireAdmin, validate({ query: logsQuerySchema }), async (ctx) => {
    const { items, total } = await auditLogPage(ctx.state.input);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = items;
  });

  return router;
}
