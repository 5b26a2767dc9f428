import { expect } from 'chai';
import type { PartnerDTO } from '@conecta/common';
import { Partner } from '../src/models/partner';
import { startTestServer, type TestServer } from './support';
import { buildPartner, clearCache } from './catalogueFactories';

describe('GET /api/partners', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('partners');
    // Inserted out of order on purpose.
    await buildPartner({ name: 'Bronze B', sponsorshipLevel: 'bronze', displayOrder: 1 });
    await buildPartner({ name: 'Ouro Dois', sponsorshipLevel: 'gold', displayOrder: 2 });
    await buildPartner({ name: 'Platina', sponsorshipLevel: 'platinum', displayOrder: 5 });
    await buildPartner({ name: 'Ouro Um', sponsorshipLevel: 'gold', displayOrder: 1 });
    await buildPartner({ name: 'Bronze A', sponsorshipLevel: 'bronze', displayOrder: 1 });
    await buildPartner({ name: 'Prata', sponsorshipLevel: 'silver', displayOrder: 0 });
    await buildPartner({ name: 'Inativo Platina', sponsorshipLevel: 'platinum', displayOrder: 0, isActive: false });
  });
  after(async () => {
    await server.stop();
  });

  it('lists active partners only, platinum → gold → silver → bronze, then displayOrder, then name', async () => {
    const res = await server.client().get<PartnerDTO[]>('/api/partners');
    expect(res.status).to.equal(200);
    expect(res.body.map((p) => p.name)).to.deep.equal(['Platina', 'Ouro Um', 'Ouro Dois', 'Prata', 'Bronze A', 'Bronze B']);
    expect(res.body.every((p) => p.isActive)).to.equal(true);
  });

  it('presents public fields only: never the contact e-mail', async () => {
    const res = await server.client().get<PartnerDTO[]>('/api/partners');
    expect(Object.keys(res.body[0]!).sort()).to.deep.equal(
      ['id', 'name', 'description', 'logo', 'website', 'sponsorshipLevel', 'isActive', 'isFeatured', 'displayOrder'].sort(),
    );
    expect(res.text).not.to.include('@example.com');
  });

  it('is served from the cache until a partner write announces itself, which invalidates it', async () => {
    // The Redis list is what a request with a session cookie reads (a visitor's answer is kept in this
    // process's memory in front of it: publicAnswers.test.ts); a cookie with no valid session is one.
    const withCookie = { cookie: 'conecta.sid=none' };
    const read = () => server.client().get<PartnerDTO[]>('/api/partners', withCookie);
    await clearCache(server);
    expect((await read()).headers.get('x-cache')).to.equal('miss');
    expect((await read()).headers.get('x-cache')).to.equal('hit');
    // Written through the model: partner.changed invalidates the cache (runtime.ts), no caller remembers to.
    await Partner.updateOne({ name: 'Prata' }, { $set: { isActive: false } });
    const fresh = await read();
    expect(fresh.headers.get('x-cache')).to.equal('miss');
    expect(fresh.body.map((p) => p.name)).not.to.include('Prata');
    // A write behind the models' back (raw driver) is not heard: the cached list stands until its TTL.
    await Partner.collection.updateOne({ name: 'Prata' }, { $set: { isActive: true } });
    const cached = await read();
    expect(cached.headers.get('x-cache')).to.equal('hit');
    expect(cached.body.map((p) => p.name)).not.to.include('Prata');
  });
});
