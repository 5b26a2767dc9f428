import { APPLICATION_STATUS_RULES, type ApplicationStatusInput } from '@conecta/common';
import { joiRules } from '../../lib/rules';

/** PATCH /api/applications/:id (common ApplicationStatusInput). */
export const applicationStatusSchema = joiRules<ApplicationStatusInput>(APPLICATION_STATUS_RULES);
