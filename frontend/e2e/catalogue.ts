/** Reads the public catalogue through the API, so specs assert against what the server holds now. */
import { expect, type APIRequestContext } from '@playwright/test';
import type { CourseDTO, EventDTO, JobDTO, PartnerDTO } from '@conecta/common';

type Params = Record<string, string | number>;

async function list<T>(request: APIRequestContext, path: string, params: Params = {}): Promise<{ items: T[]; total: number }> {
  const response = await request.get(path, { params });
  if (!response.ok()) throw new Error(`GET ${path} failed: ${response.status()} ${await response.text()}`);
  const items = (await response.json()) as T[];
  const header = response.headers()['x-total-count'];
  return { items, total: header === undefined ? items.length : Number(header) };
}

export const fetchJobs = (request: APIRequestContext, params: Params = {}) => list<JobDTO>(request, '/api/vagas', params);
export const fetchCourses = (request: APIRequestContext, params: Params = {}) => list<CourseDTO>(request, '/api/cursos', params);
export const fetchEvents = (request: APIRequestContext, params: Params = {}) => list<EventDTO>(request, '/api/eventos', params);

export async function fetchPartners(request: APIRequestContext): Promise<PartnerDTO[]> {
  const response = await request.get('/api/partners');
  if (!response.ok()) throw new Error(`GET /api/partners failed: ${response.status()}`);
  return (await response.json()) as PartnerDTO[];
}

/**
 * Resolves once the list read by `fetch` with `params` holds `ids`, exactly: the public lists are
 * served from the search index, which follows writes through the event bus, so an item just
 * published is listed a moment later. Give a filter only this test's items pass (a unique
 * location, a unique word), so the list is exactly what the test built.
 */
export async function untilListed(
  fetch: (request: APIRequestContext, params: Params) => Promise<{ items: Array<{ id: string }>; total: number }>,
  request: APIRequestContext,
  params: Params,
  ids: string[],
): Promise<void> {
  await expect
    .poll(async () => {
      const { items, total } = await fetch(request, { ...params, limit: 50 });
      return { ids: items.map((item) => item.id).sort(), total };
    })
    .toEqual({ ids: [...ids].sort(), total: ids.length });
}
