/** The skills catalogue's inputs: common SKILL_QUERY_RULES and SKILL_CREATE_RULES (the texts' one rule). */
import { SKILL_CREATE_RULES, SKILL_QUERY_RULES, type SkillCreatePayload } from '@conecta/common';
import { joiRules } from '../../lib/rules';

/** GET /api/skills?q= (3..60 characters after trimming, spec §4 Skills input). */
export const skillQuerySchema = joiRules<{ q: string }>(SKILL_QUERY_RULES);

/** POST /api/skills (spec §7: the skills input sends category 'technical'). */
export const skillCreateSchema = joiRules<SkillCreatePayload>(SKILL_CREATE_RULES);
