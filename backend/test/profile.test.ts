import { expect } from 'chai';
import {
  PROFILE_MESSAGES,
  MESSAGES,
  UNSAFE_TEXT_MESSAGE,
  type DirectoryEntryDTO,
  type SearchResponse,
  type UserDTO,
} from '@conecta/common';
import { User } from '../src/models/user';
import { Skill } from '../src/models/skill';
import { skillUsageJobId } from '../src/queues/producers';
import { signedInClient, spawnBackendProcess, startTestServer, uniqueId, waitFor, type HttpClient, type TestServer } from './support';

describe('PATCH /api/users/profile', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer('profile');
  });
  after(async () => {
    await server.stop();
  });

  const patch = (client: HttpClient, body: unknown) => client.request<UserDTO & { message: string; errors?: Record<string, string> }>('PATCH', '/api/users/profile', body);

  it('responds 401 to a visitor and changes nothing', async () => {
    const res = await patch(server.client(), { firstName: 'Intrusa' });
    expect(res.status).to.equal(401);
    expect(res.body.message).to.equal('Não autenticado');
  });

  it('saves every field a professional owns, trimmed, and GET /api/auth/user shows them', async () => {
    const { client, user } = await signedInClient(server);
    const res = await patch(client, {
      firstName: '  Joana ',
      lastName: 'Prado',
      phone: '+55 11 98888-7777',
      location: ' Natal - RN ',
      bio: 'Engenheira eletricista.\nApaixonada por eólicas.\tSempre.',
      jobTitle: 'Engenheira de Comissionamento',
      education: 'UFRN — Engenharia Elétrica',
      experience: '8 anos em parques eólicos\n3 anos em solar',
      skills: [' SCADA ', 'Comissionamento', ''],
      energyAreas: ['eólica', 'solar'],
      showEmail: true,
      showPhone: false,
    });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({
      id: user.id,
      firstName: 'Joana',
      lastName: 'Prado',
      phone: '+55 11 98888-7777',
      location: 'Natal - RN',
      bio: 'Engenheira eletricista.\nApaixonada por eólicas.\tSempre.',
      jobTitle: 'Engenheira de Comissionamento',
      education: 'UFRN — Engenharia Elétrica',
      experience: '8 anos em parques eólicos\n3 anos em solar',
      showEmail: true,
      showPhone: false,
      userType: 'professional',
      isAdmin: false,
      isVerified: false,
    });
    expect(res.body.skills).to.deep.equal(['SCADA', 'Comissionamento']);
    expect(res.body.energyAreas).to.deep.equal(['eólica', 'solar']);
    const me = await client.get<UserDTO>('/api/auth/user');
    expect(me.body).to.deep.equal(res.body);
  });

  for (const userType of ['student', 'professional', 'company', 'general', 'admin'] as const) {
    it(`lets ${userType === 'admin' ? 'an' : 'a'} ${userType} save their own profile, and only that (userType unchanged)`, async () => {
      const { client, user } = await signedInClient(server, { userType, isAdmin: userType === 'admin' });
      const res = await patch(client, { jobTitle: `Cargo de ${userType}`, energyAreas: ['biomassa'] });
      expect(res.status).to.equal(200);
      expect(res.body).to.include({ id: user.id, jobTitle: `Cargo de ${userType}`, userType });
      expect(await User.countDocuments({ jobTitle: `Cargo de ${userType}` })).to.equal(1);
    });
  }

  it("leaves fields it was not sent alone, and clears a text sent as '' or null", async () => {
    const { client } = await signedInClient(server);
    await patch(client, { location: 'Recife - PE', bio: 'Bio antiga', jobTitle: 'Técnica' });
    const res = await patch(client, { bio: '   ', jobTitle: null });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ location: 'Recife - PE', bio: null, jobTitle: null });
  });

  it('keeps e-mail and phone private by default and shows them on the public profile only when turned on', async () => {
    const { client, user } = await signedInClient(server);
    await patch(client, { phone: '+55 84 90000-1111' });
    const hidden = await server.client().get<DirectoryEntryDTO>(`/api/users/${user.id}`);
    expect(hidden.body).to.not.have.any.keys('email', 'phone');
    expect((await client.get<UserDTO>('/api/auth/user')).body).to.include({ showEmail: false, showPhone: false });

    await patch(client, { showEmail: true, showPhone: true });
    const shown = await server.client().get<DirectoryEntryDTO>(`/api/users/${user.id}`);
    expect(shown.body).to.include({ email: user.email, phone: '+55 84 90000-1111' });
  });

  describe('refused fields (400, nothing applied)', () => {
    for (const [field, value] of [
      ['userType', 'admin'],
      ['isAdmin', true],
      ['isVerified', true],
      ['email', 'outra@example.com'],
      ['passwordHash', 'x'],
      ['profileImageUrl', 'https://example.com/foto.png'],
    ] as const) {
      it(`refuses ${field}`, async () => {
        const { client, user } = await signedInClient(server);
        const res = await patch(client, { firstName: 'Alterada', [field]: value });
        expect(res.status).to.equal(400);
        expect(res.body.errors).to.deep.equal({ [field]: PROFILE_MESSAGES.privilegedField });
        const stored = await User.findById(user._id).select('+passwordHash').lean();
        expect(stored).to.include({ firstName: 'Teste', userType: 'professional', isAdmin: false, isVerified: false, email: user.email, profileImageUrl: null });
        expect(stored!.passwordHash).to.equal(user.passwordHash);
      });
    }

    it('refuses an unknown field and an operator smuggled as a value', async () => {
      const { client } = await signedInClient(server);
      const unknown = await patch(client, { firstName: 'Alterada', readReceipts: false });
      expect(unknown.status).to.equal(400);
      expect(unknown.body.errors).to.deep.equal({ readReceipts: MESSAGES.fieldUnknown });
      const operator = await patch(client, { location: { $set: 'x' } });
      expect(operator.status).to.equal(400);
      expect(operator.body.errors).to.have.keys('location');
    });

    for (const url of ['javascript:alert(1)', 'ftp://arquivos.example.com', 'www.sem-esquema.com.br', 'https://']) {
      it(`refuses the website "${url}"`, async () => {
        const { client } = await signedInClient(server, { userType: 'company' });
        const res = await patch(client, { website: url });
        expect(res.status).to.equal(400);
        expect(res.body.errors).to.deep.equal({ website: PROFILE_MESSAGES.urlInvalid });
      });
    }

    for (const [field, value] of [
      ['firstName', 'Jo\u0000ana'],
      ['firstName', 'Joana\nPrado'],
      ['location', 'Natal\u001b[31m'],
      ['bio', 'Olá\u0007'],
      ['experience', 'texto\u0085'],
    ] as const) {
      it(`refuses a control character in ${field} (${JSON.stringify(value)})`, async () => {
        const { client } = await signedInClient(server);
        const res = await patch(client, { [field]: value });
        expect(res.status).to.equal(400);
        expect(res.body.errors).to.deep.equal({ [field]: UNSAFE_TEXT_MESSAGE });
      });
    }

    // Issue 22: the sign-up's text rule on every text of the profile (a reversed or invisible name, half a character).
    for (const value of ['\u202Eabc', 'a\u200Bb', '\uD800']) {
      it(`refuses ${JSON.stringify(value)} in every text field and in a skill, naming each field, and stores nothing`, async () => {
        const { client, user } = await signedInClient(server, { userType: 'company' });
        const fields = ['firstName', 'lastName', 'phone', 'location', 'jobTitle', 'bio', 'education', 'experience', 'companyName'];
        const res = await patch(client, { ...Object.fromEntries(fields.map((field) => [field, value])), skills: ['SCADA', value] });
        expect(res.status).to.equal(400);
        expect(res.body.errors).to.deep.equal(Object.fromEntries([...fields, 'skills'].map((field) => [field, UNSAFE_TEXT_MESSAGE])));
        expect(res.body.message).to.equal(UNSAFE_TEXT_MESSAGE);
        const stored = await User.findById(user._id).lean();
        expect(stored).to.include({ firstName: user.firstName, lastName: user.lastName, bio: null, jobTitle: null });
        expect(stored!.skills).to.deep.equal([]);
      });
    }

    it('keeps an emoji made of several (joined by zero-width joiners) in the bio and the job title', async () => {
      const { client } = await signedInClient(server);
      const res = await patch(client, { jobTitle: 'Engenheira 👩\u200D💻', bio: 'Família 👨\u200D👩\u200D👧 e 🏳️\u200D🌈' });
      expect(res.status).to.equal(200);
      expect(res.body).to.include({ jobTitle: 'Engenheira 👩\u200D💻', bio: 'Família 👨\u200D👩\u200D👧 e 🏳️\u200D🌈' });
    });

    it('refuses an energy area that is not one of the directory areas', async () => {
      const { client } = await signedInClient(server);
      for (const area of ['nuclear', 'carvão']) {
        const res = await patch(client, { energyAreas: ['solar', area] });
        expect(res.status).to.equal(400);
        expect(res.body.errors).to.deep.equal({ energyAreas: PROFILE_MESSAGES.energyAreaInvalid });
      }
    });

    it('refuses texts over their limits and a name under 2 characters, with Portuguese messages', async () => {
      const { client } = await signedInClient(server);
      const res = await patch(client, { firstName: 'J', bio: 'x'.repeat(2001), skills: Array.from({ length: 51 }, (_, i) => `Competência ${i}`) });
      expect(res.status).to.equal(400);
      expect(res.body.errors).to.deep.equal({
        firstName: PROFILE_MESSAGES.firstNameMin,
        bio: PROFILE_MESSAGES.bioMax,
        skills: PROFILE_MESSAGES.skillsMax,
      });
    });

    it("refuses company fields from a person who is not a company, but accepts them sent back empty", async () => {
      const { client } = await signedInClient(server);
      const refused = await patch(client, { companyName: 'Minha Empresa', website: 'https://minha.example.com' });
      expect(refused.status).to.equal(400);
      expect(refused.body.errors).to.deep.equal({ companyName: PROFILE_MESSAGES.companyOnly, website: PROFILE_MESSAGES.companyOnly });
      const empty = await patch(client, { companyName: '', website: null, location: 'Natal - RN' });
      expect(empty.status).to.equal(200);
      expect(empty.body).to.include({ companyName: null, website: null, location: 'Natal - RN' });
    });
  });

  it('saves company name and website for a company', async () => {
    const { client } = await signedInClient(server, { userType: 'company' });
    const res = await patch(client, { companyName: 'Ventos do Norte Energia', website: 'https://ventosdonorte.com.br' });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ companyName: 'Ventos do Norte Energia', website: 'https://ventosdonorte.com.br' });
  });

  describe('skills', () => {
    it("keeps one of each skill whatever its case or accents, in the catalogue's spelling", async () => {
      await Skill.create({ name: 'Gestão de Projetos', category: 'soft' });
      const { client } = await signedInClient(server);
      const res = await patch(client, { skills: ['gestao de  projetos', 'GESTÃO DE PROJETOS', 'Python', 'python'] });
      expect(res.status).to.equal(200);
      expect(res.body.skills).to.deep.equal(['Gestão de Projetos', 'Python']);
    });

    it('enqueues one usage-changed job per change, with the names added and removed, and none when the skills stay the same', async () => {
      const { client, user } = await signedInClient(server);
      await patch(client, { skills: ['SCADA', 'PVsyst'] });
      const first = await User.findById(user._id).lean();
      const firstJob = await server.runtime.producers.skills.getJob(skillUsageJobId(user.id, first!.skillsChangeId!));
      expect(firstJob?.name).to.equal('usage-changed');
      expect(firstJob?.data).to.deep.equal({ userId: user.id, changeId: first!.skillsChangeId, added: ['SCADA', 'PVsyst'], removed: [] });

      await patch(client, { skills: ['PVsyst', 'AutoCAD'] });
      const second = await User.findById(user._id).lean();
      expect(second!.skills).to.deep.equal(['PVsyst', 'AutoCAD']);
      expect(second!.skillKeys).to.deep.equal(['pvsyst', 'autocad']);
      const secondJob = await server.runtime.producers.skills.getJob(skillUsageJobId(user.id, second!.skillsChangeId!));
      expect(secondJob?.data).to.deep.include({ added: ['AutoCAD'], removed: ['SCADA'] });

      const before = await server.runtime.producers.skills.getJobCounts();
      // Re-spelt and reordered: saved as typed, but no skill was added or removed, so no job.
      const same = await patch(client, { skills: ['AUTOCAD', 'pvsyst'], bio: 'Só a bio mudou' });
      expect(same.status).to.equal(200);
      expect(same.body.skills).to.deep.equal(['AUTOCAD', 'pvsyst']);
      expect(await server.runtime.producers.skills.getJobCounts()).to.deep.equal(before);
      expect((await User.findById(user._id).lean())!.skillsChangeId).to.equal(second!.skillsChangeId);
    });
  });

  describe('the directory and search follow a save', () => {
    it('find the new text at once in this process', async () => {
      const { client, user } = await signedInClient(server);
      const word = `Maremotriz${uniqueId()}`;
      expect((await patch(client, { jobTitle: `Especialista em ${word}` })).status).to.equal(200);
      const directory = await server.client().get<DirectoryEntryDTO[]>(`/api/users?q=${word}`);
      expect(directory.body.map((e) => e.id)).to.deep.equal([user.id]);
      const search = await server.client().get<SearchResponse>(`/api/search?q=${word}&type=users`);
      expect(search.body.users.map((e) => e.id)).to.deep.equal([user.id]);
    });

    it('reach another backend process by themselves', async function () {
      this.timeout(40_000);
      const other = await spawnBackendProcess(server.config);
      try {
        const { client, user } = await signedInClient(server);
        const word = `Undimotriz${uniqueId()}`;
        const find = async () => {
          const [directory, search] = await Promise.all([
            fetch(`${other.url}/api/users?q=${word}`).then((r) => r.json() as Promise<DirectoryEntryDTO[]>),
            fetch(`${other.url}/api/search?q=${word}&type=users`).then((r) => r.json() as Promise<SearchResponse>),
          ]);
          return { directory: directory.map((e) => e.id), search: search.users.map((e) => e.id) };
        };
        expect(await find()).to.deep.equal({ directory: [], search: [] });
        expect((await patch(client, { bio: `Pesquisa em energia ${word}` })).status).to.equal(200);

        // That they follow is the test (support's 10 s wait, for a busy machine); how fast is a bench's question.
        const found = await waitFor(find, (f) => f.directory.length > 0 && f.search.length > 0);
        expect(found).to.deep.equal({ directory: [user.id], search: [user.id] });
      } finally {
        await other.stop();
      }
    });
  });
});

describe('PATCH /api/users/profile when the skills job cannot be enqueued', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer('profile_queue_down');
  });
  after(async () => {
    await server.stop();
  });

  it('answers 503 and puts the profile back as it was, so no count is left behind', async () => {
    const { client, user } = await signedInClient(server);
    expect((await client.request('PATCH', '/api/users/profile', { skills: ['SCADA'], bio: 'Antes' })).status).to.equal(200);
    const before = (await User.findById(user._id).lean())!;

    // The queue's Redis connection is gone (Redis down for producers): the enqueue really fails.
    (await server.runtime.producers.skills.client).disconnect();
    const res = await client.request<{ message: string }>('PATCH', '/api/users/profile', { skills: ['SCADA', 'PVsyst'], bio: 'Depois' });
    expect(res.status).to.equal(503);
    expect(res.body).to.deep.equal({ message: 'Serviço temporariamente indisponível' });
    const after = (await User.findById(user._id).lean())!;
    expect(after).to.deep.include({ skills: ['SCADA'], skillKeys: ['scada'], bio: 'Antes', skillsChangeId: before.skillsChangeId });

    // A save that changes no skill needs no job and still works.
    expect((await client.request('PATCH', '/api/users/profile', { bio: 'Só texto' })).status).to.equal(200);
  });
});
