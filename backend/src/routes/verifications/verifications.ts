/**
 * Verified registrations (issue 24): a person's CREA or CRT and a company's CNPJ, submitted for
 * review (`/api/user/verifications`), and the admins' 'Verificações' list with its decisions
 * (`/api/admin/verifications`). The lifecycle is lifecycles/verifications.ts.
 *
 * A CREA's or CRT's document (carteira or certidão) comes as multipart with the number and the
 * council, through the uploads pipeline the credential certificate uses (same limits, the bytes
 * sniffed, an image re-encoded). It is personal (photo, CPF, birth date), so it is not served at
 * /uploads at all: its owner reads it at …/user/verifications/:kind/document, an admin at
 * …/admin/verifications/:id/document, each behind its guard, never cached.
 */
import Router from '@koa/router';
import { UPLOAD_LIMITS, VERIFICATION_MESSAGES } from '@conecta/common';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { requireAdmin, requireUser } from '../../auth/guards';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';
import { approveSchema, rejectSchema } from '../admin/moderationSchema';
import { decideVerification, lifecycleDeps, myVerifications, pendingVerifications, registrationDocument, submitVerification, type LifecycleDeps } from '../../lifecycles/index';
import { NotFoundError } from '../../lib/errors';
import type { Limits } from '../../lib/limits';
import { check } from '../../middleware/validate';
import { STORED_TYPES, type FileStorage } from '../../storage/storage';
import { sendStoredFile } from '../../storage/serveUploads';
import { readSingleFile } from '../../uploads/multipart';
import { documentKindParams, kindParams, verificationSchema } from './schema';

/** What a stored document is served as: a PDF as sent, an image re-encoded as WebP. */
const STORED_FILE_TYPES = Object.values(STORED_TYPES);
/** A personal document: kept by no cache, the browser's included. */
const PRIVATE_FILE_CACHE = 'no-store';

export function verificationsRouter(deps: Omit<LifecycleDeps, 'log'> & { storage: FileStorage; limits: Pick<Limits, 'upload'> }) {
  const router = new Router<AppState>({ prefix: '/api' });
  const { storage } = deps;

  /** Sends a registration's document (a PDF downloads under the name it was sent with). */
  async function sendDocument(ctx: AppContext, document: { key: string; name: string }) {
    if (!(await sendStoredFile(ctx, storage, document.key, { cacheControl: PRIVATE_FILE_CACHE, downloadName: document.name }))) throw NotFoundError(VERIFICATION_MESSAGES.documentNotFound);
  }

  router.get('/user/verifications', doc({ summary: 'Meus registros (CREA, CRT, CNPJ) e suas verificações', ok: 'VerificationDTO[]' }), requireUser, async (ctx: AppContext) => {
    ctx.body = await myVerifications(currentUser(ctx));
  });

  router.put('/user/verifications/:kind', doc({ summary: 'Envia (ou altera) um registro para verificação', ok: 'VerificationDTO', errors: [409] }), requireUser, validate({ params: kindParams, body: verificationSchema }), async (ctx) => {
    const { kind, ...input } = ctx.state.input;
    ctx.body = await submitVerification(currentUser(ctx), kind, input, lifecycleDeps(deps, ctx));
  });

  router.post(
    '/user/verifications/:kind/document',
    doc({ summary: 'Envia o CREA ou o CRT com a carteira ou a certidão (PDF ou imagem), para verificação', ok: 'VerificationDTO', status: 200, errors: [409], upload: true, uploadFields: verificationSchema }),
    requireUser,
    validate({ params: documentKindParams }),
    async (ctx) => {
      // Read up to the larger limit (a PDF's): what the file is comes from its bytes, after reading.
      const upload = await readSingleFile(ctx, deps.limits, UPLOAD_LIMITS.documentMaxBytes, VERIFICATION_MESSAGES.documentTooLarge);
      const input = check(verificationSchema, upload.fields);
      ctx.body = await submitVerification(currentUser(ctx), ctx.state.input.kind, input, lifecycleDeps(deps, ctx), { upload, storage });
    },
  );

  router.get('/user/verifications/:kind/document', doc({ summary: 'O documento do meu registro (carteira ou certidão)', ok: 'string', contentType: STORED_FILE_TYPES }), requireUser, validate({ params: documentKindParams }), async (ctx) => {
    await sendDocument(ctx, await registrationDocument({ userId: currentUser(ctx)._id, kind: ctx.state.input.kind }));
  });

  router.get('/admin/verifications/:id/document', doc({ summary: 'O documento de um registro (carteira ou certidão), para conferir', ok: 'string', contentType: STORED_FILE_TYPES }), requireAdmin, validate({ params: idParams('id') }), async (ctx) => {
    await sendDocument(ctx, await registrationDocument({ _id: ctx.state.input.id }));
  });

  router.get('/admin/verifications', doc({ summary: 'Registros em análise (mais antigos primeiro)', ok: 'PendingVerificationDTO[]' }), requireAdmin, async (ctx: AppContext) => {
    ctx.body = await pendingVerifications();
  });

  router.post('/admin/verifications/:id/verify', doc({ summary: 'Confirma um registro', ok: 'VerificationDTO', status: 200, errors: [409] }), requireAdmin, validate({ params: idParams('id'), body: approveSchema }), async (ctx) => {
    const { id, version } = ctx.state.input;
    ctx.body = await decideVerification(id, { status: 'verified', version }, currentUser(ctx), lifecycleDeps(deps, ctx));
  });

  router.post('/admin/verifications/:id/reject', doc({ summary: 'Recusa um registro, com o motivo', ok: 'VerificationDTO', status: 200, errors: [409] }), requireAdmin, validate({ params: idParams('id'), body: rejectSchema }), async (ctx) => {
    const { id, version, reason } = ctx.state.input;
    ctx.body = await decideVerification(id, { status: 'rejected', version, reason }, currentUser(ctx), lifecycleDeps(deps, ctx));
  });

  return router;
}
