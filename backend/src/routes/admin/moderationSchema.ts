import { REJECT_RULES } from '@conecta/common';
import { body, joiRules } from '../../lib/rules';

/** POST /api/admin/{jobs|courses|events}/:id/approve takes no fields: whatever is sent is refused. */
export const approveSchema = body({});

/** POST /api/admin/{jobs|courses|events}/:id/reject */
export const rejectSchema = joiRules(REJECT_RULES);
