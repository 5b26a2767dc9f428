/**
 * GET /api/admin/dashboard/stats (spec §3 Dashboard stats): every figure equals a count of data
 * built here with known numbers — users by type and date, jobs by status, courses, enrollments,
 * events past and upcoming, applications — at the boundaries of "this month" and "last week".
 */
import { expect } from 'chai';
import mongoose from 'mongoose';
import type { DashboardStatsDTO, UserType } from '@conecta/common';
import { User } from '../src/models/user';
import { Job } from '../src/models/job';
import { Course } from '../src/models/course';
import { EventModel } from '../src/models/event';
import { Enrollment } from '../src/models/enrollment';
import { Application } from '../src/models/application';
import { dashboardStats, startOfMonthUtc } from '../src/services/dashboardStats';
import { buildCourse, buildEvent, buildJob } from './catalogueFactories';
import { signedInClient, startTestServer, uniqueId, type TestServer } from './support';

const DAY = 24 * 60 * 60 * 1000;

async function user(userType: UserType, createdAt: Date, isAdmin = false) {
  return User.create({
    firstName: 'Conta',
    lastName: 'Contada',
    email: `stats.${uniqueId()}@example.com`,
    passwordHash: 'x',
    userType,
    isAdmin,
    createdAt,
  });
}

const oid = () => new mongoose.Types.ObjectId();

async function clear(): Promise<void> {
  await Promise.all([User, Job, Course, EventModel, Enrollment, Application].map((model) => (model as typeof Job).deleteMany({})));
}

describe('Admin dashboard stats', function () {
  this.timeout(60_000);
  let server: TestServer;

  before(async () => {
    server = await startTestServer('admin_stats');
  });
  after(async () => {
    await server?.stop();
  });
  beforeEach(clear);

  it('counts each figure at the boundaries of the month (UTC) and of the last 7 days', async () => {
    // The 15th: the month started 14 days ago, so "this month" and "last week" differ.
    const now = new Date(Date.UTC(2025, 5, 15, 12));
    const monthStart = startOfMonthUtc(now);
    expect(monthStart.toISOString()).to.equal('2025-06-01T00:00:00.000Z');
    const weekAgo = new Date(now.getTime() - 7 * DAY);
    const justBefore = (d: Date) => new Date(d.getTime() - 1);

    // Users: 3 this month (2 of them in the last week), 2 before.
    await user('student', now);
    await user('professional', weekAgo); // the first instant of the week: counted
    await user('company', monthStart); // the first instant of the month, outside the week
    await user('general', justBefore(monthStart));
    await user('admin', new Date(Date.UTC(2024, 0, 1)));
    // Jobs: 2 approved (1 in the week), 3 pending (1 in the week), 1 rejected and 1 closed: 2 new in the week.
    await buildJob({ status: 'approved', createdAt: now });
    await buildJob({ status: 'approved', createdAt: justBefore(weekAgo) });
    await buildJob({ status: 'pending', createdAt: weekAgo });
    await buildJob({ status: 'pending', createdAt: justBefore(weekAgo) });
    await buildJob({ status: 'pending', createdAt: monthStart });
    await buildJob({ status: 'rejected', createdAt: justBefore(monthStart) });
    await buildJob({ status: 'closed', createdAt: justBefore(monthStart) });
    // Courses: 2 approved, 1 pending, 1 rejected.
    await buildCourse({ status: 'approved' });
    await buildCourse({ status: 'approved' });
    await buildCourse({ status: 'pending' });
    await buildCourse({ status: 'rejected' });
    // Enrollments: 2 this month, 1 before.
    await Enrollment.create({ courseId: oid(), userId: oid(), createdAt: monthStart });
    await Enrollment.create({ courseId: oid(), userId: oid(), createdAt: now });
    await Enrollment.create({ courseId: oid(), userId: oid(), createdAt: justBefore(monthStart) });
    // Events: 3 approved (2 upcoming, one of them starting now), 2 pending (one upcoming: not counted as upcoming).
    await buildEvent({ status: 'approved', eventDate: new Date(now.getTime() + DAY) });
    await buildEvent({ status: 'approved', eventDate: now });
    await buildEvent({ status: 'approved', eventDate: justBefore(now) });
    await buildEvent({ status: 'pending', eventDate: new Date(now.getTime() + DAY) });
    await buildEvent({ status: 'pending', eventDate: justBefore(now) });
    // Applications: 2 in the week, 1 before.
    await Application.create({ jobId: oid(), userId: oid(), createdAt: now });
    await Application.create({ jobId: oid(), userId: oid(), createdAt: weekAgo });
    await Application.create({ jobId: oid(), userId: oid(), createdAt: justBefore(weekAgo) });

    expect(await dashboardStats(now)).to.deep.equal({
      totalUsers: 5,
      newUsersThisMonth: 3,
      activeJobs: 2,
      pendingJobs: 3,
      totalCourses: 2,
      enrollmentsThisMonth: 2,
      totalEvents: 3,
      upcomingEvents: 2,
      usersByType: { professional: 1, student: 1, company: 1 },
      newUsersLastWeek: 2,
      newJobsLastWeek: 2,
      applicationsLastWeek: 2,
      pendingCourses: 1,
      pendingEvents: 2,
    } satisfies DashboardStatsDTO);
  });

  it('answers the same figures over HTTP, counted now, for either admin flag', async () => {
    const now = Date.now();
    // Within this month and the last week whatever the day (on the 1st, the month's first instant).
    const recent = new Date(Math.max(startOfMonthUtc(new Date(now)).getTime(), now - 60_000));
    const longAgo = new Date(Date.UTC(2020, 0, 1));
    const admin = await signedInClient(server, { userType: 'admin' }); // created now
    const flagAdmin = await signedInClient(server, { userType: 'company', isAdmin: true }); // created now
    await user('student', recent);
    await user('student', longAgo);
    await user('professional', longAgo, true);
    await buildJob({ status: 'approved', createdAt: recent });
    await buildJob({ status: 'pending', createdAt: longAgo });
    await buildCourse({ status: 'approved' });
    await buildEvent({ status: 'approved', eventDate: new Date(now + DAY) });
    await buildEvent({ status: 'approved', eventDate: new Date(now - DAY) });
    await buildEvent({ status: 'pending', eventDate: new Date(now + DAY) });
    await Enrollment.create({ courseId: oid(), userId: oid(), createdAt: recent });
    await Application.create({ jobId: oid(), userId: oid(), createdAt: recent });
    await Application.create({ jobId: oid(), userId: oid(), createdAt: longAgo });

    const expected: DashboardStatsDTO = {
      totalUsers: 5,
      newUsersThisMonth: 3,
      activeJobs: 1,
      pendingJobs: 1,
      totalCourses: 1,
      enrollmentsThisMonth: 1,
      totalEvents: 2,
      upcomingEvents: 1,
      usersByType: { professional: 1, student: 2, company: 1 },
      newUsersLastWeek: 3,
      newJobsLastWeek: 1,
      applicationsLastWeek: 1,
      pendingCourses: 0,
      pendingEvents: 1,
    };
    for (const caller of [admin, flagAdmin]) {
      const res = await caller.client.get<DashboardStatsDTO>('/api/admin/dashboard/stats');
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal(expected);
    }
    expect((await server.client().get('/api/admin/dashboard/stats')).status).to.equal(401);
    const student = await signedInClient(server, { userType: 'student' });
    expect((await student.client.get('/api/admin/dashboard/stats')).status).to.equal(403);
  });
});
