/**
 * The applicant pipeline's notifications (workers/src/processors/applicationNotifications.ts):
 * applying tells the job's company, moving an application tells the candidate, each with one bell
 * entry and one e-mail, even when the same queue job runs a second time.
 */
import { expect } from 'chai';
import type { Job as QueueJob } from 'bullmq';
import type { MyApplicationDTO, NotificationJobName, NotificationJobs } from '@conecta/common';
import { Notification } from '@conecta/backend/models/notification';
import { Application } from '@conecta/backend/models/application';
import { User } from '@conecta/backend/models/user';
import { buildJob } from '@conecta/backend/test/catalogueFactories';
import { signedInClient, startTestServer, type TestServer } from '@conecta/backend/test/support';
import { startWorkers, type RunningWorkers } from '../src/main';
import { mailsTo, waitFor } from './mailbox';

describe('Applicant pipeline notifications (workers)', function () {
  this.timeout(40_000);
  let server: TestServer;
  let workers: RunningWorkers;

  before(async () => {
    server = await startTestServer('workers_pipeline');
    workers = await startWorkers(server.config);
  });
  after(async () => {
    await server.stop();
    await workers.close();
  });

  const notifications = () => server.runtime.producers.notifications;

  /** Waits for the job to complete, removes it from BullMQ's books and runs it again under the same id. */
  async function runAgain(jobId: string): Promise<void> {
    const state = async () => (await notifications().getJob(jobId))?.getState();
    expect(await waitFor(state, (s) => s === 'completed')).to.equal('completed');
    const job = (await notifications().getJob(jobId)) as QueueJob<NotificationJobs[NotificationJobName], void, NotificationJobName>;
    const { name, data } = job;
    await job.remove();
    await notifications().add(name, data, { jobId });
    expect(await waitFor(state, (s) => s === 'completed')).to.equal('completed');
  }

  /** The notification's e-mail twin has been handed to the SMTP server (its one job completed). */
  async function emailSent(notificationId: string): Promise<void> {
    const state = async () => (await server.runtime.producers.email.getJob(`email-notification-${notificationId}`))?.getState();
    expect(await waitFor(state, (s) => s === 'completed')).to.equal('completed');
  }

  async function appliedTo() {
    const company = await signedInClient(server, { userType: 'company' });
    const job = await buildJob({ companyId: company.user._id, title: 'Eletricista de Manutenção' });
    const candidate = await signedInClient(server, { userType: 'student' });
    await User.updateOne({ _id: candidate.user._id }, { $set: { firstName: 'Bruna', lastName: 'Lima' } });
    const res = await candidate.client.post<MyApplicationDTO>(`/api/vagas/${job.id}/apply`, { coverLetter: '' });
    expect(res.status).to.equal(201);
    return { company, candidate, applicationId: res.body.id };
  }

  it('application-created: the company gets one bell entry and one e-mail, however often the job runs', async () => {
    const { company, applicationId } = await appliedTo();
    await runAgain(`application-created-${applicationId}`);

    const bell = await Notification.find({ userId: company.user._id });
    expect(bell).to.have.length(1);
    expect(bell[0]).to.deep.include({
      kind: 'application-created',
      title: 'Nova candidatura',
      body: 'Bruna Lima se candidatou à vaga Eletricista de Manutenção',
      link: '/minhas-vagas',
    });
    await emailSent(bell[0]!.id as string);
    const mails = await mailsTo(company.user.email);
    expect(mails).to.have.length(1);
    expect(mails[0]!.subject).to.equal('Nova candidatura - Conecta Energia');
    expect(mails[0]!.text).to.include('Bruna Lima se candidatou à vaga Eletricista de Manutenção');
  });

  it("application-status-changed: the candidate gets one bell entry and one e-mail per move, with the company's comment", async () => {
    const { company, candidate, applicationId } = await appliedTo();
    const moved = await company.client.request('PATCH', `/api/applications/${applicationId}`, { status: 'interview', feedback: 'Até breve!' });
    expect(moved.status).to.equal(200);
    const changeId = (await Application.findById(applicationId))!.statusChangeId!;
    await runAgain(`application-status-${applicationId}-${changeId}`);

    const bell = await Notification.find({ userId: candidate.user._id });
    expect(bell).to.have.length(1);
    expect(bell[0]).to.deep.include({
      kind: 'application-status-changed',
      title: 'Sua candidatura foi atualizada',
      body: 'Eletricista de Manutenção: Entrevista\nComentário da empresa: Até breve!',
      link: '/minhas-candidaturas',
    });
    await emailSent(bell[0]!.id as string);
    const mails = await mailsTo(candidate.user.email);
    expect(mails).to.have.length(1);
    expect(mails[0]!.subject).to.equal('Sua candidatura foi atualizada - Conecta Energia');
    expect(mails[0]!.text).to.include('Eletricista de Manutenção: Entrevista\nComentário da empresa: Até breve!');
    expect(mails[0]!.html).to.include('<p style="margin:0 0 8px">Comentário da empresa: Até breve!</p>');
  });

  it("the comment is the company's text, never markup, and stays out of the subject; a move without one says none", async () => {
    const { company, candidate, applicationId } = await appliedTo();
    const comment = 'Traga o <b>CREA</b> & a "carteira" <script>alert(1)</script>';
    const moved = await company.client.request('PATCH', `/api/applications/${applicationId}`, { status: 'accepted', feedback: comment });
    expect(moved.status).to.equal(200);
    const [notice] = await waitFor(
      () => Notification.find({ userId: candidate.user._id }),
      (found) => found.length === 1,
    );
    await emailSent(notice!.id as string);
    const [mail] = await mailsTo(candidate.user.email);
    expect(mail!.subject).to.equal('Sua candidatura foi atualizada - Conecta Energia');
    expect(mail!.text).to.include(`Comentário da empresa: ${comment}`);
    expect(mail!.html).to.include('Comentário da empresa: Traga o &lt;b&gt;CREA&lt;/b&gt; &amp; a &quot;carteira&quot; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).not.to.include('<b>CREA');
    expect(mail!.html).not.to.include('<script>');

    const back = await company.client.request('PATCH', `/api/applications/${applicationId}`, { status: 'interview', correction: true });
    expect(back.status).to.equal(200);
    const both = await waitFor(
      () => Notification.find({ userId: candidate.user._id }).sort({ createdAt: 1, _id: 1 }),
      (found) => found.length === 2,
    );
    expect(both[1]!.body).to.equal('Eletricista de Manutenção: Entrevista');
  });
});
