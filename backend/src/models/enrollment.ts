/** A user's enrolment in a course; unique per (course, user). */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';

const enrollmentSchema = new mongoose.Schema(
  {
    courseId: { type: mongoose.Schema.Types.ObjectId, ref: 'Course', required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { timestamps: true },
);

enrollmentSchema.index({ courseId: 1, userId: 1 }, { unique: true });
enrollmentSchema.index({ userId: 1 });

export type EnrollmentFields = InferSchemaType<typeof enrollmentSchema>;
export type EnrollmentDocument = HydratedDocument<EnrollmentFields>;
export const Enrollment = mongoose.model('Enrollment', enrollmentSchema);
