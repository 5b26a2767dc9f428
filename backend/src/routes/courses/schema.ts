import { CATALOGUE_MESSAGES as M, COURSE_CATEGORIES, COURSE_INPUT_RULES, COURSE_LEVELS, ENERGY_AREAS, type CourseInput, type CourseQuery } from '@conecta/common';
import { joiRules } from '../../lib/rules';
import { enumFilter, limit, offset, query } from '../../lib/listQuery';

export type CourseListInput = Omit<CourseQuery, 'limit' | 'offset'> & { limit: number; offset: number };

/** GET /api/cursos (common CourseQuery). */
export const courseListSchema = query<CourseListInput>({
  category: enumFilter(COURSE_CATEGORIES, M.categoryInvalid),
  level: enumFilter(COURSE_LEVELS, M.levelInvalid),
  energyArea: enumFilter(ENERGY_AREAS, M.energyAreaInvalid),
  limit: limit(),
  offset: offset(),
});

/** POST /api/cursos (common CourseInput). */
export const courseInputSchema = joiRules<CourseInput>(COURSE_INPUT_RULES);
