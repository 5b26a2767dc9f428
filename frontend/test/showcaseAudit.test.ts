/** Issue 25: an admin's feature and unfeature read in Portuguese in the audit log (auditFormat.ts). */
import { describe, it } from 'mocha';
import { expect } from 'chai';
import { actionLabel, describeChange } from '../src/features/admin/auditFormat';

describe('the showcase in the audit log', () => {
  it('names featuring and unfeaturing each kind', () => {
    expect(actionLabel('job.feature')).to.equal('destacou uma vaga na página inicial');
    expect(actionLabel('course.unfeature')).to.equal('removeu o destaque de um curso');
    expect(actionLabel('event.feature')).to.equal('destacou um evento na página inicial');
  });

  it("writes the change as 'Destaque: não → sim'", () => {
    expect(describeChange({ targetType: 'job', targetId: 'j1', before: { isFeatured: false }, after: { isFeatured: true } })).to.deep.equal(['Destaque: não → sim']);
  });
});
