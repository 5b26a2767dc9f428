/**
 * Sponsor shown on the home page by tier (spec §3 Partner). The spec's
 * alternative names `logoUrl` / `websiteUrl` are a presenter concern.
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { announceChanges } from './announce';
import { SPONSORSHIP_LEVELS } from '@conecta/common';

const partnerSchema = new mongoose.Schema(
  {
    name: { type: String, required: true, trim: true },
    description: { type: String, default: null },
    logo: { type: String, default: null },
    /** Storage key of an uploaded logo (admin panel), so replacing it or deleting the partner removes the file. */
    logoKey: { type: String, default: null },
    website: { type: String, default: null },
    contactEmail: { type: String, default: null, trim: true, lowercase: true },
    sponsorshipLevel: { type: String, enum: SPONSORSHIP_LEVELS, required: true, default: 'bronze' },
    isActive: { type: Boolean, default: true },
    isFeatured: { type: Boolean, default: false },
    displayOrder: { type: Number, default: 0 },
  },
  { timestamps: true },
);

// The home page's list: active partners (ordered by tier in code: four tiers, a few dozen rows).
partnerSchema.index({ isActive: 1, sponsorshipLevel: 1, displayOrder: 1 });

export type PartnerFields = InferSchemaType<typeof partnerSchema>;
export type PartnerDocument = HydratedDocument<PartnerFields>;
// Every write announces itself to the processes that keep a copy (models/announce.ts).
partnerSchema.plugin(announceChanges('partner.changed'));

export const Partner = mongoose.model('Partner', partnerSchema);
