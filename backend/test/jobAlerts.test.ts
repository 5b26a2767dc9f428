/**
 * The job alerts API (issue 26): a person's saved /vagas searches — the rules of the search and the
 * frequency, one alert per search, the limit, someone else's alert never found — the unsubscribe
 * link that works without signing in (the page's JSON post and a mail client's one-click urlencoded
 * post), and an approval queuing the alerts' run (`job-approved`) whichever way a job is published.
 */
import { expect } from 'chai';
import { JOB_ALERT_LIMIT, JOB_ALERT_MESSAGES as M, MESSAGES, type JobAlertDTO } from '@conecta/common';
import { JobAlert } from '../src/models/jobAlert';
import { JobAlertMatch } from '../src/models/jobAlertMatch';
import { jobApprovedJobId } from '../src/lifecycles/moderate';
import { confirmationToken, unsubscribeToken } from '../src/services/jobAlerts';
import { VISITOR_ALERTS_PER_EMAIL_PER_DAY } from '../src/lib/limits';
import { buildJob, decision } from './catalogueFactories';
import { signedInClient, startTestServer, uniqueId, type HttpClient, type TestServer } from './support';

type Answer = JobAlertDTO & { message: string; errors?: Record<string, string> };

describe('job alerts API (issue 26)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('job_alerts');
  });
  after(async () => {
    await server.stop();
  });

  const person = async () => (await signedInClient(server, { userType: 'student' })).client;
  const create = (client: HttpClient, body: unknown) => client.post<Answer>('/api/users/alerts', body);
  const list = (client: HttpClient) => client.get<Answer[]>('/api/users/alerts');
  const edit = (client: HttpClient, id: string, body: unknown) => client.request<Answer>('PATCH', `/api/users/alerts/${id}`, body);
  const cancel = (token: string) => server.client().post<Answer>(`/api/alertas/cancelar?token=${encodeURIComponent(token)}`, {});

  it('saves the /vagas search normalized, with its summary, and lists it newest first', async () => {
    const client = await person();
    const saved = await create(client, { q: '  inversor  ', jobType: 'freelance,estágio', energyArea: 'solar', location: 'Fortaleza - CE', credential: 'nr35', frequency: 'daily' });
    expect(saved.status).to.equal(201);
    expect(saved.body.query).to.deep.equal({ q: 'inversor', jobType: ['estágio', 'freelance'], energyArea: 'solar', location: 'Fortaleza - CE', jobFunction: null, workType: null, credential: 'nr35' });
    expect(saved.body.summary).to.equal('Estágio · Freelance · Solar · Fortaleza - CE · Exige NR-35 · "inversor"');
    expect(saved.body).to.include({ frequency: 'daily', paused: false });
    const everything = await create(client, { frequency: 'immediate', energyArea: 'Todas' });
    expect(everything.status).to.equal(201);
    expect(everything.body.summary).to.equal('Todas as vagas');
    expect((await list(client)).body.map((a) => a.id)).to.deep.equal([everything.body.id, saved.body.id]);
  });

  it('refuses a bad search or frequency in Portuguese, unknown fields, and writes nothing', async () => {
    const client = await person();
    const answers = await Promise.all([
      create(client, { frequency: 'weekly' }),
      create(client, { energyArea: 'carvão', frequency: 'daily' }),
      create(client, { jobType: 'estágio,permanente', frequency: 'daily' }),
      create(client, { q: 'x'.repeat(500), frequency: 'daily' }),
      create(client, { frequency: 'daily', userId: '0123456789abcdef01234567' }),
      create(client, { q: 'solar' }),
    ]);
    expect(answers.map((a) => a.status)).to.deep.equal([400, 400, 400, 400, 400, 400]);
    expect(answers[0]!.body.errors).to.deep.equal({ frequency: M.frequencyInvalid });
    expect(answers[4]!.body.errors).to.deep.equal({ userId: MESSAGES.fieldUnknown });
    expect((await list(client)).body).to.deep.equal([]);
  });

  it('keeps one alert per search (the same words in another case are the same search) and at most the limit', async () => {
    const client = await person();
    expect((await create(client, { q: 'Eólica', frequency: 'daily' })).status).to.equal(201);
    const again = await create(client, { q: 'eólica', frequency: 'immediate' });
    expect(again.status).to.equal(409);
    expect(again.body.message).to.equal(M.duplicate);
    for (let n = 1; n < JOB_ALERT_LIMIT; n += 1) expect((await create(client, { q: `busca ${n}`, frequency: 'daily' })).status).to.equal(201);
    const over = await create(client, { q: 'mais uma', frequency: 'daily' });
    expect(over.status).to.equal(409);
    expect(over.body.message).to.equal(M.tooMany);
  });

  it("pauses, resumes, changes the frequency and deletes one's own alert; someone else's is not found", async () => {
    const [mine, theirs] = [await person(), await person()];
    const alert = (await create(mine, { q: 'subestação', frequency: 'immediate' })).body;
    const paused = await edit(mine, alert.id, { paused: true, frequency: 'daily' });
    expect(paused.status).to.equal(200);
    expect(paused.body).to.include({ paused: true, frequency: 'daily' });
    expect((await JobAlert.findById(alert.id).lean())?.active).to.equal(false);
    expect((await edit(mine, alert.id, { paused: false })).body.paused).to.equal(false);
    expect((await JobAlert.findById(alert.id).lean())?.active).to.equal(true);

    expect((await edit(theirs, alert.id, { paused: true })).status).to.equal(404);
    expect((await theirs.request('DELETE', `/api/users/alerts/${alert.id}`)).status).to.equal(404);
    expect((await edit(mine, alert.id, { paused: 'sim' })).body.errors).to.deep.equal({ paused: M.pausedInvalid });
    expect((await mine.request('DELETE', `/api/users/alerts/${alert.id}`)).status).to.equal(204);
    expect(await JobAlert.exists({ _id: alert.id })).to.equal(null);
  });

  it('the unsubscribe link ends the alert and its waiting matches without signing in; a forged or malformed token does not', async () => {
    const client = await person();
    const alert = (await create(client, { q: 'biomassa', frequency: 'daily' })).body;
    const job = await buildJob();
    await JobAlertMatch.create({ alertId: alert.id, userId: (await JobAlert.findById(alert.id))!.userId, jobId: job._id, dedupeKey: `${alert.id}:${job.id}`, pending: true });
    const token = unsubscribeToken(server.config.sessionSecret, alert.id);

    const forged = await cancel(unsubscribeToken('another-secret', alert.id));
    expect(forged.status).to.equal(404);
    expect(forged.body.message).to.equal(M.tokenInvalid);
    const malformed = await cancel('abc');
    expect(malformed.status).to.equal(400);
    expect(malformed.body.errors).to.deep.equal({ token: M.tokenInvalid });
    expect(await JobAlert.exists({ _id: alert.id })).to.not.equal(null);

    expect((await cancel(token)).status).to.equal(204);
    expect(await JobAlert.exists({ _id: alert.id })).to.equal(null);
    expect(await JobAlertMatch.countDocuments({ alertId: alert.id })).to.equal(0);
    // The second click (or the mail client's post after the person's own): the same answer.
    expect((await cancel(token)).status).to.equal(204);
  });

  it("a mail client's one-click post (RFC 8058, urlencoded, no Origin) unsubscribes", async () => {
    const client = await person();
    const alert = (await create(client, { q: 'hidrelétrica', frequency: 'immediate' })).body;
    const token = unsubscribeToken(server.config.sessionSecret, alert.id);
    const res = await fetch(`${server.url}/api/alertas/cancelar?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).to.equal(204);
    expect(await JobAlert.exists({ _id: alert.id })).to.equal(null);
    // Elsewhere a urlencoded post is still refused (the CSRF path stays shut).
    const elsewhere = await fetch(`${server.url}/api/users/alerts`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'frequency=daily' });
    expect(elsewhere.status).to.equal(415);
  });

  it("queues the alerts' run for a job an admin approves and for one published without review, once per submission", async () => {
    const admin = (await signedInClient(server, { userType: 'admin' })).client;
    const queue = server.runtime.producers.notifications;
    const pending = await buildJob({ status: 'pending', submissionId: uniqueId() });
    expect((await admin.post(`/api/admin/jobs/${pending.id}/approve`, await decision('job', pending.id))).status).to.equal(200);
    expect((await queue.getJob(jobApprovedJobId(pending.id as string, pending.submissionId as string)))?.data).to.deep.equal({ jobId: pending.id });

    const own = await admin.post<{ id: string }>('/api/vagas', {
      title: `Engenheiro de Comissionamento ${uniqueId()}`,
      location: 'Natal - RN',
      jobType: 'emprego',
      energyArea: 'eólica',
      workType: 'presencial',
      description: 'Comissionamento de parques eólicos no litoral potiguar.',
    });
    expect(own.status).to.equal(201);
    const queued = (await queue.getJobs(['waiting', 'delayed', 'prioritized'])).filter((j) => j?.name === 'job-approved' && (j.data as { jobId: string }).jobId === own.body.id);
    expect(queued).to.have.length(1);
  });

  describe("a visitor's alert (double opt-in)", () => {
    const ask = (body: unknown) => server.client().post<{ message: string; errors?: Record<string, string> }>('/api/alertas', body);
    const confirmationJobs = async (alertId: string) =>
      (await server.runtime.producers.email.getJobs(['waiting', 'delayed', 'prioritized'])).filter((j) => j?.name === 'job-alert-confirmation' && (j.data as { alertId: string }).alertId === alertId);

    it('stores it unconfirmed and inactive and queues its link; the same answer again; the link confirms it', async () => {
      const email = `Visitante.${uniqueId()}@Example.com`;
      const first = await ask({ email, q: 'inversor', energyArea: 'solar', frequency: 'daily' });
      expect(first.status).to.equal(202);
      expect(first.body).to.deep.equal({ message: M.visitorSent });
      const alert = (await JobAlert.findOne({ email: email.toLowerCase() }).lean())!;
      expect(alert).to.include({ userId: null, confirmed: false, active: false, frequency: 'daily' });
      expect(await confirmationJobs(alert._id.toString())).to.have.length(1);
      // Again: the same words, one alert, one more link.
      expect((await ask({ email, q: 'inversor', energyArea: 'solar', frequency: 'daily' })).body).to.deep.equal({ message: M.visitorSent });
      expect(await JobAlert.countDocuments({ email: email.toLowerCase() })).to.equal(1);
      expect(await confirmationJobs(alert._id.toString())).to.have.length(2);

      const confirm = (token: string) => server.client().post(`/api/alertas/confirmar?token=${encodeURIComponent(token)}`, {});
      expect((await confirm(unsubscribeToken(server.config.sessionSecret, alert._id.toString()))).status).to.equal(404);
      expect((await confirm(confirmationToken(server.config.sessionSecret, alert._id.toString()))).status).to.equal(204);
      expect(await JobAlert.findById(alert._id).lean()).to.include({ confirmed: true, active: true });
      // Confirmed: asking again sends nothing more, and says the same.
      expect((await ask({ email, q: 'inversor', energyArea: 'solar', frequency: 'daily' })).status).to.equal(202);
      expect(await confirmationJobs(alert._id.toString())).to.have.length(2);
    });

    it('refuses a bad address in Portuguese and limits the links one address is sent per day', async () => {
      const bad = await ask({ email: 'não-é-email', frequency: 'daily' });
      expect(bad.status).to.equal(400);
      expect(Object.keys(bad.body.errors ?? {})).to.deep.equal(['email']);
      const email = `limite.${uniqueId()}@example.com`;
      for (let n = 0; n < VISITOR_ALERTS_PER_EMAIL_PER_DAY; n += 1) expect((await ask({ email, q: `busca ${n}`, frequency: 'daily' })).status).to.equal(202);
      const over = await ask({ email, q: 'mais uma', frequency: 'daily' });
      expect(over.status).to.equal(429);
      expect(over.body.message).to.equal('Muitos pedidos de alerta. Tente novamente mais tarde.');
    });
  });
});
