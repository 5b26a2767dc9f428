/**
 * A person's data export (issue 26, LGPD art. 18): the request, its state, and the download.
 * The ZIP itself is built by the workers (workers/src/processors/dataExport.ts) from what this
 * module says a person's data is (`personalDataQueries`), so the export and its tests read one
 * definition.
 */
import { createHash } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import { DATA_EXPORT_MESSAGES, DATA_EXPORT_TTL_DAYS } from '@conecta/common';
import { HttpError, NotFoundError, ServiceUnavailableError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { DataExport, type DataExportDocument } from '../models/dataExport';
import type { Producers } from '../queues/producers';
import type { FileStorage } from '../storage/storage';

export const dataExportJobId = (exportId: string) => `data-export-${exportId}`;

/** Where an export's ZIP is stored: derived from its id, so a retried build writes the same key. */
export const dataExportKey = (exportId: string) => `data-exports/${createHash('sha256').update(exportId).digest('hex').slice(0, 32)}.zip`;

export const DATA_EXPORT_TTL_MS = DATA_EXPORT_TTL_DAYS * 24 * 60 * 60 * 1000;
const STALE_PENDING_MS = 60 * 60 * 1000;

export async function latestExport(userId: Types.ObjectId): Promise<DataExportDocument | null> {
  const rows = await DataExport.find({ userId });
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ?? null;
}

/**
 * A new export, unless one is being built (then that one: asking twice builds once). Earlier
 * exports and their files go: a person holds at most one file of their data at a time.
 */
export async function requestExport(userId: Types.ObjectId, deps: { producers: Pick<Producers, 'notify'>; storage: FileStorage; log: Logger }): Promise<DataExportDocument> {
  const previous = await DataExport.find({ userId });
  // A build that has not finished in an hour failed every retry: asking again starts over.
  const building = previous.find((row) => row.status === 'pending' && Date.now() - row.createdAt.getTime() < STALE_PENDING_MS);
  if (building) return building;
  for (const row of previous) {
    if (row.storageKey) await deps.storage.delete(row.storageKey).catch((err: unknown) => deps.log.warn({ err, key: row.storageKey }, 'old export not deleted'));
    await DataExport.deleteOne({ _id: row._id });
  }
  const row = await DataExport.create({ userId });
  const id = row._id.toString();
  try {
    await deps.producers.notify('data-export', { exportId: id }, dataExportJobId(id));
  } catch (err) {
    deps.log.error({ err, exportId: id }, 'could not enqueue data-export');
    await DataExport.deleteOne({ _id: row._id });
    throw ServiceUnavailableError();
  }
  return row;
}

/** The ready file of the person's own export: 404 someone else's, 409 still pending, 410 expired. */
export async function readyExport(userId: Types.ObjectId, id: Types.ObjectId, now = new Date()): Promise<{ key: string; name: string }> {
  const row = await DataExport.findOne({ _id: id, userId });
  if (!row) throw NotFoundError(DATA_EXPORT_MESSAGES.notFound);
  if (row.status !== 'ready' || !row.storageKey) throw new HttpError(409, row.status === 'failed' ? DATA_EXPORT_MESSAGES.failed : DATA_EXPORT_MESSAGES.notReady);
  if (!row.expiresAt || row.expiresAt <= now) throw new HttpError(410, DATA_EXPORT_MESSAGES.expired);
  return { key: row.storageKey, name: `conecta-energia-meus-dados-${row.readyAt!.toISOString().slice(0, 10)}.zip` };
}

// --- what a person's data is ---------------------------------------------------------------------

/**
 * References to a user that are not theirs to take: an admin's decisions on other people's items,
 * the audit of them, someone else's block of them, a report about them. They stay with whoever
 * made them; everything else that names the person — a path referring to a User — is theirs.
 */
const NOT_THEIRS = new Set(['moderatedBy', 'decidedBy', 'actorId', 'blockedId', 'reportedUserId']);
/** Never in an export, whoever asks: secrets of the account. */
export const EXPORT_REDACTED = ['passwordHash'];

export interface PersonalDataQuery {
  /** The collection's name, as the export's file is named (`<collection>.json`). */
  collection: string;
  model: mongoose.Model<unknown>;
  /** One equality filter per referring path; a document found by several is exported once. */
  filters: Array<Record<string, Types.ObjectId>>;
}

/**
 * Every collection holding documents that name the person, with the filters that find them, read
 * from the models' schemas: a new model with a User reference joins the export by itself.
 */
export function personalDataQueries(userId: Types.ObjectId): PersonalDataQuery[] {
  const queries: PersonalDataQuery[] = [];
  for (const name of mongoose.modelNames()) {
    const model = mongoose.model(name) as mongoose.Model<unknown>;
    if (name === 'User') continue; // the account itself is exported on its own
    const paths: string[] = [];
    model.schema.eachPath((path, type) => {
      const options = type.options as { ref?: unknown; type?: unknown } | undefined;
      const caster = (type as unknown as { caster?: { options?: { ref?: unknown } } }).caster;
      const ref = options?.ref ?? caster?.options?.ref;
      if (ref === 'User' && !NOT_THEIRS.has(path)) paths.push(path);
    });
    if (paths.length) queries.push({ collection: model.collection.collectionName, model, filters: paths.map((path) => ({ [path]: userId })) });
  }
  return queries.sort((a, b) => a.collection.localeCompare(b.collection));
}
