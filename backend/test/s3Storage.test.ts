/**
 * The S3 storage against a real S3-protocol server: s3rver (an S3
 * implementation over HTTP with a file backend, a dev dependency, so this runs
 * anywhere `npm test` does). The AWS SDK talks to it exactly as to MinIO or S3.
 */
import { expect } from 'chai';
import S3rver from 's3rver';
import { UPLOAD_MESSAGES, type UserDTO } from '@conecta/common';
import { S3Storage } from '../src/storage/s3';
import { newStorageKey } from '../src/storage/storage';
import { User } from '../src/models/user';
import { signedInClient, startTestServer, type TestServer } from './support';
import { png, upload, uploadsDir } from './uploadSupport';

const BUCKET = 'conecta-uploads';

describe('S3 storage (STORAGE=s3)', () => {
  let s3: S3rver;
  let endpoint: string;
  let folder: Awaited<ReturnType<typeof uploadsDir>>;

  before(async () => {
    folder = await uploadsDir('s3rver');
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: folder.dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  after(async () => {
    await s3.close();
    await folder.remove();
  });

  const storageFor = (bucket = BUCKET) =>
    new S3Storage({ kind: 's3', endpoint, region: 'us-east-1', bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, publicUrl: `${endpoint}/${bucket}` });

  it('stores an object with its type and a long immutable cache, serves it at its URL, and deletes it (twice is fine)', async () => {
    const storage = storageFor();
    const key = newStorageKey('portfolio-documents', 'pdf');
    await storage.put(key, Buffer.from('%PDF-1.4 conteúdo %%EOF'));
    expect(storage.url(key)).to.equal(`${endpoint}/${BUCKET}/${key}`);
    const res = await fetch(storage.url(key));
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('application/pdf');
    expect(res.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(await res.text()).to.equal('%PDF-1.4 conteúdo %%EOF');

    await storage.delete(key);
    expect((await fetch(storage.url(key))).status).to.equal(404);
    await storage.delete(key);
  });

  it('refuses a key it could not have made, before any request', async () => {
    let failure: unknown;
    try {
      await storageFor().put('../fora.webp', Buffer.from('x'));
    } catch (err) {
      failure = err;
    }
    expect((failure as Error).message).to.equal('invalid storage key: ../fora.webp');
  });

  const s3Env = () => ({
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: `${endpoint}/${BUCKET}`,
  });

  describe('through the API', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer('s3', s3Env());
    });
    after(async () => {
      await server.stop();
    });

    it('puts a new photo in the bucket and deletes the replaced one', async () => {
      const { client } = await signedInClient(server);
      const first = await upload<UserDTO>(client, '/api/users/profile/photo', { body: await png(), name: 'a.png', type: 'image/png' });
      expect(first.status).to.equal(200);
      expect(first.body.profileImageUrl).to.match(new RegExp(`^${endpoint}/${BUCKET}/avatars/[0-9a-f]{32}\\.webp$`));
      expect((await fetch(first.body.profileThumbnailUrl!)).headers.get('content-type')).to.equal('image/webp');

      const second = await upload<UserDTO>(client, '/api/users/profile/photo', { body: await png(200, 200), name: 'b.png', type: 'image/png' });
      expect(second.status).to.equal(200);
      expect((await fetch(second.body.profileImageUrl!)).status).to.equal(200);
      for (const old of [first.body.profileImageUrl!, first.body.profileThumbnailUrl!]) expect((await fetch(old)).status).to.equal(404);
    });
  });

  describe('the private bucket, served by the backend at /uploads (the default: no S3_PUBLIC_URL)', () => {
    let server: TestServer;
    before(async () => {
      const { S3_PUBLIC_URL: _cdn, ...privateBucket } = s3Env();
      server = await startTestServer('s3_private', privateBucket);
    });
    after(async () => {
      await server.stop();
    });

    it("serves each object at /uploads/<key> with the backend's own headers; the bucket itself is never listed", async () => {
      const { client } = await signedInClient(server);
      const first = await upload<UserDTO>(client, '/api/users/profile/photo', { body: await png(), name: 'a.png', type: 'image/png' });
      expect(first.status).to.equal(200);
      expect(first.body.profileImageUrl).to.match(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
      const image = await fetch(server.url + first.body.profileImageUrl);
      expect(image.status).to.equal(200);
      expect(image.headers.get('content-type')).to.equal('image/webp');
      expect(image.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
      expect(image.headers.get('x-content-type-options')).to.equal('nosniff');
      expect((await image.arrayBuffer()).byteLength).to.equal(Number(image.headers.get('content-length')));

      for (const path of ['/uploads/', '/uploads/?list-type=2', '/uploads/avatars/', '/uploads/avatars']) {
        const listing = await fetch(server.url + path);
        expect(listing.status, path).to.equal(404);
        expect(await listing.json(), path).to.deep.equal({ message: UPLOAD_MESSAGES.fileNotFound });
      }

      // Replaced: the old key is gone from the bucket, and its URL answers as any unknown file.
      const second = await upload<UserDTO>(client, '/api/users/profile/photo', { body: await png(200, 200), name: 'b.png', type: 'image/png' });
      expect(second.status).to.equal(200);
      const old = await fetch(server.url + first.body.profileImageUrl);
      expect(old.status).to.equal(404);
      expect(await old.json()).to.deep.equal({ message: UPLOAD_MESSAGES.fileNotFound });
    });
  });

  describe('through the API, with a bucket that refuses writes', () => {
    let server: TestServer;
    before(async () => {
      // A bucket that does not exist: every put fails, as a revoked key or an outage would.
      server = await startTestServer('s3_broken', { ...s3Env(), S3_BUCKET: 'nao-existe', S3_PUBLIC_URL: `${endpoint}/nao-existe` });
    });
    after(async () => {
      await server.stop();
    });

    it('answers 503 in Portuguese and keeps the photo as it was', async () => {
      const { client, user } = await signedInClient(server);
      const res = await upload<{ message: string }>(client, '/api/users/profile/photo', { body: await png(), name: 'a.png', type: 'image/png' });
      expect(res.status).to.equal(503);
      expect(res.body).to.deep.equal({ message: UPLOAD_MESSAGES.storageFailed });
      expect(await User.findById(user._id).lean()).to.include({ profileImageUrl: null, profileImageKey: null });
    });
  });
});
