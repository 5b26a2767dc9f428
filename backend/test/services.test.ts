import { expect } from 'chai';
import {
  CATALOGUE_MESSAGES,
  SERVICE_MESSAGES as M,
  TOTAL_COUNT_HEADER,
  type OwnServiceDTO,
  type PendingServiceDTO,
  type SearchResponse,
  type ServiceDTO,
} from '@conecta/common';
import { Service } from '../src/models/service';
import { buildService, decision } from './catalogueFactories';
import { eventually, signedInClient, startTestServer, uniqueId, type HttpClient, type TestServer } from './support';
import { filesUnder, png, upload, uploadsDir } from './uploadSupport';

/** A refusal's body ({ message, errors? }). */
const refusal = (res: { body: unknown }) => res.body as { message: string; errors: Record<string, string> };

const INPUT = {
  title: 'Manutenção de Usinas Solares',
  description: 'Limpeza de módulos, termografia, inspeção de inversores e relatórios mensais de desempenho.',
  kind: 'om',
  energyArea: 'solar',
  regions: ['CE', 'PB'],
};

describe('services (issue 25)', () => {
  let server: TestServer;
  let uploads: Awaited<ReturnType<typeof uploadsDir>>;

  before(async () => {
    uploads = await uploadsDir('services');
    server = await startTestServer('services', { UPLOADS_DIR: uploads.dir });
  });
  after(async () => {
    await server.stop();
    await uploads.remove();
  });

  const signedIn = (userType: 'student' | 'professional' | 'company' | 'general' | 'admin') => signedInClient(server, { userType });
  const publish = (client: HttpClient, body: unknown = INPUT) => client.post<OwnServiceDTO>('/api/servicos', body);
  const edit = (client: HttpClient, id: string, body: unknown) => client.request<OwnServiceDTO>('PATCH', `/api/servicos/${id}`, body);
  const listed = async (query: string) => (await server.client().get<ServiceDTO[]>(`/api/servicos${query}`)).body.map((s) => s.id);

  describe('moderation', () => {
    it('keeps a professional’s service pending and out of the public lists until an admin approves it', async () => {
      const { client: provider, user } = await signedIn('professional');
      const { client: admin } = await signedIn('admin');
      const created = await publish(provider, { ...INPUT, title: `Manutenção ${uniqueId()}` });
      expect(created.status).to.equal(201);
      expect(created.body).to.include({ status: 'pending', kind: 'om', providerId: user.id as string, providerName: 'Teste Usuário' });
      const id = created.body.id;

      expect((await server.client().get(`/api/servicos/${id}`)).status).to.equal(404);
      expect(await listed(`?providerId=${user.id as string}`)).to.deep.equal([]);
      const pending = (await admin.get<PendingServiceDTO[]>('/api/admin/pending-services')).body.find((s) => s.id === id);
      expect(pending?.submittedBy?.id).to.equal(user.id);

      const approved = await admin.post(`/api/admin/services/${id}/approve`, { version: pending!.version });
      expect(approved.status).to.equal(200);
      expect(approved.body).to.deep.equal({ kind: 'service', id, status: 'approved' });
      expect((await server.client().get<ServiceDTO>(`/api/servicos/${id}`)).body.title).to.equal(created.body.title);
      expect(await listed(`?providerId=${user.id as string}`)).to.deep.equal([id]);
      const mine = (await provider.get<OwnServiceDTO[]>('/api/servicos/mine')).body;
      expect(mine.map((s) => [s.id, s.status])).to.deep.equal([[id, 'approved']]);
    });

    it('is found by the global search once approved, in its own group', async () => {
      const word = `Heliotermo${uniqueId().replace(/[^a-z]/gi, '')}`;
      const service = await buildService({ title: `Projeto ${word}`, status: 'pending' });
      const search = () => server.client().get<SearchResponse>(`/api/search?q=${word}`);
      expect((await search()).body.counts.services).to.equal(0);
      const { client: admin } = await signedIn('admin');
      await admin.post(`/api/admin/services/${service.id as string}/approve`, await decision('service', service._id));
      await eventually(async () => (await search()).body.counts.services === 1, 'the approved service in the search');
      expect((await search()).body.services.map((s) => s.id)).to.deep.equal([service.id]);
      // Its kind's words find it too ('O&M' is stored as 'om').
      const om = await buildService({ title: `Serviço ${word}b`, kind: 'om' });
      await eventually(async () => (await server.client().get<SearchResponse>(`/api/search?q=${word}b%20manuten%C3%A7%C3%A3o&type=services`)).body.services.some((s) => s.id === om.id), 'found by its kind');
    });

    it('refuses a rejection without a reason, in Portuguese, and tells the reason to the provider’s list', async () => {
      const { client: provider } = await signedIn('company');
      const { client: admin } = await signedIn('admin');
      const { id } = (await publish(provider)).body;
      const short = await admin.post(`/api/admin/services/${id}/reject`, await decision('service', id, 'x'));
      expect(short.status).to.equal(400);
      expect(short.body.errors).to.have.property('reason');
      expect((await admin.post(`/api/admin/services/${id}/reject`, await decision('service', id, 'Fotos sem relação com o serviço'))).status).to.equal(200);
      const mine = (await provider.get<OwnServiceDTO[]>('/api/servicos/mine')).body.find((s) => s.id === id);
      expect(mine).to.include({ status: 'rejected', rejectionReason: 'Fotos sem relação com o serviço' });
    });

    it('sends an approved service back to moderation when its provider edits it; an admin’s own is published at once', async () => {
      const { client: provider } = await signedIn('professional');
      const { client: admin } = await signedIn('admin');
      const { id } = (await publish(provider)).body;
      await admin.post(`/api/admin/services/${id}/approve`, await decision('service', id));
      const edited = await edit(provider, id, { title: 'Manutenção Preventiva de Usinas' });
      expect(edited.body).to.include({ status: 'pending', title: 'Manutenção Preventiva de Usinas' });
      expect((await server.client().get(`/api/servicos/${id}`)).status).to.equal(404);
      // The admin who read the older text decides on it no longer.
      const stale = await admin.post(`/api/admin/services/${id}/approve`, { version: new Date(0).toISOString() });
      expect(stale.status).to.equal(409);

      expect((await publish(admin)).body.status).to.equal('approved');
    });
  });

  describe('who may', () => {
    it('lets companies, professionals and admins offer services, and refuses the others in Portuguese', async () => {
      for (const userType of ['student', 'general'] as const) {
        const res = await publish((await signedIn(userType)).client);
        expect(res.status, userType).to.equal(403);
        expect(refusal(res).message).to.equal(M.onlyProviders);
      }
      expect((await publish(server.client())).status).to.equal(401);
    });

    it('answers someone else’s service as a missing one, and leaves it untouched', async () => {
      const { client: owner } = await signedIn('professional');
      const { client: other } = await signedIn('company');
      const { id } = (await publish(owner)).body;
      for (const res of [
        await edit(other, id, { title: 'Título de outra pessoa' }),
        await other.request('DELETE', `/api/servicos/${id}`),
        await upload(other, `/api/servicos/${id}/photos`, { body: await png(), name: 'foto.png', type: 'image/png' }),
      ]) {
        expect(res.status).to.equal(404);
        expect(res.body.message).to.equal(M.notFound);
      }
      expect((await Service.findById(id))?.title).to.equal(INPUT.title);
    });

    it('lets an admin edit and remove anyone’s service', async () => {
      const service = await buildService();
      const { client: admin } = await signedIn('admin');
      expect((await edit(admin, service.id as string, { regions: [] })).body.regions).to.deep.equal([]);
      expect((await admin.request('DELETE', `/api/servicos/${service.id as string}`)).status).to.equal(204);
      expect(await Service.findById(service._id)).to.equal(null);
    });
  });

  describe('validation', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['a short title', { title: 'Oi' }, 'title', M.titleInvalid],
      ['a short description', { description: 'Curta demais' }, 'description', M.descriptionInvalid],
      ['an unknown kind', { kind: 'venda' }, 'kind', M.kindRequired],
      ['an unknown energy area', { energyArea: 'carvão' }, 'energyArea', 'Selecione a área de energia'],
      ['an unknown state', { regions: ['XX'] }, 'regions', M.regionsInvalid],
      ['a repeated state', { regions: ['SP', 'SP'] }, 'regions', M.regionsInvalid],
    ];
    for (const [what, change, field, message] of cases) {
      it(`refuses ${what} with 400 and the field's Portuguese message`, async () => {
        const res = await publish((await signedIn('company')).client, { ...INPUT, ...change });
        expect(res.status).to.equal(400);
        expect(refusal(res).errors[field]).to.equal(message);
      });
    }

    it('refuses a bad filter with 400, never a 500', async () => {
      for (const [query, field, message] of [
        ['kind=venda', 'kind', M.kindInvalid],
        ['region=ZZ', 'region', M.regionInvalid],
        ['energyArea=carvao', 'energyArea', CATALOGUE_MESSAGES.energyAreaInvalid],
      ] as const) {
        const res = await server.client().get(`/api/servicos?${query}`);
        expect(res.status, query).to.equal(400);
        expect(res.body.errors[field]).to.equal(message);
      }
      expect((await server.client().get('/api/servicos/123')).status).to.equal(400);
    });
  });

  describe('GET /api/servicos', () => {
    it('filters by kind, area, region (a service naming none serves every state) and text, newest first', async () => {
      const { user } = await signedIn('company');
      const providerId = user._id;
      const solar = await buildService({ providerId, kind: 'instalacao', energyArea: 'solar', regions: ['SP'], title: 'Instalação Solar em São Paulo' });
      const wind = await buildService({ providerId, kind: 'consultoria', energyArea: 'eólica', regions: [], title: 'Consultoria em Parques Eólicos' });
      await buildService({ providerId, status: 'pending', regions: ['SP'] });
      const mine = `providerId=${user.id as string}`;
      await eventually(async () => (await listed(`?${mine}`)).length === 2, 'both approved services listed');
      expect(await listed(`?${mine}`)).to.deep.equal([wind.id, solar.id]);
      expect(await listed(`?${mine}&kind=instalacao`)).to.deep.equal([solar.id]);
      expect(await listed(`?${mine}&energyArea=${encodeURIComponent('eólica')}`)).to.deep.equal([wind.id]);
      expect(await listed(`?${mine}&region=SP`)).to.deep.equal([wind.id, solar.id]);
      expect(await listed(`?${mine}&region=RJ`)).to.deep.equal([wind.id]);
      expect(await listed(`?${mine}&q=parques`)).to.deep.equal([wind.id]);
      const page = await server.client().get(`/api/servicos?${mine}&limit=1`);
      expect(page.headers.get(TOTAL_COUNT_HEADER)).to.equal('2');
    });
  });

  describe('photos', () => {
    it('stores up to six re-encoded photos, removes one with its file, and refuses a seventh', async () => {
      const { client: provider } = await signedIn('professional');
      const { id } = (await publish(provider)).body;
      const send = async () => upload<OwnServiceDTO>(provider, `/api/servicos/${id}/photos`, { body: await png(), name: 'foto.png', type: 'image/png' });
      let last = await send();
      expect(last.status).to.equal(200);
      expect(last.body.photos[0]!.url).to.match(/^\/uploads\/service-photos\/[0-9a-f]{32}\.webp$/);
      for (let i = 1; i < 6; i += 1) last = await send();
      expect(last.body.photos).to.have.length(6);
      const seventh = await send();
      expect(seventh.status).to.equal(400);
      expect(refusal(seventh).message).to.equal(M.photosMax);

      const [first] = last.body.photos;
      const after = await provider.request<OwnServiceDTO>('DELETE', `/api/servicos/${id}/photos/${first!.id}`);
      expect(after.body.photos.map((p) => p.id)).not.to.include(first!.id);
      expect(await filesUnder(uploads.dir)).to.have.length(5);
      expect((await provider.request('DELETE', `/api/servicos/${id}`)).status).to.equal(204);
      expect(await filesUnder(uploads.dir)).to.deep.equal([]);
    });
  });

  describe('account deletion', () => {
    it('takes the account’s services and their photos with it, and they leave the lists', async () => {
      const { client: provider, user } = await signedIn('company');
      const { client: admin } = await signedIn('admin');
      const { id } = (await publish(provider)).body;
      await upload(provider, `/api/servicos/${id}/photos`, { body: await png(), name: 'foto.png', type: 'image/png' });
      await admin.post(`/api/admin/services/${id}/approve`, await decision('service', id));
      expect(await listed(`?providerId=${user.id as string}`)).to.deep.equal([id]);

      expect((await provider.post('/api/account/delete', { password: 'senha123' })).status).to.equal(204);
      expect(await Service.findById(id)).to.equal(null);
      expect(await listed(`?providerId=${user.id as string}`)).to.deep.equal([]);
      expect(await filesUnder(uploads.dir)).to.deep.equal([]);
    });
  });
});
