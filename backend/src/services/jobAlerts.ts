/**
 * Job alerts (issue 26, common/jobAlerts.ts): a person's saved searches, the matcher the workers run
 * when a job is approved, and the unsubscribe link every alert e-mail carries.
 *
 * Every read and write of a person's alerts is scoped by the query itself (`{ _id, userId }`), so
 * someone else's alert is simply not found. The unsubscribe token is an HMAC of the alert's id under
 * the server's secret: it works without signing in (from a mailbox, or a mail client's one-click
 * `List-Unsubscribe-Post`) and opens nothing but that one alert's end.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Types } from 'mongoose';
import {
  JOB_ALERT_LIMIT,
  JOB_ALERT_MESSAGES,
  jobAlertKey,
  jobAlertQueryOf,
  type JobAlertFrequency,
  type JobAlertQuery,
  type JobDTO,
} from '@conecta/common';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import type { Producers } from '../queues/producers';
import { isDuplicateKey } from '../lib/mongoErrors';
import { JobAlert, type JobAlertDocument } from '../models/jobAlert';
import { JobAlertMatch } from '../models/jobAlertMatch';
import { searchProbe } from '../search/searchIndex';
import { matchesFilters } from './jobCatalogue';

/** A person's alerts, newest first (a `userId` equality read, at most JOB_ALERT_LIMIT rows). */
export async function alertsOf(userId: Types.ObjectId): Promise<JobAlertDocument[]> {
  const alerts = await JobAlert.find({ userId }).limit(JOB_ALERT_LIMIT);
  return alerts.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b._id.toString().localeCompare(a._id.toString()));
}

async function findOwnAlert(userId: Types.ObjectId, id: Types.ObjectId): Promise<JobAlertDocument> {
  const alert = await JobAlert.findOne({ _id: id, userId });
  if (!alert) throw NotFoundError(JOB_ALERT_MESSAGES.notFound);
  return alert;
}

export async function createAlert(
  userId: Types.ObjectId,
  input: Partial<Record<keyof JobAlertQuery, unknown>> & { frequency: JobAlertFrequency },
): Promise<JobAlertDocument> {
  const query = jobAlertQueryOf(input);
  // A count then an insert: two saves racing at the limit may both pass, which costs one alert over.
  if ((await JobAlert.countDocuments({ userId })) >= JOB_ALERT_LIMIT) throw ConflictError(JOB_ALERT_MESSAGES.tooMany);
  try {
    return await JobAlert.create({ userId, query, key: jobAlertKey(query), frequency: input.frequency });
  } catch (err) {
    if (isDuplicateKey(err)) throw ConflictError(JOB_ALERT_MESSAGES.duplicate);
    throw err;
  }
}

export async function updateAlert(userId: Types.ObjectId, id: Types.ObjectId, changes: { frequency?: JobAlertFrequency; paused?: boolean }): Promise<JobAlertDocument> {
  const alert = await findOwnAlert(userId, id);
  if (changes.frequency) alert.frequency = changes.frequency;
  if (changes.paused !== undefined) {
    alert.paused = changes.paused;
    alert.active = !changes.paused;
  }
  await alert.save();
  return alert;
}

/** The alert and what it matched (a daily one's matches waiting for the digest go with it). */
async function removeAlert(alert: JobAlertDocument): Promise<void> {
  await JobAlertMatch.deleteMany({ alertId: alert._id });
  await JobAlert.deleteOne({ _id: alert._id });
}

export async function deleteAlert(userId: Types.ObjectId, id: Types.ObjectId): Promise<void> {
  await removeAlert(await findOwnAlert(userId, id));
}

// --- a visitor's alert (double opt-in) ---------------------------------------------------------

export interface VisitorAlertDeps {
  producers: Pick<Producers, 'sendEmail'>;
  secret: string;
  log: Logger;
}

/**
 * A visitor's alert: stored unconfirmed and inactive, and its confirmation link mailed. The same
 * search again from the same address sends the link again while unconfirmed, and nothing once
 * confirmed; the answer is the same in every case (JOB_ALERT_MESSAGES.visitorSent), so it tells
 * nobody what an address has subscribed to.
 */
export async function createVisitorAlert(
  email: string,
  input: Partial<Record<keyof JobAlertQuery, unknown>> & { frequency: JobAlertFrequency },
  deps: VisitorAlertDeps,
): Promise<void> {
  const query = jobAlertQueryOf(input);
  const key = `visitor:${email}:${jobAlertKey(query)}`;
  let alert = await JobAlert.findOne({ userId: null, key });
  let created = false;
  if (!alert) {
    try {
      alert = await JobAlert.create({ userId: null, email, query, key, frequency: input.frequency, confirmed: false, active: false });
      created = true;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      return; // the same request twice at once: the other one mails the link
    }
  }
  if (alert.confirmed) return;
  const alertId = alert._id.toString();
  try {
    // One mail per request (the address's limit bounds them): a resend is a new job.
    await deps.producers.sendEmail('job-alert-confirmation', { alertId }, `job-alert-confirmation-${alertId}-${randomUUID()}`);
  } catch (err) {
    deps.log.error({ err, alertId }, 'could not enqueue job-alert-confirmation');
    if (created) await JobAlert.deleteOne({ _id: alert._id });
    throw ServiceUnavailableError();
  }
}

// --- the e-mails' links -------------------------------------------------------------------------

type TokenPurpose = 'job-alert-unsubscribe' | 'job-alert-confirm';

const macOf = (secret: string, alertId: string, purpose: TokenPurpose = 'job-alert-unsubscribe') =>
  createHmac('sha256', secret).update(`${purpose}\n${alertId}`).digest('base64url');

export function unsubscribeToken(secret: string, alertId: string): string {
  return `${alertId}.${macOf(secret, alertId)}`;
}

export function confirmationToken(secret: string, alertId: string): string {
  return `${alertId}.${macOf(secret, alertId, 'job-alert-confirm')}`;
}

/** The page the confirmation e-mail opens (it posts the token back, after a click). */
export const confirmationUrl = (siteUrl: string, secret: string, alertId: string) =>
  `${siteUrl}/alertas/confirmar?token=${encodeURIComponent(confirmationToken(secret, alertId))}`;

/** The alert a token of `purpose` names, or 404 when the token was not made here. */
function alertIdOf(secret: string, token: string, purpose: TokenPurpose): string {
  const [alertId, mac] = token.split('.') as [string, string];
  const expected = Buffer.from(macOf(secret, alertId, purpose));
  const given = Buffer.from(mac ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw NotFoundError(JOB_ALERT_MESSAGES.tokenInvalid);
  return alertId;
}

/** A visitor's confirmation: the alert starts (unless paused since). Again: the same answer. */
export async function confirmAlert(secret: string, token: string): Promise<void> {
  const alert = await JobAlert.findById(alertIdOf(secret, token, 'job-alert-confirm'));
  if (!alert) throw NotFoundError(JOB_ALERT_MESSAGES.tokenInvalid);
  if (alert.confirmed) return;
  alert.confirmed = true;
  alert.active = !alert.paused;
  await alert.save();
}

/** The page a person opens from the e-mail (it confirms on the site) and the address a mail client posts to. */
export function unsubscribeUrls(siteUrl: string, secret: string, alertId: string): { page: string; oneClick: string } {
  const token = encodeURIComponent(unsubscribeToken(secret, alertId));
  return { page: `${siteUrl}/alertas/cancelar?token=${token}`, oneClick: `${siteUrl}/api/alertas/cancelar?token=${token}` };
}

/**
 * Ends the alert a token names. A token whose alert is already gone
 * is not an error (the second click, the mail client's post after the person's own): the person
 * asked to hear no more, and they will not.
 */
export async function unsubscribe(secret: string, token: string): Promise<void> {
  const alert = await JobAlert.findById(alertIdOf(secret, token, 'job-alert-unsubscribe'));
  if (alert) await removeAlert(alert);
}

// --- the matcher ------------------------------------------------------------------------------

/**
 * The alerts an approved job matches: the list's filters by equality, then the search text by the
 * list's own engine on an index of this one job (so 'eol' finds 'Eólica' here as on /vagas).
 */
export function alertsMatching(job: JobDTO, alerts: readonly JobAlertDocument[]): JobAlertDocument[] {
  const probe = searchProbe('jobs', job);
  return alerts.filter((alert) => {
    const query = jobAlertQueryOf(alert.query ?? {});
    const filters = {
      jobType: query.jobType.length ? query.jobType : undefined,
      energyArea: query.energyArea ?? undefined,
      location: query.location ?? undefined,
      jobFunction: query.jobFunction ?? undefined,
      workType: query.workType ?? undefined,
      credential: query.credential ?? undefined,
    };
    return matchesFilters(job, filters) && (!query.q || probe(query.q));
  });
}
