/**
 * Publishing and the applicant pipeline (issue 13): a submitter's own job/course/event with its
 * moderation state, the admins' pending view with who sent it, a job's applicants as its company
 * sees them, and an application as its candidate sees it.
 */
import {
  REMOVED_USER_NAME,
  REQUIRABLE_REGISTRATIONS,
  checkRequirements,
  isVerifiedCompany,
  jobAbilities,
  type CandidateHoldings,
  type CredentialCode,
  type JobRequirementFields,
  type VerificationKind,
  type Principal,
  type ApplicantDTO,
  type MyApplicationDTO,
  type OwnCourseDTO,
  type OwnEventDTO,
  type OwnJobDTO,
  type PendingCourseDTO,
  type PendingEventDTO,
  type PendingJobDTO,
  type SubmitterDTO,
} from '@conecta/common';
import type { UserDocument } from '../models/user';
import type { ApplicationDocument } from '../models/application';
import { jobOwnerId } from '../models/job';
import { presentJob, type JobRow } from './job';
import { presentCourse, type CourseRow } from './course';
import { presentEvent, type EventRow } from './event';

const iso = (date: Date | undefined | null) => (date ?? new Date()).toISOString();

/**
 * What a submitter's line reads of the account (`SUBMITTER_FIELDS`): its verified registrations
 * mark a verified company. A reader that left them out shows nobody as one.
 */
export type Submitter = Pick<UserDocument, '_id' | 'firstName' | 'lastName' | 'email' | 'userType'> & { verifiedRegistrations?: readonly string[] | null };
export const SUBMITTER_FIELDS = { firstName: 1, lastName: 1, email: 1, userType: 1, verifiedRegistrations: 1 } as const;

export const fullName = (user: Pick<UserDocument, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

export function presentSubmitter(user: Submitter | null | undefined): SubmitterDTO | null {
  if (!user) return null;
  return { id: user._id.toString(), name: fullName(user), email: user.email, userType: user.userType, verifiedCompany: isVerifiedCompany(user) };
}

/** Any admin, as the moderation lists' viewer: the same abilities for every admin who reads them. */
const AN_ADMIN: Principal = { userType: 'admin' };

/**
 * Since when `job` is in its status. A job stored before the stamp reads its decision's date when
 * decided, its submission when pending (an edit's resubmission is not told from a creation there),
 * and its last write when closed (closing was its last move).
 */
function statusSince(job: JobRow): Date | null | undefined {
  if (job.statusChangedAt) return job.statusChangedAt;
  if (job.status === 'approved' || job.status === 'rejected') return job.moderatedAt ?? job.createdAt;
  return job.status === 'pending' ? job.createdAt : job.updatedAt;
}

/** A job as `viewer` (its owner, or an admin) sees it, with what they may do with it now. */
export function presentOwnJob(job: JobRow, viewer: Principal): OwnJobDTO {
  const ownerId = jobOwnerId(job)?.toString() ?? null;
  return {
    ...presentJob(job),
    status: job.status,
    rejectionReason: job.rejectionReason ?? null,
    updatedAt: iso(job.updatedAt),
    statusChangedAt: iso(statusSince(job)),
    abilities: jobAbilities({ status: job.status, ownerId }, viewer),
  };
}

export function presentOwnCourse(course: CourseRow): OwnCourseDTO {
  return { ...presentCourse(course), status: course.status, rejectionReason: course.rejectionReason ?? null };
}

export function presentOwnEvent(event: EventRow): OwnEventDTO {
  return { ...presentEvent(event), status: event.status, rejectionReason: event.rejectionReason ?? null, createdAt: iso(event.createdAt) };
}

export const presentPendingJob = (job: JobRow, submitter: Submitter | null): PendingJobDTO => ({
  ...presentOwnJob(job, AN_ADMIN),
  submittedBy: presentSubmitter(submitter),
  version: iso(job.updatedAt),
});
export const presentPendingCourse = (course: CourseRow, submitter: Submitter | null): PendingCourseDTO => ({
  ...presentOwnCourse(course),
  submittedBy: presentSubmitter(submitter),
  version: iso(course.updatedAt),
});
export const presentPendingEvent = (event: EventRow, submitter: Submitter | null): PendingEventDTO => ({
  ...presentOwnEvent(event),
  submittedBy: presentSubmitter(submitter),
  version: iso(event.updatedAt),
});

/** What an applicant row reads of the candidate's account (their trust summary included: issue 24). */
export const CANDIDATE_FIELDS = { firstName: 1, lastName: 1, profileImageUrl: 1, jobTitle: 1, credentialSummary: 1, verifiedRegistrations: 1 } as const;
type Candidate = Pick<UserDocument, '_id' | 'firstName' | 'lastName' | 'profileImageUrl' | 'jobTitle'> & Partial<Pick<UserDocument, 'credentialSummary' | 'verifiedRegistrations'>>;
export type RequiringJob = Pick<JobRow, 'requiredCredentials' | 'requiredRegistration'>;

/**
 * What the account holds, as the requirement check reads it: every training record's last valid
 * day and the verified registrations. Read from the account's trust summary (services/
 * trustSummary.ts), whatever the person shows publicly: the confirmation before applying says the
 * company will see which requirements are met.
 */
export function holdingsOf(candidate: Candidate | null): CandidateHoldings {
  return {
    credentials: (candidate?.credentialSummary ?? []).map((row) => ({ code: row.code as CredentialCode, validUntil: row.validUntil ? row.validUntil.toISOString().slice(0, 10) : null })),
    registrations: (candidate?.verifiedRegistrations ?? []) as VerificationKind[],
  };
}

export const jobRequirementsOf = (job: RequiringJob): JobRequirementFields => ({
  requiredCredentials: (job.requiredCredentials ?? []) as CredentialCode[],
  requiredRegistration: job.requiredRegistration ?? null,
});

/** One applicant of a job, with the job's requirements checked against their records today; a deleted account still shows its application, without a name. */
export function presentApplicant(application: ApplicationDocument, candidate: Candidate | null, job: RequiringJob, today = new Date()): ApplicantDTO {
  const userId = application.userId.toString();
  const holdings = holdingsOf(candidate);
  return {
    id: application._id.toString(),
    jobId: application.jobId.toString(),
    userId,
    name: candidate ? fullName(candidate) : REMOVED_USER_NAME,
    profileUrl: `/profissionais/${userId}`,
    profileImageUrl: candidate?.profileImageUrl ?? null,
    jobTitle: candidate?.jobTitle ?? null,
    coverLetter: application.coverLetter ?? '',
    status: application.status,
    feedback: application.feedback ?? null,
    createdAt: iso(application.createdAt),
    updatedAt: iso(application.updatedAt),
    requirements: checkRequirements(jobRequirementsOf(job), holdings, today),
    registrations: REQUIRABLE_REGISTRATIONS.filter((kind) => holdings.registrations.includes(kind)),
  };
}

type AppliedJob = Pick<JobRow, '_id' | 'title' | 'company' | 'status'>;

/** An application as its candidate sees it; a job removed since keeps the row, marked closed. */
export function presentMyApplication(application: ApplicationDocument, job: AppliedJob | null): MyApplicationDTO {
  return {
    id: application._id.toString(),
    jobId: application.jobId.toString(),
    jobTitle: job?.title ?? 'Vaga removida',
    company: job?.company ?? '',
    jobOpen: job?.status === 'approved',
    status: application.status,
    feedback: application.feedback ?? null,
    createdAt: iso(application.createdAt),
    updatedAt: iso(application.updatedAt),
  };
}
