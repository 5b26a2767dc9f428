import { expect } from 'chai';
import { MESSAGES, SKILL_MESSAGES, UNSAFE_TEXT_MESSAGE, skillKey, type SkillDTO } from '@conecta/common';
import { Skill } from '../src/models/skill';
import { signedInClient, startTestServer, uniqueId, type TestServer } from './support';
import { buildProfile } from './profileFactories';

type Answer = SkillDTO & { message: string; errors?: Record<string, string> };

describe('skills catalogue', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer('skills', { SKILL_CREATE_MAX_PER_DAY: '3' });
  });
  after(async () => {
    await server.stop();
  });

  describe('GET /api/skills?q=', () => {
    const suffix = uniqueId();
    before(async () => {
      await Skill.create([
        { name: `Gestão de Projetos ${suffix}`, category: 'soft', usageCount: 3 },
        { name: `Gestão de Ativos ${suffix}`, category: 'domain', usageCount: 9 },
        { name: `Gestor de Obras ${suffix}`, category: 'technical', usageCount: 0 },
        { name: 'C++', category: 'technical', usageCount: 1 },
        { name: 'Cab', category: 'technical', usageCount: 1 },
      ]);
      await Skill.create(Array.from({ length: 12 }, (_, i) => ({ name: `Solarimetria ${i} ${suffix}`, usageCount: i })));
    });

    const names = async (q: string) => {
      const res = await server.client().get<SkillDTO[]>(`/api/skills?q=${encodeURIComponent(q)}`);
      expect(res.status, res.text).to.equal(200);
      return res.body.map((s) => s.name);
    };

    it('answers anyone with the skills whose name contains the text, most used first', async () => {
      expect(await names(`gest`)).to.include.members([`Gestão de Ativos ${suffix}`, `Gestão de Projetos ${suffix}`, `Gestor de Obras ${suffix}`]);
      expect((await names(`${suffix}`)).slice(0, 3)).to.deep.equal([`Solarimetria 11 ${suffix}`, `Solarimetria 10 ${suffix}`, `Gestão de Ativos ${suffix}`]);
      const res = await server.client().get<SkillDTO[]>(`/api/skills?q=ativos ${suffix}`);
      expect(res.body).to.deep.equal([{ id: res.body[0]!.id, name: `Gestão de Ativos ${suffix}`, category: 'domain', usageCount: 9 }]);
    });

    it('ignores case and accents on both sides', async () => {
      expect(await names(`GESTAO DE PROJ`)).to.deep.equal([`Gestão de Projetos ${suffix}`]);
      expect(await names(`gestão de proj`)).to.deep.equal([`Gestão de Projetos ${suffix}`]);
    });

    it('answers at most 10', async () => {
      expect(await names(`solarimetria`)).to.have.length(10);
    });

    it('treats regex characters as text', async () => {
      expect(await names('c++')).to.deep.equal(['C++']);
      expect(await names('.*.')).to.deep.equal([]);
    });

    it('responds 400 in Portuguese to fewer than 3 characters, no q, or an unknown parameter', async () => {
      for (const query of ['?q=ab', '?q=%20ab%20', '', '?q=abc&sort=name']) {
        const res = await server.client().get<{ message: string }>(`/api/skills${query}`);
        expect(res.status, query).to.equal(400);
      }
      expect((await server.client().get<{ message: string }>('/api/skills?q=ab')).body.message).to.equal(SKILL_MESSAGES.queryMin);
    });
  });

  describe('POST /api/skills', () => {
    it('responds 401 to a visitor and creates nothing', async () => {
      const name = `Anônima ${uniqueId()}`;
      expect((await server.client().post('/api/skills', { name, category: 'technical' })).status).to.equal(401);
      expect(await Skill.countDocuments({ name })).to.equal(0);
    });

    it("creates a skill (201, category 'technical' by default) counting the profiles that already list it", async () => {
      const name = `Hidrogênio Verde ${uniqueId()}`;
      await buildProfile({ skills: [name] });
      await buildProfile({ skills: [name.toUpperCase()] });
      const { client } = await signedInClient(server);
      const res = await client.post<Answer>('/api/skills', { name: `  ${name} ` });
      expect(res.status).to.equal(201);
      expect(res.body).to.deep.equal({ id: res.body.id, name, category: 'technical', usageCount: 2 });
      const stored = await Skill.findById(res.body.id).lean();
      expect(stored).to.include({ name, category: 'technical' });
    });

    it('returns the existing skill (200) for the same name in another case or accent, never a duplicate', async () => {
      const suffix = uniqueId();
      const { client } = await signedInClient(server);
      const created = await client.post<Answer>('/api/skills', { name: `Eficiência Energética ${suffix}`, category: 'domain' });
      expect(created.status).to.equal(201);
      for (const spelling of [`eficiencia energetica ${suffix}`, `EFICIÊNCIA   ENERGÉTICA ${suffix}`, `Eficiencia Energética ${suffix}`]) {
        const again = await client.post<Answer>('/api/skills', { name: spelling, category: 'technical' });
        expect(again.status, spelling).to.equal(200);
        expect(again.body).to.deep.equal(created.body);
      }
      expect(await Skill.countDocuments({ nameKey: `eficiencia energetica ${suffix}` })).to.equal(1);
    });

    it('creates one skill when several people add the same name at the same time', async () => {
      const name = `Biogás ${uniqueId()}`;
      const clients = await Promise.all([1, 2, 3, 4].map(() => signedInClient(server)));
      const answers = await Promise.all(clients.map(({ client }, i) => client.post<Answer>('/api/skills', { name: i % 2 ? name.toLowerCase() : name })));
      expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.body.id)).size).to.equal(1);
      expect(await Skill.countDocuments({ nameKey: skillKey(name) })).to.equal(1);
    });

    it('limits how many new skills one user adds per day (429), while existing names are still answered', async () => {
      const { client } = await signedInClient(server);
      const suffix = uniqueId();
      for (let i = 0; i < 3; i += 1) expect((await client.post('/api/skills', { name: `Nova ${i} ${suffix}` })).status).to.equal(201);
      const refused = await client.post<Answer>('/api/skills', { name: `Nova 3 ${suffix}` });
      expect(refused.status).to.equal(429);
      expect(refused.body).to.deep.equal({ message: SKILL_MESSAGES.createLimit });
      expect(await Skill.countDocuments({ name: `Nova 3 ${suffix}` })).to.equal(0);
      expect((await client.post('/api/skills', { name: `nova 0 ${suffix}` })).status).to.equal(200);
      // Another user has their own allowance.
      const other = await signedInClient(server);
      expect((await other.client.post('/api/skills', { name: `Nova 3 ${suffix}` })).status).to.equal(201);
    });

    it('counts a name created at the same time by the same user once: the duplicates give their allowance back', async () => {
      const { client } = await signedInClient(server);
      const suffix = uniqueId();
      const same = await Promise.all([1, 2, 3].map(() => client.post<Answer>('/api/skills', { name: `Eólica offshore ${suffix}` })));
      expect(same.map((a) => a.status).sort()).to.deep.equal([200, 200, 201]);
      // Two more of the three for today, then 429 with when to come back.
      for (const i of [1, 2]) expect((await client.post('/api/skills', { name: `Outra ${i} ${suffix}` })).status).to.equal(201);
      const refused = await client.post<Answer>('/api/skills', { name: `Outra 3 ${suffix}` });
      expect(refused.status).to.equal(429);
      expect(Number(refused.headers.get('retry-after'))).to.be.greaterThan(0);
    });

    it('refuses a bad name, an unknown category and unknown fields with 400', async () => {
      const { client } = await signedInClient(server);
      for (const [body, errors] of [
        [{ name: 'a' }, { name: SKILL_MESSAGES.name }],
        [{ name: 'x'.repeat(61) }, { name: SKILL_MESSAGES.name }],
        [{ name: 'Solar\u0000' }, { name: UNSAFE_TEXT_MESSAGE }],
        // Issue 22: the sign-up's text rule (a reversed skill once reached the shared catalogue).
        [{ name: '\u202Eabc' }, { name: UNSAFE_TEXT_MESSAGE }],
        [{ name: 'a\u200Bb' }, { name: UNSAFE_TEXT_MESSAGE }],
        [{ name: '\uD800' }, { name: UNSAFE_TEXT_MESSAGE }],
        [{}, { name: SKILL_MESSAGES.name }],
        [{ name: 'Solar Térmica', category: 'hobby' }, { category: SKILL_MESSAGES.categoryInvalid }],
        [{ name: 'Solar Térmica', usageCount: 1000 }, { usageCount: MESSAGES.fieldUnknown }],
      ] as const) {
        const res = await client.post<Answer>('/api/skills', body);
        expect(res.status, JSON.stringify(body)).to.equal(400);
        expect(res.body.errors).to.deep.equal(errors);
      }
      expect(await Skill.countDocuments({ nameKey: 'solar termica' })).to.equal(0);
    });
  });
});

describe('skills catalogue: the daily limit under concurrency', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('skillslimit', { SKILL_CREATE_MAX_PER_DAY: '20' });
  });
  after(async () => {
    await server.stop();
  });

  it('lets exactly the limit through when 25 new skills arrive at once (counted before creating)', async () => {
    const { client, user } = await signedInClient(server);
    const suffix = uniqueId();
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => client.post<Answer>('/api/skills', { name: `Simultânea ${i} ${suffix}` })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).to.have.length(20);
    expect(statuses.filter((s) => s === 429)).to.have.length(5);
    expect(await Skill.countDocuments({ createdBy: user._id })).to.equal(20);
  });
});
