/**
 * Indexes at deploy time (decision 0009): `createModelIndexes` (what
 * `npm run db:migrate` runs) builds the declared indexes, is idempotent and
 * never drops an index it did not create; a backend's start builds none and
 * drops none.
 */
import { expect } from 'chai';
import mongoose from 'mongoose';
import { createModelIndexes } from '../src/models/migrate';
import { Job } from '../src/models/job';
import { startServer } from '../src/server';
import { testConfig } from './support';

async function indexNames(connection: mongoose.Connection, collection: string): Promise<string[]> {
  return (await connection.db!.collection(collection).indexes()).map((index) => String(index.name)).sort();
}

describe('npm run db:migrate (models/migrate.ts)', function () {
  this.timeout(60_000);
  let connection: mongoose.Connection;

  beforeEach(async () => {
    connection = await mongoose.createConnection(testConfig('migrate').mongodbUri, { autoIndex: false, autoCreate: false }).asPromise();
  });
  afterEach(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it("creates every model's declared indexes, and a second run changes nothing", async () => {
    const first = await createModelIndexes(connection);
    expect(first.collections).to.equal(Object.keys(mongoose.models).length);
    const declared = Job.schema.indexes().length;
    const jobs = await indexNames(connection, 'jobs');
    expect(jobs).to.have.length(declared + 1); // + _id_
    const users = await indexNames(connection, 'users');
    expect(users).to.include('email_1');

    await createModelIndexes(connection);
    expect(await indexNames(connection, 'jobs')).to.deep.equal(jobs);
    expect(await indexNames(connection, 'users')).to.deep.equal(users);
  });

  it('never drops an index it did not create (syncIndexes would have)', async () => {
    await createModelIndexes(connection);
    await connection.db!.collection('jobs').createIndex({ company: 1 }, { name: 'ops_company' });
    await createModelIndexes(connection);
    expect(await indexNames(connection, 'jobs')).to.include('ops_company');
  });

  it("a backend's start builds no index and drops none", async () => {
    const config = testConfig('migrate');
    const own = await mongoose.createConnection(config.mongodbUri).asPromise();
    try {
      await own.db!.collection('jobs').createIndex({ company: 1 }, { name: 'ops_company' });
      const before = await indexNames(own, 'jobs');
      const running = await startServer(config);
      try {
        expect(await indexNames(own, 'jobs')).to.deep.equal(before);
        expect(before).to.deep.equal(['_id_', 'ops_company']);
      } finally {
        await running.close();
      }
    } finally {
      await own.dropDatabase();
      await own.close();
    }
  });
});
