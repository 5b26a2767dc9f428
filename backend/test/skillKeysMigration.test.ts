import { expect } from 'chai';
import mongoose from 'mongoose';
import { migrateSkillKeys } from '../src/models/skillKeysMigration';
import { createModelIndexes } from '../src/models/migrate';
import { uniqueId } from './support';

const BASE_MONGODB = process.env.TEST_MONGODB_BASE ?? 'mongodb://127.0.0.1:27017';

describe('db:migrate skill keys (databases made before issue 12)', () => {
  let conn: mongoose.Connection;

  before(async () => {
    conn = await mongoose.createConnection(`${BASE_MONGODB}/test_skillkeys_${uniqueId()}`).asPromise();
  });
  after(async () => {
    await conn.db!.dropDatabase();
    await conn.close();
  });

  it('keys old skills by nameKey, merges accent duplicates, keys users, recounts, then builds the indexes; a second run does nothing', async () => {
    const skills = conn.db!.collection('skills');
    const users = conn.db!.collection('users');
    await skills.createIndex({ nameLower: 1 }, { unique: true });
    await skills.insertMany([
      { name: 'Gestão de Projetos', nameLower: 'gestão de projetos', category: 'soft', usageCount: 5 },
      { name: 'Gestao de projetos', nameLower: 'gestao de projetos', category: 'technical', usageCount: 1 },
      { name: 'SCADA', nameLower: 'scada', category: 'technical', usageCount: 0 },
    ]);
    await users.insertMany([
      { firstName: 'A', lastName: 'B', email: 'a@example.com', skills: ['gestão de projetos', 'SCADA'] },
      { firstName: 'C', lastName: 'D', email: 'c@example.com', skills: ['Gestao de Projetos'] },
      { firstName: 'E', lastName: 'F', email: 'e@example.com' },
    ]);

    const lines = await migrateSkillKeys(conn);
    expect(lines).to.deep.equal([
      'skills: old unique index nameLower_1 dropped',
      'skills: 2 keyed by nameKey, 1 duplicates by accent merged',
      'users: skillKeys set on 3',
      'skills: 2 usage counts recounted',
    ]);
    const stored = await skills.find().sort({ _id: 1 }).project({ _id: 0, name: 1, nameKey: 1, nameLower: 1, usageCount: 1 }).toArray();
    expect(stored).to.deep.equal([
      { name: 'Gestão de Projetos', nameKey: 'gestao de projetos', usageCount: 2 },
      { name: 'SCADA', nameKey: 'scada', usageCount: 1 },
    ]);
    expect((await users.find().sort({ _id: 1 }).toArray()).map((u) => u.skillKeys)).to.deep.equal([
      ['gestao de projetos', 'scada'],
      ['gestao de projetos'],
      [],
    ]);

    await createModelIndexes(conn);
    expect((await skills.indexes()).map((i) => i.name)).to.include('nameKey_1');
    expect(await migrateSkillKeys(conn)).to.deep.equal([]);
  });
});
