/**
 * GET /api/search?q=&type=&area=&limit=&offset= (spec §2 global search, §7):
 * results grouped into jobs, courses, events, people and services (issue 25), each with its total
 * count; `area` (the sidebar's energy area) narrows every group before it is
 * counted; `limit`/`offset` page inside each requested group. Served from this
 * process's in-memory index (search/searchIndex.ts): no database round trip
 * on the request path.
 *
 * Limited per address (SEARCH_MAX_PER_MINUTE, counted in Redis across every
 * process, one allowance with every other text search: middleware/textSearchLimit.ts):
 * a fuzzy query over the whole catalogue is the most CPU a visitor can ask of
 * a backend in one request, and the route is public.
 */
import Router from '@koa/router';
import type { SearchResponse, SearchType } from '@conecta/common';
import { searchQuerySchema } from './schema';
import { validate } from '../../middleware/validate';
import type { Limits } from '../../lib/limits';
import { limitTextSearch } from '../../middleware/textSearchLimit';
import { type AppState } from '../../lib/context';
import type { SearchIndex } from '../../search/searchIndex';
import { doc } from '../../openapi/describe';
import type { PublicAnswers } from '../../lib/publicAnswers';
import { INDEXED_TYPES } from '../../search/sources';

const NONE = { items: [], total: 0 };

export function searchRouter(index: SearchIndex, limits: Pick<Limits, 'search'>, answers: PublicAnswers) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/search', doc({ summary: 'Busca global', ok: 'SearchResponse', errors: [429] }), validate({ query: searchQuerySchema }), limitTextSearch(limits, 'q'), answers.keep(INDEXED_TYPES), async (ctx) => {
    const { q, type, area, limit, offset } = ctx.state.input;
    const wants = (group: Exclude<SearchType, 'all'>) => type === 'all' || type === group;
    const page = { limit, offset };
    // The energy area narrows every group before paging and counting (people have several areas).
    const inArea = area ? (doc: { energyArea: string }) => doc.energyArea === area : undefined;
    const jobs = wants('jobs') ? index.search('jobs', q, page, inArea) : NONE;
    const courses = wants('courses') ? index.search('courses', q, page, inArea) : NONE;
    const events = wants('events') ? index.search('events', q, page, inArea) : NONE;
    const users = wants('users') ? index.search('users', q, page, area ? (entry) => entry.energyAreas.includes(area) : undefined) : NONE;
    const services = wants('services') ? index.search('services', q, page, inArea) : NONE;
    ctx.body = {
      jobs: jobs.items,
      courses: courses.items,
      events: events.items,
      users: users.items,
      services: services.items,
      counts: { jobs: jobs.total, courses: courses.total, events: events.total, users: users.total, services: services.total },
    } satisfies SearchResponse;
  });

  return router;
}
