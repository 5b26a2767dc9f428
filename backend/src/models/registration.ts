/**
 * A user's registration for an event; unique per (event, user).
 *
 * `seat` makes capacity a unique-index guarantee: a registration takes seat
 * 1..maxAttendees and the unique (event, seat) index refuses a second holder,
 * so concurrent registrations cannot oversell (engine/seats.ts `claimSeat`,
 * decision 0015).
 * Unlimited events number their seats too (the index needs distinct values).
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';

const registrationSchema = new mongoose.Schema(
  {
    eventId: { type: mongoose.Schema.Types.ObjectId, ref: 'Event', required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    seat: { type: Number, min: 1 },
  },
  { timestamps: true },
);

registrationSchema.index({ eventId: 1, userId: 1 }, { unique: true });
registrationSchema.index({ eventId: 1, seat: 1 }, { unique: true });
registrationSchema.index({ userId: 1 });

export type RegistrationFields = InferSchemaType<typeof registrationSchema>;
export type RegistrationDocument = HydratedDocument<RegistrationFields>;
export const Registration = mongoose.model('Registration', registrationSchema);
