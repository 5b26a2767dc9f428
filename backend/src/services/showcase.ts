/**
 * The home's showcase, 'Oportunidades em destaque' (issue 25): what an admin featured, then the
 * best of the rest, for each tab of the home (Vagas, Eventos, Cursos); and the admin's feature and
 * unfeature ('Destacar na página inicial' / 'Remover destaque'), audited.
 *
 * Read from the search index (0002), which holds only approved items: a featured item that is
 * closed, taken down or sent back to review leaves the index, so it drops out of the showcase by
 * itself, and is back (still featured) if it is approved again. Events also drop out once their
 * day has passed. Each kind is sorted once per change of its index (catalogueLists.ts); a request
 * takes the first few.
 *
 * The order, one function per kind (`showcaseOrder`), and why:
 * 1. Featured first, the most recently featured first: the admin's choice is the point of featuring.
 * 2. Then a quality score, because the newest item is not the best one to show a visitor who lands
 *    on the home (issue 25 found whatever was approved last there, often a test):
 *    - a job: a verified company (+3: trust first, it is who the visitor would be dealing with);
 *      a complete description (+2 from 200 characters, the length of a real one; +1 from 80);
 *      a salary given (+2: the first thing candidates look for and the most often left out); a
 *      place given (+1) and listed requirements (+1).
 *    - a course: a working link ('Acessar', +3: a course without one cannot be taken); a complete
 *      description (+2 / +1 as jobs); a duration (+1) and a picture (+1).
 *    - an event: a complete description (+2 / +1); a picture (+1); seats left (+2: a full event
 *      disappoints whoever clicks it; one without a limit counts as having seats).
 * 3. Then recency: the newest job or course, the soonest event. The id breaks ties.
 */
import type { Types } from 'mongoose';
import {
  PAGE_LIMITS,
  SHOWCASE_MESSAGES,
  type CourseDTO,
  type EventDTO,
  type JobDTO,
  type ShowcaseDTO,
  type ShowcaseEntryDTO,
  type ShowcaseKind,
} from '@conecta/common';
import { ConflictError, NotFoundError } from '../lib/errors';
import { Course } from '../models/course';
import { EventModel } from '../models/event';
import { Job } from '../models/job';
import type { IndexedDocs } from '../search/sources';
import { showcaseRankOf } from '../search/ranks';
import type { SearchIndex } from '../search/searchIndex';
import { SortedCatalogue, newestFirst, soonestFirst } from './catalogueLists';
import { recordAdminAction } from './audit';

type ShowcaseIndex = Pick<SearchIndex, 'values' | 'version' | 'searchIds' | 'get'>;
type Item = JobDTO | CourseDTO | EventDTO;

/** 2 from a real description's length, 1 from a short one, 0 for a line. */
const describedWell = (text: string) => (text.trim().length >= 200 ? 2 : text.trim().length >= 80 ? 1 : 0);

export function jobQuality(job: JobDTO): number {
  return (job.companyVerified ? 3 : 0) + describedWell(job.description) + (job.salaryMin || job.salaryMax ? 2 : 0) + (job.location.trim() ? 1 : 0) + (job.requirements.length > 0 ? 1 : 0);
}

export function courseQuality(course: CourseDTO): number {
  return (course.accessUrl ? 3 : 0) + describedWell(course.description) + (course.duration ? 1 : 0) + (course.imageUrl ? 1 : 0);
}

export function eventQuality(event: EventDTO): number {
  const seatsLeft = event.maxAttendees === null || event.currentAttendees < event.maxAttendees;
  return describedWell(event.description) + (event.imageUrl ? 1 : 0) + (seatsLeft ? 2 : 0);
}

/** Featured first (latest featured first), then the higher quality, then `recency`. */
function showcaseOrder<T extends Item>(quality: (doc: T) => number, recency: (a: T, b: T) => number) {
  return (a: T, b: T): number => {
    const fa = showcaseRankOf(a).featuredAt;
    const fb = showcaseRankOf(b).featuredAt;
    if (fa !== null || fb !== null) {
      if (fa === null) return 1;
      if (fb === null) return -1;
      if (fa !== fb) return fb - fa;
    }
    return quality(b) - quality(a) || recency(a, b);
  };
}

export const SHOWCASE_ORDER = {
  job: showcaseOrder<JobDTO>(jobQuality, newestFirst),
  course: showcaseOrder<CourseDTO>(courseQuality, newestFirst),
  event: showcaseOrder<EventDTO>(eventQuality, soonestFirst),
};

const INDEX_TYPE = { job: 'jobs', course: 'courses', event: 'events' } as const satisfies Record<ShowcaseKind, keyof IndexedDocs>;

const LISTS = {
  job: new SortedCatalogue('jobs', SHOWCASE_ORDER.job),
  course: new SortedCatalogue('courses', SHOWCASE_ORDER.course),
  event: new SortedCatalogue('events', SHOWCASE_ORDER.event),
};

/** Still to be shown: an event whose day has not passed (jobs and courses in the index are open). */
const isOpen = (kind: ShowcaseKind, doc: Item, now: Date) => kind !== 'event' || new Date((doc as EventDTO).eventDate).getTime() >= now.getTime();

function firstOpen<K extends ShowcaseKind>(kind: K, index: ShowcaseIndex, limit: number, now: Date): IndexedDocs[(typeof INDEX_TYPE)[K]][] {
  const out: Item[] = [];
  for (const doc of LISTS[kind].matching(index, {}) as readonly Item[]) {
    if (out.length >= limit) break;
    if (isOpen(kind, doc, now)) out.push(doc);
  }
  return out as IndexedDocs[(typeof INDEX_TYPE)[K]][];
}

/** GET /api/destaques */
export function readShowcase(index: ShowcaseIndex, now = new Date()): ShowcaseDTO {
  const limit = PAGE_LIMITS.homeItems;
  return { jobs: firstOpen('job', index, limit, now), courses: firstOpen('course', index, limit, now), events: firstOpen('event', index, limit, now) };
}

const subtitleOf = (kind: ShowcaseKind, doc: { company?: string; instructor?: string; organizer?: string }) =>
  (kind === 'job' ? doc.company : kind === 'course' ? doc.instructor : doc.organizer) ?? '';

function entryOf(kind: ShowcaseKind, doc: Item): ShowcaseEntryDTO {
  const featuredAt = showcaseRankOf(doc).featuredAt;
  return { kind, id: doc.id, title: doc.title, subtitle: subtitleOf(kind, doc as never), featuredAt: featuredAt === null ? null : new Date(featuredAt).toISOString() };
}

/**
 * GET /api/admin/showcase: one kind's approved (and, for events, upcoming) items as the showcase
 * orders them, so the first rows are what the home shows; with a text, its matches, best first.
 */
export function adminShowcasePage(input: { kind: ShowcaseKind; q?: string; limit: number; offset: number }, index: ShowcaseIndex, now = new Date()): { items: ShowcaseEntryDTO[]; total: number } {
  const { kind, q, limit, offset } = input;
  const type = INDEX_TYPE[kind];
  const candidates: readonly (Item | undefined)[] = q ? index.searchIds(type, q).map((id) => index.get(type, id)) : (LISTS[kind].matching(index, {}) as readonly Item[]);
  const open = candidates.filter((doc): doc is Item => !!doc && isOpen(kind, doc, now));
  return { items: open.slice(offset, offset + limit).map((doc) => entryOf(kind, doc)), total: open.length };
}

interface ShowcaseRow {
  _id: Types.ObjectId;
  status: string;
  title: string;
  company?: string;
  instructor?: string;
  organizer?: string;
  featuredAt?: Date | null;
}

/** The three models as one shape: the showcase reads and writes only fields they share. */
const MODELS = { job: Job, course: Course, event: EventModel } as unknown as Record<ShowcaseKind, typeof Job>;

/**
 * 'Destacar na página inicial' (approved items only: 409 otherwise) or 'Remover destaque' (any
 * status, so a closed item can be cleared too). Asking for the state an item is already in changes
 * and audits nothing. The write keeps `updatedAt`: featuring is no edit of the item, and a
 * moderation decision names the `updatedAt` the admin read (lifecycles/moderate.ts). The model's
 * write announces itself (0008), so every process's index, and with it the home, follows.
 */
export async function setFeatured(kind: ShowcaseKind, id: Types.ObjectId, featured: boolean, actorId: Types.ObjectId): Promise<ShowcaseEntryDTO> {
  const Model = MODELS[kind];
  const fields = 'status title company instructor organizer featuredAt';
  const current = await Model.findById(id).select(fields).lean<ShowcaseRow>();
  if (!current) throw NotFoundError(SHOWCASE_MESSAGES.notFound[kind]);
  const wasFeatured = !!current.featuredAt;
  if (featured && current.status !== 'approved') throw ConflictError(SHOWCASE_MESSAGES.notApproved);
  const present = (row: ShowcaseRow): ShowcaseEntryDTO => ({
    kind,
    id: row._id.toString(),
    title: row.title,
    subtitle: subtitleOf(kind, row),
    featuredAt: row.featuredAt ? row.featuredAt.toISOString() : null,
  });
  if (wasFeatured === featured) return present(current);

  const filter: Record<string, unknown> = featured ? { _id: id, status: 'approved' } : { _id: id };
  const set = featured ? { featuredAt: new Date(), featuredBy: actorId } : { featuredAt: null, featuredBy: null };
  // The whole document back: FerretDB's findAndModify takes no projection.
  const after = await Model.findOneAndUpdate(filter, { $set: set }, { returnDocument: 'after', timestamps: false }).lean<ShowcaseRow>();
  // Only a feature filters by status: the item left 'approved' between the read and the write.
  if (!after) throw ConflictError(SHOWCASE_MESSAGES.notApproved);
  await recordAdminAction({
    actorId,
    action: `${kind}.${featured ? 'feature' : 'unfeature'}`,
    targetType: kind,
    targetId: id.toString(),
    before: { isFeatured: wasFeatured },
    after: { isFeatured: featured },
  });
  return present(after);
}


/** One item's place in the showcase, for its own page when an admin looks (any status: 404 only when missing). */
export async function showcaseEntry(kind: ShowcaseKind, id: Types.ObjectId): Promise<ShowcaseEntryDTO> {
  const row = await MODELS[kind].findById(id).select('title company instructor organizer featuredAt').lean<ShowcaseRow>();
  if (!row) throw NotFoundError(SHOWCASE_MESSAGES.notFound[kind]);
  return { kind, id: row._id.toString(), title: row.title, subtitle: subtitleOf(kind, row), featuredAt: row.featuredAt ? row.featuredAt.toISOString() : null };
}
