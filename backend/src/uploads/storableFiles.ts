/**
 * An upload made ready to be stored under a new key of ours: an image checked by its bytes and
 * re-encoded (never stored as sent), a PDF checked whole. One path for the portfolio's image and
 * document, a credential's certificate and a registration's document (either of the last two), so
 * all are checked and stored alike.
 */
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@conecta/common';
import { HttpError } from '../lib/errors';
import { newStorageKey, type StorageFolder, type StoredFile } from '../storage/storage';
import { displayFileName, looksLikePdf, requireImage, requirePdf, sniffImage } from './fileChecks';
import type { UploadedFile } from './multipart';
import { portfolioImage } from './imageProcessing';

/** A JPEG, PNG or WebP, re-encoded as WebP within the portfolio's size (a photographed certificate stays readable). */
export async function storableImage(buffer: Buffer, folder: StorageFolder): Promise<StoredFile> {
  requireImage(buffer);
  return { key: newStorageKey(folder, 'webp'), body: await portfolioImage(buffer) };
}

/** A complete PDF, stored as sent (it is served as an attachment, never rendered from our origin). */
export function storablePdf(buffer: Buffer, folder: StorageFolder): StoredFile {
  requirePdf(buffer);
  return { key: newStorageKey(folder, 'pdf'), body: buffer };
}

/**
 * A PDF or an image, told apart by their bytes; anything else is 415 with `typeMessage`. The upload
 * was read up to the PDF's limit (the larger), so an image past its own is refused here.
 */
export async function storableImageOrPdf(buffer: Buffer, folder: StorageFolder, typeMessage: string): Promise<{ file: StoredFile; kind: 'image' | 'pdf' }> {
  if (sniffImage(buffer)) {
    if (buffer.length > UPLOAD_LIMITS.imageMaxBytes) throw new HttpError(413, UPLOAD_MESSAGES.imageTooLarge);
    return { file: await storableImage(buffer, folder), kind: 'image' };
  }
  if (looksLikePdf(buffer)) return { file: storablePdf(buffer, folder), kind: 'pdf' };
  throw new HttpError(415, typeMessage);
}

/**
 * A PDF or an image sent as a record's attachment (a credential's certificate, a registration's
 * carteira or certidão): the file to store and the name its link shows (the sender's, cleaned;
 * `fallback`, with `.pdf` for a PDF, when it gave none).
 */
export async function storableAttachment(upload: UploadedFile, folder: StorageFolder, typeMessage: string, fallback: string): Promise<{ file: StoredFile; name: string }> {
  const { file, kind } = await storableImageOrPdf(upload.buffer, folder, typeMessage);
  return { file, name: displayFileName(upload.filename, kind === 'pdf' ? `${fallback}.pdf` : fallback) };
}
