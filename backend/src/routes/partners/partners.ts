/** GET /api/partners: the home page's sponsors (spec §2 Partners), active only, by tier. */
import Router from '@koa/router';
import { SPONSORSHIP_LEVELS, type PartnerDTO } from '@conecta/common';
import { Partner } from '../../models/partner';
import { presentPartner } from '../../presenters/partner';
import type { CatalogueCache } from '../../lib/cache';
import { ptBr, sendPage } from '../../lib/listQuery';
import type { AppContext, AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';

const TIER_RANK = new Map<string, number>(SPONSORSHIP_LEVELS.map((level, i) => [level, i]));

/** platinum → gold → silver → bronze, then displayOrder, then name. */
export function byTier(a: PartnerDTO, b: PartnerDTO): number {
  return (
    (TIER_RANK.get(a.sponsorshipLevel) ?? 99) - (TIER_RANK.get(b.sponsorshipLevel) ?? 99) ||
    a.displayOrder - b.displayOrder ||
    ptBr.compare(a.name, b.name)
  );
}

export function partnersRouter(cache: CatalogueCache) {
  const router = new Router<AppState>({ prefix: '/api/partners' });

  router.get('/', doc({ summary: 'Parceiros ativos por nível', ok: 'PartnerDTO[]', paged: true }), async (ctx: AppContext) => {
    const page = await cache.page('partners', 'active', async () => {
      const partners = (await Partner.find({ isActive: true })).map(presentPartner);
      return { body: partners.sort(byTier) };
    });
    sendPage(ctx, page);
  });

  return router;
}
