/**
 * The signed-in user's own activity (spec §7): applications with their job and
 * pipeline status ('Minhas candidaturas'; the jobs screen marks those jobs
 * 'Já Candidato'), enrolments and registrations (the dashboard counts them). Filtered by userId equality; never cached.
 */
import Router from '@koa/router';
import mongoose from 'mongoose';
import { requireUser } from '../../auth/guards';
import { Application } from '../../models/application';
import { Enrollment } from '../../models/enrollment';
import { Registration } from '../../models/registration';
import { Job } from '../../models/job';
import { presentEnrollment, presentRegistration } from '../../presenters/activity';
import { presentMyApplication } from '../../presenters/publishing';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';

/** A bound, not a page: the UI needs the whole list (to mark applied jobs), and nobody applies to thousands. */
const MAX_ITEMS = 1000;

export function meRouter() {
  const router = new Router<AppState>({ prefix: '/api/user' });

  router.get('/applications', doc({ summary: 'Minhas candidaturas', ok: 'MyApplicationDTO[]' }), requireUser, async (ctx: AppContext) => {
    const rows = await Application.find({ userId: currentUser(ctx)._id }).sort({ createdAt: -1 }).limit(MAX_ITEMS);
    const jobs = await Job.find({ _id: mongoose.trusted({ $in: rows.map((row) => row.jobId) }) }).select({ title: 1, company: 1, status: 1 });
    const byId = new Map(jobs.map((job) => [job._id.toString(), job]));
    ctx.body = rows.map((row) => presentMyApplication(row, byId.get(row.jobId.toString()) ?? null));
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
