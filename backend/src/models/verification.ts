/**
 * A registration an admin verifies (issue 24, common/verifications.ts): a person's CREA or CRT, a
 * company's CNPJ. One per (account, kind). `key` is the number as compared (a CNPJ's 14
 * characters, others upper-cased): unique with the kind and the council, so one registration
 * belongs to one account. `submissionId` is fresh on every submission: the decision's
 * notification key, as for moderated items. A CREA's or CRT's carteira or certidão is stored under
 * `documentKey` in a private storage folder (served only by the API, never at /uploads).
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { VERIFICATION_KINDS, VERIFICATION_STATUSES } from '@conecta/common';

const verificationSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    kind: { type: String, enum: VERIFICATION_KINDS, required: true },
    key: { type: String, required: true },
    /** The number as the person typed it, shown back to them. */
    number: { type: String, required: true, trim: true },
    /** The state (CREA), the regional council (CRT); '' for a CNPJ (a unique index treats null apart from '' nowhere alike). */
    council: { type: String, default: '' },
    status: { type: String, enum: VERIFICATION_STATUSES, required: true, default: 'pending' },
    rejectionReason: { type: String, default: null },
    submissionId: { type: String, required: true },
    submittedAt: { type: Date, required: true },
    decidedBy: { type: mongoose.Schema.Types.ObjectId, ref: 'User', default: null },
    decidedAt: { type: Date, default: null },
    documentKey: { type: String, default: null },
    /** The file's name as sent, cleaned: the link's text. */
    documentName: { type: String, default: null },
  },
  { timestamps: true },
);

verificationSchema.index({ userId: 1, kind: 1 }, { unique: true });
verificationSchema.index({ kind: 1, council: 1, key: 1 }, { unique: true });
// The admins' list: pending, oldest first.
verificationSchema.index({ status: 1, submittedAt: 1 });

export type VerificationFields = InferSchemaType<typeof verificationSchema>;
export type VerificationDocument = HydratedDocument<VerificationFields>;
export const Verification = mongoose.model('Verification', verificationSchema);
