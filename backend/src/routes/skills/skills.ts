/**
 * Skills catalogue (spec §7; contracts in common/src/profile.ts):
 * GET /api/skills?q= for anyone (the test pages use it signed out too),
 * POST /api/skills for signed-in users, at most `skillCreateMaxPerDay` new
 * skills per user per day (returning an existing skill does not count).
 */
import Router from '@koa/router';
import { SKILL_MESSAGES, type SkillCreatePayload } from '@conecta/common';
import { skillCreateSchema, skillQuerySchema } from './schema';
import { validateBody, validateQuery } from '../../middleware/validate';
import { requireUser } from '../../auth/guards';
import { TooManyRequestsError } from '../../lib/errors';
import { currentUser, input, type AppContext, type AppState } from '../../lib/context';
import type { RateLimiter } from '../../lib/rateLimit';
import { presentSkill } from '../../presenters/skill';
import { createSkill, findSkillByName, suggestSkills } from '../../services/skillCatalogue';
import { doc } from '../../openapi/describe';

const DAY_SECONDS = 24 * 3600;

export function skillsRouter(deps: { limiter: RateLimiter; maxPerDay: number }) {
  const router = new Router<AppState>({ prefix: '/api/skills' });

  router.get('/', doc({ summary: 'Sugestões de competências', ok: 'SkillDTO[]' }), validateQuery(skillQuerySchema), async (ctx: AppContext) => {
    ctx.body = (await suggestSkills(input<{ q: string }>(ctx).q)).map(presentSkill);
  });

  router.post('/', doc({ summary: 'Cria (ou devolve com 200) uma competência', ok: 'SkillDTO', responses: { 200: 'SkillDTO' }, errors: [429] }), requireUser, validateBody(skillCreateSchema), async (ctx: AppContext) => {
    const { name, category = 'technical' } = input<SkillCreatePayload>(ctx);
    const limitKey = `skills-created:${currentUser(ctx)._id.toString()}`;
    // An existing name is always answered, even past the limit: only new skills count.
    const existing = await findSkillByName(name);
    if (!existing && (await deps.limiter.count(limitKey)) >= deps.maxPerDay) throw TooManyRequestsError(SKILL_MESSAGES.createLimit);
    const { skill, created } = existing ? { skill: existing, created: false } : await createSkill(name, category, currentUser(ctx)._id);
    if (created) await deps.limiter.hit(limitKey, DAY_SECONDS);
    ctx.status = created ? 201 : 200;
    ctx.body = presentSkill(skill);
  });

  return router;
}
