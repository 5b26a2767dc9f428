/**
 * 'Meus cursos e eventos' (issue 25): the courses and events an account sent, whatever their status
 * — pending review, approved, rejected with the reason — newest first. Read by who sent them
 * (`submittedBy`, one equality on an indexed field), so an admin's list holds what they published.
 */
import type { Types } from 'mongoose';
import type { OwnCourseDTO, OwnEventDTO } from '@conecta/common';
import { Course } from '../models/course';
import { EventModel } from '../models/event';
import { presentOwnCourse, presentOwnEvent } from '../presenters/publishing';
import type { CourseRow } from '../presenters/course';
import type { EventRow } from '../presenters/event';

/** As many as a company plausibly sends; the list is one screen, not an archive. */
const MAX_OWN_ITEMS = 200;

const newestFirst = (a: { createdAt?: Date | null; _id: Types.ObjectId }, b: { createdAt?: Date | null; _id: Types.ObjectId }) =>
  (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || b._id.toString().localeCompare(a._id.toString());

export async function ownCourses(userId: Types.ObjectId): Promise<OwnCourseDTO[]> {
  const rows = await Course.find({ submittedBy: userId }).limit(MAX_OWN_ITEMS).lean<CourseRow[]>();
  return rows.sort(newestFirst).map(presentOwnCourse);
}

export async function ownEvents(userId: Types.ObjectId): Promise<OwnEventDTO[]> {
  const rows = await EventModel.find({ submittedBy: userId }).limit(MAX_OWN_ITEMS).lean<EventRow[]>();
  return rows.sort(newestFirst).map(presentOwnEvent);
}
