/**
 * A person's training record under a regulatory norm (issue 24, common/credentials.ts): which
 * one, when, how many hours, where, an optional certificate file, notes. `validUntil` is stored
 * (computed from the catalogue on every write) so the reminder scan and the directory's 'NR-10
 * válida' filter read one indexed date instead of recomputing each record; a catalogue change is
 * applied to stored records by `db:migrate`'s recompute.
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { CREDENTIAL_CODES } from '@conecta/common';

const credentialSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    code: { type: String, enum: CREDENTIAL_CODES, required: true },
    /** The training's calendar day, as UTC midnight. */
    trainedOn: { type: Date, required: true },
    hours: { type: Number, required: true, min: 1 },
    institution: { type: String, required: true, trim: true },
    notes: { type: String, default: null },
    /** The last valid day (UTC midnight); null for a norm without a refresher period. */
    validUntil: { type: Date, default: null },
    /** The uploaded certificate (PDF or image) through storage/: its key and its public path. */
    certificateKey: { type: String, default: null },
    certificateUrl: { type: String, default: null },
    certificateName: { type: String, default: null },
  },
  { timestamps: true },
);

// A person's own list, and the reminder scan by date.
credentialSchema.index({ userId: 1 });
credentialSchema.index({ validUntil: 1 });

export type CredentialFields = InferSchemaType<typeof credentialSchema>;
export type CredentialDocument = HydratedDocument<CredentialFields>;
export const Credential = mongoose.model('Credential', credentialSchema);
