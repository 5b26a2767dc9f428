/**
 * The signed-in user's own activity (spec §7): applications (the jobs screen
 * marks those jobs 'Já Candidato'), enrolments and registrations (the
 * dashboard counts them). Filtered by userId equality; never cached.
 */
import Router from '@koa/router';
import { requireUser } from '../../auth/guards';
import { Application } from '../../models/application';
import { Enrollment } from '../../models/enrollment';
import { Registration } from '../../models/registration';
import { presentApplication, presentEnrollment, presentRegistration } from '../../presenters/activity';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';

/** A bound, not a page: the UI needs the whole list (to mark applied jobs), and nobody applies to thousands. */
const MAX_ITEMS = 1000;

export function meRouter() {
  const router = new Router<AppState>({ prefix: '/api/user' });

  router.get('/applications', doc({ summary: 'Minhas candidaturas', ok: 'ApplicationDTO[]' }), requireUser, async (ctx: AppContext) => {
    const rows = await Application.find({ userId: currentUser(ctx)._id }).sort({ createdAt: -1 }).limit(MAX_ITEMS);
    ctx.body = rows.map(presentApplication);
  });

  router.get('/enrollments', doc({ summary: 'Meus cursos', ok: 'EnrollmentDTO[]' }), requireUser, async (ctx: AppContext) => {
    const rows = await Enrollment.find({ userId: currentUser(ctx)._id }).sort({ createdAt: -1 }).limit(MAX_ITEMS);
    ctx.body = rows.map(presentEnrollment);
  });

  router.get('/registrations', doc({ summary: 'Meus eventos', ok: 'RegistrationDTO[]' }), requireUser, async (ctx: AppContext) => {
    const rows = await Registration.find({ userId: currentUser(ctx)._id }).sort({ createdAt: -1 }).limit(MAX_ITEMS);
    ctx.body = rows.map(presentRegistration);
  });

  return router;
}
