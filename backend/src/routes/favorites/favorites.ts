/**
 * Favourites (issue 26; services/favorites.ts, common/favorites.ts): any signed-in account saves
 * public jobs, courses and events and lists them by kind. Only the caller's own favourites exist
 * for the caller: the routes take no owner from the request.
 */
import Router from '@koa/router';
import { favoriteListSchema, favoritePathSchema } from './schema';
import { validate } from '../../middleware/validate';
import { requireUser } from '../../auth/guards';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { sendPage } from '../../lib/listQuery';
import { favoriteIds, favoritesPage, removeFavorite, saveFavorite } from '../../services/favorites';
import { doc } from '../../openapi/describe';

const ownerId = (ctx: AppContext) => currentUser(ctx)._id;

export function favoritesRouter() {
  const router = new Router<AppState>({ prefix: '/api/user/favorites' });

  router.get('/', doc({ summary: 'Meus favoritos de um tipo (vagas, cursos ou eventos), os mais recentes primeiro', ok: 'FavoriteDTO[]', paged: true }), requireUser, validate({ query: favoriteListSchema }), async (ctx) => {
    const { kind, limit, offset } = ctx.state.input;
    const page = await favoritesPage(ownerId(ctx), kind, { limit, offset });
    sendPage(ctx, { json: JSON.stringify(page.items), total: page.total });
  });

  router.get('/ids', doc({ summary: 'Os identificadores de tudo o que salvei, por tipo', ok: 'FavoriteIdsDTO' }), requireUser, async (ctx: AppContext) => {
    ctx.body = await favoriteIds(ownerId(ctx));
  });

  // Idempotent: 201 the first time, 200 with the same favourite afterwards.
  router.put('/:kind/:id', doc({ summary: 'Salva nos favoritos (repetir devolve o mesmo favorito com 200)', ok: 'FavoriteDTO', status: 201, responses: { 200: 'FavoriteDTO' }, errors: [409] }), requireUser, validate({ params: favoritePathSchema }), async (ctx) => {
    const { kind, id } = ctx.state.input;
    const { favorite, created } = await saveFavorite(ownerId(ctx), kind, id);
    ctx.status = created ? 201 : 200;
    ctx.body = favorite;
  });

  router.delete('/:kind/:id', doc({ summary: 'Remove dos favoritos (o que não está salvo também responde 204)', ok: null, status: 204 }), requireUser, validate({ params: favoritePathSchema }), async (ctx) => {
    const { kind, id } = ctx.state.input;
    await removeFavorite(ownerId(ctx), kind, id);
    ctx.status = 204;
  });

  return router;
}
