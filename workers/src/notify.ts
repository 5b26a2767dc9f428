/**
 * One way to tell someone something (issue 13): a bell Notification written once under its dedupe
 * key, pushed live as `notification:new`, and optionally its e-mail twin. Each step is idempotent,
 * so a queue job run twice (a retry, a worker killed mid-job) ends with one notification and one
 * e-mail:
 * - the Notification is an upsert on its unique `dedupeKey` (`$setOnInsert`: a rerun changes nothing);
 * - the push is repeated on a rerun, and clients keep notifications by id (one bell entry);
 * - the e-mail job's id is derived from the notification's id, and the email processor marks a
 *   sent job (processors/email.ts), so a second enqueue sends nothing;
 * - or, for a notice that comes in bursts (`adminDigest`), the e-mail joins the admin's digest
 *   window once per notification (digest.ts).
 */
import { userRoom, type NotificationKind } from '@conecta/common';
import type { RoomEmitter } from '@conecta/backend/realtime/emitter';
import { User } from '@conecta/backend/models/user';
import { Notification, type NotificationDocument } from '@conecta/backend/models/notification';
import { presentNotification } from '@conecta/backend/presenters/notification';
import type { Producers } from '@conecta/backend/queues/producers';
import { joinAdminDigest, type DigestDeps } from './digest';

export interface NotifyDeps {
  emitter: RoomEmitter;
  /** Where e-mail twins are enqueued; without it nothing is mailed. */
  producers?: Producers;
  /** The admins' digest windows; without them (or `producers`) digest notices are not mailed. */
  digest?: DigestDeps;
}

export interface NotificationContent {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the site ('/minhas-vagas'): the bell entry and the e-mail's button lead there. */
  link: string | null;
}

export const notificationEmailJobId = (notificationId: string) => `email-notification-${notificationId}`;

/** Every admin's id (spec §6: userType admin OR the isAdmin flag; two equality reads, no $or). */
export async function adminIds(): Promise<string[]> {
  const [byType, byFlag] = await Promise.all([
    User.find({ userType: 'admin' }).select({ _id: 1 }).lean(),
    User.find({ isAdmin: true }).select({ _id: 1 }).lean(),
  ]);
  return [...new Set([...byType, ...byFlag].map((u) => u._id.toString()))];
}

export async function notifyUser(
  deps: NotifyDeps,
  notice: NotificationContent & {
    dedupeKey: string;
    userId: string;
    email?: boolean;
    /** Mail it in the admin's digest (digest.ts) instead of at once: the item's `<kind>:<id>:<submissionId>`. */
    adminDigest?: string;
  },
): Promise<NotificationDocument> {
  const { dedupeKey, userId, email = false, adminDigest, ...content } = notice;
  const notification = (await Notification.findOneAndUpdate(
    { dedupeKey },
    { $setOnInsert: { ...content, userId, dedupeKey, read: false } },
    { upsert: true, returnDocument: 'after' },
  )) as NotificationDocument;
  deps.emitter.to(userRoom(userId)).emit('notification:new', presentNotification(notification));
  if (adminDigest && deps.producers && deps.digest) {
    await joinAdminDigest({ ...deps.digest, producers: deps.producers }, userId, notification._id.toString(), adminDigest);
  } else if (email && deps.producers) {
    const id = notification._id.toString();
    await deps.producers.sendEmail('notification', { notificationId: id }, notificationEmailJobId(id));
  }
  return notification;
}

/** One notification per admin; `cause` makes each (cause, admin) pair unique. */
export async function notifyAdmins(
  deps: NotifyDeps,
  cause: string,
  content: NotificationContent & { email?: boolean; adminDigest?: string },
): Promise<void> {
  for (const adminId of await adminIds()) {
    await notifyUser(deps, { ...content, userId: adminId, dedupeKey: `${cause}:${adminId}` });
  }
}
