/**
 * Data step of `npm run db:migrate` (issue 25): a portfolio item stored before galleries held one
 * image in `imageUrl` / `imageKey`; it now holds `images` (the first the cover) and an
 * `imagesVersion` its changes compare and set (services/portfolio.ts). Each old item's image
 * becomes its one-image gallery, under the same key and URL (the file stays where it is), and the
 * old fields go.
 *
 * Moved rather than read in both shapes: the gallery's every reader — the presenter, the 8-image
 * limit, the account deletion's file list, the export — then reads one field, and no later code
 * has to remember a shape only old databases hold.
 *
 * FerretDB v1 runs simple finds and `$set`/`$unset` by id, so each item is read through a cursor
 * and only one still in the old shape is written. Idempotent: a second run writes nothing. Raw
 * collection writes, no domain event: a portfolio item is in no index or cache.
 */
import mongoose from 'mongoose';

export async function migratePortfolioImages(conn: mongoose.Connection): Promise<string[]> {
  const db = conn.db;
  if (!db) throw new Error('migratePortfolioImages: the connection is not open');
  const items = db.collection('portfolioitems');
  let moved = 0;
  let versioned = 0;
  const cursor = items.find({}, { projection: { images: 1, imagesVersion: 1, imageUrl: 1, imageKey: 1 }, batchSize: 500 });
  for await (const item of cursor) {
    const legacy = 'imageUrl' in item || 'imageKey' in item;
    const hasGallery = Array.isArray(item.images);
    if (!legacy && hasGallery && typeof item.imagesVersion === 'number') continue;
    const images: unknown[] = hasGallery ? [...(item.images as unknown[])] : [];
    const url = typeof item.imageUrl === 'string' && item.imageUrl ? item.imageUrl : null;
    const key = typeof item.imageKey === 'string' && item.imageKey ? item.imageKey : null;
    // An item a new backend already gave a gallery keeps it; its old single image goes first (it was the cover).
    if (url && !images.some((image) => (image as { url?: unknown }).url === url)) {
      images.unshift({ _id: new mongoose.Types.ObjectId(), key, url });
    }
    const update: Record<string, object> = { $set: { images, imagesVersion: typeof item.imagesVersion === 'number' ? item.imagesVersion : 0 } };
    if (legacy) update.$unset = { imageUrl: '', imageKey: '' };
    await items.updateOne({ _id: item._id }, update);
    if (legacy) moved += 1;
    else versioned += 1;
  }
  const lines: string[] = [];
  if (moved > 0) lines.push(`portfolio items: ${moved} moved from one image to a gallery`);
  if (versioned > 0) lines.push(`portfolio items: ${versioned} galleries versioned`);
  return lines;
}
