/**
 * The pipeline's words for one requirement of one applicant (features/publishing/ApplicantRequirements.tsx),
 * from the server's checks: the credential's last valid day, its lapse, its absence, the registration.
 */
import { describe, it } from 'mocha';
import { expect } from 'chai';
import { checkRequirements } from '@conecta/common';
import { requirementStatusText } from '../src/features/publishing/ApplicantRequirements';

const TODAY = new Date('2026-03-15T12:00:00Z');
const texts = (holdings: Parameters<typeof checkRequirements>[1]) =>
  checkRequirements({ requiredCredentials: ['nr35', 'nr12'], requiredRegistration: 'crea' }, holdings, TODAY).map(requirementStatusText);

describe('requirementStatusText', () => {
  it('says the last valid day of a held credential and a verified registration', () => {
    expect(texts({ credentials: [{ code: 'nr35', validUntil: '2027-03-09' }, { code: 'nr12', validUntil: null }], registrations: ['crea'] })).to.deep.equal([
      'NR-35 válida até 09/03/2027',
      'NR-12 válida (sem prazo de reciclagem)',
      'CREA verificado',
    ]);
  });

  it('says when a credential lapsed, that one was never given, and an unverified registration', () => {
    expect(texts({ credentials: [{ code: 'nr35', validUntil: '2026-02-01' }], registrations: ['crt'] })).to.deep.equal([
      'NR-35 vencida em 01/02/2026',
      'NR-12: não informada',
      'CREA: não verificado',
    ]);
  });
});
