/**
 * The admin panel's analytics (issue 13, GET /api/admin/analytics): accounts by type at the end of
 * a period and, per week of it (lib/weeks.ts), the new users, new jobs and applications.
 */
import mongoose from 'mongoose';
import { ADMIN_LIMITS, ADMIN_MESSAGES as M, USER_TYPES, type AnalyticsDTO, type UserType } from '@conecta/common';
import { User } from '../models/user';
import { Job } from '../models/job';
import { Application } from '../models/application';
import { countByWeek } from '../engine';
import { BadRequestError } from '../lib/errors';
import { DAY_MS, WEEK_MS, isoDay, weekStart } from '../lib/weeks';

export const DEFAULT_ANALYTICS_WEEKS = 12;

const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The period asked for, or the last 12 weeks up to today; at most 366 days, `from` not after `to`. */
export function analyticsPeriod(query: { from?: string; to?: string }, now = new Date()): { from: Date; to: Date } {
  const to = query.to ? parseDay(query.to) : parseDay(isoDay(now));
  const from = query.from ? parseDay(query.from) : new Date(weekStart(to).getTime() - (DEFAULT_ANALYTICS_WEEKS - 1) * WEEK_MS);
  const days = (to.getTime() - from.getTime()) / DAY_MS + 1;
  if (days < 1 || days > ADMIN_LIMITS.analyticsMaxDays) throw BadRequestError(M.periodInvalid);
  return { from, to };
}

export async function computeAnalytics(query: { from?: string; to?: string }): Promise<AnalyticsDTO> {
  const { from, to } = analyticsPeriod(query);
  const end = new Date(to.getTime() + DAY_MS); // `to` is a whole day
  const [newUsers, newJobs, applications, byType] = await Promise.all([
    countByWeek(User, 'createdAt', from, end),
    countByWeek(Job, 'createdAt', from, end),
    countByWeek(Application, 'createdAt', from, end),
    // Every account that existed at the end of the period, by type.
    Promise.all(USER_TYPES.map((userType) => User.countDocuments({ userType, createdAt: mongoose.trusted({ $lt: end }) }))),
  ]);
  const weeks: AnalyticsDTO['weeks'] = [];
  for (let start = weekStart(from); start < end; start = new Date(start.getTime() + WEEK_MS)) {
    const week = isoDay(start);
    weeks.push({ week, newUsers: newUsers.get(week) ?? 0, newJobs: newJobs.get(week) ?? 0, applications: applications.get(week) ?? 0 });
  }
  return {
    from: isoDay(from),
    to: isoDay(to),
    usersByType: Object.fromEntries(USER_TYPES.map((type, i) => [type, byType[i] ?? 0])) as Record<UserType, number>,
    weeks,
  };
}
