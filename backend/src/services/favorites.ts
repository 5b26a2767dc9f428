/**
 * Favourites (issue 26, common/favorites.ts): every read and write is scoped to the owner by the
 * query itself (`{ userId, ... }`), so nobody reads or changes another person's favourites. Saving
 * is idempotent (the unique (userId, kind, itemId) index settles two racing saves), needs the item
 * public (approved), and copies a snapshot of it; listing resolves the items live and falls back to
 * that snapshot for those no longer public.
 */
import mongoose, { type Types } from 'mongoose';
import { FAVORITE_LIMITS, FAVORITE_MESSAGES, type CourseDTO, type EventDTO, type FavoriteDTO, type FavoriteIdsDTO, type FavoriteKind, type JobDTO } from '@conecta/common';
import { ConflictError, NotFoundError } from '../lib/errors';
import { isDuplicateKey } from '../lib/mongoErrors';
import { totalOf } from '../lib/listQuery';
import { Course } from '../models/course';
import { EventModel } from '../models/event';
import { Favorite, type FavoriteDocument } from '../models/favorite';
import { Job } from '../models/job';
import { publicItem } from '../models/moderated';
import { presentCourse } from '../presenters/course';
import { presentEvent } from '../presenters/event';
import { presentFavorite } from '../presenters/favorite';
import { presentJob } from '../presenters/job';

type LiveItem = JobDTO | CourseDTO | EventDTO;
type Snapshot = { title: string; subtitle: string; location: string | null; date: Date | null };

const inIds = (ids: Types.ObjectId[]) => mongoose.trusted({ $in: ids });

/** The public (approved) items of `kind` among `ids`, as their DTOs with their snapshots, by id. */
async function publicItems(kind: FavoriteKind, ids: Types.ObjectId[]): Promise<Map<string, { dto: LiveItem; snapshot: Snapshot }>> {
  const found = new Map<string, { dto: LiveItem; snapshot: Snapshot }>();
  if (ids.length === 0) return found;
  // An item whose owner's page was taken down (issue 25) shows from its snapshot, as a closed one.
  const filter = { _id: inIds(ids), ...publicItem() };
  if (kind === 'job') {
    for (const job of await Job.find(filter)) found.set(job.id as string, { dto: presentJob(job), snapshot: { title: job.title, subtitle: job.company, location: job.location, date: null } });
  } else if (kind === 'course') {
    for (const course of await Course.find(filter)) found.set(course.id as string, { dto: presentCourse(course), snapshot: { title: course.title, subtitle: course.instructor, location: null, date: null } });
  } else {
    for (const event of await EventModel.find(filter)) {
      found.set(event.id as string, { dto: presentEvent(event), snapshot: { title: event.title, subtitle: event.organizer, location: event.location, date: event.eventDate } });
    }
  }
  return found;
}

/** Every saved id by kind: the cards' marks (at most FAVORITE_LIMITS.itemsMax rows, two fields each). */
export async function favoriteIds(userId: Types.ObjectId): Promise<FavoriteIdsDTO> {
  const rows = await Favorite.find({ userId }).select({ kind: 1, itemId: 1 }).limit(FAVORITE_LIMITS.itemsMax * 2).lean();
  const ids: FavoriteIdsDTO = { job: [], course: [], event: [] };
  for (const row of rows) ids[row.kind].push(row.itemId.toString());
  return ids;
}

/** One page of a kind, newest saved first, and the whole count. */
export async function favoritesPage(userId: Types.ObjectId, kind: FavoriteKind, page: { limit: number; offset: number }): Promise<{ items: FavoriteDTO[]; total: number }> {
  const rows = await Favorite.find({ userId, kind }).sort({ createdAt: -1, _id: -1 }).skip(page.offset).limit(page.limit);
  const live = await publicItems(kind, rows.map((row) => row.itemId));
  const items = rows.map((row) => presentFavorite(row, live.get(row.itemId.toString())?.dto ?? null));
  const total = await totalOf(rows.length, page, () => Favorite.countDocuments({ userId, kind }));
  return { items, total };
}

/**
 * Saves the item (public only: 404 otherwise, as for anyone who cannot see it). Saving it again
 * answers the favourite already stored (`created` false). The limit is counted before the insert:
 * two saves racing at the limit may both pass, one favourite over it, which no one can repeat.
 */
export async function saveFavorite(userId: Types.ObjectId, kind: FavoriteKind, itemId: Types.ObjectId): Promise<{ favorite: FavoriteDTO; created: boolean }> {
  const item = (await publicItems(kind, [itemId])).get(itemId.toString());
  if (!item) throw NotFoundError(FAVORITE_MESSAGES.notFound[kind]);
  const existing = await Favorite.findOne({ userId, kind, itemId });
  if (existing) return { favorite: presentFavorite(existing, item.dto), created: false };
  if ((await Favorite.countDocuments({ userId })) >= FAVORITE_LIMITS.itemsMax) throw ConflictError(FAVORITE_MESSAGES.itemsMax);
  let favorite: FavoriteDocument;
  try {
    favorite = await Favorite.create({ userId, kind, itemId, snapshot: item.snapshot });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    // A save of the same item won the race: the same answer as a repeated save.
    const stored = await Favorite.findOne({ userId, kind, itemId });
    if (!stored) throw err;
    return { favorite: presentFavorite(stored, item.dto), created: false };
  }
  return { favorite: presentFavorite(favorite, item.dto), created: true };
}

/** Removes the favourite if there is one: removing twice (or what was never saved) is the same. */
export async function removeFavorite(userId: Types.ObjectId, kind: FavoriteKind, itemId: Types.ObjectId): Promise<void> {
  await Favorite.deleteOne({ userId, kind, itemId });
}
