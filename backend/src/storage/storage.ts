/**
 * Where uploaded files live (profile photos, portfolio images and PDFs, credential certificates).
 * One interface, two implementations chosen by configuration (`STORAGE`):
 * the local disk (default; served by this backend under `/uploads`) and an
 * S3-compatible bucket (production, MinIO in docker-compose).
 *
 * Keys are ours, never the client's: `<folder>/<32 hex>.<ext>` (random), so a
 * name cannot collide, traverse a path or say anything about its owner, and
 * each URL's content never changes (served as immutable).
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { UPLOAD_MESSAGES } from '@conecta/common';
import type { Config } from '../config';
import { ServiceUnavailableError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { LocalDiskStorage } from './localDisk';
import { S3Storage } from './s3';

export const STORED_TYPES = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
} as const;
export type StoredExtension = keyof typeof STORED_TYPES;

export const STORAGE_FOLDERS = ['avatars', 'thumbnails', 'portfolio-images', 'portfolio-documents', 'partner-logos', 'credential-certificates', 'registration-documents', 'data-exports', 'service-photos'] as const;
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

/**
 * Folders never served at `/uploads` (serveUploads answers 404): what is in them is read only
 * through API routes that check who asks. A registration's carteira or certidão carries the
 * person's photo, CPF and birth date; an unguessable public URL would still be public once it
 * leaks (a forwarded link, a browser history, a log). A CDN given the bucket (`S3_PUBLIC_URL`)
 * must be kept from these prefixes too.
 */
export const PRIVATE_FOLDERS: readonly StorageFolder[] = ['registration-documents', 'data-exports'];
export const isPrivateKey = (key: string): boolean => PRIVATE_FOLDERS.some((folder) => key.startsWith(`${folder}/`));

/** A key this module could have made; anything else is refused before touching the disk or the bucket. */
export const STORAGE_KEY_PATTERN = new RegExp(`^(${STORAGE_FOLDERS.join('|')})/[0-9a-f]{32}\\.(${Object.keys(STORED_TYPES).join('|')})$`);

export function newStorageKey(folder: StorageFolder, extension: StoredExtension): string {
  return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as StoredExtension;
  return STORED_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * `Content-Disposition: attachment` naming the download `name` (RFC 6266): a plain-ASCII
 * `filename` for old clients (anything else becomes `_`) and the exact name, UTF-8 and
 * percent-encoded as RFC 5987 says, in `filename*`, which current browsers prefer.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
}

export interface FileStorage {
  /** Stores `body` under `key`; on failure nothing is left under that key. */
  put(key: string, body: Buffer): Promise<void>;
  /** Removes `key`; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL the browser loads the file from. */
  url(key: string): string;
  /** The stored bytes of `key` as a stream with their length, or null when there is no such file. */
  read(key: string): Promise<{ body: Readable; size: number } | null>;
}

export interface StoredFile {
  key: string;
  body: Buffer;
}

/**
 * Stores several files as one: if any put fails, those already stored are
 * deleted and the error is rethrown, so a failed upload leaves nothing.
 */
export async function putAll(storage: FileStorage, files: StoredFile[]): Promise<void> {
  const stored: string[] = [];
  try {
    for (const file of files) {
      await storage.put(file.key, file.body);
      stored.push(file.key);
    }
  } catch (err) {
    await deleteQuietly(storage, stored);
    throw err;
  }
}

/** Best-effort removal of files no longer referenced; a failure is logged by the caller, never fatal. */
export async function deleteQuietly(storage: FileStorage, keys: Array<string | null | undefined>, onError?: (err: unknown, key: string) => void) {
  for (const key of keys) {
    if (!key) continue;
    try {
      await storage.delete(key);
    } catch (err) {
      onError?.(err, key);
    }
  }
}

/**
 * Swaps a document's files for new ones without ever leaving a half state:
 * the new files are stored first (a storage failure: 503, nothing stored),
 * then `commit` points the document at them (a failure there deletes the
 * new files and rethrows), and only then are the replaced files deleted.
 */
export async function replaceFiles(
  storage: FileStorage,
  files: StoredFile[],
  commit: () => Promise<void>,
  replaced: Array<string | null | undefined>,
  log: Logger,
): Promise<void> {
  try {
    await putAll(storage, files);
  } catch (err) {
    log.error({ err }, 'upload not stored');
    throw ServiceUnavailableError(UPLOAD_MESSAGES.storageFailed);
  }
  try {
    await commit();
  } catch (err) {
    await deleteQuietly(storage, files.map((file) => file.key), (e, key) => log.warn({ err: e, key }, 'orphan upload not deleted'));
    throw err;
  }
  await deleteQuietly(storage, replaced, (err, key) => log.warn({ err, key }, 'replaced upload not deleted'));
}

export function createStorage(config: Config): FileStorage {
  if (config.storage.kind === 's3') return new S3Storage(config.storage);
  return new LocalDiskStorage(config.storage.dir, config.storage.publicUrl);
}
