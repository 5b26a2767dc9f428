import { APPLICATION_STATUS_RULES } from '@conecta/common';
import { joiRules } from '../../lib/rules';

/** PATCH /api/applications/:id (common ApplicationStatusInput). */
export const applicationStatusSchema = joiRules(APPLICATION_STATUS_RULES);
