/** A signed-in user's own enrolments and registrations: ids and dates only (applications: presenters/publishing.ts). */
import type { EnrollmentDTO, RegistrationDTO } from '@conecta/common';
import type { EnrollmentDocument } from '../models/enrollment';
import type { RegistrationDocument } from '../models/registration';

const iso = (date: Date | undefined | null) => (date ?? new Date()).toISOString();

export function presentEnrollment(e: EnrollmentDocument): EnrollmentDTO {
  return { id: e._id.toString(), courseId: e.courseId.toString(), createdAt: iso(e.createdAt) };
}

export function presentRegistration(r: RegistrationDocument): RegistrationDTO {
  return { id: r._id.toString(), eventId: r.eventId.toString(), createdAt: iso(r.createdAt) };
}
