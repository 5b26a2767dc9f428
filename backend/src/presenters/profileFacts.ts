/**
 * An account's facts as common's profileCompleteness reads them (issue 25), from the same row the
 * directory presents plus its activity dates: one mapping for the search index's order
 * (search/sources.ts) and the owner's own score (services/profileCompleteness.ts), so both agree.
 */
import { isValidThrough, type ProfileFacts } from '@conecta/common';
import { DIRECTORY_FIELDS, type DirectoryUser } from './directoryEntry';

/** The directory's fields and the two dates the activity is read from. */
export const RANKED_FIELDS = `${DIRECTORY_FIELDS} lastLoginAt updatedAt`;

export type RankedUser = DirectoryUser & { lastLoginAt?: Date | null; updatedAt?: Date | null };

/** The latest of the last sign-in and the last write of the account, or null. */
export function lastActiveAt(user: Pick<RankedUser, 'lastLoginAt' | 'updatedAt'>): Date | null {
  const times = [user.lastLoginAt, user.updatedAt].filter((at): at is Date => at instanceof Date).map((at) => at.getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}

export function profileFactsOf(user: RankedUser, portfolioItems: number, today = new Date()): ProfileFacts {
  const credentials = (user.credentialSummary ?? []).filter((held) => isValidThrough(held.validUntil ?? null, today)).length;
  return {
    userType: user.userType,
    profileImageUrl: user.profileImageUrl ?? null,
    jobTitle: user.jobTitle ?? null,
    companyName: user.companyName ?? null,
    bio: user.bio ?? null,
    location: user.location ?? null,
    energyAreas: user.energyAreas ?? [],
    skills: user.skills ?? [],
    portfolioItems,
    credentials: credentials + (user.verifiedRegistrations ?? []).length,
    lastActiveAt: lastActiveAt(user),
  };
}
