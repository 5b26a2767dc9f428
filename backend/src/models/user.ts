/**
 * User (spec §3). `email` is stored lower-cased so the unique index makes it
 * unique case-insensitively. `passwordHash` is never selected by default and
 * never leaves the server (see presenters/user.ts).
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { announceChanges } from './announce';
import { CONSENT_DOCUMENTS, CREDENTIAL_CODES, ENERGY_AREAS, MESSAGES_FROM, USER_TYPES, VERIFICATION_KINDS, skillKey } from '@conecta/common';

const userSchema = new mongoose.Schema(
  {
    firstName: { type: String, required: true, trim: true },
    lastName: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    passwordHash: { type: String, required: true, select: false },
    /** Bumped by every password change; a session signed in under an older one stops counting (auth/session.ts). */
    passwordVersion: { type: Number, default: 0 },
    phone: { type: String, default: null },
    location: { type: String, default: null },
    bio: { type: String, default: null },
    jobTitle: { type: String, default: null },
    companyName: { type: String, default: null },
    website: { type: String, default: null },
    education: { type: String, default: null },
    skills: { type: [String], default: [] },
    /**
     * `skillKey` of each skill, derived on validate: the skills worker counts a
     * skill's profiles with `countDocuments({ skillKeys: key })`, a top-level
     * equality FerretDB hands to PostgreSQL, whatever case or accents each person typed.
     */
    skillKeys: { type: [String], default: [] },
    /** Id of the last profile change that touched skills: the skills job's idempotency key. */
    skillsChangeId: { type: String, default: null },
    energyAreas: { type: [{ type: String, enum: ENERGY_AREAS }], default: [] },
    experience: { type: String, default: null },
    profileImageUrl: { type: String, default: null },
    profileThumbnailUrl: { type: String, default: null },
    /** Storage keys of the photo's two files, so replacing or removing the photo deletes them. */
    profileImageKey: { type: String, default: null },
    profileThumbnailKey: { type: String, default: null },
    userType: { type: String, enum: USER_TYPES, required: true, default: 'professional' },
    isVerified: { type: Boolean, default: false },
    isAdmin: { type: Boolean, default: false },
    /**
     * The account confirmed its e-mail address through the link mailed at sign-up (issue 22);
     * until then the workers mail it nothing else. Only the sign-up path writes false: accounts
     * from before the feature (no field) and accounts created directly (seed, tests, scripts) count
     * as confirmed — read it through services/emailVerification.ts `isEmailVerified`.
     */
    emailVerified: { type: Boolean, default: true },
    /** Set by an admin (issue 13): a suspended account cannot sign in and its sockets are closed. */
    isSuspended: { type: Boolean, default: false },
    /**
     * Issue 25: an admin took the account's page down (lifecycles/pageTakedown.ts): its public
     * profile, its directory entry and every item it published are hidden from everyone but itself
     * and the admins (its items carry a copy: models/moderated.ts `ownerPageRemoved`). It still signs
     * in and reads the reason.
     */
    pageRemoved: { type: Boolean, default: false },
    pageRemovedReason: { type: String, default: null },
    pageRemovedBy: { type: mongoose.Schema.Types.ObjectId, ref: 'User', default: null },
    pageRemovedAt: { type: Date, default: null },
    /** Whether the public profile may show e-mail / phone (off unless the person opts in). */
    showEmail: { type: Boolean, default: false },
    showPhone: { type: Boolean, default: false },
    /** Read receipts (issue 5): when false, reading sends no `message:read` and senders see `readAt: null`. */
    readReceipts: { type: Boolean, default: true },
    /** 'Quem pode me enviar mensagens' (issue 26): everyone, or contacts only (services/messaging.ts assertCanWrite). */
    messagesFrom: { type: String, enum: MESSAGES_FROM, default: 'everyone' },
    /** 'Mostrar minhas certificações' (issue 24, on unless the person hides them): the public chips. */
    showCredentials: { type: Boolean, default: true },
    /**
     * Issue 24, what the public sees of a person's trust, kept by services/trustSummary.ts whenever a
     * registration is decided or a credential saved: the kinds verified ('CREA verificado',
     * 'Empresa verificada') and each credential's norm and last valid day. On the account so the
     * directory index and the public profile read it with the account, and its write announces the
     * change to every process (0008). Never written by the person: no route's rules name them.
     */
    verifiedRegistrations: { type: [String], enum: VERIFICATION_KINDS, default: [] },
    credentialSummary: {
      type: [{ _id: false, code: { type: String, enum: CREDENTIAL_CODES, required: true }, validUntil: { type: Date, default: null } }],
      default: [],
    },
    /**
     * Issue 26 (LGPD): what the person accepted at sign-up, each text with its version
     * (common TERMS_VERSION, PRIVACY_VERSION) and when. Accounts from before have none.
     */
    consents: {
      type: [{ _id: false, document: { type: String, enum: CONSENT_DOCUMENTS, required: true }, version: { type: String, required: true }, acceptedAt: { type: Date, required: true } }],
      default: [],
    },
    /**
     * The last sign-in (password, link or sign-up) or day a session was used (auth/guards.ts, at
     * most once a day); the daily purge of inactive accounts reads it (services/inactivePurge.ts).
     * Written past mongoose: it is no profile change for the search index to reread.
     */
    lastLoginAt: { type: Date, default: null },
    /**
     * Issue 26: set when the person deleted the account (services/accountDeletion.ts). The document
     * stays as an anonymized tombstone so messages, applications and the audit log keep a valid
     * reference. No default: live accounts lack the field, so `{ deletedAt: { $exists: false } }`.
     */
    deletedAt: { type: Date },
  },
  { timestamps: true },
);

userSchema.pre('validate', function () {
  if (this.isModified('skills') || this.isNew) this.skillKeys = [...new Set((this.skills ?? []).map(skillKey))];
});

userSchema.index({ email: 1 }, { unique: true });
// Skill usage recounts (skills queue): equality on a value inside the array.
userSchema.index({ skillKeys: 1 });
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
