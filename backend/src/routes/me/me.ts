/** The signed-in user's own activity (spec §7; services/myActivity.ts): applications, enrolments, registrations. */
import Router from '@koa/router';
import { requireUser } from '../../auth/guards';
import { myApplications, myEnrollments, myRegistrations } from '../../services/myActivity';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';

export function meRouter() {
  const router = new Router<AppState>({ prefix: '/api/user' });

  router.get('/applications', doc({ summary: 'Minhas candidaturas', ok: 'MyApplicationDTO[]' }), requireUser, async (ctx: AppContext) => {
    ctx.body = await myApplications(currentUser(ctx)._id);
  });

  router.get('/enrollments', doc({ summary: 'Meus cursos', ok: 'EnrollmentDTO[]' }), requireUser, async (ctx: AppContext) => {
    ctx.body = await myEnrollments(currentUser(ctx)._id);
  });

  router.get('/registrations', doc({ summary: 'Meus eventos', ok: 'RegistrationDTO[]' }), requireUser, async (ctx: AppContext) => {
    ctx.body = await myRegistrations(currentUser(ctx)._id);
  });

  return router;
}
