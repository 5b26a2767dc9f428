/**
 * Issue 24: credential expiry reminders (workers/src/processors/credentialReminders.ts, decision
 * 0020). A credential reaching 60, 30 and 0 days before its last valid day gives its owner one
 * bell entry and one e-mail per threshold — across re-runs, a run cut off half-way, two scans at
 * once (two workers processes) and a save racing the scan; a credential saved inside a threshold
 * is reminded at once; a renewal starts over. Real FerretDB, Redis and MailDev. The scan's clock is
 * moved by calling the processor with `now`; through the queue it runs on today. Every wait is on
 * a job's state or a condition, never on the clock.
 */
import { expect } from 'chai';
import { Redis } from 'ioredis';
import { CREDENTIAL_CATALOGUE, credentialReminderTexts, credentialReminderThreshold, type CredentialCode } from '@conecta/common';
import { Credential } from '@conecta/backend/models/credential';
import { Notification } from '@conecta/backend/models/notification';
import { createRoomEmitter } from '@conecta/backend/realtime/emitter';
import { buildUser, startTestServer, uniqueId, type TestServer } from '@conecta/backend/test/support';
import { CREDENTIAL_REMINDERS_SCHEDULE, INACTIVE_PURGE_SCHEDULE, JOB_ALERT_DIGESTS_SCHEDULE, startWorkers, type RunningWorkers } from '../src/main';
import { credentialReminderKey, credentialReminders, type CredentialReminderDeps } from '../src/processors/credentialReminders';
import { jobCompleted, mailsTo, waitFor } from './mailbox';

type Person = Awaited<ReturnType<typeof buildUser>>['user'];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Today's UTC calendar day plus `offset` days, as UTC midnight (how validity days are stored). */
const day = (offset: number, from = new Date()) =>
  new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()) + offset * DAY_MS);
const ptDate = (date: Date) => date.toISOString().slice(0, 10).split('-').reverse().join('/');
/** Texts a person typed on the record: they must never reach a mailbox. */
const INSTITUTION = 'Instituto Zeta-Privado de Treinamento';
const NOTES = 'anotação-particular-7731';

describe('credential expiry reminders (workers/src/processors/credentialReminders.ts)', function () {
  this.timeout(90_000);
  let server: TestServer;
  let workers: RunningWorkers[];
  let redis: Redis;

  before(async () => {
    server = await startTestServer('workers_credential_reminders');
    // Two workers processes, as in production: each reminder must still be told once.
    workers = [await startWorkers(server.config), await startWorkers(server.config)];
    redis = new Redis(server.config.redisUrl);
  });
  after(async () => {
    redis.disconnect();
    await server.stop();
    for (const running of workers) await running.close();
  });

  const producers = () => server.runtime.producers;
  /** The scan's collaborators, on a clock standing at noon (UTC) of `at`. */
  const depsAt = (at: Date): CredentialReminderDeps => ({
    emitter: createRoomEmitter(redis, server.config.redisPrefix),
    producers: producers(),
    redis,
    redisPrefix: server.config.redisPrefix,
    now: () => new Date(at.getTime() + 12 * 3600 * 1000),
  });

  /** A record whose last valid day is `validUntil` (its training date derived from the catalogue), or one of a norm without expiry. */
  async function credentialOf(person: Person, code: CredentialCode, validUntil: Date | null) {
    const months = CREDENTIAL_CATALOGUE[code].validityMonths;
    const next = validUntil ? new Date(validUntil.getTime() + DAY_MS) : day(-100);
    const trainedOn = months ? new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() - months, next.getUTCDate())) : next;
    return Credential.create({ userId: person._id, code, trainedOn, hours: 40, institution: INSTITUTION, notes: NOTES, validUntil });
  }

  const remindersOf = (person: Person) => Notification.find({ userId: person._id, kind: 'credential-reminder' }).sort({ createdAt: 1, _id: 1 }).lean();

  /** What the API does on a save (its job id names the last valid day); waits until the workers did it. */
  async function saved(credential: Awaited<ReturnType<typeof credentialOf>>): Promise<void> {
    const jobId = `credential-saved-${credential.id as string}-${credential.validUntil ? credential.validUntil.toISOString().slice(0, 10) : 'none'}`;
    await producers().notify('credential-saved', { credentialId: credential.id as string }, jobId);
    await jobCompleted(producers().notifications, jobId);
  }

  /** Every reminder's e-mail twin handed to the SMTP server; then the person's mailbox. */
  async function mailsOf(person: Person) {
    for (const notice of await remindersOf(person)) await jobCompleted(producers().email, `email-notification-${notice._id.toString()}`);
    return mailsTo(person.email);
  }

  it('tells 60, 30 and 0 days before expiry once each, however often the scan runs', async () => {
    const person = (await buildUser()).user;
    const validUntil = day(200);
    const credential = await credentialOf(person, 'nr35', validUntil);
    const at = (daysLeft: number) => depsAt(day(-daysLeft, validUntil));

    await credentialReminders(at(61));
    expect(await remindersOf(person)).to.have.length(0);

    await credentialReminders(at(60));
    await credentialReminders(at(60));
    await credentialReminders(at(45));
    let bell = await remindersOf(person);
    expect(bell.map((n) => n.dedupeKey)).to.deep.equal([credentialReminderKey(credential.id as string, validUntil, 60)]);
    expect(bell[0]).to.deep.include({
      title: `Sua certificação NR-35 vence em 60 dias (${ptDate(validUntil)})`,
      link: '/profile',
      read: false,
    });

    // A run cut off after the bell and the e-mail's enqueue, before its mark: the rerun tells nothing new.
    await redis.del(`${server.config.redisPrefix}credential-reminded:${bell[0]!.dedupeKey}`);
    await credentialReminders(at(44));
    // Weeks on, BullMQ's record of the e-mail job and its sent mark (one week) are gone: the
    // reminder, still due until 31 days left, is not mailed again.
    const emailJobId = `email-notification-${bell[0]!._id.toString()}`;
    await jobCompleted(producers().email, emailJobId);
    await (await producers().email.getJob(emailJobId))!.remove();
    await redis.del(`${server.config.redisPrefix}mail-sent:${emailJobId}`);
    await credentialReminders(at(31));
    expect(await producers().email.getJob(emailJobId)).to.equal(undefined);

    await credentialReminders(at(30));
    await credentialReminders(at(29));
    await credentialReminders(at(1));
    await credentialReminders(at(0));
    await credentialReminders(at(0));
    await credentialReminders(at(-1));
    bell = await remindersOf(person);
    expect(bell.map((n) => n.dedupeKey.slice(n.dedupeKey.lastIndexOf('-') + 1))).to.deep.equal(['60', '30', '0']);
    expect(bell.map((n) => n.title)).to.deep.equal([
      `Sua certificação NR-35 vence em 60 dias (${ptDate(validUntil)})`,
      `Sua certificação NR-35 vence em 30 dias (${ptDate(validUntil)})`,
      'Sua certificação NR-35 vence hoje',
    ]);

    // The first one's e-mail job was removed above (its mail went out before).
    for (const notice of bell.slice(1)) await jobCompleted(producers().email, `email-notification-${notice._id.toString()}`);
    const mails = await mailsTo(person.email);
    expect(mails.map((m) => m.subject).sort()).to.deep.equal(
      [
        `Sua certificação NR-35 vence em 60 dias (${ptDate(validUntil)}) - Conecta Energia`,
        `Sua certificação NR-35 vence em 30 dias (${ptDate(validUntil)}) - Conecta Energia`,
        'Sua certificação NR-35 vence hoje - Conecta Energia',
      ].sort(),
    );
  });

  it('a run cut off between the bell entry and its e-mail: the next run sends the e-mail, once', async () => {
    const person = (await buildUser()).user;
    const validUntil = day(300);
    const credential = await credentialOf(person, 'nr33-trabalhador', validUntil);
    const dedupeKey = credentialReminderKey(credential.id as string, validUntil, 30);
    // What the cut-off run left: the bell entry, no e-mail job, no mark.
    await Notification.create({ dedupeKey, userId: person._id, kind: 'credential-reminder', title: 'Sua certificação NR-33 Trabalhador/Vigia vence em 20 dias', body: '', link: '/profile' });

    await Promise.all([credentialReminders(depsAt(day(-20, validUntil))), credentialReminders(depsAt(day(-19, validUntil)))]);
    const bell = await remindersOf(person);
    expect(bell).to.have.length(1);
    const mails = await waitFor(() => mailsOf(person), (m) => m.length > 0, 15_000);
    expect(mails).to.have.length(1);
  });

  it('two scans at once, in two workers processes and in one: one reminder per credential and threshold', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, async () => (await buildUser()).user));
    // Today, through the queue: 45 days left (60), 12 (30), today (0), 3 days late (0).
    const offsets = [45, 12, 0, -3];
    const credentials = await Promise.all(people.map((person, i) => credentialOf(person, 'nr10-basico', day(offsets[i]!))));
    const ids = [`credential-reminders-test-${uniqueId()}`, `credential-reminders-test-${uniqueId()}`];
    await Promise.all(ids.map((id) => producers().notify('credential-reminders', {}, id)));
    for (const id of ids) await jobCompleted(producers().notifications, id);
    // And again in one process, twice at once.
    const told = await Promise.all([credentialReminders(depsAt(day(0))), credentialReminders(depsAt(day(0)))]);
    expect(told).to.deep.equal([0, 0]);

    const thresholds = [60, 30, 0, 0];
    for (const [i, person] of people.entries()) {
      const bell = await remindersOf(person);
      expect(bell.map((n) => n.dedupeKey)).to.deep.equal([credentialReminderKey(credentials[i]!.id as string, credentials[i]!.validUntil!, thresholds[i]!)]);
      expect(await mailsOf(person)).to.have.length(1);
    }
    expect((await remindersOf(people[2]!))[0]!.title).to.equal('Sua certificação NR-10 Básico vence hoje');
    expect((await remindersOf(people[3]!))[0]!.title).to.equal(`Sua certificação NR-10 Básico venceu em ${ptDate(day(-3))}`);

    // Moved two days on, in two processes at once: the one at 12 days is still inside 30, told already.
    const later = await Promise.all([credentialReminders(depsAt(day(2))), credentialReminders(depsAt(day(2)))]);
    expect(later[0]! + later[1]!).to.equal(0);
  });

  it('a credential saved 10 days before expiry is reminded at once of 30, never of 60; the e-mail carries nothing typed', async () => {
    const person = (await buildUser()).user;
    const credential = await credentialOf(person, 'nr35', day(10));
    await saved(credential);

    const bell = await remindersOf(person);
    expect(bell).to.have.length(1);
    expect(bell[0]).to.deep.include({
      dedupeKey: credentialReminderKey(credential.id as string, credential.validUntil!, 30),
      title: `Sua certificação NR-35 vence em 10 dias (${ptDate(day(10))})`,
      link: '/profile',
    });
    // The next morning's scan and the same save again: nothing more.
    await credentialReminders(depsAt(day(1)));
    await saved(credential);
    expect(await remindersOf(person)).to.have.length(1);

    const mails = await mailsOf(person);
    expect(mails).to.have.length(1);
    const [mail] = mails;
    expect(mail!.subject).to.equal(`Sua certificação NR-35 vence em 10 dias (${ptDate(day(10))}) - Conecta Energia`);
    expect(mail!.text).to.include('Certificações');
    expect(mail!.text).to.include(`${server.config.siteUrl}/profile`);
    for (const typed of [INSTITUTION, NOTES]) {
      expect(mail!.text).not.to.include(typed);
      expect(mail!.html).not.to.include(typed);
      expect(bell[0]!.body).not.to.include(typed);
    }
  });

  it('a renewal (a new training date, a new last day) starts over', async () => {
    const person = (await buildUser()).user;
    const credential = await credentialOf(person, 'nr35', day(10));
    await saved(credential);
    expect(await remindersOf(person)).to.have.length(1);

    // Renewed today: valid 24 months on. Nothing due now; the new last day's thresholds each come once.
    const renewedUntil = new Date(Date.UTC(day(0).getUTCFullYear(), day(0).getUTCMonth() + 24, day(0).getUTCDate()) - DAY_MS);
    await Credential.updateOne({ _id: credential._id }, { $set: { trainedOn: day(0), validUntil: renewedUntil } });
    const renewed = (await Credential.findById(credential._id))!;
    await saved(renewed);
    expect(await remindersOf(person)).to.have.length(1);

    for (const daysLeft of [60, 30, 30, 0]) await credentialReminders(depsAt(day(-daysLeft, renewedUntil)));
    const keys = (await remindersOf(person)).map((n) => n.dedupeKey);
    const id = credential.id as string;
    expect(keys).to.deep.equal([
      credentialReminderKey(id, day(10), 30),
      credentialReminderKey(id, renewedUntil, 60),
      credentialReminderKey(id, renewedUntil, 30),
      credentialReminderKey(id, renewedUntil, 0),
    ]);
    expect(await mailsOf(person)).to.have.length(4);
  });

  it('expired: reminded of 0 up to 30 days late ("venceu em"), an older record never', async () => {
    const person = (await buildUser()).user;
    const recent = await credentialOf(person, 'nr10-sep', day(-5));
    const old = await credentialOf(person, 'nr10-basico', day(-31));
    await saved(recent);
    await saved(old);
    await credentialReminders(depsAt(day(0)));

    const bell = await remindersOf(person);
    expect(bell.map((n) => n.dedupeKey)).to.deep.equal([credentialReminderKey(recent.id as string, day(-5), 0)]);
    expect(bell[0]!.title).to.equal(`Sua certificação NR-10 SEP venceu em ${ptDate(day(-5))}`);
    expect(await mailsOf(person)).to.have.length(1);
  });

  it('a norm without a refresher period (NR-12) is never reminded', async () => {
    const person = (await buildUser()).user;
    const credential = await credentialOf(person, 'nr12', null);
    await saved(credential);
    for (const offset of [0, 30, 365, 3650]) await credentialReminders(depsAt(day(offset)));
    expect(await remindersOf(person)).to.have.length(0);
  });

  it('keeps one daily schedule of each daily job, however many workers processes start', async () => {
    const schedulers = await producers().notifications.getJobSchedulers();
    const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
    expect(schedulers.map((s) => ({ key: s.key, pattern: s.pattern, name: s.name, tz: s.tz })).sort(byKey)).to.deep.equal(
      [
        { key: CREDENTIAL_REMINDERS_SCHEDULE.id, pattern: CREDENTIAL_REMINDERS_SCHEDULE.pattern, name: 'credential-reminders', tz: CREDENTIAL_REMINDERS_SCHEDULE.tz },
        { key: JOB_ALERT_DIGESTS_SCHEDULE.id, pattern: JOB_ALERT_DIGESTS_SCHEDULE.pattern, name: 'job-alert-digests', tz: JOB_ALERT_DIGESTS_SCHEDULE.tz },
        { key: INACTIVE_PURGE_SCHEDULE.id, pattern: INACTIVE_PURGE_SCHEDULE.pattern, name: 'inactive-purge', tz: INACTIVE_PURGE_SCHEDULE.tz },
      ].sort(byKey),
    );
  });
});

describe('which threshold is due (common/credentials.ts, decision 0020)', () => {
  it('the tightest reached, expired ones up to 30 days late', () => {
    const table: Array<[number, number | null]> = [
      [400, null], [61, null], [60, 60], [45, 60], [31, 60], [30, 30], [10, 30], [1, 30], [0, 0], [-1, 0], [-30, 0], [-31, null],
    ];
    expect(table.map(([daysLeft]) => [daysLeft, credentialReminderThreshold(daysLeft)])).to.deep.equal(table);
  });

  it('says the days left, tomorrow, today or the day it expired', () => {
    const until = new Date('2027-03-09T00:00:00Z');
    expect(credentialReminderTexts('nr35', until, 30).title).to.equal('Sua certificação NR-35 vence em 30 dias (09/03/2027)');
    expect(credentialReminderTexts('nr35', until, 1).title).to.equal('Sua certificação NR-35 vence amanhã (09/03/2027)');
    expect(credentialReminderTexts('nr35', until, 0).title).to.equal('Sua certificação NR-35 vence hoje');
    expect(credentialReminderTexts('nr33-supervisor', until, -2).title).to.equal('Sua certificação NR-33 Supervisor venceu em 09/03/2027');
  });
});
