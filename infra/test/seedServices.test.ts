/**
 * The demo seed's services (infra/seed/data/services.ts, issue 25): each would pass the API's own
 * rules, belongs to a company or professional, and the admin's 'Serviços' tab has one waiting.
 */
import { expect } from 'chai';
import { SERVICE_INPUT_RULES, canOfferServices, validateInput } from '@conecta/common';
import { buildServices } from '../seed/data/services';
import { buildUsers } from '../seed/data/users';
import { createRng } from '../seed/random';

describe('seeded services', () => {
  const ctx = { now: new Date('2026-03-15T12:00:00Z'), rng: createRng(1), passwordHash: 'x' };
  const users = buildUsers(ctx);
  const services = buildServices(ctx, users);
  const byId = new Map(users.all.map((user) => [String(user._id), user]));

  it('each passes the rules the API checks, and is offered by a company or a professional', () => {
    expect(services.length).to.be.greaterThan(0);
    for (const service of services) {
      const { title, description, kind, energyArea, regions } = service;
      const result = validateInput(SERVICE_INPUT_RULES, { title, description, kind, energyArea, regions: [...(regions ?? [])] });
      expect(result.errors, title).to.deep.equal({});
      const provider = byId.get(String(service.providerId));
      expect(provider && canOfferServices({ userType: provider.userType!, isAdmin: provider.isAdmin ?? false }), title).to.equal(true);
    }
  });

  it('leaves one waiting for review and explains the rejected one', () => {
    expect(services.some((service) => service.status === 'pending')).to.equal(true);
    for (const service of services.filter((row) => row.status === 'rejected')) expect(service.rejectionReason, service.title).to.be.a('string');
  });
});
