import Joi from 'joi';
import { CATALOGUE_MESSAGES, ENERGY_AREAS, PAGE_LIMITS, SEARCH_TYPES } from '@conecta/common';
import { enumFilter, limit, offset, query } from '../../lib/listQuery';

export const SEARCH_MESSAGES = {
  termRequired: 'Informe um termo de busca',
  typeInvalid: 'Tipo de busca inválido',
  tooMany: 'Muitas buscas em pouco tempo. Aguarde um instante e tente novamente.',
} as const;

/** q is required and non-blank after trimming (spec §5: the search is only made with a non-empty term). */
export const searchQuerySchema = query({
  q: Joi.string()
    .trim()
    .min(1)
    .max(PAGE_LIMITS.maxQueryLength)
    .required()
    .messages({
      'any.required': SEARCH_MESSAGES.termRequired,
      'string.base': SEARCH_MESSAGES.termRequired,
      'string.empty': SEARCH_MESSAGES.termRequired,
      'string.min': SEARCH_MESSAGES.termRequired,
      'string.max': CATALOGUE_MESSAGES.searchInvalid,
    }),
  // 'all' (or nothing) searches every group.
  type: enumFilter(SEARCH_TYPES, SEARCH_MESSAGES.typeInvalid).default('all'),
  area: enumFilter(ENERGY_AREAS, CATALOGUE_MESSAGES.energyAreaInvalid),
  // Per group: the next results of one group are `type=<group>&offset=<already shown>`.
  limit: limit(PAGE_LIMITS.searchPerGroup),
  offset: offset(),
});
