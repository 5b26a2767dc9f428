/**
 * Issue 24: the public summary of an account's trust — its verified registrations and its
 * credentials' norms and last valid days — written on the account (models/user.ts) from the
 * records themselves, never adjusted by increments: a recount like the counters (0003), so a
 * retried or racing refresh writes the same summary. The account's write announces
 * `user.changed`, which refreshes the directory index and the public profile in every process.
 *
 * A company's jobs carry its 'Empresa verificada' as `companyVerified` (the public lists read it
 * without a join), rewritten here after the account's summary, from it: whatever moved the CNPJ —
 * verified, refused, its number edited back to review — every job of the company follows.
 */
import mongoose, { type Types } from 'mongoose';
import { isVerifiedCompany } from '@conecta/common';
import { Credential } from '../models/credential';
import { Job } from '../models/job';
import { User } from '../models/user';
import { Verification } from '../models/verification';

export interface TrustSummary {
  verifiedRegistrations: string[];
  credentialSummary: Array<{ code: string; validUntil: Date | null }>;
}

/**
 * The summary one account's records make. The demo seed builds its accounts' with it too, from
 * documents not yet stored (hence fields that may be absent there).
 */
export function trustSummaryOf(
  verifications: ReadonlyArray<{ kind?: string; status?: string }>,
  credentials: ReadonlyArray<{ code?: string; validUntil?: Date | null }>,
): TrustSummary {
  const verified = verifications.flatMap((row) => (row.status === 'verified' && row.kind ? [row.kind] : []));
  return {
    verifiedRegistrations: [...new Set(verified)].sort(),
    credentialSummary: credentials.flatMap((row) => (row.code ? [{ code: row.code, validUntil: row.validUntil ?? null }] : [])),
  };
}

export async function refreshTrustSummary(userId: Types.ObjectId): Promise<void> {
  const [verified, credentials] = await Promise.all([
    Verification.find({ userId, status: 'verified' }).select({ kind: 1, status: 1 }).lean<Array<{ kind: string; status: string }>>(),
    Credential.find({ userId }).select({ code: 1, validUntil: 1 }).lean<Array<{ code: string; validUntil: Date | null }>>(),
  ]);
  await User.updateOne({ _id: userId }, { $set: trustSummaryOf(verified, credentials) });
  // From the account as now stored, not this refresh's summary: of two refreshes racing, each
  // leaves the jobs agreeing with whichever summary was written last.
  await recountCompanyJobs(userId);
}

/**
 * Every job of `companyId` marked as `verified`, writing only those that differ (a job stored
 * before the field existed reads as not verified). Idempotent. The write goes through the model,
 * so each job it changes announces `job.changed` (models/announce.ts: an updateMany reads the ids
 * its filter matches first; past 100 ids it announces them all) and every process's lists and
 * search follow.
 */
export async function setCompanyJobsVerified(companyId: Types.ObjectId, verified: boolean): Promise<void> {
  await Job.updateMany({ companyId, companyVerified: verified ? mongoose.trusted({ $ne: true }) : true }, { $set: { companyVerified: verified } });
}

/**
 * The company's jobs set from its account's summary as it stands now; answers that verdict. A job
 * stored while its CNPJ was being decided calls this after its write: the decision's refresh
 * writes the account before the jobs, so either the refresh saw this job or this read sees the
 * decision.
 */
export async function recountCompanyJobs(companyId: Types.ObjectId): Promise<boolean> {
  const account = await User.findById(companyId).select({ userType: 1, verifiedRegistrations: 1 }).lean<{ userType?: string; verifiedRegistrations?: string[] }>();
  // A person's credential or registration, an admin's job: no CNPJ, so no job of theirs to rewrite.
  if (account?.userType !== 'company') return false;
  const verified = isVerifiedCompany(account);
  await setCompanyJobsVerified(companyId, verified);
  return verified;
}
