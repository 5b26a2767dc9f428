/**
 * The admin audit log (issue 13, GET /api/admin/logs): every admin action is written here after
 * it is applied — who, what, on which document, and the fields before and after. Only the fields
 * the action changed are recorded (never password hashes or file keys).
 */
import type { Types } from 'mongoose';
import { AuditLog } from '../models/auditLog';

export interface AdminAction {
  actorId: Types.ObjectId | string;
  /** Dotted verb: 'job.approve', 'user.suspend', 'partner.update', 'landing.update', ... */
  action: string;
  targetType: string;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
}

export async function recordAdminAction(entry: AdminAction): Promise<void> {
  await AuditLog.create({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: { before: entry.before ?? null, after: entry.after ?? null },
  });
}
