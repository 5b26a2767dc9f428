/**
 * Portfolio (spec §7; contracts in common/src/profile.ts): the signed-in
 * owner's items and their files, and the public read of a profile's items.
 */
import Router from '@koa/router';
import { DIRECTORY_MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@conecta/common';
import { portfolioCreateSchema, portfolioImageOrderSchema, portfolioUpdateSchema } from './schema';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { requireUser } from '../../auth/guards';
import { NotFoundError } from '../../lib/errors';
import { currentUser, type AppContext, type AppState, type IdInput, type InputContext } from '../../lib/context';
import { presentPortfolioItem } from '../../presenters/portfolioItem';
import { findPublicProfile } from '../../services/directory';
import {
  addItemImage,
  assertGalleryRoom,
  createItem,
  deleteItem,
  findOwnItem,
  portfolioOf,
  removeItemDocument,
  removeItemImage,
  reorderItemImages,
  setItemDocument,
  updateItem,
} from '../../services/portfolio';
import { readSingleFile } from '../../uploads/multipart';
import type { Limits } from '../../lib/limits';
import type { FileStorage } from '../../storage/storage';
import type { LockDeps } from '../../engine/index';
import { doc } from '../../openapi/describe';

const ownerId = (ctx: AppContext) => currentUser(ctx)._id;
/** The item in the path, if it is the caller's (404 otherwise, before any upload is read). */
const ownItem = (ctx: InputContext<IdInput>) => findOwnItem(ownerId(ctx), ctx.state.input.id);
/** The path's `:id`, validated (400 'Identificador inválido' before the handler runs). */
const byId = validate({ params: idParams('id') });

export function portfolioRouter(deps: { storage: FileStorage; limits: Pick<Limits, 'upload'>; locks: LockDeps }) {
  const router = new Router<AppState>({ prefix: '/api' });
  const { storage, locks } = deps;

  router.get('/portfolio', doc({ summary: 'Meu portfólio', ok: 'PortfolioItemDTO[]' }), requireUser, async (ctx: AppContext) => {
    ctx.body = (await portfolioOf(ownerId(ctx))).map(presentPortfolioItem);
  });

  router.post('/portfolio', doc({ summary: 'Adiciona um item ao portfólio', ok: 'PortfolioItemDTO' }), requireUser, validate({ body: portfolioCreateSchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = presentPortfolioItem(await createItem(ownerId(ctx), ctx.state.input));
  });

  router.patch('/portfolio/:id', doc({ summary: 'Edita um item', ok: 'PortfolioItemDTO' }), requireUser, validate({ params: idParams('id'), body: portfolioUpdateSchema }), async (ctx) => {
    const { id, ...fields } = ctx.state.input;
    const item = await updateItem(ownerId(ctx), id, fields);
    ctx.body = presentPortfolioItem(item);
  });

  router.delete('/portfolio/:id', doc({ summary: 'Exclui um item', ok: null, status: 204 }), requireUser, byId, async (ctx) => {
    await deleteItem(ownerId(ctx), ctx.state.input.id, storage, ctx.state.log);
    ctx.status = 204;
  });

  // The gallery (issue 25): images added one per request, reordered, removed one by one; the first is the cover.
  router.post('/portfolio/:id/images', doc({ summary: 'Adiciona uma imagem à galeria do item', ok: 'PortfolioItemDTO', status: 200, upload: true, errors: [409] }), requireUser, byId, async (ctx) => {
    const item = await ownItem(ctx);
    // A full gallery is refused before the upload is read or processed.
    assertGalleryRoom(item);
    const upload = await readSingleFile(ctx, deps.limits, UPLOAD_LIMITS.imageMaxBytes, UPLOAD_MESSAGES.imageTooLarge);
    ctx.body = presentPortfolioItem(await addItemImage(locks, item, upload.buffer, storage, ctx.state.log));
  });

  router.put('/portfolio/:id/images/order', doc({ summary: 'Reordena a galeria do item (a primeira é a capa)', ok: 'PortfolioItemDTO', errors: [409, 503] }), requireUser, validate({ params: idParams('id'), body: portfolioImageOrderSchema }), async (ctx) => {
    ctx.body = presentPortfolioItem(await reorderItemImages(locks, ownerId(ctx), ctx.state.input.id, ctx.state.input.imageIds));
  });

  router.delete('/portfolio/:id/images/:imageId', doc({ summary: 'Remove uma imagem da galeria do item', ok: 'PortfolioItemDTO', errors: [503] }), requireUser, validate({ params: idParams('id', 'imageId') }), async (ctx) => {
    const { id, imageId } = ctx.state.input;
    ctx.body = presentPortfolioItem(await removeItemImage(locks, ownerId(ctx), id, imageId, storage, ctx.state.log));
  });

  router.post('/portfolio/:id/document', doc({ summary: 'Envia o PDF do item', ok: 'PortfolioItemDTO', status: 200, upload: true }), requireUser, byId, async (ctx) => {
    const item = await ownItem(ctx);
    const upload = await readSingleFile(ctx, deps.limits, UPLOAD_LIMITS.documentMaxBytes, UPLOAD_MESSAGES.documentTooLarge);
    ctx.body = presentPortfolioItem(await setItemDocument(item, upload, storage, ctx.state.log));
  });

  router.delete('/portfolio/:id/document', doc({ summary: 'Remove o PDF do item', ok: 'PortfolioItemDTO' }), requireUser, byId, async (ctx) => {
    ctx.body = presentPortfolioItem(await removeItemDocument(await ownItem(ctx), storage, ctx.state.log));
  });

  // Public profile (anyone): the items of a person or company that has a public profile.
  router.get('/users/:id/portfolio', doc({ summary: 'Portfólio público de um usuário', ok: 'PortfolioItemDTO[]' }), byId, async (ctx) => {
    const userId = ctx.state.input.id;
    if (!(await findPublicProfile(userId))) throw NotFoundError(DIRECTORY_MESSAGES.profileNotFound);
    ctx.body = (await portfolioOf(userId)).map(presentPortfolioItem);
  });

  return router;
}
