/**
 * The signed-in user's own activity (spec §7): applications with their job and pipeline status
 * ('Minhas candidaturas'; the jobs screen marks those jobs 'Já Candidato'), enrolments and
 * registrations (the dashboard counts them). Filtered by userId equality; never cached.
 */
import mongoose, { type Types } from 'mongoose';
import type { EnrollmentDTO, MyApplicationDTO, RegistrationDTO } from '@conecta/common';
import { Application } from '../models/application';
import { Enrollment } from '../models/enrollment';
import { Registration } from '../models/registration';
import { Job } from '../models/job';
import { presentEnrollment, presentRegistration } from '../presenters/activity';
import { presentMyApplication } from '../presenters/publishing';

/** A bound, not a page: the UI needs the whole list (to mark applied jobs), and nobody applies to thousands. */
const MAX_ITEMS = 1000;

export async function myApplications(userId: Types.ObjectId): Promise<MyApplicationDTO[]> {
  const rows = await Application.find({ userId }).sort({ createdAt: -1 }).limit(MAX_ITEMS);
  const jobs = await Job.find({ _id: mongoose.trusted({ $in: rows.map((row) => row.jobId) }) }).select({ title: 1, company: 1, status: 1 });
  const byId = new Map(jobs.map((job) => [job._id.toString(), job]));
  return rows.map((row) => presentMyApplication(row, byId.get(row.jobId.toString()) ?? null));
}

export async function myEnrollments(userId: Types.ObjectId): Promise<EnrollmentDTO[]> {
  return (await Enrollment.find({ userId }).sort({ createdAt: -1 }).limit(MAX_ITEMS)).map(presentEnrollment);
}

export async function myRegistrations(userId: Types.ObjectId): Promise<RegistrationDTO[]> {
  return (await Registration.find({ userId }).sort({ createdAt: -1 }).limit(MAX_ITEMS)).map(presentRegistration);
}
