/**
 * Portfolio (spec §7; contracts in common/src/profile.ts): the signed-in
 * owner's items and their files, and the public read of a profile's items.
 */
import Router from '@koa/router';
import { DIRECTORY_MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@conecta/common';
import { portfolioCreateSchema, portfolioUpdateSchema } from './schema';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { requireUser } from '../../auth/guards';
import { NotFoundError } from '../../lib/errors';
import { currentUser, type AppContext, type AppState, type IdInput, type InputContext } from '../../lib/context';
import { presentPortfolioItem } from '../../presenters/portfolioItem';
import { findPublicProfile } from '../../services/directory';
import {
  createItem,
  deleteItem,
  findOwnItem,
  portfolioOf,
  removeItemFile,
  setItemDocument,
  setItemImage,
  updateItem,
} from '../../services/portfolio';
import { readSingleFile } from '../../uploads/multipart';
import type { Limits } from '../../lib/limits';
import type { FileStorage } from '../../storage/storage';
import { doc } from '../../openapi/describe';

const ownerId = (ctx: AppContext) => currentUser(ctx)._id;
/** The item in the path, if it is the caller's (404 otherwise, before any upload is read). */
const ownItem = (ctx: InputContext<IdInput>) => findOwnItem(ownerId(ctx), ctx.state.input.id);
/** The path's `:id`, validated (400 'Identificador inválido' before the handler runs). */
const byId = validate({ params: idParams('id') });

export function portfolioRouter(deps: { storage: FileStorage; limits: Pick<Limits, 'upload'> }) {
  const router = new Router<AppState>({ prefix: '/api' });
  const { storage } = deps;

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

  router.post('/portfolio/:id/image', doc({ summary: 'Envia a imagem do item', ok: 'PortfolioItemDTO', status: 200, upload: true }), requireUser, byId, async (ctx) => {
    const item = await ownItem(ctx);
    const upload = await readSingleFile(ctx, deps.limits, UPLOAD_LIMITS.imageMaxBytes, UPLOAD_MESSAGES.imageTooLarge);
    ctx.body = presentPortfolioItem(await setItemImage(item, upload.buffer, storage, ctx.state.log));
  });

  router.delete('/portfolio/:id/image', doc({ summary: 'Remove a imagem do item', ok: 'PortfolioItemDTO' }), requireUser, byId, async (ctx) => {
    ctx.body = presentPortfolioItem(await removeItemFile(await ownItem(ctx), 'image', storage, ctx.state.log));
  });

  router.post('/portfolio/:id/document', doc({ summary: 'Envia o PDF do item', ok: 'PortfolioItemDTO', status: 200, upload: true }), requireUser, byId, async (ctx) => {
    const item = await ownItem(ctx);
    const upload = await readSingleFile(ctx, deps.limits, UPLOAD_LIMITS.documentMaxBytes, UPLOAD_MESSAGES.documentTooLarge);
    ctx.body = presentPortfolioItem(await setItemDocument(item, upload, storage, ctx.state.log));
  });

  router.delete('/portfolio/:id/document', doc({ summary: 'Remove o PDF do item', ok: 'PortfolioItemDTO' }), requireUser, byId, async (ctx) => {
    ctx.body = presentPortfolioItem(await removeItemFile(await ownItem(ctx), 'document', storage, ctx.state.log));
  });

  // Public profile (anyone): the items of a person or company that has a public profile.
  router.get('/users/:id/portfolio', doc({ summary: 'Portfólio público de um usuário', ok: 'PortfolioItemDTO[]' }), byId, async (ctx) => {
    const userId = ctx.state.input.id;
    if (!(await findPublicProfile(userId))) throw NotFoundError(DIRECTORY_MESSAGES.profileNotFound);
    ctx.body = (await portfolioOf(userId)).map(presentPortfolioItem);
  });

  return router;
}
