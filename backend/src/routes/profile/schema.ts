/** PATCH /api/users/profile: the fields a person owns (common/src/profile.ts), nothing else. */
import Joi from 'joi';
import { PRIVILEGED_USER_FIELDS, PROFILE_ENERGY_AREAS, PROFILE_LIMITS as L, PROFILE_MESSAGES as M } from '@conecta/common';
import { body, clearableText, flag, forbiddenFields, httpUrl, oneOf, textList, userText } from '../../lib/rules';

const name = (minMessage: string, maxMessage: string) => userText({ min: L.nameMin, minMessage, max: L.nameMax, maxMessage });

export const profileUpdateSchema = body({
  firstName: name(M.firstNameMin, M.nameMax),
  lastName: name(M.lastNameMin, M.lastNameMax),
  phone: clearableText({ max: L.phoneMax, maxMessage: M.phoneMax }),
  location: clearableText({ max: L.locationMax, maxMessage: M.locationMax }),
  jobTitle: clearableText({ max: L.jobTitleMax, maxMessage: M.jobTitleMax }),
  bio: clearableText({ max: L.bioMax, maxMessage: M.bioMax, multiline: true }),
  education: clearableText({ max: L.educationMax, maxMessage: M.educationMax, multiline: true }),
  experience: clearableText({ max: L.experienceMax, maxMessage: M.experienceMax, multiline: true }),
  companyName: clearableText({ max: L.companyNameMax, maxMessage: M.companyNameMax }),
  website: httpUrl(),
  skills: textList({
    maxItems: L.skillsMax,
    maxItemsMessage: M.skillsMax,
    item: userText({ min: L.skillNameMin, minMessage: M.skillName, max: L.skillNameMax, maxMessage: M.skillName }).allow(''),
  }),
  energyAreas: Joi.array()
    .items(oneOf(PROFILE_ENERGY_AREAS, M.energyAreaInvalid))
    .unique()
    .messages({ 'array.base': M.energyAreaInvalid, 'array.unique': M.energyAreaInvalid }),
  showEmail: flag(),
  showPhone: flag(),
  ...forbiddenFields([...PRIVILEGED_USER_FIELDS, 'profileImageUrl', 'profileThumbnailUrl']),
});
