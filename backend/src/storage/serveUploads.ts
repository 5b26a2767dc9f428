/**
 * Serves uploads at `/uploads/<key>`, from the local disk or the private bucket: only keys the storage could
 * have made (no traversal, no listing), with the type from our own extension,
 * `nosniff` (the browser never guesses another type), a long immutable cache
 * (a key's content never changes). Images also get a sandbox CSP (an image
 * opened on its own runs nothing in our origin). PDFs are never rendered
 * from our origin (issue 22: a PDF reader is a large attack surface, and a
 * PDF can carry scripts and forms): they are sent as attachments, and with
 * a sandbox CSP too, should a browser render one anyway.
 * A missing file is a 404 with a Portuguese `{ message }`, as the API's are; so is a file of a
 * private folder (storage.ts PRIVATE_FOLDERS), served only by the API routes that check who asks.
 */
import type { Next } from 'koa';
import type { AppContext } from '../lib/context';
import { UPLOAD_MESSAGES } from '@conecta/common';
import { attachmentDisposition, contentTypeOf, isPrivateKey, STORAGE_KEY_PATTERN, STORED_TYPES, type FileStorage } from './storage';
import { IMMUTABLE_CACHE } from './s3';

export function serveUploads(storage: FileStorage, prefix = '/uploads/') {
  return async (ctx: AppContext, next: Next) => {
    if (!ctx.path.startsWith(prefix) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const key = ctx.path.slice(prefix.length);
    // A private folder's file is answered as one that does not exist: its key says nothing either.
    const sent = STORAGE_KEY_PATTERN.test(key) && !isPrivateKey(key) && (await sendStoredFile(ctx, storage, key, { cacheControl: IMMUTABLE_CACHE }));
    if (!sent) {
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.status = 404;
      ctx.body = { message: UPLOAD_MESSAGES.fileNotFound };
    }
  };
}

/**
 * Answers with the stored file `key` and the headers that keep it inert in our origin (above);
 * false when there is no such file. `/uploads` and the API routes of private files (a
 * registration's document) both send through here. `downloadName` names a PDF's download (the
 * key's own name otherwise).
 */
export async function sendStoredFile(ctx: AppContext, storage: FileStorage, key: string, options: { cacheControl: string; downloadName?: string }): Promise<boolean> {
  const file = await storage.read(key);
  if (!file) return false;
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = contentTypeOf(key);
  ctx.length = file.size;
  ctx.set('Cache-Control', options.cacheControl);
  if (ctx.type.startsWith('image/')) ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  // A PDF or an archive is downloaded, never shown in the site's origin.
  if (ctx.type === STORED_TYPES.pdf || ctx.type === STORED_TYPES.zip) {
    ctx.set('Content-Disposition', attachmentDisposition(options.downloadName ?? key.slice(key.lastIndexOf('/') + 1)));
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  }
  ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
  ctx.status = 200;
  // Koa answers HEAD with the headers only: the stream opened for it is let go at once.
  if (ctx.method === 'GET') ctx.body = file.body;
  else file.body.destroy();
  return true;
}
