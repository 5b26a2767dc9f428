import { EVENT_INPUT_RULES, EVENT_LIST_QUERY_RULES, type EventInput } from '@conecta/common';
import { joiRules, queryRules } from '../../lib/rules';

/** GET /api/eventos (common EventQuery); the grid's page is 12 (spec §9). */
export const eventListSchema = queryRules(EVENT_LIST_QUERY_RULES);

/** POST /api/eventos (common EventInput: the date ahead). */
export const eventInputSchema = joiRules<EventInput>(EVENT_INPUT_RULES);
