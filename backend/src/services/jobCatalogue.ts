/**
 * The public jobs list (GET /api/vagas), its locations select and the
 * dashboard's recommendations.
 *
 * Without `q` the list is a database read filtered by top-level equality
 * only (status + the chosen selects, which FerretDB hands to PostgreSQL),
 * newest first, cached in Redis per exact query (lib/cache.ts). With `q` the
 * search index (search/) answers: ids of the approved jobs matching every
 * term (accent- and case-insensitive, prefixes, one typo), whose DTOs are
 * then filtered by the same selects in memory and ordered newest first, so
 * typing in the search box narrows the list without reordering it.
 */
import type { JobDTO, JobQuery } from '@conecta/common';
import { Job } from '../models/job';
import { presentJob } from '../presenters/job';
import { cacheKey, type CachedPage, type CatalogueCache } from '../lib/cache';
import { ptBr, totalOf } from '../lib/listQuery';
import type { SearchIndex } from '../search/searchIndex';
import { foldText } from '../search/text';
import type { UserDocument } from '../models/user';

export type JobListInput = Omit<JobQuery, 'limit' | 'offset'> & { limit: number; offset: number };

export interface CatalogueDeps {
  cache: CatalogueCache;
  search: Pick<SearchIndex, 'searchIds' | 'get'>;
}

const FILTER_FIELDS = ['jobType', 'energyArea', 'location', 'jobFunction', 'workType'] as const;

function equalityFilter(input: JobListInput): Record<string, string> {
  const filter: Record<string, string> = { status: 'approved' };
  for (const field of FILTER_FIELDS) {
    const value = input[field];
    if (value !== undefined) filter[field] = value;
  }
  return filter;
}

export const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

export async function jobPage(input: JobListInput, deps: CatalogueDeps): Promise<CachedPage> {
  if (input.q) return searchedJobPage(input, input.q, deps.search);
  const { q: _q, ...key } = input;
  return deps.cache.page('jobs', `list?${cacheKey(key)}`, async () => {
    const filter = equalityFilter(input);
    const docs = await Job.find(filter).sort({ createdAt: -1, _id: -1 }).skip(input.offset).limit(input.limit);
    return { body: docs.map(presentJob), total: await totalOf(docs.length, input, () => Job.countDocuments(filter)) };
  });
}

function searchedJobPage(input: JobListInput, q: string, search: CatalogueDeps['search']): CachedPage {
  const matches: JobDTO[] = [];
  for (const id of search.searchIds('jobs', q)) {
    const job = search.get('jobs', id);
    if (job && FILTER_FIELDS.every((f) => input[f] === undefined || job[f] === input[f])) matches.push(job);
  }
  matches.sort(newestFirst);
  const page = matches.slice(input.offset, input.offset + input.limit);
  return { json: JSON.stringify(page), total: matches.length, hit: false };
}

/** The distinct locations of approved jobs, for the filter select, sorted as Brazilians read them. */
export function jobLocations(cache: CatalogueCache): Promise<CachedPage> {
  return cache.page('jobs', 'locations', async () => {
    const locations = (await Job.distinct('location', { status: 'approved' })) as string[];
    return { body: locations.filter(Boolean).sort(ptBr.compare) };
  });
}

/** Candidates per energy area and for "newest": enough to rank, small enough to stay cheap. */
const CANDIDATES = 50;
const MAX_AREAS = 6;
const STOP_WORDS = new Set(['para', 'como', 'com', 'dos', 'das', 'del', 'and']);

/** Lower-case, accent-free words of a text. */
function words(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Up to `limit` approved jobs for the signed-in user's dashboard: those of
 * the user's energy areas and those whose title or requirements mention the
 * user's skills first (area match weighs 3, each skill word found 1, at most
 * 3), newest first among equals; when few match, the newest jobs fill in.
 * Reads only cached list pages (the newest jobs and one page per area).
 */
export async function recommendJobs(user: UserDocument, limit: number, deps: CatalogueDeps): Promise<JobDTO[]> {
  const areas = [...new Set(user.energyAreas ?? [])].slice(0, MAX_AREAS);
  const base = { limit: CANDIDATES, offset: 0 };
  const pages = await Promise.all([
    jobPage(base, deps),
    ...areas.map((energyArea) => jobPage({ ...base, energyArea }, deps)),
  ]);
  const candidates = new Map<string, JobDTO>();
  for (const page of pages) for (const job of JSON.parse(page.json) as JobDTO[]) candidates.set(job.id, job);

  const skillWords = new Set(
    (user.skills ?? []).flatMap(words).filter((w) => (w.length >= 4 || /\d/.test(w)) && !STOP_WORDS.has(w)),
  );
  const areaSet = new Set<string>(areas);
  const score = (job: JobDTO) => {
    const text = new Set(words(`${job.title} ${job.requirements.join(' ')}`));
    let skillHits = 0;
    for (const w of skillWords) if (text.has(w)) skillHits += 1;
    return (areaSet.has(job.energyArea) ? 3 : 0) + Math.min(skillHits, 3);
  };
  return [...candidates.values()]
    .map((job) => ({ job, score: score(job) }))
    .sort((a, b) => b.score - a.score || newestFirst(a.job, b.job))
    .slice(0, limit)
    .map(({ job }) => job);
}
