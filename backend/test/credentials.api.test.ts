/**
 * The owner's credentials API (issue 24): who may call it, the records and their state, the field
 * rules and the catalogue's (minimum hours, no future training, NR-10 SEP on a valid básico), the
 * certificate file, and the reminder check queued for the workers.
 */
import { expect } from 'chai';
import {
  CATALOGUE_MESSAGES,
  CREDENTIAL_CATALOGUE,
  CREDENTIAL_MESSAGES as CR,
  MESSAGES,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  credentialState,
  credentialValidUntil,
  utcDay,
  type CredentialDTO,
} from '@conecta/common';
import { Credential } from '../src/models/credential';
import { signedInClient, startTestServer, type HttpClient, type TestServer } from './support';
import { filesUnder, pdf, png, upload, uploadsDir } from './uploadSupport';

type Answer = CredentialDTO & { message: string; errors?: Record<string, string> };

const DAY_MS = 24 * 60 * 60 * 1000;
/** A calendar day `days` from today (UTC, as the rules count days), 'aaaa-mm-dd'. */
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** The same day of the month, `years` before today (clamped to the month's end, as validity is). */
function yearsAgo(years: number, plusDays = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), Math.min(now.getUTCDate(), 28)) + plusDays * DAY_MS).toISOString().slice(0, 10);
}

const NR35 = { code: 'nr35', trainedOn: '2025-06-10', hours: 8, institution: 'SENAI Natal' } as const;
const BASICO = { code: 'nr10-basico', hours: 40, institution: 'SENAI Mossoró' } as const;
const SEP = { code: 'nr10-sep', hours: 40, institution: 'Escola Técnica do Sertão' } as const;
const FAKE_ID = '0123456789abcdef01234567';

describe('credentials API (issue 24)', () => {
  let server: TestServer;
  let uploads: Awaited<ReturnType<typeof uploadsDir>>;

  before(async () => {
    uploads = await uploadsDir('credentials');
    server = await startTestServer('credentials', { UPLOADS_DIR: uploads.dir });
  });
  after(async () => {
    await server.stop();
    await uploads.remove();
  });

  /** The list, or the refusal's `{ message }`. */
  const list = (client: HttpClient) => client.get<Answer[] & { message?: string }>('/api/users/credentials');
  const create = (client: HttpClient, body: unknown) => client.post<Answer>('/api/users/credentials', body);
  const edit = (client: HttpClient, id: string, body: unknown) => client.request<Answer>('PATCH', `/api/users/credentials/${id}`, body);
  const remove = (client: HttpClient, id: string) => client.request<Answer>('DELETE', `/api/users/credentials/${id}`);
  const attach = (client: HttpClient, id: string, file: { body: Buffer; name: string; type: string }) => upload<Answer>(client, `/api/users/credentials/${id}/certificate`, file);
  const detach = (client: HttpClient, id: string) => client.request<Answer>('DELETE', `/api/users/credentials/${id}/certificate`);
  const person = () => signedInClient(server, { userType: 'professional' });
  /** A stored file's key, from its public URL. */
  const keyOf = (url: string | null) => url!.replace('/uploads/', '');

  /** Every route once, with valid input, on `id`. */
  async function everyRoute(client: HttpClient, id: string) {
    return [
      await list(client),
      await create(client, NR35),
      await edit(client, id, { hours: 16 }),
      await remove(client, id),
      await attach(client, id, { body: pdf(), name: 'nr35.pdf', type: 'application/pdf' }),
      await detach(client, id),
    ];
  }

  describe('who may call', () => {
    it('answers 401 to a visitor on every route', async () => {
      const answers = await everyRoute(server.client(), FAKE_ID);
      expect(answers.map((a) => a.status)).to.deep.equal(Array(6).fill(401));
      expect(await Credential.countDocuments()).to.equal(0);
    });

    for (const [label, account] of [
      ['a company', { userType: 'company' }],
      ['an admin', { userType: 'admin' }],
      ['a professional with the admin flag', { userType: 'professional', isAdmin: true }],
    ] as const) {
      it(`answers 403 to ${label} on every route, saying credentials are people's`, async () => {
        const { client, user } = await signedInClient(server, account);
        const answers = await everyRoute(client, FAKE_ID);
        expect(answers.map((a) => [a.status, a.body.message])).to.deep.equal(Array(6).fill([403, CR.onlyPeople]));
        expect(await Credential.countDocuments({ userId: user._id })).to.equal(0);
      });
    }

    it('lets students and general users keep credentials too', async () => {
      for (const userType of ['student', 'general'] as const) {
        const { client } = await signedInClient(server, { userType });
        expect((await create(client, NR35)).status).to.equal(201);
        expect((await list(client)).body).to.have.length(1);
      }
    });

    it("answers 404 to someone else's credential on every route, as a missing one, and never changes it", async () => {
      const owner = await person();
      const other = await person();
      const credential = (await create(owner.client, NR35)).body;
      const withFile = (await attach(owner.client, credential.id, { body: pdf(), name: 'nr35.pdf', type: 'application/pdf' })).body;
      const filesBefore = await filesUnder(uploads.dir);

      const answers = [
        await edit(other.client, credential.id, { hours: 16 }),
        await remove(other.client, credential.id),
        await attach(other.client, credential.id, { body: pdf(), name: 'outro.pdf', type: 'application/pdf' }),
        await detach(other.client, credential.id),
      ];
      const missing = await edit(other.client, FAKE_ID, { hours: 16 });
      for (const answer of [...answers, missing]) expect([answer.status, answer.body.message]).to.deep.equal([404, CR.notFound]);
      expect((await list(other.client)).body).to.deep.equal([]);
      expect((await list(owner.client)).body).to.deep.equal([withFile]);
      expect(await filesUnder(uploads.dir)).to.deep.equal(filesBefore);
    });

    it('answers 400 to an id that is no id', async () => {
      const { client } = await person();
      const res = await edit(client, 'credentials', { hours: 16 });
      expect([res.status, res.body.message]).to.deep.equal([400, CATALOGUE_MESSAGES.idInvalid]);
    });
  });

  describe('records', () => {
    it('creates a record with its catalogue name, last valid day and state, and lists it', async () => {
      const { client, user } = await person();
      const res = await create(client, { ...NR35, institution: '  SENAI Natal ', notes: 'Turma da manhã\nInstrutor: Carlos' });
      expect(res.status).to.equal(201);
      const validUntil = credentialValidUntil('nr35', utcDay(NR35.trainedOn))!;
      const state = credentialState('nr35', utcDay(NR35.trainedOn), new Date());
      expect(res.body).to.deep.equal({
        id: res.body.id,
        code: 'nr35',
        name: 'NR-35',
        trainedOn: NR35.trainedOn,
        hours: 8,
        institution: 'SENAI Natal',
        notes: 'Turma da manhã\nInstrutor: Carlos',
        certificateUrl: null,
        certificateName: null,
        validUntil: validUntil.toISOString().slice(0, 10),
        state: state.state,
        daysLeft: state.state === 'expiring' ? state.daysLeft : null,
        label: res.body.label,
      });
      expect((await list(client)).body).to.deep.equal([res.body]);
      // Stored for the reminder scan and the directory filter.
      const stored = (await Credential.findOne({ userId: user._id }).lean())!;
      expect(stored.validUntil?.toISOString()).to.equal(validUntil.toISOString());
      expect(stored.trainedOn.toISOString()).to.equal(`${NR35.trainedOn}T00:00:00.000Z`);
    });

    it('lists the newest training first', async () => {
      const { client } = await person();
      for (const trainedOn of ['2024-03-01', '2025-09-15', '2023-11-20']) expect((await create(client, { ...NR35, trainedOn })).status).to.equal(201);
      const answer = await list(client);
      expect(answer.body.map((c) => c.trainedOn)).to.deep.equal(['2025-09-15', '2024-03-01', '2023-11-20']);
    });

    it('shows each state: valid until a day, expiring in N days, expired, without a refresher period', async () => {
      const { client } = await person();
      const expiring = (await create(client, { ...NR35, trainedOn: yearsAgo(2, 20) })).body;
      const expired = (await create(client, { ...NR35, trainedOn: yearsAgo(3) })).body;
      const permanent = (await create(client, { code: 'nr12', trainedOn: yearsAgo(5), hours: 8, institution: 'SENAI' })).body;
      const valid = (await create(client, { ...NR35, trainedOn: dayFromToday(-30) })).body;

      const daysLeft = Math.round((utcDay(expiring.validUntil!).getTime() - utcDay(dayFromToday(0)).getTime()) / DAY_MS);
      expect(expiring).to.include({ state: 'expiring', daysLeft, label: `Vence em ${daysLeft} dias` });
      expect(expired).to.include({ state: 'expired', daysLeft: null, label: 'Vencida' });
      expect(permanent).to.include({ state: 'permanent', validUntil: null, daysLeft: null, label: 'Válida (sem prazo de reciclagem)' });
      const [y, m, d] = valid.validUntil!.split('-');
      expect(valid).to.include({ state: 'valid', daysLeft: null, label: `Válida até ${d}/${m}/${y}` });
    });

    it('edits any subset, clears the notes, recomputes the last valid day, and deletes', async () => {
      const { client, user } = await person();
      const created = (await create(client, { ...NR35, notes: 'Primeira turma' })).body;
      const edited = await edit(client, created.id, { institution: 'SESI Natal', notes: '' });
      expect(edited.status).to.equal(200);
      expect(edited.body).to.deep.equal({ ...created, institution: 'SESI Natal', notes: null });

      const renewed = await edit(client, created.id, { code: 'nr33-trabalhador', trainedOn: '2025-01-20', hours: 16 });
      expect(renewed.body).to.include({ code: 'nr33-trabalhador', name: CREDENTIAL_CATALOGUE['nr33-trabalhador'].name, trainedOn: '2025-01-20', validUntil: '2026-01-19' });
      expect((await Credential.findById(created.id).lean())?.validUntil?.toISOString()).to.equal('2026-01-19T00:00:00.000Z');

      const removed = await remove(client, created.id);
      expect(removed.status).to.equal(204);
      expect((await list(client)).body).to.deep.equal([]);
      expect(await Credential.countDocuments({ userId: user._id })).to.equal(0);
      expect((await remove(client, created.id)).status).to.equal(404);
    });
  });

  describe('rules', () => {
    for (const [label, body, errors] of [
      ['nothing given', {}, { code: CR.codeInvalid, trainedOn: CR.trainedOnInvalid, hours: CR.hoursInvalid, institution: CR.institutionRequired }],
      ['a norm outside the catalogue', { ...NR35, code: 'nr99' }, { code: CR.codeInvalid }],
      ['a day that does not exist', { ...NR35, trainedOn: '2025-02-29' }, { trainedOn: CR.trainedOnInvalid }],
      ['hours as text', { ...NR35, hours: '8' }, { hours: CR.hoursInvalid }],
      ['hours past 2000', { ...NR35, hours: 2001 }, { hours: CR.hoursInvalid }],
      ['an institution too long, notes too long', { ...NR35, institution: 'a'.repeat(121), notes: 'a'.repeat(1001) }, { institution: CR.institutionMax, notes: CR.notesMax }],
      ['a stored field', { ...NR35, validUntil: '2099-01-01' }, { validUntil: MESSAGES.fieldUnknown }],
      ['hours below the norm’s minimum', { ...BASICO, trainedOn: '2025-03-10', hours: 20 }, { hours: 'A carga horária mínima de NR-10 Básico é de 40 h' }],
      ['a training in the future', { ...NR35, trainedOn: dayFromToday(2) }, { trainedOn: CR.trainedOnFuture }],
      ['a future training below the minimum', { ...NR35, trainedOn: dayFromToday(2), hours: 4 }, { trainedOn: CR.trainedOnFuture, hours: 'A carga horária mínima de NR-35 é de 8 h' }],
    ] as const) {
      it(`refuses ${label}, naming each field in Portuguese`, async () => {
        const { client, user } = await person();
        const res = await create(client, body);
        expect(res.status).to.equal(400);
        expect(res.body.errors).to.deep.equal(errors);
        expect(res.body.message).to.equal(Object.values(errors)[0]);
        expect(await Credential.countDocuments({ userId: user._id })).to.equal(0);
      });
    }

    it('judges an edit on the record as it would be saved, and leaves it as it was when refused', async () => {
      const { client } = await person();
      const created = (await create(client, { ...BASICO, trainedOn: '2025-03-10' })).body;
      const lower = await edit(client, created.id, { hours: 30 });
      expect([lower.status, lower.body.errors]).to.deep.equal([400, { hours: 'A carga horária mínima de NR-10 Básico é de 40 h' }]);
      // NR-35 needs 8 h: the same 30 h pass once the norm changes with them.
      expect((await edit(client, created.id, { code: 'nr35', hours: 30 })).status).to.equal(200);
      const future = await edit(client, created.id, { trainedOn: dayFromToday(3) });
      expect(future.body.errors).to.deep.equal({ trainedOn: CR.trainedOnFuture });
      expect((await list(client)).body[0]).to.include({ code: 'nr35', hours: 30, trainedOn: '2025-03-10' });
    });

    describe('NR-10 SEP needs a valid NR-10 Básico', () => {
      const sepMissing = CR.requiresMissing(CREDENTIAL_CATALOGUE['nr10-sep'], CREDENTIAL_CATALOGUE['nr10-basico']);

      it('refuses a SEP without a básico, or with one of someone else', async () => {
        const { client } = await person();
        const stranger = await person();
        expect((await create(stranger.client, { ...BASICO, trainedOn: '2025-01-10' })).status).to.equal(201);
        const res = await create(client, { ...SEP, trainedOn: '2025-05-10' });
        expect([res.status, res.body.errors, res.body.message]).to.deep.equal([400, { code: sepMissing }, sepMissing]);
      });

      it('refuses a SEP whose básico had expired, or came after it, on its training date', async () => {
        const { client } = await person();
        expect((await create(client, { ...BASICO, trainedOn: '2021-01-10' })).status).to.equal(201);
        expect((await create(client, { ...BASICO, trainedOn: '2025-06-10' })).status).to.equal(201);
        // The first básico held until 2023-01-09; the second one is later than the SEP.
        const res = await create(client, { ...SEP, trainedOn: '2024-05-10' });
        expect(res.body.errors).to.deep.equal({ code: sepMissing });
      });

      it('accepts a SEP on a básico valid that day; the básico may still be deleted, the SEP stays', async () => {
        const { client } = await person();
        const basico = (await create(client, { ...BASICO, trainedOn: '2025-01-10' })).body;
        const sep = await create(client, { ...SEP, trainedOn: '2025-05-10' });
        expect(sep.status).to.equal(201);

        expect((await remove(client, basico.id)).status).to.equal(204);
        expect((await list(client)).body.map((c) => c.code)).to.deep.equal(['nr10-sep']);
        // Its notes can still be edited; a change of its facts is judged again, and now refused.
        expect((await edit(client, sep.body.id, { notes: 'Subestação 69 kV' })).status).to.equal(200);
        const moved = await edit(client, sep.body.id, { trainedOn: '2025-05-11' });
        expect([moved.status, moved.body.errors]).to.deep.equal([400, { code: sepMissing }]);
      });
    });
  });

  describe('certificate', () => {
    it('attaches a PDF under a random name, keeping the original name for the link only', async () => {
      const { client } = await person();
      const credential = (await create(client, NR35)).body;
      const res = await attach(client, credential.id, { body: pdf(), name: 'Certificado NR-35.pdf', type: 'application/pdf' });
      expect(res.status).to.equal(200);
      expect(res.body.certificateUrl).to.match(/^\/uploads\/credential-certificates\/[0-9a-f]{32}\.pdf$/);
      expect(res.body).to.deep.equal({ ...credential, certificateUrl: res.body.certificateUrl, certificateName: 'Certificado NR-35.pdf' });
      expect(await filesUnder(uploads.dir)).to.include(keyOf(res.body.certificateUrl));
      const served = await fetch(server.url + res.body.certificateUrl);
      expect(served.headers.get('content-type')).to.equal('application/pdf');
      expect(Buffer.from(await served.arrayBuffer()).equals(pdf())).to.equal(true);
    });

    it('attaches a photographed certificate as a re-encoded image, replacing the PDF and deleting it', async () => {
      const { client } = await person();
      const credential = (await create(client, NR35)).body;
      const first = (await attach(client, credential.id, { body: pdf(), name: 'nr35.pdf', type: 'application/pdf' })).body;
      const second = await attach(client, credential.id, { body: await png(), name: 'foto do certificado.png', type: 'image/png' });
      expect(second.status).to.equal(200);
      expect(second.body.certificateUrl).to.match(/^\/uploads\/credential-certificates\/[0-9a-f]{32}\.webp$/);
      expect(second.body.certificateName).to.equal('foto do certificado.png');
      const files = await filesUnder(uploads.dir);
      expect(files).to.include(keyOf(second.body.certificateUrl));
      expect(files).to.not.include(keyOf(first.certificateUrl));
    });

    for (const [label, file, status, message] of [
      ['a text file', { body: Buffer.from('certificado: NR-35, 8 horas'), name: 'nr35.pdf', type: 'application/pdf' }, 415, CR.certificateType],
      ['an executable', { body: Buffer.from('MZ\x90\x00 not a certificate', 'binary'), name: 'nr35.png', type: 'image/png' }, 415, CR.certificateType],
      ['a PDF cut off before its end', { body: pdf().subarray(0, 60), name: 'nr35.pdf', type: 'application/pdf' }, 422, UPLOAD_MESSAGES.documentCorrupt],
      ['an image over 5 MB', { body: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(UPLOAD_LIMITS.imageMaxBytes)]), name: 'nr35.jpg', type: 'image/jpeg' }, 413, UPLOAD_MESSAGES.imageTooLarge],
      ['a PDF over 10 MB', { body: Buffer.concat([pdf(), Buffer.alloc(UPLOAD_LIMITS.documentMaxBytes)]), name: 'nr35.pdf', type: 'application/pdf' }, 413, CR.certificateTooLarge],
    ] as const) {
      it(`refuses ${label} and stores nothing`, async () => {
        const { client } = await person();
        const credential = (await create(client, NR35)).body;
        const filesBefore = await filesUnder(uploads.dir);
        const res = await attach(client, credential.id, file);
        expect([res.status, res.body.message]).to.deep.equal([status, message]);
        expect(await filesUnder(uploads.dir)).to.deep.equal(filesBefore);
        expect((await list(client)).body[0]).to.include({ certificateUrl: null, certificateName: null });
      });
    }

    it('removes the certificate, and deleting a credential deletes its file', async () => {
      const { client } = await person();
      const kept = (await create(client, NR35)).body;
      const withFile = (await attach(client, kept.id, { body: pdf(), name: 'nr35.pdf', type: 'application/pdf' })).body;
      const detached = await detach(client, kept.id);
      expect(detached.body).to.include({ certificateUrl: null, certificateName: null });
      expect(await filesUnder(uploads.dir)).to.not.include(keyOf(withFile.certificateUrl));

      const deleted = (await create(client, NR35)).body;
      const file = keyOf((await attach(client, deleted.id, { body: pdf(), name: 'nr35.pdf', type: 'application/pdf' })).body.certificateUrl);
      expect(await filesUnder(uploads.dir)).to.include(file);
      expect((await remove(client, deleted.id)).status).to.equal(204);
      expect(await filesUnder(uploads.dir)).to.not.include(file);
    });
  });

  describe('the reminder check queued for the workers', () => {
    const queued = (id: string) => server.runtime.producers.notifications.getJob(id);
    /** The 'credential-saved' jobs of one credential, whatever their day. */
    async function jobsOf(credentialId: string) {
      const jobs = await server.runtime.producers.notifications.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
      return jobs.filter((job) => job.name === 'credential-saved' && 'credentialId' in job.data && job.data.credentialId === credentialId).map((job) => job.id);
    }

    it('queues credential-saved per credential and last valid day: on create, on a renewal, not on other edits', async () => {
      const { client } = await person();
      const credential = (await create(client, NR35)).body;
      const job = await queued(`credential-saved-${credential.id}-${credential.validUntil}`);
      expect(job?.name).to.equal('credential-saved');
      expect(job?.data).to.deep.equal({ credentialId: credential.id });

      expect((await edit(client, credential.id, { notes: 'Só uma observação', hours: 12 })).status).to.equal(200);
      expect(await jobsOf(credential.id)).to.deep.equal([`credential-saved-${credential.id}-${credential.validUntil}`]);

      const renewed = (await edit(client, credential.id, { trainedOn: '2025-02-01' })).body;
      expect(renewed.validUntil).to.equal('2027-01-31');
      expect((await queued(`credential-saved-${credential.id}-2027-01-31`))?.data).to.deep.equal({ credentialId: credential.id });
      expect(await jobsOf(credential.id)).to.have.length(2);
    });

    it('queues nothing for a norm without a refresher period', async () => {
      const { client } = await person();
      const credential = (await create(client, { code: 'nr12', trainedOn: '2025-02-01', hours: 8, institution: 'SENAI' })).body;
      expect(await jobsOf(credential.id)).to.deep.equal([]);
    });
  });
});

describe('credentials API with the queue down (issue 24)', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer('credentials_queue_down');
  });
  after(async () => {
    await server.stop();
  });

  it('still saves and answers: the daily reminder scan reads the stored record', async () => {
    const { client, user } = await signedInClient(server);
    // The queue's Redis connection is gone (Redis down for producers): the enqueue really fails.
    (await server.runtime.producers.notifications.client).disconnect();
    const res = await client.post<CredentialDTO>('/api/users/credentials', NR35);
    expect(res.status).to.equal(201);
    expect(await Credential.countDocuments({ userId: user._id })).to.equal(1);
    expect((await client.request('PATCH', `/api/users/credentials/${res.body.id}`, { trainedOn: '2025-08-01' })).status).to.equal(200);
  });
});
