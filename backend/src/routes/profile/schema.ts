/**
 * PATCH /api/users/profile: the fields a person owns (common PROFILE_RULES), nothing else; a
 * privileged field is refused with its own message, not as an unknown one.
 */
import { PRIVILEGED_USER_FIELDS, PROFILE_RULES, type ProfileUpdatePayload } from '@conecta/common';
import { forbiddenFields, joiRules } from '../../lib/rules';

export const profileUpdateSchema = joiRules<ProfileUpdatePayload>(PROFILE_RULES, forbiddenFields([...PRIVILEGED_USER_FIELDS, 'profileImageUrl', 'profileThumbnailUrl']));
