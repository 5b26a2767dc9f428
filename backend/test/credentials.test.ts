/**
 * Issue 24's rules as data (common/credentials.ts, common/cnpj.ts): the validity table a
 * credential's state and its reminders are computed from, the rules across a record and the
 * catalogue, and the CNPJ check digits in both forms. Vectors written by hand from the norms and
 * from the Receita Federal's published example, never produced by the code under test.
 */
import { expect } from 'chai';
import {
  CREDENTIAL_CATALOGUE,
  CREDENTIAL_CODES,
  credentialErrors,
  credentialState,
  credentialStateLabel,
  credentialValidUntil,
  formatCnpj,
  isValidCnpj,
  utcDay,
  type CredentialCode,
} from '@conecta/common';

const day = (value: Date | null) => value?.toISOString().slice(0, 10) ?? null;

describe('credential validity (common/credentials.ts)', () => {
  const VALID_UNTIL: Array<[CredentialCode, string, string | null, string]> = [
    ['nr35', '2025-03-10', '2027-03-09', 'NR-35: two years, the day before the anniversary'],
    ['nr10-basico', '2023-12-31', '2025-12-30', 'NR-10: two years across a new year'],
    ['nr10-sep', '2024-06-01', '2026-05-31', 'NR-10 SEP: two years'],
    ['nr33-trabalhador', '2024-01-31', '2025-01-30', 'NR-33: one year'],
    ['nr33-supervisor', '2025-08-15', '2026-08-14', 'NR-33 supervisor: one year'],
    ['nr20-basico', '2024-02-29', '2027-02-27', 'NR-20 básico: three years; 29 February falls on the 28th, valid through the 27th'],
    ['nr20-avancado', '2025-03-31', '2026-03-30', 'NR-20 avançado: one year'],
    ['nr12', '2020-01-01', null, 'NR-12: no fixed refresher period'],
  ];
  for (const [code, trainedOn, until, why] of VALID_UNTIL) {
    it(`${why}: ${trainedOn} → ${until ?? 'never expires'}`, () => {
      expect(day(credentialValidUntil(code, utcDay(trainedOn)))).to.equal(until);
    });
  }

  it('every catalogue entry names its own code, and what it requires is in the catalogue', () => {
    for (const code of CREDENTIAL_CODES) {
      const kind = CREDENTIAL_CATALOGUE[code];
      expect(kind.code).to.equal(code);
      expect(kind.minHours).to.be.greaterThan(0);
      if (kind.requires) expect(CREDENTIAL_CODES).to.include(kind.requires);
    }
    expect(CREDENTIAL_CATALOGUE['nr10-sep'].requires).to.equal('nr10-basico');
  });

  it("reads 'Válida até', 'Vence em N dias' within 60 days, 'Vence hoje' on the last day, 'Vencida' after", () => {
    const trainedOn = utcDay('2025-03-10'); // NR-35, valid through 2027-03-09
    const on = (today: string) => credentialStateLabel(credentialState('nr35', trainedOn, utcDay(today)));
    expect(on('2027-01-07')).to.equal('Válida até 09/03/2027'); // 61 days left
    expect(on('2027-01-08')).to.equal('Vence em 60 dias');
    expect(on('2027-03-08')).to.equal('Vence em 1 dia');
    expect(on('2027-03-09')).to.equal('Vence hoje');
    expect(on('2027-03-10')).to.equal('Vencida');
    expect(credentialStateLabel(credentialState('nr12', utcDay('2001-01-01'), utcDay('2027-01-01')))).to.equal('Válida (sem prazo de reciclagem)');
  });

  it('counts in calendar days whatever the hour of today', () => {
    const state = credentialState('nr35', utcDay('2025-03-10'), new Date('2027-03-09T23:59:00Z'));
    expect(state).to.deep.include({ state: 'expiring', daysLeft: 0 });
  });
});

describe('credential rules across the catalogue', () => {
  const today = utcDay('2026-11-26');

  it('refuses hours below the norm minimum, naming the norm and its hours', () => {
    expect(credentialErrors({ code: 'nr35', trainedOn: '2026-01-10', hours: 6 }, [], today)).to.deep.equal({ hours: 'A carga horária mínima de NR-35 é de 8 h' });
    expect(credentialErrors({ code: 'nr35', trainedOn: '2026-01-10', hours: 8 }, [], today)).to.deep.equal({});
  });

  it('refuses a training dated after today, and takes one dated today', () => {
    expect(credentialErrors({ code: 'nr12', trainedOn: '2026-11-27', hours: 8 }, [], today)).to.deep.equal({ trainedOn: 'A data do treinamento não pode estar no futuro' });
    expect(credentialErrors({ code: 'nr12', trainedOn: '2026-11-26', hours: 8 }, [], today)).to.deep.equal({});
  });

  it('takes NR-10 SEP only with an NR-10 Básico valid on its training date', () => {
    const sep = { code: 'nr10-sep', trainedOn: '2026-05-01', hours: 40 } as const;
    const missing = 'NR-10 SEP exige um NR-10 Básico válido na data do treinamento';
    expect(credentialErrors(sep, [], today)).to.deep.equal({ code: missing });
    expect(credentialErrors(sep, [{ code: 'nr10-basico', trainedOn: '2025-02-01', hours: 40 }], today)).to.deep.equal({});
    // Expired on 2026-01-31, before the SEP training.
    expect(credentialErrors(sep, [{ code: 'nr10-basico', trainedOn: '2024-02-01', hours: 40 }], today)).to.deep.equal({ code: missing });
    // Taken after the SEP: it did not cover it on that day.
    expect(credentialErrors(sep, [{ code: 'nr10-basico', trainedOn: '2026-06-01', hours: 40 }], today)).to.deep.equal({ code: missing });
    // Another norm is no substitute.
    expect(credentialErrors(sep, [{ code: 'nr35', trainedOn: '2026-01-01', hours: 8 }], today)).to.deep.equal({ code: missing });
  });
});

describe('CNPJ check digits (common/cnpj.ts), numeric and alphanumeric', () => {
  const VALID = [
    '11.222.333/0001-81',
    '11222333000181',
    '11.444.777/0001-61',
    // The Receita Federal's example of the alphanumeric form (from July 2026).
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
    '12.abc.345/01de-35',
  ];
  const INVALID: Array<[string, string]> = [
    ['11.222.333/0001-82', 'second check digit wrong'],
    ['11.222.333/0001-91', 'first check digit wrong'],
    ['12.ABC.345/01DE-36', 'alphanumeric, second check digit wrong'],
    ['12.ABC.345/01DE-A5', 'a letter where a check digit goes'],
    ['12.ABD.345/01DE-35', 'one letter changed'],
    ['00.000.000/0000-00', 'all equal'],
    ['11.222.333/0001-8', 'one character short'],
    ['11.222.333/0001-811', 'one character long'],
    ['12.AB#.345/01DE-35', 'a character outside 0-9/A-Z'],
    ['12#ABC34501DE35', 'a stray character among valid ones'],
    ['', 'empty'],
  ];
  for (const cnpj of VALID) it(`takes ${cnpj}`, () => expect(isValidCnpj(cnpj)).to.equal(true));
  for (const [cnpj, why] of INVALID) it(`refuses ${cnpj || "''"} (${why})`, () => expect(isValidCnpj(cnpj)).to.equal(false));

  it('prints both forms as 00.000.000/0000-00', () => {
    expect(formatCnpj('12abc34501de35')).to.equal('12.ABC.345/01DE-35');
    expect(formatCnpj('11222333000181')).to.equal('11.222.333/0001-81');
  });
});
