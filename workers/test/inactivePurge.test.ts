/**
 * The daily purge of inactive accounts (issue 26, LGPD; backend services/inactivePurge.ts): the
 * `inactive-purge` job removes the applications and job alerts of accounts nobody signed in to
 * for INACTIVE_PURGE_DAYS, and leaves everyone else's; the clock is moved, never waited for.
 */
import { expect } from 'chai';
import type { Types } from 'mongoose';
import { User } from '@conecta/backend/models/user';
import { Application } from '@conecta/backend/models/application';
import { Job } from '@conecta/backend/models/job';
import { JobAlert } from '@conecta/backend/models/jobAlert';
import { JobAlertMatch } from '@conecta/backend/models/jobAlertMatch';
import { purgeInactiveAccounts } from '@conecta/backend/services/inactivePurge';
import { buildJob } from '@conecta/backend/test/catalogueFactories';
import { buildUser, startTestServer, uniqueId, type TestServer } from '@conecta/backend/test/support';
import { startWorkers, type RunningWorkers } from '../src/main';
import { jobCompleted } from './mailbox';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('the inactive accounts purge (issue 26, LGPD)', function () {
  this.timeout(60_000);
  let server: TestServer;
  let workers: RunningWorkers;
  before(async () => {
    server = await startTestServer('workers_inactive_purge', { INACTIVE_PURGE_DAYS: '730' });
    workers = await startWorkers(server.config);
  });
  after(async () => {
    await server.stop();
    await workers.close();
  });

  /** An account last seen `lastSeen` days ago (null: never stamped, created `created` days ago) with an application to `jobId` and an alert with a match. */
  async function accountSeen(lastSeen: number | null, jobId: Types.ObjectId, created = 0) {
    const { user } = await buildUser();
    await User.collection.updateOne({ _id: user._id }, { $set: { lastLoginAt: lastSeen === null ? null : daysAgo(lastSeen), createdAt: daysAgo(created) } });
    await Application.create({ jobId, userId: user._id, coverLetter: 'Carta' });
    const alert = await JobAlert.create({ userId: user._id, query: { q: 'solar' }, key: `k-${uniqueId()}`, frequency: 'daily' });
    await JobAlertMatch.create({ alertId: alert._id, userId: user._id, jobId, dedupeKey: `m-${uniqueId()}` });
    return user;
  }

  const holdings = async (userId: Types.ObjectId) => [
    await Application.countDocuments({ userId }),
    await JobAlert.countDocuments({ userId }),
    await JobAlertMatch.countDocuments({ userId }),
  ];

  it('through the queue: the quiet accounts lose their applications and alerts, the others keep theirs, the job recounts', async () => {
    const job = await buildJob({ status: 'approved' });
    const quiet = await accountSeen(800, job._id, 900);
    const neverStamped = await accountSeen(null, job._id, 800);
    const active = await accountSeen(5, job._id, 900);
    const newcomer = await accountSeen(null, job._id, 3);
    await Job.updateOne({ _id: job._id }, { $set: { applicationsCount: 4 } });

    const jobId = `inactive-purge-test-${uniqueId()}`;
    await server.runtime.producers.notify('inactive-purge', {}, jobId);
    await jobCompleted(server.runtime.producers.notifications, jobId);

    expect(await holdings(quiet._id)).to.deep.equal([0, 0, 0]);
    expect(await holdings(neverStamped._id)).to.deep.equal([0, 0, 0]);
    expect(await holdings(active._id)).to.deep.equal([1, 1, 1]);
    expect(await holdings(newcomer._id)).to.deep.equal([1, 1, 1]);
    expect((await Job.findById(job._id).lean())!.applicationsCount).to.equal(2);
    // The accounts themselves stay: coming back is their owners' choice.
    expect(await User.countDocuments({ _id: quiet._id })).to.equal(1);
  });

  it('on a clock moved past the window, the active account of today is purged too; two runs at once both finish', async () => {
    const job = await buildJob({ status: 'approved' });
    const today = await accountSeen(0, job._id);
    const later = new Date(Date.now() + 731 * DAY_MS);
    const [first, second] = await Promise.all([purgeInactiveAccounts({ days: 730, now: later }), purgeInactiveAccounts({ days: 730, now: later })]);
    expect(await holdings(today._id)).to.deep.equal([0, 0, 0]);
    expect(first.applications + second.applications).to.be.at.least(1);
    expect((await Job.findById(job._id).lean())!.applicationsCount).to.equal(0);
  });

  it('a sign-in stamps lastLoginAt, so a returning person is no longer inactive', async () => {
    const job = await buildJob({ status: 'approved' });
    const back = await accountSeen(800, job._id, 900);
    const password = 'senha123';
    expect((await server.client().post('/api/login', { email: back.email, password })).status).to.equal(200);
    await purgeInactiveAccounts({ days: 730 });
    expect(await holdings(back._id)).to.deep.equal([1, 1, 1]);
  });
});
