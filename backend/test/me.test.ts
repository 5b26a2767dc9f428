import { expect } from 'chai';
import { startTestServer, signedInClient, type TestServer } from './support';
import { buildCourse, buildEvent, buildJob } from './catalogueFactories';

describe("the signed-in user's lists", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('me');
  });
  after(async () => {
    await server.stop();
  });

  for (const path of ['/api/user/applications', '/api/user/enrollments', '/api/user/registrations']) {
    it(`GET ${path} answers 401 without a session`, async () => {
      const res = await server.client().get(path);
      expect(res.status).to.equal(401);
      expect(res.body.message).to.be.a('string');
    });
  }

  it('start empty for a new user', async () => {
    const { client } = await signedInClient(server);
    for (const path of ['/api/user/applications', '/api/user/enrollments', '/api/user/registrations']) {
      const res = await client.get(path);
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal([]);
    }
  });

  it("list only the user's own items, newest first, with ids and dates only", async () => {
    const [job1, job2, course, event] = await Promise.all([buildJob(), buildJob(), buildCourse(), buildEvent()]);
    const me = await signedInClient(server);
    const other = await signedInClient(server);

    expect((await me.client.post(`/api/vagas/${job1.id}/apply`, { coverLetter: '' })).status).to.equal(201);
    expect((await me.client.post(`/api/vagas/${job2.id}/apply`, { coverLetter: '' })).status).to.equal(201);
    expect((await other.client.post(`/api/vagas/${job1.id}/apply`, { coverLetter: '' })).status).to.equal(201);
    expect((await me.client.post(`/api/cursos/${course.id}/enroll`)).status).to.equal(201);
    expect((await other.client.post(`/api/cursos/${course.id}/enroll`)).status).to.equal(201);
    expect((await me.client.post(`/api/eventos/${event.id}/register`)).status).to.equal(201);

    const applications = await me.client.get('/api/user/applications');
    expect(applications.body.map((a: { jobId: string }) => a.jobId)).to.deep.equal([job2.id, job1.id]);
    for (const item of applications.body) {
      expect(Object.keys(item).sort()).to.deep.equal(['company', 'createdAt', 'feedback', 'id', 'jobId', 'jobOpen', 'jobTitle', 'status', 'updatedAt']);
    }
    const enrollments = await me.client.get('/api/user/enrollments');
    expect(enrollments.body.map((e: { courseId: string }) => e.courseId)).to.deep.equal([course.id]);
    const registrations = await me.client.get('/api/user/registrations');
    expect(registrations.body.map((r: { eventId: string }) => r.eventId)).to.deep.equal([event.id]);
    expect(Object.keys(registrations.body[0]).sort()).to.deep.equal(['createdAt', 'eventId', 'id']);

    const others = await other.client.get('/api/user/applications');
    expect(others.body.map((a: { jobId: string }) => a.jobId)).to.deep.equal([job1.id]);
    expect((await other.client.get('/api/user/registrations')).body).to.deep.equal([]);
    // Nothing about the user (e-mail, ids of others) travels in these lists.
    expect(applications.text).not.to.include(me.user.email);
    expect(applications.text).not.to.include(other.user.id);
  });
});
