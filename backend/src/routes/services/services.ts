/**
 * Serviços (issue 25): the approved services for anyone (list with filters, one service), and a
 * provider's own — sent, edited, with photos, removed — moderated by the same lifecycle as jobs,
 * courses and events (lifecycles/). The list is served from the search index's DTOs
 * (services/serviceCatalogue.ts).
 */
import Router from '@koa/router';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@conecta/common';
import { photoParams, serviceInputSchema, serviceListSchema, servicePatchSchema } from './schema';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { onlyServiceProviders, requireUser } from '../../auth/guards';
import { addServicePhoto, deleteService, editService, lifecycleDeps, ownServices, removeServicePhoto, submitService, type LifecycleDeps } from '../../lifecycles/index';
import { checkPhotoRoom } from '../../lifecycles/services';
import { approvedService, servicePage } from '../../services/serviceCatalogue';
import type { CatalogueDeps } from '../../services/jobCatalogue';
import { sendPage } from '../../lib/listQuery';
import { readSingleFile } from '../../uploads/multipart';
import type { Limits } from '../../lib/limits';
import type { FileStorage } from '../../storage/storage';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';
import type { PublicAnswers } from '../../lib/publicAnswers';

const byId = validate({ params: idParams('id') });

export function servicesRouter(deps: CatalogueDeps & Omit<LifecycleDeps, 'log'> & { storage: FileStorage; limits: Pick<Limits, 'upload'>; answers: PublicAnswers }) {
  const router = new Router<AppState>({ prefix: '/api/servicos' });

  router.get('/', doc({ summary: 'Serviços aprovados (filtros: tipo, área, estado, texto, prestador)', ok: 'ServiceDTO[]', paged: true }), validate({ query: serviceListSchema }), deps.answers.keep(['services']), async (ctx) => {
    sendPage(ctx, servicePage(ctx.state.input, deps.search));
  });

  // Companies, professionals and admins (issue 25): pending until an admin approves, an admin's at once.
  router.post('/', doc({ summary: 'Oferece um serviço (pendente de aprovação; o de um administrador sai aprovado)', ok: 'OwnServiceDTO' }), requireUser, onlyServiceProviders, validate({ body: serviceInputSchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await submitService(currentUser(ctx), ctx.state.input, lifecycleDeps(deps, ctx));
  });

  // Before '/:id': 'mine' is no id. Anyone signed in; only providers ever have any.
  router.get('/mine', doc({ summary: 'Meus serviços, com o status de cada um', ok: 'OwnServiceDTO[]' }), requireUser, async (ctx: AppContext) => {
    ctx.body = await ownServices(currentUser(ctx));
  });

  router.get('/:id', doc({ summary: 'Um serviço aprovado', ok: 'ServiceDTO' }), byId, async (ctx) => {
    ctx.body = await approvedService(ctx.state.input.id);
  });

  router.patch('/:id', doc({ summary: 'Edita meu serviço (um aprovado ou rejeitado volta à moderação)', ok: 'OwnServiceDTO', errors: [409] }), requireUser, validate({ params: idParams('id'), body: servicePatchSchema }), async (ctx) => {
    const { id, ...changes } = ctx.state.input;
    ctx.body = await editService(currentUser(ctx), id, changes, lifecycleDeps(deps, ctx));
  });

  router.delete('/:id', doc({ summary: 'Remove meu serviço e suas fotos', ok: null, status: 204 }), requireUser, byId, async (ctx) => {
    await deleteService(currentUser(ctx), ctx.state.input.id, deps.storage, lifecycleDeps(deps, ctx));
    ctx.status = 204;
  });

  router.post('/:id/photos', doc({ summary: 'Envia uma foto do serviço (até 6; um aprovado volta à moderação)', ok: 'OwnServiceDTO', status: 200, upload: true, errors: [409] }), requireUser, byId, async (ctx) => {
    const user = currentUser(ctx);
    await checkPhotoRoom(user, ctx.state.input.id);
    const upload = await readSingleFile(ctx, deps.limits, UPLOAD_LIMITS.imageMaxBytes, UPLOAD_MESSAGES.imageTooLarge);
    ctx.body = await addServicePhoto(user, ctx.state.input.id, upload.buffer, deps.storage, lifecycleDeps(deps, ctx));
  });

  router.delete('/:id/photos/:photoId', doc({ summary: 'Remove uma foto do serviço', ok: 'OwnServiceDTO', errors: [409] }), requireUser, validate({ params: photoParams }), async (ctx) => {
    const { id, photoId } = ctx.state.input;
    ctx.body = await removeServicePhoto(currentUser(ctx), id, photoId, deps.storage, lifecycleDeps(deps, ctx));
  });

  return router;
}
