/** A verified registration as its owner sees it, and as the admins' review list shows it (issue 24). */
import { formatCnpj, registrationDocumentPath, type PendingVerificationDTO, type VerificationDTO } from '@conecta/common';
import type mongoose from 'mongoose';
import type { VerificationFields } from '../models/verification';
import { presentSubmitter, type Submitter } from './publishing';

export type VerificationRow = VerificationFields & { _id: mongoose.Types.ObjectId; updatedAt?: Date };

/**
 * The document's address is the reader's own route (the owner's by kind, the admins' by id): each
 * checks who asks, as the file is private (storage.ts PRIVATE_FOLDERS).
 */
export function presentVerification(row: VerificationRow, documentUrl = registrationDocumentPath.own(row.kind)): VerificationDTO {
  return {
    id: row._id.toString(),
    kind: row.kind,
    number: row.kind === 'cnpj' ? formatCnpj(row.key) : row.number,
    council: row.council || null,
    status: row.status,
    rejectionReason: row.rejectionReason ?? null,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    documentUrl: row.documentKey ? documentUrl : null,
    documentName: row.documentKey ? (row.documentName ?? null) : null,
  };
}

export const presentPendingVerification = (row: VerificationRow, person: Submitter | null): PendingVerificationDTO => ({
  ...presentVerification(row, registrationDocumentPath.review(row._id.toString())),
  person: presentSubmitter(person),
  version: (row.updatedAt ?? row.submittedAt).toISOString(),
});
