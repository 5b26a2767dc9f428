/** GET /api/admin/dashboard/stats: the admin panel's stat cards (spec §3 Dashboard stats). */
import Router from '@koa/router';
import { requireAdmin } from '../../auth/guards';
import { dashboardStats } from '../../services/dashboardStats';
import type { AppContext, AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';

export function adminStatsRouter() {
  const router = new Router<AppState>({ prefix: '/api/admin' });

  router.get('/dashboard/stats', doc({ summary: 'Números do painel', ok: 'DashboardStatsDTO' }), requireAdmin, async (ctx: AppContext) => {
    ctx.body = await dashboardStats();
  });

  return router;
}
