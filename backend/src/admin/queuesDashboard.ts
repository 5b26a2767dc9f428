/**
 * Bull Board at /admin/queues for ops. Admins only: a visitor is sent to
 * the sign-in page, a signed-in non-admin gets 403 — never the dashboard.
 * Every change made through it (pause, resume, clean, retry, ...) is an admin
 * action like any other, so it lands in the audit log once the board answered it.
 */
import type Koa from 'koa';
import type { Next } from 'koa';
import type { Queue } from 'bullmq';
import type { Types } from 'mongoose';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import { isAdmin } from '@conecta/common';
import { loadSessionUser } from '../auth/guards';
import { recordAdminAction } from '../services/audit';
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
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && ctx.status < 400) await recordAdminAction(boardAction(user._id, ctx.path));
  });
}

/** The board's API verbs that change something; anything else it may add is still logged, as 'queues.other'. */
const BOARD_VERBS = new Set(['pause', 'resume', 'add', 'retry', 'promote', 'clean', 'concurrency', 'rate-limit', 'release', 'empty', 'obliterate', 'remove', 'run', 'update-data', 'delay', 'priority', 'purge', 'remove-unprocessed-children']);

/** `/admin/queues/api/queues/<queue>/<...>/<verb>` → `queues.<verb>` on that queue, with the path as the detail. */
function boardAction(actorId: Types.ObjectId, path: string) {
  const [, ...segments] = path.slice(QUEUES_DASHBOARD_PATH.length).split('/').filter(Boolean); // drops 'api'
  const queue = segments[0] === 'queues' && segments.length > 2 ? decodeURIComponent(segments[1]!) : null;
  const verb = [...segments].reverse().find((segment) => BOARD_VERBS.has(segment)) ?? 'other';
  return { actorId, action: `queues.${verb}`, targetType: 'queue', targetId: queue, after: { path: path.slice(QUEUES_DASHBOARD_PATH.length) } };
}
