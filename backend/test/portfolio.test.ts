import { expect } from 'chai';
import { errorBody } from '../src/middleware/errorHandler';
import mongoose from 'mongoose';
import { MESSAGES, PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, UNSAFE_TEXT_MESSAGE, UPLOAD_LIMITS, UPLOAD_MESSAGES, type PortfolioItemDTO } from '@conecta/common';
import { PortfolioItem } from '../src/models/portfolioItem';
import { signedInClient, startTestServer, type HttpClient, type TestServer } from './support';
import { buildProfile } from './profileFactories';
import { filesUnder, jpegWithExif, pdf, png, upload, uploadsDir } from './uploadSupport';

type Answer = PortfolioItemDTO & { message: string; errors?: Record<string, string> };

/** The text fields of an item, which come back exactly as sent. */
const ITEM_TEXTS = {
  title: 'Parque Eólico Serra Azul',
  description: 'Comissionamento de 40 aerogeradores.\nEntrega no prazo.',
  category: 'experience',
  projectUrl: 'https://portfolio.example.com/serra-azul',
  startDate: '2022-03-01',
  endDate: '2023-11-30',
  location: 'Caetité - BA',
};

const FULL_ITEM = {
  ...ITEM_TEXTS,
  technologies: ['SCADA', ' PLC ', ''],
  skills: ['Comissionamento'],
  achievements: ['Zero acidentes', 'Disponibilidade de 98%'],
};

describe('portfolio', () => {
  let server: TestServer;
  let uploads: Awaited<ReturnType<typeof uploadsDir>>;

  before(async () => {
    uploads = await uploadsDir('portfolio');
    server = await startTestServer('portfolio', { UPLOADS_DIR: uploads.dir });
  });
  after(async () => {
    await server.stop();
    await uploads.remove();
  });

  const create = (client: HttpClient, body: unknown) => client.post<Answer>('/api/portfolio', body);
  const edit = (client: HttpClient, id: string, body: unknown) => client.request<Answer>('PATCH', `/api/portfolio/${id}`, body);
  const remove = (client: HttpClient, id: string) => client.request<Answer>('DELETE', `/api/portfolio/${id}`);

  describe('who may call', () => {
    it('answers 401 to a visitor on every owner route', async () => {
      const visitor = server.client();
      const id = '0123456789abcdef01234567';
      const answers = [
        await visitor.get('/api/portfolio'),
        await create(visitor, { title: 'Projeto' }),
        await edit(visitor, id, { title: 'Projeto' }),
        await remove(visitor, id),
        await upload(visitor, `/api/portfolio/${id}/images`, { body: await png(), name: 'a.png', type: 'image/png' }),
        await visitor.request('PUT', `/api/portfolio/${id}/images/order`, { imageIds: [id] }),
        await visitor.request('DELETE', `/api/portfolio/${id}/images/${id}`),
        await upload(visitor, `/api/portfolio/${id}/document`, { body: pdf(), name: 'a.pdf', type: 'application/pdf' }),
        await visitor.request('DELETE', `/api/portfolio/${id}/document`),
      ];
      expect(answers.map((a) => a.status)).to.deep.equal(Array(9).fill(401));
      expect(await PortfolioItem.countDocuments()).to.equal(0);
    });

    it("answers 404 to another user's item on every route and never changes it", async () => {
      const owner = await signedInClient(server);
      const other = await signedInClient(server);
      const item = (await create(owner.client, FULL_ITEM)).body;
      const withImage = (await upload<Answer>(owner.client, `/api/portfolio/${item.id}/images`, { body: await png(), name: 'a.png', type: 'image/png' })).body;
      const imageId = withImage.images[0]!.id;
      const filesBefore = await filesUnder(uploads.dir);

      const answers = [
        await edit(other.client, item.id, { title: 'Roubado' }),
        await remove(other.client, item.id),
        await upload(other.client, `/api/portfolio/${item.id}/images`, { body: await png(), name: 'b.png', type: 'image/png' }),
        await other.client.request('PUT', `/api/portfolio/${item.id}/images/order`, { imageIds: [imageId] }),
        await other.client.request('DELETE', `/api/portfolio/${item.id}/images/${imageId}`),
        await upload(other.client, `/api/portfolio/${item.id}/document`, { body: pdf(), name: 'b.pdf', type: 'application/pdf' }),
        await other.client.request('DELETE', `/api/portfolio/${item.id}/document`),
      ];
      for (const answer of answers) {
        expect(answer.status).to.equal(404);
        expect(answer.body).to.deep.equal({ message: PORTFOLIO_MESSAGES.notFound });
      }
      expect((await other.client.get<PortfolioItemDTO[]>('/api/portfolio')).body).to.deep.equal([]);
      const mine = await owner.client.get<PortfolioItemDTO[]>('/api/portfolio');
      expect(mine.body).to.deep.equal([withImage]);
      expect(await filesUnder(uploads.dir)).to.deep.equal(filesBefore);
    });

    it('answers 400 to an id that is not an id', async () => {
      const { client } = await signedInClient(server);
      const res = await edit(client, 'nao-e-um-id', { title: 'Projeto' });
      expect(res.status).to.equal(400);
      expect(res.body.message).to.equal('Identificador inválido');
    });
  });

  describe('CRUD', () => {
    it('creates an item with every field, lists and reads it back the same', async () => {
      const { client, user } = await signedInClient(server);
      const res = await create(client, FULL_ITEM);
      expect(res.status).to.equal(201);
      expect(res.body).to.include({
        userId: user.id,
        ...ITEM_TEXTS,
        imageUrl: null,
        documentUrl: null,
        documentName: null,
      });
      expect(res.body.images).to.deep.equal([]);
      expect(res.body.technologies).to.deep.equal(['SCADA', 'PLC']);
      expect(res.body.skills).to.deep.equal(['Comissionamento']);
      expect(res.body.achievements).to.deep.equal(['Zero acidentes', 'Disponibilidade de 98%']);
      expect((await client.get<PortfolioItemDTO[]>('/api/portfolio')).body).to.deep.equal([res.body]);
    });

    it("defaults the category to 'project' and the rest to empty", async () => {
      const { client } = await signedInClient(server);
      const res = await create(client, { title: 'Só o título' });
      expect(res.status).to.equal(201);
      expect(res.body).to.include({ category: 'project', description: null, startDate: null, projectUrl: null });
      expect(res.body.technologies).to.deep.equal([]);
    });

    it('lists the most recent work first', async () => {
      const { client } = await signedInClient(server);
      await create(client, { title: 'Antigo', startDate: '2015-01-01' });
      await create(client, { title: 'Sem data' });
      await create(client, { title: 'Recente', startDate: '2024-05-01' });
      const titles = (await client.get<PortfolioItemDTO[]>('/api/portfolio')).body.map((i) => i.title);
      expect(titles).to.deep.equal(['Recente', 'Antigo', 'Sem data']);
    });

    it('edits only the fields sent, clears with null, and checks the dates against the stored ones', async () => {
      const { client } = await signedInClient(server);
      const item = (await create(client, FULL_ITEM)).body;
      const res = await edit(client, item.id, { title: 'Novo título', location: null, achievements: [] });
      expect(res.status).to.equal(200);
      expect(res.body).to.include({ title: 'Novo título', location: null, description: FULL_ITEM.description, startDate: '2022-03-01' });
      expect(res.body.achievements).to.deep.equal([]);

      const early = await edit(client, item.id, { endDate: '2021-12-31' });
      expect(early.status).to.equal(400);
      expect(early.body.errors).to.deep.equal({ endDate: PORTFOLIO_MESSAGES.endBeforeStart });
      expect((await PortfolioItem.findById(item.id).lean())!.endDate!.toISOString().slice(0, 10)).to.equal('2023-11-30');
    });

    it('deletes an item with all its images and its document', async () => {
      const { client } = await signedInClient(server);
      const item = (await create(client, { title: 'Para apagar' })).body;
      await upload(client, `/api/portfolio/${item.id}/images`, { body: await png(), name: 'a.png', type: 'image/png' });
      await upload(client, `/api/portfolio/${item.id}/images`, { body: await png(30, 30), name: 'b.png', type: 'image/png' });
      const withFiles = (await upload<Answer>(client, `/api/portfolio/${item.id}/document`, { body: pdf(), name: 'a.pdf', type: 'application/pdf' })).body;
      expect(withFiles.images).to.have.length(2);
      const keys = [...withFiles.images.map((image) => image.url), withFiles.documentUrl!].map((u) => u.replace('/uploads/', ''));
      for (const key of keys) expect(await filesUnder(uploads.dir)).to.include(key);

      const res = await remove(client, item.id);
      expect(res.status).to.equal(204);
      expect(await PortfolioItem.findById(item.id)).to.equal(null);
      for (const key of keys) expect(await filesUnder(uploads.dir)).to.not.include(key);
      expect((await remove(client, item.id)).status).to.equal(404);
    });
  });

  describe('refused input (400, nothing stored)', () => {
    for (const [label, body, errors] of [
      ['no title', { description: 'x' }, { title: PORTFOLIO_MESSAGES.titleRequired }],
      ['an unknown category', { title: 'Projeto', category: 'hobby' }, { category: PORTFOLIO_MESSAGES.categoryInvalid }],
      ['a javascript: link', { title: 'Projeto', projectUrl: 'javascript:alert(1)' }, { projectUrl: 'Informe um endereço começando com http:// ou https://' }],
      ['a date that does not exist', { title: 'Projeto', startDate: '2023-02-30' }, { startDate: PORTFOLIO_MESSAGES.dateInvalid }],
      ['a date in another format', { title: 'Projeto', endDate: '30/11/2023' }, { endDate: PORTFOLIO_MESSAGES.dateInvalid }],
      ['an end before the start', { title: 'Projeto', startDate: '2023-01-10', endDate: '2023-01-09' }, { endDate: PORTFOLIO_MESSAGES.endBeforeStart }],
      ['a control character', { title: 'Projeto\u0000' }, { title: UNSAFE_TEXT_MESSAGE }],
      // Issue 22: the sign-up's text rule on every text of an item, lists' items too.
      ...(['\u202Eabc', 'a\u200Bb', '\uD800'] as const).map(
        (value) =>
          [
            `${JSON.stringify(value)} in every text`,
            { title: value, description: value, location: value, technologies: ['SCADA', value], skills: [value], achievements: [value] },
            Object.fromEntries(['title', 'description', 'location', 'technologies', 'skills', 'achievements'].map((field) => [field, UNSAFE_TEXT_MESSAGE])),
          ] as const,
      ),
      ['a bidi override in the link', { title: 'Projeto', projectUrl: 'https://example.com/\u202Efdp.exe' }, { projectUrl: UNSAFE_TEXT_MESSAGE }],
      ['too many technologies', { title: 'Projeto', technologies: Array.from({ length: 31 }, (_, i) => `T${i}`) }, { technologies: PORTFOLIO_MESSAGES.listMax }],
      ['a pasted image URL', { title: 'Projeto', imageUrl: 'https://example.com/a.png' }, { imageUrl: MESSAGES.fieldUnknown }],
      ['an owner', { title: 'Projeto', userId: '0123456789abcdef01234567' }, { userId: MESSAGES.fieldUnknown }],
    ] as const) {
      it(`refuses ${label}`, async () => {
        const { client, user } = await signedInClient(server);
        const res = await create(client, body);
        expect(res.status).to.equal(400);
        expect(res.body.errors).to.deep.equal(errors);
        expect(await PortfolioItem.countDocuments({ userId: user._id })).to.equal(0);
      });
    }
  });

  describe('files', () => {
    it('adds an image to the gallery re-encoded (WebP, at most 1600 px, metadata gone) under a random key', async () => {
      const { client } = await signedInClient(server);
      const item = (await create(client, { title: 'Com imagem' })).body;
      const first = await upload<Answer>(client, `/api/portfolio/${item.id}/images`, { body: await jpegWithExif(2400, 1200), name: 'obra.jpg', type: 'image/jpeg' });
      expect(first.status).to.equal(200);
      expect(first.body.images).to.have.length(1);
      expect(first.body.images[0]!.url).to.match(/^\/uploads\/portfolio-images\/[0-9a-f]{32}\.webp$/);
      expect(first.body.imageUrl).to.equal(first.body.images[0]!.url);
      const served = await fetch(server.url + first.body.images[0]!.url);
      expect(served.headers.get('content-type')).to.equal('image/webp');
      const sharp = (await import('sharp')).default;
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).to.include({ width: UPLOAD_LIMITS.portfolioImageMaxSide, height: 800 });
      expect(meta.exif).to.equal(undefined);
    });
  });

  describe('gallery', () => {
    const addImage = async (client: HttpClient, id: string, side = 40) => upload<Answer>(client, `/api/portfolio/${id}/images`, { body: await png(side, side), name: 'obra.png', type: 'image/png' });
    const order = (client: HttpClient, id: string, imageIds: unknown) => client.request<Answer>('PUT', `/api/portfolio/${id}/images/order`, { imageIds });
    const removeImage = (client: HttpClient, id: string, imageId: string) => client.request<Answer>('DELETE', `/api/portfolio/${id}/images/${imageId}`);
    const keyOf = (url: string) => url.replace('/uploads/', '');

    /** An item of `client` with `count` images, as the last answer gave it. */
    async function itemWithImages(client: HttpClient, count: number): Promise<Answer> {
      let item = (await create(client, { title: 'Galeria' })).body;
      for (let i = 0; i < count; i += 1) {
        const res = await addImage(client, item.id, 20 + i);
        expect(res.status).to.equal(200);
        item = res.body;
      }
      return item;
    }

    it('adds images at the end, the first being the cover, and lists and shows them publicly in that order', async () => {
      const { client, user } = await signedInClient(server);
      const item = await itemWithImages(client, 3);
      expect(item.images).to.have.length(3);
      expect(new Set(item.images.map((image) => image.id)).size).to.equal(3);
      expect(item.imageUrl).to.equal(item.images[0]!.url);
      for (const image of item.images) expect(await filesUnder(uploads.dir)).to.include(keyOf(image.url));
      expect((await client.get<PortfolioItemDTO[]>('/api/portfolio')).body[0]!.images).to.deep.equal(item.images);
      expect((await server.client().get<PortfolioItemDTO[]>(`/api/users/${user.id}/portfolio`)).body[0]!.images).to.deep.equal(item.images);
    });

    it('reorders the gallery (a new cover) and keeps every file', async () => {
      const { client } = await signedInClient(server);
      const item = await itemWithImages(client, 3);
      const [a, b, c] = item.images.map((image) => image.id);
      const res = await order(client, item.id, [c, a, b]);
      expect(res.status).to.equal(200);
      expect(res.body.images.map((image) => image.id)).to.deep.equal([c, a, b]);
      expect(res.body.imageUrl).to.equal(item.images[2]!.url);
      expect((await PortfolioItem.findById(item.id).lean())!.images.map((image) => image._id.toString())).to.deep.equal([c, a, b]);
      for (const image of item.images) expect(await filesUnder(uploads.dir)).to.include(keyOf(image.url));
    });

    for (const [label, ids, status, message] of [
      ['an image missing', (i: string[]) => [i[1], i[0]], 409, PORTFOLIO_MESSAGES.imageOrderStale],
      ['an image of another item', (i: string[]) => [i[2], i[1], '0123456789abcdef01234567'], 409, PORTFOLIO_MESSAGES.imageOrderStale],
      ['an image named twice', (i: string[]) => [i[0], i[0], i[1]], 400, PORTFOLIO_MESSAGES.imageIdsInvalid],
      ['an id that is not an id', (i: string[]) => [i[0], i[1], 'x'], 400, PORTFOLIO_MESSAGES.imageIdsInvalid],
      ['no list', () => 'abc', 400, PORTFOLIO_MESSAGES.imageIdsInvalid],
      ['more than 8', () => Array.from({ length: 9 }, () => '0123456789abcdef01234567'), 400, PORTFOLIO_MESSAGES.imagesMax],
    ] as const) {
      it(`refuses an order with ${label} (${status}, Portuguese) and keeps the old one`, async () => {
        const { client } = await signedInClient(server);
        const item = await itemWithImages(client, 3);
        const res = await order(client, item.id, ids(item.images.map((image) => image.id)));
        expect(res.status).to.equal(status);
        expect(res.body.message).to.equal(message);
        if (status === 400) expect(res.body.errors).to.deep.equal({ imageIds: message });
        expect((await PortfolioItem.findById(item.id).lean())!.images.map((image) => image._id.toString())).to.deep.equal(item.images.map((image) => image.id));
      });
    }

    it('removes images one by one, each with its file; the next becomes the cover', async () => {
      const { client } = await signedInClient(server);
      const item = await itemWithImages(client, 3);
      const [a, b, c] = item.images;
      const res = await removeImage(client, item.id, a!.id);
      expect(res.status).to.equal(200);
      expect(res.body.images).to.deep.equal([b, c]);
      expect(res.body.imageUrl).to.equal(b!.url);
      expect(await filesUnder(uploads.dir)).to.not.include(keyOf(a!.url));
      expect(await filesUnder(uploads.dir)).to.include(keyOf(b!.url));

      const again = await removeImage(client, item.id, a!.id);
      expect(again.status).to.equal(404);
      expect(again.body).to.deep.equal({ message: PORTFOLIO_MESSAGES.imageNotFound });

      await removeImage(client, item.id, b!.id);
      const last = await removeImage(client, item.id, c!.id);
      expect(last.body).to.include({ imageUrl: null });
      expect(last.body.images).to.deep.equal([]);
      for (const image of item.images) expect(await filesUnder(uploads.dir)).to.not.include(keyOf(image.url));
    });

    it('answers 400 to an image id that is not an id', async () => {
      const { client } = await signedInClient(server);
      const item = await itemWithImages(client, 1);
      const res = await removeImage(client, item.id, 'nao-e-um-id');
      expect(res.status).to.equal(400);
      expect(res.body.message).to.equal('Identificador inválido');
    });

    it(`refuses a ${PORTFOLIO_LIMITS.imagesMax + 1}th image with 409 in Portuguese and stores nothing`, async () => {
      const { client } = await signedInClient(server);
      const item = await itemWithImages(client, PORTFOLIO_LIMITS.imagesMax);
      const before = await filesUnder(uploads.dir);
      const res = await addImage(client, item.id);
      expect(res.status).to.equal(409);
      expect(res.body).to.deep.equal({ message: PORTFOLIO_MESSAGES.imagesMax });
      expect(await filesUnder(uploads.dir)).to.deep.equal(before);
      expect((await PortfolioItem.findById(item.id).lean())!.images).to.have.length(PORTFOLIO_LIMITS.imagesMax);
    });

    it('keeps the limit when two uploads race for the last place: one stored, the other refused with its file deleted', async () => {
      const { client } = await signedInClient(server);
      const item = await itemWithImages(client, PORTFOLIO_LIMITS.imagesMax - 1);
      const before = await filesUnder(uploads.dir);
      const answers = await Promise.all([addImage(client, item.id, 50), addImage(client, item.id, 51)]);
      expect(answers.map((res) => res.status).sort()).to.deep.equal([200, 409]);
      const stored = (await PortfolioItem.findById(item.id).lean())!;
      expect(stored.images).to.have.length(PORTFOLIO_LIMITS.imagesMax);
      // Exactly one new file: the loser's was deleted after its write was refused.
      expect((await filesUnder(uploads.dir)).filter((file) => !before.includes(file))).to.deep.equal([stored.images.at(-1)!.key]);
    });

    it('keeps every image when several are added at once', async () => {
      const { client } = await signedInClient(server);
      const item = (await create(client, { title: 'Simultâneas' })).body;
      const answers = await Promise.all([1, 2, 3].map((i) => addImage(client, item.id, 30 + i)));
      expect(answers.map((res) => res.status)).to.deep.equal([200, 200, 200]);
      expect((await PortfolioItem.findById(item.id).lean())!.images).to.have.length(3);
    });

    it('changes the gallery of an item stored before the version field existed', async () => {
      const { client, user } = await signedInClient(server);
      const raw = await PortfolioItem.collection.insertOne({ userId: user._id, title: 'Antigo', category: 'project', images: [], technologies: [], skills: [], achievements: [] });
      const res = await addImage(client, raw.insertedId.toString());
      expect(res.status).to.equal(200);
      expect(res.body.images).to.have.length(1);
    });
  });

  describe('documents', () => {
    it('attaches a PDF under a random name, keeping the original name for the link only', async () => {
      const { client } = await signedInClient(server);
      const item = (await create(client, { title: 'Com documento' })).body;
      const res = await upload<Answer>(client, `/api/portfolio/${item.id}/document`, { body: pdf(), name: '../../Certificado NR-10.pdf', type: 'application/pdf' });
      expect(res.status).to.equal(200);
      expect(res.body.documentUrl).to.match(/^\/uploads\/portfolio-documents\/[0-9a-f]{32}\.pdf$/);
      expect(res.body.documentName).to.equal('Certificado NR-10.pdf');
      const served = await fetch(server.url + res.body.documentUrl);
      expect(served.headers.get('content-type')).to.equal('application/pdf');
      expect(served.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(Buffer.from(await served.arrayBuffer()).equals(pdf())).to.equal(true);
      // Downloaded, never rendered from our origin: an attachment, and sandboxed should a browser render it anyway.
      const storedName = res.body.documentUrl!.split('/').pop()!;
      expect(served.headers.get('content-disposition')).to.equal(`attachment; filename="${storedName}"; filename*=UTF-8''${storedName}`);
      expect(served.headers.get('content-security-policy')).to.match(/(^|;)\s*sandbox\s*(;|$)/);

      const cleared = await client.request<Answer>('DELETE', `/api/portfolio/${item.id}/document`);
      expect(cleared.body).to.include({ documentUrl: null, documentName: null });
      expect(await filesUnder(uploads.dir)).to.not.include(res.body.documentUrl!.replace('/uploads/', ''));
    });

    it('keeps a UTF-8 file name intact (relatório_técnico.pdf)', async () => {
      const { client } = await signedInClient(server);
      const item = (await create(client, { title: 'Com acentos' })).body;
      const res = await upload<Answer>(client, `/api/portfolio/${item.id}/document`, { body: pdf(), name: 'relatório_técnico.pdf', type: 'application/pdf' });
      expect(res.status).to.equal(200);
      expect(res.body.documentName).to.equal('relatório_técnico.pdf');
      expect((await PortfolioItem.findById(item.id).lean())?.documentName).to.equal('relatório_técnico.pdf');
    });

    it('shows a file name without the characters the text rule refuses (a right-to-left override faking the extension)', async () => {
      const { client } = await signedInClient(server);
      const item = (await create(client, { title: 'Nome invertido' })).body;
      const res = await upload<Answer>(client, `/api/portfolio/${item.id}/document`, { body: pdf(), name: 'cv\u202Efdp.exe\u200B.pdf', type: 'application/pdf' });
      expect(res.status).to.equal(200);
      expect(res.body.documentName).to.equal('cvfdp.exe.pdf');
    });

    for (const [label, path, file, status, message] of [
      ['a document over 10 MB', 'document', { body: Buffer.concat([pdf(), Buffer.alloc(UPLOAD_LIMITS.documentMaxBytes)]), name: 'a.pdf', type: 'application/pdf' }, 413, UPLOAD_MESSAGES.documentTooLarge],
      ['an image over 5 MB', 'images', { body: Buffer.alloc(UPLOAD_LIMITS.imageMaxBytes + 1, 0xff), name: 'a.jpg', type: 'image/jpeg' }, 413, UPLOAD_MESSAGES.imageTooLarge],
      ['an executable named .pdf', 'document', { body: Buffer.from('MZ\x90\x00 not a pdf', 'binary'), name: 'cv.pdf', type: 'application/pdf' }, 415, UPLOAD_MESSAGES.documentType],
      ['an image as a document', 'document', { body: null, name: 'a.pdf', type: 'application/pdf' }, 415, UPLOAD_MESSAGES.documentType],
      ['a PDF cut off before its end', 'document', { body: pdf().subarray(0, 60), name: 'a.pdf', type: 'application/pdf' }, 422, UPLOAD_MESSAGES.documentCorrupt],
      ['a PDF as an image', 'images', { body: pdf(), name: 'a.png', type: 'image/png' }, 415, UPLOAD_MESSAGES.imageType],
    ] as const) {
      it(`refuses ${label} (${status}) and stores nothing`, async () => {
        const { client } = await signedInClient(server);
        const item = (await create(client, { title: 'Arquivos' })).body;
        const before = await filesUnder(uploads.dir);
        const body = file.body ?? (await png());
        const res = await upload<Answer>(client, `/api/portfolio/${item.id}/${path}`, { ...file, body });
        expect(res.status).to.equal(status);
        expect(res.body).to.deep.equal({ message });
        expect(await filesUnder(uploads.dir)).to.deep.equal(before);
        const stored = (await PortfolioItem.findById(item.id).lean())!;
        expect(stored).to.include({ documentUrl: null, documentKey: null, imagesVersion: 0 });
        expect(stored.images).to.deep.equal([]);
      });
    }
  });

  it('answers 404, not 500, when an item is removed between the read and the save of an edit', () => {
    // The race Schemathesis found (an edit and a delete of one item at once); mongoose reports it on save.
    const removed = new mongoose.Error.DocumentNotFoundError(`No document found for query on model "PortfolioItem"`);
    expect(errorBody(removed)).to.deep.equal({ status: 404, body: { message: 'Registro não encontrado (foi removido)' }, fault: false });
  });

  describe('GET /api/users/:id/portfolio (public profile)', () => {
    it("shows a person's items to anyone", async () => {
      const { client, user } = await signedInClient(server);
      const item = (await create(client, FULL_ITEM)).body;
      const res = await server.client().get<PortfolioItemDTO[]>(`/api/users/${user.id}/portfolio`);
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal([item]);
      for (const key of ['imageKey', 'documentKey', '_id', '__v']) expect(res.body[0]).to.not.have.property(key);
    });

    it('answers 404 for an account without a public profile and for an unknown id', async () => {
      const admin = await buildProfile({ userType: 'admin', isAdmin: true });
      await PortfolioItem.create({ userId: admin._id, title: 'Interno' });
      for (const id of [admin.id, '0123456789abcdef01234567']) {
        const res = await server.client().get(`/api/users/${id}/portfolio`);
        expect(res.status).to.equal(404);
        expect(res.body).to.deep.equal({ message: 'Perfil não encontrado' });
      }
    });
  });
});
