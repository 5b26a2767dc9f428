import type { NotificationDTO } from '@conecta/common';
import type { NotificationDocument } from '../models/notification';

export function presentNotification(n: NotificationDocument): NotificationDTO {
  return {
    id: n._id.toString(),
    userId: n.userId.toString(),
    kind: n.kind,
    title: n.title,
    body: n.body ?? '',
    link: n.link ?? null,
    read: n.read ?? false,
    createdAt: (n.createdAt ?? new Date()).toISOString(),
  };
}
