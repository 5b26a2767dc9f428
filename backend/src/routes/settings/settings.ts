/** GET /api/settings (public): the site settings /contato and the home page show (common/src/admin.ts). */
import Router from '@koa/router';
import type { AppContext, AppState } from '../../lib/context';
import { readSiteSettings } from '../../services/siteSettings';

export function settingsRouter() {
  const router = new Router<AppState>({ prefix: '/api/settings' });

  router.get('/', async (ctx: AppContext) => {
    ctx.body = await readSiteSettings();
  });

  return router;
}
