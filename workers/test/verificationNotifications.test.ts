/**
 * Issue 24: an admin's decision on a registration (HTTP) → the `verification-decided` job → the
 * workers → its owner's bell entry, live push and e-mail, once even when the job runs again; a
 * refusal carries the admin's reason, never the number the person typed.
 */
import { expect } from 'chai';
import { Notification } from '@conecta/backend/models/notification';
import { Verification } from '@conecta/backend/models/verification';
import { verificationDecidedJobId } from '@conecta/backend/lifecycles/index';
import { freshCnpj, freshCrea, submitRegistration } from '@conecta/backend/test/verificationFactories';
import { nextEvent, signedInClient, uniqueId } from '@conecta/backend/test/support';
import { notifyVerificationDecided } from '../src/processors/verificationNotifications';
import { jobCompleted, mailsTo, waitFor } from './mailbox';
import { workerStack } from './workerStack';

describe('verification notifications (workers/src/processors/verificationNotifications.ts)', function () {
  this.timeout(60_000);
  const stack = workerStack('workers_verifications');
  const owner = (userType: 'professional' | 'company') => stack.account({ userType, email: `registro.${uniqueId()}@example.com` });

  async function decide(id: string, verb: 'verify' | 'reject', reason?: string) {
    const admin = await signedInClient(stack.server, { userType: 'admin' });
    const version = (await Verification.findById(id).lean())!.updatedAt.toISOString();
    const res = await admin.client.post(`/api/admin/verifications/${id}/${verb}`, reason ? { version, reason } : { version });
    expect(res.status).to.equal(200);
  }

  it("a verified CREA tells its owner once — bell, live push and e-mail — even when the job runs again", async () => {
    const person = await owner('professional');
    const number = freshCrea();
    const submitted = await submitRegistration<{ id: string; submittedAt: string }>(person.client, 'crea', { number, council: 'CE' });
    expect(submitted.status, submitted.text).to.equal(200);
    const live = nextEvent(person.socket, 'notification:new', 10_000);
    await decide(submitted.body.id, 'verify');
    const record = (await Verification.findById(submitted.body.id).lean())!;
    await jobCompleted(stack.producers.notifications, verificationDecidedJobId(submitted.body.id, 'verified', record.submissionId));

    expect(await live).to.include({ kind: 'verification-decided', title: 'Registro CREA verificado', link: '/profile' });
    // The worker died after its work, before BullMQ recorded it: the job runs again.
    await notifyVerificationDecided(stack.deps, { verificationId: submitted.body.id, status: 'verified' });
    expect(await Notification.countDocuments({ userId: person.user._id, kind: 'verification-decided' })).to.equal(1);
    const mails = await waitFor(() => mailsTo(person.user.email), (m) => m.length > 0);
    expect(mails).to.have.length(1);
    expect(mails[0]!.subject).to.equal('Registro CREA verificado - Conecta Energia');
    expect(mails[0]!.html).to.not.include(number);
  });

  it("a refused CNPJ tells the admin's reason; a decision overtaken by a new submission tells nothing", async () => {
    const firm = await owner('company');
    const submitted = await firm.client.request<{ id: string }>('PUT', '/api/user/verifications/cnpj', { number: freshCnpj() });
    await decide(submitted.body.id, 'reject', 'Razão social não confere com a Receita');
    const record = (await Verification.findById(submitted.body.id).lean())!;
    await jobCompleted(stack.producers.notifications, verificationDecidedJobId(submitted.body.id, 'rejected', record.submissionId));
    const note = await waitFor(() => Notification.findOne({ userId: firm.user._id, kind: 'verification-decided' }).lean(), Boolean);
    expect(note).to.include({ title: 'Verificação da empresa recusada', body: 'Motivo: Razão social não confere com a Receita' });

    // Sent again for review before a (replayed) old job runs: the stale refusal is not told twice.
    expect((await firm.client.request('PUT', '/api/user/verifications/cnpj', { number: freshCnpj() })).status).to.equal(200);
    await notifyVerificationDecided(stack.deps, { verificationId: submitted.body.id, status: 'rejected' });
    expect(await Notification.countDocuments({ userId: firm.user._id, kind: 'verification-decided' })).to.equal(1);
  });
});
