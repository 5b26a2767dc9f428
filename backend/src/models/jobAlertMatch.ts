/**
 * One approved job matched by one alert (issue 26): written once under its unique `dedupeKey`
 * (`<alertId>:<jobId>`), so a match run twice — a retry, two workers, the job approved again after
 * an edit — tells the person once. It is written `pending`: an immediate alert's match stops being
 * so once told (a run cut off before that tells it again, harmlessly); a daily one waits for the
 * day's digest, which stamps `digestDay` on the matches it takes before mailing them.
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';

const jobAlertMatchSchema = new mongoose.Schema(
  {
    alertId: { type: mongoose.Schema.Types.ObjectId, ref: 'JobAlert', required: true },
    /** The alert's owner; null for a visitor's alert. */
    userId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', default: null },
    jobId: { type: mongoose.Schema.Types.ObjectId, ref: 'Job', required: true },
    dedupeKey: { type: String, required: true },
    /** Waiting for a daily digest: the digest's reads filter on it by equality. */
    pending: { type: Boolean, default: false },
    /** The UTC day ('2026-11-27') of the digest that took it. */
    digestDay: { type: String, default: null },
  },
  { timestamps: true },
);

jobAlertMatchSchema.index({ dedupeKey: 1 }, { unique: true });
jobAlertMatchSchema.index({ pending: 1 });
jobAlertMatchSchema.index({ alertId: 1 });

export type JobAlertMatchFields = InferSchemaType<typeof jobAlertMatchSchema>;
export type JobAlertMatchDocument = HydratedDocument<JobAlertMatchFields>;
export const JobAlertMatch = mongoose.model('JobAlertMatch', jobAlertMatchSchema);
