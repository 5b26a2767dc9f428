/**
 * Uploaded files in an S3-compatible bucket (`STORAGE=s3`: AWS S3, MinIO in
 * docker-compose). Objects are written with their content type and a long,
 * immutable cache header (keys are random, a key's content never changes).
 * The bucket stays private (issue 22: a public-read bucket behind /uploads/
 * let anyone list every file): the backend reads objects with its own
 * credentials and serves them at `/uploads/<key>` (serveUploads.ts), or a CDN
 * given its own read access does (`S3_PUBLIC_URL`). A PutObject either
 * stores the whole object or none.
 */
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, attachmentDisposition, contentTypeOf, STORED_TYPES, type FileStorage } from './storage';
import type { S3StorageConfig } from '../config';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: config.accessKeyId ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    });
  }

  async put(key: string, body: Buffer): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: contentTypeOf(key),
        CacheControl: IMMUTABLE_CACHE,
        // Served from our origin through nginx: a PDF is downloaded, never rendered there (serveUploads.ts).
        ...(contentTypeOf(key) === STORED_TYPES.pdf && { ContentDisposition: attachmentDisposition(key.slice(key.lastIndexOf('/') + 1)) }),
      }),
    );
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    // S3 answers 204 for a key that does not exist: deleting twice is fine.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  url(key: string): string {
    assertStorageKey(key);
    return `${this.config.publicUrl}/${key}`;
  }

  async read(key: string) {
    assertStorageKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      // In Node the SDK's body is an IncomingMessage: a Readable.
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }
}
