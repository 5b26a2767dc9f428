/** GET /api/partners: the home page's sponsors (spec §2 Partners), active only, by tier; cached until a partner write. */
import Router from '@koa/router';
import { activePartners } from '../../services/partners';
import type { CatalogueCache } from '../../lib/cache';
import { sendPage } from '../../lib/listQuery';
import type { AppContext, AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';

export function partnersRouter(cache: CatalogueCache) {
  const router = new Router<AppState>({ prefix: '/api/partners' });

  router.get('/', doc({ summary: 'Parceiros ativos por nível', ok: 'PartnerDTO[]', paged: true }), async (ctx: AppContext) => {
    const page = await cache.page('partners', 'active', async () => ({ body: await activePartners() }));
    sendPage(ctx, page);
  });

  return router;
}
