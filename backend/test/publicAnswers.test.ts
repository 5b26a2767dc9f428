/**
 * Visitors' catalogue answers kept in memory (lib/publicAnswers.ts, decision 0031): a cookieless
 * list is computed once, then sent from memory with its ETag (304 when the client holds it) in
 * the encoding asked for, until a domain event changes what it lists; a request with a session
 * cookie never reads nor fills it.
 *
 * "Kept" is shown without timings or counters: a job's DTO in this process's search index is
 * changed in place, behind the index's back (its version does not move), so an answer computed
 * afresh shows the change and a kept one does not. The DTO is put back after each test.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { expect } from 'chai';
import { Redis } from 'ioredis';
import { TOTAL_COUNT_HEADER, type JobDTO, type PartnerDTO } from '@conecta/common';
import { publishOnlyAnnouncer } from '../src/events/domainEvents';
import { createLogger } from '../src/lib/logger';
import { Partner } from '../src/models/partner';
import { Job } from '../src/models/job';
import { buildJob, buildPartner } from './catalogueFactories';
import { eventually, REDIS_URL, signedInClient, startTestServer, type TestServer } from './support';

const titles = (items: JobDTO[]) => items.map((job) => job.title);

describe('visitors’ catalogue answers kept in memory (lib/publicAnswers.ts)', function () {
  this.timeout(60_000);
  let server: TestServer;
  let first: JobDTO;
  let original: string;

  before(async () => {
    server = await startTestServer('public_answers');
    await buildJob({ title: 'Engenheiro(a) de Subestações' });
    const newest = await buildJob({ title: 'Técnico(a) de Parque Eólico' });
    await buildPartner({ name: 'Parceiro Ouro', sponsorshipLevel: 'gold' });
    first = server.runtime.search.get('jobs', newest.id as string)!;
    original = first.title;
  });
  afterEach(() => {
    first.title = original;
  });
  after(async () => {
    await server.stop();
  });

  /** The job's title changed where only a fresh computation reads it. */
  const changeBehindTheIndex = () => {
    first.title = 'Título que só uma resposta nova mostra';
  };

  it('sends a visitor the kept answer, the same bytes and ETag, with its total', async () => {
    const before = await server.client().get<JobDTO[]>('/api/vagas?limit=5');
    expect(before.status).to.equal(200);
    expect(titles(before.body)).to.include(original);
    const etag = before.headers.get('etag');
    expect(etag).to.match(/^"[\w-]+"$/);
    changeBehindTheIndex();
    // Another spelling of the same query (order, a default given, a blank filter) is the same answer.
    for (const path of ['/api/vagas?limit=5', '/api/vagas?offset=0&limit=5', '/api/vagas?limit=5&energyArea=']) {
      const again = await server.client().get<JobDTO[]>(path);
      expect(again.status, path).to.equal(200);
      expect(again.text, path).to.equal(before.text);
      expect(again.headers.get('etag'), path).to.equal(etag);
      expect(again.headers.get(TOTAL_COUNT_HEADER), path).to.equal(before.headers.get(TOTAL_COUNT_HEADER));
      expect(again.headers.get('content-type'), path).to.match(/^application\/json/);
      expect(again.headers.get('cache-control'), path).to.equal(null);
    }
    // A query not asked before is computed, and shows the change.
    expect(titles((await server.client().get<JobDTO[]>('/api/vagas?limit=6')).body)).to.include(first.title);
  });

  it('sends a spelling already answered again (from ahead of the router) with the same bytes and headers, counted under its route', async () => {
    const routeCount = async () => {
      const { values } = await server.runtime.metrics.registry.getSingleMetric('http_request_duration_seconds')!.get();
      // A histogram's values carry their series' name (_bucket, _sum, _count).
      const named = values as (typeof values[number] & { metricName?: string })[];
      return named.filter((value) => value.metricName === 'http_request_duration_seconds_count' && value.labels.route === '/api/vagas').reduce((sum, value) => sum + value.value, 0);
    };
    const path = '/api/vagas?limit=8&offset=0';
    const routed = await server.client().get<JobDTO[]>(path);
    expect(routed.status).to.equal(200);
    changeBehindTheIndex();
    const counted = await routeCount();
    const again = await server.client().get<JobDTO[]>(path);
    expect(again.status).to.equal(200);
    expect(again.text).to.equal(routed.text);
    // Every header the routed answer carried (security headers, validators, the total, Vary), but the
    // request's own id and date.
    const headersOf = (res: typeof routed) => Object.fromEntries([...res.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));
    expect(headersOf(again)).to.deep.equal(headersOf(routed));
    expect(await routeCount()).to.equal(counted + 1);
  });

  it('never answers a request with the session cookie from memory, nor keeps its answer', async () => {
    const { client } = await signedInClient(server);
    await server.client().get('/api/vagas?limit=4');
    changeBehindTheIndex();
    const mine = await client.get<JobDTO[]>('/api/vagas?limit=4');
    expect(mine.status).to.equal(200);
    expect(titles(mine.body)).to.include(first.title);
    expect(mine.headers.get('etag')).to.equal(null);
    expect(mine.headers.get('cache-control')).to.equal('no-store');
    // A visitor still gets the kept one, which the signed-in answer did not replace.
    expect(titles((await server.client().get<JobDTO[]>('/api/vagas?limit=4')).body)).to.include(original);
    // Asked first by someone signed in: nothing kept, a visitor's first answer is computed.
    expect(titles((await client.get<JobDTO[]>('/api/vagas?limit=7')).body)).to.include(first.title);
    first.title = original;
    expect(titles((await server.client().get<JobDTO[]>('/api/vagas?limit=7')).body)).to.include(original);
  });

  it('answers 304 to a client holding the kept answer, and sends each encoding with its own ETag', async () => {
    // Node's http, not fetch: fetch chooses its own Accept-Encoding and decodes the body.
    const raw = (headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${server.url}/api/vagas?limit=2`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
            res.on('error', reject);
          })
          .on('error', reject);
      });
    const identity = await raw();
    expect(identity.status).to.equal(200);
    expect(identity.headers['content-encoding']).to.equal(undefined);
    const text = identity.body.toString('utf8');
    expect(JSON.parse(text)).to.have.length(2);
    const br = await raw({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).to.equal('br');
    expect(br.headers.vary).to.match(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString('utf8')).to.equal(text);
    const gz = await raw({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).to.equal('gzip');
    expect(zlib.gunzipSync(gz.body).toString('utf8')).to.equal(text);
    // Two encodings are two representations: each its own validator.
    expect(new Set([identity.headers.etag, br.headers.etag, gz.headers.etag]).size).to.equal(3);
    const revisit = await raw({ 'accept-encoding': 'gzip, deflate, br', 'if-none-match': br.headers.etag! });
    expect(revisit.status).to.equal(304);
    expect(revisit.body.length).to.equal(0);
    expect(revisit.headers.etag).to.equal(br.headers.etag);
    // The validator of another encoding is not this one.
    expect((await raw({ 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag! })).status).to.equal(200);
  });

  it('drops the kept lists when a job is approved on another process (its domain event on Redis)', async () => {
    const pending = await buildJob({ title: 'Vaga aprovada em outro processo', status: 'pending' });
    const listed = async () => titles((await server.client().get<JobDTO[]>('/api/vagas?limit=3')).body);
    expect(await listed()).not.to.include(pending.title);
    // As the moderation of another process writes: the store first (unheard here), then the announcement.
    await Job.collection.updateOne({ _id: pending._id }, { $set: { status: 'approved', createdAt: new Date() } });
    expect(await listed()).not.to.include(pending.title);
    const publisher = new Redis(REDIS_URL);
    try {
      await publishOnlyAnnouncer(publisher, server.config.redisPrefix, createLogger('silent', 'test'))({ type: 'job.changed', id: pending.id as string });
    } finally {
      publisher.disconnect();
    }
    await eventually(async () => (await listed()).includes(pending.title), 'the approved job in the kept first page');
    // The global search reads jobs too.
    await eventually(
      async () => ((await server.client().get<{ jobs: JobDTO[] }>('/api/search?q=outro%20processo')).body.jobs ?? []).some((job) => job.title === pending.title),
      'the approved job in the search',
    );
  });

  it('drops the kept partners when a partner is written (partner.changed)', async () => {
    const names = async () => (await server.client().get<PartnerDTO[]>('/api/partners')).body.map((partner) => partner.name);
    expect(await names()).to.include('Parceiro Ouro');
    await Partner.updateOne({ name: 'Parceiro Ouro' }, { $set: { isActive: false } });
    await eventually(async () => !(await names()).includes('Parceiro Ouro'), 'the partner gone from the visitors’ list');
  });

  it('keeps no refusal: a bad query is refused with its message each time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const refused = await server.client().get<{ message: string; errors: Record<string, string> }>('/api/vagas?limit=999');
      expect(refused.status).to.equal(400);
      expect(refused.body.errors).to.have.property('limit');
      expect(refused.headers.get('etag')).to.equal(null);
    }
  });
});
