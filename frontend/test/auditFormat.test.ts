/**
 * The audit log as the admin reads it (features/admin/auditFormat.ts): the entries the server
 * records hold codes ('pending', 'solar', 'nr35'); the panel writes them in common's Portuguese
 * labels and leaves out a field that did not change.
 */
import { describe, it } from 'mocha';
import { expect } from 'chai';
import { actionLabel, describeChange } from '../src/features/admin/auditFormat';

describe('describeChange', () => {
  it("writes a job's moderation in Portuguese, without the empty reason's '— → —'", () => {
    const lines = describeChange({
      targetType: 'job',
      targetId: 'j1',
      before: { status: 'pending' },
      after: { status: 'approved', rejectionReason: null },
    });
    expect(lines).to.deep.equal(['Situação: Pendente → Aprovada']);
  });

  it('names the reason of a rejection, and a course with its own (masculine) status words', () => {
    const lines = describeChange({
      targetType: 'course',
      targetId: 'c1',
      before: { status: 'pending' },
      after: { status: 'rejected', rejectionReason: 'Faltou o link do curso' },
    });
    expect(lines).to.deep.equal(['Situação: Pendente → Rejeitado', 'Motivo da rejeição: — → Faltou o link do curso']);
  });

  it("reads a registration's verdict, its kind and a job edit's codes through common's labels", () => {
    expect(
      describeChange({ targetType: 'verification', targetId: 'v1', before: { status: 'pending' }, after: { status: 'verified', kind: 'crea', rejectionReason: null } }),
    ).to.deep.equal(['Situação: Em análise → Verificado', 'Registro: — → CREA']);
    expect(
      describeChange({
        targetType: 'job',
        targetId: 'j2',
        before: { energyArea: 'gás natural', workType: 'presencial', requiredCredentials: [], requiredRegistration: null, status: 'approved' },
        after: { energyArea: 'solar', workType: 'híbrido', requiredCredentials: ['nr35', 'nr10-basico'], requiredRegistration: 'crt', status: 'approved' },
      }),
    ).to.deep.equal([
      'Área de energia: Gás Natural → Solar',
      'Modalidade: Presencial → Híbrido',
      'Credenciais exigidas: — → NR-35, NR-10 Básico',
      'Registro exigido: — → CRT',
    ]);
  });

  it("writes partners' tiers, flags and landing sections in Portuguese", () => {
    expect(describeChange({ targetType: 'partner', targetId: 'p1', before: { sponsorshipLevel: 'silver', isActive: true }, after: { sponsorshipLevel: 'gold', isActive: false } })).to.deep.equal([
      'Nível: Prata → Ouro',
      'Ativo: sim → não',
    ]);
    expect(describeChange({ targetType: 'landing', targetId: 'hero', before: { visible: true }, after: { visible: false } })[0]).to.match(/^Seção: (?!hero)/);
    expect(describeChange({ targetType: 'user', targetId: 'u1', before: { isSuspended: false }, after: { isSuspended: false } })).to.deep.equal([]);
  });

  it("writes a take-down and its republishing in Portuguese, with the reason (issue 25)", () => {
    expect(actionLabel('job.takeDown')).to.equal('retirou do ar uma vaga');
    expect(actionLabel('event.restore')).to.equal('republicou um evento');
    expect(
      describeChange({ targetType: 'job', targetId: 'j1', before: { title: 'Eletricista', status: 'approved' }, after: { title: 'Eletricista', status: 'removed', reason: 'Salário enganoso' } }),
    ).to.deep.equal(['Situação: Aprovada → Retirada do ar', 'Motivo: — → Salário enganoso']);
    expect(describeChange({ targetType: 'course', targetId: 'c1', before: { status: 'removed' }, after: { status: 'approved', reason: null } })).to.deep.equal(['Situação: Retirado do ar → Aprovado']);
  });

  it('names the registration verdicts among the actions', () => {
    expect(actionLabel('verification.verify')).to.equal('verificou um registro profissional');
    expect(actionLabel('verification.reject')).to.equal('recusou um registro profissional');
  });
});
