/**
 * Favourites (issue 26): saving, idempotent re-saving and removing jobs, courses and events; the
 * ids every card reads; each person's favourites their own; an item that is not public refused in
 * Portuguese; a saved job closed or removed later still listed from its snapshot; the limit.
 */
import { expect } from 'chai';
import mongoose from 'mongoose';
import { FAVORITE_LIMITS, FAVORITE_MESSAGES, TOTAL_COUNT_HEADER, type FavoriteDTO, type FavoriteIdsDTO } from '@conecta/common';
import { Favorite } from '../src/models/favorite';
import { Job } from '../src/models/job';
import { buildCourse, buildEvent, buildJob } from './catalogueFactories';
import { signedInClient, startTestServer, type HttpClient, type TestServer } from './support';

type Answer = FavoriteDTO & { message: string };

describe('favourites API (issue 26)', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer('favorites');
  });
  after(async () => {
    await server.stop();
  });

  const save = (client: HttpClient, kind: string, id: string) => client.request<Answer>('PUT', `/api/user/favorites/${kind}/${id}`);
  const unsave = (client: HttpClient, kind: string, id: string) => client.request<Answer>('DELETE', `/api/user/favorites/${kind}/${id}`);
  const ids = (client: HttpClient) => client.get<FavoriteIdsDTO>('/api/user/favorites/ids');
  const list = (client: HttpClient, kind: string, query = '') => client.get<FavoriteDTO[] & { message?: string }>(`/api/user/favorites?kind=${kind}${query}`);
  const person = async () => (await signedInClient(server, { userType: 'professional' })).client;

  it('saves a job, a course and an event, each listed under its kind with the live item', async () => {
    const client = await person();
    const job = await buildJob({ title: 'Eletricista de Manutenção', company: 'Rede Sul', location: 'Curitiba - PR' });
    const course = await buildCourse({ title: 'NR-10 na prática', instructor: 'Prof. Ramos' });
    const event = await buildEvent({ title: 'Encontro Eólico', organizer: 'ABEEólica', location: 'Natal - RN' });

    const saved = await save(client, 'job', job.id as string);
    expect(saved.status).to.equal(201);
    expect(saved.body).to.include({ kind: 'job', itemId: job.id, available: true });
    expect(saved.body.snapshot).to.deep.equal({ title: 'Eletricista de Manutenção', subtitle: 'Rede Sul', location: 'Curitiba - PR', date: null });
    expect((await save(client, 'course', course.id as string)).status).to.equal(201);
    expect((await save(client, 'event', event.id as string)).status).to.equal(201);

    expect((await ids(client)).body).to.deep.equal({ job: [job.id], course: [course.id], event: [event.id] });
    const jobs = await list(client, 'job');
    expect(jobs.status).to.equal(200);
    expect(jobs.headers.get(TOTAL_COUNT_HEADER)).to.equal('1');
    expect(jobs.body.map((favorite) => [favorite.itemId, favorite.available, favorite.item?.title])).to.deep.equal([[job.id, true, 'Eletricista de Manutenção']]);
    const events = (await list(client, 'event')).body;
    expect(events[0]).to.include({ kind: 'event', itemId: event.id });
    expect(events[0]!.snapshot).to.include({ subtitle: 'ABEEólica', location: 'Natal - RN', date: event.eventDate.toISOString() });
    expect((await list(client, 'course')).body.map((favorite) => favorite.item?.title)).to.deep.equal(['NR-10 na prática']);
  });

  it('answers a second save with the same favourite (200), storing one', async () => {
    const client = await person();
    const job = await buildJob();
    const first = await save(client, 'job', job.id as string);
    const again = await save(client, 'job', job.id as string);
    expect(again.status).to.equal(200);
    expect(again.body.id).to.equal(first.body.id);
    expect(await Favorite.countDocuments({ itemId: job._id })).to.equal(1);
  });

  it('stores one favourite when two saves of the same item race', async () => {
    const client = await person();
    const job = await buildJob();
    const answers = await Promise.all([save(client, 'job', job.id as string), save(client, 'job', job.id as string)]);
    expect(answers.map((answer) => answer.status).sort()).to.deep.equal([200, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).to.equal(1);
    expect(await Favorite.countDocuments({ itemId: job._id })).to.equal(1);
  });

  it('removes a favourite; removing again (or what was never saved) is also 204', async () => {
    const client = await person();
    const event = await buildEvent();
    await save(client, 'event', event.id as string);
    expect((await unsave(client, 'event', event.id as string)).status).to.equal(204);
    expect((await ids(client)).body.event).to.deep.equal([]);
    expect((await list(client, 'event')).body).to.deep.equal([]);
    expect((await unsave(client, 'event', event.id as string)).status).to.equal(204);
    expect((await unsave(client, 'job', new mongoose.Types.ObjectId().toString())).status).to.equal(204);
  });

  it("never shows or removes someone else's favourites", async () => {
    const ana = await person();
    const bruno = await person();
    const job = await buildJob();
    await save(ana, 'job', job.id as string);
    expect((await ids(bruno)).body).to.deep.equal({ job: [], course: [], event: [] });
    expect((await list(bruno, 'job')).body).to.deep.equal([]);
    // Bruno's delete of the same item touches only his own (none).
    expect((await unsave(bruno, 'job', job.id as string)).status).to.equal(204);
    expect((await ids(ana)).body.job).to.deep.equal([job.id]);
  });

  it('answers 404 in Portuguese for an item that does not exist or is not public, saving nothing', async () => {
    const client = await person();
    const pendingJob = await buildJob({ status: 'pending' });
    const rejectedCourse = await buildCourse({ status: 'rejected' });
    const closedJob = await buildJob({ status: 'closed' });
    const unknown = await save(client, 'event', new mongoose.Types.ObjectId().toString());
    expect(unknown.status).to.equal(404);
    expect(unknown.body.message).to.equal(FAVORITE_MESSAGES.notFound.event);
    expect((await save(client, 'job', pendingJob.id as string)).body.message).to.equal('Vaga não encontrada');
    expect((await save(client, 'job', closedJob.id as string)).status).to.equal(404);
    expect((await save(client, 'course', rejectedCourse.id as string)).body.message).to.equal('Curso não encontrado');
    // A job's id under another kind is not that kind's item.
    expect((await save(client, 'course', closedJob.id as string)).status).to.equal(404);
    expect((await ids(client)).body).to.deep.equal({ job: [], course: [], event: [] });
  });

  it('refuses an unknown kind, a malformed id or a bad page in Portuguese (400)', async () => {
    const client = await person();
    const job = await buildJob();
    const badKind = await save(client, 'vaga', job.id as string);
    expect(badKind.status).to.equal(400);
    expect(badKind.body.message).to.equal(FAVORITE_MESSAGES.kindInvalid);
    expect((await save(client, 'job', 'abc')).status).to.equal(400);
    expect((await list(client, 'curso')).status).to.equal(400);
    expect((await client.get('/api/user/favorites')).status).to.equal(400);
    expect((await list(client, 'job', '&limit=0')).status).to.equal(400);
  });

  it("keeps a saved job that was closed, then removed, listed from its snapshot as no longer available", async () => {
    const client = await person();
    const job = await buildJob({ title: 'Técnico de Subestação', company: 'Energisa Teste', location: 'Cuiabá - MT' });
    const other = await buildJob();
    await save(client, 'job', job.id as string);
    await save(client, 'job', other.id as string);

    job.status = 'closed';
    await job.save();
    let rows = (await list(client, 'job')).body;
    const closed = rows.find((row) => row.itemId === job.id)!;
    expect(closed).to.include({ available: false, item: null });
    expect(closed.snapshot).to.deep.equal({ title: 'Técnico de Subestação', subtitle: 'Energisa Teste', location: 'Cuiabá - MT', date: null });
    expect(rows.find((row) => row.itemId === other.id)).to.include({ available: true });
    // The card's mark stays too: it is still saved and can be removed.
    expect((await ids(client)).body.job).to.have.members([job.id, other.id]);

    await Job.deleteOne({ _id: job._id });
    rows = (await list(client, 'job')).body;
    expect(rows.find((row) => row.itemId === job.id)).to.deep.include({ available: false, item: null });
    expect((await unsave(client, 'job', job.id as string)).status).to.equal(204);
    expect((await list(client, 'job')).body.map((row) => row.itemId)).to.deep.equal([other.id]);
  });

  it('pages a kind newest saved first, with the whole count', async () => {
    const client = await person();
    const courses = [await buildCourse(), await buildCourse(), await buildCourse()];
    for (const course of courses) expect((await save(client, 'course', course.id as string)).status).to.equal(201);
    const first = await list(client, 'course', '&limit=2&offset=0');
    expect(first.headers.get(TOTAL_COUNT_HEADER)).to.equal('3');
    const second = await list(client, 'course', '&limit=2&offset=2');
    expect([...first.body, ...second.body].map((row) => row.itemId)).to.deep.equal(courses.map((course) => course.id).reverse());
  });

  it(`refuses a save past ${FAVORITE_LIMITS.itemsMax} favourites in Portuguese (409), a re-save of a saved one still answering`, async () => {
    const { client, user } = await signedInClient(server, { userType: 'student' });
    const kept = await buildJob();
    await save(client, 'job', kept.id as string);
    // The rest written straight to the store: the limit counts favourites, not how they came.
    const rows = Array.from({ length: FAVORITE_LIMITS.itemsMax - 1 }, () => ({
      userId: user._id,
      kind: 'job',
      itemId: new mongoose.Types.ObjectId(),
      snapshot: { title: 'Vaga antiga', subtitle: 'Empresa', location: null },
    }));
    await Favorite.insertMany(rows);
    const refused = await save(client, 'job', (await buildJob()).id as string);
    expect(refused.status).to.equal(409);
    expect(refused.body.message).to.equal(FAVORITE_MESSAGES.itemsMax);
    expect((await save(client, 'job', kept.id as string)).status).to.equal(200);
    await unsave(client, 'job', kept.id as string);
    expect((await save(client, 'event', (await buildEvent()).id as string)).status).to.equal(201);
  });

  it('answers 401 to a visitor on every route', async () => {
    const visitor = server.client();
    const job = await buildJob();
    const answers = [await save(visitor, 'job', job.id as string), await unsave(visitor, 'job', job.id as string), await ids(visitor), await list(visitor, 'job')];
    expect(answers.map((answer) => answer.status)).to.deep.equal([401, 401, 401, 401]);
  });
});
