/**
 * The landing page's sections: GET /api/landing (public; the visitor home renders from it) and
 * PUT /api/admin/landing/:sectionId (the /editor's saves). Read from the database per request
 * (services/landing.ts): a hidden section disappears for visitors of every backend at once.
 */
import Router from '@koa/router';
import { doc } from '../../openapi/describe';
import { ADMIN_MESSAGES as M, LANDING_SECTION_IDS } from '@conecta/common';
import { requireAdmin } from '../../auth/guards';
import { validate } from '../../middleware/validate';
import { NotFoundError } from '../../lib/errors';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { readLandingSections, updateLandingSection } from '../../services/landing';
import { landingUpdateSchema, sectionParams } from '../admin/siteSchema';

export function landingRouter() {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/landing', doc({ summary: 'Seções da página inicial', ok: 'LandingSectionDTO[]' }), async (ctx: AppContext) => {
    ctx.body = await readLandingSections();
  });

  router.put('/admin/landing/:sectionId', doc({ summary: 'Altera uma seção da página inicial', ok: 'LandingSectionDTO', errors: [404] }), requireAdmin, validate({ params: sectionParams, body: landingUpdateSchema }), async (ctx) => {
    const sectionId = LANDING_SECTION_IDS.find((id) => id === ctx.state.input.sectionId);
    if (!sectionId) throw NotFoundError(M.sectionNotFound);
    ctx.body = await updateLandingSection(sectionId, ctx.state.input, currentUser(ctx)._id);
  });

  return router;
}
