/**
 * Building blocks of the public list endpoints: query-string rules with
 * Portuguese messages (a bad value is a 400, never a 500) and the one way a
 * page is sent (JSON array body + X-Total-Count).
 */
import Joi from 'joi';
import { CATALOGUE_MESSAGES, MAX_OFFSET, PAGE_LIMITS, TOTAL_COUNT_HEADER } from '@conecta/common';
import type { AppContext } from './context';
import type { CachedPage } from './cache';

/** Sorts selects' options (locations, names) as Brazilians read them: accents and case aside. */
export const ptBr = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** What the UI's 'Todas' / an emptied select may send: no filter. */
const NO_FILTER = ['', 'Todas', 'todas', 'Todos', 'todos', 'all'];

const ANY_STRING_ERROR = ['any.required', 'string.base', 'string.empty', 'string.min', 'string.max', 'any.invalid', 'any.only', 'string.pattern.base'];

/** Every code of `codes` shows `message`. */
export function every(codes: string[], message: string): Record<string, string> {
  return Object.fromEntries(codes.map((c) => [c, message]));
}

/** An enum filter: one of `values`; absent, '' or 'Todas' mean no filter. */
export function enumFilter<T extends string>(values: readonly T[], message: string) {
  return Joi.string()
    .trim()
    .empty(NO_FILTER)
    .valid(...values)
    .messages(every(ANY_STRING_ERROR, message));
}

/**
 * Several values of one enum, comma-separated (`jobType=emprego,freelance`):
 * a list section that covers more than one value pages through them as one
 * list. Gives the distinct values as an array; a repeated parameter is still
 * refused (it arrives as an array, never a string).
 */
export function enumListFilter<T extends string>(values: readonly T[], message: string) {
  return Joi.string()
    .trim()
    .empty(NO_FILTER)
    .custom((raw: string, helpers) => {
      const chosen = [...new Set(raw.split(',').map((value) => value.trim()))];
      return chosen.every((value) => (values as readonly string[]).includes(value)) ? chosen : helpers.error('any.only');
    })
    .messages(every(ANY_STRING_ERROR, message));
}

/** A free-text filter (exact value from a select, or a search phrase), bounded in length. */
export function textFilter(max: number, message: string) {
  return Joi.string().trim().empty(NO_FILTER).max(max).messages(every(ANY_STRING_ERROR, message));
}

export function limit(defaultLimit: number = PAGE_LIMITS.defaultLimit) {
  return Joi.number()
    .integer()
    .min(1)
    .max(PAGE_LIMITS.maxLimit)
    .default(defaultLimit)
    .messages(every(['number.base', 'number.integer', 'number.min', 'number.max', 'number.unsafe', 'number.infinity'], CATALOGUE_MESSAGES.limitInvalid));
}

export function offset() {
  return Joi.number()
    .integer()
    .min(0)
    .max(MAX_OFFSET)
    .default(0)
    .messages(every(['number.base', 'number.integer', 'number.min', 'number.max', 'number.unsafe', 'number.infinity'], CATALOGUE_MESSAGES.offsetInvalid));
}

/** Query-string schema that refuses unknown parameters ('Campo não permitido', see validate.ts); `T` is what it gives. */
export function query<T = never>(keys: Joi.PartialSchemaMap<NoInfer<T>>): Joi.ObjectSchema<T> {
  return Joi.object(keys).unknown(false);
}

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
