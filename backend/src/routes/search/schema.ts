import { SEARCH_QUERY_RULES, type InputOf } from '@conecta/common';
import { joiRules } from '../../lib/rules';

/** The term is always there: a text rule's `required` is a value its type does not carry. */
type SearchQuery = InputOf<typeof SEARCH_QUERY_RULES> & { q: string };

/** GET /api/search (common SEARCH_QUERY_RULES: the term required and non-blank, spec §5). */
export const searchQuerySchema = joiRules<SearchQuery>(SEARCH_QUERY_RULES);
