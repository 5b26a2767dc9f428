/**
 * Issue 24: an admin's decision on a registration (CREA, CRT, CNPJ) told to its owner as a bell
 * entry and an e-mail, once per decision. The record is read as it is now: one edited back into
 * review, or decided again, since the job was queued is not told in a stale state (the newer
 * decision has its own job). The dedupe key names the decision by its time (../notify.ts).
 */
import { VERIFICATION_KIND_LABELS, type NotificationJobs, type VerificationKind } from '@conecta/common';
import { Verification } from '@conecta/backend/models/verification';
import { notifyUser, type NotifyDeps } from '../notify';

export function verificationDecidedTitle(kind: VerificationKind, status: 'verified' | 'rejected'): string {
  if (kind === 'cnpj') return status === 'verified' ? 'Empresa verificada' : 'Verificação da empresa recusada';
  return `Registro ${VERIFICATION_KIND_LABELS[kind]} ${status === 'verified' ? 'verificado' : 'recusado'}`;
}

export async function notifyVerificationDecided(deps: NotifyDeps, { verificationId, status }: NotificationJobs['verification-decided']): Promise<void> {
  const record = await Verification.findById(verificationId).lean();
  if (!record || record.status !== status || !record.decidedAt) return;
  await notifyUser(deps, {
    dedupeKey: `verification-decided:${verificationId}:${status}:${record.decidedAt.getTime()}`,
    userId: record.userId.toString(),
    kind: 'verification-decided',
    title: verificationDecidedTitle(record.kind, status),
    // The admin's reason, never what the person typed (their number stays on the site).
    body: status === 'rejected' && record.rejectionReason ? `Motivo: ${record.rejectionReason}` : 'O selo já aparece no seu perfil.',
    link: '/profile',
    email: true,
  });
}
