/**
 * The text-free public lists (GET /api/vagas, /api/cursos, /api/eventos and
 * the locations selects) served from this process's search index, which
 * already holds every public job, course and event as its DTO and follows
 * every change through the domain events (search/, events/domainEvents.ts).
 *
 * Why not the database: FerretDB v1 decodes every matching document in Go
 * (~150-200 µs each) and sorts and counts there, so at ten times the
 * cluster's size one uncached list page cost 40 ms - 0.9 s (the first jobs
 * page 0.9 s, a jobType page 0.2 s, courses 0.18 s, events 0.14 s), and
 * every enrolment or registration invalidated the Redis copies. Here a page
 * is an in-memory filter of an array sorted once per change of the index:
 * tens of microseconds, counters as fresh as the index (the process that
 * enrols or registers applies its own domain event before answering).
 *
 * Each type's DTOs are sorted once per index version; each distinct
 * equality filter's matches are kept until the next change (bounded), so a
 * repeated page is a slice.
 */
import type { IndexedDocs, IndexedType } from '../search/sources';
import type { SearchIndex } from '../search/searchIndex';
import { ptBr } from '../lib/listQuery';

export type ListIndex = Pick<SearchIndex, 'values' | 'version'>;

/** Distinct filters remembered per type until its next change (a few hundred at most in practice). */
const MAX_FILTERS = 500;

interface View<T> {
  version: number;
  sorted: T[];
  filtered: Map<string, T[]>;
  locations: string[] | null;
}

/**
 * Every public document of `type` in `order`, the matches of one equality
 * filter (fields absent from `filter` do not narrow), and the distinct
 * locations, each recomputed only after the index changed.
 */
export class SortedCatalogue<K extends 'jobs' | 'courses' | 'events' | 'services'> {
  private readonly views = new WeakMap<ListIndex, View<IndexedDocs[K]>>();

  constructor(
    private readonly type: K & IndexedType,
    private readonly order: (a: IndexedDocs[K], b: IndexedDocs[K]) => number,
  ) {}

  private view(index: ListIndex): View<IndexedDocs[K]> {
    const version = index.version(this.type);
    let view = this.views.get(index);
    if (!view || view.version !== version) {
      view = { version, sorted: [...index.values(this.type)].sort(this.order), filtered: new Map(), locations: null };
      this.views.set(index, view);
    }
    return view;
  }

  /** The documents whose fields equal every defined value of `filter`, in order. Shared: do not mutate. */
  matching(index: ListIndex, filter: Partial<Record<keyof IndexedDocs[K] & string, string>>): readonly IndexedDocs[K][] {
    const view = this.view(index);
    const fields = (Object.keys(filter) as (keyof IndexedDocs[K] & string)[]).filter((f) => filter[f] !== undefined).sort();
    if (fields.length === 0) return view.sorted;
    const key = JSON.stringify(fields.map((f) => [f, filter[f]]));
    let found = view.filtered.get(key);
    if (!found) {
      found = view.sorted.filter((doc) =>
        fields.every((f) => (f === 'location' ? isAt(doc[f] as string | undefined, filter[f]!) : (doc[f] as unknown) === filter[f])),
      );
      if (view.filtered.size >= MAX_FILTERS) view.filtered.clear();
      view.filtered.set(key, found);
    }
    return found;
  }

  /** Distinct places (`placeOf`) of the public documents, sorted as Brazilians read them. */
  locations(index: ListIndex): string[] {
    const view = this.view(index);
    if (!view.locations) {
      const all = new Set<string>();
      for (const doc of view.sorted) {
        const location = (doc as { location?: string }).location;
        if (location) all.add(placeOf(location));
      }
      view.locations = [...all].sort(ptBr.compare);
    }
    return view.locations;
  }
}

/**
 * The place a location names, for the 'Local' selects: 'City - UF' without a
 * venue in front ('Expo Center Norte - São Paulo - SP' → 'São Paulo - SP'),
 * so one option gathers every event of a city instead of one per venue; a
 * location without a state ('Online') is its own place.
 */
export function placeOf(location: string): string {
  const parts = location.split(' - ').map((p) => p.trim());
  return parts.length > 2 && /^[A-Z]{2}$/.test(parts.at(-1)!) ? parts.slice(-2).join(' - ') : location.trim();
}

/** A location filter holds for the place (what the select offers) or the whole location (an older link). */
function isAt(location: string | undefined, wanted: string): boolean {
  return location !== undefined && (location === wanted || placeOf(location) === wanted);
}

/** Newest first; the id breaks ties (as `{createdAt: -1, _id: -1}`: ObjectId hex sorts as its bytes). */
export const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** Soonest first (as `{eventDate: 1, _id: 1}`). */
export const soonestFirst = (a: { eventDate: string; id: string }, b: { eventDate: string; id: string }) =>
  a.eventDate.localeCompare(b.eventDate) || a.id.localeCompare(b.id);

export const JOB_LISTS = new SortedCatalogue('jobs', newestFirst);
export const COURSE_LISTS = new SortedCatalogue('courses', newestFirst);
export const SERVICE_LISTS = new SortedCatalogue('services', newestFirst);
/** Ascending by date: an upcoming list is a suffix of it, the full list is it reversed. */
export const EVENT_LISTS = new SortedCatalogue('events', soonestFirst);
