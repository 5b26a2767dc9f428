import { DIRECTORY_QUERY_RULES, PROFESSIONALS_QUERY_RULES } from '@conecta/common';
import { queryRules } from '../../lib/rules';

/** GET /api/users (common DirectoryQuery) */
export const usersQuerySchema = queryRules(DIRECTORY_QUERY_RULES);

/** GET /api/profissionais (common DirectoryQuery) */
export const professionalsQuerySchema = queryRules(PROFESSIONALS_QUERY_RULES);
