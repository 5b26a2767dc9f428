/**
 * Enrolling in a course ('Acessar' by a signed-in user): idempotent. The
 * unique (course, user) index keeps one Enrollment however often or however
 * concurrently the button is pressed; only the request that created it
 * moves the course's enrolledCount, a write that announces the course
 * changed (the lists, served from the search index, show the count).
 */
import { publicItem } from '../models/moderated';
import type { Types } from 'mongoose';
import { CATALOGUE_MESSAGES, type EnrollmentDTO } from '@conecta/common';
import { Course } from '../models/course';
import { Enrollment } from '../models/enrollment';
import type { UserDocument } from '../models/user';
import { presentEnrollment } from '../presenters/activity';
import { NotFoundError } from '../lib/errors';
import { isDuplicateKey } from '../lib/mongoErrors';
import { storeCount } from '../engine/index';
import type { Logger } from '../lib/logger';

export async function enrollInCourse(
  user: UserDocument,
  courseId: Types.ObjectId,
  deps: { log: Logger },
): Promise<{ enrollment: EnrollmentDTO; created: boolean }> {
  if (!(await Course.exists({ _id: courseId, ...publicItem() }))) throw NotFoundError(CATALOGUE_MESSAGES.courseNotFound);

  const existing = await Enrollment.findOne({ courseId, userId: user._id });
  if (existing) return { enrollment: presentEnrollment(existing), created: false };

  let enrollment;
  try {
    enrollment = await Enrollment.create({ courseId, userId: user._id });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    // A concurrent request of the same user won: answer with its enrolment.
    const winner = await Enrollment.findOne({ courseId, userId: user._id });
    if (!winner) throw err;
    return { enrollment: presentEnrollment(winner), created: false };
  }

  await storeCount(Course, courseId, 'enrolledCount', () => Enrollment.countDocuments({ courseId }), deps.log);
  return { enrollment: presentEnrollment(enrollment), created: true };
}
