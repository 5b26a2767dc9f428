/**
 * The per-address search limit (SEARCH_MAX_PER_MINUTE, lib/limits.ts) on a route that runs a text
 * search from its query string (issue 22): /api/search, the directory, the job and event lists,
 * the skill suggestions, the admin's user list all share one allowance, so moving from one to the
 * other buys nothing. Placed after validation, like the contact form's: a refused query costs
 * nothing and uses no quota; a read without a term (a plain list) is not counted.
 */
import type { Next } from 'koa';
import type { Limits } from '../lib/limits';
import { input, type AppContext } from '../lib/context';

export function limitTextSearch(limits: Pick<Limits, 'search'>, field = 'q') {
  return async (ctx: AppContext, next: Next) => {
    const term = input<Record<string, unknown> | undefined>(ctx)?.[field];
    if (typeof term === 'string' && term.trim() !== '') await limits.search(ctx.ip);
    await next();
  };
}
