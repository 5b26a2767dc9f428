/**
 * `countByWeek`: how many documents of a collection have a date field in each week of a period
 * (the admin analytics' new users, jobs and applications per week, issue 13).
 *
 * The local engine's pipeline has no date operators (no `$dateTrunc`, decision 0018): the dates
 * of the period are read, one field each through a range on it, and tallied here.
 */
import mongoose, { type Model } from 'mongoose';
import { isoDay, weekStart } from '../lib/weeks';

/**
 * Documents whose `field` falls in [from, to), per week (lib/weeks.ts: Monday 00:00 UTC), keyed by
 * the week's Monday ('2025-03-03'); a week without any is absent. Documents without the date count nowhere.
 */
export async function countByWeek(
  // Any model: the date field is named at run time (a typed Model<T> trips TypeScript's inference here).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any, any, any, any, any, any, any>,
  field: string,
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  const rows = (await model.find({ [field]: mongoose.trusted({ $gte: from, $lt: to }) }).select({ [field]: 1, _id: 0 }).lean()) as Array<Record<string, unknown>>;
  const counts = new Map<string, number>();
  for (const row of rows) {
    const date = row[field];
    if (!(date instanceof Date)) continue;
    const week = isoDay(weekStart(date));
    counts.set(week, (counts.get(week) ?? 0) + 1);
  }
  return counts;
}
