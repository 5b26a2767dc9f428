/**
 * GET /api/admin/analytics (issue 13): users by type and, per ISO week, new users, jobs and
 * applications, equal to the data; the default period (12 weeks) and the period's rules.
 */
import { expect } from 'chai';
import type mongoose from 'mongoose';
import { ADMIN_MESSAGES, type AnalyticsDTO, type UserType } from '@conecta/common';
import { User } from '../src/models/user';
import { Job } from '../src/models/job';
import { Application } from '../src/models/application';
import { analyticsPeriod } from '../src/services/analytics';
import { weekStart } from '../src/lib/weeks';
import { buildJob } from './catalogueFactories';
import { signedInClient, startTestServer, uniqueId, type HttpClient, type TestServer } from './support';

const day = (iso: string, hour = 12) => new Date(`${iso}T${String(hour).padStart(2, '0')}:00:00Z`);

/** Writes createdAt as given (timestamps would stamp "now"); raw driver, nothing to announce for the test. */
async function backdate(model: { collection: mongoose.Collection }, id: mongoose.Types.ObjectId, createdAt: Date) {
  await model.collection.updateOne({ _id: id }, { $set: { createdAt } });
}

describe('Admin analytics: /api/admin/analytics', function () {
  this.timeout(30_000);
  let server: TestServer;
  let admin: HttpClient;

  before(async () => {
    server = await startTestServer('analytics');
    const signed = await signedInClient(server, { userType: 'admin' });
    admin = signed.client;
    // The admin itself was created "now": outside the 2025 period below.
    const users: Array<[UserType, string]> = [
      ['student', '2025-03-03'], // Monday, week 2025-03-03
      ['student', '2025-03-09'], // Sunday, same week
      ['company', '2025-03-10'], // next week
      ['professional', '2025-03-24'],
      ['professional', '2025-02-20'], // before the period: counts in usersByType only
    ];
    const ids: mongoose.Types.ObjectId[] = [];
    for (const [userType, createdAt] of users) {
      const user = await User.create({ firstName: 'Ana', lastName: 'Lima', email: `ana.${uniqueId()}@example.com`, passwordHash: 'x', userType });
      await backdate(User, user._id, day(createdAt));
      ids.push(user._id);
    }
    const jobs = [await buildJob(), await buildJob(), await buildJob()];
    await backdate(Job, jobs[0]!._id, day('2025-03-04'));
    await backdate(Job, jobs[1]!._id, day('2025-03-17'));
    await backdate(Job, jobs[2]!._id, day('2025-03-30', 23)); // last day of the period
    const apps = await Application.create([
      { userId: ids[0], jobId: jobs[0]!._id, coverLetter: '' },
      { userId: ids[1], jobId: jobs[0]!._id, coverLetter: '' },
      { userId: ids[2], jobId: jobs[1]!._id, coverLetter: '' },
    ]);
    await backdate(Application, apps[0]!._id, day('2025-03-05'));
    await backdate(Application, apps[1]!._id, day('2025-03-18'));
    await backdate(Application, apps[2]!._id, day('2025-03-31')); // after the period
  });
  after(async () => {
    await server.stop();
  });

  it('counts new users, jobs and applications per ISO week of the period, zeros included', async () => {
    const res = await admin.get<AnalyticsDTO>('/api/admin/analytics?from=2025-03-01&to=2025-03-30');
    expect(res.status).to.equal(200);
    expect(res.body.from).to.equal('2025-03-01');
    expect(res.body.to).to.equal('2025-03-30');
    expect(res.body.weeks).to.deep.equal([
      { week: '2025-02-24', newUsers: 0, newJobs: 0, applications: 0 },
      { week: '2025-03-03', newUsers: 2, newJobs: 1, applications: 1 },
      { week: '2025-03-10', newUsers: 1, newJobs: 0, applications: 0 },
      { week: '2025-03-17', newUsers: 0, newJobs: 1, applications: 1 },
      { week: '2025-03-24', newUsers: 1, newJobs: 1, applications: 0 },
    ]);
    // Accounts existing at the end of the period, by type (the admin, created today, is not one).
    expect(res.body.usersByType).to.deep.equal({ student: 2, professional: 2, company: 1, general: 0, admin: 0 });
  });

  it('defaults to the last 12 weeks up to today', async () => {
    const res = await admin.get<AnalyticsDTO>('/api/admin/analytics');
    expect(res.status).to.equal(200);
    expect(res.body.weeks).to.have.length(12);
    expect(res.body.to).to.equal(new Date().toISOString().slice(0, 10));
    expect(res.body.weeks[11]!.week).to.equal(weekStart(new Date()).toISOString().slice(0, 10));
    expect(res.body.usersByType.admin).to.equal(1);
    const { from, to } = analyticsPeriod({}, new Date('2025-03-30T10:00:00Z'));
    expect([from.toISOString().slice(0, 10), to.toISOString().slice(0, 10)]).to.deep.equal(['2025-01-06', '2025-03-30']);
  });

  it('refuses bad dates, a reversed period and one longer than 366 days', async () => {
    for (const q of ['from=2025-02-30', 'from=ontem', 'from=2025-03-10&to=2025-03-01', 'from=2024-01-01&to=2025-03-01', 'de=2025-01-01']) {
      const res = await admin.get(`/api/admin/analytics?${q}`);
      expect(res.status, q).to.equal(400);
      if (!q.startsWith('de=')) expect(res.body.message, q).to.equal(ADMIN_MESSAGES.periodInvalid);
    }
    expect((await admin.get('/api/admin/analytics?from=2024-03-01&to=2025-02-28')).status).to.equal(200);
  });
});
