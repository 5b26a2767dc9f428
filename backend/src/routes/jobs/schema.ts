import {
  APPLY_RULES,
  JOB_INPUT_RULES,
  JOB_LIST_QUERY_RULES,
  RECOMMENDED_JOBS_QUERY_RULES,
  partialRules,
  type ApplyPayload,
  type JobInput,
} from '@conecta/common';
import { joiRules, queryRules } from '../../lib/rules';

/** GET /api/vagas (common JobQuery); `jobType` may name several types, comma-separated. */
export const jobListSchema = queryRules(JOB_LIST_QUERY_RULES);

/** GET /api/vagas/recommended */
export const recommendedSchema = queryRules(RECOMMENDED_JOBS_QUERY_RULES);

/** POST /api/vagas/:id/apply (spec §7: the UI sends coverLetter as an empty string). */
export const applySchema = joiRules<ApplyPayload>(APPLY_RULES);

/** POST /api/vagas (common JobInput; the salary order is checked with the stored values in lifecycles/jobs.ts). */
export const jobInputSchema = joiRules<JobInput>(JOB_INPUT_RULES);

/** PATCH /api/vagas/:id: any subset; a cleared optional field (null or '') is stored as null. */
export const jobPatchSchema = joiRules<Partial<JobInput>>(partialRules(JOB_INPUT_RULES));
