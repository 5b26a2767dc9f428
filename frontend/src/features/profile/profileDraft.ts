/** The edit-mode copy of the profile (spec §4 Profile) and what Save sends. */
import { PROFILE_RULES, validateInput, type DirectoryEnergyArea, type ProfileUpdatePayload, type UserDTO } from '@conecta/common';

const TEXT_FIELDS = ['phone', 'location', 'bio', 'jobTitle', 'education', 'experience', 'companyName', 'website'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export type ProfileDraft = Record<TextField | 'firstName' | 'lastName', string> & {
  skills: string[];
  energyAreas: DirectoryEnergyArea[];
  showEmail: boolean;
  showPhone: boolean;
  showCredentials: boolean;
};

export function draftOf(user: UserDTO): ProfileDraft {
  const draft = {
    firstName: user.firstName,
    lastName: user.lastName,
    skills: [...user.skills],
    energyAreas: [...user.energyAreas] as DirectoryEnergyArea[],
    showEmail: user.showEmail,
    showPhone: user.showPhone,
    showCredentials: user.showCredentials,
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
    showCredentials: draft.showCredentials,
  };
  for (const field of TEXT_FIELDS) {
    if (!isCompany && (field === 'companyName' || field === 'website')) continue;
    payload[field] = draft[field].trim() || null;
  }
  return payload;
}

/**
 * What Save would send, checked by the rules the server's Joi is built from (common PROFILE_RULES:
 * lengths, links, and the one text rule's unsafe characters), with the same messages.
 */
export function validateDraft(draft: ProfileDraft, isCompany: boolean): Record<string, string> {
  const result = validateInput(PROFILE_RULES, payloadOf(draft, isCompany));
  return result.ok ? {} : (result.errors as Record<string, string>);
}

/** The tab that shows the first field in error (Informações first, then Competências and Experiência, as the page orders them). */
export function tabOfErrors(errors: Record<string, string>): 'informacoes' | 'competencias' | 'experiencia' {
  const fields = Object.keys(errors);
  if (fields.some((field) => !['skills', 'experience', 'education'].includes(field))) return 'informacoes';
  return fields.includes('skills') ? 'competencias' : 'experiencia';
}
