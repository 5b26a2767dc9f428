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

// ---------------------------------------------------------------------------
// Raw HTTP, for bodies no well-behaved client sends (uploadAbuse.test.ts):
// written byte by byte on a node:net socket, so a test decides exactly where
// a body stops, what its Content-Length claims and when the socket goes away.
// ---------------------------------------------------------------------------

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  body: any;
}

export interface MultipartPart {
  name: string;
  filename?: string;
  type?: string;
  body: Buffer | string;
  /** Raw header lines replacing the ones built from name/filename/type. */
  headers?: string[];
}

export const BOUNDARY = '----conecta-abuse-boundary';

/** A multipart/form-data body; `closed: false` leaves out the closing delimiter. */
export function multipartBody(parts: MultipartPart[], { boundary = BOUNDARY, closed = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const headers = part.headers ?? [
      `Content-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`,
      ...(part.type ? [`Content-Type: ${part.type}`] : []),
    ];
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`), Buffer.from(part.body), Buffer.from('\r\n'));
  }
  if (closed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Parses one HTTP/1.1 response from `data` (interim 1xx skipped); null until it is complete. */
function parseResponse(data: Buffer, ended: boolean): RawResponse | null {
  let rest = data;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const status = Number(statusLine.split(' ')[1]);
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    const body = rest.subarray(end + 4);
    if (status >= 100 && status < 200) {
      rest = body;
      continue;
    }
    const length = headers['content-length'] === undefined ? null : Number(headers['content-length']);
    if (length === null ? !ended : body.length < length) return null;
    const text = body.subarray(0, length ?? body.length).toString('utf8');
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status, headers, text, body: parsed };
  }
}

export interface RawExchange {
  /** Resolves when the server's first interim or final bytes arrive (e.g. `100 Continue`). */
  firstBytes: Promise<void>;
  /** The final response, or null when the connection closed without one. */
  response: Promise<RawResponse | null>;
  /** Writes and resolves once the bytes are handed to the kernel. */
  write(bytes: Buffer | string): Promise<void>;
  /** Half-closes (FIN): nothing more will be sent, the answer can still come. */
  end(): void;
  /** Drops the connection at once, as a client that gave up. */
  destroy(): void;
}

/** Opens a connection and sends `head` (request line and headers, without the blank line) and `body`. */
export async function rawExchange(baseUrl: string, head: string[], body: Buffer | string = ''): Promise<RawExchange> {
  const { connect } = await import('node:net');
  const { hostname, port } = new URL(baseUrl);
  const socket = connect({ host: hostname, port: Number(port) });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let data = Buffer.alloc(0);
  let firstBytes!: () => void;
  const first = new Promise<void>((resolve) => (firstBytes = resolve));
  const response = new Promise<RawResponse | null>((resolve) => {
    let settled = false;
    const settle = (value: RawResponse | null) => {
      if (settled) return;
      settled = true;
      resolve(value);
      socket.destroy();
    };
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      firstBytes();
      const parsed = parseResponse(data, false);
      if (parsed) settle(parsed);
    });
    // A reset while we still write is how an early answer may end: whatever arrived counts.
    socket.on('error', () => settle(parseResponse(data, true)));
    socket.on('close', () => {
      firstBytes();
      settle(parseResponse(data, true));
    });
  });
  const write = (bytes: Buffer | string) =>
    new Promise<void>((resolve) => {
      if (socket.destroyed) return resolve();
      socket.write(bytes, () => resolve());
    });
  await write(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.from(body)]));
  return { firstBytes: first, response, write, end: () => socket.end(), destroy: () => socket.destroy() };
}

/** One request written raw, answered or not: the response, or null if the server closed without one. */
export async function rawRequest(baseUrl: string, head: string[], body: Buffer | string = ''): Promise<RawResponse | null> {
  return (await rawExchange(baseUrl, head, body)).response;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid greyscale PNG of `side` × `side` black pixels, which deflate
 * squeezes to a few dozen KB (8000 px: ~64 KB on the wire, 64 megapixels once decoded).
 */
export async function pngBomb(side = 8000): Promise<Buffer> {
  const { deflateSync } = await import('node:zlib');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, no filter method, not interlaced
  // Each row: filter byte 0 and `side` zero bytes.
  const pixels = deflateSync(Buffer.alloc((side + 1) * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
