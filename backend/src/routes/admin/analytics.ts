/**
 * GET /api/admin/analytics?from&to (issue 13): users by type and, per ISO week (Monday, UTC), the
 * new users, new jobs and applications of the period. The weeks are counted here from the
 * documents' createdAt read with one range query per collection: FerretDB has no $dateTrunc.
 */
import Router from '@koa/router';
import { doc } from '../../openapi/describe';
import mongoose from 'mongoose';
import { ADMIN_LIMITS, ADMIN_MESSAGES as M, USER_TYPES, type AnalyticsDTO, type UserType } from '@conecta/common';
import { requireAdmin } from '../../auth/guards';
import { validate } from '../../middleware/validate';
import { BadRequestError } from '../../lib/errors';
import { type AppState } from '../../lib/context';
import { User } from '../../models/user';
import { Job } from '../../models/job';
import { Application } from '../../models/application';
import { analyticsQuerySchema } from './siteSchema';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_ANALYTICS_WEEKS = 12;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The Monday (UTC) of the week `date` falls in. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/** The period asked for, or the last 12 weeks up to today; at most 366 days, `from` not after `to`. */
export function analyticsPeriod(query: { from?: string; to?: string }, now = new Date()): { from: Date; to: Date } {
  const to = query.to ? parseDay(query.to) : parseDay(isoDay(now));
  const from = query.from ? parseDay(query.from) : new Date(weekStart(to).getTime() - (DEFAULT_ANALYTICS_WEEKS - 1) * 7 * DAY_MS);
  const days = (to.getTime() - from.getTime()) / DAY_MS + 1;
  if (days < 1 || days > ADMIN_LIMITS.analyticsMaxDays) throw BadRequestError(M.periodInvalid);
  return { from, to };
}

const CREATED_AT = { createdAt: 1, _id: 0 } as const;

async function datesOf(rows: PromiseLike<Array<{ createdAt?: Date | null }>>): Promise<Date[]> {
  return (await rows).map((row) => row.createdAt).filter((d): d is Date => d instanceof Date);
}

export async function computeAnalytics(from: Date, to: Date): Promise<AnalyticsDTO> {
  const end = new Date(to.getTime() + DAY_MS); // `to` is a whole day
  const inPeriod = () => ({ createdAt: mongoose.trusted({ $gte: from, $lt: end }) });
  const [users, jobs, applications, byType] = await Promise.all([
    datesOf(User.find(inPeriod()).select(CREATED_AT).lean()),
    datesOf(Job.find(inPeriod()).select(CREATED_AT).lean()),
    datesOf(Application.find(inPeriod()).select(CREATED_AT).lean()),
    // Every account that existed at the end of the period, by type.
    Promise.all(USER_TYPES.map((userType) => User.countDocuments({ userType, createdAt: mongoose.trusted({ $lt: end }) }))),
  ]);
  const weeks: AnalyticsDTO['weeks'] = [];
  const index = new Map<string, number>();
  for (let week = weekStart(from); week < end; week = new Date(week.getTime() + 7 * DAY_MS)) {
    index.set(isoDay(week), weeks.length);
    weeks.push({ week: isoDay(week), newUsers: 0, newJobs: 0, applications: 0 });
  }
  const tally = (dates: Date[], field: 'newUsers' | 'newJobs' | 'applications') => {
    for (const date of dates) {
      const row = weeks[index.get(isoDay(weekStart(date))) ?? -1];
      if (row) row[field] += 1;
    }
  };
  tally(users, 'newUsers');
  tally(jobs, 'newJobs');
  tally(applications, 'applications');
  return {
    from: isoDay(from),
    to: isoDay(to),
    usersByType: Object.fromEntries(USER_TYPES.map((type, i) => [type, byType[i] ?? 0])) as Record<UserType, number>,
    weeks,
  };
}

export function adminAnalyticsRouter() {
  const router = new Router<AppState>({ prefix: '/api/admin/analytics' });

  router.get('/', doc({ summary: 'Análises por semana no período', ok: 'AnalyticsDTO' }), requireAdmin, validate({ query: analyticsQuerySchema }), async (ctx) => {
    const { from, to } = analyticsPeriod(ctx.state.input);
    ctx.body = await computeAnalytics(from, to);
  });

  return router;
}
