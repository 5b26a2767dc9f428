/**
 * The dashboard's recommended jobs (GET /api/vagas/recommended; issue 25), each with the reasons it
 * was picked ('Combina com: Solar, Fortaleza, NR-35'). A job earns points for what it shares with
 * the person:
 * - an internship, for a student (4): what a student is looking for first;
 * - one of their energy areas (3);
 * - their city (2): the job's place names the city of their profile;
 * - credentials it requires that they hold valid (2), a registration it requires that is verified (2);
 * - words of their skills in its title or requirements (1 each, at most 3).
 * Newest first among equals; when few match, the newest jobs fill in. Reads only this process's
 * in-memory lists (catalogueLists.ts): the newest jobs, the newest of each area, the internships.
 */
import { CREDENTIAL_CATALOGUE, INTERNSHIP_JOB_TYPE, checkRequirements, labelOf, type JobDTO, type RecommendedJobDTO } from '@conecta/common';
import type { UserDocument } from '../models/user';
import { foldText } from '../search/text';
import { JOB_LISTS, newestFirst } from './catalogueLists';
import type { CatalogueDeps } from './jobCatalogue';

/** Candidates per list: enough to rank, small enough to stay cheap. */
const CANDIDATES = 50;
const MAX_AREAS = 6;
const STOP_WORDS = new Set(['para', 'como', 'com', 'dos', 'das', 'del', 'and']);
/** Reasons a card names at most: one line. */
const MAX_REASONS = 3;

/** Lower-case, accent-free words of a text. */
function words(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** 'Fortaleza - CE' → 'Fortaleza': the city part of a place, as written. */
const cityName = (place: string | null | undefined) => (place ? (place.split(/\s+-\s+|,/)[0] ?? '').trim() : '');
/** The same folded, to compare two places however they are written. */
const cityOf = (place: string | null | undefined) => foldText(cityName(place));

interface Scored {
  job: JobDTO;
  score: number;
  reasons: string[];
}

export function recommendJobs(user: UserDocument, limit: number, deps: CatalogueDeps, today = new Date()): RecommendedJobDTO[] {
  const student = user.userType === 'student';
  const areas = [...new Set(user.energyAreas ?? [])].slice(0, MAX_AREAS);
  const lists = [
    JOB_LISTS.matching(deps.search, {}),
    ...areas.map((energyArea) => JOB_LISTS.matching(deps.search, { energyArea })),
    ...(student ? [JOB_LISTS.matching(deps.search, { jobType: INTERNSHIP_JOB_TYPE })] : []),
  ];
  const candidates = new Map<string, JobDTO>();
  for (const list of lists) for (const job of list.slice(0, CANDIDATES)) candidates.set(job.id, job);

  const skills = (user.skills ?? []).map((skill) => ({
    skill,
    words: words(skill).filter((w) => (w.length >= 4 || /\d/.test(w)) && !STOP_WORDS.has(w)),
  }));
  const areaSet = new Set<string>(areas);
  const city = cityOf(user.location);
  const holdings = {
    credentials: (user.credentialSummary ?? []).map((c) => ({ code: c.code, validUntil: c.validUntil ? c.validUntil.toISOString().slice(0, 10) : null })),
    registrations: user.verifiedRegistrations ?? [],
  } as Parameters<typeof checkRequirements>[1];

  const score = (job: JobDTO): Scored => {
    let points = 0;
    const reasons: string[] = [];
    if (student && job.jobType === INTERNSHIP_JOB_TYPE) {
      points += 4;
      reasons.push('Estágio');
    }
    if (areaSet.has(job.energyArea)) {
      points += 3;
      reasons.push(labelOf(job.energyArea));
    }
    if (city && cityOf(job.location) === city) {
      points += 2;
      reasons.push(cityName(job.location));
    }
    for (const check of checkRequirements(job, holdings, today)) {
      if (!check.met) continue;
      points += 2;
      reasons.push(check.kind === 'credential' ? CREDENTIAL_CATALOGUE[check.code as keyof typeof CREDENTIAL_CATALOGUE].name : check.label);
    }
    const text = new Set(words(`${job.title} ${job.requirements.join(' ')}`));
    let skillHits = 0;
    for (const { skill, words: skillWords } of skills) {
      const hits = skillWords.filter((w) => text.has(w)).length;
      if (!hits) continue;
      skillHits += hits;
      reasons.push(skill);
    }
    points += Math.min(skillHits, 3);
    return { job, score: points, reasons: reasons.slice(0, MAX_REASONS) };
  };

  return [...candidates.values()]
    .map(score)
    .sort((a, b) => b.score - a.score || newestFirst(a.job, b.job))
    .slice(0, limit)
    .map(({ job, reasons }) => ({ ...job, reasons }));
}
