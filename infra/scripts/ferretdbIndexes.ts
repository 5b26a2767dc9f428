/**
 * GIN indexes for FerretDB's equality pushdown (DESIGN.md "How to stay
 * fast"). FerretDB v1 on PostgreSQL stores a collection as a table of one
 * `_jsonb` column in a schema named after the database (the table name is in
 * `<db>._ferretdb_database_metadata`), and turns a top-level equality
 * `{ field: value }` into `_jsonb -> 'field' @> value`. Its own indexes are
 * btree on `_jsonb -> 'field'` and cannot serve `@>`; a GIN index on the same
 * expression with jsonb_path_ops can, so PostgreSQL reads only the matching
 * rows instead of scanning the table. FerretDB does not know about these
 * indexes (dropping the collection drops them); MongoDB needs none of this.
 */
import { spawnSync } from 'node:child_process';
import mongoose from 'mongoose';

// The cluster infra/scripts/setup.sh runs FerretDB on (PG_PORT as in lib.sh); PG_DATABASE for a FerretDB of one's own.
export const PG = { host: '127.0.0.1', port: process.env.PG_PORT ?? '5433', user: 'postgres', database: process.env.PG_DATABASE ?? 'ferretdb' };

/** collection → top-level fields filtered by equality on the hot paths. */
export const EQUALITY_FIELDS: Record<string, string[]> = {
  jobs: ['_id', 'status', 'jobType', 'energyArea', 'location', 'jobFunction', 'workType'],
  courses: ['_id', 'status', 'category', 'level', 'energyArea', 'submittedBy'],
  events: ['_id', 'status', 'eventType', 'energyArea', 'location', 'submittedBy'],
  services: ['_id', 'status', 'providerId', 'submittedBy'],
  partners: ['isActive'],
  users: ['_id', 'email', 'userType', 'skillKeys'],
  applications: ['jobId', 'userId'],
  enrollments: ['courseId', 'userId'],
  registrations: ['eventId', 'userId'],
  messages: ['conversationKey', 'senderId', 'clientId'],
  conversations: ['key', 'participants'],
  blocks: ['blockerId', 'blockedId'],
  notifications: ['userId'],
  portfolioitems: ['userId'],
  favorites: ['userId'],
  skills: ['nameKey'],
  jobalerts: ['userId', 'active'],
  dataexports: ['userId'],
  jobalertmatches: ['alertId', 'pending', 'dedupeKey'],
  connections: ['key', 'userIds'],
};

function psql(sql: string): { ok: boolean; out: string } {
  const res = spawnSync('psql', ['-h', PG.host, '-p', PG.port, '-U', PG.user, '-d', PG.database, '-v', 'ON_ERROR_STOP=1', '-At', '-c', sql], {
    encoding: 'utf8',
  });
  return { ok: res.status === 0, out: (res.stdout ?? '') + (res.stderr ?? '') };
}

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Creates the GIN indexes for `database`; returns how many exist afterwards, or why it could not. */
export function createGinIndexes(database: string): { created: number; error?: string } {
  const tables = psql(
    `SELECT _jsonb->>'_id' || '|' || (_jsonb->>'table') FROM ${ident(database)}._ferretdb_database_metadata`,
  );
  if (!tables.ok) return { created: 0, error: tables.out.trim() || 'psql failed' };
  const tableOf = new Map(
    tables.out
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('|') as [string, string]),
  );
  const statements: string[] = [];
  for (const [collection, fields] of Object.entries(EQUALITY_FIELDS)) {
    const table = tableOf.get(collection);
    if (!table) continue;
    for (const field of fields) {
      const name = `${table}_${field.replace(/[^A-Za-z0-9]/g, '')}_gin`;
      statements.push(
        `CREATE INDEX IF NOT EXISTS ${ident(name)} ON ${ident(database)}.${ident(table)} USING gin ((_jsonb -> ${literal(field)}) jsonb_path_ops)`,
      );
    }
    statements.push(`ANALYZE ${ident(database)}.${ident(table)}`);
  }
  const res = psql(statements.join(';\n'));
  if (!res.ok) return { created: 0, error: res.out.trim() };
  return { created: statements.filter((s) => s.startsWith('CREATE')).length };
}

/**
 * For `npm start` and the e2e stack: when `mongoUri` is served by FerretDB,
 * makes sure the hot collections exist (their tables must, for an index) and
 * gives them the GIN indexes; on MongoDB it does nothing. Idempotent
 * (`IF NOT EXISTS`), a few hundred ms. Returns a line for the log.
 */
export async function ensureFerretdbIndexes(mongoUri: string): Promise<string> {
  const conn = await mongoose.createConnection(mongoUri, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  try {
    const db = conn.db;
    if (!db) throw new Error('no database handle');
    const info = await db.admin().command({ buildInfo: 1 });
    if (!('ferretdbVersion' in info)) return 'MongoDB: its own indexes serve equality, no GIN indexes needed';
    const existing = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
    for (const name of Object.keys(EQUALITY_FIELDS)) {
      if (!existing.has(name)) await db.createCollection(name);
    }
    const result = createGinIndexes(db.databaseName);
    if (result.error) return `could not create the GIN indexes (${result.error}); equality filters will scan`;
    return `${result.created} GIN indexes ensured on ${db.databaseName}`;
  } finally {
    await conn.close();
  }
}
