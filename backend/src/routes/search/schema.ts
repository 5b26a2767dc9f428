import {
  CATALOGUE_MESSAGES,
  ENERGY_AREAS,
  PAGE_LIMITS,
  SEARCH_MESSAGES,
  SEARCH_TERM_RULE,
  SEARCH_TYPES,
  type EnergyArea,
  type SearchType,
} from '@conecta/common';
import { joiField } from '../../lib/rules';
import { enumFilter, limit, offset, query } from '../../lib/listQuery';

/** q is required and non-blank after trimming (common SEARCH_TERM_RULE, spec §5). */
export interface SearchQuery {
  q: string;
  type: SearchType;
  area?: EnergyArea;
  limit: number;
  offset: number;
}

export const searchQuerySchema = query<SearchQuery>({
  q: joiField(SEARCH_TERM_RULE),
  // 'all' (or nothing) searches every group.
  type: enumFilter(SEARCH_TYPES, SEARCH_MESSAGES.typeInvalid).default('all'),
  area: enumFilter(ENERGY_AREAS, CATALOGUE_MESSAGES.energyAreaInvalid),
  // Per group: the next results of one group are `type=<group>&offset=<already shown>`.
  limit: limit(PAGE_LIMITS.searchPerGroup),
  offset: offset(),
});
