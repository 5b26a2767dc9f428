/** The skills catalogue's inputs: common SKILL_QUERY_RULES and SKILL_CREATE_RULES (the texts' one rule). */
import Joi from 'joi';
import { SKILL_CREATE_RULES, SKILL_QUERY_RULES, type SkillCreatePayload } from '@conecta/common';
import { joiField, joiRules } from '../../lib/rules';

/** GET /api/skills?q= (3..60 characters after trimming, spec §4 Skills input). */
export const skillQuerySchema = Joi.object<{ q: string }>({ q: joiField(SKILL_QUERY_RULES.q) })
  .unknown(false)
  .messages({ 'object.unknown': 'Parâmetro não permitido' });

/** POST /api/skills (spec §7: the skills input sends category 'technical'). */
export const skillCreateSchema = joiRules<SkillCreatePayload>(SKILL_CREATE_RULES);
