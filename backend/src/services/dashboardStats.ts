/**
 * GET /api/admin/dashboard/stats (spec §3 Dashboard stats): every figure is a count of the data
 * at the moment of asking, each one `countDocuments` with top-level equality and ranges (what
 * FerretDB v1 runs in PostgreSQL; no aggregation). Ranges are `trusted`: the connection sanitises
 * filters (lib/db.ts), which would otherwise neutralise the `$gte`. "This month" is since the 1st at 00:00 UTC;
 * "last week" the last 7 × 24 hours.
 */
import mongoose from 'mongoose';
import type { DashboardStatsDTO } from '@conecta/common';
import { User } from '../models/user';
import { Job } from '../models/job';
import { Course } from '../models/course';
import { EventModel } from '../models/event';
import { Enrollment } from '../models/enrollment';
import { Application } from '../models/application';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function dashboardStats(now = new Date()): Promise<DashboardStatsDTO> {
  const monthStart = startOfMonthUtc(now);
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const [
    totalUsers,
    newUsersThisMonth,
    activeJobs,
    pendingJobs,
    totalCourses,
    pendingCourses,
    enrollmentsThisMonth,
    totalEvents,
    pendingEvents,
    upcomingEvents,
    professional,
    student,
    company,
    newUsersLastWeek,
    newJobsLastWeek,
    applicationsLastWeek,
  ] = await Promise.all([
    User.countDocuments({}),
    User.countDocuments({ createdAt: mongoose.trusted({ $gte: monthStart }) }),
    Job.countDocuments({ status: 'approved' }),
    Job.countDocuments({ status: 'pending' }),
    Course.countDocuments({ status: 'approved' }),
    Course.countDocuments({ status: 'pending' }),
    Enrollment.countDocuments({ createdAt: mongoose.trusted({ $gte: monthStart }) }),
    EventModel.countDocuments({ status: 'approved' }),
    EventModel.countDocuments({ status: 'pending' }),
    EventModel.countDocuments({ status: 'approved', eventDate: mongoose.trusted({ $gte: now }) }),
    User.countDocuments({ userType: 'professional' }),
    User.countDocuments({ userType: 'student' }),
    User.countDocuments({ userType: 'company' }),
    User.countDocuments({ createdAt: mongoose.trusted({ $gte: weekAgo }) }),
    // Every job submitted in the week, whatever became of it.
    Job.countDocuments({ createdAt: mongoose.trusted({ $gte: weekAgo }) }),
    Application.countDocuments({ createdAt: mongoose.trusted({ $gte: weekAgo }) }),
  ]);
  return {
    totalUsers,
    newUsersThisMonth,
    activeJobs,
    pendingJobs,
    totalCourses,
    enrollmentsThisMonth,
    totalEvents,
    upcomingEvents,
    usersByType: { professional, student, company },
    newUsersLastWeek,
    newJobsLastWeek,
    applicationsLastWeek,
    pendingCourses,
    pendingEvents,
  };
}
