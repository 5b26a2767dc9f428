/**
 * Skills catalogue (spec §7; contracts in common/src/profile.ts):
 * GET /api/skills?q= for anyone (the test pages use it signed out too),
 * POST /api/skills for signed-in users, at most `skillCreateMaxPerDay` new
 * skills per user per day (returning an existing skill does not count).
 */
import Router from '@koa/router';
import { skillCreateSchema, skillQuerySchema } from './schema';
import { validate } from '../../middleware/validate';
import { requireUser } from '../../auth/guards';
import { currentUser, type AppState } from '../../lib/context';
import type { Limits } from '../../lib/limits';
import { limitTextSearch } from '../../middleware/textSearchLimit';
import { presentSkill } from '../../presenters/skill';
import { createSkill, findSkillByName, suggestSkills } from '../../services/skillCatalogue';
import { doc } from '../../openapi/describe';

export function skillsRouter(deps: { limits: Pick<Limits, 'skillCreate' | 'skillCreateRefund' | 'search'> }) {
  const router = new Router<AppState>({ prefix: '/api/skills' });

  router.get('/', doc({ summary: 'Sugestões de competências', ok: 'SkillDTO[]', errors: [429] }), validate({ query: skillQuerySchema }), limitTextSearch(deps.limits, 'q'), async (ctx) => {
    ctx.body = (await suggestSkills(ctx.state.input.q)).map(presentSkill);
  });

  router.post('/', doc({ summary: 'Cria (ou devolve com 200) uma competência', ok: 'SkillDTO', responses: { 200: 'SkillDTO' }, errors: [429] }), requireUser, validate({ body: skillCreateSchema }), async (ctx) => {
    const { name, category = 'technical' } = ctx.state.input;
    const userId = currentUser(ctx)._id;
    // An existing name is always answered, even past the limit: only new skills count.
    const existing = await findSkillByName(name);
    if (existing) {
      ctx.status = 200;
      ctx.body = presentSkill(existing);
      return;
    }
    // Counted first, atomically (lib/limits.ts); given back when nothing was created: the same
    // name created meanwhile by someone (or by this user's other request), or a failed write.
    await deps.limits.skillCreate(userId.toString());
    let creation: Awaited<ReturnType<typeof createSkill>>;
    try {
      creation = await createSkill(name, category, userId);
    } catch (err) {
      // The write's own failure is what the client hears about, even if Redis fails the refund too.
      await deps.limits.skillCreateRefund(userId.toString()).catch(() => undefined);
      throw err;
    }
    if (!creation.created) await deps.limits.skillCreateRefund(userId.toString());
    ctx.status = creation.created ? 201 : 200;
    ctx.body = presentSkill(creation.skill);
  });

  return router;
}
