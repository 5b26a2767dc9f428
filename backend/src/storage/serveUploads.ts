/**
 * Serves local-disk uploads at `/uploads/<key>`: only keys the storage could
 * have made (no traversal, no listing), with the type from our own extension,
 * `nosniff` (the browser never guesses another type), a long immutable cache
 * (a key's content never changes). Images also get a sandbox CSP (an image
 * opened on its own runs nothing in our origin); PDFs keep the app's CSP,
 * since Chromium refuses to render a PDF in a sandboxed document.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Next } from 'koa';
import type { AppContext } from '../lib/context';
import { contentTypeOf, STORAGE_KEY_PATTERN } from './storage';
import type { LocalDiskStorage } from './localDisk';
import { IMMUTABLE_CACHE } from './s3';

export function serveUploads(storage: LocalDiskStorage, prefix = '/uploads/') {
  return async (ctx: AppContext, next: Next) => {
    if (!ctx.path.startsWith(prefix) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const key = ctx.path.slice(prefix.length);
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (!STORAGE_KEY_PATTERN.test(key)) {
      ctx.status = 404;
      return;
    }
    const file = storage.pathOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      ctx.status = 404;
      return;
    }
    ctx.type = contentTypeOf(key);
    ctx.length = info.size;
    ctx.set('Cache-Control', IMMUTABLE_CACHE);
    if (ctx.type.startsWith('image/')) ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    ctx.status = 200;
    // Koa answers HEAD with the headers only; a stream opened for it would never be read.
    if (ctx.method === 'GET') ctx.body = createReadStream(file);
  };
}
