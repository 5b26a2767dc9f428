/** A credential as its owner sees it on 'Certificações': no storage key, its state on today's date. */
import { CREDENTIAL_CATALOGUE, credentialState, credentialStateLabel, type CredentialDTO } from '@conecta/common';
import type { CredentialDocument } from '../models/credential';

/** Calendar days: stored as UTC midnight, shown as 'YYYY-MM-DD'. */
const day = (date: Date) => date.toISOString().slice(0, 10);

export function presentCredential(credential: CredentialDocument, today = new Date()): CredentialDTO {
  // The state is computed from the catalogue, like the label beside it, so the two never disagree.
  const state = credentialState(credential.code, credential.trainedOn, today);
  return {
    id: credential._id.toString(),
    code: credential.code,
    name: CREDENTIAL_CATALOGUE[credential.code].name,
    trainedOn: day(credential.trainedOn),
    hours: credential.hours,
    institution: credential.institution,
    notes: credential.notes ?? null,
    certificateUrl: credential.certificateUrl ?? null,
    certificateName: credential.certificateUrl ? (credential.certificateName ?? null) : null,
    validUntil: state.state === 'permanent' ? null : day(state.validUntil),
    state: state.state,
    daysLeft: state.state === 'expiring' ? state.daysLeft : null,
    label: credentialStateLabel(state),
  };
}
