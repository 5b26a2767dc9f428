import { expect } from 'chai';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, type DirectoryEntryDTO, type UserDTO } from '@conecta/common';
import { User } from '../src/models/user';
import { LocalDiskStorage } from '../src/storage/localDisk';
import { newStorageKey, putAll } from '../src/storage/storage';
import { signedInClient, startTestServer, type TestServer } from './support';
import { filesUnder, jpegWithExif, pdf, png, upload, uploadsDir, webp } from './uploadSupport';

type Answer = UserDTO & { message: string };

describe('profile photo uploads', () => {
  let server: TestServer;
  let uploads: Awaited<ReturnType<typeof uploadsDir>>;

  before(async () => {
    uploads = await uploadsDir('uploads');
    server = await startTestServer('uploads', { UPLOADS_DIR: uploads.dir });
  });
  after(async () => {
    await server.stop();
    await uploads.remove();
  });

  const photo = (client: ReturnType<TestServer['client']>, body: Buffer, name = 'foto.jpg', type = 'image/jpeg') =>
    upload<Answer>(client, '/api/users/profile/photo', { body, name, type });
  const fetchFile = (url: string) => fetch(server.url + url);
  const keysOf = (user: UserDTO) => [user.profileImageUrl, user.profileThumbnailUrl].map((url) => url!.replace('/uploads/', '')).sort();

  /** Every test's files are checked against what its user points at, so each starts from an empty folder. */
  beforeEach(async () => {
    for (const file of await filesUnder(uploads.dir)) await new LocalDiskStorage(uploads.dir, '/uploads').delete(file);
  });

  it('responds 401 to a visitor, for upload and removal, and stores nothing', async () => {
    expect((await photo(server.client(), await jpegWithExif())).status).to.equal(401);
    expect((await server.client().request('DELETE', '/api/users/profile/photo')).status).to.equal(401);
    expect(await filesUnder(uploads.dir)).to.deep.equal([]);
  });

  it('turns a JPEG into a square WebP avatar and thumbnail without its metadata, served for long with nosniff', async () => {
    const { client, user } = await signedInClient(server);
    const source = await jpegWithExif(800, 600);
    expect((await sharp(source).metadata()).exif, 'the source carries EXIF').to.be.instanceOf(Buffer);
    const res = await photo(client, source);
    expect(res.status).to.equal(200);
    expect(res.body.profileImageUrl).to.match(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(res.body.profileThumbnailUrl).to.match(/^\/uploads\/thumbnails\/[0-9a-f]{32}\.webp$/);
    expect(await filesUnder(uploads.dir)).to.deep.equal(keysOf(res.body));

    const avatar = await fetchFile(res.body.profileImageUrl!);
    expect(avatar.status).to.equal(200);
    expect(avatar.headers.get('content-type')).to.equal('image/webp');
    expect(avatar.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(avatar.headers.get('x-content-type-options')).to.equal('nosniff');
    const avatarMeta = await sharp(Buffer.from(await avatar.arrayBuffer())).metadata();
    expect(avatarMeta).to.include({ format: 'webp', width: UPLOAD_LIMITS.avatarSize, height: UPLOAD_LIMITS.avatarSize });
    expect(avatarMeta.exif).to.equal(undefined);
    const thumbnail = await sharp(Buffer.from(await (await fetchFile(res.body.profileThumbnailUrl!)).arrayBuffer())).metadata();
    expect(thumbnail).to.include({ format: 'webp', width: UPLOAD_LIMITS.thumbnailSize, height: UPLOAD_LIMITS.thumbnailSize });
    expect(thumbnail.exif).to.equal(undefined);

    // The signed-in user and the public profile show it.
    expect((await client.get<UserDTO>('/api/auth/user')).body).to.deep.equal(res.body);
    const entry = await server.client().get<DirectoryEntryDTO>(`/api/users/${user.id}`);
    expect(entry.body).to.include({ profileImageUrl: res.body.profileImageUrl, profileThumbnailUrl: res.body.profileThumbnailUrl });
  });

  for (const [label, make, type] of [
    ['PNG', () => png(300, 500), 'image/png'],
    ['WebP', () => webp(640, 480), 'image/webp'],
  ] as const) {
    it(`accepts a ${label}`, async () => {
      const { client } = await signedInClient(server);
      const res = await photo(client, await make(), `foto.${label.toLowerCase()}`, type);
      expect(res.status).to.equal(200);
      expect(await filesUnder(uploads.dir)).to.deep.equal(keysOf(res.body));
    });
  }

  it('deletes the previous files when the photo is replaced, and both when it is removed', async () => {
    const { client } = await signedInClient(server);
    const first = await photo(client, await png());
    const second = await photo(client, await jpegWithExif());
    expect(second.status).to.equal(200);
    expect(second.body.profileImageUrl).to.not.equal(first.body.profileImageUrl);
    expect(await filesUnder(uploads.dir)).to.deep.equal(keysOf(second.body));
    expect((await fetchFile(first.body.profileImageUrl!)).status).to.equal(404);

    const removed = await client.request<UserDTO>('DELETE', '/api/users/profile/photo');
    expect(removed.status).to.equal(200);
    expect(removed.body).to.include({ profileImageUrl: null, profileThumbnailUrl: null });
    expect(await filesUnder(uploads.dir)).to.deep.equal([]);
  });

  describe('refused files leave nothing behind and the photo unchanged', () => {
    async function expectRefused(body: Buffer, name: string, type: string, status: number, message: string) {
      const { client, user } = await signedInClient(server);
      const res = await photo(client, body, name, type);
      expect(res.status, res.text).to.equal(status);
      expect(res.body).to.deep.equal({ message });
      expect(await filesUnder(uploads.dir)).to.deep.equal([]);
      expect(await User.findById(user._id).lean()).to.include({ profileImageUrl: null, profileThumbnailUrl: null, profileImageKey: null });
    }

    it('refuses an image over 5 MB with 413', async () => {
      const big = Buffer.concat([await jpegWithExif(), Buffer.alloc(UPLOAD_LIMITS.imageMaxBytes)]);
      await expectRefused(big, 'grande.jpg', 'image/jpeg', 413, UPLOAD_MESSAGES.imageTooLarge);
    });

    it('refuses a script named .png and declared image/png, by its content (415)', async () => {
      await expectRefused(Buffer.from('<?php system($_GET["c"]); ?>'), 'foto.png', 'image/png', 415, UPLOAD_MESSAGES.imageType);
    });

    it('refuses a PDF, a GIF and an SVG as a photo (415)', async () => {
      await expectRefused(pdf(), 'foto.jpg', 'image/jpeg', 415, UPLOAD_MESSAGES.imageType);
      await expectRefused(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'), 'foto.gif', 'image/gif', 415, UPLOAD_MESSAGES.imageType);
      await expectRefused(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'foto.svg', 'image/svg+xml', 415, UPLOAD_MESSAGES.imageType);
    });

    it('refuses a corrupt image behind a right signature (422)', async () => {
      const jpeg = await jpegWithExif();
      await expectRefused(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cortada.jpg', 'image/jpeg', 422, UPLOAD_MESSAGES.imageCorrupt);
      const header = (await png()).subarray(0, 16);
      await expectRefused(Buffer.concat([header, Buffer.alloc(2000, 7)]), 'lixo.png', 'image/png', 422, UPLOAD_MESSAGES.imageCorrupt);
    });

    it('refuses a request without a file, with the file in another field, or with two files (400)', async () => {
      const { client } = await signedInClient(server);
      const json = await client.post<{ message: string }>('/api/users/profile/photo', { profileImageUrl: 'https://example.com/a.png' });
      expect(json.status).to.equal(415);
      expect(json.body.message).to.equal(UPLOAD_MESSAGES.notMultipart);
      const other = await upload<{ message: string }>(client, '/api/users/profile/photo', { body: await png(), name: 'a.png', type: 'image/png' }, 'foto');
      expect(other.status).to.equal(400);
      expect(other.body.message).to.equal(UPLOAD_MESSAGES.fileRequired);
      const form = new FormData();
      for (const name of ['a.png', 'b.png']) form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), name);
      const two = await client.request<{ message: string }>('POST', '/api/users/profile/photo', form);
      expect(two.status).to.equal(400);
      expect(two.body.message).to.equal(UPLOAD_MESSAGES.tooManyFiles);
      expect(await filesUnder(uploads.dir)).to.deep.equal([]);
    });
  });

  describe('serving /uploads', () => {
    it('answers 404 to unknown files and to any path that is not a stored key', async () => {
      for (const url of ['/uploads/avatars/' + 'a'.repeat(32) + '.webp', '/uploads/../package.json', '/uploads/avatars/..%2f..%2fpackage.json', '/uploads/']) {
        const res = await fetchFile(url);
        expect(res.status, url).to.equal(404);
      }
    });
  });
});

describe('an upload whose storage fails', () => {
  let server: TestServer;
  let uploads: Awaited<ReturnType<typeof uploadsDir>>;

  before(async () => {
    uploads = await uploadsDir('uploads-broken');
    // A file where the uploads folder should be: every write fails (ENOTDIR), as a full or read-only disk would.
    const notADirectory = path.join(uploads.dir, 'not-a-directory');
    await writeFile(notADirectory, 'x');
    server = await startTestServer('uploads_broken', { UPLOADS_DIR: notADirectory });
  });
  after(async () => {
    await server.stop();
    await uploads.remove();
  });

  it('answers 503 in Portuguese and leaves the photo as it was', async () => {
    const { client, user } = await signedInClient(server);
    const res = await upload<{ message: string }>(client, '/api/users/profile/photo', { body: await png(), name: 'a.png', type: 'image/png' });
    expect(res.status).to.equal(503);
    expect(res.body).to.deep.equal({ message: UPLOAD_MESSAGES.storageFailed });
    expect(await User.findById(user._id).lean()).to.include({ profileImageUrl: null, profileImageKey: null });
    expect(await filesUnder(uploads.dir)).to.deep.equal(['not-a-directory']);
  });
});

describe('putAll', () => {
  it('deletes the files it stored when a later one fails, leaving nothing', async () => {
    const uploads = await uploadsDir('putall');
    try {
      const storage = new LocalDiskStorage(uploads.dir, '/uploads');
      const stored = newStorageKey('avatars', 'webp');
      let failure: unknown;
      try {
        await putAll(storage, [
          { key: stored, body: Buffer.from('a') },
          { key: 'avatars/../../fora.webp', body: Buffer.from('b') },
        ]);
      } catch (err) {
        failure = err;
      }
      expect(failure).to.be.instanceOf(Error);
      expect(await filesUnder(uploads.dir)).to.deep.equal([]);
    } finally {
      await uploads.remove();
    }
  });
});
