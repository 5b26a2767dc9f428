import { expect } from 'chai';
import { CATALOGUE_MESSAGES as M, MESSAGES, TOTAL_COUNT_HEADER, type CourseDTO } from '@conecta/common';
import { Course } from '../src/models/course';
import { Enrollment } from '../src/models/enrollment';
import { signedInClient, startTestServer, type TestServer } from './support';
import { buildCourse } from './catalogueFactories';

const COURSE_FIELDS = [
  'id', 'title', 'instructor', 'description', 'accessUrl', 'category', 'level', 'energyArea', 'duration',
  'enrolledCount', 'rating', 'totalRatings', 'imageUrl', 'createdAt',
].sort();

describe('courses', () => {
  let server: TestServer;
  const ids = {} as Record<'solar' | 'webinar' | 'workshop' | 'bio' | 'pending', string>;
  const list = (query = '') => server.client().get<CourseDTO[]>(`/api/cursos${query}`);
  const idsOf = (items: CourseDTO[]) => items.map((c) => c.id);

  before(async () => {
    server = await startTestServer('courses');
    ids.solar = (await buildCourse({ title: 'Fundamentos de Energia Solar', category: 'curso', level: 'iniciante', energyArea: 'solar', description: 'Curso gratuito. Acesse: https://cursos.example.com/solar.' })).id;
    ids.webinar = (await buildCourse({ title: 'Webinar Eólica Offshore', category: 'webinar', level: 'intermediário', energyArea: 'eólica', description: 'Sem link de acesso.' })).id;
    ids.workshop = (await buildCourse({ title: 'Workshop de Instalação Solar', category: 'workshop', level: 'avançado', energyArea: 'solar', description: 'Inscrições em http://exemplo.org/ws e presencial.' })).id;
    ids.bio = (await buildCourse({ title: 'Biogás no Agronegócio', category: 'curso', level: 'intermediário', energyArea: 'biomassa' })).id;
    ids.pending = (await buildCourse({ title: 'Curso Pendente', category: 'curso', level: 'iniciante', energyArea: 'solar', status: 'pending' })).id;
  });
  after(async () => {
    await server.stop();
  });

  describe('GET /api/cursos', () => {
    it('lists approved courses only, newest first, with the total', async () => {
      const res = await list();
      expect(res.status).to.equal(200);
      expect(idsOf(res.body)).to.deep.equal([ids.bio, ids.workshop, ids.webinar, ids.solar]);
      expect(res.headers.get(TOTAL_COUNT_HEADER)).to.equal('4');
      expect(Object.keys(res.body[0]!).sort()).to.deep.equal(COURSE_FIELDS);
      expect(res.text).not.to.match(/"(_id|__v|status)"/);
    });

    it('gives the first http(s) link of the description as accessUrl, or null', async () => {
      const byId = new Map((await list()).body.map((c) => [c.id, c]));
      expect(byId.get(ids.solar)!.accessUrl).to.equal('https://cursos.example.com/solar');
      expect(byId.get(ids.workshop)!.accessUrl).to.equal('http://exemplo.org/ws');
      expect(byId.get(ids.webinar)!.accessUrl).to.equal(null);
    });

    const single: Array<[string, string, Array<keyof typeof ids>]> = [
      ['category', 'category=curso', ['bio', 'solar']],
      ['level', `level=${encodeURIComponent('intermediário')}`, ['bio', 'webinar']],
      ['energyArea', 'energyArea=solar', ['workshop', 'solar']],
    ];
    for (const [name, query, expected] of single) {
      it(`filters by ${name}`, async () => {
        const res = await list(`?${query}`);
        expect(idsOf(res.body)).to.deep.equal(expected.map((k) => ids[k]));
        expect(res.headers.get(TOTAL_COUNT_HEADER)).to.equal(String(expected.length));
      });
    }

    it('combines filters, and empty values mean no filter', async () => {
      expect(idsOf((await list('?category=curso&energyArea=solar')).body)).to.deep.equal([ids.solar]);
      expect(idsOf((await list(`?category=workshop&level=${encodeURIComponent('avançado')}&energyArea=solar`)).body)).to.deep.equal([ids.workshop]);
      expect((await list('?category=webinar&energyArea=solar')).body).to.deep.equal([]);
      expect((await list('?category=&level=Todas')).body).to.have.length(4);
    });

    it('pages with limit (the home tab asks for 3) and offset', async () => {
      const home = await list('?limit=3');
      expect(idsOf(home.body)).to.deep.equal([ids.bio, ids.workshop, ids.webinar]);
      expect(home.headers.get(TOTAL_COUNT_HEADER)).to.equal('4');
      expect(idsOf((await list('?limit=3&offset=3')).body)).to.deep.equal([ids.solar]);
    });

    const bad: Array<[string, string, string, string]> = [
      ['an unknown category', 'category=palestra', 'category', M.categoryInvalid],
      ['an unknown level', 'level=expert', 'level', M.levelInvalid],
      ['an unknown energy area', 'energyArea=carvao', 'energyArea', M.energyAreaInvalid],
      ['a limit above 50', 'limit=500', 'limit', M.limitInvalid],
      ['an offset beyond the last allowed', 'offset=10001', 'offset', M.offsetInvalid],
      ['an unknown parameter', 'q=solar', 'q', MESSAGES.fieldUnknown],
    ];
    for (const [label, query, field, message] of bad) {
      it(`responds 400 '${message}' for ${label}`, async () => {
        const res = await list(`?${query}`);
        expect(res.status).to.equal(400);
        expect(res.body).to.deep.equal({ message, errors: { [field]: message } });
      });
    }
  });

  describe('POST /api/cursos/:id/enroll', () => {
    it('answers 401 without a session', async () => {
      const res = await server.client().post(`/api/cursos/${ids.solar}/enroll`);
      expect(res.status).to.equal(401);
      expect(await Enrollment.countDocuments({ courseId: ids.solar })).to.equal(0);
    });

    it('enrols once (201), answers 200 with the same enrolment afterwards, and counts it once', async () => {
      const { client, user } = await signedInClient(server, { userType: 'student' });
      const first = await client.post(`/api/cursos/${ids.webinar}/enroll`);
      expect(first.status).to.equal(201);
      expect(Object.keys(first.body).sort()).to.deep.equal(['courseId', 'createdAt', 'id']);
      expect(first.body.courseId).to.equal(ids.webinar);
      const again = await client.post(`/api/cursos/${ids.webinar}/enroll`);
      expect(again.status).to.equal(200);
      expect(again.body).to.deep.equal(first.body);
      expect(await Enrollment.countDocuments({ courseId: ids.webinar, userId: user._id })).to.equal(1);
      expect((await Course.findById(ids.webinar))!.enrolledCount).to.equal(1);
      const mine = await client.get('/api/user/enrollments');
      expect(mine.body).to.deep.equal([first.body]);
    });

    it('lets concurrent presses of one user create a single enrolment', async () => {
      const { client } = await signedInClient(server);
      const results = await Promise.all(Array.from({ length: 3 }, () => client.post(`/api/cursos/${ids.bio}/enroll`)));
      expect(results.map((r) => r.status).sort()).to.deep.equal([200, 200, 201]);
      expect(new Set(results.map((r) => r.body.id)).size).to.equal(1);
      expect((await Course.findById(ids.bio))!.enrolledCount).to.equal(1);
    });

    it('shows the new count in the list at once (the enrolment refreshes the index)', async () => {
      const before = await list('?limit=3');
      const count = before.body.find((c) => c.id === ids.workshop)!.enrolledCount;
      const { client } = await signedInClient(server);
      expect((await client.post(`/api/cursos/${ids.workshop}/enroll`)).status).to.equal(201);
      const after = await list('?limit=3');
      expect(after.body.find((c) => c.id === ids.workshop)!.enrolledCount).to.equal(count + 1);
      // A repeated press changes nothing.
      expect((await client.post(`/api/cursos/${ids.workshop}/enroll`)).status).to.equal(200);
      expect((await list('?limit=3')).body.find((c) => c.id === ids.workshop)!.enrolledCount).to.equal(count + 1);
    });

    it('counts several users', async () => {
      for (let i = 0; i < 3; i++) {
        const { client } = await signedInClient(server);
        expect((await client.post(`/api/cursos/${ids.solar}/enroll`)).status).to.equal(201);
      }
      expect((await Course.findById(ids.solar))!.enrolledCount).to.equal(3);
    });

    it('answers 404 for a pending or unknown course and 400 for a malformed id', async () => {
      const { client } = await signedInClient(server);
      for (const id of [ids.pending, '0123456789abcdef01234567']) {
        const res = await client.post(`/api/cursos/${id}/enroll`);
        expect(res.status).to.equal(404);
        expect(res.body).to.deep.equal({ message: M.courseNotFound });
      }
      const bad = await client.post('/api/cursos/123/enroll');
      expect(bad.status).to.equal(400);
      expect(bad.body.message).to.equal(M.idInvalid);
    });
  });
});
