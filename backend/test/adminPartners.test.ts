/**
 * The admin panel's partners (issue 13): every partner listed, create / edit / delete with the
 * shared rules, the logo upload (re-encoded WebP), the audit log, and the home's GET /api/partners
 * following each write at once (the cache is invalidated by the model's own announcement).
 */
import { expect } from 'chai';
import sharp from 'sharp';
import { ADMIN_MESSAGES, type AdminPartnerDTO, type AuditLogDTO, type PartnerDTO } from '@conecta/common';
import { Partner } from '../src/models/partner';
import { signedInClient, startTestServer, type HttpClient, type TestServer } from './support';
import { buildPartner } from './catalogueFactories';
import { filesUnder, png, upload, uploadsDir } from './uploadSupport';

describe('Admin partners: /api/admin/partners', function () {
  this.timeout(30_000);
  let server: TestServer;
  let admin: HttpClient;
  let uploads: Awaited<ReturnType<typeof uploadsDir>>;

  before(async () => {
    uploads = await uploadsDir('adminpartners');
    server = await startTestServer('adminpartners', { UPLOADS_DIR: uploads.dir });
    admin = (await signedInClient(server, { userType: 'admin' })).client;
  });
  after(async () => {
    await server.stop();
    await uploads.remove();
  });

  const publicNames = async () => (await server.client().get<PartnerDTO[]>('/api/partners')).body.map((p) => p.name);

  it('lists every partner, inactive ones and contact e-mails included, by tier', async () => {
    await buildPartner({ name: 'Bronze Ativo', sponsorshipLevel: 'bronze' });
    await buildPartner({ name: 'Platina Inativo', sponsorshipLevel: 'platinum', isActive: false });
    const res = await admin.get<AdminPartnerDTO[]>('/api/admin/partners');
    expect(res.status).to.equal(200);
    expect(res.body.map((p) => p.name)).to.deep.equal(['Platina Inativo', 'Bronze Ativo']);
    expect(res.body[0]!.contactEmail).to.match(/@example\.com$/);
    expect(res.body[0]).to.have.property('updatedAt');
  });

  it('creates a partner that the public home lists at once (cache invalidated)', async () => {
    const before = await server.client().get('/api/partners'); // fills the cache
    expect(before.status).to.equal(200);
    const res = await admin.post<AdminPartnerDTO>('/api/admin/partners', {
      name: '  Solar do Sertão ',
      description: 'Integradora de sistemas fotovoltaicos.',
      website: 'https://solardosertao.example.com',
      contactEmail: 'Contato@SolarDoSertao.example.com',
      sponsorshipLevel: 'gold',
      isFeatured: true,
      displayOrder: 2,
    });
    expect(res.status).to.equal(201);
    expect(res.body).to.include({ name: 'Solar do Sertão', contactEmail: 'contato@solardosertao.example.com', sponsorshipLevel: 'gold', isActive: true, isFeatured: true, displayOrder: 2 });
    expect(await publicNames()).to.include('Solar do Sertão');

    const log = (await admin.get<AuditLogDTO[]>('/api/admin/logs?limit=1')).body[0]!;
    expect(log).to.include({ action: 'partner.create', targetType: 'partner', targetId: res.body.id });
    expect(log.after).to.include({ name: 'Solar do Sertão', sponsorshipLevel: 'gold' });
  });

  it('refuses invalid input with the Portuguese messages', async () => {
    const bad = await admin.post('/api/admin/partners', { name: '', website: 'ftp://x.example.com', sponsorshipLevel: 'diamante', displayOrder: 1.5, contactEmail: 'nao-e-email' });
    expect(bad.status).to.equal(400);
    expect(bad.body.errors).to.deep.include({
      name: ADMIN_MESSAGES.partnerNameRequired,
      website: ADMIN_MESSAGES.websiteInvalid,
      sponsorshipLevel: ADMIN_MESSAGES.sponsorshipInvalid,
      displayOrder: ADMIN_MESSAGES.displayOrderInvalid,
      contactEmail: ADMIN_MESSAGES.partnerEmailInvalid,
    });
    expect((await admin.post('/api/admin/partners', { name: 'Sem nível' })).status).to.equal(400);
    expect((await admin.post('/api/admin/partners', { name: 'X', sponsorshipLevel: 'gold', logo: 'https://x' })).status).to.equal(400);
  });

  it('edits a partner (deactivating hides it from the home at once) and logs the changed fields only', async () => {
    const partner = await buildPartner({ name: 'Eólica Potiguar', sponsorshipLevel: 'silver' });
    expect(await publicNames()).to.include('Eólica Potiguar');
    const res = await admin.request<AdminPartnerDTO>('PATCH', `/api/admin/partners/${partner.id}`, { isActive: false, displayOrder: 7, website: '' });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ isActive: false, displayOrder: 7, website: null, name: 'Eólica Potiguar' });
    expect(await publicNames()).not.to.include('Eólica Potiguar');

    const log = (await admin.get<AuditLogDTO[]>('/api/admin/logs?limit=1')).body[0]!;
    expect(log.action).to.equal('partner.update');
    expect(log.before).to.deep.equal({ isActive: true, displayOrder: 0, website: partner.website });
    expect(log.after).to.deep.equal({ isActive: false, displayOrder: 7, website: null });

    expect((await admin.request('PATCH', `/api/admin/partners/${partner.id}`, {})).status).to.equal(400);
    expect((await admin.request('PATCH', '/api/admin/partners/0123456789abcdef01234567', { isActive: true })).status).to.equal(404);
  });

  it('stores an uploaded logo as a resized WebP, serves it, and deletes it with the partner', async () => {
    const partner = await buildPartner({ name: 'Hidro Vale', sponsorshipLevel: 'platinum', logo: null });
    const res = await upload<AdminPartnerDTO>(admin, `/api/admin/partners/${partner.id}/logo`, { body: await png(1200, 400), name: 'logo.png', type: 'image/png' });
    expect(res.status).to.equal(200);
    expect(res.body.logo).to.match(/\/uploads\/partner-logos\/[0-9a-f]{32}\.webp$/);
    const files = await filesUnder(uploads.dir);
    expect(files.filter((f) => f.startsWith('partner-logos/'))).to.have.length(1);
    const served = await fetch(`${server.url}${new URL(res.body.logo!, 'http://x').pathname}`);
    expect(served.status).to.equal(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).to.equal('webp');
    expect(meta.width).to.be.at.most(480);
    const home = (await server.client().get<PartnerDTO[]>('/api/partners')).body.find((p) => p.name === 'Hidro Vale');
    expect(home?.logo).to.equal(res.body.logo);

    const notImage = await upload(admin, `/api/admin/partners/${partner.id}/logo`, { body: Buffer.from('not an image at all'), name: 'logo.png', type: 'image/png' });
    expect(notImage.status).to.be.oneOf([415, 422, 400]);

    const del = await admin.request('DELETE', `/api/admin/partners/${partner.id}`);
    expect(del.status).to.equal(204);
    expect(await Partner.findById(partner.id)).to.equal(null);
    expect((await filesUnder(uploads.dir)).filter((f) => f.startsWith('partner-logos/'))).to.have.length(0);
    expect(await publicNames()).not.to.include('Hidro Vale');
    const log = (await admin.get<AuditLogDTO[]>('/api/admin/logs?limit=2')).body;
    expect(log.map((l) => l.action)).to.deep.equal(['partner.delete', 'partner.logo']);
    expect((await admin.request('DELETE', `/api/admin/partners/${partner.id}`)).status).to.equal(404);
  });
});
