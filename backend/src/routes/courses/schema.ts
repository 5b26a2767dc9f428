import { COURSE_INPUT_RULES, COURSE_LIST_QUERY_RULES, type CourseInput } from '@conecta/common';
import { joiRules, queryRules } from '../../lib/rules';

/** GET /api/cursos (common CourseQuery). */
export const courseListSchema = queryRules(COURSE_LIST_QUERY_RULES);

/** POST /api/cursos (common CourseInput). */
export const courseInputSchema = joiRules<CourseInput>(COURSE_INPUT_RULES);
