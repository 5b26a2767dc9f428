/** A data export as its owner reads it (issue 26): where it stands, and until when the file is there. */
import type { DataExportDTO } from '@conecta/common';
import type { DataExportDocument } from '../models/dataExport';

export function presentDataExport(row: DataExportDocument, now = new Date()): DataExportDTO {
  const expired = row.status === 'ready' && (!row.expiresAt || row.expiresAt <= now);
  return {
    id: row._id.toString(),
    status: expired ? 'expired' : row.status,
    requestedAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size ?? null,
  };
}
