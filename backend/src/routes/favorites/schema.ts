/** GET /api/user/favorites query and the :kind/:id path of PUT / DELETE (common FAVORITE_*_RULES). */
import type mongoose from 'mongoose';
import { FAVORITE_LIST_QUERY_RULES, FAVORITE_PATH_RULES, type FavoriteKind } from '@conecta/common';
import { joiRules, objectIdParam, queryRules } from '../../lib/rules';

export const favoriteListSchema = queryRules(FAVORITE_LIST_QUERY_RULES);

export const favoritePathSchema = joiRules<{ kind: FavoriteKind; id: mongoose.Types.ObjectId }>(FAVORITE_PATH_RULES, { id: objectIdParam() });
