/**
 * Courses (spec §2 Courses, §7 GET /api/cursos): approved only, newest first;
 * enrolment for signed-in users; submission by companies and admins. The list is served from the search index's
 * DTOs, never from the database (services/catalogueLists.ts says why).
 */
import Router from '@koa/router';
import { courseInputSchema, courseListSchema } from './schema';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { requireCompany, requireUser } from '../../auth/guards';
import { lifecycleDeps, submitCourse, type LifecycleDeps } from '../../lifecycles/index';
import { enrollInCourse } from '../../services/courseEnroller';
import { COURSE_LISTS, type ListIndex } from '../../services/catalogueLists';
import { sendPage } from '../../lib/listQuery';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { ownCourses } from '../../services/ownContent';
import { doc } from '../../openapi/describe';
import type { PublicAnswers } from '../../lib/publicAnswers';

export function coursesRouter(deps: { search: ListIndex; answers: PublicAnswers } & Omit<LifecycleDeps, 'log'>) {
  const router = new Router<AppState>({ prefix: '/api/cursos' });

  router.get('/', doc({ summary: 'Cursos aprovados', ok: 'CourseDTO[]', paged: true }), validate({ query: courseListSchema }), deps.answers.keep(['courses']), async (ctx) => {
    const query = ctx.state.input;
    const matches = COURSE_LISTS.matching(deps.search, { category: query.category, level: query.level, energyArea: query.energyArea });
    const page = matches.slice(query.offset, query.offset + query.limit);
    sendPage(ctx, { json: JSON.stringify(page), total: matches.length });
  });

  // Companies and admins submit courses (issue 13): pending until an admin approves, an admin's at once.
  router.post('/', doc({ summary: 'Envia um curso (pendente de aprovação; o de um administrador sai aprovado)', ok: 'OwnCourseDTO' }), requireCompany, validate({ body: courseInputSchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await submitCourse(currentUser(ctx), ctx.state.input, lifecycleDeps(deps, ctx));
  });

  router.get('/mine', doc({ summary: 'Cursos que enviei, com o status de cada um', ok: 'OwnCourseDTO[]' }), requireCompany, async (ctx: AppContext) => {
    ctx.body = await ownCourses(currentUser(ctx)._id);
  });

  // 'Acessar' by a signed-in user: 201 the first time, 200 with the same enrolment afterwards.
  router.post('/:id/enroll', doc({ summary: 'Inscreve-se no curso (repetir devolve a mesma inscrição com 200)', ok: 'EnrollmentDTO', responses: { 200: 'EnrollmentDTO' } }), requireUser, validate({ params: idParams('id') }), async (ctx) => {
    const { enrollment, created } = await enrollInCourse(currentUser(ctx), ctx.state.input.id, { log: ctx.state.log });
    ctx.status = created ? 201 : 200;
    ctx.body = enrollment;
  });

  return router;
}
