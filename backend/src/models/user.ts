/**
 * User (spec §3). `email` is stored lower-cased so the unique index makes it
 * unique case-insensitively. `passwordHash` is never selected by default and
 * never leaves the server (see presenters/user.ts).
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { announceChanges } from './announce';
import { ENERGY_AREAS, USER_TYPES } from '@conecta/common';

const userSchema = new mongoose.Schema(
  {
    firstName: { type: String, required: true, trim: true },
    lastName: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    passwordHash: { type: String, required: true, select: false },
    phone: { type: String, default: null },
    location: { type: String, default: null },
    bio: { type: String, default: null },
    jobTitle: { type: String, default: null },
    companyName: { type: String, default: null },
    website: { type: String, default: null },
    education: { type: String, default: null },
    skills: { type: [String], default: [] },
    energyAreas: { type: [{ type: String, enum: ENERGY_AREAS }], default: [] },
    experience: { type: String, default: null },
    profileImageUrl: { type: String, default: null },
    userType: { type: String, enum: USER_TYPES, required: true, default: 'professional' },
    isVerified: { type: Boolean, default: false },
    isAdmin: { type: Boolean, default: false },
    /** Whether the public profile may show e-mail / phone (off unless the person opts in). */
    showEmail: { type: Boolean, default: false },
    showPhone: { type: Boolean, default: false },
    /** Read receipts (issue 5): when false, reading sends no `message:read` and senders see `readAt: null`. */
    readReceipts: { type: Boolean, default: true },
  },
  { timestamps: true },
);

userSchema.index({ email: 1 }, { unique: true });
// Directory lists filter by type; admins are looked up to fan out notifications.
userSchema.index({ userType: 1 });
// Directory filter by area (a value inside the array: multikey on MongoDB, equality pushed down on FerretDB).
userSchema.index({ energyAreas: 1 });
userSchema.index({ isAdmin: 1 });

export type UserFields = InferSchemaType<typeof userSchema>;
export type UserDocument = HydratedDocument<UserFields>;
// Every write announces itself to the processes that keep a copy (models/announce.ts).
userSchema.plugin(announceChanges('user.changed'));

export const User = mongoose.model('User', userSchema);
