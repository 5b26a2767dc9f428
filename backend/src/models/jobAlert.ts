/**
 * A saved /vagas search (issue 26, common/jobAlerts.ts) and how its owner wants to hear of new
 * matches. `key` is the normalized search (`jobAlertKey`): one alert per search and account,
 * unique in the database so two tabs saving the same search at once keep one. `active` is what the
 * matcher reads with one equality filter: not paused and confirmed. A visitor's alert has no
 * account: its key names its address too, so (null, key) stays unique per address and search.
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { CREDENTIAL_CODES, ENERGY_AREAS, JOB_ALERT_FREQUENCIES, JOB_FUNCTIONS, JOB_TYPES, WORK_TYPES } from '@conecta/common';

const querySchema = new mongoose.Schema(
  {
    q: { type: String, default: null },
    jobType: { type: [{ type: String, enum: JOB_TYPES }], default: [] },
    energyArea: { type: String, enum: [...ENERGY_AREAS, null], default: null },
    location: { type: String, default: null },
    jobFunction: { type: String, enum: [...JOB_FUNCTIONS, null], default: null },
    workType: { type: String, enum: [...WORK_TYPES, null], default: null },
    credential: { type: String, enum: [...CREDENTIAL_CODES, null], default: null },
  },
  { _id: false },
);

const jobAlertSchema = new mongoose.Schema(
  {
    /** The owner's account; null for a visitor's alert, which has only `email`. */
    userId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', default: null },
    /** A visitor's address (lowercased); null for an account's alert, mailed at the account's address. */
    email: { type: String, default: null },
    /** A visitor's alert waits for its confirmation link (double opt-in); an account's is confirmed. */
    confirmed: { type: Boolean, default: true },
    query: { type: querySchema, required: true },
    key: { type: String, required: true },
    frequency: { type: String, enum: JOB_ALERT_FREQUENCIES, required: true },
    paused: { type: Boolean, default: false },
    active: { type: Boolean, default: true },
  },
  { timestamps: true },
);

jobAlertSchema.index({ userId: 1, key: 1 }, { unique: true });
jobAlertSchema.index({ active: 1 });

export type JobAlertFields = InferSchemaType<typeof jobAlertSchema>;
export type JobAlertDocument = HydratedDocument<JobAlertFields>;
export const JobAlert = mongoose.model('JobAlert', jobAlertSchema);
