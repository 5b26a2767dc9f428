/**
 * Items as the moderation tab and their owners see them: the public shape plus their life
 * (status, rejection reason) and, for the admins' lists, who submitted them.
 */
import type {
  OwnCourseDTO,
  OwnEventDTO,
  OwnJobDTO,
  PendingCourseDTO,
  PendingEventDTO,
  PendingJobDTO,
  SubmitterDTO,
} from '@conecta/common';
import type mongoose from 'mongoose';
import type { UserFields } from '../models/user';
import { presentJob, type JobRow } from './job';
import { presentCourse, type CourseRow } from './course';
import { presentEvent, type EventRow } from './event';

export type SubmitterRow = Pick<UserFields, 'firstName' | 'lastName' | 'email' | 'userType'> & { _id: mongoose.Types.ObjectId };

export function presentSubmitter(user: SubmitterRow | null | undefined): SubmitterDTO | null {
  if (!user) return null;
  return {
    id: user._id.toString(),
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    userType: user.userType,
  };
}

const iso = (date: Date | null | undefined) => (date ?? new Date()).toISOString();

/** A job with its status: what its owner sees (the `job:status` push) and the base of the pending row. */
export function presentModeratedJob(job: JobRow): OwnJobDTO {
  return { ...presentJob(job), status: job.status, rejectionReason: job.rejectionReason ?? null, updatedAt: iso(job.updatedAt) };
}

export function presentModeratedCourse(course: CourseRow): OwnCourseDTO {
  return { ...presentCourse(course), status: course.status, rejectionReason: course.rejectionReason ?? null };
}

export function presentModeratedEvent(event: EventRow): OwnEventDTO {
  return { ...presentEvent(event), status: event.status, rejectionReason: event.rejectionReason ?? null, createdAt: iso(event.createdAt) };
}

export function presentPendingJob(job: JobRow, submitter: SubmitterRow | null | undefined): PendingJobDTO {
  return { ...presentModeratedJob(job), submittedBy: presentSubmitter(submitter) };
}

export function presentPendingCourse(course: CourseRow, submitter: SubmitterRow | null | undefined): PendingCourseDTO {
  return { ...presentModeratedCourse(course), submittedBy: presentSubmitter(submitter) };
}

export function presentPendingEvent(event: EventRow, submitter: SubmitterRow | null | undefined): PendingEventDTO {
  return { ...presentModeratedEvent(event), submittedBy: presentSubmitter(submitter) };
}
