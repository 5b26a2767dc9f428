/**
 * Uploaded files on the local disk (`UPLOADS_DIR`, default `.data/uploads`),
 * served by `serveUploads` under `/uploads/<key>`. A put writes a temporary
 * file and renames it into place, so a crash or a full disk never leaves a
 * half-written file under a real key.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './storage';

export class LocalDiskStorage implements FileStorage {
  constructor(
    readonly root: string,
    private readonly publicUrl: string,
  ) {}

  pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeFile(temporary, body, { flag: 'wx' });
      await rename(temporary, target);
    } catch (err) {
      await rm(temporary, { force: true });
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  url(key: string): string {
    assertStorageKey(key);
    return `${this.publicUrl}/${key}`;
  }

  async read(key: string) {
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? { body: createReadStream(file), size: info.size } : null;
  }
}
