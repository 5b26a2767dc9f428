/**
 * A CREA's or CRT's document (issue 24): the carteira or certidão sent with the registration,
 * through the credential certificate's upload path (limits, bytes sniffed, images re-encoded,
 * Portuguese refusals, nothing left behind on failure), required for a first submission, and a
 * replacement sending a verified registration back to review, live on the admins' list. The file
 * is private: its owner and the admins read it through the API; /uploads never serves it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, VERIFICATION_MESSAGES as M, type PendingVerificationDTO, type VerificationDTO } from '@conecta/common';
import { Verification } from '../src/models/verification';
import { nextEvent, signedInClient, socketSuite, type HttpClient } from './support';
import { filesUnder, pdf, png } from './uploadSupport';
import { freshCnpj, freshCrea, submitRegistration } from './verificationFactories';

type Answer = VerificationDTO & { message: string; errors?: Record<string, string> };
type File = { body: Buffer; name: string; type: string };

const uploads = mkdtempSync(path.join(tmpdir(), 'conecta-verification-documents-'));
const FOLDER = 'registration-documents';

describe('registration documents (carteira or certidão of a CREA or CRT)', () => {
  const suite = socketSuite('verificationDocuments', { UPLOADS_DIR: uploads });
  after(() => rmSync(uploads, { recursive: true, force: true }));

  const person = () => signedInClient(suite.server, { userType: 'professional' });
  const admin = () => signedInClient(suite.server, { userType: 'admin' });
  const send = (client: HttpClient, kind: string, fields: { number: string; council?: string }, file?: File) => submitRegistration<Answer>(client, kind, fields, file);
  const edit = (client: HttpClient, kind: string, body: object) => client.request<Answer>('PUT', `/api/user/verifications/${kind}`, body);
  const documents = () => filesUnder(uploads).then((files) => files.filter((file) => file.startsWith(`${FOLDER}/`)));
  const keyOf = async (id: string) => (await Verification.findById(id).lean())!.documentKey!;
  const versionOf = async (id: string) => ({ version: (await Verification.findById(id).lean())!.updatedAt.toISOString() });
  const PHOTO = async (): Promise<File> => ({ body: await png(), name: 'foto da carteira.png', type: 'image/png' });

  it('a first CREA without its document is refused, naming the field, and nothing is stored', async () => {
    const { client } = await person();
    const res = await edit(client, 'crea', { number: freshCrea(), council: 'SP' });
    expect([res.status, res.body.message, res.body.errors]).to.deep.equal([400, M.documentRequired, { document: M.documentRequired }]);
    expect((await client.get<VerificationDTO[]>('/api/user/verifications')).body).to.deep.equal([]);
  });

  it('a PDF goes with the CREA: stored privately, read by its owner and the admins through the API, never at /uploads', async () => {
    const [{ client }, reviewer, stranger] = await Promise.all([person(), admin(), person()]);
    const res = await send(client, 'crea', { number: freshCrea(), council: 'MG' }, { body: pdf(), name: 'Certidão CREA-MG.pdf', type: 'application/pdf' });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ status: 'pending', documentUrl: '/api/user/verifications/crea/document', documentName: 'Certidão CREA-MG.pdf' });
    const key = await keyOf(res.body.id);
    expect(key).to.match(/^registration-documents\/[0-9a-f]{32}\.pdf$/);
    expect(await documents()).to.include(key);

    const own = await fetch(suite.server.url + res.body.documentUrl, { headers: { Cookie: client.cookieHeader } });
    expect(own.status).to.equal(200);
    expect(own.headers.get('content-type')).to.equal('application/pdf');
    expect(own.headers.get('cache-control')).to.equal('no-store');
    expect(own.headers.get('content-disposition')).to.include("filename*=UTF-8''Certid%C3%A3o%20CREA-MG.pdf");
    expect(Buffer.from(await own.arrayBuffer()).equals(pdf())).to.equal(true);

    const item = (await reviewer.client.get<PendingVerificationDTO[]>('/api/admin/verifications')).body.find((row) => row.id === res.body.id)!;
    expect(item).to.include({ documentUrl: `/api/admin/verifications/${res.body.id}/document`, documentName: 'Certidão CREA-MG.pdf' });
    const reviewed = await fetch(suite.server.url + item.documentUrl!, { headers: { Cookie: reviewer.client.cookieHeader } });
    expect([reviewed.status, reviewed.headers.get('content-type')]).to.deep.equal([200, 'application/pdf']);

    // Nobody else: the public address of uploads does not serve it, a stranger has none of their own and is no admin.
    expect((await fetch(`${suite.server.url}/uploads/${key}`)).status).to.equal(404);
    expect((await stranger.client.get(res.body.documentUrl!)).status).to.equal(404);
    expect((await stranger.client.get(item.documentUrl!)).status).to.equal(403);
    expect((await suite.server.client().get(item.documentUrl!)).status).to.equal(401);
    expect((await suite.server.client().get(res.body.documentUrl!)).status).to.equal(401);
  });

  it('a photographed carteira is re-encoded; replacing it deletes the old file and sends a verified CRT back to review, live on the admins\' list', async () => {
    const [{ client }, reviewer] = await Promise.all([person(), admin()]);
    const fields = { number: freshCrea(), council: 'CRT-02' };
    const first = (await send(client, 'crt', fields)).body;
    const firstKey = await keyOf(first.id);
    expect((await reviewer.client.post(`/api/admin/verifications/${first.id}/verify`, await versionOf(first.id))).status).to.equal(200);

    const pushed = nextEvent(await suite.socketOf(reviewer.client), 'verification:pending');
    const replaced = await send(client, 'crt', fields, await PHOTO());
    expect(replaced.status).to.equal(200);
    expect(replaced.body).to.include({ id: first.id, status: 'pending', decidedAt: null, documentName: 'foto da carteira.png' });
    const arrived = await pushed;
    expect(arrived).to.include({ id: first.id, status: 'pending', documentUrl: `/api/admin/verifications/${first.id}/document`, documentName: 'foto da carteira.png' });

    const newKey = await keyOf(first.id);
    expect(newKey).to.match(/^registration-documents\/[0-9a-f]{32}\.webp$/);
    const files = await documents();
    expect(files).to.include(newKey);
    expect(files).to.not.include(firstKey);
    const served = await fetch(suite.server.url + replaced.body.documentUrl!, { headers: { Cookie: client.cookieHeader } });
    expect(served.headers.get('content-type')).to.equal('image/webp');
  });

  it('changing only the number keeps the document on record', async () => {
    const { client } = await person();
    const sent = (await send(client, 'crea', { number: freshCrea(), council: 'RS' })).body;
    const key = await keyOf(sent.id);
    const changed = await edit(client, 'crea', { number: freshCrea(), council: 'RS' });
    expect(changed.status).to.equal(200);
    expect(changed.body).to.include({ documentName: 'carteira.pdf', status: 'pending' });
    expect(await keyOf(sent.id)).to.equal(key);
  });

  for (const [label, file, status, message] of [
    ['a text file', { body: Buffer.from('CREA 123456'), name: 'carteira.pdf', type: 'application/pdf' }, 415, M.documentType],
    ['an executable named as an image', { body: Buffer.from('MZ\x90\x00 not a document', 'binary'), name: 'carteira.png', type: 'image/png' }, 415, M.documentType],
    ['a PDF cut off before its end', { body: pdf().subarray(0, 60), name: 'carteira.pdf', type: 'application/pdf' }, 422, UPLOAD_MESSAGES.documentCorrupt],
    ['an image over 5 MB', { body: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(UPLOAD_LIMITS.imageMaxBytes)]), name: 'carteira.jpg', type: 'image/jpeg' }, 413, UPLOAD_MESSAGES.imageTooLarge],
    ['a PDF over 10 MB', { body: Buffer.concat([pdf(), Buffer.alloc(UPLOAD_LIMITS.documentMaxBytes)]), name: 'carteira.pdf', type: 'application/pdf' }, 413, M.documentTooLarge],
  ] as const) {
    it(`refuses ${label} in Portuguese, storing nothing and keeping the record as it was`, async () => {
      const { client } = await person();
      const fields = { number: freshCrea(), council: 'BA' };
      const kept = (await send(client, 'crea', fields)).body;
      const before = await documents();
      const res = await send(client, 'crea', fields, file);
      expect([res.status, res.body.message]).to.deep.equal([status, message]);
      expect(await documents()).to.deep.equal(before);
      expect((await client.get<VerificationDTO[]>('/api/user/verifications')).body).to.deep.equal([kept]);
    });
  }

  it('refuses a document for a CNPJ, fields that break the rules, and a number another account holds — the file deleted', async () => {
    const [{ client }, other, firm] = await Promise.all([person(), person(), signedInClient(suite.server, { userType: 'company' })]);
    const before = await documents();
    const form = new FormData();
    form.append('number', freshCnpj());
    form.append('file', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), 'cartao.pdf');
    const onCnpj = await firm.client.request<Answer>('POST', '/api/user/verifications/cnpj/document', form);
    expect([onCnpj.status, onCnpj.body.message]).to.deep.equal([400, M.documentKindInvalid]);

    const noCouncil = await send(client, 'crea', { number: freshCrea() });
    expect([noCouncil.status, noCouncil.body.errors]).to.deep.equal([400, { council: M.councilInvalid }]);

    const number = freshCrea();
    expect((await send(other.client, 'crea', { number, council: 'GO' })).status).to.equal(200);
    const held = await documents();
    const taken = await send(client, 'crea', { number, council: 'GO' });
    expect([taken.status, taken.body.message]).to.deep.equal([409, M.taken]);
    expect(await documents()).to.deep.equal(held);
    expect(held.length).to.equal(before.length + 1);
  });
});
