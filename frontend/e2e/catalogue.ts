/** Reads the public catalogue through the API, so specs assert against what the server holds now. */
import type { APIRequestContext } from '@playwright/test';
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

/** A future event without a seat limit: any number of fresh users can register. */
export async function openUpcomingEvent(request: APIRequestContext): Promise<EventDTO> {
  const { items } = await fetchEvents(request, { when: 'upcoming', limit: 50 });
  const event = items.find((e) => e.maxAttendees === null) ?? items.find((e) => e.maxAttendees! - e.currentAttendees > 50);
  if (!event) throw new Error('no upcoming event with free seats in the seed');
  return event;
}

/** The first page of approved jobs, all of them (the seed has more than 40). */
export async function anyJob(request: APIRequestContext, offset = 0): Promise<JobDTO> {
  const { items } = await fetchJobs(request, { limit: 50 });
  const job = items[offset % items.length];
  if (!job) throw new Error('no job in the seed');
  return job;
}
