/**
 * Issue 22: submissions in a burst mail each admin one digest per window (workers/src/digest.ts),
 * while the bell entry and the live push of each submission stay immediate. Two workers processes
 * compete for the jobs, as in production; the window is a few seconds (ADMIN_DIGEST_MINUTES=0.05).
 * Every wait is on a condition (a job's state, a mail present), never on the clock.
 */
import { expect } from 'chai';
import type { Job as QueueJob } from 'bullmq';
import type { ModeratedKind } from '@conecta/common';
import { User } from '@conecta/backend/models/user';
import { Job } from '@conecta/backend/models/job';
import { Notification } from '@conecta/backend/models/notification';
import { Producers } from '@conecta/backend/queues/producers';
import { submittedJobId } from '@conecta/backend/lifecycles/index';
import { buildCourse, buildEvent, buildJob } from '@conecta/backend/test/catalogueFactories';
import { buildUser, startTestServer, uniqueId, type TestServer } from '@conecta/backend/test/support';
import { startWorkers, type RunningWorkers } from '../src/main';
import { jobCompleted, mailsTo, waitFor } from './mailbox';

type Admin = Awaited<ReturnType<typeof buildUser>>['user'];

describe('admin digest of submissions (workers/src/digest.ts)', function () {
  this.timeout(60_000);
  let server: TestServer;
  let workers: RunningWorkers[];
  let producers: Producers;
  let admins: Admin[];
  let unconfirmed: Admin;
  let submitter: Admin;

  before(async () => {
    server = await startTestServer('workers_digest', { ADMIN_DIGEST_MINUTES: '0.05' });
    // Two workers processes: each digest must still go out once.
    workers = [await startWorkers(server.config), await startWorkers(server.config)];
    producers = new Producers(server.config.redisUrl, server.config.redisPrefix);
    admins = [(await buildUser({ userType: 'admin' })).user, (await buildUser({ userType: 'company', isAdmin: true })).user];
    // The send path mails an unconfirmed address nothing but its confirmation link; its bell stays.
    unconfirmed = (await buildUser({ userType: 'admin', emailVerified: false })).user;
    submitter = (await buildUser({ userType: 'company' })).user;
    await User.updateOne({ _id: submitter._id }, { $set: { firstName: 'Carla', lastName: 'Dias', companyName: 'Solaris Energia' } });
  });
  after(async () => {
    await producers.close();
    await server.stop();
    for (const running of workers) await running.close();
  });

  const allStates = ['completed', 'failed', 'delayed', 'waiting', 'active', 'prioritized', 'waiting-children'] as const;

  /** The digest jobs of one admin (`admin-digest-<adminId>-<windowStart>`), with their states. */
  async function digestJobs(admin: Admin): Promise<Array<{ job: QueueJob; state: string }>> {
    const jobs = (await producers.email.getJobs([...allStates])).filter((job) => job?.id?.startsWith(`admin-digest-${admin.id as string}-`));
    return Promise.all(jobs.map(async (job) => ({ job: job as QueueJob, state: await job.getState() })));
  }

  /** Waits until `count` digest jobs of the admin are done. */
  async function digestsDone(admin: Admin, count: number) {
    return waitFor(() => digestJobs(admin), (jobs) => jobs.length >= count && jobs.every((j) => j.state === 'completed'), 20_000);
  }

  const completed = (queue: 'email' | 'notifications', jobId: string) => jobCompleted(producers[queue], jobId);

  /** Removes a finished job from BullMQ's books and runs it again under its id (a rerun after a crash). */
  async function runAgain(queue: 'email' | 'notifications', jobId: string): Promise<void> {
    await completed(queue, jobId);
    const job = (await producers[queue].getJob(jobId))!;
    const { name, data } = job;
    await job.remove();
    await (producers[queue] as unknown as { add(n: string, d: unknown, o: object): Promise<unknown> }).add(name, data, { jobId });
    await completed(queue, jobId);
  }

  async function submit(kind: ModeratedKind, title: string): Promise<string> {
    const submissionId = uniqueId();
    const fields = { status: 'pending', title, submittedBy: submitter._id, submissionId };
    const item = kind === 'job' ? await buildJob(fields) : kind === 'course' ? await buildCourse(fields) : await buildEvent(fields);
    const jobId = submittedJobId(kind, item.id as string, submissionId);
    await producers.notify('item-submitted', { kind, id: item.id as string, submissionId }, jobId);
    return jobId;
  }

  /**
   * Runs `during` with the e-mail queue paused, so no digest can go out before it is done: a window
   * closing on a loaded machine while the test still submits or decides would split or spoil it.
   * A digest that falls due meanwhile waits in the paused queue and runs on resume.
   */
  async function beforeAnyDigest<T>(during: () => Promise<T>): Promise<T> {
    await producers.email.pause();
    try {
      return await during();
    } finally {
      await producers.email.resume();
    }
  }

  const burst = ['Técnico <b>Solar</b> & Cia', 'Curso de NR-10', 'Feira de Hidrogênio'];
  let burstJobs: string[] = [];

  it('a burst of 3 submissions: 3 bell entries per admin, one digest e-mail listing the 3, even when its jobs run again', async () => {
    burstJobs = await beforeAnyDigest(async () => {
      const jobIds = await Promise.all([submit('job', burst[0]!), submit('course', burst[1]!), submit('event', burst[2]!)]);
      for (const jobId of jobIds) await completed('notifications', jobId);
      return jobIds;
    });
    // The bell is immediate: one entry per submission and admin, the unconfirmed admin too.
    for (const admin of [...admins, unconfirmed]) {
      expect(await Notification.countDocuments({ userId: admin._id, kind: 'job-submitted' })).to.equal(3);
    }

    for (const admin of admins) {
      const mails = await waitFor(() => mailsTo(admin.email), (m) => m.length > 0, 20_000);
      await digestsDone(admin, 1);
      expect(await mailsTo(admin.email), 'one e-mail for the 3 submissions').to.have.length(1);
      const [mail] = mails;
      expect(mail!.subject).to.equal('3 novos itens aguardam moderação - Conecta Energia');
      for (const line of ['Vaga: Técnico <b>Solar</b> & Cia', 'Curso: Curso de NR-10', 'Evento: Feira de Hidrogênio']) {
        expect(mail!.text).to.include(line);
      }
      expect(mail!.text).to.include('Solaris Energia (Carla Dias)');
      expect(mail!.text).to.include(`${server.config.siteUrl}/admin`);
      expect(mail!.text).not.to.include('&lt;');
      expect(mail!.html).to.include('Técnico &lt;b&gt;Solar&lt;/b&gt; &amp; Cia').and.not.include('<b>Solar');
      expect(mail!.html).to.include(`href="${server.config.siteUrl}/admin"`);
      // No e-mail per notice any more.
      for (const notice of await Notification.find({ userId: admin._id }).lean()) {
        expect(await producers.email.getJob(`email-notification-${notice._id.toString()}`)).to.equal(undefined);
      }
    }
    // The unconfirmed admin's digest ran and sent nothing.
    await digestsDone(unconfirmed, 1);
    expect(await mailsTo(unconfirmed.email)).to.have.length(0);

    // The digest job runs again (its worker died after sending): nothing more.
    const digestIds = new Map<string, string>();
    for (const admin of admins) {
      const [digest] = await digestJobs(admin);
      digestIds.set(admin.id as string, digest!.job.id!);
      await runAgain('email', digest!.job.id!);
      expect(await mailsTo(admin.email)).to.have.length(1);
    }
    // So do the submission jobs, after BullMQ forgot the digest job: each lands in the window it
    // joined the first time (the same digest job, queued again), which finds its mail sent.
    for (const admin of admins) await (await producers.email.getJob(digestIds.get(admin.id as string)!))!.remove();
    for (const jobId of burstJobs) await runAgain('notifications', jobId);
    for (const admin of admins) {
      const jobs = await digestsDone(admin, 1);
      expect(jobs.map((j) => [j.job.id, j.state]), 'no second window opened by a rerun').to.deep.equal([[digestIds.get(admin.id as string), 'completed']]);
      expect(await mailsTo(admin.email)).to.have.length(1);
      expect(await Notification.countDocuments({ userId: admin._id, kind: 'job-submitted' })).to.equal(3);
    }
  });

  it('a submission after the window closed opens a second window, with its own digest', async () => {
    await completed('notifications', await submit('job', 'Eletricista de Manutenção'));
    for (const admin of admins) {
      const mails = await waitFor(() => mailsTo(admin.email), (m) => m.length > 1, 20_000);
      await digestsDone(admin, 2);
      expect(await mailsTo(admin.email)).to.have.length(2);
      const second = mails.find((m) => m.subject !== '3 novos itens aguardam moderação - Conecta Energia');
      expect(second?.subject).to.equal('1 novo item aguarda moderação - Conecta Energia');
      expect(second!.text).to.include('Vaga: Eletricista de Manutenção');
      for (const title of burst) expect(second!.text).not.to.include(title);
    }
  });

  it('lists only what still awaits moderation when the window closes; a window left with nothing sends nothing', async () => {
    const decidedTitle = 'Já aprovada antes do resumo';
    await beforeAnyDigest(async () => {
      const jobIds = await Promise.all([submit('job', decidedTitle), submit('job', 'Ainda pendente')]);
      for (const jobId of jobIds) await completed('notifications', jobId);
      // An admin decides one in the app while the window is still open.
      await Job.updateOne({ title: decidedTitle }, { $set: { status: 'approved' } });
    });
    for (const admin of admins) {
      const mails = await waitFor(() => mailsTo(admin.email), (m) => m.length > 2, 20_000);
      await digestsDone(admin, 3);
      expect(mails).to.have.length(3);
      const third = mails.find((m) => m.text.includes('Ainda pendente'));
      expect(third?.subject).to.equal('1 novo item aguarda moderação - Conecta Energia');
      expect(third!.text).not.to.include(decidedTitle);
    }

    const lonely = 'Decidida dentro da janela';
    await beforeAnyDigest(async () => {
      await completed('notifications', await submit('job', lonely));
      await Job.updateOne({ title: lonely }, { $set: { status: 'rejected' } });
    });
    for (const admin of admins) {
      await digestsDone(admin, 4);
      expect(await mailsTo(admin.email)).to.have.length(3);
    }
  });
});
