/**
 * A user's application to a job. The unique (jobId, userId) index makes a
 * second apply a duplicate-key error (409) instead of a double count — the
 * idempotency guard that replaces a transaction on FerretDB.
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { APPLICATION_STATUSES } from '@conecta/common';

const applicationSchema = new mongoose.Schema(
  {
    jobId: { type: mongoose.Schema.Types.ObjectId, ref: 'Job', required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    coverLetter: { type: String, default: '' },
    status: { type: String, enum: APPLICATION_STATUSES, required: true, default: 'submitted' },
    /** The company's optional words to the candidate with the current status. */
    feedback: { type: String, default: null },
    /** A fresh id per status change: the application-status-changed notification's key. */
    statusChangeId: { type: String, default: null },
    /**
     * Issue 26: the candidate deleted their account. The row stays for the company (shown as
     * 'Usuário removido', its letter and the company's words cleared) and no longer moves.
     */
    withdrawnAt: { type: Date, default: null },
  },
  { timestamps: true },
);

applicationSchema.index({ jobId: 1, userId: 1 }, { unique: true });
applicationSchema.index({ userId: 1 });
// A job's applicants (the company's pipeline).
applicationSchema.index({ jobId: 1 });

export type ApplicationFields = InferSchemaType<typeof applicationSchema>;
export type ApplicationDocument = HydratedDocument<ApplicationFields>;
export const Application = mongoose.model('Application', applicationSchema);
