/**
 * Writes announce themselves (decision 0008). Every backend process keeps
 * copies of some collections in memory (the search index and the lists
 * served from it, the send path's account facts, the partners cache), kept
 * current by domain events. Before, each writer had to remember to publish;
 * a forgotten call, the seed, a worker or a fix run from a shell left every
 * process stale until it restarted.
 *
 * `announceChanges(type)` is a schema plugin: after every write through the
 * model — a document's save/deleteOne/updateOne, create/insertMany,
 * bulkWrite, and each query write of mongoose's `queryOperations` — it
 * announces `type` for each id the write touched, from whichever process
 * wrote. A write by filter reads the matching ids first (skipped when the
 * filter names the ids); an update that modified nothing announces nothing.
 * More than `BULK_LIMIT` ids become one event with `id: '*'` ("reload all of
 * that type"), so a bulk import costs one rebuild, not thousands of reads.
 *
 * Where the announcement goes is set per process, once, at connect time:
 * a backend registers its DomainEventBus (applies to its own followers
 * first, then Redis), every other process a publish-only Redis announcer
 * (lib/db.ts). The post hooks are awaited by mongoose, so a request that
 * wrote answers after its own process followed its write.
 *
 * Writes that bypass mongoose (`Model.collection.*`, the raw driver) are
 * not seen: don't use them for followed models.
 */
import mongoose, { type Schema } from 'mongoose';
import { ALL_DOCUMENTS, type DomainEvent, type DomainEventType } from '@conecta/common';

/** Delivers an event; never rejects (a failed delivery is the deliverer's to log). */
export type Announcer = (event: DomainEvent) => Promise<void>;

/** Above this many ids a write announces "everything of this type" instead. */
export const BULK_LIMIT = 100;

/** Buses of the backends living in this process (tests may run two); each applies and publishes. */
const buses = new Set<Announcer>();
/** Used when no bus is registered: workers, the seed, scripts. */
let fallback: Announcer | null = null;
let warnedNoAnnouncer = false;

export function registerAnnouncer(announcer: Announcer): () => void {
  buses.add(announcer);
  return () => buses.delete(announcer);
}

export function setFallbackAnnouncer(announcer: Announcer | null): void {
  fallback = announcer;
}

async function announce(type: DomainEventType, ids: Iterable<string>): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const targets = buses.size > 0 ? [...buses] : fallback ? [fallback] : [];
  if (targets.length === 0) {
    if (!warnedNoAnnouncer) {
      warnedNoAnnouncer = true;
      // A process that writes followed models without connecting through lib/db.ts: its writes stay unseen.
      console.error(`announce: a ${type} write has no announcer in this process (connect through lib/db.ts)`);
    }
    return;
  }
  const events: DomainEvent[] =
    unique.length > BULK_LIMIT ? [{ type, id: ALL_DOCUMENTS }] : unique.map((id) => ({ type, id }));
  await Promise.all(targets.flatMap((deliver) => events.map((event) => deliver(event))));
}

/** The ids of the write operations mongoose runs query middleware for. */
export const QUERY_WRITES = [
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'findOneAndReplace',
  'deleteOne',
  'deleteMany',
  'findOneAndDelete',
] as const;

type Id = mongoose.Types.ObjectId | string;

function isId(value: unknown): value is Id {
  return typeof value === 'string' || value instanceof mongoose.Types.ObjectId;
}

/** The ids a filter names outright (`{_id}` or `{_id: {$in}}`), or null when it must be read. */
function idsNamedBy(filter: Record<string, unknown>): string[] | null {
  const id = filter._id;
  if (isId(id)) return [String(id)];
  if (id && typeof id === 'object' && Object.keys(id).length === 1) {
    const list = (id as { $in?: unknown }).$in;
    if (Array.isArray(list) && list.every(isId)) return list.map(String);
    const eq = (id as { $eq?: unknown }).$eq;
    if (isId(eq)) return [String(eq)];
  }
  return null;
}

interface UpdateResultLike {
  modifiedCount?: number;
  upsertedId?: unknown;
  upsertedCount?: number;
  deletedCount?: number;
}

type BulkOp = Record<string, { filter?: Record<string, unknown>; document?: { _id?: unknown } } | undefined>;

/** Which schemas announce, and what: lets a test prove every followed type has its model (test/announce.test.ts). */
const announcing = new WeakMap<Schema, DomainEventType>();

export function announcedType(schema: Schema): DomainEventType | undefined {
  return announcing.get(schema);
}

/** What a pre hook found out and the matching post hook announces. */
const pending = new WeakMap<object, string[]>();

/**
 * `key` is the field whose value the event names: the document's `_id`, or
 * e.g. a block's `blockerId` ("this user may have blocked someone").
 *
 * `also`: this model is not the one the type is about, but its writes change what followers read
 * with it (a portfolio item changes its owner's rank in the directory, issue 25): it announces
 * without claiming the type (announcedType). With `updates: false` only what adds or removes a
 * document announces (saves, deletes): a query update (a portfolio gallery's compare-and-set) then
 * runs without the extra read of its keys.
 */
export function announceChanges(type: DomainEventType, key = '_id', { also = false, updates = true } = {}) {
  const keyOf = (doc: Record<string, unknown>) => String(doc[key]);
  /** The keys of the documents a filter matches (`_id`s named outright need no read). */
  async function keysMatching(model: mongoose.Model<unknown>, filter: Record<string, unknown>, first?: Record<string, 1 | -1>): Promise<string[]> {
    const named = key === '_id' ? idsNamedBy(filter) : null;
    if (named) return named;
    const read = model.find(filter).select({ [key]: 1 }).lean<Record<string, unknown>[]>();
    // One document at most changes: the first match is the one, up to ties in the sort (a superset is harmless).
    const rows = first ? await read.sort(first).limit(1) : await read;
    return rows.map(keyOf);
  }
  /** The keys of documents known by `_id` after the write (inserted or upserted). */
  async function keysOfIds(model: mongoose.Model<unknown>, ids: unknown[]): Promise<string[]> {
    if (key === '_id' || ids.length === 0) return ids.map(String);
    return keysMatching(model, { _id: { $in: ids } });
  }

  // Untyped on purpose: one plugin serves schemas of every shape, and mongoose's hook overloads are per shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (schema: Schema<any>): void => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const hooks = schema as any;
    if (!also) announcing.set(schema, type);
    // --- documents: save (create included), doc.deleteOne(), doc.updateOne()
    schema.post('save', async function (doc: Record<string, unknown>) {
      await announce(type, [keyOf(doc)]);
    });
    schema.post(updates ? ['deleteOne', 'updateOne'] : ['deleteOne'], { document: true, query: false }, async function (this: Record<string, unknown>) {
      await announce(type, [keyOf(this)]);
    });

    // --- query writes: read the ids the filter matches first (unless it names them)
    const queryWrites = updates ? [...QUERY_WRITES] : QUERY_WRITES.filter((op) => op.startsWith('delete') || op === 'findOneAndDelete');
    hooks.pre(queryWrites, { document: false, query: true }, async function (this: mongoose.Query<unknown, unknown> & { op?: string }) {
      const single = !['updateMany', 'deleteMany'].includes(this.op ?? '');
      const sort = (this.getOptions().sort ?? {}) as Record<string, 1 | -1>;
      pending.set(this, await keysMatching(this.model, this.getFilter() as Record<string, unknown>, single ? sort : undefined));
    });
    hooks.post(queryWrites, { document: false, query: true }, async function (this: mongoose.Query<unknown, unknown>, result: unknown) {
      const ids = pending.get(this) ?? [];
      pending.delete(this);
      const res = (result ?? {}) as UpdateResultLike & { _id?: unknown; value?: { _id?: unknown } | null };
      const touched = new Set<string>();
      // updateOne/updateMany/replaceOne answer counts: nothing modified or upserted means nothing to announce.
      const counted = typeof res.modifiedCount === 'number' || typeof res.deletedCount === 'number';
      const changed = !counted || (res.modifiedCount ?? 0) > 0 || (res.upsertedCount ?? 0) > 0 || (res.deletedCount ?? 0) > 0;
      if (changed) for (const id of ids) touched.add(id);
      if (res.upsertedId != null) for (const k of await keysOfIds(this.model, [res.upsertedId])) touched.add(k);
      // findOneAnd*: the document (or the raw result's value) carries the key, upserted ones included.
      const returned = (res.value ?? res) as Record<string, unknown>;
      if (!counted && returned[key] != null) touched.add(keyOf(returned));
      await announce(type, touched);
    });

    // --- model writes: insertMany (its post hook gets the documents) and bulkWrite
    hooks.post('insertMany', async function (docs: Array<Record<string, unknown>>) {
      await announce(type, docs.map(keyOf));
    });
    // bulkWrite's post hook gets only the result, not the operations: wrap the static instead, so the
    // ids its filters match (read before) and the ids it inserts (known after) belong to this call.
    schema.static('bulkWrite', async function (this: mongoose.Model<unknown>, ops: BulkOp[], options?: mongoose.MongooseBulkWriteOptions) {
      const keys: string[] = [];
      for (const op of ops ?? []) {
        for (const body of Object.values(op)) {
          if (body?.filter) keys.push(...(await keysMatching(this, body.filter)));
        }
      }
      const result = (await mongoose.Model.bulkWrite.call(this, ops as never, options)) as {
        insertedIds?: Record<string, unknown>;
        upsertedIds?: Record<string, unknown>;
      };
      const known = [...Object.values(result?.insertedIds ?? {}), ...Object.values(result?.upsertedIds ?? {})];
      keys.push(...(await keysOfIds(this, known)));
      await announce(type, keys);
      return result;
    });
  };
}
