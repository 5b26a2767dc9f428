/**
 * The daily purge of inactive accounts (issue 26, LGPD art. 15/16: data kept no longer than its
 * purpose). An account nobody signed in to for `days` (its `lastLoginAt`, stamped by every way in;
 * an account that never signed in since the stamp existed counts from its creation) loses its
 * applications and its job alerts: a company has no use for a candidate who stopped looking, and
 * an alert mailing someone who left is what LGPD and the inbox both object to. The account and its
 * profile stay — their owner may come back; deleting them is the owner's choice ('Meus dados').
 *
 * Run by the workers (the `inactive-purge` job, once a day); `now` is a parameter so tests move the
 * clock instead of waiting two years. Safe to run twice at once: every step is a delete or a recount.
 */
import mongoose, { type Types } from 'mongoose';
import { User } from '../models/user';
import { Application } from '../models/application';
import { Job } from '../models/job';
import { JobAlert } from '../models/jobAlert';
import { JobAlertMatch } from '../models/jobAlertMatch';
import { storeCount } from '../engine/counters';
import type { Logger } from '../lib/logger';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Accounts handled per round: one `$in` of ids per collection, however many accounts went quiet. */
const BATCH = 500;

/**
 * A way in (a sign-in, a sign-in link): what the purge reads. Past mongoose on purpose: a sign-in is
 * no profile change, so no `user.changed` for every process's index to reread.
 */
export async function stampSignIn(userId: Types.ObjectId, at: Date): Promise<void> {
  await User.collection.updateOne({ _id: userId }, { $set: { lastLoginAt: at } });
}

export interface PurgeOutcome {
  accounts: number;
  applications: number;
  alerts: number;
}

export async function purgeInactiveAccounts({ days, now = new Date(), log }: { days: number; now?: Date; log?: Logger }): Promise<PurgeOutcome> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const outcome: PurgeOutcome = { accounts: 0, applications: 0, alerts: 0 };
  // Two plain filters, each an engine both FerretDB and MongoDB run: stamped long ago, or never stamped and old.
  const filters = [{ lastLoginAt: mongoose.trusted({ $lt: cutoff }) }, { lastLoginAt: null, createdAt: mongoose.trusted({ $lt: cutoff }) }];
  for (const filter of filters) {
    let ids: Types.ObjectId[] = [];
    for await (const row of User.find(filter).select({ _id: 1 }).lean().cursor({ batchSize: BATCH })) {
      ids.push(row._id);
      if (ids.length === BATCH) {
        await purge(ids, outcome, log);
        ids = [];
      }
    }
    if (ids.length > 0) await purge(ids, outcome, log);
  }
  return outcome;
}

async function purge(userIds: Types.ObjectId[], outcome: PurgeOutcome, log?: Logger): Promise<void> {
  const userId = mongoose.trusted({ $in: userIds });
  const applied = await Application.find({ userId }).select({ jobId: 1, userId: 1 }).lean();
  const alerts = await JobAlert.find({ userId }).select({ _id: 1, userId: 1 }).lean();
  if (applied.length === 0 && alerts.length === 0) return;
  outcome.accounts += new Set([...applied, ...alerts].map((row) => String(row.userId))).size;
  if (applied.length > 0) {
    outcome.applications += (await Application.deleteMany({ userId })).deletedCount ?? 0;
    // The jobs' shown counts follow: lowered first (`storeCount` only raises), then settled.
    for (const jobId of new Set(applied.map((row) => row.jobId.toString()))) {
      const id = new mongoose.Types.ObjectId(jobId);
      const count = () => Application.countDocuments({ jobId: id });
      await Job.updateOne({ _id: id }, { $set: { applicationsCount: await count() } });
      await storeCount(Job, id, 'applicationsCount', count, log);
    }
  }
  if (alerts.length > 0) {
    await JobAlertMatch.deleteMany({ alertId: mongoose.trusted({ $in: alerts.map((alert) => alert._id) }) });
    outcome.alerts += (await JobAlert.deleteMany({ userId })).deletedCount ?? 0;
  }
}

