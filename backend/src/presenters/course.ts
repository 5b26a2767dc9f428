/** The only shape a course leaves the server in: whitelisted fields, `_id` → `id`. */
import type { CourseDTO } from '@conecta/common';
import type mongoose from 'mongoose';
import type { CourseFields } from '../models/course';

/** A hydrated document or a `.lean()` row: the search index loads thousands of them lean. */
export type CourseRow = CourseFields & { _id: mongoose.Types.ObjectId };

/** The first http(s) link of a text, without the punctuation that closes a sentence around it. */
export function firstUrl(text: string): string | null {
  const match = /https?:\/\/[^\s<>"']+/i.exec(text);
  return match ? match[0].replace(/[.,;:!?)\]]+$/, '') : null;
}

export function presentCourse(course: CourseRow): CourseDTO {
  return {
    id: course._id.toString(),
    title: course.title,
    instructor: course.instructor,
    description: course.description,
    accessUrl: firstUrl(course.description),
    category: course.category,
    level: course.level,
    energyArea: course.energyArea,
    duration: course.duration ?? null,
    enrolledCount: course.enrolledCount ?? 0,
    rating: course.rating ?? 0,
    totalRatings: course.totalRatings ?? 0,
    imageUrl: course.imageUrl ?? null,
    createdAt: (course.createdAt ?? new Date()).toISOString(),
  };
}
