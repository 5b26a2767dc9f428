/**
 * Free course, webinar or workshop (spec §3 Course). The description may hold
 * the access link (an https URL) the card's Access button opens.
 * `enrolledCount` is kept with `$inc` on enrolment.
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { announceChanges } from './announce';
import { MODERATION_FIELDS } from './moderated';
import { SHOWCASE_FIELDS } from './showcased';
import { CONTENT_STATUSES, COURSE_CATEGORIES, COURSE_LEVELS, ENERGY_AREAS } from '@conecta/common';

const courseSchema = new mongoose.Schema(
  {
    title: { type: String, required: true, trim: true },
    instructor: { type: String, required: true, trim: true },
    description: { type: String, required: true },
    category: { type: String, enum: COURSE_CATEGORIES, required: true, default: 'curso' },
    level: { type: String, enum: COURSE_LEVELS, required: true, default: 'iniciante' },
    energyArea: { type: String, enum: ENERGY_AREAS, required: true },
    /** Free text as shown on the card, e.g. '8 horas'. */
    duration: { type: String, default: null },
    enrolledCount: { type: Number, default: 0, min: 0 },
    rating: { type: Number, default: 0, min: 0, max: 5 },
    totalRatings: { type: Number, default: 0, min: 0 },
    imageUrl: { type: String, default: null },
    status: { type: String, enum: CONTENT_STATUSES, required: true, default: 'approved' },
    ...MODERATION_FIELDS,
    ...SHOWCASE_FIELDS,
  },
  { timestamps: true },
);

// The moderation tab (pending, oldest first) and a submitter's own items.
courseSchema.index({ submittedBy: 1 });
// Public lists: approved courses, newest first, optionally by one select.
courseSchema.index({ status: 1, createdAt: -1, _id: -1 });
courseSchema.index({ status: 1, category: 1, createdAt: -1 });
courseSchema.index({ status: 1, level: 1, createdAt: -1 });
courseSchema.index({ status: 1, energyArea: 1, createdAt: -1 });

export type CourseFields = InferSchemaType<typeof courseSchema>;
export type CourseDocument = HydratedDocument<CourseFields>;
// Every write announces itself to the processes that keep a copy (models/announce.ts).
courseSchema.plugin(announceChanges('course.changed'));

export const Course = mongoose.model('Course', courseSchema);
