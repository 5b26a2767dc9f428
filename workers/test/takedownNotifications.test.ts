/**
 * The take-down's notifications end to end (issue 25): an admin's take-down (HTTP) → the
 * `item-taken-down` job → the workers → the owner's bell entry, live push and e-mail with the
 * reason, once however often the job runs; a republish is a second move, told again; a take-down
 * republished before its job ran is not told in a stale state.
 */
import { expect } from 'chai';
import { Job } from '@conecta/backend/models/job';
import { Notification } from '@conecta/backend/models/notification';
import { User } from '@conecta/backend/models/user';
import { pageTakedownJobId, takedownJobId } from '@conecta/backend/lifecycles/index';
import { buildEvent, buildJob } from '@conecta/backend/test/catalogueFactories';
import { nextEvent, signedInClient, uniqueId } from '@conecta/backend/test/support';
import { notifyPageTakedown, notifyTakedown } from '../src/processors/takedownNotifications';
import { jobCompleted, mailsTo, waitFor } from './mailbox';
import { workerStack } from './workerStack';

const REASON = 'Salário anunciado não corresponde à oferta';

describe('take-down notifications (workers/src/processors/takedownNotifications.ts)', function () {
  this.timeout(60_000);
  const stack = workerStack('workers_takedown');
  const completed = (jobId: string) => jobCompleted(stack.producers.notifications, jobId);
  const company = () => stack.account({ userType: 'company', email: `empresa.${uniqueId()}@example.com` });

  it('a take-down tells its owner once — bell, live push and e-mail with the reason — and a republish tells again', async () => {
    const admin = await signedInClient(stack.server, { userType: 'admin' });
    const owner = await company();
    const job = await buildJob({ status: 'approved', title: 'Técnico <b>Eólico</b>', submittedBy: owner.user._id, companyId: owner.user._id });
    const live = nextEvent(owner.socket, 'notification:new', 10_000);

    expect((await admin.client.post(`/api/admin/jobs/${job.id}/take-down`, { reason: REASON })).status).to.equal(200);
    const removed = await Job.findById(job._id).lean();
    await completed(takedownJobId('job', job.id as string, 'removed', removed!.moderatedAt!));

    expect(await live).to.include({ userId: owner.user.id, kind: 'job-moderated', title: 'Vaga retirada do ar', body: `Técnico <b>Eólico</b> — Motivo: ${REASON}`, link: '/minhas-vagas' });
    const mails = await waitFor(() => mailsTo(owner.user.email), (m) => m.length > 0);
    expect(mails).to.have.length(1);
    expect(mails[0]!.subject).to.equal('Vaga retirada do ar - Conecta Energia');
    expect(mails[0]!.html).to.include('Técnico &lt;b&gt;Eólico&lt;/b&gt;');
    expect(mails[0]!.html).to.include(REASON);

    // Run again (a worker that died before BullMQ recorded it): nobody is told twice.
    await notifyTakedown(stack.deps, { kind: 'job', id: job.id as string, status: 'removed' });
    expect(await Notification.countDocuments({ userId: owner.user._id, title: 'Vaga retirada do ar' })).to.equal(1);

    expect((await admin.client.post(`/api/admin/jobs/${job.id}/restore`)).status).to.equal(200);
    const restored = await Job.findById(job._id).lean();
    await completed(takedownJobId('job', job.id as string, 'approved', restored!.moderatedAt!));
    const notes = await Notification.find({ userId: owner.user._id }).sort({ createdAt: 1 }).lean();
    expect(notes.map((n) => n.title)).to.deep.equal(['Vaga retirada do ar', 'Vaga republicada']);
    expect(notes[1]!.body).to.equal('Técnico <b>Eólico</b>');
  });

  it("an event's take-down is titled for an event and leads to 'Meus cursos e eventos'; a stale job tells nothing", async () => {
    const owner = await company();
    const event = await buildEvent({ status: 'removed', title: 'Feira Solar', submittedBy: owner.user._id, rejectionReason: REASON, moderatedAt: new Date() });
    await notifyTakedown(stack.deps, { kind: 'event', id: event.id as string, status: 'removed' });
    // Republished before its take-down's job ran: that job finds it approved and says nothing.
    await notifyTakedown(stack.deps, { kind: 'event', id: event.id as string, status: 'approved' });
    const notes = await Notification.find({ userId: owner.user._id }).lean();
    expect(notes.map((n) => ({ title: n.title, body: n.body, link: n.link }))).to.deep.equal([
      { title: 'Evento retirado do ar', body: `Feira Solar — Motivo: ${REASON}`, link: '/meus-cursos-e-eventos' },
    ]);
  });

  it("a page's take-down tells its account once — bell, live push and e-mail with the reason — a republish tells again, a stale job nothing", async () => {
    const admin = await signedInClient(stack.server, { userType: 'admin' });
    const owner = await company();
    const live = nextEvent(owner.socket, 'notification:new', 10_000);

    expect((await admin.client.post(`/api/admin/users/${owner.user.id}/take-down-page`, { reason: REASON })).status).to.equal(200);
    const removed = await User.findById(owner.user._id).lean();
    await completed(pageTakedownJobId(owner.user.id, 'removed', removed!.pageRemovedAt!));
    expect(await live).to.include({
      userId: owner.user.id,
      title: 'Página retirada do ar',
      body: `Seu perfil e suas publicações não aparecem mais para os visitantes. Motivo: ${REASON}`,
      link: '/profile',
    });
    const mails = await waitFor(() => mailsTo(owner.user.email), (m) => m.length > 0);
    expect(mails).to.have.length(1);
    expect(mails[0]!.subject).to.equal('Página retirada do ar - Conecta Energia');
    expect(mails[0]!.html).to.include(REASON);

    await notifyPageTakedown(stack.deps, { userId: owner.user.id, status: 'removed' });
    expect(await Notification.countDocuments({ userId: owner.user._id, title: 'Página retirada do ar' })).to.equal(1);

    expect((await admin.client.post(`/api/admin/users/${owner.user.id}/restore-page`)).status).to.equal(200);
    const restored = await User.findById(owner.user._id).lean();
    await completed(pageTakedownJobId(owner.user.id, 'restored', restored!.pageRemovedAt!));
    // The take-down's job run again now: the page is back, so nothing stale is told.
    await notifyPageTakedown(stack.deps, { userId: owner.user.id, status: 'removed' });
    const notes = await Notification.find({ userId: owner.user._id }).sort({ createdAt: 1 }).lean();
    expect(notes.map((n) => n.title)).to.deep.equal(['Página retirada do ar', 'Página republicada']);
  });
});
