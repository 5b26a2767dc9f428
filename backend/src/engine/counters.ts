/**
 * `storeCount`: a counter shown on cards (a job's applicationsCount, a course's enrolledCount, an
 * event's currentAttendees) stored as the number of its idempotency documents, so lists never
 * count a collection (decision 0003).
 *
 * Written as `$max: count` and read back until they agree, never `$inc` (decision 0015): a recount
 * can only raise the counter to a true value, and whoever wrote last re-checks, so the counter
 * converges on the count however many writers race.
 */
import type { Model, Types } from 'mongoose';
import type { Logger } from '../lib/logger';

const ROUNDS = 3;

export async function storeCount(
  // Any model: the counter field is named at run time (a typed Model<T> trips TypeScript's inference here).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any, any, any, any, any, any, any>,
  id: Types.ObjectId,
  field: string,
  count: () => Promise<number>,
  log?: Logger,
): Promise<void> {
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const expected = await count();
      await model.updateOne({ _id: id }, { $max: { [field]: expected } } as never);
      const stored = (await model.findById(id).select(field).lean()) as Record<string, unknown> | null;
      if (!stored || Number(stored[field] ?? 0) >= (await count())) return;
    }
    log?.warn({ model: model.modelName, id: id.toString(), field }, 'counter did not settle');
  } catch (err) {
    // The idempotency document is stored: the request succeeded; only the displayed counter lags.
    log?.error({ err, model: model.modelName, id: id.toString(), field }, 'counter update failed');
  }
}
