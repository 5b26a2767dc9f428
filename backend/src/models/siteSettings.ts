/**
 * The site's settings (issue 13, admin panel 'Configurações'): one document with `key: 'site'`.
 * Absent fields fall back to DEFAULT_SITE_SETTINGS (common/src/admin.ts), so a fresh database
 * shows the spec's figures without a seed.
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { announceChanges } from './announce';

const siteSettingsSchema = new mongoose.Schema(
  {
    key: { type: String, required: true, default: 'site' },
    contactEmail: { type: String, default: null },
    contactPhone: { type: String, default: null },
    contactAddress: { type: String, default: null },
    contactHours: { type: [String], default: undefined },
    homeStats: {
      type: new mongoose.Schema(
        { professionals: Number, companies: Number, jobs: Number, events: Number },
        { _id: false },
      ),
      default: null,
    },
    registrationsOpen: { type: Boolean, default: null },
    /** Issue 24: verified companies' jobs go live without review (common policies `isTrustedPublisher`). */
    publishVerifiedCompanyJobs: { type: Boolean, default: null },
  },
  { timestamps: true },
);

// Every write announces itself: visitors' drawn pages of the home and /contato are kept in memory (web/renderCache.ts).
siteSettingsSchema.plugin(announceChanges('settings.changed'));
siteSettingsSchema.index({ key: 1 }, { unique: true });

export type SiteSettingsFields = InferSchemaType<typeof siteSettingsSchema>;
export type SiteSettingsDocument = HydratedDocument<SiteSettingsFields>;
export const SiteSettings = mongoose.model('SiteSettings', siteSettingsSchema);
