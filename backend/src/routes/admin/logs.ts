/** GET /api/admin/logs (issue 13): the audit log of admin actions, newest first, paged (X-Total-Count). */
import Router from '@koa/router';
import { doc } from '../../openapi/describe';
import mongoose from 'mongoose';
import { TOTAL_COUNT_HEADER } from '@conecta/common';
import { requireAdmin } from '../../auth/guards';
import { validate } from '../../middleware/validate';
import { totalOf } from '../../lib/listQuery';
import { type AppState } from '../../lib/context';
import { AuditLog } from '../../models/auditLog';
import { User } from '../../models/user';
import { presentAuditLog, type AuditLogRow } from '../../presenters/adminSite';
import { logsQuerySchema } from './siteSchema';

export function adminLogsRouter() {
  const router = new Router<AppState>({ prefix: '/api/admin/logs' });

  router.get('/', doc({ summary: 'Registro de ações dos administradores', ok: 'AuditLogDTO[]', paged: true }), requireAdmin, validate({ query: logsQuerySchema }), async (ctx) => {
    const page = ctx.state.input;
    const rows = (await AuditLog.find({}).sort({ createdAt: -1, _id: -1 }).skip(page.offset).limit(page.limit).lean()) as AuditLogRow[];
    const total = await totalOf(rows.length, page, () => AuditLog.countDocuments({}));
    const actorIds = [...new Set(rows.map((row) => row.actorId?.toString()).filter((id): id is string => !!id))];
    const actors = actorIds.length
      ? await User.find({ _id: mongoose.trusted({ $in: actorIds.map((id) => new mongoose.Types.ObjectId(id)) }) }).select({ firstName: 1, lastName: 1 }).lean()
      : [];
    const names = new Map(actors.map((a) => [a._id.toString(), `${a.firstName} ${a.lastName}`.trim()]));
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = rows.map((row) => presentAuditLog(row, names));
  });

  return router;
}
