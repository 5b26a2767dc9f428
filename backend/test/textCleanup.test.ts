/**
 * db:migrate's clean-up of stored texts (issue 22, models/textCleanup.ts): documents saved before
 * the one text rule held everywhere — written here straight through the driver, as the old routes
 * let them in — come out clean by the rule's own definition, the skills catalogue re-keyed and
 * merged under its unique nameKey index, and a second run changes nothing.
 */
import { expect } from 'chai';
import mongoose from 'mongoose';
import { hasUnsafeCharacters, skillKey } from '@conecta/common';
import { createModelIndexes } from '../src/models/migrate';
import { cleanStoredTexts, EMPTIED_TEXT } from '../src/models/textCleanup';
import { uniqueId } from './support';

const BASE_MONGODB = process.env.TEST_MONGODB_BASE ?? 'mongodb://127.0.0.1:27017';

/** Emoji joined by zero-width joiners (a technologist): text the rule keeps. */
const TECHNOLOGIST = '👩\u200D💻';

describe('db:migrate: unsafe characters cleaned from stored texts', function () {
  this.timeout(60_000);
  let conn: mongoose.Connection;

  before(async () => {
    conn = await mongoose.createConnection(`${BASE_MONGODB}/test_textcleanup_${uniqueId()}`, { autoIndex: false, autoCreate: false }).asPromise();
    // The unique nameKey index in place, as on a deployed database: re-keying must not collide with it.
    await createModelIndexes(conn);
  });
  after(async () => {
    await conn.db!.dropDatabase();
    await conn.close();
  });

  const all = (name: string) => conn.db!.collection(name).find().sort({ _id: 1 }).toArray();

  it('cleans profiles, portfolio items, skills and publications, merges a cleaned skill into its namesake; a second run changes nothing', async () => {
    const db = conn.db!;
    const skill = (name: string, usageCount = 0) => ({ _id: new mongoose.Types.ObjectId(), name, nameKey: skillKey(name), category: 'technical', usageCount });
    const python = skill('Python', 7);
    const reversed = skill('\u202EPython', 1);
    const spaced = skill('Sol\u200Bar');
    const nothing = skill('\u200B\u202E');
    const scada = skill('SCADA', 3);
    await db.collection('skills').insertMany([python, reversed, spaced, nothing, scada]);

    const [ana, bia, carla] = [new mongoose.Types.ObjectId(), new mongoose.Types.ObjectId(), new mongoose.Types.ObjectId()];
    const anaSkills = ['\u202EPython', 'python', 'Sol\u200Bar'];
    await db.collection('users').insertMany([
      {
        _id: ana,
        firstName: 'Ana\u202E',
        lastName: 'Souza',
        email: `ana.${uniqueId()}@example.com`,
        phone: '\uD800',
        location: 'Natal\nRN',
        jobTitle: '\u2066Engenheira\u2069',
        bio: `Linha 1\r\nLinha 2\r${TECHNOLOGIST}\u200B`,
        website: null,
        skills: anaSkills,
        skillKeys: anaSkills.map(skillKey),
      },
      { _id: bia, firstName: 'Bia', lastName: 'Lima', email: `bia.${uniqueId()}@example.com`, bio: `Dev ${TECHNOLOGIST}`, skills: ['Python'], skillKeys: ['python'] },
      { _id: carla, firstName: '\u202E\u200B', lastName: 'Rocha', email: `carla.${uniqueId()}@example.com`, skills: [], skillKeys: [] },
    ]);
    // What reached the database of the lone surrogate: U+FFFD (UTF-8 has no form for half a character).
    expect((await db.collection('users').findOne({ _id: ana }))!.phone).to.equal('\uFFFD');
    await db.collection('portfolioitems').insertOne({
      userId: ana,
      title: 'Usina\u200B Solar',
      description: 'Entrega\u202E no prazo',
      location: null,
      documentName: 'cv\u202Efdp.exe',
      technologies: ['PV\u200Bsyst', '\u202E', 'AutoCAD'],
      skills: ['SCADA'],
      achievements: ['50 MWp\uD83D'],
    });
    await db.collection('jobs').insertOne({ title: 'Técnico\u202E Solar', company: 'Sol', location: 'Natal', description: 'Vaga\u0007 boa', requirements: ['NR-10\u200B'], status: 'approved' });
    await db.collection('events').insertOne({ title: 'Fórum', organizer: 'ABSOLAR\u2068', location: 'Online', description: 'Descrição', status: 'approved' });

    const lines = await cleanStoredTexts(conn);
    expect(lines).to.deep.equal([
      'unsafe characters cleaned from stored texts: users 2, portfolioitems 1, jobs 1, courses 0, events 1, partners 0 documents; ' +
        'skills catalogue 1 renamed, 1 merged into an existing skill, 1 removed (nothing left), 2 usage counts recounted',
    ]);

    const users = await all('users');
    expect(users[0]).to.deep.include({
      firstName: 'Ana',
      phone: null,
      location: 'Natal RN',
      jobTitle: 'Engenheira',
      bio: `Linha 1\r\nLinha 2\n${TECHNOLOGIST}`,
      website: null,
      skills: ['Python', 'Solar'],
      skillKeys: ['python', 'solar'],
    });
    expect(users[1]).to.deep.include({ firstName: 'Bia', bio: `Dev ${TECHNOLOGIST}`, skills: ['Python'] });
    expect(users[2]).to.include({ firstName: EMPTIED_TEXT, lastName: 'Rocha' });

    expect(await all('portfolioitems')).to.have.length(1);
    expect((await all('portfolioitems'))[0]).to.deep.include({
      title: 'Usina Solar',
      description: 'Entrega no prazo',
      location: null,
      documentName: 'cvfdp.exe',
      technologies: ['PVsyst', 'AutoCAD'],
      skills: ['SCADA'],
      achievements: ['50 MWp'],
    });
    expect((await all('jobs'))[0]).to.deep.include({ title: 'Técnico Solar', description: 'Vaga boa', requirements: ['NR-10'] });
    expect((await all('events'))[0]).to.include({ organizer: 'ABSOLAR' });

    // The reversed Python merged into Python, the spaced one renamed, the empty one gone; counts from the profiles.
    const skills = (await all('skills')).map(({ name, nameKey, usageCount }) => ({ name, nameKey, usageCount }));
    expect(skills).to.deep.equal([
      { name: 'Python', nameKey: 'python', usageCount: 2 },
      { name: 'Solar', nameKey: 'solar', usageCount: 1 },
      { name: 'SCADA', nameKey: 'scada', usageCount: 3 },
    ]);

    // Nothing unsafe is left in any text of these collections, by the rule's multi-line reading at least.
    for (const name of ['users', 'portfolioitems', 'skills', 'jobs', 'events']) {
      for (const doc of await all(name)) {
        const texts = Object.values(doc).flatMap((value) => (Array.isArray(value) ? value : [value])).filter((value): value is string => typeof value === 'string');
        for (const text of texts) expect(hasUnsafeCharacters(text, true) || text.includes('\uFFFD'), `${name}: ${JSON.stringify(text)}`).to.equal(false);
      }
    }

    const before = await Promise.all(['users', 'portfolioitems', 'skills', 'jobs', 'events'].map(all));
    expect(await cleanStoredTexts(conn)).to.deep.equal([
      'unsafe characters cleaned from stored texts: users 0, portfolioitems 0, jobs 0, courses 0, events 0, partners 0 documents; ' +
        'skills catalogue 0 renamed, 0 merged into an existing skill, 0 removed (nothing left), 0 usage counts recounted',
    ]);
    expect(await Promise.all(['users', 'portfolioitems', 'skills', 'jobs', 'events'].map(all))).to.deep.equal(before);
  });
});
