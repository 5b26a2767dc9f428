/**
 * Group commit (decision 0027): writes that arrive while the previous batch is in flight, or
 * within a few milliseconds of each other, are written by one command. FerretDB v1 pays its cost
 * per command, not per document (measured by `npm run bench:messages`: `insertOne` with 50 in
 * flight against `insertMany` of 20), so one command for many sends is what lets the send path
 * keep up; on MongoDB it still saves the round trips.
 *
 * - One batch in flight at a time: the next one gathers while it is written, so a batch is as
 *   large as the load makes it (up to `maxBatch`) and the order of the calls is the order of the
 *   batches, and within a batch the order of its items.
 * - Each caller's promise settles with its own item's outcome: `flush` answers one result or
 *   error per item, and a batch that fails as a whole fails each of its callers, nobody else.
 * - Bounded: beyond `maxQueue` waiting items a call is refused at once with `overloaded()` (the
 *   caller's 503), never queued without end and never dropped in silence.
 */
import mongoose, { type mongo } from 'mongoose';

export interface GroupCommitOptions<T, R> {
  /**
   * Writes a batch, in the order given; answers one outcome per item, an Error for an item that
   * failed alone. A throw fails every item of the batch with that error.
   */
  flush: (items: T[]) => Promise<Array<R | Error>>;
  /** The most items one flush takes. */
  maxBatch: number;
  /** The most items waiting for a flush; beyond it a call is refused. */
  maxQueue: number;
  /** How long a lone item waits for company before its batch starts (ms); 0 = the next turn of the event loop. */
  windowMs: number;
  /** The error a refused call rejects with. */
  overloaded: () => Error;
}

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

export class GroupCommit<T, R> {
  private queue: Array<Waiting<T, R>> = [];
  private flushing = false;
  private timer: NodeJS.Timeout | undefined;
  private idle: Array<() => void> = [];
  /** Batches flushed so far and the items of the one in flight: what the metrics and tests read. */
  readonly stats = { batches: 0, items: 0, inFlight: 0, refused: 0 };

  constructor(private readonly options: GroupCommitOptions<T, R>) {}

  /** Items waiting for a flush (not counting the batch in flight). */
  get waiting(): number {
    return this.queue.length;
  }

  /** Settles with this item's outcome once its batch is written; rejects at once when the queue is full. */
  write(item: T): Promise<R> {
    if (this.queue.length >= this.options.maxQueue) {
      this.stats.refused++;
      return Promise.reject(this.options.overloaded());
    }
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once nothing waits and nothing is in flight (a clean stop, tests). */
  drained(): Promise<void> {
    if (!this.flushing && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private schedule(): void {
    // While a batch is in flight the next one gathers; it starts when that one ends.
    if (this.flushing || this.timer) return;
    if (this.queue.length >= this.options.maxBatch) {
      void this.run();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, this.options.windowMs);
  }

  private async run(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.options.maxBatch);
        await this.flushOne(batch);
      }
    } finally {
      this.flushing = false;
      for (const resolve of this.idle.splice(0)) resolve();
    }
  }

  private async flushOne(batch: Array<Waiting<T, R>>): Promise<void> {
    this.stats.batches++;
    this.stats.items += batch.length;
    this.stats.inFlight = batch.length;
    let outcomes: Array<R | Error>;
    try {
      outcomes = await this.options.flush(batch.map((w) => w.item));
    } catch (err) {
      for (const w of batch) w.reject(err);
      return;
    } finally {
      this.stats.inFlight = 0;
    }
    batch.forEach((w, i) => {
      const outcome = outcomes[i];
      if (outcome instanceof Error) w.reject(outcome);
      else if (outcome === undefined) w.reject(new Error('group commit: no outcome for an item of the batch'));
      else w.resolve(outcome);
    });
  }
}

/** One document's fate in `insertEach`: written, refused by a unique index, or its own error. */
export type InsertOutcome = 'inserted' | 'duplicate' | Error;

/**
 * Inserts `docs` with one `insertMany({ ordered: false })` and answers each document's outcome in
 * order: a unique index's refusal (E11000) or another write error concerns its document alone,
 * the others are written. A failure of the command itself (no write errors to tell apart:
 * the connection, the engine) throws, and is every document's.
 */
export async function insertEach(collection: mongo.Collection, docs: Array<Record<string, unknown>>): Promise<InsertOutcome[]> {
  const outcomes: InsertOutcome[] = docs.map(() => 'inserted');
  if (docs.length === 0) return outcomes;
  try {
    await collection.insertMany(docs, { ordered: false });
  } catch (err) {
    const writeErrors = err instanceof mongoose.mongo.MongoBulkWriteError ? [err.writeErrors].flat() : [];
    if (writeErrors.length === 0) throw err;
    for (const we of writeErrors) {
      outcomes[we.index] = we.code === 11000 ? 'duplicate' : Object.assign(new Error(we.errmsg ?? 'write error'), { code: we.code });
    }
  }
  return outcomes;
}
