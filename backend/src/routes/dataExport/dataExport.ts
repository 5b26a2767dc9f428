/**
 * 'Meus dados' → export (issue 26; common/dataExport.ts): ask for the file, see where it stands,
 * download it. Signed in, one's own only; the ZIP lives in storage's private folder, never under
 * /uploads.
 */
import Router from '@koa/router';
import { DATA_EXPORT_MESSAGES, type DataExportStateDTO } from '@conecta/common';
import { requireUser } from '../../auth/guards';
import { HttpError } from '../../lib/errors';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { idParams } from '../../lib/rules';
import { validate } from '../../middleware/validate';
import { doc } from '../../openapi/describe';
import type { Producers } from '../../queues/producers';
import { latestExport, readyExport, requestExport } from '../../services/dataExport';
import { presentDataExport } from '../../presenters/dataExport';
import { sendStoredFile } from '../../storage/serveUploads';
import type { FileStorage } from '../../storage/storage';

export function dataExportRouter(deps: { producers: Pick<Producers, 'notify'>; storage: FileStorage }) {
  const router = new Router<AppState>({ prefix: '/api/users/me/export' });

  router.get('/', doc({ summary: 'A última exportação dos meus dados', ok: 'DataExportStateDTO' }), requireUser, async (ctx: AppContext) => {
    const latest = await latestExport(currentUser(ctx)._id);
    ctx.body = { latest: latest ? presentDataExport(latest) : null } satisfies DataExportStateDTO;
  });

  router.post('/', doc({ summary: 'Pede a exportação dos meus dados (LGPD)', ok: 'DataExportDTO', status: 202, errors: [503] }), requireUser, async (ctx: AppContext) => {
    ctx.status = 202;
    ctx.body = presentDataExport(await requestExport(currentUser(ctx)._id, { ...deps, log: ctx.state.log }));
  });

  router.get('/:id/download', doc({ summary: 'Baixa o arquivo dos meus dados (ZIP)', ok: 'string', contentType: ['application/zip'], errors: [409, 410] }), requireUser, validate({ params: idParams('id') }), async (ctx) => {
    const file = await readyExport(currentUser(ctx)._id, ctx.state.input.id);
    if (!(await sendStoredFile(ctx, deps.storage, file.key, { cacheControl: 'no-store', downloadName: file.name }))) throw new HttpError(410, DATA_EXPORT_MESSAGES.expired);
  });

  return router;
}
