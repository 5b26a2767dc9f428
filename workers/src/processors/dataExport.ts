/**
 * A person's data export (issue 26, LGPD art. 18): one ZIP with `conta.json` (the account and its
 * profile, secrets left out), a JSON per collection that names them (backend
 * services/dataExport.ts `personalDataQueries`: every path referring to a User, but an admin's
 * decisions on others, someone else's block or report of them), a README in Portuguese, and the
 * files they uploaded (every storage key their documents hold) under `arquivos/`.
 *
 * Once: the ZIP's key derives from the export's id, so a retry overwrites its own file; the export
 * is marked ready with a conditional update (only from pending), and the notice is an upsert on its
 * dedupe key (../notify.ts), so a rerun tells nobody twice.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import { Types } from 'mongoose';
import { DATA_EXPORT_MESSAGES, type NotificationJobs } from '@conecta/common';
import { isObjectIdHex } from '@conecta/backend/lib/ids';
import type { Logger } from '@conecta/backend/lib/logger';
import { DataExport } from '@conecta/backend/models/dataExport';
import { User } from '@conecta/backend/models/user';
import { DATA_EXPORT_TTL_MS, EXPORT_REDACTED, dataExportKey, personalDataQueries } from '@conecta/backend/services/dataExport';
import { STORAGE_KEY_PATTERN, isPrivateKey, type FileStorage } from '@conecta/backend/storage/storage';
import { notifyUser, type NotifyDeps } from '../notify';

export interface DataExportDeps extends NotifyDeps {
  storage: FileStorage;
  log?: Logger;
}

const README = [
  'Seus dados na Conecta Energia',
  '',
  'Este arquivo reúne o que a plataforma guarda sobre você (LGPD, art. 18):',
  '- conta.json: sua conta e seu perfil (a senha nunca é exportada);',
  '- um arquivo .json por tipo de registro que cita você: candidaturas, certificações, registros',
  '  profissionais, portfólio, favoritos, alertas de vagas, contatos, conversas e mensagens enviadas',
  '  ou recebidas, notificações e o que mais houver;',
  '- arquivos/: as imagens e os documentos que você enviou.',
  '',
  'Dúvidas: privacidade@conectaenergia.com.br',
].join('\n');

/** Every storage key a value holds, however deep (a profile image, a portfolio item's files, a certificate). */
function storageKeys(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') {
    if (STORAGE_KEY_PATTERN.test(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) storageKeys(item, found);
  } else if (value && typeof value === 'object' && !(value instanceof Date) && !('_bsontype' in value)) {
    for (const item of Object.values(value)) storageKeys(item, found);
  }
}

/** The person's documents, collection by collection (a document found by two paths, once). */
export async function personalData(userId: string): Promise<{ account: Record<string, unknown> | null; collections: Record<string, unknown[]> }> {
  const account = await User.findById(userId).lean<Record<string, unknown>>();
  if (account) for (const field of EXPORT_REDACTED) delete account[field];
  const collections: Record<string, unknown[]> = {};
  for (const query of personalDataQueries(new Types.ObjectId(userId))) {
    const seen = new Set<string>();
    const rows: unknown[] = [];
    for (const filter of query.filters) {
      for (const row of (await query.model.find(filter).lean()) as Array<{ _id: { toString(): string } }>) {
        if (seen.has(row._id.toString())) continue;
        seen.add(row._id.toString());
        rows.push(row);
      }
    }
    if (rows.length) collections[query.collection] = rows;
  }
  return { account, collections };
}

/** The ZIP of `data` and the files its documents name, in memory (a person's uploads are a few MB). */
async function zipOf(data: Awaited<ReturnType<typeof personalData>>, storage: FileStorage, log?: Logger): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const written = pipeline(archive, sink);
  archive.append(README, { name: 'LEIA-ME.txt' });
  archive.append(JSON.stringify(data.account, null, 2), { name: 'conta.json' });
  for (const [collection, rows] of Object.entries(data.collections)) archive.append(JSON.stringify(rows, null, 2), { name: `${collection}.json` });
  const keys = new Set<string>();
  storageKeys([data.account, data.collections], keys);
  for (const key of [...keys].sort()) {
    // Another export's ZIP is not their upload (none is left by then: requestExport removes them).
    if (key.startsWith('data-exports/')) continue;
    const file = await storage.read(key);
    if (!file) {
      log?.warn({ key }, 'a file named by the export is not in storage');
      continue;
    }
    archive.append(file.body, { name: `arquivos/${isPrivateKey(key) ? 'privados/' : ''}${key}` });
  }
  await archive.finalize();
  await written;
  return Buffer.concat(chunks);
}

/** `data-export`: builds the ZIP, stores it, marks the export ready, tells its owner. */
export async function buildDataExport(deps: DataExportDeps, { exportId }: NotificationJobs['data-export']): Promise<void> {
  if (!isObjectIdHex(exportId)) return;
  const row = await DataExport.findById(exportId).lean();
  if (!row) return; // asked again since: a newer export replaced it
  const userId = row.userId.toString();
  if (row.status === 'pending') {
    const key = dataExportKey(exportId);
    const zip = await zipOf(await personalData(userId), deps.storage, deps.log);
    await deps.storage.put(key, zip);
    const readyAt = new Date();
    await DataExport.updateOne(
      { _id: row._id, status: 'pending' },
      { $set: { status: 'ready', storageKey: key, size: zip.length, readyAt, expiresAt: new Date(readyAt.getTime() + DATA_EXPORT_TTL_MS) } },
    );
  }
  await notifyUser(deps, {
    dedupeKey: `data-export-ready-${exportId}`,
    userId,
    email: true,
    kind: 'data-export-ready',
    title: DATA_EXPORT_MESSAGES.ready,
    body: DATA_EXPORT_MESSAGES.readyBody,
    link: '/profile#exportar-dados',
  });
}
