/**
 * How a registration reads on screen, the same on the admin's list and the owner's profile: its
 * kind and number ('CREA 5061234567', a CNPJ as printed: 'CNPJ 12.ABC.345/01DE-35') and its council
 * ('CREA-SP', 'CRT-04').
 */
import { VERIFICATION_KIND_LABELS, formatCnpj, type VerificationDTO } from '@conecta/common';

export function registrationTitle(verification: Pick<VerificationDTO, 'kind' | 'number'>): string {
  // The server sends a CNPJ formatted already; formatting is idempotent, and a title never shows it bare.
  const number = verification.kind === 'cnpj' ? formatCnpj(verification.number) : verification.number;
  return `${VERIFICATION_KIND_LABELS[verification.kind]} ${number}`;
}

/** A CREA's council is its state's (CREA-SP); a CRT's is named already (CRT-04); a CNPJ has none. */
export function councilLabel(verification: Pick<VerificationDTO, 'kind' | 'council'>): string | null {
  if (!verification.council) return null;
  return verification.kind === 'crea' ? `CREA-${verification.council}` : verification.council;
}
