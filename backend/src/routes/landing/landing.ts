/**
 * The landing page's sections: GET /api/landing (public; the visitor home renders from it) and
 * PUT /api/admin/landing/:sectionId (the /editor's saves). Read from the database (services/landing.ts);
 * a visitor's answer is kept (lib/publicAnswers.ts) until a `landing.changed` event reaches this
 * backend, as the drawn home built from it is (decisions 0024, 0038): the home's server render read
 * it from the database on every uncached render.
 */
import Router from '@koa/router';
import { doc } from '../../openapi/describe';
import { ADMIN_MESSAGES as M, LANDING_SECTION_IDS } from '@conecta/common';
import { requireAdmin } from '../../auth/guards';
import { validate } from '../../middleware/validate';
import { NotFoundError } from '../../lib/errors';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import type { PublicAnswers } from '../../lib/publicAnswers';
import { readLandingSections, updateLandingSection } from '../../services/landing';
import { landingUpdateSchema, sectionParams } from '../admin/siteSchema';

export function landingRouter(answers: PublicAnswers) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/landing', doc({ summary: 'Seções da página inicial', ok: 'LandingSectionDTO[]' }), answers.keep([]), async (ctx: AppContext) => {
    ctx.body = await readLandingSections();
  });

  router.put('/admin/landing/:sectionId', doc({ summary: 'Altera uma seção da página inicial', ok: 'LandingSectionDTO', errors: [404] }), requireAdmin, validate({ params: sectionParams, body: landingUpdateSchema }), async (ctx) => {
    const sectionId = LANDING_SECTION_IDS.find((id) => id === ctx.state.input.sectionId);
    if (!sectionId) throw NotFoundError(M.sectionNotFound);
    ctx.body = await updateLandingSection(sectionId, ctx.state.input, currentUser(ctx)._id);
  });

  return router;
}
