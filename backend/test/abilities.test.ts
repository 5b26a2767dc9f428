/**
 * An account's abilities (issue 23, policies presented to the client): the server's verdict of
 * common/src/policies.ts travels with the account, and the client shows 'Publicar Vaga' and the
 * admin panel by it. Each role's verdict is checked against what the API then lets it do.
 */
import { expect } from 'chai';
import type { UserType } from '@conecta/common';
import { nextEvent, signedInClient, socketSuite, startTestServer, type TestServer } from './support';
import { buildJob, decision } from './catalogueFactories';

const JOB = {
  title: 'Técnica de Usinas Solares',
  location: 'Recife - PE',
  jobType: 'emprego',
  energyArea: 'solar',
  workType: 'presencial',
  description: 'Operação e manutenção de usinas fotovoltaicas de médio porte.',
};

describe('account abilities follow the server rules', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('abilities');
  });
  after(async () => {
    await server.stop();
  });

  const ROLES: Array<[UserType, { publish: boolean; administer: boolean; apply: boolean; offerServices: boolean }]> = [
    ['student', { publish: false, administer: false, apply: true, offerServices: false }],
    ['professional', { publish: false, administer: false, apply: true, offerServices: true }],
    ['general', { publish: false, administer: false, apply: false, offerServices: false }],
    ['company', { publish: true, administer: false, apply: false, offerServices: true }],
    ['admin', { publish: true, administer: true, apply: false, offerServices: true }],
  ];
  for (const [userType, abilities] of ROLES) {
    it(`${userType}: publish ${abilities.publish}, administer ${abilities.administer}, apply ${abilities.apply}, as the API then answers`, async () => {
      const { client } = await signedInClient(server, { userType });
      expect((await client.get('/api/user')).body.abilities).to.deep.equal(abilities);
      expect((await client.post('/api/vagas', JOB)).status).to.equal(abilities.publish ? 201 : 403);
      expect((await client.get('/api/admin/dashboard/stats')).status).to.equal(abilities.administer ? 200 : 403);
      const job = await buildJob();
      expect((await client.post(`/api/vagas/${job.id}/apply`, { coverLetter: '' })).status).to.equal(abilities.apply ? 201 : 403);
    });
  }
});

/**
 * A job's abilities through its life (common ITEM_LIFECYCLE, canManage, canMoveApplication): at
 * each step the owner's `abilities` are read from the API, then each one is tried, and the API
 * must agree — the buttons of 'Minhas vagas' follow exactly what the server then lets them do.
 */
describe('job abilities follow the lifecycle the server enforces', () => {
  const suite = socketSuite('jobAbilities');

  async function mine(client: Awaited<ReturnType<typeof signedInClient>>['client'], id: string) {
    const res = await client.get('/api/vagas/mine');
    return (res.body as Array<{ id: string; status: string; abilities: Record<string, boolean> }>).find((job) => job.id === id)!;
  }

  it("a company's job: pending, approved, edited back, approved, closed", async () => {
    const company = await signedInClient(suite.server, { userType: 'company' });
    const admin = await signedInClient(suite.server, { userType: 'admin' });
    const candidate = await signedInClient(suite.server, { userType: 'professional' });
    const approve = async (id: string) => {
      const res = await admin.client.post(`/api/admin/jobs/${id}/approve`, await decision('job', id));
      expect(res.status).to.equal(200);
    };

    const created = await company.client.post('/api/vagas', JOB);
    const id = created.body.id as string;
    expect(created.body.abilities).to.deep.equal({ edit: true, close: true, editResubmits: false, moveApplications: false, takeDown: false, restore: false });

    // The admin's decision reaches the company's open tabs with the company's abilities, not the admin's.
    const pushed = nextEvent(await suite.socketOf(company.client), 'job:status');
    await approve(id);
    const approved = { edit: true, close: true, editResubmits: true, moveApplications: true, takeDown: false, restore: false };
    expect((await pushed).abilities).to.deep.equal(approved);
    expect((await mine(company.client, id)).abilities).to.deep.equal(approved);
    const application = await candidate.client.post(`/api/vagas/${id}/apply`, { coverLetter: '' });
    expect(application.status).to.equal(201);
    expect((await company.client.request('PATCH', `/api/applications/${application.body.id}`, { status: 'interview' })).status).to.equal(200);
    // An admin may manage the job but not decide for its company.
    expect((await admin.client.request('PATCH', `/api/applications/${application.body.id}`, { status: 'accepted' })).status).to.equal(404);

    const edited = await company.client.request<{ status: string; abilities: object }>('PATCH', `/api/vagas/${id}`, { title: 'Técnica de Usinas Solares II' });
    expect(edited.body.status).to.equal('pending');
    expect(edited.body.abilities).to.deep.equal({ edit: true, close: true, editResubmits: false, moveApplications: false, takeDown: false, restore: false });
    expect((await company.client.request('PATCH', `/api/applications/${application.body.id}`, { status: 'accepted' })).status).to.equal(409);

    await approve(id);
    const closed = await company.client.post(`/api/vagas/${id}/close`);
    expect(closed.body.abilities).to.deep.equal({ edit: false, close: false, editResubmits: false, moveApplications: false, takeDown: false, restore: false });
    expect((await company.client.request('PATCH', `/api/vagas/${id}`, { title: 'Reaberta?' })).status).to.equal(409);
    expect((await company.client.request('PATCH', `/api/applications/${application.body.id}`, { status: 'accepted' })).status).to.equal(409);
  });

  it("an admin's own job is published as it stands: editing it never sends it back", async () => {
    const admin = await signedInClient(suite.server, { userType: 'admin' });
    const created = await admin.client.post('/api/vagas', JOB);
    expect(created.body.status).to.equal('approved');
    // Issue 25: an admin may also take their own published job down.
    expect(created.body.abilities).to.deep.equal({ edit: true, close: true, editResubmits: false, moveApplications: true, takeDown: true, restore: false });
    const edited = await admin.client.request('PATCH', `/api/vagas/${created.body.id}`, { title: 'Técnica de Usinas Solares (revisada)' });
    expect(edited.body.status).to.equal('approved');
  });
});
