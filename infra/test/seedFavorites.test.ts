/**
 * The demo seed's favourites (issue 26, infra/seed/data/favorites.ts): the demo student and
 * professional have saved jobs, courses and events, each a public item with its snapshot as saved;
 * the professional also one job removed since (listed as 'Encerrada'); nobody saves an item twice.
 */
import { expect } from 'chai';
import mongoose from 'mongoose';
import { DEMO_ACCOUNTS } from '@conecta/common';
import { testConfig } from '@conecta/backend/test/support';
import { seedDatabase } from '../seed/seedDatabase';

const COLLECTIONS = { job: 'jobs', course: 'courses', event: 'events' } as const;

describe('demo seed: favourites (issue 26)', function () {
  this.timeout(120_000);
  let connection: mongoose.Connection;

  before(async () => {
    connection = await mongoose.createConnection(testConfig('seedfavorites').mongodbUri).asPromise();
    await seedDatabase(connection, { reset: true });
  });
  after(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  it('gives the demo student and professional favourites of every kind, each a public item with its snapshot, and the professional one removed job', async () => {
    const db = connection.db!;
    const favorites = await db.collection('favorites').find({}).toArray();
    const demo = async (userType: 'student' | 'professional') => (await db.collection('users').findOne({ email: DEMO_ACCOUNTS.find((a) => a.userType === userType)!.email }))!._id;
    for (const userType of ['student', 'professional'] as const) {
      const id = await demo(userType);
      const own = favorites.filter((row) => String(row.userId) === String(id));
      expect(new Set(own.map((row) => row.kind)), userType).to.deep.equal(new Set(['job', 'course', 'event']));
    }
    let removed = 0;
    for (const row of favorites) {
      const item = await db.collection(COLLECTIONS[row.kind as keyof typeof COLLECTIONS]).findOne({ _id: row.itemId });
      if (!item) {
        removed += 1;
        expect(String(row.userId)).to.equal(String(await demo('professional')));
        continue;
      }
      expect(item.status ?? 'approved').to.equal('approved');
      expect(row.snapshot.title).to.equal(item.title);
    }
    expect(removed).to.equal(1);
    const keys = favorites.map((row) => `${row.userId}:${row.kind}:${row.itemId}`);
    expect(new Set(keys).size).to.equal(keys.length);
  });
});
