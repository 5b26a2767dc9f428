/** A verified registration as its owner sees it, and as the admins' review list shows it (issue 24). */
import { formatCnpj, type PendingVerificationDTO, type VerificationDTO } from '@conecta/common';
import type mongoose from 'mongoose';
import type { VerificationFields } from '../models/verification';
import { presentSubmitter, type Submitter } from './publishing';

export type VerificationRow = VerificationFields & { _id: mongoose.Types.ObjectId; updatedAt?: Date };

export function presentVerification(row: VerificationRow): VerificationDTO {
  return {
    id: row._id.toString(),
    kind: row.kind,
    number: row.kind === 'cnpj' ? formatCnpj(row.key) : row.number,
    council: row.council || null,
    status: row.status,
    rejectionReason: row.rejectionReason ?? null,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

export const presentPendingVerification = (row: VerificationRow, person: Submitter | null): PendingVerificationDTO => ({
  ...presentVerification(row),
  person: presentSubmitter(person),
  version: (row.updatedAt ?? row.submittedAt).toISOString(),
});
