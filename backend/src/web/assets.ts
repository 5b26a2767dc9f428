/**
 * The build's hashed files (`/assets/<name>-<hash>.<ext>`), answered from memory before the session
 * is read. A first load of a page asks for dozens of them; behind koa-static at the end of the
 * stack each one read the session from Redis when the browser was signed in (koa-session loads it
 * on every request that carries the cookie), went through the API router, and cost koa-send a
 * stat per encoding and a file stream (decision 0037).
 *
 * A hashed name's content never changes, so a file read once is kept for the life of the process,
 * with its build-time .br and .gz beside it (vite.config.ts). A name not in the build is left to
 * the rest of the stack (koa-static, then the app's 404), and is not remembered: a backend started
 * before the build finished finds the files once they are there.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Next } from 'koa';
import type { AppContext } from '../lib/context';
import { pickEncoding } from './renderCache';

export const ASSETS_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A built file's name: nothing to decode, nothing that climbs out of the folder. */
const ASSET_NAME = /^[\w.-]+$/;
/** Headers a page sets that mean nothing on a script or a stylesheet (the request went through helmet first). */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

interface Asset {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  type: string;
}

async function readOptional(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR') return null;
    throw err;
  }
}

/** Serves `<dist>/assets/*` from memory; anything else (and a name the build lacks) goes on. */
export function serveAssets(dist: string) {
  const folder = path.join(dist, 'assets');
  const kept = new Map<string, Promise<Asset | null>>();

  async function load(name: string): Promise<Asset | null> {
    // Source maps are never served (spa.ts); the build writes none, and one put there stays unserved.
    if (name.toLowerCase().endsWith('.map')) return null;
    const file = path.join(folder, name);
    const [identity, br, gzip] = await Promise.all([readOptional(file), readOptional(`${file}.br`), readOptional(`${file}.gz`)]);
    return identity ? { identity, br, gzip, type: path.extname(name) } : null;
  }

  function find(name: string): Promise<Asset | null> {
    let asset = kept.get(name);
    if (!asset) {
      asset = load(name);
      kept.set(name, asset);
      // Not there (yet): asked again next time rather than remembered as missing.
      void asset.then(
        (found) => found ?? kept.delete(name),
        () => kept.delete(name),
      );
    }
    return asset;
  }

  return async (ctx: AppContext, next: Next) => {
    if (!ctx.path.startsWith(ASSETS_PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const name = ctx.path.slice(ASSETS_PREFIX.length);
    const asset = ASSET_NAME.test(name) ? await find(name) : null;
    if (!asset) return next();
    const encoding = pickEncoding(ctx.get('Accept-Encoding') || undefined);
    const body = (encoding === 'br' && asset.br) || (encoding === 'gzip' && asset.gzip) || asset.identity;
    for (const header of DOCUMENT_ONLY_HEADERS) ctx.remove(header);
    ctx.type = asset.type;
    ctx.set('Cache-Control', IMMUTABLE);
    ctx.vary('Accept-Encoding');
    if (body !== asset.identity) ctx.set('Content-Encoding', body === asset.br ? 'br' : 'gzip');
    // Already encoded (or not worth it): koa-compress leaves it alone.
    ctx.compress = false;
    ctx.body = body;
  };
}
