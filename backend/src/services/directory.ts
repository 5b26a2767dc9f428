/**
 * The public directory of people and companies (GET /api/users,
 * /api/profissionais): filters, text search, paging; complete, active profiles
 * first, or best match first when there is a text.
 *
 * Served from the search index, which already holds every public profile
 * (students, professionals, companies) as the DTO we send (search/), kept
 * current in every process by domain events. Measured at 20,000 users on
 * FerretDB (infra/bench/searchIndex.ts): the unfiltered first page as a
 * database read (`userType $in` + sort + count, none of which FerretDB hands
 * to PostgreSQL) took seconds, and even an area filter (an equality FerretDB
 * does hand down) hundreds of milliseconds; in memory every case takes a few
 * milliseconds.
 *
 * Order (issue 25): the most complete profiles first (common's profileCompleteness, computed by the
 * index when it reads an account: search/ranks.ts), then the most recently active (last sign-in or
 * profile change); empty accounts (no photo, no text, no area: test and abandoned sign-ups) after
 * everyone else. With a text, the best match first, empty accounts still last. A sign-in is stamped
 * past mongoose (it is no profile change), so the index sees it at the account's next change or the
 * next rebuild: activity only breaks ties between equal scores, as of the index's last read.
 *
 * - userType and energyArea are equality checks on the DTO (energyArea: a
 *   value among the person's areas).
 * - q goes through the index (every term, accents ignored, prefixes, one
 *   typo), in its ranking order.
 * - location is an accent- and case-insensitive "contains" ("sao paulo"
 *   finds "São Paulo - SP" and "Sao Paulo, SP"), done here: a MongoDB regex
 *   cannot ignore accents and is a full scan on FerretDB anyway.
 * One profile by id (GET /api/users/:id) is read from the database: an `_id`
 * look-up is cheap everywhere and shows a profile saved a moment ago.
 */
import mongoose from 'mongoose';
import {
  DIRECTORY_USER_TYPES,
  isAdmin,
  isChipValid,
  type Principal,
  type CredentialCode,
  type DirectoryEntryDTO,
  type DirectoryUserType,
  type EnergyArea,
} from '@conecta/common';
import { User } from '../models/user';
import { DIRECTORY_FIELDS, presentDirectoryEntry, type DirectoryUser } from '../presenters/directoryEntry';
import { foldText } from '../search/text';
import { profileRankOf } from '../search/ranks';
import type { SearchIndex } from '../search/searchIndex';

export interface DirectoryFilter {
  userTypes: readonly DirectoryUserType[];
  q?: string;
  energyArea?: EnergyArea;
  location?: string;
  credential?: CredentialCode;
  limit: number;
  offset: number;
}

export interface DirectoryPage {
  items: DirectoryEntryDTO[];
  total: number;
}

type ProfileIndex = Pick<SearchIndex, 'searchIds' | 'get' | 'values' | 'version'>;

/** Non-empty before empty, then the higher score, then the more recent activity; the id breaks ties so pages never overlap. */
export function rankedFirst(a: DirectoryEntryDTO, b: DirectoryEntryDTO): number {
  const ra = profileRankOf(a);
  const rb = profileRankOf(b);
  return Number(ra.empty) - Number(rb.empty) || rb.percent - ra.percent || rb.activeAt - ra.activeAt || b.id.localeCompare(a.id);
}

/** Every public profile, best ranked first, sorted once per change of the users index. */
const sortedCache = new WeakMap<ProfileIndex, { version: number; entries: DirectoryEntryDTO[] }>();
function rankedProfiles(index: ProfileIndex): DirectoryEntryDTO[] {
  const version = index.version('users');
  let sorted = sortedCache.get(index);
  if (!sorted || sorted.version !== version) {
    sorted = { version, entries: [...index.values('users')].sort(rankedFirst) };
    sortedCache.set(index, sorted);
  }
  return sorted.entries;
}

/** The text's matches in relevance order, empty accounts moved after the others (a stable partition). */
function emptyLast(entries: Iterable<DirectoryEntryDTO | undefined>): DirectoryEntryDTO[] {
  const filled: DirectoryEntryDTO[] = [];
  const empty: DirectoryEntryDTO[] = [];
  for (const entry of entries) if (entry) (profileRankOf(entry).empty ? empty : filled).push(entry);
  return filled.concat(empty);
}

/** Locations repeat (a few hundred cities for thousands of people): fold each spelling once. */
const foldedLocations = new Map<string, string>();
function foldedLocation(location: string): string {
  let folded = foldedLocations.get(location);
  if (folded === undefined) {
    if (foldedLocations.size >= 10_000) foldedLocations.clear();
    folded = foldText(location);
    foldedLocations.set(location, folded);
  }
  return folded;
}

export function findDirectoryEntries(filter: DirectoryFilter, index: ProfileIndex): DirectoryPage {
  const { userTypes, q, energyArea, location, credential, limit, offset } = filter;
  const needle = location ? foldText(location) : null;
  // Judged on the day of the request: a chip presented before its last day passed does not count.
  const today = new Date();
  const holds = (entry: DirectoryEntryDTO) =>
    entry.credentials.some((held) => held.code === credential && isChipValid(held, today));
  const keep = (entry: DirectoryEntryDTO) =>
    (userTypes as readonly string[]).includes(entry.userType) &&
    (!energyArea || entry.energyAreas.includes(energyArea)) &&
    (!credential || holds(entry)) &&
    (needle === null || (entry.location !== null && foldedLocation(entry.location).includes(needle)));

  const candidates: Iterable<DirectoryEntryDTO | undefined> = q
    ? emptyLast(index.searchIds('users', q).map((id) => index.get('users', id)))
    : rankedProfiles(index);
  const matches: DirectoryEntryDTO[] = [];
  for (const entry of candidates) if (entry && keep(entry)) matches.push(entry);
  return { items: matches.slice(offset, offset + limit), total: matches.length };
}

/**
 * One public profile, or null for a missing, general or admin account. A page an admin took down
 * (issue 25) is null too, except to its owner and to admins, who see it as it stands.
 */
export async function findPublicProfile(id: mongoose.Types.ObjectId, viewer: () => Promise<Principal | null> = async () => null): Promise<DirectoryEntryDTO | null> {
  const row = await User.findOne({ _id: id, userType: mongoose.trusted({ $in: [...DIRECTORY_USER_TYPES] }), isSuspended: mongoose.trusted({ $ne: true }) })
    .select(`${DIRECTORY_FIELDS} pageRemoved`)
    .lean<DirectoryUser & { pageRemoved?: boolean }>();
  if (!row) return null;
  if (row.pageRemoved === true) {
    // Only a removed page asks who is looking: every other profile stays one read, session or not.
    const who = await viewer();
    if (!who || (who.id !== id.toString() && !isAdmin(who))) return null;
  }
  return presentDirectoryEntry(row);
}
