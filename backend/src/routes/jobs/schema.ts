import {
  CATALOGUE_MESSAGES as M,
  APPLY_RULES,
  JOB_INPUT_RULES,
  partialRules,
  ENERGY_AREAS,
  JOB_FUNCTIONS,
  JOB_TYPES,
  PAGE_LIMITS,
  WORK_TYPES,
  type ApplyPayload,
  type JobInput,
} from '@conecta/common';
import type { JobListInput } from '../../services/jobCatalogue';
import { joiRules } from '../../lib/rules';
import { enumFilter, enumListFilter, limit, offset, query, textFilter } from '../../lib/listQuery';

const LOCATION_MAX = 120;

/** GET /api/vagas (common JobQuery); `jobType` may name several types, comma-separated. */
export const jobListSchema = query<JobListInput>({
  q: textFilter(PAGE_LIMITS.maxQueryLength, M.searchInvalid),
  jobType: enumListFilter(JOB_TYPES, M.jobTypeInvalid),
  energyArea: enumFilter(ENERGY_AREAS, M.energyAreaInvalid),
  location: textFilter(LOCATION_MAX, M.locationInvalid),
  jobFunction: enumFilter(JOB_FUNCTIONS, M.jobFunctionInvalid),
  workType: enumFilter(WORK_TYPES, M.workTypeInvalid),
  limit: limit(),
  offset: offset(),
});

/** GET /api/vagas/recommended */
export const recommendedSchema = query<{ limit: number }>({
  limit: limit(PAGE_LIMITS.dashboardJobs),
});

/** POST /api/vagas/:id/apply (spec §7: the UI sends coverLetter as an empty string). */
export const applySchema = joiRules<ApplyPayload>(APPLY_RULES);

/** POST /api/vagas (common JobInput; the salary order is checked with the stored values in services/jobPublisher.ts). */
export const jobInputSchema = joiRules<JobInput>(JOB_INPUT_RULES);

/** PATCH /api/vagas/:id: any subset; a cleared optional field (null or '') is stored as null. */
export const jobPatchSchema = joiRules<Partial<JobInput>>(partialRules(JOB_INPUT_RULES));
