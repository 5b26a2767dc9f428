/**
 * GET/PUT /api/admin/settings (issue 13): the contact details of /contato, the home's figures,
 * sign-ups open, and whether verified companies' jobs skip review (issue 24).
 */
import Router from '@koa/router';
import { doc } from '../../openapi/describe';
import { requireAdmin } from '../../auth/guards';
import { validate } from '../../middleware/validate';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { readSiteSettings, updateSiteSettings } from '../../services/siteSettings';
import { settingsUpdateSchema } from './siteSchema';

export function adminSettingsRouter() {
  const router = new Router<AppState>({ prefix: '/api/admin/settings' });

  router.get('/', doc({ summary: 'Configurações do site', ok: 'SiteSettingsDTO' }), requireAdmin, async (ctx: AppContext) => {
    ctx.body = await readSiteSettings();
  });

  router.put('/', doc({ summary: 'Altera configurações do site', ok: 'SiteSettingsDTO' }), requireAdmin, validate({ body: settingsUpdateSchema }), async (ctx) => {
    ctx.body = await updateSiteSettings(ctx.state.input, currentUser(ctx)._id);
  });

  return router;
}
