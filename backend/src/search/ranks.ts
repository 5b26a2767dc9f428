/**
 * What the index knows of a document beside its public DTO, to order lists by (issue 25): a
 * profile's completeness and last activity, an item's place in the home's showcase. Computed by the
 * sources when they (re)read a document (search/sources.ts), so a request only reads and compares:
 * the score is never recomputed per request, and the DTO sent stays as it was (these facts are
 * never sent: lastLoginAt is nobody else's business).
 *
 * Kept in a WeakMap keyed by the DTO object the index holds: replaced with it on a reread, dropped
 * with it on a removal or rebuild. A DTO made elsewhere (a test's, a presenter's) has none, and
 * reads as the lowest rank.
 */
import type { CourseDTO, DirectoryEntryDTO, EventDTO, JobDTO } from '@conecta/common';

export interface ProfileRank {
  /** 0-100, common's profileCompleteness. */
  percent: number;
  /** No photo, no text, no energy area (common isEmptyProfile): listed after everyone else. */
  empty: boolean;
  /** Epoch ms of the latest sign-in or profile change; 0 when unknown. */
  activeAt: number;
}

export interface ShowcaseRank {
  /** Epoch ms an admin featured the item on the home; null when not featured. */
  featuredAt: number | null;
}

const profileRanks = new WeakMap<DirectoryEntryDTO, ProfileRank>();
const showcaseRanks = new WeakMap<JobDTO | CourseDTO | EventDTO, ShowcaseRank>();

const LOWEST_PROFILE: ProfileRank = { percent: 0, empty: true, activeAt: 0 };
const NOT_FEATURED: ShowcaseRank = { featuredAt: null };

export function rankedProfile(entry: DirectoryEntryDTO, rank: ProfileRank): DirectoryEntryDTO {
  profileRanks.set(entry, rank);
  return entry;
}

export const profileRankOf = (entry: DirectoryEntryDTO): ProfileRank => profileRanks.get(entry) ?? LOWEST_PROFILE;

export function rankedItem<T extends JobDTO | CourseDTO | EventDTO>(doc: T, rank: ShowcaseRank): T {
  showcaseRanks.set(doc, rank);
  return doc;
}

export const showcaseRankOf = (doc: JobDTO | CourseDTO | EventDTO): ShowcaseRank => showcaseRanks.get(doc) ?? NOT_FEATURED;
