/**
 * `node --import tsx infra/seed/seed.ts [--reset]` — loads the demo data
 * into MONGODB_URI (default: the local FerretDB). Safe to re-run: an already
 * seeded database is left as it is ("já populado"). `--reset` drops the
 * database's collections and seeds again.
 */
import mongoose from 'mongoose';
import { seedDatabase } from './seedDatabase';

const uri = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/conecta';
const reset = process.argv.includes('--reset');

async function main(): Promise<void> {
  await mongoose.connect(uri, { serverSelectionTimeoutMS: 10_000 });
  try {
    const result = await seedDatabase(mongoose.connection, { reset });
    const where = `${mongoose.connection.host}:${mongoose.connection.port}/${mongoose.connection.name}`;
    console.log(result.seeded ? `Banco populado (${where})${reset ? ' após reset' : ''}:` : `Banco já populado (${where}); nada a fazer.`);
    for (const [collection, count] of Object.entries(result.counts)) {
      console.log(`  ${collection.padEnd(16)} ${String(count).padStart(5)}`);
    }
    console.log(`Concluído em ${(result.ms / 1000).toFixed(2)} s.`);
  } finally {
    await mongoose.disconnect();
  }
}

main().catch((error: unknown) => {
  console.error('Falha ao popular o banco:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
