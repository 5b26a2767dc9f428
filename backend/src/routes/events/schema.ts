import Joi from 'joi';
import { CATALOGUE_MESSAGES as M, ENERGY_AREAS, EVENT_INPUT_RULES, EVENT_TYPES, PAGE_LIMITS, type EventInput } from '@conecta/common';
import type { EventListInput } from '../../services/eventCatalogue';
import { joiRules } from '../../lib/rules';
import { enumFilter, limit, offset, query, textFilter } from '../../lib/listQuery';

const LOCATION_MAX = 160;

/** GET /api/eventos (common EventQuery); the grid's page is 12 (spec §9). */
export const eventListSchema = query<EventListInput>({
  eventType: enumFilter(EVENT_TYPES, M.eventTypeInvalid),
  energyArea: enumFilter(ENERGY_AREAS, M.energyAreaInvalid),
  location: textFilter(LOCATION_MAX, M.locationInvalid),
  search: textFilter(PAGE_LIMITS.maxQueryLength, M.searchInvalid),
  when: Joi.string()
    .trim()
    .empty('')
    .valid('upcoming', 'all')
    .default('all')
    .messages({ 'any.only': M.whenInvalid, 'string.base': M.whenInvalid }),
  limit: limit(PAGE_LIMITS.eventsPageSize),
  offset: offset(),
});

/** POST /api/eventos (common EventInput: the date ahead). */
export const eventInputSchema = joiRules<EventInput>(EVENT_INPUT_RULES);
