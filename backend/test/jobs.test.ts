import { expect } from 'chai';
import { CATALOGUE_MESSAGES as M, MESSAGES, TOTAL_COUNT_HEADER, type JobDTO, type RecommendedJobDTO } from '@conecta/common';
import { Job } from '../src/models/job';
import { Application } from '../src/models/application';
import { User } from '../src/models/user';
import { signedInClient, startTestServer, type TestServer } from './support';
import { buildJob } from './catalogueFactories';

const JOB_FIELDS = [
  'id', 'title', 'company', 'companyId', 'companyLogo', 'location', 'jobType', 'energyArea', 'jobFunction', 'workType',
  'description', 'requirements', 'salaryMin', 'salaryMax', 'rating', 'totalRatings', 'applicationsCount', 'createdAt',
  'requiredCredentials', 'requiredRegistration', 'companyVerified',
].sort();

const titles = (items: JobDTO[]) => items.map((j) => j.title);

describe('jobs', () => {
  let server: TestServer;
  // Oldest first; each built later is newer.
  const jobs = {} as Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'pending' | 'rejected', JobDTO & { _id: string }>;

  const list = (query = '') => server.client().get<JobDTO[] & { message?: string; errors?: Record<string, string> }>(`/api/vagas${query}`);

  before(async () => {
    server = await startTestServer('jobs');
    const rows = {
      a: { title: 'Engenheiro(a) de Projetos Fotovoltaicos', jobType: 'emprego', energyArea: 'solar', location: 'Fortaleza - CE', jobFunction: 'Engenheiro', workType: 'presencial' },
      b: { title: 'Estágio em Operação de Parques Eólicos', jobType: 'estágio', energyArea: 'eólica', location: 'Natal - RN', jobFunction: 'Técnico', workType: 'presencial', requirements: ['Cursando Engenharia'] },
      c: { title: 'Engenheiro(a) de Eólica Offshore', jobType: 'emprego', energyArea: 'eólica', location: 'Natal - RN', jobFunction: 'Engenheiro', workType: 'remoto' },
      d: { title: 'Consultor(a) de Mercado Livre de Energia', jobType: 'freelance', energyArea: 'eficiência', location: 'São Paulo - SP', jobFunction: 'Consultor', workType: 'remoto', salaryMin: null, salaryMax: null },
      e: { title: 'Eletricista de Montagem de Usina Solar', jobType: 'temporário', energyArea: 'solar', location: 'Petrolina - PE', jobFunction: 'Eletricista', workType: 'presencial' },
      f: { title: 'Técnico(a) de Manutenção de Subestação', jobType: 'emprego', energyArea: 'elétrica', location: 'Porto Alegre - RS', jobFunction: 'Técnico', workType: 'híbrido' },
      pending: { title: 'Vaga Pendente de Energia Solar', jobType: 'emprego', energyArea: 'solar', location: 'Manaus - AM', status: 'pending' },
      rejected: { title: 'Vaga Rejeitada de Energia Solar', jobType: 'emprego', energyArea: 'solar', location: 'Belém - PA', status: 'rejected' },
    };
    for (const [key, row] of Object.entries(rows)) {
      const doc = await buildJob(row);
      jobs[key as keyof typeof jobs] = { ...(doc.toObject() as unknown as JobDTO), id: doc.id, _id: doc.id };
    }
  });
  after(async () => {
    await server.stop();
  });

  describe('GET /api/vagas', () => {
    it('lists approved jobs only, newest first, with the total in X-Total-Count', async () => {
      const res = await list();
      expect(res.status).to.equal(200);
      expect(titles(res.body)).to.deep.equal(['f', 'e', 'd', 'c', 'b', 'a'].map((k) => jobs[k as 'a'].title));
      expect(res.headers.get(TOTAL_COUNT_HEADER)).to.equal('6');
    });

    it('presents whitelisted fields only (no status, no internals)', async () => {
      const res = await list('?limit=1');
      expect(Object.keys(res.body[0]!).sort()).to.deep.equal(JOB_FIELDS);
      expect(res.body[0]).to.include({ id: jobs.f.id, jobFunction: 'Técnico', workType: 'híbrido', companyId: null });
      expect(res.text).not.to.match(/"(_id|__v|status|passwordHash|email)"/);
    });

    const single: Array<[string, string, string[]]> = [
      ['jobType', 'jobType=emprego', ['f', 'c', 'a']],
      ['energyArea', `energyArea=${encodeURIComponent('eólica')}`, ['c', 'b']],
      ['location', `location=${encodeURIComponent('Natal - RN')}`, ['c', 'b']],
      ['jobFunction', 'jobFunction=Engenheiro', ['c', 'a']],
      ['workType', 'workType=remoto', ['d', 'c']],
    ];
    for (const [name, query, expected] of single) {
      it(`filters by ${name}`, async () => {
        const res = await list(`?${query}`);
        expect(res.status).to.equal(200);
        expect(res.body.map((j) => j.id)).to.deep.equal(expected.map((k) => jobs[k as 'a'].id));
        expect(res.headers.get(TOTAL_COUNT_HEADER)).to.equal(String(expected.length));
      });
    }

    it('takes several job types, comma-separated, as one list newest first (the Vagas de Emprego section)', async () => {
      const res = await list(`?jobType=${encodeURIComponent('emprego,freelance,temporário')}&limit=2&offset=1`);
      expect(res.status).to.equal(200);
      expect(res.body.map((j) => j.id)).to.deep.equal(['e', 'd'].map((k) => jobs[k as 'a'].id));
      expect(res.headers.get(TOTAL_COUNT_HEADER)).to.equal('5');
      const searched = await list(`?q=eolica&jobType=${encodeURIComponent('estágio,freelance')}`);
      expect(searched.body.map((j) => j.id)).to.deep.equal([jobs.b.id]);
    });

    it('combines filters (every one must hold)', async () => {
      const both = await list(`?jobType=emprego&energyArea=${encodeURIComponent('eólica')}`);
      expect(both.body.map((j) => j.id)).to.deep.equal([jobs.c.id]);
      const three = await list('?energyArea=solar&workType=presencial&jobFunction=Eletricista');
      expect(three.body.map((j) => j.id)).to.deep.equal([jobs.e.id]);
      const none = await list(`?jobType=${encodeURIComponent('estágio')}&location=${encodeURIComponent('Fortaleza - CE')}`);
      expect(none.body).to.deep.equal([]);
      expect(none.headers.get(TOTAL_COUNT_HEADER)).to.equal('0');
    });

    it("treats an empty value and 'Todas' as no filter", async () => {
      const res = await list('?jobType=&energyArea=Todas&location=');
      expect(res.status).to.equal(200);
      expect(res.body).to.have.length(6);
    });

    it('pages with limit and offset; the total stays the whole count', async () => {
      const first = await list('?limit=2');
      expect(first.body.map((j) => j.id)).to.deep.equal([jobs.f.id, jobs.e.id]);
      expect(first.headers.get(TOTAL_COUNT_HEADER)).to.equal('6');
      const second = await list('?limit=2&offset=2');
      expect(second.body.map((j) => j.id)).to.deep.equal([jobs.d.id, jobs.c.id]);
      const past = await list('?limit=2&offset=6');
      expect(past.body).to.deep.equal([]);
      expect(past.headers.get(TOTAL_COUNT_HEADER)).to.equal('6');
      const filtered = await list('?jobType=emprego&limit=1&offset=1');
      expect(filtered.body.map((j) => j.id)).to.deep.equal([jobs.c.id]);
      expect(filtered.headers.get(TOTAL_COUNT_HEADER)).to.equal('3');
    });

    describe('q (search index)', () => {
      const search = (q: string, extra = '') => list(`?q=${encodeURIComponent(q)}${extra}`);

      it('matches accent- and case-insensitively, prefixes included, newest first', async () => {
        for (const q of ['eolica', 'EÓLICA', 'eol']) {
          const res = await search(q);
          expect(res.body.map((j) => j.id), q).to.deep.equal([jobs.c.id, jobs.b.id]);
          expect(res.headers.get(TOTAL_COUNT_HEADER)).to.equal('2');
        }
        expect((await search('SAO PAULO')).body.map((j) => j.id)).to.deep.equal([jobs.d.id]);
      });

      it('requires every term to match', async () => {
        expect((await search('engenheiro offshore')).body.map((j) => j.id)).to.deep.equal([jobs.c.id]);
        expect((await search('engenheiro biomassa')).body).to.deep.equal([]);
      });

      it('combines with the filters and pages', async () => {
        const res = await search('engenheiro', `&energyArea=${encodeURIComponent('eólica')}`);
        expect(res.body.map((j) => j.id)).to.deep.equal([jobs.c.id]);
        const paged = await search('engenheiro', '&limit=1&offset=1');
        expect(paged.body.map((j) => j.id)).to.deep.equal([jobs.a.id]);
        expect(paged.headers.get(TOTAL_COUNT_HEADER)).to.equal('2');
      });

      it('never finds pending or rejected jobs', async () => {
        expect((await search('pendente')).body).to.deep.equal([]);
        expect((await search('rejeitada')).body).to.deep.equal([]);
      });
    });

    const bad: Array<[string, string, string, string]> = [
      ['an unknown job type', 'jobType=gerente', 'jobType', M.jobTypeInvalid],
      ['an unknown energy area', `energyArea=${encodeURIComponent('carvão')}`, 'energyArea', M.energyAreaInvalid],
      ['an unknown job function', 'jobFunction=Chefe', 'jobFunction', M.jobFunctionInvalid],
      ['an unknown work type', 'workType=home-office', 'workType', M.workTypeInvalid],
      ['a repeated filter', 'jobType=emprego&jobType=freelance', 'jobType', M.jobTypeInvalid],
      ['an unknown type among several', 'jobType=emprego,gerente', 'jobType', M.jobTypeInvalid],
      ['a zero limit', 'limit=0', 'limit', M.limitInvalid],
      ['a limit above 50', 'limit=51', 'limit', M.limitInvalid],
      ['a non-numeric limit', 'limit=muitos', 'limit', M.limitInvalid],
      ['a negative offset', 'offset=-1', 'offset', M.offsetInvalid],
      ['a fractional offset', 'offset=1.5', 'offset', M.offsetInvalid],
      ['a search over 100 characters', `q=${'a'.repeat(101)}`, 'q', M.searchInvalid],
      ['an unknown parameter', 'salario=10000', 'salario', MESSAGES.fieldUnknown],
      ['an operator in brackets', 'jobType[$ne]=x', 'jobType[$ne]', MESSAGES.fieldUnknown],
    ];
    for (const [label, query, field, message] of bad) {
      it(`responds 400 '${message}' for ${label}`, async () => {
        const res = await list(`?${query}`);
        expect(res.status).to.equal(400);
        expect(res.body.message).to.equal(message);
        expect(res.body.errors?.[field]).to.equal(message);
      });
    }
  });

  describe('GET /api/vagas/locations', () => {
    it('lists the distinct locations of approved jobs, sorted in pt-BR', async () => {
      const res = await server.client().get<string[]>('/api/vagas/locations');
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal(['Fortaleza - CE', 'Natal - RN', 'Petrolina - PE', 'Porto Alegre - RS', 'São Paulo - SP']);
    });
  });

  describe('GET /api/vagas/:id', () => {
    it('returns an approved job', async () => {
      const res = await server.client().get<JobDTO>(`/api/vagas/${jobs.c.id}`);
      expect(res.status).to.equal(200);
      expect(res.body).to.include({ id: jobs.c.id, title: jobs.c.title, energyArea: 'eólica' });
      expect(Object.keys(res.body).sort()).to.deep.equal(JOB_FIELDS);
    });

    for (const key of ['pending', 'rejected'] as const) {
      it(`answers 404 for a ${key} job`, async () => {
        const res = await server.client().get(`/api/vagas/${jobs[key].id}`);
        expect(res.status).to.equal(404);
        expect(res.body).to.deep.equal({ message: M.jobNotFound });
      });
    }

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const missing = await server.client().get('/api/vagas/0123456789abcdef01234567');
      expect(missing.status).to.equal(404);
      expect(missing.body.message).to.equal(M.jobNotFound);
      const bad = await server.client().get('/api/vagas/nao-e-um-id');
      expect(bad.status).to.equal(400);
      expect(bad.body).to.deep.equal({ message: M.idInvalid });
    });
  });

  describe('GET /api/vagas/recommended', () => {
    it('answers 401 without a session', async () => {
      const res = await server.client().get('/api/vagas/recommended');
      expect(res.status).to.equal(401);
    });

    it("ranks the user's energy areas and skills first, newest first among equals, then fills with the newest", async () => {
      const { client, user } = await signedInClient(server);
      await User.updateOne({ _id: user._id }, { $set: { energyAreas: ['eólica'], skills: ['Subestação', 'Comunicação'] } });
      const res = await client.get<RecommendedJobDTO[]>('/api/vagas/recommended');
      expect(res.status).to.equal(200);
      // c, b: area match (c newer); f: skill word in the title; then the newest of the rest.
      expect(res.body.map((j) => j.id)).to.deep.equal([jobs.c.id, jobs.b.id, jobs.f.id, jobs.e.id]);
      // Each with why, in the card's words (issue 25); the filler with none.
      expect(res.body.map((j) => j.reasons)).to.deep.equal([['Eólica'], ['Eólica'], ['Subestação'], []]);
    });

    it("puts internships first for a student (issue 25), with 'Estágio' as the reason", async () => {
      const { client } = await signedInClient(server, { userType: 'student' });
      const res = await client.get<RecommendedJobDTO[]>('/api/vagas/recommended');
      expect(res.body[0]).to.include({ id: jobs.b.id });
      expect(res.body[0]!.reasons).to.deep.equal(['Estágio']);
    });

    it("ranks the jobs of the person's city next, however the city is written", async () => {
      const { client, user } = await signedInClient(server);
      await User.updateOne({ _id: user._id }, { $set: { location: 'NATAL - rn' } });
      const res = await client.get<RecommendedJobDTO[]>('/api/vagas/recommended');
      expect(res.body.slice(0, 2).map((j) => j.id)).to.have.members([jobs.b.id, jobs.c.id]);
      expect(res.body[0]!.reasons).to.deep.equal(['Natal']);
    });

    it('gives the newest jobs to a user without areas or skills', async () => {
      const { client } = await signedInClient(server);
      const res = await client.get<JobDTO[]>('/api/vagas/recommended?limit=2');
      expect(res.body.map((j) => j.id)).to.deep.equal([jobs.f.id, jobs.e.id]);
    });
  });

  describe('POST /api/vagas/:id/apply', () => {
    it('answers 401 without a session and stores nothing', async () => {
      const res = await server.client().post(`/api/vagas/${jobs.a.id}/apply`, { coverLetter: '' });
      expect(res.status).to.equal(401);
      expect(await Application.countDocuments({ jobId: jobs.a.id })).to.equal(0);
    });

    it('stores one application (201), refuses a second (409) and counts it once', async () => {
      const { client, user } = await signedInClient(server, { userType: 'student' });
      const first = await client.post(`/api/vagas/${jobs.a.id}/apply`, { coverLetter: '' });
      expect(first.status).to.equal(201);
      expect(Object.keys(first.body).sort()).to.deep.equal(['company', 'createdAt', 'feedback', 'id', 'jobId', 'jobOpen', 'jobTitle', 'status', 'updatedAt']);
      expect(first.body).to.include({ jobId: jobs.a.id, status: 'submitted', jobOpen: true, feedback: null });

      const second = await client.post(`/api/vagas/${jobs.a.id}/apply`, { coverLetter: 'De novo' });
      expect(second.status).to.equal(409);
      expect(second.body).to.deep.equal({ message: M.alreadyApplied });

      expect(await Application.countDocuments({ jobId: jobs.a.id, userId: user._id })).to.equal(1);
      const job = await server.client().get<JobDTO>(`/api/vagas/${jobs.a.id}`);
      expect(job.body.applicationsCount).to.equal(1);

      const mine = await client.get('/api/user/applications');
      expect(mine.body.map((a: { jobId: string }) => a.jobId)).to.deep.equal([jobs.a.id]);
    });

    it('keeps the cover letter and accepts a body without one', async () => {
      const { client, user } = await signedInClient(server);
      expect((await client.post(`/api/vagas/${jobs.b.id}/apply`, { coverLetter: 'Tenho NR-10.' })).status).to.equal(201);
      expect((await Application.findOne({ jobId: jobs.b.id, userId: user._id }))?.coverLetter).to.equal('Tenho NR-10.');
      expect((await client.post(`/api/vagas/${jobs.c.id}/apply`, {})).status).to.equal(201);
    });

    it('counts each applicant: two users, two applications', async () => {
      const before = (await Job.findById(jobs.d.id))!.applicationsCount;
      for (let i = 0; i < 2; i++) {
        const { client } = await signedInClient(server);
        expect((await client.post(`/api/vagas/${jobs.d.id}/apply`, { coverLetter: '' })).status).to.equal(201);
      }
      expect((await Job.findById(jobs.d.id))!.applicationsCount).to.equal(before + 2);
    });

    it('lets exactly one of several concurrent applies of one user through', async () => {
      const { client, user } = await signedInClient(server);
      const results = await Promise.all(
        Array.from({ length: 4 }, () => client.post(`/api/vagas/${jobs.e.id}/apply`, { coverLetter: '' })),
      );
      expect(results.map((r) => r.status).sort()).to.deep.equal([201, 409, 409, 409]);
      expect(await Application.countDocuments({ jobId: jobs.e.id, userId: user._id })).to.equal(1);
      expect((await Job.findById(jobs.e.id))!.applicationsCount).to.equal(1);
    });

    it('answers a pending or rejected job (never public) exactly as an unknown one, 404, and 400 for a malformed id', async () => {
      const { client } = await signedInClient(server);
      for (const id of [jobs.pending.id, jobs.rejected.id]) {
        const res = await client.post(`/api/vagas/${id}/apply`, { coverLetter: '' });
        expect(res.status).to.equal(404);
        expect(res.body).to.deep.equal({ message: M.jobNotFound });
      }
      const unknown = await client.post('/api/vagas/0123456789abcdef01234567/apply', { coverLetter: '' });
      expect(unknown.status).to.equal(404);
      expect(unknown.body).to.deep.equal({ message: M.jobNotFound });
      const bad = await client.post('/api/vagas/xyz/apply', { coverLetter: '' });
      expect(bad.status).to.equal(400);
      expect(bad.body.message).to.equal(M.idInvalid);
    });

    it('validates the body: a letter over 5000 characters or an unknown field is a 400', async () => {
      const { client } = await signedInClient(server);
      const long = await client.post(`/api/vagas/${jobs.f.id}/apply`, { coverLetter: 'x'.repeat(5001) });
      expect(long.status).to.equal(400);
      expect(long.body.errors.coverLetter).to.equal(M.coverLetterMax);
      const unknown = await client.post(`/api/vagas/${jobs.f.id}/apply`, { coverLetter: '', status: 'accepted' });
      expect(unknown.status).to.equal(400);
      expect(unknown.body.errors.status).to.equal(MESSAGES.fieldUnknown);
      expect(await Application.countDocuments({ jobId: jobs.f.id })).to.equal(0);
    });
  });

  describe('lists served from the search index', () => {
    it('follows a job changed through the model at once: the write announces itself', async () => {
      await Job.updateOne({ _id: jobs.f.id }, { $set: { title: 'Título Alterado' } });
      const changed = await list('?limit=3');
      expect(changed.body[0]!.title).to.equal('Título Alterado');
      expect(changed.headers.get(TOTAL_COUNT_HEADER)).to.equal('6');
      expect(changed.headers.get('x-cache')).to.equal(null);
      await Job.updateOne({ _id: jobs.f.id }, { $set: { title: jobs.f.title } });
      expect((await list('?limit=3')).body[0]!.title).to.equal(jobs.f.title);
    });

    it('never answers a filtered request with another query’s page', async () => {
      expect((await list()).body).to.have.length(6);
      const filtered = await list(`?jobType=${encodeURIComponent('estágio')}`);
      expect(filtered.body.map((j) => j.id)).to.deep.equal([jobs.b.id]);
      const paged = await list('?offset=5');
      expect(paged.body.map((j) => j.id)).to.deep.equal([jobs.a.id]);
      expect(paged.headers.get(TOTAL_COUNT_HEADER)).to.equal('6');
    });

    it('lists a newly approved job and its location at once, and drops a removed one', async () => {
      await list('?limit=1');
      const newest = await buildJob({ title: 'Vaga Recém-aprovada', location: 'Aracaju - SE' });
      expect((await list('?limit=1')).body[0]!.id).to.equal(newest.id);
      expect((await server.client().get<string[]>('/api/vagas/locations')).body).to.include('Aracaju - SE');
      await Job.deleteOne({ _id: newest._id });
      expect((await list('?limit=1')).body[0]!.id).to.equal(jobs.f.id);
      expect((await server.client().get<string[]>('/api/vagas/locations')).body).not.to.include('Aracaju - SE');
    });
  });
});
