/** POST /api/account/delete: the password that confirms it (common ACCOUNT_DELETE_RULES). */
import { ACCOUNT_DELETE_RULES, type AccountDeletePayload } from '@conecta/common';
import { joiRules } from '../../lib/rules';

export const accountDeleteSchema = joiRules<AccountDeletePayload>(ACCOUNT_DELETE_RULES);
