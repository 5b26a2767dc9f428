/**
 * What each index holds: which documents are public, which fields are
 * searched (public fields only: never e-mail or phone), and the DTO a result
 * is served as. A source reads the database; the index never does directly.
 */
import mongoose from 'mongoose';
import {
  DIRECTORY_USER_TYPES,
  VERIFICATION_BADGES,
  isEmptyProfile,
  profileCompleteness,
  requirementNames,
  type CourseDTO,
  type DirectoryEntryDTO,
  type EventDTO,
  type JobDTO,
  type ServiceDTO,
  SERVICE_KIND_LABELS,
} from '@conecta/common';
import { Job } from '../models/job';
import { Course } from '../models/course';
import { EventModel } from '../models/event';
import { Service } from '../models/service';
import { User } from '../models/user';
import { PortfolioItem } from '../models/portfolioItem';
import { publicItem } from '../models/moderated';
import { presentJob, type JobRow } from '../presenters/job';
import { presentCourse, type CourseRow } from '../presenters/course';
import { presentEvent, type EventRow } from '../presenters/event';
import { presentService, type ServiceRow } from '../presenters/service';
import { presentDirectoryEntry } from '../presenters/directoryEntry';
import { RANKED_FIELDS, lastActiveAt, profileFactsOf, type RankedUser } from '../presenters/profileFacts';
import { rankedItem, rankedProfile } from './ranks';

/** The DTO each index serves its results as. */
export interface IndexedDocs {
  jobs: JobDTO;
  courses: CourseDTO;
  events: EventDTO;
  users: DirectoryEntryDTO;
  services: ServiceDTO;
}
export type IndexedType = keyof IndexedDocs;
export const INDEXED_TYPES: readonly IndexedType[] = ['jobs', 'courses', 'events', 'users', 'services'];

export interface IndexSource<T extends { id: string }> {
  /** Searched fields; array values (requirements, skills, areas) are joined. */
  fields: readonly (keyof T & string)[];
  /**
   * Searched words that are not a DTO field as such, by a name of their own: what a code stands
   * for ('nr10-sep' is found as 'NR-10 SEP').
   */
  derived?: Record<string, (doc: T) => string>;
  /** Relative weight of a match per field (default 1). */
  boost: Partial<Record<keyof T & string, number>>;
  /** Every public document, presented, in batches as the database sends them. */
  loadAll(): AsyncIterable<T[]>;
  /** One document, presented, or null when it is gone or not public. */
  loadOne(id: string): Promise<T | null>;
}

/** Rows per round trip while loading: fewer trips, and indexing overlaps the database's work. */
const BATCH = 1000;

/**
 * Presents rows batch by batch while the cursor keeps reading. Lean rows: at
 * 20,000 users hydrating mongoose documents would cost more than indexing.
 */
async function* presented<R, T>(cursor: AsyncIterable<unknown>, present: (row: R) => T): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const row of cursor) {
    batch.push(present(row as R));
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

const leanCursor = (query: { lean(): { cursor(options: { batchSize: number }): AsyncIterable<unknown> } }) =>
  query.lean().cursor({ batchSize: BATCH });

// Items: approved, their owner's page not taken down (issue 25; models/moderated.ts publicItem).

/**
 * A profile as the directory serves it, with its rank beside it (issue 25, search/ranks.ts): the
 * completeness is computed here, when the index (re)reads the account, never per request.
 */
function rankedEntry(row: RankedUser, portfolioItems: number): DirectoryEntryDTO {
  const facts = profileFactsOf(row, portfolioItems);
  return rankedProfile(presentDirectoryEntry(row), {
    percent: profileCompleteness(facts).percent,
    empty: isEmptyProfile(facts),
    activeAt: lastActiveAt(row)?.getTime() ?? 0,
  });
}

/** An item's place in the home's showcase (services/showcase.ts), read with the item. */
const withShowcase = <T extends JobDTO | CourseDTO | EventDTO>(doc: T, row: { featuredAt?: Date | null }): T =>
  rankedItem(doc, { featuredAt: row.featuredAt ? row.featuredAt.getTime() : null });
// Built per call: sanitizeFilter would strip a `$in` that is not wrapped in trusted().
/**
 * Profiles anyone may find: the directory's types, not suspended by an admin, their page not taken
 * down by one (issue 25). Either is a user.changed: the index drops the profile.
 */
export const publicUsers = () => ({
  userType: mongoose.trusted({ $in: [...DIRECTORY_USER_TYPES] }),
  isSuspended: mongoose.trusted({ $ne: true }),
  pageRemoved: mongoose.trusted({ $ne: true }),
});

export const SOURCES: { [K in IndexedType]: IndexSource<IndexedDocs[K]> } = {
  jobs: {
    fields: ['title', 'company', 'location', 'energyArea', 'jobFunction', 'jobType', 'description', 'requirements'],
    // Issue 24: a job is found by what it requires ('NR-35', 'CREA').
    derived: { requiredNames: (job) => requirementNames(job).join(' ') },
    boost: { title: 3, company: 2, jobFunction: 1.5 },
    loadAll: () => presented(leanCursor(Job.find(publicItem())), (row: JobRow) => withShowcase(presentJob(row), row)),
    loadOne: async (id) => {
      const row = await Job.findOne({ _id: id, ...publicItem() }).lean<JobRow>();
      return row ? withShowcase(presentJob(row), row) : null;
    },
  },
  courses: {
    fields: ['title', 'instructor', 'category', 'level', 'energyArea', 'description'],
    boost: { title: 3, instructor: 2 },
    loadAll: () => presented(leanCursor(Course.find(publicItem())), (row: CourseRow) => withShowcase(presentCourse(row), row)),
    loadOne: async (id) => {
      const row = await Course.findOne({ _id: id, ...publicItem() }).lean<CourseRow>();
      return row ? withShowcase(presentCourse(row), row) : null;
    },
  },
  events: {
    fields: ['title', 'organizer', 'location', 'eventType', 'energyArea', 'description'],
    boost: { title: 3, organizer: 2 },
    loadAll: () => presented(leanCursor(EventModel.find(publicItem())), (row: EventRow) => withShowcase(presentEvent(row), row)),
    loadOne: async (id) => {
      const row = await EventModel.findOne({ _id: id, ...publicItem() }).lean<EventRow>();
      return row ? withShowcase(presentEvent(row), row) : null;
    },
  },
  services: {
    fields: ['title', 'providerName', 'energyArea', 'regions', 'description'],
    // Issue 25: a service is found by its kind's words ('O&M', 'manutenção', 'consultoria'), not its key.
    derived: { kindName: (service) => SERVICE_KIND_LABELS[service.kind] },
    boost: { title: 3, providerName: 2 },
    loadAll: () => presented(leanCursor(Service.find(publicItem())), (row: ServiceRow) => presentService(row)),
    loadOne: async (id) => {
      const row = await Service.findOne({ _id: id, ...publicItem() }).lean<ServiceRow>();
      return row ? presentService(row) : null;
    },
  },
  users: {
    fields: ['firstName', 'lastName', 'companyName', 'jobTitle', 'location', 'skills', 'energyAreas', 'bio'],
    // Issue 24: a person is found by the credentials and registrations their profile shows ('NR-10 SEP', 'CREA verificado').
    derived: { trustNames: (entry) => [...entry.credentials.map((held) => held.name), ...entry.registrations.map((kind) => VERIFICATION_BADGES[kind])].join(' ') },
    boost: { firstName: 3, lastName: 3, companyName: 3, jobTitle: 2, skills: 1.5 },
    // Whether each account has a portfolio is read once for the whole load (one distinct), not per account.
    loadAll: async function* () {
      const withPortfolio = new Set((await PortfolioItem.distinct('userId')).map(String));
      yield* presented(leanCursor(User.find(publicUsers()).select(RANKED_FIELDS)), (row: RankedUser) => rankedEntry(row, withPortfolio.has(row._id.toString()) ? 1 : 0));
    },
    loadOne: async (id) => {
      const [row, portfolio] = await Promise.all([User.findOne({ _id: id, ...publicUsers() }).select(RANKED_FIELDS).lean<RankedUser>(), PortfolioItem.exists({ userId: id })]);
      return row ? rankedEntry(row, portfolio ? 1 : 0) : null;
    },
  },
};

