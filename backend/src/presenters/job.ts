/** The only shape a job leaves the server in: whitelisted fields, `_id` → `id`. */
import { sortCredentialCodes, type CredentialCode, type JobDTO } from '@conecta/common';
import type mongoose from 'mongoose';
import type { JobFields } from '../models/job';

/** A hydrated document or a `.lean()` row: the search index loads thousands of them lean. */
export type JobRow = JobFields & { _id: mongoose.Types.ObjectId };

export function presentJob(job: JobRow): JobDTO {
  return {
    id: job._id.toString(),
    title: job.title,
    company: job.company,
    companyId: job.companyId ? job.companyId.toString() : null,
    companyLogo: job.companyLogo ?? null,
    location: job.location,
    jobType: job.jobType,
    energyArea: job.energyArea,
    jobFunction: job.jobFunction ?? null,
    workType: job.workType ?? 'presencial',
    description: job.description,
    requirements: [...(job.requirements ?? [])],
    salaryMin: job.salaryMin ?? null,
    salaryMax: job.salaryMax ?? null,
    rating: job.rating ?? 0,
    totalRatings: job.totalRatings ?? 0,
    applicationsCount: job.applicationsCount ?? 0,
    createdAt: (job.createdAt ?? new Date()).toISOString(),
    requiredCredentials: sortCredentialCodes((job.requiredCredentials ?? []) as CredentialCode[]),
    requiredRegistration: job.requiredRegistration ?? null,
    companyVerified: job.companyVerified ?? false,
  };
}
