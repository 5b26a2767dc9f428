/**
 * How long the search index takes to build and to answer, at ten times the
 * cluster's size (infra/bench/catalogueData.ts: 5,000 jobs, 20,000 users,
 * 1,500 courses, 1,000 events), in a database of its own that is dropped
 * afterwards. Prints numbers; asserts nothing (DESIGN.md "Tests").
 *
 *   node --import tsx infra/bench/searchIndex.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import mongoose from 'mongoose';
import { connectDatabase } from '@conecta/backend/lib/db';
import { createLogger } from '@conecta/backend/lib/logger';
import { SearchIndex } from '@conecta/backend/search/searchIndex';
import type { IndexedType } from '@conecta/backend/search/sources';
import { Job } from '@conecta/backend/models/job';
import { Course } from '@conecta/backend/models/course';
import { EventModel } from '@conecta/backend/models/event';
import { User } from '@conecta/backend/models/user';
import { findDirectoryEntries, type DirectoryFilter } from '@conecta/backend/services/directory';
import { generateCatalogue } from './catalogueData';

const BASE = process.env.MONGODB_BASE ?? 'mongodb://127.0.0.1:27017';
const QUERIES = [
  'eolica',
  'SAO PAULO',
  'engenheiro solar',
  'eol',
  'enjenheiro',
  'tecnico manutencao recife',
  'fotovoltaica',
  // The worst a 100-character q can ask: many short, common prefixes.
  'con eng ger sis ope tec man ana ins pro ele ene sol ven'.repeat(2).slice(0, 100),
  'b c f g h i j k l m n p q r s t u v x z '.repeat(3).slice(0, 100),
];

/**
 * CPU seconds used so far by the database engine's processes (FerretDB and
 * PostgreSQL, from /proc). With CPU time beside wall time the numbers mean
 * something even on a busy machine; 0 where /proc is not readable.
 */
function engineCpuSeconds(): number {
  let ticks = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
        if (comm !== 'ferretdb' && comm !== 'postgres') continue;
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        ticks += Number(fields[11]) + Number(fields[12]); // utime + stime
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    return 0;
  }
  return ticks / 100;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  // Its own database; the bulk loads below announce on a prefix no backend listens to.
  const database = await connectDatabase(
    { mongodbUri: `${BASE}/bench_search_${Date.now()}`, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', redisPrefix: 'bench_search:' },
    createLogger('warn', 'bench'),
  );
  try {
    const data = generateCatalogue();
    let t = performance.now();
    await Promise.all([
      Job.collection.insertMany(data.jobs.map((j) => ({ ...j, status: 'approved' }))),
      User.collection.insertMany(data.users),
      Course.collection.insertMany(data.courses),
      EventModel.collection.insertMany(data.events),
    ]);
    console.log(`loaded ${data.jobs.length} jobs, ${data.users.length} users, ${data.courses.length} courses, ${data.events.length} events in ${Math.round(performance.now() - t)} ms`);

    const index = new SearchIndex(createLogger('info', 'bench'));
    for (let run = 1; run <= 3; run += 1) {
      const heapBefore = process.memoryUsage().heapUsed;
      const cpuBefore = process.cpuUsage();
      const engineBefore = engineCpuSeconds();
      t = performance.now();
      await index.build();
      const ms = Math.round(performance.now() - t);
      const cpu = process.cpuUsage(cpuBefore);
      const nodeCpuMs = Math.round((cpu.user + cpu.system) / 1000);
      const engineCpuMs = Math.round((engineCpuSeconds() - engineBefore) * 1000);
      const heapMb = Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e6);
      console.log(
        `build ${run}: ${ms} ms wall; CPU: backend ${nodeCpuMs} ms, FerretDB+PostgreSQL ${engineCpuMs} ms; ` +
          `sizes ${JSON.stringify(index.sizes())}, heap +${heapMb} MB`,
      );
    }

    const types: IndexedType[] = ['jobs', 'courses', 'events', 'users'];
    // The first run of a query is the engine's work; repeats come from the per-index result cache.
    for (const q of QUERIES) {
      t = performance.now();
      const results = types.map((type) => index.search(type, q, { limit: 20 }));
      const first = performance.now() - t;
      const times: number[] = [];
      for (let i = 0; i < 50; i += 1) {
        t = performance.now();
        types.forEach((type) => index.search(type, q, { limit: 20 }));
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const counts = results.map((r, k) => `${types[k]} ${r.total}`).join(', ');
      console.log(`"${q}": first ${first.toFixed(1)} ms, cached p50 ${percentile(times, 50).toFixed(2)} ms (${counts})`);
    }

    const everyone = ['student', 'professional', 'company'] as const;
    const directoryCases: [string, Omit<DirectoryFilter, 'limit' | 'offset'>][] = [
      ['no filter', { userTypes: everyone }],
      ['area', { userTypes: everyone, energyArea: 'solar' }],
      ['location', { userTypes: everyone, location: 'sao paulo' }],
      ['q + type + area', { userTypes: ['professional'], q: 'engenheiro', energyArea: 'solar' }],
    ];
    for (const [label, filter] of directoryCases) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < 20; i += 1) {
        t = performance.now();
        total = (await findDirectoryEntries({ ...filter, limit: 20, offset: 0 }, index)).total;
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(`directory ${label}: p50 ${percentile(times, 50).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (total ${total})`);
    }

    const someUser = data.users[123]!;
    t = performance.now();
    await index.refresh('users', someUser._id.toString());
    console.log(`refresh of one document: ${(performance.now() - t).toFixed(1)} ms`);
  } finally {
    await mongoose.connection.db?.dropDatabase();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
