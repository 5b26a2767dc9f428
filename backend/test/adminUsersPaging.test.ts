/**
 * GET /api/admin/users pages in the database (issue 22): one page of rows and a count are read,
 * never every account to be filtered and sliced in JavaScript; the contract is unchanged (the
 * page in createdAt order, newest first, X-Total-Count the whole match).
 */
import mongoose from 'mongoose';
import { expect } from 'chai';
import type { AdminUserDTO } from '@conecta/common';
import { User } from '../src/models/user';
import { signedInClient, startTestServer, uniqueId, type HttpClient, type TestServer } from './support';

/** The documents each `users.find` of the block asked for (its limit), from mongoose's own debug hook. */
async function usersFindLimits(run: () => Promise<unknown>): Promise<Array<number | undefined>> {
  const limits: Array<number | undefined> = [];
  mongoose.set('debug', (collection: string, method: string, _filter: unknown, options?: { limit?: number }) => {
    if (collection === 'users' && method === 'find') limits.push(options?.limit);
  });
  try {
    await run();
  } finally {
    mongoose.set('debug', false);
  }
  return limits;
}

describe('Admin users: paging in the database', function () {
  this.timeout(60_000);
  let server: TestServer;
  let admin: HttpClient;
  const tag = uniqueId();
  const names: string[] = []; // newest first, as the list orders them

  before(async () => {
    server = await startTestServer('adminuserspaging');
    admin = (await signedInClient(server, { userType: 'admin' })).client;
    const base = Date.UTC(2024, 0, 1);
    const docs = Array.from({ length: 45 }, (_, i) => ({
      firstName: `Pessoa${String(i).padStart(2, '0')}`,
      lastName: `Lote${tag}`,
      email: `pessoa${i}.${tag}@example.com`,
      passwordHash: 'x',
      userType: i % 3 === 0 ? 'company' : 'student',
      createdAt: new Date(base + i * 60_000),
    }));
    await User.insertMany(docs);
    names.push(...docs.map((d) => d.firstName).reverse());
  });
  after(async () => {
    await server.stop();
  });

  it('answers the right slice and the whole total, reading only one page of rows', async () => {
    let page: Awaited<ReturnType<typeof admin.get<AdminUserDTO[]>>> | undefined;
    const limits = await usersFindLimits(async () => {
      page = await admin.get<AdminUserDTO[]>(`/api/admin/users?q=lote${tag}&limit=10&offset=20`);
    });
    expect(page!.status).to.equal(200);
    expect(page!.headers.get('x-total-count')).to.equal('45');
    expect(page!.body.map((u) => u.firstName)).to.deep.equal(names.slice(20, 30));
    // The admin's session read is a findOne; the list is one find, for one page.
    expect(limits).to.deep.equal([10]);
  });

  it('pages the type filter and the search together, accents and case aside', async () => {
    const companies = names.filter((name) => Number(name.slice(-2)) % 3 === 0);
    const res = await admin.get<AdminUserDTO[]>(`/api/admin/users?q=${encodeURIComponent(`LÓTE${tag}`)}&userType=company&limit=4&offset=8`);
    expect(res.headers.get('x-total-count')).to.equal(String(companies.length));
    expect(res.body.map((u) => u.firstName)).to.deep.equal(companies.slice(8, 12));
    const last = await admin.get<AdminUserDTO[]>(`/api/admin/users?q=${tag}&userType=company&limit=4&offset=12`);
    expect(last.body.map((u) => u.firstName)).to.deep.equal(companies.slice(12));
  });

  it('treats the search as text, not as a pattern', async () => {
    for (const q of ['.*', '(a', `lote${tag}$`]) {
      const res = await admin.get<AdminUserDTO[]>(`/api/admin/users?q=${encodeURIComponent(q)}`);
      expect(res.status, q).to.equal(200);
      expect(res.headers.get('x-total-count'), q).to.equal('0');
    }
  });
});
