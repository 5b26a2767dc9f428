/** GET /api/partners: the home page's sponsors (spec §2 Partners), active only, by tier; cached until a partner write. */
import Router from '@koa/router';
import { activePartners } from '../../services/partners';
import type { CatalogueCache } from '../../lib/cache';
import { sendPage } from '../../lib/listQuery';
import type { AppContext, AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';
import { PublicAnswers } from '../../lib/publicAnswers';

export function partnersRouter(cache: CatalogueCache, answers: PublicAnswers) {
  const router = new Router<AppState>({ prefix: '/api/partners' });

  router.get('/', doc({ summary: 'Parceiros ativos por nível', ok: 'PartnerDTO[]', paged: true }), answers.keep([]), async (ctx: AppContext) => {
    // What every visitor will be sent is read from the database: the Redis copy is invalidated by the
    // same partner event as the kept answers, concurrently, and may not have heard of it yet.
    const page = PublicAnswers.filling(ctx) ? { json: JSON.stringify(await activePartners()), total: null } : await cache.page('partners', 'active', async () => ({ body: await activePartners() }));
    sendPage(ctx, page);
  });

  return router;
}
