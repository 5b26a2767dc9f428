import { APPROVE_RULES, REJECT_RULES } from '@conecta/common';
import { joiRules } from '../../lib/rules';

/** POST /api/admin/{jobs|courses|events}/:id/approve: the version the admin read, nothing else. */
export const approveSchema = joiRules(APPROVE_RULES);

/** POST /api/admin/{jobs|courses|events}/:id/reject */
export const rejectSchema = joiRules(REJECT_RULES);
