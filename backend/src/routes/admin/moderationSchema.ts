import { APPROVE_RULES, REJECT_RULES, type ModerationDecisionInput, type RejectInput } from '@conecta/common';
import { joiRules } from '../../lib/rules';

/** POST /api/admin/{jobs|courses|events}/:id/approve: the version the admin read, nothing else. */
export const approveSchema = joiRules<ModerationDecisionInput>(APPROVE_RULES);

/** POST /api/admin/{jobs|courses|events}/:id/reject */
export const rejectSchema = joiRules<RejectInput>(REJECT_RULES);
