/** Courses (spec §2 Courses, §7 GET /api/cursos): approved only, newest first; enrolment for signed-in users. */
import Router from '@koa/router';
import type { CourseQuery } from '@conecta/common';
import { courseListSchema } from './schema';
import { validateQuery } from '../../middleware/validate';
import { requireUser } from '../../auth/guards';
import { Course } from '../../models/course';
import { presentCourse } from '../../presenters/course';
import { enrollInCourse } from '../../services/courseEnroller';
import type { ActivityDeps } from '../../services/applicationSubmitter';
import { cacheKey, type CatalogueCache } from '../../lib/cache';
import { sendPage, totalOf } from '../../lib/listQuery';
import { parseObjectId } from '../../lib/ids';
import { currentUser, input, type AppContext, type AppState } from '../../lib/context';

type CourseListInput = Omit<CourseQuery, 'limit' | 'offset'> & { limit: number; offset: number };
const FILTER_FIELDS = ['category', 'level', 'energyArea'] as const;

export function coursesRouter(deps: { cache: CatalogueCache } & Pick<ActivityDeps, 'publishDomainEvent'>) {
  const router = new Router<AppState>({ prefix: '/api/cursos' });

  router.get('/', validateQuery(courseListSchema), async (ctx: AppContext) => {
    const query = input<CourseListInput>(ctx);
    const page = await deps.cache.page('courses', `list?${cacheKey(query)}`, async () => {
      const filter: Record<string, string> = { status: 'approved' };
      for (const field of FILTER_FIELDS) if (query[field] !== undefined) filter[field] = query[field];
      const docs = await Course.find(filter).sort({ createdAt: -1, _id: -1 }).skip(query.offset).limit(query.limit);
      return { body: docs.map(presentCourse), total: await totalOf(docs.length, query, () => Course.countDocuments(filter)) };
    });
    sendPage(ctx, page);
  });

  // 'Acessar' by a signed-in user: 201 the first time, 200 with the same enrolment afterwards.
  router.post('/:id/enroll', requireUser, async (ctx: AppContext) => {
    const { enrollment, created } = await enrollInCourse(currentUser(ctx), parseObjectId(ctx.params.id), {
      cache: deps.cache,
      publishDomainEvent: deps.publishDomainEvent,
      log: ctx.state.log,
    });
    ctx.status = created ? 201 : 200;
    ctx.body = enrollment;
  });

  return router;
}
