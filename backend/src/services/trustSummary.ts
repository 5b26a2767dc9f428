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

export async function refreshTrustSummary(userId: Types.ObjectId): Promise<void> {
  const [verified, credentials] = await Promise.all([
    Verification.find({ userId, status: 'verified' }).select({ kind: 1 }).lean<Array<{ kind: string }>>(),
    Credential.find({ userId }).select({ code: 1, validUntil: 1 }).lean<Array<{ code: string; validUntil: Date | null }>>(),
  ]);
  await User.updateOne(
    { _id: userId },
    {
      $set: {
        verifiedRegistrations: [...new Set(verified.map((row) => row.kind))].sort(),
        credentialSummary: credentials.map((row) => ({ code: row.code, validUntil: row.validUntil ?? null })),
      },
    },
  );
}
