/**
 * The home's showcase (issue 25; services/showcase.ts): GET /api/destaques for everyone, and the
 * admin's 'Destaques' tab: GET /api/admin/showcase (one kind's items in the showcase's order, or
 * a search), GET /api/admin/showcase/{jobs|courses|events}/:id (one item's state, for its page) and
 * POST /api/admin/showcase/{jobs|courses|events}/:id { featured }, audited.
 */
import Router from '@koa/router';
import { SHOWCASE_ADMIN_QUERY_RULES, SHOWCASE_KINDS, SHOWCASE_PATHS, TOTAL_COUNT_HEADER, type ShowcaseFeatureInput } from '@conecta/common';
import { requireAdmin } from '../../auth/guards';
import { validate } from '../../middleware/validate';
import { body, flag, idParams, queryRules } from '../../lib/rules';
import { currentUser, type AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';
import { limitTextSearch } from '../../middleware/textSearchLimit';
import type { Limits } from '../../lib/limits';
import type { SearchIndex } from '../../search/searchIndex';
import { adminShowcasePage, readShowcase, setFeatured, showcaseEntry } from '../../services/showcase';

const adminQuerySchema = queryRules(SHOWCASE_ADMIN_QUERY_RULES);
const featureSchema = body<ShowcaseFeatureInput>({ featured: flag().required() });

export function showcaseRouter(index: SearchIndex, limits: Pick<Limits, 'search'>) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/destaques', doc({ summary: 'Oportunidades em destaque da página inicial', ok: 'ShowcaseDTO' }), (ctx) => {
    ctx.body = readShowcase(index);
  });

  router.get('/admin/showcase', doc({ summary: 'Itens aprovados na ordem da vitrine (destacados primeiro)', ok: 'ShowcaseEntryDTO[]', paged: true, errors: [429] }), requireAdmin, validate({ query: adminQuerySchema }), limitTextSearch(limits, 'q'), (ctx) => {
    const { items, total } = adminShowcasePage(ctx.state.input, index);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = items;
  });

  for (const kind of SHOWCASE_KINDS) {
    // The item's own page asks it when an admin looks ('Destacar na página inicial' or 'Remover destaque').
    router.get(`/admin/showcase/${SHOWCASE_PATHS[kind]}/:id`, doc({ summary: 'Se um item está destacado na página inicial', ok: 'ShowcaseEntryDTO', errors: [404] }), requireAdmin, validate({ params: idParams('id') }), async (ctx) => {
      ctx.body = await showcaseEntry(kind, ctx.state.input.id);
    });
    router.post(
      `/admin/showcase/${SHOWCASE_PATHS[kind]}/:id`,
      doc({ summary: 'Destaca um item aprovado na página inicial, ou remove o destaque', ok: 'ShowcaseEntryDTO', status: 200, errors: [404, 409] }),
      requireAdmin,
      validate({ params: idParams('id'), body: featureSchema }),
      async (ctx) => {
        const { id, featured } = ctx.state.input;
        ctx.body = await setFeatured(kind, id, featured, currentUser(ctx)._id);
      },
    );
  }

  return router;
}
