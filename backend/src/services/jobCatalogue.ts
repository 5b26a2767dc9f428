/**
 * The public jobs list (GET /api/vagas) and its locations select (the dashboard's
 * recommendations read the same lists: jobRecommendations.ts).
 *
 * Both come from this process's search index (search/), never from the
 * database: without `q` the approved jobs' DTOs, sorted newest first once per
 * change, filtered by the chosen selects in memory (catalogueLists.ts says
 * why: FerretDB's cost of a list read). With `q` the index answers ids of the
 * approved jobs matching every term (accent- and case-insensitive, prefixes,
 * one typo), whose DTOs are then filtered by the same selects and ordered
 * newest first, so typing in the search box narrows the list without
 * reordering it.
 */
import { publicItem } from '../models/moderated';
import type { Types } from 'mongoose';
import { CATALOGUE_MESSAGES, type JobDTO, type JobQuery, type JobType } from '@conecta/common';
import { Job } from '../models/job';
import { presentJob } from '../presenters/job';
import { NotFoundError } from '../lib/errors';
import type { CachedPage } from '../lib/cache';
import type { SearchIndex } from '../search/searchIndex';
import { JOB_LISTS, newestFirst } from './catalogueLists';

/** As validated (routes/jobs/schema.ts): `jobType` is the list of the chosen types. */
export type JobListInput = Omit<JobQuery, 'jobType' | 'limit' | 'offset'> & { jobType?: JobType[]; limit: number; offset: number };

export interface CatalogueDeps {
  search: Pick<SearchIndex, 'searchIds' | 'get' | 'values' | 'version'>;
}

const FILTER_FIELDS = ['energyArea', 'location', 'jobFunction', 'workType'] as const;

/** Issue 24: 'Certificação exigida' keeps the jobs that require it (among others). */
const requiresCredential = (job: JobDTO, input: Pick<JobListInput, 'credential'>) => !input.credential || job.requiredCredentials.includes(input.credential);

/** The list's filters (not its search text) on one job: the jobs list and the alert matcher alike. */
export function matchesFilters(job: JobDTO, input: Omit<JobListInput, 'limit' | 'offset'>): boolean {
  return (!input.jobType || input.jobType.includes(job.jobType)) && FILTER_FIELDS.every((f) => input[f] === undefined || job[f] === input[f]) && requiresCredential(job, input);
}

export function jobPage(input: JobListInput, deps: CatalogueDeps): CachedPage {
  if (input.q) return searchedJobPage(input, input.q, deps.search);
  const types = input.jobType ?? [];
  const matches = JOB_LISTS.matching(deps.search, {
    // One type is an equality filter, remembered by the sorted lists; several (the
    // jobs screen's 'Vagas de Emprego': every type but estágio) narrow that list here.
    jobType: types.length === 1 ? types[0] : undefined,
    energyArea: input.energyArea,
    location: input.location,
    jobFunction: input.jobFunction,
    workType: input.workType,
  });
  const chosen = types.length > 1 || input.credential ? matches.filter((job) => (types.length <= 1 || types.includes(job.jobType)) && requiresCredential(job, input)) : matches;
  const page = chosen.slice(input.offset, input.offset + input.limit);
  return { json: JSON.stringify(page), total: chosen.length };
}

function searchedJobPage(input: JobListInput, q: string, search: CatalogueDeps['search']): CachedPage {
  const matches: JobDTO[] = [];
  for (const id of search.searchIds('jobs', q)) {
    const job = search.get('jobs', id);
    if (job && matchesFilters(job, input)) matches.push(job);
  }
  matches.sort(newestFirst);
  const page = matches.slice(input.offset, input.offset + input.limit);
  return { json: JSON.stringify(page), total: matches.length };
}

/** The distinct locations of approved jobs, for the filter select, sorted as Brazilians read them. */
export function jobLocations(search: CatalogueDeps['search']): CachedPage {
  return { json: JSON.stringify(JOB_LISTS.locations(search)), total: null };
}

/**
 * One approved job (GET /api/vagas/:id), read from the database rather than the index: a job just
 * approved or closed answers as it now is, even in the instant before this process's index hears
 * of it. Anything not approved is as absent as a missing one.
 */
export async function approvedJob(id: Types.ObjectId): Promise<JobDTO> {
  const job = await Job.findOne({ _id: id, ...publicItem() });
  if (!job) throw NotFoundError(CATALOGUE_MESSAGES.jobNotFound);
  return presentJob(job);
}
