import { APPROVE_RULES, PAGE_TAKEDOWN_RULES, REJECT_RULES, TAKEDOWN_RULES, type ModerationDecisionInput, type PageTakedownInput, type RejectInput, type TakedownInput } from '@conecta/common';
import { joiRules } from '../../lib/rules';

/** POST /api/admin/{jobs|courses|events}/:id/approve: the version the admin read, nothing else. */
export const approveSchema = joiRules<ModerationDecisionInput>(APPROVE_RULES);

/** POST /api/admin/{jobs|courses|events}/:id/reject */
export const rejectSchema = joiRules<RejectInput>(REJECT_RULES);

/** POST /api/admin/{jobs|courses|events}/:id/take-down (issue 25): the reason its owner reads. */
export const takedownSchema = joiRules<TakedownInput>(TAKEDOWN_RULES);

/** POST /api/admin/users/:userId/take-down-page (issue 25): the reason the account reads. */
export const pageTakedownSchema = joiRules<PageTakedownInput>(PAGE_TAKEDOWN_RULES);
