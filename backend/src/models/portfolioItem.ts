/** An item of a user's portfolio (spec §3 Portfolio item). */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { PORTFOLIO_CATEGORIES } from '@conecta/common';
import { announceChanges } from './announce';

const portfolioItemSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    title: { type: String, required: true, trim: true },
    description: { type: String, default: null },
    category: { type: String, enum: PORTFOLIO_CATEGORIES, required: true, default: 'project' },
    imageUrl: { type: String, default: null },
    projectUrl: { type: String, default: null },
    documentUrl: { type: String, default: null },
    /** Storage keys of the uploaded files (deleted with the item or when replaced). */
    imageKey: { type: String, default: null },
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
portfolioItemSchema.plugin(announceChanges('user.changed', 'userId', { also: true }));

export type PortfolioItemFields = InferSchemaType<typeof portfolioItemSchema>;
export type PortfolioItemDocument = HydratedDocument<PortfolioItemFields>;
export const PortfolioItem = mongoose.model('PortfolioItem', portfolioItemSchema);
