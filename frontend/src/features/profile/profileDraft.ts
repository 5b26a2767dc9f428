/** The edit-mode copy of the profile (spec §4 Profile) and what Save sends. */
import { PROFILE_LIMITS, PROFILE_MESSAGES, HTTP_URL_PATTERN, type DirectoryEnergyArea, type ProfileUpdatePayload, type UserDTO } from '@conecta/common';

const TEXT_FIELDS = ['phone', 'location', 'bio', 'jobTitle', 'education', 'experience', 'companyName', 'website'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export type ProfileDraft = Record<TextField | 'firstName' | 'lastName', string> & {
  skills: string[];
  energyAreas: DirectoryEnergyArea[];
  showEmail: boolean;
  showPhone: boolean;
};

export function draftOf(user: UserDTO): ProfileDraft {
  const draft = {
    firstName: user.firstName,
    lastName: user.lastName,
    skills: [...user.skills],
    energyAreas: [...user.energyAreas] as DirectoryEnergyArea[],
    showEmail: user.showEmail,
    showPhone: user.showPhone,
  } as ProfileDraft;
  for (const field of TEXT_FIELDS) draft[field] = user[field] ?? '';
  return draft;
}

export function payloadOf(draft: ProfileDraft, isCompany: boolean): ProfileUpdatePayload {
  const payload: ProfileUpdatePayload = {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    skills: draft.skills,
    energyAreas: draft.energyAreas,
    showEmail: draft.showEmail,
    showPhone: draft.showPhone,
  };
  for (const field of TEXT_FIELDS) {
    if (!isCompany && (field === 'companyName' || field === 'website')) continue;
    payload[field] = draft[field].trim() || null;
  }
  return payload;
}

/** Only what a person can fix before sending; the server checks everything again. */
export function validateDraft(draft: ProfileDraft, isCompany: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.firstName.trim().length < PROFILE_LIMITS.nameMin) errors.firstName = PROFILE_MESSAGES.firstNameMin;
  if (draft.lastName.trim().length < PROFILE_LIMITS.nameMin) errors.lastName = PROFILE_MESSAGES.lastNameMin;
  const website = draft.website.trim();
  if (isCompany && website && !HTTP_URL_PATTERN.test(website)) errors.website = PROFILE_MESSAGES.urlInvalid;
  return errors;
}
