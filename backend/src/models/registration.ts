/** A user's registration for an event; unique per (event, user). */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';

const registrationSchema = new mongoose.Schema(
  {
    eventId: { type: mongoose.Schema.Types.ObjectId, ref: 'Event', required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { timestamps: true },
);

registrationSchema.index({ eventId: 1, userId: 1 }, { unique: true });
registrationSchema.index({ userId: 1 });

export type RegistrationFields = InferSchemaType<typeof registrationSchema>;
export type RegistrationDocument = HydratedDocument<RegistrationFields>;
export const Registration = mongoose.model('Registration', registrationSchema);
