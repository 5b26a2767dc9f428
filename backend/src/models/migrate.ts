/**
 * Creates every model's collection and the indexes its schema declares, and
 * nothing else: `createIndexes` builds what is missing and never drops an
 * index it did not declare (unlike `syncIndexes`, which at every boot of
 * every replica dropped whatever the schemas did not name and rebuilt while
 * serving). Run once per deploy by `npm run db:migrate` (infra/scripts/migrate.ts),
 * by the seed before it inserts, and by the test harness for each suite's
 * own database. Idempotent. (Decision 0009.)
 */
import type mongoose from 'mongoose';
import './index';

export interface MigrationResult {
  collections: number;
  indexes: number;
}

function isNamespaceExists(err: unknown): boolean {
  const e = err as { code?: number; codeName?: string };
  return e?.code === 48 || e?.codeName === 'NamespaceExists';
}

/** On `connection` (default: mongoose's), every registered model's collection and declared indexes. */
export async function createModelIndexes(connection: mongoose.Connection): Promise<MigrationResult> {
  const names = Object.keys(connection.base.models);
  let indexes = 0;
  for (const name of names) {
    const registered = connection.base.models[name]!;
    const model = connection.models[name] ?? connection.model(name, registered.schema);
    try {
      await model.createCollection();
    } catch (err) {
      if (!isNamespaceExists(err)) throw err;
    }
    await model.createIndexes();
    indexes += model.schema.indexes().length;
  }
  return { collections: names.length, indexes };
}
