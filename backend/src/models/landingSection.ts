/** A section of the landing page, edited in /editor (spec §3 Landing section). */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { announceChanges } from './announce';
import { LANDING_SECTION_IDS } from '@conecta/common';

const landingContentSchema = new mongoose.Schema(
  {
    title: { type: String, default: '' },
    subtitle: { type: String, default: '' },
    description: { type: String, default: '' },
    image: { type: String, default: '' },
    buttonText: { type: String, default: '' },
    buttonLink: { type: String, default: '' },
  },
  { _id: false },
);

const landingSectionSchema = new mongoose.Schema(
  {
    sectionId: { type: String, enum: LANDING_SECTION_IDS, required: true },
    name: { type: String, required: true },
    visible: { type: Boolean, default: true },
    content: { type: landingContentSchema, default: () => ({}) },
    order: { type: Number, default: 0 },
  },
  { timestamps: true },
);

// Every write announces itself: visitors' drawn pages of the visitor home are kept in memory (web/renderCache.ts).
landingSectionSchema.plugin(announceChanges('landing.changed'));
landingSectionSchema.index({ sectionId: 1 }, { unique: true });

export type LandingSectionFields = InferSchemaType<typeof landingSectionSchema>;
export type LandingSectionDocument = HydratedDocument<LandingSectionFields>;
export const LandingSection = mongoose.model('LandingSection', landingSectionSchema);
