/**
 * PATCH /api/users/profile: the fields a person owns (common PROFILE_RULES, the texts' one rule),
 * nothing else. The energy areas (a set of choices) and the privileged fields are checked here.
 */
import Joi from 'joi';
import { PRIVILEGED_USER_FIELDS, PROFILE_ENERGY_AREAS, PROFILE_MESSAGES as M, PROFILE_RULES, type ProfileUpdatePayload } from '@conecta/common';
import { forbiddenFields, joiRules, oneOf } from '../../lib/rules';

export const profileUpdateSchema = joiRules<ProfileUpdatePayload>(PROFILE_RULES, {
  energyAreas: Joi.array()
    .items(oneOf(PROFILE_ENERGY_AREAS, M.energyAreaInvalid))
    .unique()
    .messages({ 'array.base': M.energyAreaInvalid, 'array.unique': M.energyAreaInvalid }),
  ...forbiddenFields([...PRIVILEGED_USER_FIELDS, 'profileImageUrl', 'profileThumbnailUrl']),
});
