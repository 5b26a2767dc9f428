/**
 * Writes announce themselves (models/announce.ts, decision 0008): a process
 * that only writes through the models — like a worker, the seed or a fix run
 * from a shell — changes documents, and two backend processes' lists and
 * search (and the partners cache, and the send path's blockers) follow
 * by themselves, with nobody publishing by hand. Every kind of write call
 * mongoose offers is exercised; a kind mongoose adds, or a followed type
 * without its model, fails the coverage cases.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { expect } from 'chai';
import mongoose from 'mongoose';
import { DOMAIN_EVENT_TYPES, type SearchResponse } from '@conecta/common';
import { announcedType, QUERY_WRITES } from '../src/models/announce';
import '../src/models';
import type { Config } from '../src/config';
import { eventually, spawnBackendProcess, signedInPerson, startTestServer, type Person, type TestServer } from './support';

// mongoose's own list of query operations (an internal module without types).
const { queryOperations } = createRequire(import.meta.url)('mongoose/lib/constants.js') as { queryOperations: readonly string[] };
const QUERY_READS = ['countDocuments', 'distinct', 'estimatedDocumentCount', 'find', 'findOne'];

/** A fresh word the search can only find in what this test wrote. */
function word(prefix: string): string {
  const letters = Array.from({ length: 9 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${prefix}${letters}`;
}

interface WriterCall {
  model: string;
  method: string;
  args?: unknown[];
  doc?: string;
  set?: Record<string, unknown>;
}

/** The separate process that writes (test/fixtures/modelWriter.ts). */
async function startWriter(config: Config) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./fixtures/modelWriter.ts', import.meta.url).pathname],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        MONGODB_URI: config.mongodbUri,
        REDIS_URL: config.redisUrl,
        REDIS_PREFIX: config.redisPrefix,
      },
    },
  );
  child.stderr.pipe(process.stderr);
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => JSON.parse(((await lines.next()).value as string | undefined) ?? '{}') as { ok?: boolean; ready?: boolean; ids?: string[]; error?: string };
  if (!(await next()).ready) throw new Error('model writer did not start');
  return {
    async call(call: WriterCall): Promise<string[]> {
      child.stdin.write(JSON.stringify(call) + '\n');
      const answer = await next();
      if (!answer.ok) throw new Error(`writer: ${answer.error}`);
      return answer.ids ?? [];
    },
    stop(): Promise<void> {
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
      });
    },
  };
}

/**
 * Polls `holds` on every backend until it is true on each: the processes follow a write by
 * themselves. The wait is support's (10 s, for a busy machine): how fast they follow is a benchmark's
 * question, not a test's.
 */
async function followedBy(urls: string[], holds: (url: string) => Promise<boolean>, what: string): Promise<void> {
  const pending = new Set(urls);
  await eventually(
    async () => {
      for (const url of [...pending]) if (await holds(url)) pending.delete(url);
      return pending.size === 0;
    },
    () => `${what}: not followed by ${[...pending].join(', ')}`,
  );
}

async function getJson<T>(url: string): Promise<T> {
  return (await (await fetch(url)).json()) as T;
}

type Group = 'jobs' | 'courses' | 'events' | 'users';
const LIST_OF: Record<Exclude<Group, 'users'>, string> = { jobs: '/api/vagas', courses: '/api/cursos', events: '/api/eventos' };

/** Whether `text` shows in this backend's list (served from memory) and search of `group`. */
async function shows(url: string, group: Group, text: string): Promise<{ list: boolean; search: boolean }> {
  const search = await getJson<SearchResponse>(`${url}/api/search?q=${encodeURIComponent(text)}&type=${group}`);
  const list =
    group === 'users'
      ? await getJson<Array<{ lastName?: string }>>(`${url}/api/users?q=${encodeURIComponent(text)}`)
      : await getJson<Array<{ title: string }>>(`${url}${LIST_OF[group]}?limit=50`);
  const inList = list.some((item) => JSON.stringify(item).includes(text));
  return { list: inList, search: search.counts[group] > 0 };
}

describe('Writes announce themselves (models/announce.ts)', () => {
  describe('coverage', () => {
    it("hooks every write operation of mongoose's query middleware, and nothing else", () => {
      const writes = queryOperations.filter((op) => !QUERY_READS.includes(op));
      expect([...QUERY_WRITES].sort()).to.deep.equal([...writes].sort());
    });

    it('every followed domain event type has a model that announces it, and only those models announce', () => {
      const announced = Object.values(mongoose.models)
        .map((model) => announcedType(model.schema))
        .filter((type): type is NonNullable<typeof type> => type !== undefined);
      expect([...new Set(announced)].sort()).to.deep.equal([...DOMAIN_EVENT_TYPES].sort());
      expect(announced).to.have.length(DOMAIN_EVENT_TYPES.length);
    });
  });

  describe('from another process, followed by two backend processes', function () {
    this.timeout(120_000);
    let server: TestServer;
    let other: { url: string; stop(): Promise<void> };
    let writer: Awaited<ReturnType<typeof startWriter>>;
    let urls: string[];
    /** The write kinds this suite exercised; checked against mongoose's list at the end. */
    const exercised = new Set<string>();

    before(async () => {
      server = await startTestServer('announce');
      other = await spawnBackendProcess(server.config);
      writer = await startWriter(server.config);
      urls = [server.url, other.url];
    });
    after(async () => {
      await writer?.stop();
      await other?.stop();
      await server?.stop();
    });

    async function expectShown(group: Group, text: string, shown: boolean, what: string): Promise<void> {
      await followedBy(
        urls,
        async (url) => {
          const { list, search } = await shows(url, group, text);
          return list === shown && search === shown;
        },
        `${what} (${group} '${text}' ${shown ? 'shown' : 'gone'})`,
      );
    }

    const jobFields = (title: string, company = 'Eólica Teste S.A.') => ({
      title,
      company,
      location: 'Natal - RN',
      jobType: 'emprego',
      energyArea: 'eólica',
      description: 'Operação de parques eólicos.',
      status: 'approved',
    });

    it('jobs: every kind of write call, each followed by both processes', async () => {
      const call = (kind: string, c: WriterCall) => {
        exercised.add(kind);
        return writer.call(c);
      };
      // create (save), then a loaded document's save
      const w1 = word('Criada');
      const [id] = await call('create', { model: 'Job', method: 'create', args: [jobFields(w1)] });
      await expectShown('jobs', w1, true, 'Model.create');
      const w2 = word('Salva');
      await call('save', { model: 'Job', doc: id, set: { title: w2 }, method: 'save' });
      await expectShown('jobs', w2, true, 'document.save');
      await expectShown('jobs', w1, false, 'document.save (old title)');

      // insertMany, updateMany by a filter that does not name ids
      const company = word('Empresa');
      const w3 = word('Inserida');
      const inserted = await call('insertMany', { model: 'Job', method: 'insertMany', args: [[jobFields(`${w3} um`, company), jobFields(`${w3} dois`, company)]] });
      expect(inserted).to.have.length(2);
      await expectShown('jobs', w3, true, 'Model.insertMany');
      const w4 = word('Muitas');
      await call('updateMany', { model: 'Job', method: 'updateMany', args: [{ company }, { $set: { title: w4 } }] });
      await expectShown('jobs', w4, true, 'Model.updateMany');
      await expectShown('jobs', w3, false, 'Model.updateMany (old titles)');

      // updateOne by id and by another field; findOneAndUpdate; findByIdAndUpdate; a document's updateOne
      const steps: Array<[string, (title: string) => WriterCall]> = [
        ['updateOne', (title) => ({ model: 'Job', method: 'updateOne', args: [{ _id: id }, { $set: { title } }] })],
        ['updateOne', (title) => ({ model: 'Job', method: 'updateOne', args: [{ title: lastTitle }, { $set: { title } }] })],
        ['findOneAndUpdate', (title) => ({ model: 'Job', method: 'findOneAndUpdate', args: [{ title: lastTitle }, { $set: { title } }, { new: true }] })],
        ['findOneAndUpdate', (title) => ({ model: 'Job', method: 'findByIdAndUpdate', args: [id, { $set: { title } }] })],
        ['document.updateOne', (title) => ({ model: 'Job', doc: id, method: 'updateOne', args: [{ $set: { title } }] })],
        ['replaceOne', (title) => ({ model: 'Job', method: 'replaceOne', args: [{ _id: id }, jobFields(title)] })],
        ['findOneAndReplace', (title) => ({ model: 'Job', method: 'findOneAndReplace', args: [{ title: lastTitle }, jobFields(title)] })],
      ];
      let lastTitle = w2;
      for (const [kind, build] of steps) {
        const title = word('Editada');
        await call(kind, build(title));
        await expectShown('jobs', title, true, kind);
        await expectShown('jobs', lastTitle, false, `${kind} (old title)`);
        lastTitle = title;
      }

      // An upsert creates a document that no id named before the write.
      const w5 = word('Upsert');
      await call('updateOne', { model: 'Job', method: 'updateOne', args: [{ title: w5 }, { $setOnInsert: jobFields(w5) }, { upsert: true }] });
      await expectShown('jobs', w5, true, 'updateOne with upsert');

      // Deletes: by id, by filter, findOneAndDelete, findByIdAndDelete, a document's deleteOne, deleteMany.
      const [a, b, c, d] = await call('insertMany', {
        model: 'Job',
        method: 'insertMany',
        args: [['A', 'B', 'C', 'D'].map((letter) => jobFields(`${word('Apagar')} ${letter}`))],
      });
      const titleOf = async (jobId: string) => (await getJson<{ title: string }>(`${server.url}/api/vagas/${jobId}`)).title;
      const deletes: Array<[string, string, WriterCall]> = [
        ['deleteOne', await titleOf(a!), { model: 'Job', method: 'deleteOne', args: [{ _id: a }] }],
        ['findOneAndDelete', await titleOf(b!), { model: 'Job', method: 'findOneAndDelete', args: [{ title: await titleOf(b!) }] }],
        ['findOneAndDelete', await titleOf(c!), { model: 'Job', method: 'findByIdAndDelete', args: [c] }],
        ['document.deleteOne', await titleOf(d!), { model: 'Job', doc: d, method: 'deleteOne' }],
        ['deleteMany', w4, { model: 'Job', method: 'deleteMany', args: [{ company }] }],
      ];
      for (const [kind, title, c2] of deletes) {
        await expectShown('jobs', title.split(' ')[0]!, true, `${kind} (before)`);
        await call(kind, c2);
        await expectShown('jobs', title.split(' ')[0]!, false, kind);
      }
    });

    it('jobs: one bulkWrite of every operation kind', async () => {
      exercised.add('bulkWrite');
      const [kept, replaced, removed] = await writer.call({
        model: 'Job',
        method: 'insertMany',
        args: [[jobFields(word('Manter')), jobFields(word('Trocar')), jobFields(word('Remover'))]],
      });
      const inserted = word('BulkNova');
      const updated = word('BulkEditada');
      const swapped = word('BulkTrocada');
      const removedTitle = (await getJson<{ title: string }>(`${server.url}/api/vagas/${removed}`)).title;
      await writer.call({
        model: 'Job',
        method: 'bulkWrite',
        args: [
          [
            { insertOne: { document: jobFields(inserted) } },
            { updateOne: { filter: { _id: kept }, update: { $set: { title: updated } } } },
            { replaceOne: { filter: { _id: replaced }, replacement: jobFields(swapped) } },
            { deleteOne: { filter: { title: removedTitle } } },
          ],
        ],
      });
      for (const title of [inserted, updated, swapped]) await expectShown('jobs', title, true, `bulkWrite (${title})`);
      await expectShown('jobs', removedTitle, false, 'bulkWrite deleteOne');
    });

    it('a bulk write of more than a hundred documents announces one reload, and both processes follow', async () => {
      const title = word('Importada');
      const company = word('Importadora');
      await writer.call({ model: 'Job', method: 'insertMany', args: [Array.from({ length: 101 }, (_, i) => jobFields(`${title} ${i}`, company))] });
      await followedBy(
        urls,
        async (url) => (await getJson<SearchResponse>(`${url}/api/search?q=${title}&type=jobs`)).counts.jobs === 101,
        'insertMany of 101 jobs',
      );
      await writer.call({ model: 'Job', method: 'deleteMany', args: [{ company }] });
      await expectShown('jobs', title, false, 'deleteMany of 101 jobs');
    });

    it('courses, events and profiles follow create, update and delete', async () => {
      const future = new Date(Date.now() + 30 * 24 * 3600 * 1000);
      const cases: Array<[Group, string, (title: string) => Record<string, unknown>, string]> = [
        ['courses', 'Course', (title) => ({ title, instructor: 'Profa. Teste', description: 'Curso livre.', energyArea: 'solar' }), 'title'],
        ['events', 'Event', (title) => ({ title, organizer: 'Associação Teste', description: 'Encontro.', eventType: 'online', energyArea: 'solar', eventDate: future, location: 'Online' }), 'title'],
        ['users', 'User', (lastName) => ({ firstName: 'Perfil', lastName, email: `${lastName.toLowerCase()}@example.com`, passwordHash: 'x', userType: 'professional' }), 'lastName'],
      ];
      for (const [group, model, fields, field] of cases) {
        const created = word('Novo');
        const [id] = await writer.call({ model, method: 'create', args: [fields(created)] });
        await expectShown(group, created, true, `${model}.create`);
        const edited = word('Editado');
        await writer.call({ model, method: 'updateOne', args: [{ _id: id }, { $set: { [field]: edited } }] });
        await expectShown(group, edited, true, `${model}.updateOne`);
        await expectShown(group, created, false, `${model}.updateOne (old text)`);
        await writer.call({ model, method: 'deleteOne', args: [{ _id: id }] });
        await expectShown(group, edited, false, `${model}.deleteOne`);
      }
    });

    it("partners: a write invalidates every process's cached list", async () => {
      const name = word('Parceiro');
      await writer.call({ model: 'Partner', method: 'create', args: [{ name, description: 'Parceiro.', sponsorshipLevel: 'gold', isActive: true }] });
      const listed = async (url: string) => (await getJson<Array<{ name: string }>>(`${url}/api/partners`)).some((p) => p.name === name);
      await followedBy(urls, listed, 'Partner.create');
      await writer.call({ model: 'Partner', method: 'updateOne', args: [{ name }, { $set: { isActive: false } }] });
      await followedBy(urls, async (url) => !(await listed(url)), 'Partner.updateOne');
    });

    it("blocks: a block written elsewhere holds on both processes' send paths", async () => {
      const ana: Person = await signedInPerson(server);
      const bruno: Person = await signedInPerson(server);
      const send = (url: string, content: string) =>
        fetch(`${url}/api/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: bruno.client.cookieHeader },
          body: JSON.stringify({ receiverId: ana.id, content }),
        });
      // Both processes know both accounts and that Ana has blocked nobody: the send path reads nothing.
      for (const url of urls) expect((await send(url, 'Oi, Ana')).status).to.equal(201);
      await writer.call({ model: 'Block', method: 'create', args: [{ blockerId: ana.id, blockedId: bruno.id }] });
      await followedBy(urls, async (url) => (await send(url, 'Ainda aí?')).status === 403, 'Block.create');
    });

    it('exercised every kind of write mongoose offers', () => {
      const kinds = [...QUERY_WRITES, 'create', 'save', 'insertMany', 'bulkWrite', 'document.updateOne', 'document.deleteOne'];
      expect([...exercised].sort()).to.deep.equal([...new Set(kinds)].sort());
    });
  });
});
