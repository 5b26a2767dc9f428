/**
 * Issue 26: job alerts (workers/src/processors/jobAlerts.ts). An admin's approval → `job-approved`
 * → each matching alert's owner told once: bell, live push and an e-mail with its one-click
 * unsubscribe link — never twice (reruns, two runs at once), never a job they applied to or their
 * own, never a job another alert's filters leave out; daily alerts wait for the day's digest, one
 * e-mail per alert. Real FerretDB, Redis and MailDev; every wait is on a job's state or a condition.
 */
import { expect } from 'chai';
import type { Types } from 'mongoose';
import { Application } from '@conecta/backend/models/application';
import { JobAlert } from '@conecta/backend/models/jobAlert';
import { JobAlertMatch } from '@conecta/backend/models/jobAlertMatch';
import { Notification } from '@conecta/backend/models/notification';
import { jobApprovedJobId } from '@conecta/backend/lifecycles/moderate';
import { buildJob, decision } from '@conecta/backend/test/catalogueFactories';
import { nextEvent, signedInClient, uniqueId } from '@conecta/backend/test/support';
import { jobAlertQueryOf, type JobAlertQuery } from '@conecta/common';
import { jobAlertDigests, jobAlertMailJobId, jobApproved } from '../src/processors/jobAlerts';
import { jobCompleted, mailsTo, waitFor, type MaildevEmail } from './mailbox';
import { workerStack } from './workerStack';

type Mail = MaildevEmail & { headers: Record<string, string> };

describe('job alerts (workers/src/processors/jobAlerts.ts)', function () {
  this.timeout(90_000);
  const stack = workerStack('workers_job_alerts');

  const person = () => stack.account({ userType: 'professional', email: `alerta.${uniqueId()}@example.com` });
  const alertFor = (userId: Types.ObjectId, query: Partial<JobAlertQuery>, frequency: 'immediate' | 'daily' = 'immediate') => {
    const normalized = jobAlertQueryOf(query);
    return JobAlert.create({ userId, query: normalized, key: uniqueId(), frequency });
  };
  /** A pending job of its own words (nothing another test's alert would match), then the admin's approval through the API. */
  async function approvedByAdmin(overrides: Record<string, unknown>) {
    const job = await buildJob({ status: 'pending', submissionId: uniqueId(), ...overrides });
    const admin = await signedInClient(stack.server, { userType: 'admin' });
    expect((await admin.client.post(`/api/admin/jobs/${job.id}/approve`, await decision('job', job.id))).status).to.equal(200);
    await jobCompleted(stack.producers.notifications, jobApprovedJobId(job.id as string, job.submissionId as string));
    return job;
  }
  /** Every e-mail job of this pair has ended, so counting MailDev is final. */
  const mailed = (alertId: unknown, jobId: unknown) => jobCompleted(stack.producers.email, jobAlertMailJobId(String(alertId), String(jobId)));

  it('an approval tells a matching alert at once — bell live, e-mail with one-click unsubscribe — and a rerun tells nobody again', async () => {
    const word = `Fotovoltaico${uniqueId()}`;
    const owner = await person();
    const alert = await alertFor(owner.user._id, { q: word.toLowerCase(), energyArea: 'solar' });
    const live = nextEvent(owner.socket, 'notification:new', 15_000);
    const job = await approvedByAdmin({ title: `Técnico ${word} <b>já</b>`, energyArea: 'solar', company: 'Sol & Cia' });

    expect(await live).to.include({ kind: 'job-alert', link: `/vagas/${job.id}`, title: `Nova vaga para o seu alerta: Técnico ${word} <b>já</b>` });
    await mailed(alert._id, job._id);
    const mails = (await mailsTo(owner.user.email)) as Mail[];
    expect(mails).to.have.length(1);
    expect(mails[0]!.subject).to.equal(`Nova vaga para o seu alerta: Técnico ${word} <b>já</b> - Conecta Energia`);
    expect(mails[0]!.html).to.include(`Técnico ${word} &lt;b&gt;já&lt;/b&gt;`).and.include('Sol &amp; Cia');
    expect(mails[0]!.text).to.include(`/vagas/${job.id}`).and.include('/alertas/cancelar?token=');
    expect(mails[0]!.headers['list-unsubscribe']).to.match(new RegExp(`^<http[^>]+/api/alertas/cancelar\\?token=${alert.id}\\.[A-Za-z0-9_-]{43}>$`));
    expect(mails[0]!.headers['list-unsubscribe-post']).to.equal('List-Unsubscribe=One-Click');

    // The worker died after its work, before BullMQ recorded it; and two workers at once.
    await Promise.all([jobApproved(stack.deps, { jobId: job.id as string }), jobApproved(stack.deps, { jobId: job.id as string })]);
    expect(await Notification.countDocuments({ userId: owner.user._id, kind: 'job-alert' })).to.equal(1);
    expect(await JobAlertMatch.countDocuments({ alertId: alert._id })).to.equal(1);
    await mailed(alert._id, job._id);
    expect(await mailsTo(owner.user.email)).to.have.length(1);
  });

  it("leaves out what the search does not match, the person's own job and a job they applied to", async () => {
    const word = `Eolico${uniqueId()}`;
    const [reader, company, candidate] = [await person(), await stack.account({ userType: 'company' }), await person()];
    const wind = await alertFor(reader.user._id, { q: word, energyArea: 'eólica', jobType: ['estágio'] });
    const own = await alertFor(company.user._id, { q: word });
    const applied = await alertFor(candidate.user._id, { q: word });

    // Another area, then another type: the reader's filters leave both out.
    const solar = await approvedByAdmin({ title: `Estágio ${word}`, energyArea: 'solar', jobType: 'estágio' });
    const job = await approvedByAdmin({ title: `Analista ${word}`, energyArea: 'eólica', jobType: 'emprego' });
    // The company's own job, which the candidate applied to before the approval was told (a rerun).
    const theirs = await buildJob({ status: 'approved', title: `Estágio ${word}`, energyArea: 'eólica', jobType: 'estágio', companyId: company.user._id });
    await Application.create({ jobId: theirs._id, userId: candidate.user._id, coverLetter: '' });
    await jobApproved(stack.deps, { jobId: theirs.id as string });

    expect(await JobAlertMatch.find({ alertId: wind._id }).lean()).to.have.length(1).and.satisfy((m: Array<{ jobId: unknown }>) => String(m[0]!.jobId) === theirs.id);
    expect(await JobAlertMatch.countDocuments({ alertId: own._id })).to.equal(2); // solar and job, not its own
    expect((await JobAlertMatch.find({ alertId: applied._id }).lean()).map((m) => String(m.jobId)).sort()).to.deep.equal([solar.id, job.id].sort());
  });

  it('a daily alert waits for the digest: one e-mail with the day’s jobs, once however often the digest runs', async () => {
    const word = `Biomassa${uniqueId()}`;
    const owner = await person();
    const alert = await alertFor(owner.user._id, { q: word }, 'daily');
    const first = await approvedByAdmin({ title: `Operador ${word} A` });
    const second = await approvedByAdmin({ title: `Operador ${word} B` });
    expect(await Notification.countDocuments({ userId: owner.user._id, kind: 'job-alert' })).to.equal(0);
    expect(await mailsTo(owner.user.email)).to.have.length(0);

    await Promise.all([jobAlertDigests(stack.deps), jobAlertDigests(stack.deps)]);
    const states = ['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed'] as const;
    const jobs = (await stack.producers.email.getJobs([...states])).filter((j) => (j?.data as { alertId?: string } | undefined)?.alertId === alert.id);
    expect(jobs).to.have.length(1);
    await jobCompleted(stack.producers.email, jobs[0]!.id!);
    const mails = await waitFor(() => mailsTo(owner.user.email), (m) => m.length > 0);
    expect(mails).to.have.length(1);
    expect(mails[0]!.subject).to.equal('2 novas vagas para o seu alerta - Conecta Energia');
    expect(mails[0]!.text).to.include(`/vagas/${first.id}`).and.include(`/vagas/${second.id}`);
    expect(await JobAlertMatch.countDocuments({ alertId: alert._id, pending: true })).to.equal(0);
  });

  it('a paused or deleted alert hears nothing', async () => {
    const word = `Hidro${uniqueId()}`;
    const owner = await person();
    const paused = await alertFor(owner.user._id, { q: word });
    await JobAlert.updateOne({ _id: paused._id }, { $set: { paused: true, active: false } });
    await approvedByAdmin({ title: `Engenheiro ${word}` });
    expect(await JobAlertMatch.countDocuments({ alertId: paused._id })).to.equal(0);
    expect(await Notification.countDocuments({ userId: owner.user._id })).to.equal(0);
  });

  it("a visitor's alert mails nothing before its confirmation, then the jobs it matches by e-mail alone", async () => {
    const word = `Transmissao${uniqueId()}`;
    const email = `visitante.${uniqueId()}@example.com`;
    const query = jobAlertQueryOf({ q: word });
    const alert = await JobAlert.create({ userId: null, email, query, key: `visitor:${email}:${uniqueId()}`, frequency: 'immediate', confirmed: false, active: false });
    await approvedByAdmin({ title: `Eletricista ${word} 1` });
    expect(await JobAlertMatch.countDocuments({ alertId: alert._id })).to.equal(0);

    await JobAlert.updateOne({ _id: alert._id }, { $set: { confirmed: true, active: true } });
    const job = await approvedByAdmin({ title: `Eletricista ${word} 2` });
    await mailed(alert._id, job._id);
    const mails = await mailsTo(email);
    expect(mails).to.have.length(1);
    expect(mails[0]!.text).to.match(/^Olá!/).and.include(`/vagas/${job.id}`).and.include('/alertas/cancelar?token=');
    expect(await Notification.countDocuments({ kind: 'job-alert', body: new RegExp(word) })).to.equal(0);
  });
});
