/**
 * The verified registrations' pushes (issue 24) on the RTK Query cache, as realtime/socket.ts hands
 * them over: the admins' 'Verificações' list upserts a pending record in place or by age and drops
 * a decided one; the owner's records take their decision, with one toast naming the kind. Nothing
 * is fetched: the fake fetch records any request.
 */
import { after, before, beforeEach, describe, it } from 'mocha';
import { expect } from 'chai';
import type { PendingVerificationDTO, VerificationDTO } from '@conecta/common';
import { makeStore } from '../src/app/store';
import {
  applyVerificationPending,
  applyVerificationResolved,
  applyVerificationUpdated,
  decisionText,
  verificationsApi,
} from '../src/features/verifications/verificationsApi';
import { councilLabel, registrationTitle } from '../src/features/verifications/registration';
import { forgetToasts, mountToasts, takeToasts } from './toasts';

const realFetch = globalThis.fetch;
let fetched: string[] = [];

function record(id: string, fields: Partial<VerificationDTO> = {}): VerificationDTO {
  return {
    id,
    kind: 'crea',
    number: `5061${id}`,
    council: 'SP',
    status: 'pending',
    rejectionReason: null,
    submittedAt: '2026-01-02T00:00:00.000Z',
    decidedAt: null,
    documentUrl: '/api/user/verifications/crea/document',
    documentName: 'carteira.pdf',
    ...fields,
  };
}
function pending(id: string, submittedAt: string, fields: Partial<PendingVerificationDTO> = {}): PendingVerificationDTO {
  return { ...record(id, { submittedAt }), person: { id: `u-${id}`, name: 'Ana', email: 'ana@example.com', userType: 'professional', verifiedCompany: false }, version: submittedAt, ...fields };
}

describe('verification pushes', () => {
  before(() => {
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      fetched.push(new URL((input as Request).url).pathname);
      return new Response('[]', { status: 200 });
    }) as typeof fetch;
    mountToasts();
  });
  after(() => {
    globalThis.fetch = realFetch;
  });
  beforeEach(async () => {
    fetched = [];
    await forgetToasts();
  });

  async function adminWith(items: PendingVerificationDTO[]) {
    const store = makeStore();
    await store.dispatch(verificationsApi.util.upsertQueryData('getPendingVerifications', undefined, items));
    const list = () => verificationsApi.endpoints.getPendingVerifications.select()(store.getState()).data!;
    return { store, list };
  }

  it('verification:pending puts a new record by age (oldest first) and replaces one already listed', async () => {
    const { store, list } = await adminWith([pending('a', '2026-01-01T00:00:00Z'), pending('c', '2026-01-03T00:00:00Z')]);
    applyVerificationPending(store.dispatch, pending('b', '2026-01-02T00:00:00Z'));
    applyVerificationPending(store.dispatch, pending('d', '2026-01-04T00:00:00Z'));
    applyVerificationPending(store.dispatch, pending('a', '2026-01-01T00:00:00Z', { number: '999' }));
    expect(list().map((item) => item.id)).to.deep.equal(['a', 'b', 'c', 'd']);
    expect(list()[0]!.number).to.equal('999');
    expect(fetched).to.deep.equal([]);
  });

  it('verification:resolved drops the record, and a repeat changes nothing', async () => {
    const { store, list } = await adminWith([pending('a', '2026-01-01T00:00:00Z'), pending('b', '2026-01-02T00:00:00Z')]);
    applyVerificationResolved(store.dispatch, { id: 'a', status: 'verified' });
    applyVerificationResolved(store.dispatch, { id: 'a', status: 'verified' });
    expect(list().map((item) => item.id)).to.deep.equal(['b']);
  });

  it("verification:updated replaces the owner's record of that kind and toasts the decision once", async () => {
    const store = makeStore();
    await store.dispatch(verificationsApi.util.upsertQueryData('getMyVerifications', undefined, [record('a'), record('b', { kind: 'crt', council: 'CRT-04' })]));
    const mine = () => verificationsApi.endpoints.getMyVerifications.select()(store.getState()).data!;
    const decided = record('a', { status: 'verified', decidedAt: '2026-01-05T00:00:00.000Z' });
    applyVerificationUpdated(store.dispatch, decided);
    applyVerificationUpdated(store.dispatch, decided);
    expect(mine().map((item) => [item.kind, item.status])).to.deep.equal([
      ['crea', 'verified'],
      ['crt', 'pending'],
    ]);
    expect(await takeToasts(1)).to.deep.equal([{ title: 'Seu registro CREA foi verificado!', description: null, variant: 'success' }]);

    applyVerificationUpdated(store.dispatch, record('b', { kind: 'crt', council: 'CRT-04', status: 'rejected', rejectionReason: 'Número não encontrado no CRT-04' }));
    expect(await takeToasts(1)).to.deep.equal([{ title: 'Seu registro CRT foi recusado', description: 'Número não encontrado no CRT-04', variant: 'warning' }]);
    expect(fetched).to.deep.equal([]);
  });

  it('names each decision and each registration as the screens show them', () => {
    expect(decisionText({ kind: 'cnpj', status: 'verified' })).to.equal('Sua empresa foi verificada!');
    expect(decisionText({ kind: 'crea', status: 'rejected' })).to.equal('Seu registro CREA foi recusado');
    expect(registrationTitle({ kind: 'cnpj', number: '12abc34501de35' })).to.equal('CNPJ 12.ABC.345/01DE-35');
    expect(councilLabel({ kind: 'crea', council: 'SP' })).to.equal('CREA-SP');
    expect(councilLabel({ kind: 'crt', council: 'CRT-04' })).to.equal('CRT-04');
    expect(councilLabel({ kind: 'cnpj', council: null })).to.equal(null);
  });
});
