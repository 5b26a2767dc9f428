/**
 * `node --import tsx infra/seed/seed.ts [--reset]` — loads the demo data
 * into MONGODB_URI (default: the local FerretDB). Safe to re-run: an already
 * seeded database is left as it is ("já populado"). `--reset` drops the
 * database's collections and seeds again. Connected like every process that
 * writes (lib/db.ts), so backends running on this database follow the seed.
 */
import mongoose from 'mongoose';
import { loadConfig } from '@conecta/backend/config';
import { connectDatabase } from '@conecta/backend/lib/db';
import { createLogger } from '@conecta/backend/lib/logger';
import { seedDatabase } from './seedDatabase';

const reset = process.argv.includes('--reset');

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase(config, createLogger(config.logLevel, 'seed'));
  try {
    const result = await seedDatabase(mongoose.connection, { reset });
    const where = `${mongoose.connection.host}:${mongoose.connection.port}/${mongoose.connection.name}`;
    console.log(result.seeded ? `Banco populado (${where})${reset ? ' após reset' : ''}:` : `Banco já populado (${where}); nada a fazer.`);
    for (const [collection, count] of Object.entries(result.counts)) {
      console.log(`  ${collection.padEnd(16)} ${String(count).padStart(5)}`);
    }
    for (const line of result.details) console.log(`  ${line}`);
    console.log(`Concluído em ${(result.ms / 1000).toFixed(2)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Falha ao popular o banco:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
