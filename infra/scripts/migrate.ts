/**
 * `npm run db:migrate` — the one-shot index step of a deploy (decision 0009):
 * data steps older databases need (models/skillKeysMigration.ts; models/textCleanup.ts: stored
 * texts cleaned of the characters the one text rule refuses, issue 22; models/companyVerifiedMigration.ts:
 * each job's 'Empresa verificada' from its company's account, issue 24; models/portfolioImagesMigration.ts:
 * a portfolio item's one image moved into its gallery, issue 25), then
 * every model's collection and declared indexes (`createIndexes`: builds what
 * is missing, never drops what it did not create), then on FerretDB the GIN
 * indexes its equality pushdown needs (ferretdbIndexes.ts). Idempotent: a
 * second run changes nothing. `npm start` and `npm test` run it before the
 * backends; docker-compose runs it as a one-shot service they depend on. The
 * backend's start path builds no index.
 *
 *   node --import tsx infra/scripts/migrate.ts   (MONGODB_URI, default the local FerretDB)
 */
import mongoose from 'mongoose';
import { createModelIndexes } from '@conecta/backend/models/migrate';
import { migrateSkillKeys } from '@conecta/backend/models/skillKeysMigration';
import { cleanStoredTexts } from '@conecta/backend/models/textCleanup';
import { recomputeCompanyVerified } from '@conecta/backend/models/companyVerifiedMigration';
import { migratePortfolioImages } from '@conecta/backend/models/portfolioImagesMigration';
import { ensureFerretdbIndexes } from './ferretdbIndexes';

/** Ensures the indexes of the database at `uri`; returns a line per step for the log. */
export async function migrate(uri: string): Promise<string[]> {
  const conn = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 10_000, autoIndex: false }).asPromise();
  const lines: string[] = [];
  try {
    // Data steps first: an index may need the fields they fill (skills' unique nameKey).
    lines.push(...(await migrateSkillKeys(conn)));
    // After the keys exist (a cleaned skill is re-keyed or merged by nameKey), before the indexes.
    lines.push(...(await cleanStoredTexts(conn)));
    lines.push(...(await recomputeCompanyVerified(conn)));
    lines.push(...(await migratePortfolioImages(conn)));
    const { collections, indexes } = await createModelIndexes(conn);
    lines.push(`${indexes} declared indexes of ${collections} collections ensured on ${conn.name}`);
  } finally {
    await conn.close();
  }
  lines.push(await ensureFerretdbIndexes(uri));
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const uri = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/conecta';
  migrate(uri).then(
    (lines) => {
      for (const line of lines) console.log(`migrate: ${line}`);
    },
    (err: unknown) => {
      console.error(`migrate: falhou: ${err instanceof Error ? err.message : String(err)}`);
      process.exitCode = 1;
    },
  );
}
