/**
 * Credential expiry reminders (issue 24, decision 0020): a person whose NR training reaches 60, 30
 * or 0 days before its last valid day hears it once — one bell entry, its push and its e-mail twin
 * (../notify.ts) — per credential, last valid day and threshold.
 * - `credential-reminders`, daily (the job scheduler of main.ts): every credential whose stored
 *   `validUntil` lies in the reminder window (a range on one indexed top-level date) is checked;
 * - `credential-saved`, at once when a credential is saved: the same check for that one, so a
 *   record saved already inside a threshold is reminded without waiting for the next morning.
 * Which threshold is due on a day is common's `credentialReminderThreshold` (the tightest reached,
 * an expired one up to 30 days late). Its dedupe key,
 * `credential-reminder-<credentialId>-<validUntil day>-<threshold>`, names the last valid day, so a
 * renewal (a new training date, a new last day) starts over.
 *
 * Exactly once, whoever runs the check and however often:
 * - the Notification is an upsert on that unique key (notify.ts) and its e-mail job's id derives
 *   from the notification, so the same reminder told twice is one bell entry and one e-mail;
 * - after telling, a mark `<prefix>credential-reminded:<key>` (90 days: longer than any key is due)
 *   says so, and a check finding it does nothing more: a reminder still due for weeks (60 → 31
 *   days left) is not re-enqueued after its e-mail job and its sent mark (one week) have expired;
 * - a reminder not yet marked (a run cut off between the bell and the e-mail, a retry) is told
 *   again, which writes nothing new and enqueues the e-mail it may have missed, under its own id;
 * - the check-tell-mark of one credential runs under its Redis lock, so two scans at once (two
 *   workers processes, the scan and a save) take turns: the second finds the mark.
 */
import mongoose from 'mongoose';
import type { Redis } from 'ioredis';
import {
  CREDENTIAL_REMINDER_DAYS,
  CREDENTIAL_REMINDER_LATE_DAYS,
  credentialDaysLeft,
  credentialReminderTexts,
  credentialReminderThreshold,
  type CredentialCode,
  type NotificationJobs,
} from '@conecta/common';
import { withKeyLock } from '@conecta/backend/engine/index';
import { isObjectIdHex } from '@conecta/backend/lib/ids';
import type { Logger } from '@conecta/backend/lib/logger';
import { Credential } from '@conecta/backend/models/credential';
import { User } from '@conecta/backend/models/user';
import { notifyUser, type NotifyDeps } from '../notify';

export interface CredentialReminderDeps extends NotifyDeps {
  /** The marks and the per-credential locks. */
  redis: Redis;
  redisPrefix: string;
  log?: Logger;
  /** The clock (tests move it); the day is its UTC calendar day, as common's credential states read it. */
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a told reminder stays marked: a key is due on 31 days at most (60 → 31 days left). */
const REMINDED_MARK_SECONDS = 90 * 24 * 3600;

const dayText = (date: Date) => date.toISOString().slice(0, 10);
const todayOf = (now: Date) => new Date(`${dayText(now)}T00:00:00Z`);

export const credentialReminderKey = (credentialId: string, validUntil: Date, threshold: number) =>
  `credential-reminder-${credentialId}-${dayText(validUntil)}-${threshold}`;

interface ReminderRow {
  _id: mongoose.Types.ObjectId;
  userId: mongoose.Types.ObjectId;
  code: string;
  validUntil: Date | null;
}

/** Tells the credential's owner of the threshold due today, once; true when this call told it. */
async function remindOne(deps: CredentialReminderDeps, credential: ReminderRow, today: Date): Promise<boolean> {
  if (!credential.validUntil) return false; // a norm without a refresher period (NR-12)
  const daysLeft = credentialDaysLeft(credential.validUntil, today);
  const threshold = credentialReminderThreshold(daysLeft);
  if (threshold === null) return false;
  const credentialId = credential._id.toString();
  const dedupeKey = credentialReminderKey(credentialId, credential.validUntil, threshold);
  const mark = `${deps.redisPrefix}credential-reminded:${dedupeKey}`;
  if (await deps.redis.exists(mark)) return false;
  return withKeyLock(
    deps,
    `credential-reminder:${credentialId}`,
    async () => {
      if (await deps.redis.exists(mark)) return false; // told by whoever held the lock before
      // An account removed since (its records outlive it until cleaned): nobody to tell.
      if (!(await User.exists({ _id: credential.userId }))) return false;
      await notifyUser(deps, {
        dedupeKey,
        userId: credential.userId.toString(),
        kind: 'credential-reminder',
        ...credentialReminderTexts(credential.code as CredentialCode, credential.validUntil!, daysLeft),
        link: '/profile',
        email: true,
      });
      await deps.redis.set(mark, '1', 'EX', REMINDED_MARK_SECONDS);
      return true;
    },
    { waitMs: 10_000, ttlMs: 30_000 },
  );
}

const SELECTED = { userId: 1, code: 1, validUntil: 1 } as const;

/** `credential-saved`: the check for one credential, at once. A credential removed since: nothing. */
export async function credentialSaved(deps: CredentialReminderDeps, { credentialId }: NotificationJobs['credential-saved']): Promise<void> {
  if (!isObjectIdHex(credentialId)) return;
  const credential = await Credential.findById(credentialId).select(SELECTED).lean<ReminderRow>();
  if (credential) await remindOne(deps, credential, todayOf(deps.now?.() ?? new Date()));
}

/**
 * `credential-reminders`: the daily scan of every credential whose last valid day is between
 * `CREDENTIAL_REMINDER_LATE_DAYS` ago and 60 days ahead. One credential's failure (its lock not
 * had) does not stop the others; the job then fails and its retry checks again, a no-op for the
 * ones already told. Returns how many reminders this run told.
 */
export async function credentialReminders(deps: CredentialReminderDeps): Promise<number> {
  const today = todayOf(deps.now?.() ?? new Date());
  const from = new Date(today.getTime() - CREDENTIAL_REMINDER_LATE_DAYS * DAY_MS);
  const to = new Date(today.getTime() + Math.max(...CREDENTIAL_REMINDER_DAYS) * DAY_MS);
  const cursor = Credential.find({ validUntil: mongoose.trusted({ $gte: from, $lte: to }) })
    .select(SELECTED)
    .lean<ReminderRow[]>()
    .cursor({ batchSize: 500 });
  let told = 0;
  let checked = 0;
  let failure: unknown = null;
  for await (const credential of cursor as AsyncIterable<ReminderRow>) {
    checked += 1;
    try {
      if (await remindOne(deps, credential, today)) told += 1;
    } catch (err) {
      failure ??= err;
      deps.log?.warn({ credentialId: credential._id.toString(), err: err instanceof Error ? err.message : String(err) }, 'credential reminder failed');
    }
  }
  deps.log?.info({ day: dayText(today), checked, told }, 'credential reminders');
  if (failure) throw failure;
  return told;
}

