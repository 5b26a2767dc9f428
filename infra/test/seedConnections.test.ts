/**
 * The demo seed's Rede de Contatos (issue 26, infra/seed/data/connections.ts): the demo student and
 * professional have contacts (each other among them), requests received and sent; one document per
 * pair, each naming its two people, who exist.
 */
import { expect } from 'chai';
import mongoose from 'mongoose';
import { DEMO_ACCOUNTS } from '@conecta/common';
import { testConfig } from '@conecta/backend/test/support';
import { seedDatabase } from '../seed/seedDatabase';

describe('demo seed: connections (issue 26)', function () {
  this.timeout(120_000);
  let connection: mongoose.Connection;

  before(async () => {
    connection = await mongoose.createConnection(testConfig('seedconnections').mongodbUri).asPromise();
    await seedDatabase(connection, { reset: true });
  });
  after(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  it('gives the demo student and professional contacts and pending requests both ways, one pair each', async () => {
    const db = connection.db!;
    const rows = await db.collection('connections').find({}).toArray();
    const keys = rows.map((row) => String(row.key));
    expect(new Set(keys).size).to.equal(keys.length);
    for (const row of rows) {
      expect(String(row.key)).to.equal(row.userIds.map(String).sort().join(':'));
      expect(await db.collection('users').countDocuments({ _id: { $in: row.userIds } })).to.equal(2);
    }
    const demo = async (userType: 'student' | 'professional') => String((await db.collection('users').findOne({ email: DEMO_ACCOUNTS.find((a) => a.userType === userType)!.email }))!._id);
    const [student, professional] = [await demo('student'), await demo('professional')];
    for (const id of [student, professional]) {
      const own = rows.filter((row) => row.userIds.map(String).includes(id));
      expect(own.filter((row) => row.status === 'accepted').length, id).to.be.greaterThan(2);
      expect(own.some((row) => row.status === 'pending' && String(row.recipientId) === id), `${id} received`).to.equal(true);
      expect(own.some((row) => row.status === 'pending' && String(row.requesterId) === id), `${id} sent`).to.equal(true);
    }
    expect(keys).to.include([student, professional].sort().join(':'));
  });
});
