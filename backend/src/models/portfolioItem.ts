/**
 * An item of a user's portfolio (spec §3 Portfolio item). Its images are a gallery (issue 25):
 * `images` in the owner's order, the first the cover, each with the storage key it is deleted by
 * (null for a seeded picture that is not a file of ours). Items stored before the gallery carried
 * one `imageUrl`/`imageKey`; models/portfolioImagesMigration.ts moves them into `images`.
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { PORTFOLIO_CATEGORIES } from '@conecta/common';
import { announceChanges } from './announce';

const portfolioImageSchema = new mongoose.Schema({
  key: { type: String, default: null },
  url: { type: String, required: true },
});

const portfolioItemSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    title: { type: String, required: true, trim: true },
    description: { type: String, default: null },
    category: { type: String, enum: PORTFOLIO_CATEGORIES, required: true, default: 'project' },
    images: { type: [portfolioImageSchema], default: [] },
    /**
     * Bumped by every change of `images`, which writes only where it still holds the value read
     * (services/portfolio.ts): two tabs adding an eighth image at once, or a reorder racing a
     * removal, cannot both win. Not mongoose's `__v`, so an edit of the texts never conflicts.
     */
    imagesVersion: { type: Number, default: 0 },
    projectUrl: { type: String, default: null },
    documentUrl: { type: String, default: null },
    /** Storage key of the uploaded PDF (deleted with the item or when replaced). */
    documentKey: { type: String, default: null },
    /** The PDF's original file name, cleaned, shown as the link text only (never a storage name). */
    documentName: { type: String, default: null },
    startDate: { type: Date, default: null },
    endDate: { type: Date, default: null },
    location: { type: String, default: null },
    technologies: { type: [String], default: [] },
    skills: { type: [String], default: [] },
    achievements: { type: [String], default: [] },
  },
  { timestamps: true },
);

portfolioItemSchema.index({ userId: 1 });
// Issue 25: an item added or removed changes its owner's completeness, which the directory index ranks by.
portfolioItemSchema.plugin(announceChanges('user.changed', 'userId', { also: true, updates: false }));

export type PortfolioItemFields = InferSchemaType<typeof portfolioItemSchema>;
export type PortfolioItemDocument = HydratedDocument<PortfolioItemFields>;
export const PortfolioItem = mongoose.model('PortfolioItem', portfolioItemSchema);
