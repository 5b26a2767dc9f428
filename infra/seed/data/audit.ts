/** A short admin history for GET /api/admin/logs, with each seeded registration's decision (as decideVerification audits it). */
import type { AuditLogFields } from '@conecta/backend/models/auditLog';
import type { SeedContext, SeedDoc } from '../context';
import { dayOffset, stableId } from '../random';
import type { JobSeed } from './jobs';
import type { SeededUsers } from './users';
import type { VerificationSeed } from './verifications';

export function buildAuditLogs(ctx: SeedContext, users: SeededUsers, jobs: JobSeed[], verifications: VerificationSeed[] = []): SeedDoc<AuditLogFields>[] {
  const rejected = jobs.find((j) => j.status === 'rejected');
  const approved = jobs.find((j) => j.status === 'approved' && String(j.companyId) === String(users.company._id));
  const rows: Array<Omit<SeedDoc<AuditLogFields>, '_id'>> = [
    { actorId: users.admin._id, action: 'user.verify', targetType: 'User', targetId: String(users.company._id), details: { isVerified: true }, createdAt: dayOffset(ctx.now, -20, 10) },
    ...(approved ? [{ actorId: users.admin._id, action: 'job.approve', targetType: 'Job', targetId: String(approved._id), details: { title: approved.title }, createdAt: dayOffset(ctx.now, -6, 11) }] : []),
    ...(rejected ? [{ actorId: users.admin._id, action: 'job.reject', targetType: 'Job', targetId: String(rejected._id), details: { title: rejected.title }, createdAt: dayOffset(ctx.now, -2, 15) }] : []),
    ...verifications
      .filter((v) => v.decidedAt && v.status !== 'pending')
      .map((v) => ({
        actorId: v.decidedBy ?? users.admin._id,
        action: `verification.${v.status === 'verified' ? 'verify' : 'reject'}`,
        targetType: 'verification',
        targetId: String(v._id),
        details: { before: { status: 'pending' }, after: { status: v.status, kind: v.kind, rejectionReason: v.rejectionReason ?? null } },
        createdAt: v.decidedAt!,
      })),
  ];
  return rows.map((row, i) => ({ _id: stableId('audit', i + 1), ...row }));
}
