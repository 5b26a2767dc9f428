/**
 * The admin audit log (issue 13, GET /api/admin/logs): every admin action is written here after
 * it is applied — who, what, on which document, and the fields before and after. Only the fields
 * the action changed are recorded (never password hashes or file keys).
 */
import mongoose, { type Types } from 'mongoose';
import type { AuditLogDTO } from '@conecta/common';
import { AuditLog } from '../models/auditLog';
import { User } from '../models/user';
import { totalOf } from '../lib/listQuery';
import { presentAuditLog, type AuditLogRow } from '../presenters/adminSite';

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

/** One page of the log, newest first, each entry with its actor's name, and the whole log's size. */
export async function auditLogPage(page: { limit: number; offset: number }): Promise<{ items: AuditLogDTO[]; total: number }> {
  const rows = await AuditLog.find({}).sort({ createdAt: -1, _id: -1 }).skip(page.offset).limit(page.limit).lean<AuditLogRow[]>();
  const total = await totalOf(rows.length, page, () => AuditLog.countDocuments({}));
  const actorIds = [...new Set(rows.map((row) => row.actorId?.toString()).filter((id): id is string => !!id))];
  const actors = actorIds.length
    ? await User.find({ _id: mongoose.trusted({ $in: actorIds.map((id) => new mongoose.Types.ObjectId(id)) }) }).select({ firstName: 1, lastName: 1 }).lean()
    : [];
  const names = new Map(actors.map((a) => [a._id.toString(), `${a.firstName} ${a.lastName}`.trim()]));
  return { items: rows.map((row) => presentAuditLog(row, names)), total };
}
