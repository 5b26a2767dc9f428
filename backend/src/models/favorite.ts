/**
 * A person's saved job, course or event (issue 26, common/favorites.ts). The unique
 * (userId, kind, itemId) index makes a second save of the same item a duplicate-key error the
 * service reads as "already saved", so two racing saves store one favourite. The snapshot is what
 * the item was when saved, listed when the item is no longer public.
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { FAVORITE_KINDS } from '@conecta/common';

const snapshotSchema = new mongoose.Schema(
  {
    title: { type: String, required: true },
    subtitle: { type: String, default: '' },
    location: { type: String, default: null },
    date: { type: Date, default: null },
  },
  { _id: false },
);

const favoriteSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    kind: { type: String, enum: FAVORITE_KINDS, required: true },
    itemId: { type: mongoose.Schema.Types.ObjectId, required: true },
    snapshot: { type: snapshotSchema, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

favoriteSchema.index({ userId: 1, kind: 1, itemId: 1 }, { unique: true });
// A person's list of one kind, newest first (and the ids read, by userId alone).
favoriteSchema.index({ userId: 1, kind: 1, createdAt: -1 });

export type FavoriteFields = InferSchemaType<typeof favoriteSchema>;
export type FavoriteDocument = HydratedDocument<FavoriteFields>;
export const Favorite = mongoose.model('Favorite', favoriteSchema);
