/** The signed-in user's notifications (bell): latest first, bounded. */
import Router from '@koa/router';
import { requireUser } from '../../auth/guards';
import { Notification } from '../../models/notification';
import { presentNotification } from '../../presenters/notification';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';

const LIST_LIMIT = 20;

export function notificationsRouter() {
  const router = new Router<AppState>({ prefix: '/api/notifications' });

  router.get('/', doc({ summary: 'Últimas notificações e quantas não lidas', ok: 'NotificationsListDTO' }), requireUser, async (ctx: AppContext) => {
    const userId = currentUser(ctx)._id;
    const [items, unreadCount] = await Promise.all([
      Notification.find({ userId }).sort({ createdAt: -1 }).limit(LIST_LIMIT),
      Notification.countDocuments({ userId, read: false }),
    ]);
    ctx.body = { items: items.map(presentNotification), unreadCount };
  });

  router.post('/read', doc({ summary: 'Marca todas como lidas', ok: null, status: 204 }), requireUser, async (ctx: AppContext) => {
    await Notification.updateMany({ userId: currentUser(ctx)._id, read: false }, { $set: { read: true } });
    ctx.status = 204;
  });

  return router;
}
