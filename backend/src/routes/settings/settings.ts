/** GET /api/settings (public): the site settings /contato and the home page show (common/src/admin.ts). */
import Router from '@koa/router';
import { doc } from '../../openapi/describe';
import type { AppContext, AppState } from '../../lib/context';
import type { PublicAnswers } from '../../lib/publicAnswers';
import { readSiteSettings } from '../../services/siteSettings';

/**
 * A visitor's answer is kept (lib/publicAnswers.ts) until a `settings.changed` event, as the drawn
 * home that shows it is (decision 0038): the home's server render read it from the database on
 * every uncached render.
 */
export function settingsRouter(answers: PublicAnswers) {
  const router = new Router<AppState>({ prefix: '/api/settings' });

  router.get('/', doc({ summary: 'Configurações públicas do site', ok: 'SiteSettingsDTO' }), answers.keep([]), async (ctx: AppContext) => {
    ctx.body = await readSiteSettings();
  });

  return router;
}
