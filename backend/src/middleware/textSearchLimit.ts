/**
 * The per-address search limit (SEARCH_MAX_PER_MINUTE, lib/limits.ts) on a route that runs a text
 * search from its query string (issue 22): /api/search, the directory, the job and event lists,
 * the skill suggestions, the admin's user list all share one allowance, so moving from one to the
 * other buys nothing. Placed after validation, like the contact form's: a refused query costs
 * nothing and uses no quota; a read without a term (a plain list) is not counted.
 */
import type { Next } from 'koa';
import type { Limits } from '../lib/limits';
import type { InputContext } from '../lib/context';

/** The requests counted against the allowance: a visitor's answer kept for later (lib/publicAnswers.ts) must still be counted each time. */
const COUNTED = new WeakSet<object>();

/** `field`: the validated input's search term (typed: the route's schema must have it). */
export function limitTextSearch<F extends string>(limits: Pick<Limits, 'search'>, field: F) {
  return async (ctx: InputContext<Partial<Record<F, string>>>, next: Next) => {
    const term = ctx.state.input[field];
    if (typeof term === 'string' && term.trim() !== '') {
      await limits.search(ctx.ip);
      COUNTED.add(ctx);
    }
    await next();
  };
}

/** Whether this request was counted against the search allowance. */
export function countedAsSearch(ctx: object): boolean {
  return COUNTED.has(ctx);
}
