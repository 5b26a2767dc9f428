/**
 * Issue 24, what the public sees of a person's trust: a verified registration becomes a badge and
 * valid credentials become chips on the public profile and the directory (through the account's
 * summary, services/trustSummary.ts, and the index its write refreshes); expired ones do not show,
 * a person may hide them, the directory filters by a credential valid today, and nobody writes the
 * summary through their profile.
 */
import { expect } from 'chai';
import type { DirectoryEntryDTO } from '@conecta/common';
import { Verification } from '../src/models/verification';
import { eventually, signedInClient, startTestServer, uniqueId, type TestServer } from './support';
import { freshCrea, submitRegistration } from './verificationFactories';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (days: number) => isoDay(new Date(Date.now() - days * 24 * 60 * 60 * 1000));

describe('public trust: badges and credential chips (issue 24)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('trustSummary');
  });
  after(async () => {
    await server.stop();
  });

  const profileOf = async (id: string) => (await server.client().get<DirectoryEntryDTO>(`/api/users/${id}`)).body;
  /** The ids the directory lists for `name` under `query` (the index follows the account's write through its event). */
  const listed = async (name: string, query: string) =>
    (await server.client().get<DirectoryEntryDTO[]>(`/api/users?q=${encodeURIComponent(name)}&${query}`)).body.map((entry) => entry.id);

  it('a verified CREA shows as a badge on the public profile and the directory card', async () => {
    const person = await signedInClient(server, { userType: 'professional', lastName: `Badge${uniqueId()}` });
    const admin = await signedInClient(server, { userType: 'admin' });
    const submitted = (await submitRegistration<{ id: string }>(person.client, 'crea', { number: freshCrea(), council: 'PR' })).body;
    expect((await profileOf(person.user.id as string)).registrations).to.deep.equal([]);
    const version = (await Verification.findById(submitted.id).lean())!.updatedAt.toISOString();
    expect((await admin.client.post(`/api/admin/verifications/${submitted.id}/verify`, { version })).status).to.equal(200);
    expect((await profileOf(person.user.id as string)).registrations).to.deep.equal(['crea']);
    const q = `q=${encodeURIComponent(person.user.lastName)}`;
    await eventually(async () => {
      const [entry] = (await server.client().get<DirectoryEntryDTO[]>(`/api/users?${q}`)).body;
      return entry?.registrations.includes('crea') ?? false;
    }, 'the directory card shows the CREA badge');
  });

  it('valid credentials are chips, expired ones are not; hidden by the person, none show; the directory filters by validity', async () => {
    const name = `Chip${uniqueId()}`;
    const person = await signedInClient(server, { userType: 'professional', lastName: name });
    const id = person.user.id as string;
    expect((await person.client.post('/api/users/credentials', { code: 'nr35', trainedOn: daysAgo(100), hours: 8, institution: 'SENAI' })).status).to.equal(201);
    // NR-33 lasts a year: trained 400 days ago, it expired a month ago.
    expect((await person.client.post('/api/users/credentials', { code: 'nr33-trabalhador', trainedOn: daysAgo(400), hours: 16, institution: 'SESI' })).status).to.equal(201);

    const chips = (await profileOf(id)).credentials;
    expect(chips.map((chip) => chip.code)).to.deep.equal(['nr35']);
    expect(chips[0]).to.include({ name: 'NR-35' });
    await eventually(async () => (await listed(name, 'credential=nr35')).includes(id), 'the NR-35 filter lists the person');
    expect(await listed(name, 'credential=nr33-trabalhador')).to.not.include(id);
    expect((await server.client().get('/api/users?credential=nr99')).status).to.equal(400);

    expect((await person.client.request('PATCH', '/api/users/profile', { showCredentials: false })).status).to.equal(200);
    expect((await profileOf(id)).credentials).to.deep.equal([]);
    await eventually(async () => !(await listed(name, 'credential=nr35')).includes(id), 'a hidden credential is not filtered by');
  });

  it("nobody writes the summary through a profile: it is the server's", async () => {
    const person = await signedInClient(server, { userType: 'professional' });
    for (const field of ['verifiedRegistrations', 'credentialSummary']) {
      const res = await person.client.request('PATCH', '/api/users/profile', { [field]: field === 'verifiedRegistrations' ? ['crea'] : [{ code: 'nr35', validUntil: null }] });
      expect(res.status, field).to.equal(400);
    }
    expect((await profileOf(person.user.id as string)).registrations).to.deep.equal([]);
  });
});
