/**
 * The `notifications` queue: writes Notification documents and pushes them
 * live through the Socket.IO Redis emitter (reaching every backend node).
 * A unique dedupeKey per (job, recipient) keeps retries from duplicating.
 */
import { UnrecoverableError, type Job } from 'bullmq';
import type { Emitter } from '@socket.io/redis-emitter';
import { userRoom, type NotificationJobName, type NotificationJobs, type ServerToClientEvents } from '@conecta/common';
import { User } from '@conecta/backend/models/user';
import { Notification, type NotificationDocument } from '@conecta/backend/models/notification';
import { presentNotification } from '@conecta/backend/presenters/notification';
import { contactMessageExists } from './email';

export interface NotificationDeps {
  emitter: Emitter<ServerToClientEvents>;
}

async function adminIds(): Promise<string[]> {
  // Two equality reads instead of an $or (spec §6: either marks an admin).
  const [byType, byFlag] = await Promise.all([
    User.find({ userType: 'admin' }).select({ _id: 1 }).lean(),
    User.find({ isAdmin: true }).select({ _id: 1 }).lean(),
  ]);
  return [...new Set([...byType, ...byFlag].map((u) => u._id.toString()))];
}

async function upsertNotification(dedupeKey: string, fields: { userId: string; kind: string; title: string; body: string; link: string | null }) {
  return (await Notification.findOneAndUpdate(
    { dedupeKey },
    { $setOnInsert: { ...fields, dedupeKey, read: false } },
    { upsert: true, returnDocument: 'after' },
  )) as NotificationDocument;
}

/** One notification per admin, pushed live; `cause` makes each (job cause, admin) unique. */
async function notifyAdmins(deps: NotificationDeps, cause: string, content: { kind: string; title: string; body: string; link: string }) {
  for (const adminId of await adminIds()) {
    const notification = await upsertNotification(`${cause}:${adminId}`, { userId: adminId, ...content });
    deps.emitter.to(userRoom(adminId)).emit('notification:new', presentNotification(notification));
  }
}

export function notificationsProcessor(deps: NotificationDeps) {
  return async (job: Job<NotificationJobs[NotificationJobName], void, NotificationJobName>): Promise<void> => {
    switch (job.name) {
      case 'contact-received': {
        const { contactMessageId, name, subject } = job.data as NotificationJobs['contact-received'];
        if (!(await contactMessageExists({ contactMessageId }))) return;
        return notifyAdmins(deps, `contact-received:${contactMessageId}`, {
          kind: 'contact-received',
          title: 'Nova mensagem de contato',
          body: `${name}: ${subject}`,
          link: '/admin',
        });
      }
      case 'conversation-reported': {
        const { reportId, reporterName, reason } = job.data as NotificationJobs['conversation-reported'];
        return notifyAdmins(deps, `conversation-reported:${reportId}`, {
          kind: 'conversation-reported',
          title: 'Conversa denunciada',
          body: `${reporterName}: ${reason.slice(0, 80)}`,
          link: '/admin',
        });
      }
      default:
        throw new UnrecoverableError(`unknown notification job ${String(job.name)}`);
    }
  };
}
