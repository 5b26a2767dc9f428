/**
 * Append-only record of admin actions (GET /api/admin/logs). No TTL index
 * (FerretDB v1 has none); pruning, if ever needed, is a scheduled job.
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';

const auditLogSchema = new mongoose.Schema(
  {
    actorId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', default: null },
    /** Dotted verb, e.g. 'job.approve', 'user.verify'. */
    action: { type: String, required: true },
    targetType: { type: String, default: null },
    targetId: { type: String, default: null },
    details: { type: mongoose.Schema.Types.Mixed, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

auditLogSchema.index({ createdAt: -1 });

export type AuditLogFields = InferSchemaType<typeof auditLogSchema>;
export type AuditLogDocument = HydratedDocument<AuditLogFields>;
export const AuditLog = mongoose.model('AuditLog', auditLogSchema);
