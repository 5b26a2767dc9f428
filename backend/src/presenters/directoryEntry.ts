/**
 * A person or company as the public sees them (directory cards, public
 * profile, search results). Whitelisted fields only: e-mail and phone leave
 * the server only when the person opted in (showEmail / showPhone).
 * Accepts hydrated documents and `.lean()` rows alike (the search index
 * loads thousands of users lean at start-up).
 */
import type { DirectoryEntryDTO } from '@conecta/common';
import type { UserFields } from '../models/user';

/** The fields this presenter reads; both a UserDocument and a lean row satisfy it. */
export const DIRECTORY_FIELDS =
  '_id userType firstName lastName companyName jobTitle location bio energyAreas skills website profileImageUrl profileThumbnailUrl isVerified createdAt email phone showEmail showPhone';

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
    >
  > & { _id: { toString(): string } };

export function presentDirectoryEntry(user: DirectoryUser): DirectoryEntryDTO {
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
  };
  if (user.showEmail && user.email) entry.email = user.email;
  if (user.showPhone && user.phone) entry.phone = user.phone;
  return entry;
}
