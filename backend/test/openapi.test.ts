/**
 * The API contract (issue 15): every route of the app is in GET /api/openapi.json with its summary
 * and success body, its inputs are the Joi schemas that validate it, every body type it names is a
 * generated schema, and /api/docs renders it without a script. (npm test's contract phase then runs
 * Schemathesis over the document.)
 */
import { expect } from 'chai';
import { TEST_WORLD_PREFIX } from '../src/routes/testing/testWorld';
import { createApp } from '../src/app';
import { routeEntries } from '../src/openapi/document';
import type Router from '@koa/router';
import { startTestServer, type TestServer } from './support';

type Json = Record<string, any>;

describe('API contract (GET /api/openapi.json, /api/docs)', () => {
  let server: TestServer;
  let document: Json;
  before(async () => {
    server = await startTestServer('openapi');
    const res = await server.client().get('/api/openapi.json');
    expect(res.status).to.equal(200);
    document = res.body as Json;
  });
  after(() => server.stop());

  function appRouter(): Router {
    const app = createApp(server.runtime);
    // The test world's factories (NODE_ENV=test only) are outside the contract on purpose.
    const routers = (app.middleware as Array<{ router?: Router }>).map((m) => m.router).filter((r) => r && r.opts.prefix !== TEST_WORLD_PREFIX) as Router[];
    expect(routers).to.have.length(1);
    return routers[0]!;
  }

  it('is OpenAPI 3.1 and holds every route of the router, each described with doc()', () => {
    expect(document.openapi).to.equal('3.1.0');
    const entries = routeEntries(appRouter());
    const undocumented = entries.filter((e) => !e.doc).map((e) => `${e.method} ${e.path}`);
    expect(undocumented, 'routes without doc()').to.deep.equal([]);
    const inDocument = Object.entries(document.paths as Record<string, Json>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(inDocument.sort()).to.deep.equal(entries.map((e) => `${e.method} ${e.path}`).sort());
  });

  it('takes inputs from the validating Joi schemas: path, query and body', () => {
    const apply = document.paths['/api/vagas/{id}/apply'].post;
    expect(apply.parameters).to.deep.include({ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9a-fA-F]{24}$' } });
    expect(apply.requestBody.content['application/json'].schema.properties.coverLetter).to.include({ type: 'string', maxLength: 5000 });
    expect(apply.security).to.deep.equal([{ session: [] }]);
    expect(Object.keys(apply.responses)).to.include.members(['201', '400', '401', '404', '409']);
    const list = document.paths['/api/vagas'].get;
    expect(list.parameters.map((p: Json) => p.name)).to.include.members(['q', 'jobType', 'energyArea', 'limit', 'offset']);
    expect(list.responses['200'].content['application/json'].schema).to.deep.equal({ type: 'array', items: { $ref: '#/components/schemas/JobDTO' } });
    expect(list.responses['200'].headers).to.have.property('X-Total-Count');
    expect(list.security).to.equal(undefined);
    expect(apply['x-callers'], 'every signed-in account may apply as far as the guards say').to.equal(undefined);
    expect(document.paths['/api/vagas'].post['x-callers']).to.deep.equal(['company', 'admin']);
    expect(document.paths['/api/admin/dashboard/stats'].get['x-callers']).to.deep.equal(['admin']);
  });

  it('names only body types it defines, and the one error body for every error', () => {
    const schemas = document.components.schemas as Record<string, Json>;
    const refs = JSON.stringify(document.paths).match(/#\/components\/schemas\/\w+/g) ?? [];
    for (const ref of new Set(refs)) expect(schemas, ref).to.have.property(ref.split('/').pop()!);
    const inner = JSON.stringify(schemas).match(/#\/components\/schemas\/\w+/g) ?? [];
    for (const ref of new Set(inner)) expect(schemas, ref).to.have.property(ref.split('/').pop()!);
    expect(schemas.ApiErrorBody).to.deep.include({ type: 'object', required: ['message'], additionalProperties: false });
    const register = document.paths['/api/register'].post.responses;
    expect(register['409'].content['application/json'].schema).to.deep.equal({ $ref: '#/components/schemas/ApiErrorBody' });
  });

  it('renders a readable reference at /api/docs, with no script', async () => {
    const res = await server.client().get('/api/docs');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/html/);
    const html = res.text;
    expect(html).to.include('Conecta Energia API');
    expect(html).to.include('/api/vagas/{id}/apply');
    expect(html).to.include('id="schema-JobDTO"');
    expect(html).not.to.match(/<script/i);
  });
});
