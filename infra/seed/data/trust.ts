/**
 * What the public sees of a seeded account's trust (issue 24): its verified registrations' kinds
 * and its credentials' norms and last valid days, the same recount services/trustSummary.ts
 * writes on the account when a registration is decided or a credential saved.
 */
import type { CredentialSeed } from './credentials';
import type { VerificationSeed } from './verifications';

export interface TrustSummary {
  verifiedRegistrations: string[];
  credentialSummary: Array<{ code: string; validUntil: Date | null }>;
}

export function trustSummaries(credentials: readonly CredentialSeed[], verifications: readonly VerificationSeed[]): Map<string, TrustSummary> {
  const summaries = new Map<string, TrustSummary>();
  const of = (userId: unknown): TrustSummary => {
    const id = String(userId);
    let summary = summaries.get(id);
    if (!summary) summaries.set(id, (summary = { verifiedRegistrations: [], credentialSummary: [] }));
    return summary;
  };
  for (const v of verifications) {
    if (v.status === 'verified' && v.kind) of(v.userId).verifiedRegistrations.push(v.kind);
  }
  for (const c of credentials) {
    if (c.code) of(c.userId).credentialSummary.push({ code: c.code, validUntil: c.validUntil ?? null });
  }
  for (const summary of summaries.values()) summary.verifiedRegistrations = [...new Set(summary.verifiedRegistrations)].sort();
  return summaries;
}
