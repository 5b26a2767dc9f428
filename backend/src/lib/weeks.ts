/** The analytics' week: ISO, starting Monday 00:00 UTC, named by that Monday's date ('2025-03-03'). */
export const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

/** A date's day in UTC, as written in the API ('2025-03-09'). */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The Monday (UTC) of the week `date` falls in. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}
