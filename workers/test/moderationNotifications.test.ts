/**
 * Moderation's notifications end to end: an admin's decision (HTTP) → the `item-moderated` job →
 * the workers → the owner's bell entry, live push and e-mail; a submission's `item-submitted` job →
 * one bell entry per admin (both admin flags), its e-mail left to the admins' digest. The same job
 * run again (a worker that died after doing its work, before BullMQ recorded it) tells nobody twice.
 */
import { expect } from 'chai';
import { Job } from '@conecta/backend/models/job';
import { Course } from '@conecta/backend/models/course';
import { Notification } from '@conecta/backend/models/notification';
import { moderationJobId } from '@conecta/backend/lifecycles/index';
import { buildCourse, buildJob, decision } from '@conecta/backend/test/catalogueFactories';
import { nextEvent, signedInClient, uniqueId } from '@conecta/backend/test/support';
import { notifyModerated, notifySubmitted } from '../src/processors/moderationNotifications';
import { notificationEmailJobId } from '../src/notify';
import { jobCompleted, mailsTo, waitFor } from './mailbox';
import { workerStack } from './workerStack';

describe('moderation notifications (workers/src/processors/moderationNotifications.ts)', function () {
  this.timeout(60_000);
  const stack = workerStack('workers_moderation');

  /** Waits until the queue job with this id has completed (the workers did it). */
  const completed = (jobId: string) => jobCompleted(stack.producers.notifications, jobId);

  const company = () => stack.account({ userType: 'company', email: `empresa.${uniqueId()}@example.com` });

  it("approving a job tells its company once — bell, live push and e-mail — even when the job runs again", async () => {
    const admin = await signedInClient(stack.server, { userType: 'admin' });
    const owner = await company();
    const job = await buildJob({ status: 'pending', title: 'Técnico <b>Solar</b> & Cia', submittedBy: owner.user._id, submissionId: uniqueId() });
    const live = nextEvent(owner.socket, 'notification:new', 10_000);

    expect((await admin.client.post(`/api/admin/jobs/${job.id}/approve`, await decision('job', job.id))).status).to.equal(200);
    const jobId = moderationJobId('job', job.id as string, 'approved', job.submissionId as string);
    await completed(jobId);

    expect(await live).to.include({ userId: owner.user.id, kind: 'job-moderated', title: 'Vaga aprovada', body: 'Técnico <b>Solar</b> & Cia', link: '/minhas-vagas' });
    const mails = await waitFor(() => mailsTo(owner.user.email), (m) => m.length > 0);
    expect(mails).to.have.length(1);
    expect(mails[0]!.subject).to.equal('Vaga aprovada - Conecta Energia');
    expect(mails[0]!.html).to.include('Técnico &lt;b&gt;Solar&lt;/b&gt; &amp; Cia');

    // The worker died after its work, before BullMQ recorded it: the job runs again.
    const data = { kind: 'job' as const, id: job.id as string, status: 'approved' as const };
    await notifyModerated(stack.deps, data);
    await notifyModerated(stack.deps, data);
    const notes = await Notification.find({ userId: owner.user._id, kind: 'job-moderated' }).lean();
    expect(notes).to.have.length(1);
    // Instead of a pause for a (wrong) second e-mail job: every e-mail job the reruns could have left
    // is in the queue already (their enqueue is awaited), so wait for each of those to end — one, by
    // the notification's own id — and only then count what reached MailDev.
    const states = ['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed'] as const;
    const emailJobs = (await stack.producers.email.getJobs([...states])).filter(
      (j) => (j?.data as { notificationId?: string } | undefined)?.notificationId === notes[0]!._id.toString(),
    );
    expect(emailJobs.map((j) => j.id)).to.deep.equal([notificationEmailJobId(notes[0]!._id.toString())]);
    for (const j of emailJobs) await jobCompleted(stack.producers.email, j.id!);
    expect(await mailsTo(owner.user.email)).to.have.length(1);
  });

  it('rejecting tells the reason; a course decision is titled for a course', async () => {
    const admin = await signedInClient(stack.server, { userType: 'professional', isAdmin: true });
    const owner = await company();
    const job = await buildJob({ status: 'pending', title: 'Eletricista', submittedBy: owner.user._id });
    const course = await buildCourse({ status: 'pending', title: 'Curso de NR-10', submittedBy: owner.user._id });

    expect((await admin.client.post(`/api/admin/jobs/${job.id}/reject`, await decision('job', job.id, 'Falta a faixa salarial'))).status).to.equal(200);
    expect((await admin.client.post(`/api/admin/courses/${course.id}/approve`, await decision('course', course.id))).status).to.equal(200);
    await completed(moderationJobId('job', job.id as string, 'rejected', job.submissionId as string));
    await completed(moderationJobId('course', course.id as string, 'approved', course.submissionId as string));

    const notes = await Notification.find({ userId: owner.user._id }).sort({ title: 1 }).lean();
    expect(notes.map((n) => ({ title: n.title, body: n.body, link: n.link }))).to.deep.equal([
      { title: 'Curso aprovado', body: 'Curso de NR-10', link: '/cursos' },
      { title: 'Vaga rejeitada', body: 'Eletricista — Motivo: Falta a faixa salarial', link: '/minhas-vagas' },
    ]);
    const mails = await waitFor(() => mailsTo(owner.user.email), (m) => m.length >= 2);
    expect(mails.map((m) => m.subject).sort()).to.deep.equal(['Curso aprovado - Conecta Energia', 'Vaga rejeitada - Conecta Energia']);
  });

  it('a submission tells every admin (either flag) once, in the bell and live (the e-mail is the digest\'s)', async () => {
    const byType = await signedInClient(stack.server, { userType: 'admin' });
    const byFlag = await stack.account({ userType: 'company', isAdmin: true });
    const { socket } = byFlag;
    const submissionId = uniqueId();
    const job = await buildJob({ status: 'pending', title: 'Analista de Eficiência', submissionId });
    const live = nextEvent(socket, 'notification:new', 10_000);

    const jobId = `item-submitted-job-${job.id as string}-${submissionId}`;
    await stack.producers.notify('item-submitted', { kind: 'job', id: job.id as string, submissionId }, jobId);
    await completed(jobId);
    expect(await live).to.include({ userId: byFlag.user.id, kind: 'job-submitted', title: 'Nova vaga para aprovação', body: 'Analista de Eficiência', link: '/admin' });

    await notifySubmitted(stack.deps, { kind: 'job', id: job.id as string, submissionId });
    for (const admin of [byType, byFlag]) {
      const mine = await Notification.find({ userId: admin.user._id, kind: 'job-submitted' }).lean();
      expect(mine.filter((n) => n.body === 'Analista de Eficiência')).to.have.length(1);
    }
    // No e-mail per submission: each admin's comes in the digest of its window (adminDigest.test.ts).
    for (const admin of [byType, byFlag]) {
      const notification = await Notification.findOne({ userId: admin.user._id, kind: 'job-submitted', body: 'Analista de Eficiência' }).lean();
      expect(await stack.producers.email.getJob(`email-notification-${notification!._id.toString()}`)).to.equal(undefined);
    }

    // A course's submission is worded for a course.
    const courseSubmission = uniqueId();
    const course = await buildCourse({ status: 'pending', title: 'Webinar de Hidrogênio', submissionId: courseSubmission });
    await notifySubmitted(stack.deps, { kind: 'course', id: course.id as string, submissionId: courseSubmission });
    expect((await Notification.findOne({ userId: byType.user._id, body: 'Webinar de Hidrogênio' }).lean())?.title).to.equal('Novo curso para aprovação');
  });

  it('a job queued under its former name (job-submitted, before the rename) still runs', async () => {
    const admin = await signedInClient(stack.server, { userType: 'admin' });
    const submissionId = uniqueId();
    const job = await buildJob({ status: 'pending', title: 'Técnica de Subestação', submissionId });
    const jobId = `job-submitted-job-${job.id as string}-${submissionId}`;
    // What a backend of the previous release put in the queue: the raw queue, since the name is no longer a type.
    await stack.producers.notifications.add('job-submitted' as never, { kind: 'job', id: job.id as string, submissionId }, { jobId });
    await completed(jobId);
    const mine = await Notification.find({ userId: admin.user._id, body: 'Técnica de Subestação' }).lean();
    expect(mine.map((n) => n.title)).to.deep.equal(['Nova vaga para aprovação']);
  });

  it('an item that moved on before its job ran is not announced in a stale state', async () => {
    const admin = await signedInClient(stack.server, { userType: 'admin' });
    const owner = await company();
    // Decided before the admins were told of it; resubmitted since the job was queued.
    const decided = await buildJob({ status: 'approved', title: 'Já decidida', submissionId: 's1' });
    const resubmitted = await buildJob({ status: 'pending', title: 'Reenviada', submissionId: 's3' });
    await notifySubmitted(stack.deps, { kind: 'job', id: decided.id as string, submissionId: 's1' });
    await notifySubmitted(stack.deps, { kind: 'job', id: resubmitted.id as string, submissionId: 's2' });
    // Approved, then sent back to moderation before the owner's job ran.
    const back = await buildJob({ status: 'pending', title: 'Editada', submittedBy: owner.user._id, moderatedAt: new Date() });
    await notifyModerated(stack.deps, { kind: 'job', id: back.id as string, status: 'approved' });
    // Gone altogether.
    const gone = await buildCourse({ status: 'rejected', submittedBy: owner.user._id, moderatedAt: new Date() });
    await Course.deleteOne({ _id: gone._id });
    await notifyModerated(stack.deps, { kind: 'course', id: gone.id as string, status: 'rejected' });

    // The admin signed up in this test: any submission notification would be one of these.
    expect(await Notification.countDocuments({ userId: admin.user._id, kind: 'job-submitted' })).to.equal(0);
    expect(await Notification.countDocuments({ userId: owner.user._id })).to.equal(0);
    expect(await Job.countDocuments({ _id: back._id, status: 'pending' })).to.equal(1);
  });
});
