/**
 * Issue 25: an admin took an owner's item down (with the reason) or republished it. The owner
 * gets a bell entry and an e-mail, in common's words (`takedownNotice`, the live toast's too), once
 * per move: the dedupe key names the move's time (`moderatedAt`), so a job run twice tells once and
 * a later move tells again. An item that moved on since (republished before its take-down was
 * told) is not told in a stale state.
 */
import { pageTakedownNotice, takedownNotice, type NotificationJobs } from '@conecta/common';
import mongoose from 'mongoose';
import { User } from '@conecta/backend/models/user';
import { isObjectIdHex } from '@conecta/backend/lib/ids';
import { notifyUser, type NotifyDeps } from '../notify';
import { readItem } from './moderationNotifications';

/** Where the owner follows the item's status; a kind not listed, the home page. */
const OWNER_LINKS: Readonly<Record<string, string>> = { job: '/minhas-vagas', course: '/meus-cursos-e-eventos', event: '/meus-cursos-e-eventos', service: '/meus-servicos' };

export async function notifyTakedown(deps: NotifyDeps, { kind, id, status }: NotificationJobs['item-taken-down']): Promise<void> {
  const item = await readItem(kind, id);
  if (!item || item.status !== status || !item.submittedBy || !item.moderatedAt) return;
  const notice = takedownNotice(kind, status, item.title, item.rejectionReason ?? null);
  await notifyUser(deps, {
    dedupeKey: `item-taken-down:${kind}:${id}:${status}:${item.moderatedAt.getTime()}`,
    userId: item.submittedBy.toString(),
    kind: 'job-moderated',
    title: notice.title,
    body: notice.body,
    link: OWNER_LINKS[kind] ?? '/',
    email: true,
  });
}

/**
 * An admin took the account's page down (with the reason) or republished it (decision 0025's
 * amendment): a bell entry and an e-mail leading to the profile, once per move (the dedupe key
 * names the move's time). A page that moved again since is not told in a stale state.
 */
export async function notifyPageTakedown(deps: NotifyDeps, { userId, status }: NotificationJobs['page-taken-down']): Promise<void> {
  if (!isObjectIdHex(userId)) return;
  const user = await User.findOne({ _id: userId, deletedAt: mongoose.trusted({ $exists: false }) })
    .select({ pageRemoved: 1, pageRemovedReason: 1, pageRemovedAt: 1 })
    .lean<{ pageRemoved?: boolean; pageRemovedReason?: string | null; pageRemovedAt?: Date | null }>();
  const removed = status === 'removed';
  if (!user || (user.pageRemoved === true) !== removed || !user.pageRemovedAt) return;
  const notice = pageTakedownNotice(removed, user.pageRemovedReason ?? null);
  await notifyUser(deps, {
    dedupeKey: `page-taken-down:${userId}:${status}:${user.pageRemovedAt.getTime()}`,
    userId,
    kind: 'job-moderated',
    title: notice.title,
    body: notice.body,
    link: '/profile',
    email: true,
  });
}
