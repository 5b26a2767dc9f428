/** The signed-in user's notifications (the bell): the latest, bounded, and how many are unread. */
import type { Types } from 'mongoose';
import type { NotificationsListDTO } from '@conecta/common';
import { Notification } from '../models/notification';
import { presentNotification } from '../presenters/notification';

const LIST_LIMIT = 20;

export async function latestNotifications(userId: Types.ObjectId): Promise<NotificationsListDTO> {
  const [items, unreadCount] = await Promise.all([
    Notification.find({ userId }).sort({ createdAt: -1 }).limit(LIST_LIMIT),
    Notification.countDocuments({ userId, read: false }),
  ]);
  return { items: items.map(presentNotification), unreadCount };
}

export async function markAllRead(userId: Types.ObjectId): Promise<void> {
  await Notification.updateMany({ userId, read: false }, { $set: { read: true } });
}
