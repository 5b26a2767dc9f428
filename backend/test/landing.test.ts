/**
 * The landing sections (issue 13): GET /api/landing (public) in the order hero, features,
 * partners, cta with the home's texts as defaults; PUT /api/admin/landing/:sectionId upserts,
 * validates, logs, and every backend process serves the change on its next request.
 */
import { expect } from 'chai';
import { ADMIN_MESSAGES, DEFAULT_LANDING_CONTENT, type AuditLogDTO, type LandingSectionDTO } from '@conecta/common';
import { LandingSection } from '../src/models/landingSection';
import { signedInClient, spawnBackendProcess, startTestServer, type HttpClient, type TestServer } from './support';

describe('Landing sections: /api/landing and /api/admin/landing/:sectionId', function () {
  this.timeout(60_000);
  let server: TestServer;
  let admin: HttpClient;

  before(async () => {
    server = await startTestServer('landing');
    admin = (await signedInClient(server, { userType: 'admin' })).client;
  });
  after(async () => {
    await server.stop();
  });

  it('serves the four sections with the home page texts when none is stored', async () => {
    const res = await server.client().get<LandingSectionDTO[]>('/api/landing');
    expect(res.status).to.equal(200);
    expect(res.body.map((s) => [s.id, s.name, s.visible])).to.deep.equal([
      ['hero', 'Hero', true],
      ['features', 'Recursos', true],
      ['partners', 'Parceiros', true],
      ['cta', 'Chamada para Ação', true],
    ]);
    expect(res.body[0]!.content).to.deep.equal(DEFAULT_LANDING_CONTENT.hero);
    expect(res.body[3]!.content.buttonLink).to.equal('/auth');
  });

  it('stores a change (the other fields keep their defaults) and logs before → after', async () => {
    const res = await admin.request<LandingSectionDTO>('PUT', '/api/admin/landing/cta', { content: { title: 'Junte-se à rede', buttonLink: 'https://conecta.example.com/cadastro' } });
    expect(res.status).to.equal(200);
    expect(res.body.content).to.deep.equal({ ...DEFAULT_LANDING_CONTENT.cta, title: 'Junte-se à rede', buttonLink: 'https://conecta.example.com/cadastro' });
    expect(res.body.updatedAt).to.be.a('string');
    const stored = await LandingSection.findOne({ sectionId: 'cta' }).lean();
    expect(stored?.content?.description).to.equal(DEFAULT_LANDING_CONTENT.cta.description);

    const hide = await admin.request<LandingSectionDTO>('PUT', '/api/admin/landing/cta', { visible: false });
    expect(hide.body.visible).to.equal(false);
    expect(hide.body.content.title).to.equal('Junte-se à rede');
    const pub = (await server.client().get<LandingSectionDTO[]>('/api/landing')).body;
    expect(pub.find((s) => s.id === 'cta')).to.include({ visible: false });
    expect(pub.map((s) => s.id)).to.deep.equal(['hero', 'features', 'partners', 'cta']);

    const [latest, previous] = (await admin.get<AuditLogDTO[]>('/api/admin/logs?limit=2')).body;
    expect(latest).to.include({ action: 'landing.update', targetType: 'landing', targetId: 'cta' });
    expect(latest!.before).to.deep.equal({ visible: true });
    expect(latest!.after).to.deep.equal({ visible: false });
    expect(previous!.before).to.deep.equal({ content: { title: DEFAULT_LANDING_CONTENT.cta.title, buttonLink: '/auth' } });
  });

  it('lets a field be cleared, and refuses bad links, over-long texts, unknown sections and fields', async () => {
    const cleared = await admin.request<LandingSectionDTO>('PUT', '/api/admin/landing/partners', { content: { subtitle: '' } });
    expect(cleared.body.content.subtitle).to.equal('');
    const bad = await admin.request('PUT', '/api/admin/landing/hero', { content: { buttonLink: 'javascript:alert(1)', title: 'x'.repeat(201) } });
    expect(bad.status).to.equal(400);
    expect((await admin.request('PUT', '/api/admin/landing/hero', { content: { buttonLink: '//evil.example.com' } })).status).to.equal(400);
    expect((await admin.request('PUT', '/api/admin/landing/hero', { content: { image: 'data:image/png;base64,AAAA' } })).body.errors).to.deep.equal({
      content: ADMIN_MESSAGES.landingImageInvalid,
    });
    const unknown = await admin.request('PUT', '/api/admin/landing/footer', { visible: false });
    expect(unknown.status).to.equal(404);
    expect(unknown.body.message).to.equal(ADMIN_MESSAGES.sectionNotFound);
    expect((await admin.request('PUT', '/api/admin/landing/hero', {})).status).to.equal(400);
    expect((await admin.request('PUT', '/api/admin/landing/hero', { order: 3 })).status).to.equal(400);
    expect((await admin.request('PUT', '/api/admin/landing/hero', { content: { color: 'red' } })).status).to.equal(400);
  });

  it('is served changed by another backend process on its very next request', async () => {
    const replica = await spawnBackendProcess(server.config);
    try {
      const read = async () => ((await (await fetch(`${replica.url}/api/landing`)).json()) as LandingSectionDTO[]).find((s) => s.id === 'features')!;
      expect((await read()).visible).to.equal(true);
      await admin.request('PUT', '/api/admin/landing/features', { visible: false });
      expect((await read()).visible).to.equal(false);
      await admin.request('PUT', '/api/admin/landing/features', { visible: true, content: { title: 'Tudo do setor' } });
      expect(await read()).to.deep.include({ visible: true, content: { ...DEFAULT_LANDING_CONTENT.features, title: 'Tudo do setor' } });
    } finally {
      await replica.stop();
    }
  });
});
