import Joi from 'joi';
import { SKILL_CATEGORIES, SKILL_LIMITS as L, SKILL_MESSAGES as M } from '@conecta/common';
import { body, oneOf, userText } from '../../lib/rules';

/** GET /api/skills?q= (3..60 characters after trimming, spec §4 Skills input). */
export const skillQuerySchema = Joi.object({
  q: userText({ min: L.queryMin, minMessage: M.queryMin, max: L.queryMax, maxMessage: M.queryMax }).required().messages({
    'any.required': M.queryMin,
  }),
})
  .unknown(false)
  .messages({ 'object.unknown': 'Parâmetro não permitido' });

/** POST /api/skills (spec §7: the skills input sends category 'technical'). */
export const skillCreateSchema = body({
  name: userText({ min: L.nameMin, minMessage: M.name, max: L.nameMax, maxMessage: M.name }).required().messages({ 'any.required': M.name }),
  category: oneOf(SKILL_CATEGORIES, M.categoryInvalid).default('technical'),
});
