/**
 * A person or company as the public sees them (directory cards, public
 * profile, search results). Whitelisted fields only: e-mail and phone leave
 * the server only when the person opted in (showEmail / showPhone).
 * Accepts hydrated documents and `.lean()` rows alike (the search index
 * loads thousands of users lean at start-up).
 */
import { CREDENTIAL_CATALOGUE, CREDENTIAL_CODES, isValidThrough, type CredentialCode, type DirectoryEntryDTO, type PublicCredentialDTO } from '@conecta/common';
import type { UserFields } from '../models/user';

/** The fields this presenter reads; both a UserDocument and a lean row satisfy it. */
export const DIRECTORY_FIELDS =
  '_id userType firstName lastName companyName jobTitle location bio energyAreas skills website profileImageUrl profileThumbnailUrl isVerified createdAt email phone showEmail showPhone showCredentials verifiedRegistrations credentialSummary';

export type DirectoryUser = Pick<UserFields, 'userType' | 'firstName' | 'lastName' | 'email'> &
  Partial<
    Pick<
      UserFields,
      | 'companyName'
      | 'jobTitle'
      | 'location'
      | 'bio'
      | 'energyAreas'
      | 'skills'
      | 'website'
      | 'profileImageUrl'
      | 'profileThumbnailUrl'
      | 'isVerified'
      | 'phone'
      | 'showEmail'
      | 'showPhone'
      | 'createdAt'
      | 'showCredentials'
      | 'verifiedRegistrations'
      | 'credentialSummary'
    >
  > & { _id: { toString(): string } };

/**
 * The credentials valid on `today`, in catalogue order, once per norm (the latest day wins). The
 * index presents a profile when it changes, so one that expires later still shows until then:
 * the directory's filter judges validity again on each request (services/directory.ts).
 */
function validCredentials(summary: ReadonlyArray<{ code: CredentialCode; validUntil?: Date | null }>, today: Date): PublicCredentialDTO[] {
  const latest = new Map<CredentialCode, Date | null>();
  for (const { code, validUntil = null } of summary) {
    if (!isValidThrough(validUntil, today)) continue;
    const known = latest.get(code);
    if (known === undefined || (known !== null && (validUntil === null || validUntil > known))) latest.set(code, validUntil);
  }
  return CREDENTIAL_CODES.filter((code) => latest.has(code)).map((code) => {
    const validUntil = latest.get(code) ?? null;
    return { code, name: CREDENTIAL_CATALOGUE[code].name, validUntil: validUntil ? validUntil.toISOString().slice(0, 10) : null };
  });
}

export function presentDirectoryEntry(user: DirectoryUser, today = new Date()): DirectoryEntryDTO {
  const entry: DirectoryEntryDTO = {
    id: user._id.toString(),
    professionalType: user.userType === 'company' ? 'company' : 'individual',
    userType: user.userType,
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: user.companyName ?? null,
    jobTitle: user.jobTitle ?? null,
    location: user.location ?? null,
    bio: user.bio ?? null,
    energyAreas: [...(user.energyAreas ?? [])],
    skills: [...(user.skills ?? [])],
    website: user.website ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    profileThumbnailUrl: user.profileThumbnailUrl ?? null,
    isVerified: user.isVerified ?? false,
    createdAt: (user.createdAt ?? new Date()).toISOString(),
    registrations: [...(user.verifiedRegistrations ?? [])],
    credentials: user.showCredentials === false ? [] : validCredentials(user.credentialSummary ?? [], today),
  };
  if (user.showEmail && user.email) entry.email = user.email;
  if (user.showPhone && user.phone) entry.phone = user.phone;
  return entry;
}
