import { expect } from 'chai';
import mongoose from 'mongoose';
import { migratePortfolioImages } from '../src/models/portfolioImagesMigration';
import { uniqueId } from './support';

const BASE_MONGODB = process.env.TEST_MONGODB_BASE ?? 'mongodb://127.0.0.1:27017';

describe('db:migrate portfolio galleries (databases made before issue 25)', () => {
  let conn: mongoose.Connection;

  before(async () => {
    conn = await mongoose.createConnection(`${BASE_MONGODB}/test_portfolio_images_${uniqueId()}`).asPromise();
  });
  after(async () => {
    await conn.db!.dropDatabase();
    await conn.close();
  });

  it("moves each item's one image into its gallery under the same key and URL, versions the rest, and a second run does nothing", async () => {
    const items = conn.db!.collection('portfolioitems');
    const userId = new mongoose.Types.ObjectId();
    const key = 'portfolio-images/0123456789abcdef0123456789abcdef.webp';
    const kept = { _id: new mongoose.Types.ObjectId(), key: 'portfolio-images/ffffffffffffffffffffffffffffffff.webp', url: '/uploads/portfolio-images/ffffffffffffffffffffffffffffffff.webp' };
    const { insertedIds } = await items.insertMany([
      { userId, title: 'Com imagem', imageUrl: `/uploads/${key}`, imageKey: key },
      { userId, title: 'Sem imagem', imageUrl: null, imageKey: null },
      { userId, title: 'Semeado', imageUrl: 'data:image/svg+xml,x' },
      { userId, title: 'Já galeria', images: [kept], imagesVersion: 3 },
      { userId, title: 'Sem versão', images: [] },
    ]);

    expect(await migratePortfolioImages(conn)).to.deep.equal(['portfolio items: 3 moved from one image to a gallery', 'portfolio items: 1 galleries versioned']);
    const read = async (i: number) => (await items.findOne({ _id: insertedIds[i] }))!;

    const moved = await read(0);
    expect(moved).to.not.have.property('imageUrl');
    expect(moved).to.not.have.property('imageKey');
    expect(moved.imagesVersion).to.equal(0);
    expect(moved.images).to.have.length(1);
    expect(moved.images[0]).to.include({ key, url: `/uploads/${key}` });
    expect(moved.images[0]._id).to.be.instanceOf(mongoose.Types.ObjectId);
    expect((await read(1)).images).to.deep.equal([]);
    expect((await read(2)).images[0]).to.include({ key: null, url: 'data:image/svg+xml,x' });
    expect(await read(3)).to.deep.include({ images: [kept], imagesVersion: 3 });
    expect(await read(4)).to.deep.include({ images: [], imagesVersion: 0 });

    const before = await items.find().sort({ _id: 1 }).toArray();
    expect(await migratePortfolioImages(conn)).to.deep.equal([]);
    expect(await items.find().sort({ _id: 1 }).toArray()).to.deep.equal(before);
  });
});
