/**
 * Serves uploads at `/uploads/<key>`, from the local disk or the private bucket: only keys the storage could
 * have made (no traversal, no listing), with the type from our own extension,
 * `nosniff` (the browser never guesses another type), a long immutable cache
 * (a key's content never changes). Images also get a sandbox CSP (an image
 * opened on its own runs nothing in our origin). PDFs are never rendered
 * from our origin (issue 22: a PDF reader is a large attack surface, and a
 * PDF can carry scripts and forms): they are sent as attachments, and with
 * a sandbox CSP too, should a browser render one anyway.
 * A missing file is a 404 with a Portuguese `{ message }`, as the API's are.
 */
import type { Next } from 'koa';
import type { AppContext } from '../lib/context';
import { UPLOAD_MESSAGES } from '@conecta/common';
import { attachmentDisposition, contentTypeOf, STORAGE_KEY_PATTERN, STORED_TYPES, type FileStorage } from './storage';
import { IMMUTABLE_CACHE } from './s3';

export function serveUploads(storage: FileStorage, prefix = '/uploads/') {
  return async (ctx: AppContext, next: Next) => {
    if (!ctx.path.startsWith(prefix) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const key = ctx.path.slice(prefix.length);
    ctx.set('X-Content-Type-Options', 'nosniff');
    const file = STORAGE_KEY_PATTERN.test(key) ? await storage.read(key) : null;
    if (!file) {
      ctx.status = 404;
      ctx.body = { message: UPLOAD_MESSAGES.fileNotFound };
      return;
    }
    ctx.type = contentTypeOf(key);
    ctx.length = file.size;
    ctx.set('Cache-Control', IMMUTABLE_CACHE);
    if (ctx.type.startsWith('image/')) ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    if (ctx.type === STORED_TYPES.pdf) {
      ctx.set('Content-Disposition', attachmentDisposition(key.slice(key.lastIndexOf('/') + 1)));
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    }
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    ctx.status = 200;
    // Koa answers HEAD with the headers only: the stream opened for it is let go at once.
    if (ctx.method === 'GET') ctx.body = file.body;
    else file.body.destroy();
  };
}
