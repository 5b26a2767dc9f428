/**
 * Bull Board at /admin/queues for ops. Admins only: a visitor is sent to
 * the sign-in page, a signed-in non-admin gets 403 — never the dashboard.
 */
import type Koa from 'koa';
import type { Next } from 'koa';
import type { Queue } from 'bullmq';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import { isAdmin } from '@conecta/common';
import { loadSessionUser } from '../auth/guards';
import type { AppContext } from '../lib/context';

export const QUEUES_DASHBOARD_PATH = '/admin/queues';

export function mountQueuesDashboard(app: Koa, queues: Queue[]): void {
  const serverAdapter = new KoaAdapter();
  serverAdapter.setBasePath(QUEUES_DASHBOARD_PATH);
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter });

  // One middleware for every other path: a string test, then straight on (the board's own Koa app
  // with its router, views and static files only sees admin paths).
  const board = serverAdapter.registerPlugin();
  app.use(async (ctx: AppContext, next: Next) => {
    if (ctx.path !== QUEUES_DASHBOARD_PATH && !ctx.path.startsWith(`${QUEUES_DASHBOARD_PATH}/`)) return next();
    const user = await loadSessionUser(ctx);
    if (!user) {
      ctx.redirect(`/auth?next=${encodeURIComponent(QUEUES_DASHBOARD_PATH)}`);
      return;
    }
    if (!isAdmin(user)) {
      ctx.status = 403;
      ctx.body = { message: 'Você precisa ser administrador para acessar esta página.' };
      return;
    }
    await board(ctx, next);
  });
}
