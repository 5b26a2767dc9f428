/**
 * An account's abilities (issue 23, policies presented to the client): the server's verdict of
 * common/src/policies.ts travels with the account, and the client shows 'Publicar Vaga' and the
 * admin panel by it. Each role's verdict is checked against what the API then lets it do.
 */
import { expect } from 'chai';
import type { UserType } from '@conecta/common';
import { signedInClient, startTestServer, type TestServer } from './support';

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

  const ROLES: Array<[UserType, { publish: boolean; administer: boolean }]> = [
    ['student', { publish: false, administer: false }],
    ['professional', { publish: false, administer: false }],
    ['general', { publish: false, administer: false }],
    ['company', { publish: true, administer: false }],
    ['admin', { publish: true, administer: true }],
  ];
  for (const [userType, abilities] of ROLES) {
    it(`${userType}: publish ${abilities.publish}, administer ${abilities.administer}, as the API then answers`, async () => {
      const { client } = await signedInClient(server, { userType });
      expect((await client.get('/api/user')).body.abilities).to.deep.equal(abilities);
      expect((await client.post('/api/vagas', JOB)).status).to.equal(abilities.publish ? 201 : 403);
      expect((await client.get('/api/admin/dashboard/stats')).status).to.equal(abilities.administer ? 200 : 403);
    });
  }
});
