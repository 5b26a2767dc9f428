/** GET /api/settings (public): the site settings /contato and the home page show (common/src/admin.ts). */
import Router from '@koa/router';
import { doc } from '../../openapi/describe';
import type { AppContext, AppState } from '../../lib/context';
import { readSiteSettings } from '../../services/siteSettings';

export function settingsRouter() {
  const router = new Router<AppState>({ prefix: '/api/settings' });

  router.get('/', doc({ summary: 'Configurações públicas do site', ok: 'SiteSettingsDTO' }), async (ctx: AppContext) => {
    ctx.body = await readSiteSettings();
  });

  return router;
}
