/**
 * Issue 24: the public summary of an account's trust — its verified registrations and its
 * credentials' norms and last valid days — written on the account (models/user.ts) from the
 * records themselves, never adjusted by increments: a recount like the counters (0003), so a
 * retried or racing refresh writes the same summary. The account's write announces
 * `user.changed`, which refreshes the directory index and the public profile in every process.
 */
import type { Types } from 'mongoose';
import { Credential } from '../models/credential';
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
}
