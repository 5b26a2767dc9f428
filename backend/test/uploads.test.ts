import { expect } from 'chai';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, type DirectoryEntryDTO, type UserDTO } from '@conecta/common';
import { User } from '../src/models/user';
import { LocalDiskStorage } from '../src/storage/localDisk';
import { attachmentDisposition, newStorageKey, putAll } from '../src/storage/storage';
import { LIMIT_MESSAGES } from '../src/lib/limits';
import { imageWork, WorkQueue } from '../src/uploads/imageProcessing';
import { signedInClient, startTestServer, type TestServer } from './support';
import { filesUnder, jpegWithExif, pdf, png, pngBomb, upload, uploadsDir, webp } from './uploadSupport';

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

    it('refuses a decompression bomb (a 62 KB PNG declaring 8000 × 8000 pixels) on its header, with 422', async () => {
      const bomb = await pngBomb(8000);
      expect(bomb.length).to.be.below(100 * 1024);
      expect(8000 * 8000).to.be.above(UPLOAD_LIMITS.imageMaxPixels);
      // The message is the pixel limit's own: sharp refused it from the header, before decoding a row.
      await expectRefused(bomb, 'bomba.png', 'image/png', 422, UPLOAD_MESSAGES.imageDimensions);
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

    it('says so in Portuguese JSON, for a missing file and for a path that could never be one', async () => {
      for (const url of ['/uploads/avatars/' + 'a'.repeat(32) + '.webp', '/uploads/portfolio-documents/' + 'b'.repeat(32) + '.pdf', '/uploads/avatars/..%2f..%2fpackage.json', '/uploads/', '/uploads/nada.txt']) {
        const res = await fetchFile(url);
        expect(res.status, url).to.equal(404);
        expect(res.headers.get('content-type'), url).to.match(/^application\/json/);
        expect(await res.json(), url).to.deep.equal({ message: UPLOAD_MESSAGES.fileNotFound });
      }
    });
  });
});

describe('uploads per account per hour', () => {
  let server: TestServer;
  let uploads: Awaited<ReturnType<typeof uploadsDir>>;
  const LIMIT = 3;

  before(async () => {
    uploads = await uploadsDir('uploads-limit');
    server = await startTestServer('uploads_limit', { UPLOADS_DIR: uploads.dir, UPLOADS_MAX_PER_HOUR: String(LIMIT) });
  });
  after(async () => {
    await server.stop();
    await uploads.remove();
  });

  it(`refuses the ${LIMIT + 1}th upload of one account with 429, Retry-After and Portuguese, counting every upload route, while another account still uploads`, async () => {
    const { client, user } = await signedInClient(server);
    const item = (await client.post<{ id: string }>('/api/portfolio', { title: 'Limite' })).body;
    const image = { body: await png(40, 40), name: 'a.png', type: 'image/png' };
    // Photos and portfolio files share one count: the limit is on the account, not on a route.
    const sent = [
      await upload(client, '/api/users/profile/photo', image),
      await upload(client, `/api/portfolio/${item.id}/images`, image),
      await upload(client, `/api/portfolio/${item.id}/document`, { body: pdf(), name: 'a.pdf', type: 'application/pdf' }),
    ];
    expect(sent.map((res) => res.status)).to.deep.equal([200, 200, 200]);
    const stored = await filesUnder(uploads.dir);

    const refused = await upload<{ message: string }>(client, '/api/users/profile/photo', image);
    expect(refused.status).to.equal(429);
    expect(refused.body).to.deep.equal({ message: LIMIT_MESSAGES.uploads });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).to.be.within(1, 3600);
    // Refused before the body was read: nothing new stored, the photo the same.
    expect(await filesUnder(uploads.dir)).to.deep.equal(stored);
    expect((await User.findById(user._id).lean())?.profileImageUrl).to.equal((sent[0]!.body as UserDTO).profileImageUrl);

    const other = await signedInClient(server);
    expect((await upload(other.client, '/api/users/profile/photo', image)).status).to.equal(200);
  });
});

describe('the image work queue', () => {
  /** Work that ends when the test says so, recording that it started. */
  function controlled(started: string[], name: string) {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    return { work: () => (started.push(name), done.then(() => name)), finish };
  }

  it('runs 2 at a time with a bounded queue in this process', () => {
    expect({ slots: imageWork.slots, maxWaiting: imageWork.maxWaiting }).to.deep.equal({ slots: 2, maxWaiting: 8 });
  });

  it('runs at most `slots` at once, queues the next ones in order, refuses past the queue with 503 in Portuguese', async () => {
    const queue = new WorkQueue(2, 1);
    const started: string[] = [];
    const [a, b, c] = [controlled(started, 'a'), controlled(started, 'b'), controlled(started, 'c')];
    const runs = [queue.run(a.work), queue.run(b.work), queue.run(c.work)];
    expect(started).to.deep.equal(['a', 'b']);
    expect({ active: queue.active, queued: queue.queued }).to.deep.equal({ active: 2, queued: 1 });

    let refusal: unknown;
    await queue.run(async () => 'd').catch((err: unknown) => (refusal = err));
    expect(refusal).to.include({ status: 503, message: UPLOAD_MESSAGES.busy });

    // One finishing hands its slot to the first waiting, never more than two running.
    b.finish();
    expect(await runs[1]).to.equal('b');
    expect(started).to.deep.equal(['a', 'b', 'c']);
    expect({ active: queue.active, queued: queue.queued }).to.deep.equal({ active: 2, queued: 0 });
    a.finish();
    c.finish();
    expect(await Promise.all(runs)).to.deep.equal(['a', 'b', 'c']);
    expect(queue.active).to.equal(0);
  });

  it('frees the slot of work that failed', async () => {
    const queue = new WorkQueue(1, 0);
    await queue.run(() => Promise.reject(new Error('falhou'))).catch(() => undefined);
    expect(await queue.run(async () => 'depois')).to.equal('depois');
  });
});

describe('attachmentDisposition', () => {
  it('names the download in ASCII and, exactly, in RFC 5987 UTF-8', () => {
    expect(attachmentDisposition('relatório técnico "final" (v2).pdf')).to.equal(
      `attachment; filename="relat_rio t_cnico _final_ (v2).pdf"; filename*=UTF-8''relat%C3%B3rio%20t%C3%A9cnico%20%22final%22%20%28v2%29.pdf`,
    );
    expect(attachmentDisposition('ab12.pdf')).to.equal(`attachment; filename="ab12.pdf"; filename*=UTF-8''ab12.pdf`);
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
