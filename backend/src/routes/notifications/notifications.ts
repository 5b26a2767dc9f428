/** The signed-in user's notifications (bell; services/notifications.ts): latest first, bounded. */
import Router from '@koa/router';
import { requireUser } from '../../auth/guards';
import { latestNotifications, markAllRead } from '../../services/notifications';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';

export function notificationsRouter() {
  const router = new Router<AppState>({ prefix: '/api/notifications' });

  router.get('/', doc({ summary: 'Últimas notificações e quantas não lidas', ok: 'NotificationsListDTO' }), requireUser, async (ctx: AppContext) => {
    ctx.body = await latestNotifications(currentUser(ctx)._id);
  });

  router.post('/read', doc({ summary: 'Marca todas como lidas', ok: null, status: 204 }), requireUser, async (ctx: AppContext) => {
    await markAllRead(currentUser(ctx)._id);
    ctx.status = 204;
  });

  return router;
}
