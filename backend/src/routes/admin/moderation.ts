/**
 * Content moderation (issue 13, spec §7 admin calls): the pending jobs, courses, events and services, and
 * an admin's approve / reject, and (issue 25) the take-down of a published one and its republishing. Admins only (userType admin or the isAdmin flag, spec §6).
 */
import Router from '@koa/router';
import type { ModeratedKind } from '@conecta/common';
import { approveSchema, pageTakedownSchema, rejectSchema, takedownSchema } from './moderationSchema';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { requireAdmin } from '../../auth/guards';
import { decidePageTakedown, decideTakedown, lifecycleDeps, takenDownPages, moderate, principalOf, takenDownItems, pendingCourses, pendingEvents, pendingJobs, pendingServices, type LifecycleDeps } from '../../lifecycles/index';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';

/** The path segment of each kind: /api/admin/jobs/:id/approve, ... */
const PATHS: Record<ModeratedKind, string> = { job: 'jobs', course: 'courses', event: 'events', service: 'services' };

export function adminModerationRouter(deps: Omit<LifecycleDeps, 'log'>) {
  const router = new Router<AppState>({ prefix: '/api/admin' });

  router.get('/pending-jobs', doc({ summary: 'Vagas pendentes (mais antigas primeiro)', ok: 'PendingJobDTO[]' }), requireAdmin, async (ctx: AppContext) => {
    ctx.body = await pendingJobs();
  });
  router.get('/pending-courses', doc({ summary: 'Cursos pendentes', ok: 'PendingCourseDTO[]' }), requireAdmin, async (ctx: AppContext) => {
    ctx.body = await pendingCourses();
  });
  router.get('/pending-events', doc({ summary: 'Eventos pendentes', ok: 'PendingEventDTO[]' }), requireAdmin, async (ctx: AppContext) => {
    ctx.body = await pendingEvents();
  });
  router.get('/pending-services', doc({ summary: 'Serviços pendentes', ok: 'PendingServiceDTO[]' }), requireAdmin, async (ctx: AppContext) => {
    ctx.body = await pendingServices();
  });

  for (const [kind, path] of Object.entries(PATHS) as Array<[ModeratedKind, string]>) {
    router.post(`/${path}/:id/approve`, doc({ summary: 'Aprova um item pendente', ok: 'ModerationResultDTO', status: 200, errors: [409] }), requireAdmin, validate({ params: idParams('id'), body: approveSchema }), async (ctx) => {
      const { id, version } = ctx.state.input;
      ctx.body = await moderate(kind, id, { status: 'approved', version }, currentUser(ctx), lifecycleDeps(deps, ctx));
    });
    router.post(`/${path}/:id/reject`, doc({ summary: 'Rejeita um item pendente, com o motivo', ok: 'ModerationResultDTO', status: 200, errors: [409] }), requireAdmin, validate({ params: idParams('id'), body: rejectSchema }), async (ctx) => {
      const { id, version, reason } = ctx.state.input;
      ctx.body = await moderate(kind, id, { status: 'rejected', version, reason }, currentUser(ctx), lifecycleDeps(deps, ctx));
    });
    // Issue 25: 'Retirar do ar' and 'Republicar', for every kind moderated here.
    router.post(`/${path}/:id/take-down`, doc({ summary: 'Retira do ar um item publicado, com o motivo', ok: 'TakedownResultDTO', status: 200, errors: [409] }), requireAdmin, validate({ params: idParams('id'), body: takedownSchema }), async (ctx) => {
      const { id, reason } = ctx.state.input;
      ctx.body = await decideTakedown(kind, id, { command: 'takeDown', reason }, currentUser(ctx), lifecycleDeps(deps, ctx));
    });
    router.post(`/${path}/:id/restore`, doc({ summary: 'Republica um item retirado do ar', ok: 'TakedownResultDTO', status: 200, errors: [409] }), requireAdmin, validate({ params: idParams('id') }), async (ctx) => {
      ctx.body = await decideTakedown(kind, ctx.state.input.id, { command: 'restore' }, currentUser(ctx), lifecycleDeps(deps, ctx));
    });
  }

  router.get('/taken-down', doc({ summary: 'Itens retirados do ar (mais recentes primeiro)', ok: 'TakenDownItemDTO[]' }), requireAdmin, async (ctx: AppContext) => {
    ctx.body = await takenDownItems(principalOf(currentUser(ctx)));
  });

  // Issue 25: a company's (or professional's) whole page: its profile and every item it published.
  // Here rather than beside the users tab's flags: it is a moderation move, with its queue and lock.
  router.post('/users/:userId/take-down-page', doc({ summary: 'Retira do ar a página de uma conta (perfil e publicações), com o motivo', ok: 'AdminUserDTO', status: 200, errors: [404, 409] }), requireAdmin, validate({ params: idParams('userId'), body: pageTakedownSchema }), async (ctx) => {
    const { userId, reason } = ctx.state.input;
    ctx.body = await decidePageTakedown(userId, { command: 'takeDown', reason }, currentUser(ctx), lifecycleDeps(deps, ctx));
  });
  router.post('/users/:userId/restore-page', doc({ summary: 'Republica a página de uma conta retirada do ar', ok: 'AdminUserDTO', status: 200, errors: [404, 409] }), requireAdmin, validate({ params: idParams('userId') }), async (ctx) => {
    ctx.body = await decidePageTakedown(ctx.state.input.userId, { command: 'restore' }, currentUser(ctx), lifecycleDeps(deps, ctx));
  });
  router.get('/taken-down-pages', doc({ summary: 'Páginas retiradas do ar (mais recentes primeiro)', ok: 'TakenDownPageDTO[]' }), requireAdmin, async (ctx: AppContext) => {
    ctx.body = await takenDownPages(principalOf(currentUser(ctx)));
  });

  return router;
}
