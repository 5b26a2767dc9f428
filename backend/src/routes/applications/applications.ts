/**
 * The applicant pipeline (issue 13): `PATCH /api/applications/:id` moves an application. Only the
 * job's company may (lifecycles/applications.ts); the candidate reads theirs at
 * GET /api/user/applications, the company its job's at GET /api/vagas/:id/applications.
 */
import Router from '@koa/router';
import { applicationStatusSchema } from './schema';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { requireUser } from '../../auth/guards';
import { lifecycleDeps, moveApplication, type LifecycleDeps } from '../../lifecycles/index';
import { currentUser, type AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';

export function applicationsRouter(deps: Omit<LifecycleDeps, 'log'>) {
  const router = new Router<AppState>({ prefix: '/api/applications' });

  router.patch('/:id', doc({ summary: 'Move uma candidatura no processo seletivo (só a empresa da vaga)', ok: 'ApplicantDTO', errors: [409] }), requireUser, validate({ params: idParams('id'), body: applicationStatusSchema }), async (ctx) => {
    const { id, ...change } = ctx.state.input;
    ctx.body = await moveApplication(currentUser(ctx), id, change, lifecycleDeps(deps, ctx));
  });

  return router;
}
