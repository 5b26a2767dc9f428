/**
 * 'Excluir minha conta' (issue 26, LGPD art. 18 VI; decision 0023): the account is anonymized in
 * place, not removed. Its `_id` stays as a tombstone because other people's records point at it —
 * the messages in their conversations, the applications in a company's pipeline, the audit log,
 * a job's `submittedBy` — and every one of those readers already copes with a live account;
 * a missing one would be a new case for each of them to get right (or crash on). The tombstone
 * holds nothing of the person: names read 'Usuário removido', the e-mail is a unique address on
 * the reserved `.invalid` domain (the unique index stays, nothing can be mailed to it), every
 * profile field is cleared, the password is a random hash nobody knows, and it is suspended, so
 * every path that already shuts a suspended account out (sign-in, guards, socket handshake, the
 * directory and search index, the send path) shuts it out with no second check to forget.
 *
 * Order: what belongs to the person goes first and the account is anonymized last, so a failure
 * half-way leaves a live account whose owner can simply ask again (every step can run twice);
 * their files go once the database no longer names them; the sessions end at the very end.
 */
import { randomBytes } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import { REMOVED_USER_NAME, userRoom } from '@conecta/common';
import { User, type UserDocument } from '../models/user';
import { Job, jobOwnerId } from '../models/job';
import { Application } from '../models/application';
import { Enrollment } from '../models/enrollment';
import { Registration } from '../models/registration';
import { Course } from '../models/course';
import { EventModel } from '../models/event';
import { PortfolioItem } from '../models/portfolioItem';
import { Service } from '../models/service';
import { pushItemEvent } from '../realtime/itemPushes';
import { itemFileKeys } from './portfolio';
import { Credential } from '../models/credential';
import { Verification } from '../models/verification';
import { Favorite } from '../models/favorite';
import { JobAlert } from '../models/jobAlert';
import { JobAlertMatch } from '../models/jobAlertMatch';
import { Notification } from '../models/notification';
import { Block } from '../models/block';
import { ContactMessage } from '../models/contactMessage';
import { AuditLog } from '../models/auditLog';
import { hashPassword } from '../auth/password';
import { closeJob, type LifecycleDeps } from '../lifecycles/index';
import { storeCount } from '../engine/counters';
import { deleteQuietly, type FileStorage } from '../storage/storage';
import { sessionRoom, type RedisSessionStore } from '../auth/session';
import type { Broadcaster } from '../realtime/broadcaster';

/** What an audit entry shows where the person's data was (LGPD art. 16 keeps the entry, not them). */
export const REMOVED_DATA = '[dado removido]';

/** The tombstone's address: unique per account, on a domain that can never receive mail (RFC 2606). */
export const tombstoneEmail = (userId: Types.ObjectId | string) => `removido-${String(userId)}@conta-removida.invalid`;

export interface AccountDeletionDeps {
  lifecycle: LifecycleDeps;
  storage: FileStorage;
  sessions: Pick<RedisSessionStore, 'destroyAllOf'>;
  realtime: Pick<Broadcaster, 'endSessions' | 'disconnect'>;
}

// A job an admin took down is closed too: republished later, it would be a tombstone's job on the site.
const OPEN_JOB_STATUSES = ['pending', 'approved', 'removed'] as const;

/**
 * Deletes `user`'s account (the route has checked the password). `keepSession`: the id of the
 * session asking, whose socket closes without a word (the page itself says the account is gone);
 * every other session hears why first.
 */
export async function deleteAccount(user: UserDocument, deps: AccountDeletionDeps, keepSession?: string): Promise<void> {
  const userId = user._id;
  const log = deps.lifecycle.log;
  await closeOwnJobs(user, deps.lifecycle);

  const files = await fileKeysOf(userId);
  files.push(...(await removeOwnServices(userId, deps.lifecycle)));
  // Applications stay in the companies' pipelines, withdrawn and without the letter.
  await Application.updateMany({ userId }, { $set: { coverLetter: '', feedback: null, withdrawnAt: new Date() } });
  await leaveCourses(userId, log);
  await leaveEvents(userId, log);
  await Promise.all([
    PortfolioItem.deleteMany({ userId }),
    Credential.deleteMany({ userId }),
    Verification.deleteMany({ userId }),
    Favorite.deleteMany({ userId }),
    removeJobAlerts(userId, user.email),
    Notification.deleteMany({ userId }),
    Block.deleteMany({ blockerId: userId }),
    Block.deleteMany({ blockedId: userId }),
    ContactMessage.deleteMany({ userId }),
    ContactMessage.deleteMany({ email: user.email }),
    // Rede de Contatos (issue 26) is built alongside: its pairs go once its model is registered.
    mongoose.models.Connection?.deleteMany({ userIds: userId }),
  ]);
  files.push(...(await removeDataExports(userId)));
  const texts = await personalTexts(user);
  await scrubAuditLog(texts);
  await scrubOthersNotices(texts);
  await anonymize(userId);

  await deleteQuietly(deps.storage, files, (err, key) => log.warn({ err, key }, 'deleted account: file not removed'));

  const ended = await deps.sessions.destroyAllOf(userId.toString(), keepSession);
  if (ended.length > 0) deps.realtime.endSessions(ended.map(sessionRoom), 'deleted');
  // This session's tabs: the answer tells the page; its sockets close with the rest of the account's.
  deps.realtime.disconnect(userRoom(userId.toString()));
}

/** The account's alerts and those it made by e-mail before signing up (a visitor's), with their matches. */
async function removeJobAlerts(userId: Types.ObjectId, email: string): Promise<void> {
  const alerts = await JobAlert.find({ $or: [{ userId }, { email }] }).select({ _id: 1 }).lean();
  await JobAlertMatch.deleteMany({ userId });
  if (alerts.length > 0) await JobAlertMatch.deleteMany({ alertId: mongoose.trusted({ $in: alerts.map((alert) => alert._id) }) });
  await JobAlert.deleteMany({ $or: [{ userId }, { email }] });
}

/** The data export (issue 26, built alongside): its requests go, and their archives with the other files. */
async function removeDataExports(userId: Types.ObjectId): Promise<string[]> {
  const exports = mongoose.models.DataExport;
  if (!exports) return [];
  const rows = (await exports.find({ userId }).select({ storageKey: 1 }).lean()) as Array<{ storageKey?: string | null }>;
  await exports.deleteMany({ userId });
  return rows.map((row) => row.storageKey).filter((key): key is string => typeof key === 'string' && key.length > 0);
}

/**
 * Issue 25: the services the account offers go, whatever their status (its name is on them), and
 * a pending one leaves the admins' open lists; their photos' keys are returned to go with the other files.
 */
async function removeOwnServices(userId: Types.ObjectId, deps: Pick<LifecycleDeps, 'realtime'>): Promise<string[]> {
  const services = await Service.find({ providerId: userId }).select({ status: 1, photos: 1 }).lean();
  if (services.length === 0) return [];
  await Service.deleteMany({ providerId: userId });
  for (const service of services.filter((row) => row.status === 'pending')) {
    pushItemEvent(deps.realtime, { name: 'item.resolved', kind: 'service', id: service._id.toString(), status: 'closed' });
  }
  return services.flatMap((service) => (service.photos ?? []).map((photo) => photo.key));
}

/** A company leaving closes its open jobs through the lifecycle: lists, caches and pushes follow. */
async function closeOwnJobs(user: UserDocument, deps: LifecycleDeps): Promise<void> {
  const jobs = await Job.find({ $or: [{ companyId: user._id }, { submittedBy: user._id }], status: mongoose.trusted({ $in: [...OPEN_JOB_STATUSES] }) })
    .select({ companyId: 1, submittedBy: 1 })
    .lean();
  for (const job of jobs) {
    // An admin's job submitted by this account belongs to the company named on it.
    if (!jobOwnerId(job)?.equals(user._id)) continue;
    await closeJob(user, job._id, deps);
  }
}

/** Every stored file the account's documents name, read before they go. */
async function fileKeysOf(userId: Types.ObjectId): Promise<string[]> {
  const [account, portfolio, credentials, verifications] = await Promise.all([
    User.findById(userId).select({ profileImageKey: 1, profileThumbnailKey: 1 }).lean(),
    PortfolioItem.find({ userId }).select({ images: 1, documentKey: 1 }).lean(),
    Credential.find({ userId }).select({ certificateKey: 1 }).lean(),
    Verification.find({ userId }).select({ documentKey: 1 }).lean(),
  ]);
  const keys = [
    account?.profileImageKey,
    account?.profileThumbnailKey,
    ...portfolio.flatMap(itemFileKeys),
    ...credentials.map((credential) => credential.certificateKey),
    ...verifications.map((verification) => verification.documentKey),
  ];
  return keys.filter((key): key is string => typeof key === 'string' && key.length > 0);
}

/**
 * The enrolments go and each course's count is recounted. `storeCount` only raises a counter, so
 * the lower count is set first; a registration racing it is put back by its own `storeCount`.
 */
async function leaveCourses(userId: Types.ObjectId, log: LifecycleDeps['log']): Promise<void> {
  const rows = await Enrollment.find({ userId }).select({ courseId: 1 }).lean();
  await Enrollment.deleteMany({ userId });
  for (const { courseId } of rows) {
    await Course.updateOne({ _id: courseId }, { $set: { enrolledCount: await Enrollment.countDocuments({ courseId }) } });
    await storeCount(Course, courseId, 'enrolledCount', () => Enrollment.countDocuments({ courseId }), log);
  }
}

/** The event registrations go (their seats with them) and attendance is recounted, as for courses. */
async function leaveEvents(userId: Types.ObjectId, log: LifecycleDeps['log']): Promise<void> {
  const rows = await Registration.find({ userId }).select({ eventId: 1 }).lean();
  await Registration.deleteMany({ userId });
  for (const { eventId } of rows) {
    await EventModel.updateOne({ _id: eventId }, { $set: { currentAttendees: await Registration.countDocuments({ eventId }) } });
    await storeCount(EventModel, eventId, 'currentAttendees', () => Registration.countDocuments({ eventId }), log);
  }
}

/** The person's identifying texts, as an audit entry may have copied them (a name, an address, a number). */
async function personalTexts(user: UserDocument): Promise<string[]> {
  const full = await User.findById(user._id).lean();
  const names = [full?.firstName, full?.lastName].filter(Boolean).join(' ');
  const texts = [full?.email ?? user.email, names, full?.phone, full?.companyName];
  const registrations = await Verification.find({ userId: user._id }).select({ key: 1 }).lean();
  texts.push(...registrations.map((row) => row.key));
  return texts.filter((value): value is string => typeof value === 'string' && value.trim().length >= 3);
}

/**
 * The audit log of admin decisions is kept (what was decided, when, by whom), but without the
 * person: any text in an entry's details that contains their name, e-mail, phone, company name or
 * a registration number reads REMOVED_DATA. Every entry is walked: which ones copied a name is not
 * indexed, and an account is deleted rarely. A deleted admin's decisions keep their `actorId`,
 * which now names the tombstone.
 */
async function scrubAuditLog(personal: string[]): Promise<void> {
  const texts = personal.map((value) => value.toLowerCase());
  if (texts.length === 0) return;
  const scrub = (value: unknown): unknown => {
    if (typeof value === 'string') return texts.some((t) => value.toLowerCase().includes(t)) ? REMOVED_DATA : value;
    if (Array.isArray(value)) return value.map(scrub);
    if (value && typeof value === 'object' && !(value instanceof Date) && !(value instanceof mongoose.Types.ObjectId)) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, scrub(inner)]));
    }
    return value;
  };
  for await (const entry of AuditLog.find({}).select({ details: 1 }).lean().cursor({ batchSize: 200 })) {
    if (entry.details == null) continue;
    const scrubbed = scrub(entry.details);
    if (JSON.stringify(scrubbed) !== JSON.stringify(entry.details)) await AuditLog.updateOne({ _id: entry._id }, { $set: { details: scrubbed } });
  }
}

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * Other people's bell entries that named the person ('Mariana Oliveira se candidatou…'): the name
 * or address becomes REMOVED_USER_NAME, the entry stays (it is theirs).
 */
async function scrubOthersNotices(texts: string[]): Promise<void> {
  for (const value of texts) {
    const pattern = mongoose.trusted({ $regex: escapeRegex(value), $options: 'i' });
    const rows = await Notification.find({ $or: [{ title: pattern }, { body: pattern }] }).select({ title: 1, body: 1 }).lean();
    const replace = (textValue: string | null | undefined) => (textValue ?? '').replace(new RegExp(escapeRegex(value), 'gi'), REMOVED_USER_NAME);
    for (const row of rows) await Notification.updateOne({ _id: row._id }, { $set: { title: replace(row.title), body: replace(row.body) } });
  }
}

/** The tombstone, in one save: its `user.changed` takes it out of every process's index and caches. */
async function anonymize(userId: Types.ObjectId): Promise<void> {
  const account = await User.findById(userId);
  if (!account) return;
  const [first, ...rest] = REMOVED_USER_NAME.split(' ');
  account.set({
    firstName: first,
    lastName: rest.join(' '),
    email: tombstoneEmail(userId),
    passwordHash: await hashPassword(randomBytes(32).toString('hex')),
    passwordVersion: (account.passwordVersion ?? 0) + 1,
    phone: null,
    location: null,
    bio: null,
    jobTitle: null,
    companyName: null,
    website: null,
    education: null,
    skills: [],
    energyAreas: [],
    experience: null,
    profileImageUrl: null,
    profileThumbnailUrl: null,
    profileImageKey: null,
    profileThumbnailKey: null,
    isVerified: false,
    emailVerified: false,
    isSuspended: true,
    showEmail: false,
    showPhone: false,
    showCredentials: false,
    verifiedRegistrations: [],
    credentialSummary: [],
    consents: [],
    lastLoginAt: null,
    deletedAt: new Date(),
  });
  await account.save();
}
