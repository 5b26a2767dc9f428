/**
 * Issue 22 in the workers: a sign-up's confirmation mail carries the link and nothing the person
 * typed; until the link is used, the send path mails that address nothing else — no application
 * notice, no password-changed notice, no contact acknowledgement — while the bell entries stay;
 * once confirmed, the same notices arrive.
 */
import { expect } from 'chai';
import type { UserDTO } from '@conecta/common';
import { Application } from '@conecta/backend/models/application';
import { Notification } from '@conecta/backend/models/notification';
import { buildJob } from '@conecta/backend/test/catalogueFactories';
import { buildRegistration, signedInClient, startTestServer, type HttpClient, type TestServer } from '@conecta/backend/test/support';
import { startWorkers, type RunningWorkers } from '../src/main';
import { jobCompleted, type MaildevEmail, mailsTo, waitFor } from './mailbox';

const CONFIRM_SUBJECT = 'Confirme seu e-mail - Conecta Energia';
/** What the probe typed as a first name: it must reach no unconfirmed inbox. */
const SPAM_NAME = 'Ganhe R$ 5.000 em https://golpe.example/premio';

describe('E-mail confirmation and the send gate (workers)', function () {
  this.timeout(60_000);
  let server: TestServer;
  let workers: RunningWorkers;

  before(async () => {
    server = await startTestServer('workers_email_verification');
    workers = await startWorkers(server.config);
  });
  after(async () => {
    await server.stop();
    await workers.close();
  });

  const email = () => server.runtime.producers.email;
  const completed = (jobId: string) => jobCompleted(email(), jobId);

  /** Signs up through the API and waits for the confirmation mail. */
  async function signUp(): Promise<{ client: HttpClient; user: UserDTO; confirmation: MaildevEmail }> {
    const client = server.client();
    const res = await client.post<UserDTO>('/api/register', buildRegistration({ firstName: SPAM_NAME.slice(0, 40), lastName: 'www.golpe.example' }));
    expect(res.status).to.equal(201);
    const mails = await waitFor(() => mailsTo(res.body.email), (m) => m.length > 0);
    expect(mails).to.have.length(1);
    return { client, user: res.body, confirmation: mails[0]! };
  }

  const linkIn = (mail: MaildevEmail) => new RegExp(`${server.config.siteUrl}/confirmar-email\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text);

  it('the confirmation mail: our link, a fixed greeting, nothing typed at sign-up; the link confirms', async () => {
    const { client, confirmation } = await signUp();
    expect(confirmation.subject).to.equal(CONFIRM_SUBJECT);
    expect(confirmation.text).to.match(/^Olá!\n/);
    const link = linkIn(confirmation);
    expect(link, confirmation.text).not.to.equal(null);
    expect(confirmation.html).to.include(`href="${server.config.siteUrl}/confirmar-email?token=${link![1]}"`);
    for (const part of [confirmation.subject, confirmation.text, confirmation.html]) {
      expect(part).not.to.include('Ganhe').and.not.include('golpe.example').and.not.include('Oliveira');
    }

    expect((await server.client().post('/api/auth/email/confirm', { token: link![1] })).status).to.equal(204);
    expect((await client.get<UserDTO>('/api/user')).body.emailVerified).to.equal(true);
  });

  it('an unconfirmed address gets no notice (the bell entry stays); once confirmed, it does', async () => {
    const { client: candidate, user, confirmation } = await signUp();
    const company = await signedInClient(server, { userType: 'company' });
    const job = await buildJob({ companyId: company.user._id, title: 'Técnico de Subestação' });
    const applied = await candidate.post<{ id: string }>(`/api/vagas/${job.id}/apply`, { coverLetter: '' });
    expect(applied.status).to.equal(201);
    const applicationId = applied.body.id;

    /** The company moves the application; answers the candidate's bell entry once its e-mail job is done. */
    async function move(status: string) {
      expect((await company.client.request('PATCH', `/api/applications/${applicationId}`, { status })).status).to.equal(200);
      const changeId = (await Application.findById(applicationId))!.statusChangeId!;
      const bell = await waitFor(
        () => Notification.find({ userId: user.id, kind: 'application-status-changed' }).lean(),
        (found) => found.some((n) => n.dedupeKey?.includes(changeId)),
      );
      const notice = bell.find((n) => n.dedupeKey?.includes(changeId));
      expect(notice, 'bell entry').not.to.equal(undefined);
      await completed(`email-notification-${notice!._id.toString()}`);
    }

    // Unconfirmed: an application notice, a password change and a contact acknowledgement, all mailed nowhere.
    await move('interview');
    expect((await candidate.post('/api/auth/password', { currentPassword: 'segredo123', newPassword: 'novaSenha456' })).status).to.equal(204);
    await completed(`password-changed-${user.id}-1`);
    const contact = await server.client().post<{ id: string }>('/api/contact', {
      name: 'Alguém',
      email: user.email,
      contactType: 'duvida',
      subject: 'Uma dúvida qualquer',
      message: 'Mensagem enviada com o endereço de outra pessoa.',
    });
    expect(contact.status).to.equal(201);
    await completed(`contact-confirmation-${contact.body.id}`);
    expect((await mailsTo(user.email)).map((m) => m.subject)).to.deep.equal([CONFIRM_SUBJECT]);
    expect(await Notification.countDocuments({ userId: user.id })).to.equal(1);

    // Confirmed: the same kinds of mail arrive.
    expect((await server.client().post('/api/auth/email/confirm', { token: linkIn(confirmation)![1] })).status).to.equal(204);
    await move('accepted');
    expect((await candidate.post('/api/auth/password', { currentPassword: 'novaSenha456', newPassword: 'outraSenha789' })).status).to.equal(204);
    await completed(`password-changed-${user.id}-2`);
    const subjects = (await mailsTo(user.email)).map((m) => m.subject).sort();
    expect(subjects).to.deep.equal([CONFIRM_SUBJECT, 'Sua candidatura foi atualizada - Conecta Energia', 'Sua senha foi alterada - Conecta Energia'].sort());
  });
});
