/**
 * The full-text search index of one backend process (DESIGN.md "Search").
 *
 * One MiniSearch index per type (jobs, courses, events, users, services) over the
 * public documents only, plus a map id → DTO so results are served without a
 * database round trip. Built from the database at start-up, then kept
 * current document by document: `refresh(type, id)` rereads one document and
 * upserts it, or removes it when it is gone or no longer public. Every
 * backend process calls it on each domain event (events/domainEvents.ts).
 *
 * Query semantics: accent- and case-insensitive (text.ts folds both sides),
 * every term must match (AND), a term of 3+ letters also matches as a
 * prefix ("eol" → "Eólica"), a term of 5+ letters forgives one typo
 * ("enjenheiro" → "Engenheiro"); at most 8 terms count (text.ts says why).
 */
import MiniSearch from 'minisearch';
import type { Logger } from '../lib/logger';
import { isObjectIdHex } from '../lib/ids';
import { fuzziness, prefixMatch, processTerm, queryTerms } from './text';
import { ALL_DOCUMENTS } from '@conecta/common';
import type { DomainEventFollower, DomainEventHandlers } from '../events/domainEvents';
import { INDEXED_TYPES, SOURCES, type IndexedDocs, type IndexedType, type IndexSource } from './sources';

export interface SearchResult<T> {
  items: T[];
  /** Every match, not only the returned ones. */
  total: number;
}

/** Ranked ids of the most recent distinct queries per type (popular searches repeat); bounded memory. */
const RESULT_CACHE_SIZE = 200;
const RESULT_CACHE_MAX_IDS = 10_000;

/** Stamps every change of any index, so a derived view (a sorted list) knows when it is out of date. */
let clock = 0;

class TypeIndex<T extends { id: string }> {
  readonly engine: MiniSearch<T>;
  readonly docs = new Map<string, T>();
  version = ++clock;
  /** Query → ranked ids; emptied by every change to this index, so it is never stale. */
  private readonly results = new Map<string, readonly string[]>();

  constructor(source: IndexSource<T>) {
    this.engine = new MiniSearch<T>({
      idField: 'id',
      fields: [...source.fields, ...Object.keys(source.derived ?? {})],
      storeFields: [],
      processTerm,
      extractField: (doc, field) => {
        const derive = source.derived?.[field];
        if (derive) return derive(doc);
        const value = (doc as Record<string, unknown>)[field];
        return Array.isArray(value) ? value.join(' ') : (value ?? '');
      },
      searchOptions: {
        combineWith: 'AND',
        // The query is split, folded and bounded by queryTerms(); processTerm then leaves its terms as they are.
        tokenize: queryTerms,
        prefix: prefixMatch,
        fuzzy: fuzziness,
        boost: source.boost as Record<string, number>,
      },
    });
  }

  fill(docs: T[]): void {
    for (const doc of docs) this.docs.set(doc.id, doc);
    this.engine.addAll(docs);
    this.changed();
  }

  private changed(): void {
    this.results.clear();
    this.version = ++clock;
  }

  upsert(doc: T): void {
    if (this.engine.has(doc.id)) this.engine.replace(doc);
    else this.engine.add(doc);
    this.docs.set(doc.id, doc);
    this.changed();
  }

  remove(id: string): void {
    if (this.engine.has(id)) this.engine.discard(id);
    this.docs.delete(id);
    this.changed();
  }

  ids(q: string): readonly string[] {
    // "SAO PAULO", "são  paulo" and "Paulo, São" with the order kept are one query to the engine.
    const key = queryTerms(q).join(' ');
    if (!key) return [];
    const cached = this.results.get(key);
    if (cached) {
      // Map keeps insertion order: re-inserting makes this the most recently used entry.
      this.results.delete(key);
      this.results.set(key, cached);
      return cached;
    }
    const ids = this.engine.search(key).map((r) => String(r.id));
    if (ids.length <= RESULT_CACHE_MAX_IDS) {
      if (this.results.size >= RESULT_CACHE_SIZE) this.results.delete(this.results.keys().next().value!);
      this.results.set(key, ids);
    }
    return ids;
  }
}

type Indexes = { [K in IndexedType]: TypeIndex<IndexedDocs[K]> };

/**
 * Whether `doc` would be found by each query, by the same engine and options the lists use: an
 * index of this one document (issue 26's alert matcher asks it of every alert's search when a job
 * is approved; the workers hold no index of their own).
 */
export function searchProbe<K extends IndexedType>(type: K, doc: IndexedDocs[K]): (q: string) => boolean {
  const index = new TypeIndex<IndexedDocs[K]>(SOURCES[type] as IndexSource<IndexedDocs[K]>);
  index.fill([doc]);
  return (q) => index.ids(q).length > 0;
}

export class SearchIndex implements DomainEventFollower {
  private indexes: Indexes = SearchIndex.empty();
  /** Set while a full (re)build runs: documents refreshed meanwhile are refreshed again after the swap. */
  private changedDuringBuild: Set<string> | null = null;
  private building: Promise<void> | null = null;
  private queuedBuild: Promise<void> | null = null;
  /** Per-document chains, so two refreshes of one document apply in the order they read. */
  private readonly chains = new Map<string, Promise<void>>();

  constructor(private readonly logger: Logger) {}

  /** A domain event about an indexed document refreshes it. */
  readonly on: DomainEventHandlers = {
    'job.changed': (id) => this.follow('jobs', id),
    'course.changed': (id) => this.follow('courses', id),
    'event.changed': (id) => this.follow('events', id),
    'service.changed': (id) => this.follow('services', id),
    'user.changed': (id) => this.follow('users', id),
  };

  private follow(type: IndexedType, id: string): Promise<void> {
    // A bulk write names no documents: reread them all (awaited, so the writer answers after it).
    if (id === ALL_DOCUMENTS) return this.build().catch((err: unknown) => this.logger.error({ err }, 'search index rebuild failed'));
    return this.refresh(type, id);
  }

  reload(): void {
    this.build().catch((err: unknown) => this.logger.error({ err }, 'search index rebuild failed'));
  }

  private static empty(): Indexes {
    return {
      jobs: new TypeIndex(SOURCES.jobs),
      courses: new TypeIndex(SOURCES.courses),
      events: new TypeIndex(SOURCES.events),
      users: new TypeIndex(SOURCES.users),
      services: new TypeIndex(SOURCES.services),
    };
  }

  /**
   * Loads every public document into fresh indexes and swaps them in
   * (queries keep using the old ones meanwhile). Asked while a build runs,
   * one more follows it: the running one may have read the database too early.
   */
  build(): Promise<void> {
    if (this.building) {
      this.queuedBuild ??= this.building
        .catch(() => undefined)
        .then(() => {
          this.queuedBuild = null;
          return this.build();
        });
      return this.queuedBuild;
    }
    this.building = this.doBuild().finally(() => {
      this.building = null;
    });
    return this.building;
  }

  private async doBuild(): Promise<void> {
    const started = performance.now();
    this.changedDuringBuild = new Set();
    try {
      const fresh = SearchIndex.empty();
      // The four loads run side by side; each batch is indexed while the database prepares the next.
      const fill = async <K extends IndexedType>(type: K) => {
        const target = fresh[type] as unknown as TypeIndex<IndexedDocs[K]>;
        for await (const batch of SOURCES[type].loadAll()) target.fill(batch);
      };
      await Promise.all(INDEXED_TYPES.map(fill));
      this.indexes = fresh;
      this.logger.info({ ms: Math.round(performance.now() - started), ...this.sizes() }, 'search index built');
    } finally {
      const missed = this.changedDuringBuild;
      this.changedDuringBuild = null;
      for (const key of missed ?? []) {
        const [type, id] = key.split(':') as [IndexedType, string];
        void this.refresh(type, id);
      }
    }
  }

  sizes(): Record<IndexedType, number> {
    return {
      jobs: this.indexes.jobs.docs.size,
      courses: this.indexes.courses.docs.size,
      events: this.indexes.events.docs.size,
      users: this.indexes.users.docs.size,
      services: this.indexes.services.docs.size,
    };
  }

  /** Rereads one document and upserts or removes it. Never throws: a failure is logged. */
  refresh(type: IndexedType, id: string): Promise<void> {
    const key = `${type}:${id}`;
    this.changedDuringBuild?.add(key);
    const previous = this.chains.get(key) ?? Promise.resolve();
    const next = previous.then(() => this.reread(type, id));
    this.chains.set(key, next);
    void next.finally(() => {
      if (this.chains.get(key) === next) this.chains.delete(key);
    });
    return next;
  }

  private async reread(type: IndexedType, id: string): Promise<void> {
    if (!isObjectIdHex(id)) return;
    try {
      const doc = await SOURCES[type].loadOne(id);
      const index = this.indexes[type] as unknown as TypeIndex<{ id: string }>;
      if (doc) index.upsert(doc);
      else index.remove(id);
    } catch (err) {
      this.logger.warn({ err, type, id }, 'search index refresh failed');
    }
  }

  /** Ids of every match, best first (for routes that filter further). Shared: do not mutate. */
  searchIds(type: IndexedType, q: string): readonly string[] {
    return this.indexes[type].ids(q);
  }

  /**
   * `limit` matches as DTOs from the `offset`-th best on, and how many matched
   * in all; with `keep`, only the matches it keeps count (a select beside the
   * text, e.g. the energy area), so the total and the pages agree.
   */
  search<K extends IndexedType>(
    type: K,
    q: string,
    page: { limit: number; offset?: number },
    keep?: (doc: IndexedDocs[K]) => boolean,
  ): SearchResult<IndexedDocs[K]> {
    const index = this.indexes[type] as unknown as TypeIndex<IndexedDocs[K]>;
    const ids = index.ids(q);
    const offset = page.offset ?? 0;
    const items: IndexedDocs[K][] = [];
    if (!keep) {
      for (let i = offset; i < ids.length && items.length < page.limit; i += 1) {
        const doc = index.docs.get(ids[i]!);
        if (doc) items.push(doc);
      }
      return { items, total: ids.length };
    }
    let total = 0;
    for (const id of ids) {
      const doc = index.docs.get(id);
      if (!doc || !keep(doc)) continue;
      if (total >= offset && items.length < page.limit) items.push(doc);
      total += 1;
    }
    return { items, total };
  }

  /** Changes whenever the documents of a type change (or the index is rebuilt). */
  version(type: IndexedType): number {
    return this.indexes[type].version;
  }

  /** Every indexed DTO of a type (the public documents, as of the last change this process heard of). */
  values<K extends IndexedType>(type: K): IterableIterator<IndexedDocs[K]> {
    return (this.indexes[type] as unknown as TypeIndex<IndexedDocs[K]>).docs.values();
  }

  /** The indexed DTO of one public document, if any. */
  get<K extends IndexedType>(type: K, id: string): IndexedDocs[K] | undefined {
    return (this.indexes[type] as unknown as TypeIndex<IndexedDocs[K]>).docs.get(id);
  }
}
