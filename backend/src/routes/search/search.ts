/**
 * GET /api/search?q=&type= (spec §2 global search, §7): results grouped into
 * jobs, courses, events and people, each with its total count. Served from
 * this process's in-memory index (search/searchIndex.ts): no database round
 * trip on the request path.
 */
import Router from '@koa/router';
import { PAGE_LIMITS, type SearchResponse, type SearchType } from '@conecta/common';
import { searchQuerySchema } from './schema';
import { validateQuery } from '../../middleware/validate';
import { input, type AppContext, type AppState } from '../../lib/context';
import type { SearchIndex } from '../../search/searchIndex';

export function searchRouter(index: SearchIndex) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/search', validateQuery(searchQuerySchema), async (ctx: AppContext) => {
    const { q, type } = input<{ q: string; type: SearchType }>(ctx);
    const wants = (group: Exclude<SearchType, 'all'>) => type === 'all' || type === group;
    const limit = PAGE_LIMITS.searchPerGroup;
    const jobs = wants('jobs') ? index.search('jobs', q, limit) : { items: [], total: 0 };
    const courses = wants('courses') ? index.search('courses', q, limit) : { items: [], total: 0 };
    const events = wants('events') ? index.search('events', q, limit) : { items: [], total: 0 };
    const users = wants('users') ? index.search('users', q, limit) : { items: [], total: 0 };
    ctx.body = {
      jobs: jobs.items,
      courses: courses.items,
      events: events.items,
      users: users.items,
      counts: { jobs: jobs.total, courses: courses.total, events: events.total, users: users.total },
    } satisfies SearchResponse;
  });

  return router;
}
