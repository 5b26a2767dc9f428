/**
 * Job listing (spec §3 Job; filters also use jobFunction and workType).
 * `company` is the display name; `companyId` is the company account that owns
 * the listing (absent for third-party listings loaded by the seed).
 * Salaries are numeric strings, as the spec shows them ('R$ min - max').
 * `applicationsCount` is rewritten by a recount of that one job's applications
 * when someone applies (engine/counters.ts `storeCount`, decision 0015), so
 * lists never count the applications collection.
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { announceChanges } from './announce';
import { MODERATION_FIELDS } from './moderated';
import { SHOWCASE_FIELDS } from './showcased';
import { CREDENTIAL_CODES, ENERGY_AREAS, JOB_FUNCTIONS, JOB_STATUSES, JOB_TYPES, REQUIRABLE_REGISTRATIONS, WORK_TYPES } from '@conecta/common';

const jobSchema = new mongoose.Schema(
  {
    title: { type: String, required: true, trim: true },
    company: { type: String, required: true, trim: true },
    companyId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', default: null },
    companyLogo: { type: String, default: null },
    location: { type: String, required: true, trim: true },
    jobType: { type: String, enum: JOB_TYPES, required: true },
    energyArea: { type: String, enum: ENERGY_AREAS, required: true },
    jobFunction: { type: String, enum: JOB_FUNCTIONS, default: null },
    workType: { type: String, enum: WORK_TYPES, default: 'presencial' },
    description: { type: String, required: true },
    requirements: { type: [String], default: [] },
    salaryMin: { type: String, default: null },
    salaryMax: { type: String, default: null },
    rating: { type: Number, default: 0, min: 0, max: 5 },
    totalRatings: { type: Number, default: 0, min: 0 },
    status: { type: String, enum: JOB_STATUSES, required: true, default: 'pending' },
    applicationsCount: { type: Number, default: 0, min: 0 },
    /** Issue 24: credentials the job requires (valid on the day) and a verified registration (common jobRequirements.ts). */
    requiredCredentials: { type: [String], enum: CREDENTIAL_CODES, default: [] },
    requiredRegistration: { type: String, enum: [...REQUIRABLE_REGISTRATIONS, null], default: null },
    /** Issue 24: the owning company's CNPJ is verified, copied here so the public lists read it without a join. */
    companyVerified: { type: Boolean, default: false },
    ...MODERATION_FIELDS,
    ...SHOWCASE_FIELDS,
  },
  { timestamps: true },
);

// Public lists: approved jobs, newest first (the _id tie-break keeps pages stable), optionally
// narrowed by one select; combined selects use one of these and filter the rest.
jobSchema.index({ status: 1, createdAt: -1, _id: -1 });
jobSchema.index({ status: 1, jobType: 1, createdAt: -1 });
jobSchema.index({ status: 1, energyArea: 1, createdAt: -1 });
jobSchema.index({ status: 1, location: 1, createdAt: -1 });
jobSchema.index({ status: 1, jobFunction: 1, createdAt: -1 });
jobSchema.index({ status: 1, workType: 1, createdAt: -1 });
// A company's own listings.
jobSchema.index({ companyId: 1 });
jobSchema.index({ submittedBy: 1 });

export type JobFields = InferSchemaType<typeof jobSchema>;
export type JobDocument = HydratedDocument<JobFields>;
// Every write announces itself to the processes that keep a copy (models/announce.ts).
jobSchema.plugin(announceChanges('job.changed'));

export const Job = mongoose.model('Job', jobSchema);

/** Who owns a job: its company, else whoever submitted it (the seed's third-party listings have neither). */
export const jobOwnerId = (job: Pick<JobFields, 'companyId' | 'submittedBy'>): mongoose.Types.ObjectId | null => job.companyId ?? job.submittedBy ?? null;
