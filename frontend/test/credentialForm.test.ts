/**
 * The credential dialog's logic (features/credentials/credentialForm.ts): what the form sends, the
 * check before sending by the server's own rules and the catalogue's, the "other" records it reads
 * (never the one being edited), and the state chip of the day.
 */
import { describe, it } from 'mocha';
import { expect } from 'chai';
import { CREDENTIAL_CATALOGUE, CREDENTIAL_MESSAGES, type CredentialDTO } from '@conecta/common';
import { checkCredential, credentialTitle, formOf, otherCredentials, payloadOf, stateChip, type CredentialForm } from '../src/features/credentials/credentialForm';

const TODAY = new Date('2026-03-15T12:00:00Z');

function record(fields: Partial<CredentialDTO>): CredentialDTO {
  return {
    id: 'a',
    code: 'nr35',
    name: 'NR-35',
    trainedOn: '2025-06-10',
    hours: 8,
    institution: 'SENAI Natal',
    notes: null,
    certificateUrl: null,
    certificateName: null,
    validUntil: null,
    state: 'valid',
    daysLeft: null,
    label: '',
    ...fields,
  };
}

const form = (fields: Partial<CredentialForm>): CredentialForm => ({ ...formOf(null), code: 'nr35', trainedOn: '2025-06-10', hours: '8', institution: 'SENAI Natal', ...fields });

describe('credential form', () => {
  it('sends hours as a number, the institution trimmed and a blank note as null', () => {
    expect(payloadOf(form({ hours: ' 16 ', institution: '  SENAI  ', notes: '  ' }))).to.deep.equal({
      code: 'nr35',
      trainedOn: '2025-06-10',
      hours: 16,
      institution: 'SENAI',
      notes: null,
    });
  });

  it('opens a record as it is and a new one blank', () => {
    expect(formOf(record({ hours: 12, notes: 'Turma B' }))).to.deep.equal({ code: 'nr35', trainedOn: '2025-06-10', hours: '12', institution: 'SENAI Natal', notes: 'Turma B' });
    expect(formOf(null)).to.deep.equal({ code: '', trainedOn: '', hours: '', institution: '', notes: '' });
  });

  it('refuses by the field rules first, with their messages', () => {
    const checked = checkCredential(form({ code: '', hours: '', institution: '' }), [], TODAY);
    expect(checked.ok).to.equal(false);
    expect(checked.errors).to.deep.equal({
      code: CREDENTIAL_MESSAGES.codeInvalid,
      hours: CREDENTIAL_MESSAGES.hoursInvalid,
      institution: CREDENTIAL_MESSAGES.institutionRequired,
    });
  });

  it("then by the catalogue's: hours below the norm's minimum, a training in the future", () => {
    const checked = checkCredential(form({ hours: '4', trainedOn: '2026-03-16' }), [], TODAY);
    expect(checked.errors).to.deep.equal({
      hours: CREDENTIAL_MESSAGES.hoursBelowMinimum(CREDENTIAL_CATALOGUE.nr35),
      trainedOn: CREDENTIAL_MESSAGES.trainedOnFuture,
    });
    expect(checkCredential(form({}), [], TODAY)).to.deep.equal({
      ok: true,
      value: { code: 'nr35', trainedOn: '2025-06-10', hours: 8, institution: 'SENAI Natal', notes: null },
      errors: {},
    });
  });

  it('editing a básico into a SEP: the record is not its own prerequisite', () => {
    const basico = record({ id: 'b', code: 'nr10-basico', name: 'NR-10 Básico', trainedOn: '2025-01-10', hours: 40 });
    const all = [basico, record({ id: 'c' })];
    expect(otherCredentials(all, 'b')).to.deep.equal([{ code: 'nr35', trainedOn: '2025-06-10', hours: 8 }]);
    const sep = form({ code: 'nr10-sep', trainedOn: '2025-02-10', hours: '40' });
    const asEdit = checkCredential(sep, otherCredentials(all, 'b'), TODAY);
    expect(asEdit.errors).to.deep.equal({ code: CREDENTIAL_MESSAGES.requiresMissing(CREDENTIAL_CATALOGUE['nr10-sep'], CREDENTIAL_CATALOGUE['nr10-basico']) });
    // Added beside the básico (nothing edited): the básico covers it.
    expect(checkCredential(sep, otherCredentials(all, null), TODAY).ok).to.equal(true);
  });

  it('reads the state of the day on the chip, in its colour', () => {
    expect(stateChip({ code: 'nr35', trainedOn: '2025-06-10' }, TODAY)).to.deep.equal({ label: 'Válida até 09/06/2027', color: 'success' });
    expect(stateChip({ code: 'nr35', trainedOn: '2024-04-14' }, TODAY)).to.deep.equal({ label: 'Vence em 29 dias', color: 'warning' });
    expect(stateChip({ code: 'nr33-trabalhador', trainedOn: '2025-01-10' }, TODAY)).to.deep.equal({ label: 'Vencida', color: 'error' });
    expect(stateChip({ code: 'nr12', trainedOn: '2010-01-10' }, TODAY).color).to.equal('success');
  });

  it('names a record by its norm and day', () => {
    expect(credentialTitle({ name: 'NR-35', trainedOn: '2025-06-10' })).to.equal('NR-35 de 10/06/2025');
  });
});
