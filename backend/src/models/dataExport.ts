/**
 * One request of a person's data export (issue 26, common/dataExport.ts): pending while the
 * workers build it, then ready with its ZIP in storage's private `data-exports/` folder until
 * `expiresAt`. The key is derived from the export's id (services/dataExport.ts), so a retried
 * build overwrites its own file instead of leaving another behind.
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { DATA_EXPORT_STATUSES } from '@conecta/common';

const dataExportSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    status: { type: String, enum: DATA_EXPORT_STATUSES, default: 'pending' },
    storageKey: { type: String, default: null },
    size: { type: Number, default: null },
    readyAt: { type: Date, default: null },
    expiresAt: { type: Date, default: null },
  },
  { timestamps: true },
);

dataExportSchema.index({ userId: 1 });

export type DataExportFields = InferSchemaType<typeof dataExportSchema>;
export type DataExportDocument = HydratedDocument<DataExportFields>;
export const DataExport = mongoose.model('DataExport', dataExportSchema);
