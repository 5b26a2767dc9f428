/**
 * Data step of `npm run db:migrate` (issue 24): every job's `companyVerified` recomputed from its
 * company's account — true exactly when the account's trust summary holds a verified CNPJ (common
 * `isVerifiedCompany`), as services/trustSummary.ts keeps it from then on. Jobs stored before the
 * field existed, or while a decision's refresh could not reach them, come out right.
 *
 * FerretDB v1 runs simple finds and `$set` by ids, so the comparison is done here: the verified
 * companies are read once, the jobs through a cursor, and only a job whose flag differs is
 * written, by its id. Idempotent: a second run writes nothing.
 *
 * Raw collection writes, no domain event, as the other data steps (models/textCleanup.ts):
 * db:migrate runs before the backends start, and a backend builds its lists from the database.
 */
import type mongoose from 'mongoose';
import { isVerifiedCompany } from '@conecta/common';

/** Jobs read per round trip, and ids per write. */
const BATCH_SIZE = 500;

type Id = mongoose.mongo.ObjectId;

export async function recomputeCompanyVerified(conn: mongoose.Connection): Promise<string[]> {
  const db = conn.db;
  if (!db) throw new Error('recomputeCompanyVerified: the connection is not open');
  const companies = await db
    .collection('users')
    .find({ userType: 'company' }, { projection: { verifiedRegistrations: 1 } })
    .toArray();
  const verified = new Set(companies.filter((row) => isVerifiedCompany(row as { verifiedRegistrations?: string[] })).map((row) => String(row._id)));

  const jobs = db.collection('jobs');
  const toSet: Record<'true' | 'false', Id[]> = { true: [], false: [] };
  const cursor = jobs.find({}, { projection: { companyId: 1, companyVerified: 1 }, batchSize: BATCH_SIZE });
  for await (const job of cursor) {
    const want = job.companyId != null && verified.has(String(job.companyId));
    if ((job.companyVerified === true) !== want) toSet[want ? 'true' : 'false'].push(job._id as Id);
  }
  for (const value of [true, false] as const) {
    const ids = toSet[value ? 'true' : 'false'];
    for (let i = 0; i < ids.length; i += BATCH_SIZE) {
      await jobs.updateMany({ _id: { $in: ids.slice(i, i + BATCH_SIZE) } }, { $set: { companyVerified: value } });
    }
  }
  return [`jobs' companyVerified: ${toSet.true.length} marked, ${toSet.false.length} unmarked (${verified.size} verified companies)`];
}
