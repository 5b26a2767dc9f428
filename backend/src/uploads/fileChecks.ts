/**
 * What an uploaded file really is, from its first bytes (magic numbers),
 * never from its name or declared type: a script renamed `foto.png` is
 * refused. Images are then decoded and re-encoded by sharp (imageProcessing.ts),
 * which also catches a right signature in front of broken data.
 */
import { UPLOAD_MESSAGES, stripUnsafeCharacters } from '@conecta/common';
import { HttpError } from '../lib/errors';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, i) => buffer[offset + i] === byte);

export function sniffImage(buffer: Buffer): ImageFormat | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (startsWith(buffer, [0x52, 0x49, 0x46, 0x46]) && startsWith(buffer, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export function requireImage(buffer: Buffer): ImageFormat {
  const format = sniffImage(buffer);
  if (!format) throw new HttpError(415, UPLOAD_MESSAGES.imageType);
  return format;
}

/** A PDF's signature within its first 1 KB (readers accept some bytes before it). */
export const looksLikePdf = (buffer: Buffer): boolean => buffer.subarray(0, 1024).includes('%PDF-');

/**
 * A PDF starts with `%PDF-` (within the first 1 KB, as readers accept) and a
 * complete one ends with `%%EOF` (within the last 1 KB, trailing whitespace
 * or a linearisation tail allowed): a cut-off upload is refused as corrupt.
 */
export function requirePdf(buffer: Buffer): void {
  if (!looksLikePdf(buffer)) throw new HttpError(415, UPLOAD_MESSAGES.documentType);
  if (!buffer.subarray(Math.max(0, buffer.length - 1024)).includes('%%EOF')) throw new HttpError(422, UPLOAD_MESSAGES.documentCorrupt);
}

/**
 * The original name, for display only: no path, none of the characters the one text rule refuses
 * (a right-to-left override makes "cv\u202Efdp.exe" read as "cvexe.pdf"), at most 150 characters
 * (counted by code point, and cleaned again: a cut must not leave half a character or a stray joiner).
 */
export function displayFileName(filename: string, fallback: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = stripUnsafeCharacters([...stripUnsafeCharacters(base)].slice(0, 150).join(''));
  return clean || fallback;
}
