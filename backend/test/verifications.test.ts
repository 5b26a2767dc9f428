/**
 * Verified registrations (issue 24): a person's CREA/CRT and a company's CNPJ go to review, the
 * admins' list fills live, one of two admins deciding at once wins, the decision is audited and
 * reaches its owner live; the rules across kind and fields answer 400 in Portuguese; one
 * registration belongs to one account.
 */
import { expect } from 'chai';
import type { PendingVerificationDTO, VerificationDTO } from '@conecta/common';
import { AuditLog } from '../src/models/auditLog';
import { Verification } from '../src/models/verification';
import { nextEvent, signedInClient, socketSuite } from './support';
import { freshCnpj, freshCrea, submitRegistration } from './verificationFactories';

describe('verified registrations (CREA, CRT, CNPJ)', () => {
  const suite = socketSuite('verifications');
  const person = () => signedInClient(suite.server, { userType: 'professional' });
  const company = () => signedInClient(suite.server, { userType: 'company' });
  const admin = () => signedInClient(suite.server, { userType: 'admin' });
  type Client = Awaited<ReturnType<typeof person>>['client'];
  /** A JSON PUT: a CNPJ, or a CREA/CRT's number changed, keeping the document on record. */
  const submit = (client: Client, kind: string, body: object) => client.request<VerificationDTO>('PUT', `/api/user/verifications/${kind}`, body);
  /** A submission as the profile sends it: a CREA/CRT with its document. */
  const send = (client: Client, kind: string, body: { number: string; council?: string }) => submitRegistration<VerificationDTO>(client, kind, body);
  /** A refused submission's body: the message and the errors by field. */
  const refusal = async (client: Client, kind: string, body: object) =>
    (await client.request<{ message: string; errors?: Record<string, string> }>('PUT', `/api/user/verifications/${kind}`, body)).body;
  const versionOf = async (id: string) => ({ version: (await Verification.findById(id).lean())!.updatedAt.toISOString() });

  it("a person's CREA goes to review and appears on an open admin list at once", async () => {
    const [{ client, user }, reviewer] = await Promise.all([person(), admin()]);
    const pushed = nextEvent(await suite.socketOf(reviewer.client), 'verification:pending');
    const number = freshCrea();
    const res = await send(client, 'crea', { number, council: 'PE' });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ kind: 'crea', number, council: 'PE', status: 'pending', rejectionReason: null, decidedAt: null, documentName: 'carteira.pdf' });
    const arrived = await pushed;
    expect(arrived).to.include({ id: res.body.id, status: 'pending' });
    expect(arrived.person).to.include({ id: user.id as string });
    const list = (await reviewer.client.get<PendingVerificationDTO[]>('/api/admin/verifications')).body;
    expect(list.map((item) => item.id)).to.include(res.body.id);
    expect((await client.get<VerificationDTO[]>('/api/user/verifications')).body.map((item) => item.id)).to.deep.equal([res.body.id]);
  });

  it('a company registers its CNPJ (numeric or alphanumeric), shown formatted; people cannot, companies cannot register a CREA, admins neither', async () => {
    const [{ client }, other, people, reviewer] = await Promise.all([company(), company(), person(), admin()]);
    const cnpj = freshCnpj({ letters: true });
    const res = await submit(client, 'cnpj', { number: cnpj.toLowerCase() });
    expect(res.status).to.equal(200);
    expect(res.body.number).to.equal(`${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`);
    expect((await submit(other.client, 'cnpj', { number: freshCnpj() })).status).to.equal(200);
    const refused = 'Este tipo de registro não se aplica ao seu perfil: empresas registram o CNPJ; pessoas, o CREA ou o CRT.';
    expect((await refusal(people.client, 'cnpj', { number: freshCnpj() })).message).to.equal(refused);
    expect((await send(client, 'crea', { number: freshCrea(), council: 'SP' })).status).to.equal(403);
    expect((await send(reviewer.client, 'crt', { number: freshCrea(), council: 'CRT-01' })).status).to.equal(403);
    expect((await suite.server.client().request('PUT', '/api/user/verifications/crea', { number: freshCrea(), council: 'SP' })).status).to.equal(401);
  });

  it('refuses, naming the field: a CNPJ with wrong check digits, a CREA without its state, a CRT with a state for a council, an unknown kind', async () => {
    const [{ client: firm }, { client }] = await Promise.all([company(), person()]);
    const cnpj = freshCnpj();
    const wrong = `${cnpj.slice(0, 13)}${(Number(cnpj[13]) + 1) % 10}`;
    expect((await refusal(firm, 'cnpj', { number: wrong })).errors).to.deep.equal({ number: 'CNPJ inválido: confira os números e letras e os dígitos verificadores' });
    expect((await refusal(client, 'crea', { number: freshCrea() })).errors).to.deep.equal({ council: 'Escolha o conselho regional' });
    expect((await refusal(client, 'crt', { number: freshCrea(), council: 'SP' })).errors).to.deep.equal({ council: 'Escolha o conselho regional' });
    expect((await submit(client, 'oab', { number: '123', council: 'SP' })).status).to.equal(400);
    expect(await Verification.countDocuments({ key: wrong })).to.equal(0);
  });

  it('one registration belongs to one account: another company with the same CNPJ gets 409', async () => {
    const [first, second] = await Promise.all([company(), company()]);
    const cnpj = freshCnpj();
    expect((await submit(first.client, 'cnpj', { number: cnpj })).status).to.equal(200);
    const printed = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    expect((await submit(second.client, 'cnpj', { number: printed })).status).to.equal(409);
    expect((await refusal(second.client, 'cnpj', { number: printed })).message).to.equal('Este registro já está cadastrado por outra conta');
  });

  it('two admins verify at once: one wins, the other is told; one audit entry; the owner sees the badge live', async () => {
    const [{ client, user }, first, second] = await Promise.all([person(), admin(), admin()]);
    const submitted = (await send(client, 'crt', { number: freshCrea(), council: 'CRT-04' })).body;
    const live = nextEvent(await suite.socketOf(client), 'verification:updated');
    const body = await versionOf(submitted.id);
    const answers = await Promise.all([first, second].map((who) => who.client.post<VerificationDTO>(`/api/admin/verifications/${submitted.id}/verify`, body)));
    expect(answers.map((res) => res.status).sort()).to.deep.equal([200, 409]);
    expect(answers.find((res) => res.status === 409)!.body).to.deep.include({ message: 'Esta verificação já foi decidida por outro administrador.' });
    expect(await live).to.include({ id: submitted.id, status: 'verified' });
    expect(await AuditLog.countDocuments({ targetType: 'verification', targetId: submitted.id })).to.equal(1);
    expect((await client.get<VerificationDTO[]>('/api/user/verifications')).body[0]).to.include({ status: 'verified' });
    expect(user.id).to.be.a('string');
  });

  it('a refusal carries its reason; sending it again, or changing a verified number, goes back to review', async () => {
    const [{ client }, reviewer] = await Promise.all([person(), admin()]);
    const number = freshCrea();
    const submitted = (await send(client, 'crea', { number, council: 'BA' })).body;
    expect((await reviewer.client.post(`/api/admin/verifications/${submitted.id}/reject`, await versionOf(submitted.id))).status).to.equal(400);
    const rejected = await reviewer.client.post<VerificationDTO>(`/api/admin/verifications/${submitted.id}/reject`, { ...(await versionOf(submitted.id)), reason: 'Número não encontrado no CREA-BA' });
    expect(rejected.body).to.include({ status: 'rejected', rejectionReason: 'Número não encontrado no CREA-BA' });

    const again = (await submit(client, 'crea', { number, council: 'BA' })).body;
    expect(again).to.include({ id: submitted.id, status: 'pending', rejectionReason: null });
    expect((await reviewer.client.post(`/api/admin/verifications/${submitted.id}/verify`, await versionOf(submitted.id))).status).to.equal(200);
    // The same registration again changes nothing; a new number is a new review.
    expect((await submit(client, 'crea', { number, council: 'BA' })).body.status).to.equal('verified');
    expect((await submit(client, 'crea', { number: freshCrea(), council: 'BA' })).body.status).to.equal('pending');
  });

  it('a record changed after the admin read it answers 409, and the list gets it as it is', async () => {
    const [{ client }, reviewer] = await Promise.all([person(), admin()]);
    const submitted = (await send(client, 'crea', { number: freshCrea(), council: 'RJ' })).body;
    const stale = await versionOf(submitted.id);
    const changedNumber = freshCrea();
    expect((await submit(client, 'crea', { number: changedNumber, council: 'RJ' })).status).to.equal(200);
    const refreshed = nextEvent(await suite.socketOf(reviewer.client), 'verification:pending');
    const res = await reviewer.client.post(`/api/admin/verifications/${submitted.id}/verify`, stale);
    expect(res.status).to.equal(409);
    expect(res.body.message).to.equal('Este registro foi alterado depois que você o abriu. A lista foi atualizada: revise-o antes de decidir.');
    expect(await refreshed).to.include({ id: submitted.id, number: changedNumber });
  });
});
