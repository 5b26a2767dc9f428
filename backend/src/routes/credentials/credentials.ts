/**
 * Credentials (issue 24; contracts in common/src/credentials.ts): the signed-in person's training
 * records under the regulatory norms and their certificate files. People only (students,
 * professionals, general users): a company or an admin account is told so (403).
 */
import Router from '@koa/router';
import type { Next } from 'koa';
import { CREDENTIAL_MESSAGES, UPLOAD_LIMITS, canHoldCredentials } from '@conecta/common';
import { credentialCreateSchema, credentialUpdateSchema } from './schema';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { requireUser } from '../../auth/guards';
import { ForbiddenError } from '../../lib/errors';
import { currentUser, type AppContext, type AppState, type IdInput, type InputContext } from '../../lib/context';
import { presentCredential } from '../../presenters/credential';
import {
  createCredential,
  credentialsOf,
  deleteCredential,
  findOwnCredential,
  removeCertificate,
  setCertificate,
  updateCredential,
} from '../../services/credentials';
import { readSingleFile } from '../../uploads/multipart';
import type { Limits } from '../../lib/limits';
import type { Producers } from '../../queues/producers';
import type { FileStorage } from '../../storage/storage';
import { doc } from '../../openapi/describe';

/** Behind requireUser: a company or an admin keeps no training records. */
async function onlyPeople(ctx: AppContext, next: Next) {
  if (!canHoldCredentials(currentUser(ctx))) throw ForbiddenError(CREDENTIAL_MESSAGES.onlyPeople);
  await next();
}

const ownerId = (ctx: AppContext) => currentUser(ctx)._id;
/** The credential in the path, if it is the caller's (404 otherwise, before any upload is read). */
const ownCredential = (ctx: InputContext<IdInput>) => findOwnCredential(ownerId(ctx), ctx.state.input.id);
const byId = validate({ params: idParams('id') });

export function credentialsRouter(deps: { storage: FileStorage; limits: Pick<Limits, 'upload'>; producers: Pick<Producers, 'notify'> }) {
  const router = new Router<AppState>({ prefix: '/api/users' });
  const { storage, producers } = deps;

  router.get('/credentials', doc({ summary: 'Minhas certificações', ok: 'CredentialDTO[]', errors: [403] }), requireUser, onlyPeople, async (ctx: AppContext) => {
    ctx.body = (await credentialsOf(ownerId(ctx))).map((credential) => presentCredential(credential));
  });

  router.post('/credentials', doc({ summary: 'Adiciona uma certificação', ok: 'CredentialDTO', errors: [409] }), requireUser, onlyPeople, validate({ body: credentialCreateSchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = presentCredential(await createCredential(ownerId(ctx), ctx.state.input, { producers, log: ctx.state.log }));
  });

  router.patch('/credentials/:id', doc({ summary: 'Edita uma certificação', ok: 'CredentialDTO' }), requireUser, onlyPeople, validate({ params: idParams('id'), body: credentialUpdateSchema }), async (ctx) => {
    const { id, ...fields } = ctx.state.input;
    ctx.body = presentCredential(await updateCredential(ownerId(ctx), id, fields, { producers, log: ctx.state.log }));
  });

  router.delete('/credentials/:id', doc({ summary: 'Exclui uma certificação e o seu certificado', ok: null, status: 204 }), requireUser, onlyPeople, byId, async (ctx) => {
    await deleteCredential(ownerId(ctx), ctx.state.input.id, storage, ctx.state.log);
    ctx.status = 204;
  });

  router.post('/credentials/:id/certificate', doc({ summary: 'Envia o certificado (PDF ou imagem)', ok: 'CredentialDTO', status: 200, upload: true }), requireUser, onlyPeople, byId, async (ctx) => {
    const credential = await ownCredential(ctx);
    // Read up to the larger limit (a PDF's): what the file is comes from its bytes, after reading.
    const upload = await readSingleFile(ctx, deps.limits, UPLOAD_LIMITS.documentMaxBytes, CREDENTIAL_MESSAGES.certificateTooLarge);
    ctx.body = presentCredential(await setCertificate(credential, upload, storage, ctx.state.log));
  });

  router.delete('/credentials/:id/certificate', doc({ summary: 'Remove o certificado', ok: 'CredentialDTO' }), requireUser, onlyPeople, byId, async (ctx) => {
    ctx.body = presentCredential(await removeCertificate(await ownCredential(ctx), storage, ctx.state.log));
  });

  return router;
}
