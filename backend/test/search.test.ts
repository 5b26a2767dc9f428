import { expect } from 'chai';
import { CATALOGUE_MESSAGES, PAGE_LIMITS, type SearchResponse } from '@conecta/common';
import { Job } from '../src/models/job';
import { Course } from '../src/models/course';
import { EventModel } from '../src/models/event';
import { User } from '../src/models/user';
import { Redis } from 'ioredis';
import { REDIS_URL, spawnBackendProcess, startTestServer, uniqueId, waitFor, type TestServer } from './support';
import { buildProfile } from './profileFactories';
import { buildService } from './catalogueFactories';

function buildJob(overrides: Record<string, unknown> = {}) {
  return Job.create({
    title: 'Analista de Projetos',
    company: 'Energia Teste S.A.',
    location: 'Recife - PE',
    jobType: 'emprego',
    energyArea: 'elétrica',
    description: 'Acompanhamento de projetos de subestações.',
    status: 'approved',
    ...overrides,
  });
}

function buildCourse(overrides: Record<string, unknown> = {}) {
  return Course.create({
    title: 'Introdução à Energia',
    instructor: 'Prof. Teste',
    description: 'Curso livre.',
    category: 'curso',
    level: 'iniciante',
    energyArea: 'solar',
    status: 'approved',
    ...overrides,
  });
}

function buildEvent(overrides: Record<string, unknown> = {}) {
  return EventModel.create({
    title: 'Encontro do Setor',
    organizer: 'Associação Teste',
    description: 'Encontro anual.',
    eventType: 'presencial',
    energyArea: 'solar',
    eventDate: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    location: 'Belo Horizonte - MG',
    status: 'approved',
    ...overrides,
  });
}

const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('GET /api/search', () => {
  let server: TestServer;
  const search = async (q: string, type?: string) => {
    const params = new URLSearchParams({ q, ...(type && { type }) });
    return server.client().get<SearchResponse & { message?: string }>(`/api/search?${params}`);
  };
  const fixtures = {} as Record<string, string>;

  before(async () => {
    server = await startTestServer('search');
    const [windJob, solarJob, pendingJob, windCourse, pendingCourse, windEvent, joana, admin, general] = await Promise.all([
      buildJob({
        title: 'Engenheiro de Energia Eólica',
        company: 'Ventos do Sul',
        location: 'São Paulo - SP',
        energyArea: 'eólica',
        jobFunction: 'Engenheiro',
        description: 'Projetos de parques eólicos no Nordeste.',
        requirements: ['CREA ativo', 'AutoCAD'],
      }),
      buildJob({ title: 'Técnico Instalador Solar', location: 'Fortaleza - CE', energyArea: 'solar', jobType: 'estágio' }),
      buildJob({ title: 'Vaga Xilofonista Pendente', status: 'pending' }),
      buildCourse({ title: 'Fundamentos de Energia Eólica', instructor: 'Marta Ventura', energyArea: 'eólica' }),
      buildCourse({ title: 'Curso Xilofonista Pendente', status: 'pending' }),
      buildEvent({ title: 'Congresso Brasileiro de Eólica', location: 'Natal - RN', energyArea: 'eólica' }),
      buildProfile({
        firstName: 'Joana',
        lastName: 'Ribeiro',
        jobTitle: 'Engenheira Eletricista',
        location: 'São Paulo - SP',
        skills: ['Fotovoltaica', 'SCADA'],
        energyAreas: ['solar'],
        email: 'joana.privadissima@example.com',
        phone: '+55 11 97531-8642',
      }),
      buildProfile({ firstName: 'Adminildo', lastName: 'Sistema', userType: 'admin', isAdmin: true }),
      buildProfile({ firstName: 'Geraldino', lastName: 'Visitante', userType: 'general' }),
    ]);
    // Issue 25: an approved service in the wind group, a pending one nobody may find.
    const windService = await buildService({ title: 'Manutenção de Aerogeradores', energyArea: 'eólica', kind: 'om' });
    await buildService({ title: 'Serviço Xilofonista Pendente', status: 'pending' });
    Object.assign(fixtures, {
      windJob: windJob.id,
      solarJob: solarJob.id,
      pendingJob: pendingJob.id,
      windCourse: windCourse.id,
      pendingCourse: pendingCourse.id,
      windEvent: windEvent.id,
      joana: joana.id,
      admin: admin.id,
      general: general.id,
      windService: windService.id,
    });
    // The server built its index at start-up, before these existed: rebuild as a restart would.
    await server.runtime.search.build();
  });

  after(async () => {
    await server.stop();
  });

  describe('matching', () => {
    it('ignores accents: "eolica" finds "Eólica" in every group, with counts', async () => {
      const res = await search('eolica');
      expect(res.status).to.equal(200);
      expect(ids(res.body.jobs)).to.deep.equal([fixtures.windJob]);
      expect(ids(res.body.courses)).to.deep.equal([fixtures.windCourse]);
      expect(ids(res.body.events)).to.deep.equal([fixtures.windEvent]);
      expect(res.body.users).to.deep.equal([]);
      expect(ids(res.body.services)).to.deep.equal([fixtures.windService]);
      expect(res.body.counts).to.deep.equal({ jobs: 1, courses: 1, events: 1, users: 0, services: 1 });
    });

    it('ignores case and accents in the query too: "SAO PAULO" finds "São Paulo"', async () => {
      const res = await search('SAO PAULO');
      expect(ids(res.body.jobs)).to.deep.equal([fixtures.windJob]);
      expect(ids(res.body.users)).to.deep.equal([fixtures.joana]);
    });

    it('requires every term to match', async () => {
      expect(ids((await search('engenheiro eolica')).body.jobs)).to.deep.equal([fixtures.windJob]);
      expect((await search('eolica fortaleza')).body.counts.jobs).to.equal(0);
    });

    it('ignores Portuguese function words ("de", "do") between terms', async () => {
      expect(ids((await search('engenheiro de energia eolica')).body.jobs)).to.deep.equal([fixtures.windJob]);
    });

    it('matches a prefix: "eol" finds "Eólica"', async () => {
      const res = await search('eol');
      expect(ids(res.body.jobs)).to.deep.equal([fixtures.windJob]);
      expect(ids(res.body.events)).to.deep.equal([fixtures.windEvent]);
    });

    it('matches a prefix only from three letters on; shorter words match whole', async () => {
      expect(ids((await search('sol')).body.jobs)).to.deep.equal([fixtures.solarJob]);
      expect((await search('so')).body.counts.jobs).to.equal(0);
      expect(ids((await search('ce')).body.jobs)).to.deep.equal([fixtures.solarJob]); // "Fortaleza - CE"
    });

    it('finds nothing, without an error, for a query made only of function words', async () => {
      const res = await search('de da do');
      expect(res.status).to.equal(200);
      expect(res.body.counts).to.deep.equal({ jobs: 0, courses: 0, events: 0, users: 0, services: 0 });
    });

    it('forgives one typo in a longer word', async () => {
      expect(ids((await search('enjenheiro')).body.jobs)).to.deep.equal([fixtures.windJob]);
      expect(ids((await search('fotovoltaca')).body.users)).to.deep.equal([fixtures.joana]);
    });

    it('does not forgive two typos', async () => {
      expect((await search('enjenhero')).body.counts.jobs).to.equal(0);
    });

    it('does not forgive a typo in a short word', async () => {
      expect(ids((await search('natal')).body.events)).to.deep.equal([fixtures.windEvent]);
      expect((await search('natl')).body.counts.events).to.equal(0);
    });

    it('searches skills, job titles and names of people', async () => {
      expect(ids((await search('scada')).body.users)).to.deep.equal([fixtures.joana]);
      expect(ids((await search('joana eletricista')).body.users)).to.deep.equal([fixtures.joana]);
    });

    it('answers an empty group, not an error, when nothing matches', async () => {
      const res = await search('zzzzinexistente');
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({
        jobs: [],
        courses: [],
        events: [],
        users: [],
        services: [],
        counts: { jobs: 0, courses: 0, events: 0, users: 0, services: 0 },
      });
    });
  });

  describe('type', () => {
    it('fills only the chosen group', async () => {
      const res = await search('eolica', 'courses');
      expect(res.status).to.equal(200);
      expect(ids(res.body.courses)).to.deep.equal([fixtures.windCourse]);
      expect(res.body.jobs).to.deep.equal([]);
      expect(res.body.events).to.deep.equal([]);
      expect(res.body.users).to.deep.equal([]);
      expect(res.body.counts).to.deep.equal({ jobs: 0, courses: 1, events: 0, users: 0, services: 0 });
    });

    it('accepts each search type', async () => {
      for (const type of ['all', 'jobs', 'courses', 'events', 'users', 'services']) {
        expect((await search('eolica', type)).status, type).to.equal(200);
      }
    });

    it('responds 400 to an unknown type', async () => {
      const res = await search('eolica', 'vagas');
      expect(res.status).to.equal(400);
      expect(res.body.message).to.equal('Tipo de busca inválido');
    });
  });

  describe('area', () => {
    const inArea = (q: string, area: string) => server.client().get<SearchResponse & { message?: string }>(`/api/search?${new URLSearchParams({ q, area })}`);

    it('narrows every group to the energy area before counting', async () => {
      const wind = await inArea('eolica', 'eólica');
      expect(wind.status).to.equal(200);
      expect(ids(wind.body.jobs)).to.include(fixtures.windJob);
      expect(ids(wind.body.courses)).to.deep.equal([fixtures.windCourse]);
      expect(ids(wind.body.events)).to.deep.equal([fixtures.windEvent]);
      expect(wind.body.counts.jobs).to.equal(wind.body.jobs.length);
      const solar = await inArea('eolica', 'solar');
      expect(solar.body.counts).to.deep.equal({ jobs: 0, courses: 0, events: 0, users: 0, services: 0 });
    });

    it('keeps a person when any of their areas is the one asked for', async () => {
      expect(ids((await inArea('joana', 'solar')).body.users)).to.deep.equal([fixtures.joana]);
      expect((await inArea('joana', 'eólica')).body.counts.users).to.equal(0);
    });

    it("treats '' and 'Todas' as no area, and answers 400 to an unknown one", async () => {
      expect((await inArea('eolica', '')).body.counts.courses).to.equal(1);
      expect((await inArea('eolica', 'Todas')).body.counts.courses).to.equal(1);
      const bad = await inArea('eolica', 'lunar');
      expect(bad.status).to.equal(400);
      expect(bad.body.message).to.equal(CATALOGUE_MESSAGES.energyAreaInvalid);
    });
  });

  describe('q', () => {
    for (const [label, path] of [
      ['missing', '/api/search'],
      ['empty', '/api/search?q='],
      ['blank', '/api/search?q=%20%20%20'],
    ] as const) {
      it(`responds 400 when q is ${label}`, async () => {
        const res = await server.client().get(path);
        expect(res.status).to.equal(400);
        expect(res.body.message).to.equal('Informe um termo de busca');
      });
    }

    it('responds 400 when q is longer than 100 characters', async () => {
      const res = await search('a'.repeat(PAGE_LIMITS.maxQueryLength + 1));
      expect(res.status).to.equal(400);
      expect(res.body.message).to.equal('Busca deve ter no máximo 100 caracteres');
    });

    it('trims q and accepts exactly 100 characters', async () => {
      expect(ids((await search('   eolica   ')).body.jobs)).to.deep.equal([fixtures.windJob]);
      expect((await search('e'.repeat(PAGE_LIMITS.maxQueryLength))).status).to.equal(200);
    });

    it('responds 400 to q given twice and to unknown parameters', async () => {
      expect((await server.client().get('/api/search?q=a&q=b')).status).to.equal(400);
      const res = await server.client().get('/api/search?q=eolica&status=pending');
      expect(res.status).to.equal(400);
      expect(res.body.message).to.equal('Campo não permitido');
    });
  });

  describe('what is indexed', () => {
    it('never finds a pending job, course or service', async () => {
      const res = await search('xilofonista');
      expect(res.body.counts).to.deep.equal({ jobs: 0, courses: 0, events: 0, users: 0, services: 0 });
    });

    it("never finds a person by e-mail or phone, and returns neither unless opted in", async () => {
      for (const q of ['joana.privadissima@example.com', 'privadissima', '97531']) {
        expect((await search(q, 'users')).body.counts.users, q).to.equal(0);
      }
      const [joana] = (await search('joana', 'users')).body.users;
      expect(joana).to.not.have.property('email');
      expect(joana).to.not.have.property('phone');
      expect(joana).to.include({ firstName: 'Joana', professionalType: 'individual', userType: 'professional' });
    });

    it('never lists admin or general accounts', async () => {
      expect((await search('adminildo')).body.counts.users).to.equal(0);
      expect((await search('geraldino')).body.counts.users).to.equal(0);
    });

    it(`returns at most ${PAGE_LIMITS.searchPerGroup} per group while counting every match`, async () => {
      const word = `Subestacao${uniqueId()}`;
      const created = await Job.insertMany(
        Array.from({ length: PAGE_LIMITS.searchPerGroup + 5 }, (_, i) => ({
          title: `${word} vaga ${i}`,
          company: 'Transmissora Teste',
          location: 'Curitiba - PR',
          jobType: 'emprego',
          energyArea: 'transmissão',
          description: 'Manutenção de subestações.',
          status: 'approved',
        })),
      );
      // The index follows the insert through its domain events: read once all of them are applied.
      const res = await waitFor(() => search(word), (r) => r.body.counts?.jobs === PAGE_LIMITS.searchPerGroup + 5);
      expect(res.body.jobs).to.have.length(PAGE_LIMITS.searchPerGroup);
      expect(res.body.counts.jobs).to.equal(PAGE_LIMITS.searchPerGroup + 5);

      // The rest of the group, as the screen's 'Carregar mais vagas' asks for it: no overlap, nothing left out.
      const rest = await server.client().get<SearchResponse>(`/api/search?q=${word}&type=jobs&offset=${PAGE_LIMITS.searchPerGroup}`);
      expect(rest.status).to.equal(200);
      expect(rest.body.jobs).to.have.length(5);
      expect(rest.body.counts.jobs).to.equal(PAGE_LIMITS.searchPerGroup + 5);
      expect([...ids(res.body.jobs), ...ids(rest.body.jobs)].sort()).to.deep.equal(created.map((job) => job.id).sort());
      const small = await server.client().get<SearchResponse>(`/api/search?q=${word}&type=jobs&limit=7&offset=3`);
      expect(ids(small.body.jobs)).to.deep.equal(ids(res.body.jobs).slice(3, 10));
      const past = await server.client().get<SearchResponse>(`/api/search?q=${word}&type=jobs&offset=500`);
      expect(past.body.jobs).to.deep.equal([]);
      expect(past.body.counts.jobs).to.equal(PAGE_LIMITS.searchPerGroup + 5);
    });

    for (const [query, message] of [
      ['limit=0', CATALOGUE_MESSAGES.limitInvalid],
      ['limit=51', CATALOGUE_MESSAGES.limitInvalid],
      ['limit=abc', CATALOGUE_MESSAGES.limitInvalid],
      ['offset=-1', CATALOGUE_MESSAGES.offsetInvalid],
      ['offset=1.5', CATALOGUE_MESSAGES.offsetInvalid],
    ] as const) {
      it(`responds 400 with a message to ${query}`, async () => {
        const res = await server.client().get<{ message: string }>(`/api/search?q=eolica&${query}`);
        expect(res.status).to.equal(400);
        expect(res.body.message).to.equal(message);
      });
    }
  });

  describe('kept current by domain events', () => {
    it('adds a job once it is approved and drops it when it is no longer public', async () => {
      const job = await buildJob({ title: 'Operador de Usina Maremotriz', status: 'pending' });
      expect((await search('maremotriz')).body.counts.jobs).to.equal(0);

      await Job.updateOne({ _id: job._id }, { status: 'approved' });
      expect(ids((await search('maremotriz')).body.jobs)).to.deep.equal([job.id]);

      await Job.updateOne({ _id: job._id }, { status: 'rejected' });
      expect((await search('maremotriz')).body.counts.jobs).to.equal(0);
    });

    it('follows an edited profile and a deleted one', async () => {
      const user = await buildProfile({ firstName: 'Otaviano', lastName: 'Quixabeira', location: 'Manaus - AM' });
      expect(ids((await search('quixabeira manaus')).body.users)).to.deep.equal([user.id]);

      await User.updateOne({ _id: user._id }, { location: 'Belém - PA' });
      expect((await search('quixabeira manaus')).body.counts.users).to.equal(0);
      expect(ids((await search('quixabeira belem')).body.users)).to.deep.equal([user.id]);

      await User.deleteOne({ _id: user._id });
      expect((await search('quixabeira')).body.counts.users).to.equal(0);
    });

    it('follows a course and an event, and ignores an event for a malformed id', async () => {
      const course = await buildCourse({ title: 'Webinar Hidrogênio Verde', category: 'webinar' });
      const event = await buildEvent({ title: 'Feira do Hidrogênio', eventType: 'online' });
      await server.runtime.domainEvents.publish({ type: 'event.changed', id: 'not-an-id' });
      const res = await search('hidrogenio');
      expect(ids(res.body.courses)).to.deep.equal([course.id]);
      expect(ids(res.body.events)).to.deep.equal([event.id]);
    });

    it('rebuilds the index when its subscriber reconnects, since pub/sub keeps nothing for the absent', async function () {
      this.timeout(20_000);
      // Written with the raw driver, which bypasses the models' announcements: only a rebuild finds it.
      const job = new Job({ title: 'Operador de Tsunamigrafo', company: 'Energia Teste S.A.', location: 'Recife - PE', jobType: 'emprego', energyArea: 'elétrica', description: 'Monitoramento costeiro.', status: 'approved' });
      await Job.collection.insertOne(job.toObject());
      expect((await search('tsunamigrafo')).body.counts.jobs).to.equal(0);
      const admin = new Redis(REDIS_URL);
      try {
        const clients = (await admin.client('LIST')) as string;
        const line = clients.split('\n').find((l) => l.includes(` name=${server.config.redisPrefix}domain-events `));
        const id = /\bid=(\d+)/.exec(line ?? '')?.[1];
        expect(id, 'subscriber connection').to.be.a('string');
        await admin.client('KILL', 'ID', id!);
      } finally {
        admin.disconnect();
      }
      // The resubscribed process rebuilds by itself; nothing announces when it is done.
      const found = await waitFor(async () => ids((await search('tsunamigrafo')).body.jobs), (jobs) => jobs.length > 0);
      expect(found).to.deep.equal([job.id]);
    });

    it('reaches another backend process by itself', async function () {
      this.timeout(40_000);
      const other = await spawnBackendProcess(server.config);
      try {
        const searchOther = async (q: string) =>
          (await (await fetch(`${other.url}/api/search?q=${encodeURIComponent(q)}`)).json()) as SearchResponse;
        const word = `Geotermica${uniqueId()}`;
        expect((await searchOther(word)).counts.jobs).to.equal(0);

        // Written by this process through the model: its announcement tells the other process.
        const job = await buildJob({ title: `Especialista em Energia ${word}`, status: 'approved' });

        // That it follows is the test (support's 10 s wait, for a busy machine); how fast is a bench's question.
        const found = await waitFor(async () => ids((await searchOther(word)).jobs), (jobs) => jobs.length > 0);
        expect(found).to.deep.equal([job.id]);
      } finally {
        await other.stop();
      }
    });
  });
});

describe('GET /api/search rate limit', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('search_limit', { SEARCH_MAX_PER_MINUTE: '3' });
  });
  after(async () => {
    await server.stop();
  });

  it('answers 429 with a Portuguese message past the per-address limit, and a refused query uses no quota', async () => {
    expect((await server.client().get('/api/search?q=')).status).to.equal(400);
    for (let i = 0; i < 3; i += 1) expect((await server.client().get(`/api/search?q=solar${i}`)).status).to.equal(200);
    const refused = await server.client().get<{ message: string }>('/api/search?q=solar');
    expect(refused.status).to.equal(429);
    expect(refused.body).to.deep.equal({ message: 'Muitas buscas em pouco tempo. Aguarde um instante e tente novamente.' });
  });
});
