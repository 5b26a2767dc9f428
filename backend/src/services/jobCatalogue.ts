/**
 * The public jobs list (GET /api/vagas), its locations select and the
 * dashboard's recommendations.
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
import type { Types } from 'mongoose';
import { CATALOGUE_MESSAGES, type JobDTO, type JobQuery, type JobType } from '@conecta/common';
import { Job } from '../models/job';
import { presentJob } from '../presenters/job';
import { NotFoundError } from '../lib/errors';
import type { CachedPage } from '../lib/cache';
import type { SearchIndex } from '../search/searchIndex';
import { JOB_LISTS, newestFirst } from './catalogueLists';
import { foldText } from '../search/text';
import type { UserDocument } from '../models/user';

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
 * Reads only in-memory lists (the newest jobs and the newest of each area).
 */
export function recommendJobs(user: UserDocument, limit: number, deps: CatalogueDeps): JobDTO[] {
  const areas = [...new Set(user.energyAreas ?? [])].slice(0, MAX_AREAS);
  const lists = [
    JOB_LISTS.matching(deps.search, {}),
    ...areas.map((energyArea) => JOB_LISTS.matching(deps.search, { energyArea })),
  ];
  const candidates = new Map<string, JobDTO>();
  for (const list of lists) for (const job of list.slice(0, CANDIDATES)) candidates.set(job.id, job);

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

/**
 * One approved job (GET /api/vagas/:id), read from the database rather than the index: a job just
 * approved or closed answers as it now is, even in the instant before this process's index hears
 * of it. Anything not approved is as absent as a missing one.
 */
export async function approvedJob(id: Types.ObjectId): Promise<JobDTO> {
  const job = await Job.findOne({ _id: id, status: 'approved' });
  if (!job) throw NotFoundError(CATALOGUE_MESSAGES.jobNotFound);
  return presentJob(job);
}
