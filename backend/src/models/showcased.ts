/**
 * The home's showcase (issue 25, services/showcase.ts): an admin features an approved job, course or
 * event ('Destacar na página inicial'). Spread into the three models, as MODERATION_FIELDS is. Kept
 * when the item leaves the public lists (closed, taken down): it drops out of the showcase with them,
 * since the showcase reads the index, which holds only approved items.
 */
import mongoose from 'mongoose';

export const SHOWCASE_FIELDS = {
  /** When an admin featured it; null when not featured. The most recently featured comes first. */
  featuredAt: { type: Date, default: null },
  featuredBy: { type: mongoose.Schema.Types.ObjectId, ref: 'User', default: null },
} as const;
