/**
 * Multipart uploads for the upload and portfolio suites, real files made by
 * sharp (JPEG with EXIF, PNG, WebP) and a minimal PDF; every suite writes to
 * its own temporary UPLOADS_DIR, whose listing proves what was left behind.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { HttpClient, HttpResponse } from './support';

export async function uploadsDir(suite: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), `conecta-${suite}-`));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Every file under `dir`, relative ('avatars/ab12….webp'). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

export function upload<T = any>(
  client: HttpClient,
  urlPath: string,
  file: { body: Buffer; name: string; type: string },
  field = 'file',
): Promise<HttpResponse<T>> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file.body)], { type: file.type }), file.name);
  return client.request<T>('POST', urlPath, form);
}

/** A photo as phones produce them: JPEG with EXIF (camera, author, GPS-like comment). */
export function jpegWithExif(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'CameraSecreta', Artist: 'Fulano de Tal', ImageDescription: 'Casa em -5.79,-35.2' } })
    .toBuffer();
}

export const png = (width = 300, height = 500) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } } }).png().toBuffer();

export const webp = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 60, b: 220 } } }).webp().toBuffer();

/** The smallest well-formed PDF a reader opens (one empty page). */
export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}
