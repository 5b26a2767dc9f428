/**
 * Job alerts (issue 26): an approved job told to the owner of every active alert it matches, once
 * per alert — at once (a bell entry, its push and an e-mail) or in the alert's daily digest.
 *
 * Once, whoever runs it and however often (a retry, two workers processes, the job approved again
 * after an edit):
 * - a match is a JobAlertMatch under the unique `<alertId>:<jobId>`; only the run whose insert
 *   created it tells (an upsert answers whether it inserted), so a second run tells nobody;
 * - a run cut off after the insert and before telling is the one case the insert guard cannot see:
 *   the immediate notice's bell is an upsert on its own key and its e-mail job's id names the pair,
 *   so the retry of the same job re-tells it harmlessly. It re-tells because the retry finds the
 *   match still `pending: true` — the flag is cleared after telling, not before;
 * - the digest takes each pending match by stamping it with the day before mailing (see below).
 * Never a job the person already applied to, nor their own job (a company's alert).
 */
import { createHash } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import type { Job as QueueJob } from 'bullmq';
import { describeJobAlert, jobAlertQueryOf, jobAlertSearchPath, type EmailJobs, type NotificationJobs } from '@conecta/common';
import { isObjectIdHex } from '@conecta/backend/lib/ids';
import type { Logger } from '@conecta/backend/lib/logger';
import { Application } from '@conecta/backend/models/application';
import { Job } from '@conecta/backend/models/job';
import { JobAlert, type JobAlertDocument } from '@conecta/backend/models/jobAlert';
import { JobAlertMatch } from '@conecta/backend/models/jobAlertMatch';
import { presentJob, type JobRow } from '@conecta/backend/presenters/job';
import { User } from '@conecta/backend/models/user';
import { alertsMatching, confirmationUrl, unsubscribeUrls } from '@conecta/backend/services/jobAlerts';
import { jobAlertConfirmationMail, jobAlertMail, type Mail } from '../mailer';
import type { EmailDeps } from './email';
import { notifyUser, type NotifyDeps } from '../notify';

export interface JobAlertDeps extends NotifyDeps {
  log?: Logger;
  /** The clock (tests move it): the digest's day is its UTC calendar day. */
  now?: () => Date;
}

export const jobAlertMailJobId = (alertId: string, jobId: string) => `job-alert-${alertId}-${jobId}`;
const matchKey = (alertId: string, jobId: string) => `${alertId}:${jobId}`;

/** Whether the person applied to the job already (then the alert has nothing to tell them). */
async function hasApplied(userId: Types.ObjectId, jobId: Types.ObjectId): Promise<boolean> {
  return (await Application.exists({ jobId, userId })) !== null;
}

/** `job-approved`: the job against every active alert. */
export async function jobApproved(deps: JobAlertDeps, { jobId }: NotificationJobs['job-approved']): Promise<void> {
  if (!isObjectIdHex(jobId)) return;
  const row = await Job.findOne({ _id: jobId, status: 'approved' }).lean<JobRow>();
  // Closed, taken back to moderation or removed since, or its company's page taken down: nothing to announce.
  if (!row || row.ownerPageRemoved === true) return;
  const job = presentJob(row);
  // One equality read of every active alert, matched in memory: fine while alerts number in the
  // thousands; past that, read the candidates by the job's filter values first.
  const alerts = await JobAlert.find({ active: true });
  for (const alert of alertsMatching(job, alerts)) {
    // A visitor's alert (no account) has no own jobs nor applications to leave out.
    if (alert.userId && (row.companyId?.equals(alert.userId) || (await hasApplied(alert.userId, row._id)))) continue;
    await tellMatch(deps, alert, row._id, job.title, job.company);
  }
}

async function tellMatch(deps: JobAlertDeps, alert: JobAlertDocument, jobId: Types.ObjectId, title: string, company: string): Promise<void> {
  const alertId = alert._id.toString();
  const key = matchKey(alertId, jobId.toString());
  const result = await JobAlertMatch.updateOne(
    { dedupeKey: key },
    { $setOnInsert: { alertId: alert._id, userId: alert.userId, jobId, dedupeKey: key, pending: true, digestDay: null } },
    { upsert: true },
  );
  if (alert.frequency === 'daily') return; // the day's digest takes it
  if (result.upsertedCount === 0) {
    // Told already, unless a run was cut off between the insert and the telling (still pending).
    const match = await JobAlertMatch.findOne({ dedupeKey: key }).select({ pending: 1 }).lean();
    if (!match?.pending) return;
  }
  const summary = describeJobAlert(jobAlertQueryOf(alert.query ?? {}));
  // A visitor has no bell: the e-mail alone.
  if (alert.userId) {
    await notifyUser(deps, {
      dedupeKey: `job-alert-${key}`,
      userId: alert.userId.toString(),
      kind: 'job-alert',
      title: `Nova vaga para o seu alerta: ${title}`,
      body: `${company} · Alerta: ${summary}`,
      link: `/vagas/${jobId.toString()}`,
    });
  }
  await deps.producers?.sendEmail('job-alert', { alertId, jobIds: [jobId.toString()] }, jobAlertMailJobId(alertId, jobId.toString()));
  await JobAlertMatch.updateOne({ dedupeKey: key }, { $set: { pending: false } });
}

const dayText = (date: Date) => date.toISOString().slice(0, 10);

/**
 * `job-alert-digests`, daily: each daily alert's pending matches in one e-mail. The matches are
 * stamped with the day first (`pending: false, digestDay`), then the day's stamped matches of the
 * alert are mailed under a job id naming the day and their set — so a rerun the same day mails
 * the same set under the same id (BullMQ and the sent mark keep it to one e-mail), and a match
 * stamped by a run cut off before mailing is still in the day's set the rerun mails.
 */
export async function jobAlertDigests(deps: JobAlertDeps): Promise<void> {
  const day = dayText((deps.now ?? (() => new Date()))());
  const pending = await JobAlertMatch.find({ pending: true }).select({ _id: 1, alertId: 1 }).lean();
  const alertIds = [...new Set(pending.map((match) => match.alertId.toString()))];
  for (const alertId of alertIds) {
    const alert = await JobAlert.findById(alertId).select({ frequency: 1 }).lean();
    // An alert switched to 'Imediato' since keeps its waiting matches for this last digest.
    if (!alert) continue;
    const ids = pending.filter((match) => match.alertId.toString() === alertId).map((match) => match._id);
    await JobAlertMatch.updateMany({ _id: mongoose.trusted({ $in: ids }), pending: true }, { $set: { pending: false, digestDay: day } });
    const todays = await JobAlertMatch.find({ alertId, digestDay: day }).select({ jobId: 1 }).lean();
    const jobIds = todays.map((match) => match.jobId.toString()).sort();
    if (!jobIds.length) continue;
    const set = createHash('sha256').update(jobIds.join(',')).digest('hex').slice(0, 12);
    await deps.producers?.sendEmail('job-alert', { alertId, jobIds }, `job-alert-digest-${alertId}-${day}-${set}`);
  }
  deps.log?.info({ alerts: alertIds.length, matches: pending.length, day }, 'job alert digests queued');
}

/**
 * The e-mail of a `job-alert` job, read when it is sent: nothing when the alert or its owner is
 * gone (unsubscribed since), and only the jobs still open that the person has not applied to.
 */
export async function jobAlertMailOf(job: QueueJob<EmailJobs['job-alert']>, deps: Pick<EmailDeps, 'siteUrl' | 'secret'>): Promise<Mail | null> {
  const { alertId, jobIds } = job.data;
  if (!isObjectIdHex(alertId)) return null;
  const alert = await JobAlert.findById(alertId).lean();
  if (!alert?.active) return null;
  const recipient = await recipientOf(alert);
  if (!recipient) return null;
  const ids = jobIds.filter(isObjectIdHex);
  const rows = await Job.find({ _id: mongoose.trusted({ $in: ids }), status: 'approved' }).select({ title: 1, company: 1, location: 1 }).lean();
  const applications = alert.userId ? await Application.find({ userId: alert.userId, jobId: mongoose.trusted({ $in: ids }) }).select({ jobId: 1 }).lean() : [];
  const applied = new Set(applications.map((a) => a.jobId.toString()));
  const open = rows.filter((row) => !applied.has(row._id.toString()));
  if (!open.length) return null;
  const query = jobAlertQueryOf(alert.query ?? {});
  const links = unsubscribeUrls(deps.siteUrl, deps.secret, alertId);
  return jobAlertMail(
    open.map((row) => ({ title: row.title, company: row.company, location: row.location, url: `${deps.siteUrl}/vagas/${row._id.toString()}` })),
    {
      summary: describeJobAlert(query),
      searchUrl: `${deps.siteUrl}${jobAlertSearchPath(query)}`,
      unsubscribePage: links.page,
      unsubscribeOneClick: links.oneClick,
      digest: String(job.id).startsWith('job-alert-digest-'),
    },
    recipient,
  );
}

/** Who an alert's e-mails go to: the account (unless suspended or gone), or a visitor's confirmed address. */
async function recipientOf(alert: { userId?: Types.ObjectId | null; email?: string | null; confirmed?: boolean }): Promise<{ email: string; firstName: string } | null> {
  if (!alert.userId) return alert.email && alert.confirmed ? { email: alert.email, firstName: '' } : null;
  const user = await User.findById(alert.userId).select({ email: 1, firstName: 1, isSuspended: 1 }).lean();
  return user && !user.isSuspended ? user : null;
}

/** A visitor's confirmation link (double opt-in), or null when the alert is gone or already confirmed. */
export async function jobAlertConfirmationMailOf({ alertId }: EmailJobs['job-alert-confirmation'], deps: Pick<EmailDeps, 'siteUrl' | 'secret'>): Promise<Mail | null> {
  if (!isObjectIdHex(alertId)) return null;
  const alert = await JobAlert.findById(alertId).lean();
  if (!alert || alert.confirmed || !alert.email) return null;
  const query = jobAlertQueryOf(alert.query ?? {});
  return jobAlertConfirmationMail(describeJobAlert(query), confirmationUrl(deps.siteUrl, deps.secret, alertId), alert.email);
}
