/**
 * How the list endpoints send a page (JSON array body + X-Total-Count). Their query strings' rules
 * are common's (rules.ts `*_QUERY_RULES`, backend `queryRules`).
 */
import { TOTAL_COUNT_HEADER } from '@conecta/common';
import type { AppContext } from './context';
import type { CachedPage } from './cache';

/** Sorts selects' options (locations, names) as Brazilians read them: accents and case aside. */
export const ptBr = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/**
 * The whole count for X-Total-Count. A first page that came back short is
 * already the whole result: no second pass over the matches (FerretDB counts
 * by reading every matching document).
 */
export async function totalOf(
  returned: number,
  page: { limit: number; offset: number },
  count: () => Promise<number>,
): Promise<number> {
  return page.offset === 0 && returned < page.limit ? returned : count();
}

/** Sends a list page: the JSON array as is (already serialised); X-Cache only for pages that went through the Redis cache. */
export function sendPage(ctx: AppContext, page: CachedPage): void {
  if (page.total !== null) ctx.set(TOTAL_COUNT_HEADER, String(page.total));
  if (page.hit !== undefined) ctx.set('X-Cache', page.hit ? 'hit' : 'miss');
  ctx.type = 'application/json';
  ctx.body = page.json;
}
