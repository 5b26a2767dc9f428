/** GET /api/admin/analytics?from&to (issue 13): users by type and, per ISO week, new users, jobs and applications. */
import Router from '@koa/router';
import { doc } from '../../openapi/describe';
import { requireAdmin } from '../../auth/guards';
import { validate } from '../../middleware/validate';
import { type AppState } from '../../lib/context';
import { computeAnalytics } from '../../services/analytics';
import { analyticsQuerySchema } from './siteSchema';

export function adminAnalyticsRouter() {
  const router = new Router<AppState>({ prefix: '/api/admin/analytics' });

  router.get('/', doc({ summary: 'Análises por semana no período', ok: 'AnalyticsDTO' }), requireAdmin, validate({ query: analyticsQuerySchema }), async (ctx) => {
    ctx.body = await computeAnalytics(ctx.state.input);
  });

  return router;
}
