/**
 * A person's portfolio (issue 12): every read and write is scoped to the
 * owner by the query itself (`{ _id, userId }`), so another user's item is
 * simply not found (404) and never changes. Files (an image, a PDF) are
 * uploaded to an item and swapped without half states (storage/replaceFiles);
 * deleting an item deletes its files.
 */
import type { Types } from 'mongoose';
import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, type PortfolioItemPayload } from '@conecta/common';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { blankToNull } from '../lib/rules';
import { PortfolioItem, type PortfolioItemDocument } from '../models/portfolioItem';
import { deleteQuietly, replaceFiles, type FileStorage } from '../storage/storage';
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

export async function deleteItem(userId: Types.ObjectId, id: Types.ObjectId, storage: FileStorage, log: Logger): Promise<void> {
  const item = await findOwnItem(userId, id);
  await item.deleteOne();
  await deleteQuietly(storage, [item.imageKey, item.documentKey], (err, key) => log.warn({ err, key }, 'portfolio file not deleted'));
}

export async function setItemImage(item: PortfolioItemDocument, upload: Buffer, storage: FileStorage, log: Logger) {
  const file = await storableImage(upload, 'portfolio-images');
  await replaceFiles(storage, [file], async () => {
    item.set({ imageKey: file.key, imageUrl: storage.url(file.key) });
    await item.save();
  }, [item.imageKey], log);
  return item;
}

export async function setItemDocument(item: PortfolioItemDocument, upload: { buffer: Buffer; filename: string }, storage: FileStorage, log: Logger) {
  const file = storablePdf(upload.buffer, 'portfolio-documents');
  await replaceFiles(storage, [file], async () => {
    item.set({ documentKey: file.key, documentUrl: storage.url(file.key), documentName: displayFileName(upload.filename, 'documento.pdf') });
    await item.save();
  }, [item.documentKey], log);
  return item;
}

export async function removeItemFile(item: PortfolioItemDocument, kind: 'image' | 'document', storage: FileStorage, log: Logger) {
  const replaced = kind === 'image' ? item.imageKey : item.documentKey;
  await replaceFiles(storage, [], async () => {
    item.set(kind === 'image' ? { imageKey: null, imageUrl: null } : { documentKey: null, documentUrl: null, documentName: null });
    await item.save();
  }, [replaced], log);
  return item;
}
