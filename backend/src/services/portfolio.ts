/**
 * A person's portfolio (issue 12): every read and write is scoped to the
 * owner by the query itself (`{ _id, userId }`), so another user's item is
 * simply not found (404) and never changes. Files (a gallery of up to 8
 * images, a PDF) are uploaded to an item without half states
 * (storage/replaceFiles: stored first, then written, the new file deleted if
 * the write fails); deleting an item deletes its files.
 *
 * The gallery (issue 25) changes by compare-and-set on `imagesVersion`: each
 * change rereads the item, computes the new list and writes it only where the
 * version is still the one read, else tries again on a fresh read, so the 8
 * images' limit and the order hold under two tabs at once. FerretDB v1 makes
 * no conditional write atomic (decision 0015), so the change also holds the
 * item's lock (`withKeyLock`): the conditional write is the rule, the lock the
 * engine's workaround.
 */
import mongoose, { Types } from 'mongoose';
import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, type PortfolioItemPayload } from '@conecta/common';
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { blankToNull } from '../lib/rules';
import { PortfolioItem, type PortfolioItemDocument } from '../models/portfolioItem';
import { deleteQuietly, replaceFiles, type FileStorage } from '../storage/storage';
import { LockNotAcquiredError, withKeyLock, type LockDeps } from '../engine/index';
import { displayFileName } from '../uploads/fileChecks';
import { storableImage, storablePdf } from '../uploads/storableFiles';

type ItemInput = Partial<PortfolioItemPayload>;

const asDate = (day: string | null) => (day ? new Date(`${day}T00:00:00Z`) : null);

/** Most recent work first: by start date (undated items last), then newest created. */
function byRecency(a: PortfolioItemDocument, b: PortfolioItemDocument): number {
  const start = (b.startDate?.getTime() ?? -Infinity) - (a.startDate?.getTime() ?? -Infinity);
  if (start !== 0 && !Number.isNaN(start)) return start;
  return (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || b._id.toString().localeCompare(a._id.toString());
}

/** One owner's items (a `userId` equality read: at most PORTFOLIO_LIMITS.itemsMax rows, sorted here). */
export async function portfolioOf(userId: Types.ObjectId): Promise<PortfolioItemDocument[]> {
  const items = await PortfolioItem.find({ userId }).limit(PORTFOLIO_LIMITS.itemsMax);
  return items.sort(byRecency);
}

export async function findOwnItem(userId: Types.ObjectId, id: Types.ObjectId): Promise<PortfolioItemDocument> {
  const item = await PortfolioItem.findOne({ _id: id, userId });
  if (!item) throw NotFoundError(PORTFOLIO_MESSAGES.notFound);
  return item;
}

function applyInput(item: PortfolioItemDocument, input: ItemInput) {
  const { startDate, endDate, ...rest } = blankToNull(input);
  item.set(rest);
  if (startDate !== undefined) item.startDate = asDate(startDate);
  if (endDate !== undefined) item.endDate = asDate(endDate);
  // Checked on the result, so a PATCH of one date is compared with the stored other.
  if (item.startDate && item.endDate && item.endDate < item.startDate) {
    throw ValidationError({ endDate: PORTFOLIO_MESSAGES.endBeforeStart }, PORTFOLIO_MESSAGES.endBeforeStart);
  }
}

export async function createItem(userId: Types.ObjectId, input: PortfolioItemPayload): Promise<PortfolioItemDocument> {
  if ((await PortfolioItem.countDocuments({ userId })) >= PORTFOLIO_LIMITS.itemsMax) throw ConflictError(PORTFOLIO_MESSAGES.itemsMax);
  const item = new PortfolioItem({ userId });
  applyInput(item, input);
  return item.save();
}

export async function updateItem(userId: Types.ObjectId, id: Types.ObjectId, input: ItemInput): Promise<PortfolioItemDocument> {
  const item = await findOwnItem(userId, id);
  applyInput(item, input);
  return item.save();
}

/** Every stored file of an item: its gallery's and its PDF's keys. */
export const itemFileKeys = (item: { images?: Array<{ key?: string | null }> | null; documentKey?: string | null }) => [
  ...(item.images ?? []).map((image) => image.key),
  item.documentKey,
];

export async function deleteItem(userId: Types.ObjectId, id: Types.ObjectId, storage: FileStorage, log: Logger): Promise<void> {
  const item = await findOwnItem(userId, id);
  await item.deleteOne();
  await deleteQuietly(storage, itemFileKeys(item), (err, key) => log.warn({ err, key }, 'portfolio file not deleted'));
}

interface GalleryImage {
  _id: Types.ObjectId;
  key: string | null;
  url: string;
}

/** Fresh reads a gallery change makes before it gives up (each lost only to another change of the same item). */
const GALLERY_ATTEMPTS = 5;

/**
 * Writes `change(images)` as the item's gallery if nobody changed it since it was read (see the
 * file's note). `change` may throw a 4xx, which ends the attempt. Answers the item as stored.
 */
async function changeGallery(deps: LockDeps, userId: Types.ObjectId, id: Types.ObjectId, change: (images: GalleryImage[]) => GalleryImage[]): Promise<PortfolioItemDocument> {
  try {
    return await withKeyLock(deps, `portfolio-gallery:${id.toString()}`, () => writeGallery(userId, id, change));
  } catch (err) {
    if (err instanceof LockNotAcquiredError) throw ServiceUnavailableError();
    throw err;
  }
}

async function writeGallery(userId: Types.ObjectId, id: Types.ObjectId, change: (images: GalleryImage[]) => GalleryImage[]): Promise<PortfolioItemDocument> {
  for (let attempt = 0; attempt < GALLERY_ATTEMPTS; attempt += 1) {
    const item = await findOwnItem(userId, id);
    const images = item.images.map((image) => ({ _id: image._id, key: image.key ?? null, url: image.url }));
    const next = change(images);
    const version = item.imagesVersion ?? 0;
    // An item stored before the field existed (and before db:migrate) reads the schema's default but holds nothing.
    const stored = item.$isDefault('imagesVersion') ? mongoose.trusted({ $exists: false }) : version;
    const written = await PortfolioItem.updateOne({ _id: id, userId, imagesVersion: stored }, { $set: { images: next, imagesVersion: version + 1 } });
    if (written.matchedCount === 1) return findOwnItem(userId, id);
  }
  throw ConflictError(PORTFOLIO_MESSAGES.imageOrderStale);
}

const galleryFull = () => ConflictError(PORTFOLIO_MESSAGES.imagesMax);

/** Refuses an upload to a full gallery before its bytes are read or processed. */
export function assertGalleryRoom(item: PortfolioItemDocument): void {
  if (item.images.length >= PORTFOLIO_LIMITS.imagesMax) throw galleryFull();
}

/** Adds an image (checked and re-encoded, under a new key) at the end of the gallery. */
export async function addItemImage(deps: LockDeps, item: PortfolioItemDocument, upload: Buffer, storage: FileStorage, log: Logger): Promise<PortfolioItemDocument> {
  const file = await storableImage(upload, 'portfolio-images');
  const saved: { item?: PortfolioItemDocument } = {};
  await replaceFiles(storage, [file], async () => {
    saved.item = await changeGallery(deps, item.userId, item._id, (images) => {
      if (images.length >= PORTFOLIO_LIMITS.imagesMax) throw galleryFull();
      return [...images, { _id: new Types.ObjectId(), key: file.key, url: storage.url(file.key) }];
    });
  }, [], log);
  return saved.item!;
}

/** Puts the gallery in the order of `imageIds`, which must name each of its images once. */
export async function reorderItemImages(deps: LockDeps, userId: Types.ObjectId, id: Types.ObjectId, imageIds: string[]): Promise<PortfolioItemDocument> {
  const wanted = imageIds.map((imageId) => imageId.toLowerCase());
  if (new Set(wanted).size !== wanted.length) {
    throw ValidationError({ imageIds: PORTFOLIO_MESSAGES.imageIdsInvalid }, PORTFOLIO_MESSAGES.imageIdsInvalid);
  }
  return changeGallery(deps, userId, id, (images) => {
    const byId = new Map(images.map((image) => [image._id.toString(), image]));
    // Not exactly this gallery: the page was drawn before another tab added or removed an image.
    if (wanted.length !== images.length || wanted.some((imageId) => !byId.has(imageId))) throw ConflictError(PORTFOLIO_MESSAGES.imageOrderStale);
    return wanted.map((imageId) => byId.get(imageId)!);
  });
}

/** Removes one image of the gallery and then its file. */
export async function removeItemImage(deps: LockDeps, userId: Types.ObjectId, id: Types.ObjectId, imageId: Types.ObjectId, storage: FileStorage, log: Logger): Promise<PortfolioItemDocument> {
  let removedKey: string | null = null;
  const saved = await changeGallery(deps, userId, id, (images) => {
    const removed = images.find((image) => image._id.equals(imageId));
    if (!removed) throw NotFoundError(PORTFOLIO_MESSAGES.imageNotFound);
    removedKey = removed.key;
    return images.filter((image) => image !== removed);
  });
  await deleteQuietly(storage, [removedKey], (err, key) => log.warn({ err, key }, 'removed portfolio image not deleted'));
  return saved;
}

export async function setItemDocument(item: PortfolioItemDocument, upload: { buffer: Buffer; filename: string }, storage: FileStorage, log: Logger) {
  const file = storablePdf(upload.buffer, 'portfolio-documents');
  await replaceFiles(storage, [file], async () => {
    item.set({ documentKey: file.key, documentUrl: storage.url(file.key), documentName: displayFileName(upload.filename, 'documento.pdf') });
    await item.save();
  }, [item.documentKey], log);
  return item;
}

export async function removeItemDocument(item: PortfolioItemDocument, storage: FileStorage, log: Logger) {
  await replaceFiles(storage, [], async () => {
    item.set({ documentKey: null, documentUrl: null, documentName: null });
    await item.save();
  }, [item.documentKey], log);
  return item;
}
