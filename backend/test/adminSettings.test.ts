/**
 * Site settings (issue 13): GET /api/settings (public) and GET/PUT /api/admin/settings, with the
 * spec's figures as defaults, validation, the audit log, and sign-ups closed when an admin says so.
 */
import { expect } from 'chai';
import { ADMIN_MESSAGES, DEFAULT_SITE_SETTINGS, type AuditLogDTO, type SiteSettingsDTO } from '@conecta/common';
import { buildRegistration, signedInClient, startTestServer, type HttpClient, type TestServer } from './support';

describe('Site settings: /api/settings and /api/admin/settings', function () {
  this.timeout(30_000);
  let server: TestServer;
  let admin: HttpClient;

  before(async () => {
    server = await startTestServer('adminsettings');
    admin = (await signedInClient(server, { isAdmin: true })).client;
  });
  after(async () => {
    await server.stop();
  });

  it('serves the defaults (spec §9 figures) on a fresh database, to everyone', async () => {
    const res = await server.client().get<SiteSettingsDTO>('/api/settings');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ ...DEFAULT_SITE_SETTINGS, updatedAt: null });
    expect(res.body.homeStats).to.deep.equal({ professionals: 2847, companies: 451, jobs: 1293, events: 89 });
    expect((await admin.get<SiteSettingsDTO>('/api/admin/settings')).body).to.deep.equal(res.body);
  });

  it('saves the given fields, serves them publicly at once and logs before → after of the changed ones', async () => {
    const res = await admin.request<SiteSettingsDTO>('PUT', '/api/admin/settings', {
      contactEmail: ' Fale@ConectaEnergia.com.br ',
      contactHours: ['Segunda a Sexta: 8h-17h'],
      homeStats: { professionals: 3000, companies: 500, jobs: 1400, events: 90 },
      contactAddress: DEFAULT_SITE_SETTINGS.contactAddress,
    });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ contactEmail: 'fale@conectaenergia.com.br', contactPhone: DEFAULT_SITE_SETTINGS.contactPhone });
    expect(res.body.updatedAt).to.be.a('string');
    const pub = (await server.client().get<SiteSettingsDTO>('/api/settings')).body;
    expect(pub.contactHours).to.deep.equal(['Segunda a Sexta: 8h-17h']);
    expect(pub.homeStats.professionals).to.equal(3000);

    const log = (await admin.get<AuditLogDTO[]>('/api/admin/logs?limit=1')).body[0]!;
    expect(log).to.include({ action: 'settings.update', targetType: 'settings' });
    // contactAddress was sent unchanged: not logged.
    expect(Object.keys(log.after as object).sort()).to.deep.equal(['contactEmail', 'contactHours', 'homeStats']);
    expect((log.before as SiteSettingsDTO).contactEmail).to.equal(DEFAULT_SITE_SETTINGS.contactEmail);
    expect((log.after as SiteSettingsDTO).homeStats.events).to.equal(90);

    // A second save updates the one document.
    await admin.request('PUT', '/api/admin/settings', { contactPhone: '(84) 3200-0000' });
    const both = (await server.client().get<SiteSettingsDTO>('/api/settings')).body;
    expect(both).to.include({ contactPhone: '(84) 3200-0000', contactEmail: 'fale@conectaenergia.com.br' });
  });

  it('refuses a bad e-mail, over-long texts, negative or fractional figures and unknown fields', async () => {
    const res = await admin.request('PUT', '/api/admin/settings', {
      contactEmail: 'sem-arroba',
      contactPhone: 'x'.repeat(201),
      homeStats: { professionals: -1, companies: 1.5, jobs: 1, events: 1 },
    });
    expect(res.status).to.equal(400);
    expect(res.body.errors).to.include({ contactEmail: ADMIN_MESSAGES.settingsEmailInvalid, contactPhone: ADMIN_MESSAGES.settingsTextMax, homeStats: ADMIN_MESSAGES.homeStatInvalid });
    expect((await admin.request('PUT', '/api/admin/settings', { homeStats: { professionals: 1 } })).status).to.equal(400);
    expect((await admin.request('PUT', '/api/admin/settings', { siteName: 'X' })).status).to.equal(400);
    expect((await admin.request('PUT', '/api/admin/settings', {})).status).to.equal(400);
    expect((await admin.request('PUT', '/api/admin/settings', { registrationsOpen: 'não' })).status).to.equal(400);
  });

  it('closes sign-ups with 403 while registrationsOpen is false, and reopens them', async () => {
    expect((await admin.request('PUT', '/api/admin/settings', { registrationsOpen: false })).status).to.equal(200);
    const closed = await server.client().post('/api/register', buildRegistration());
    expect(closed.status).to.equal(403);
    expect(closed.body.message).to.equal(ADMIN_MESSAGES.registrationsClosed);
    expect((await admin.request('PUT', '/api/admin/settings', { registrationsOpen: true })).status).to.equal(200);
    expect((await server.client().post('/api/register', buildRegistration())).status).to.equal(201);
  });
});
