/**
 * The public directory (spec §2 "Professionals and companies directory", §7):
 * GET /api/users (tabs by userType), GET /api/profissionais (company or
 * individual = student + professional) and GET /api/users/:id (one public
 * profile). Lists are JSON arrays with the total in X-Total-Count. Only
 * students, professionals and companies are listed; e-mail and phone only
 * when the person opted in (presenters/directoryEntry.ts).
 */
import Router from '@koa/router';
import { DIRECTORY_MESSAGES, DIRECTORY_USER_TYPES, TOTAL_COUNT_HEADER, type DirectoryUserType, type ProfessionalType } from '@conecta/common';
import { professionalsQuerySchema, usersQuerySchema } from './schema';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { NotFoundError } from '../../lib/errors';
import { type AppContext, type AppState } from '../../lib/context';
import { findDirectoryEntries, findPublicProfile, type DirectoryPage } from '../../services/directory';
import type { SearchIndex } from '../../search/searchIndex';
import { doc } from '../../openapi/describe';
import { loadSessionUser } from '../../auth/guards';
import { principalOf } from '../../lifecycles/deps';
import { limitTextSearch } from '../../middleware/textSearchLimit';
import type { Limits } from '../../lib/limits';
import type { PublicAnswers } from '../../lib/publicAnswers';

const TYPES_OF: Record<ProfessionalType, readonly DirectoryUserType[]> = {
  company: ['company'],
  individual: ['student', 'professional'],
};

function respond(ctx: AppContext, page: DirectoryPage) {
  ctx.set(TOTAL_COUNT_HEADER, String(page.total));
  ctx.body = page.items;
}

/**
 * The lists are the same for every visitor until a profile changes: kept as the catalogue's are
 * (lib/publicAnswers.ts, decisions 0031, 0038), stamped with the users index's version. A drawn
 * /profissionais or /empresas reads one, and its ranking and count walked every public profile.
 */
export function directoryRouter(index: SearchIndex, limits: Pick<Limits, 'search'>, answers: PublicAnswers) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/users', doc({ summary: 'Diretório de usuários', ok: 'DirectoryEntryDTO[]', paged: true, errors: [429] }), validate({ query: usersQuerySchema }), limitTextSearch(limits, 'q'), answers.keep(['users']), (ctx) => {
    const { userType, ...rest } = ctx.state.input;
    respond(ctx, findDirectoryEntries({ ...rest, userTypes: userType ? [userType] : DIRECTORY_USER_TYPES }, index));
  });

  router.get('/profissionais', doc({ summary: 'Diretório de profissionais e empresas', ok: 'DirectoryEntryDTO[]', paged: true, errors: [429] }), validate({ query: professionalsQuerySchema }), limitTextSearch(limits, 'q'), answers.keep(['users']), (ctx) => {
    const { professionalType, ...rest } = ctx.state.input;
    const userTypes = professionalType ? TYPES_OF[professionalType] : DIRECTORY_USER_TYPES;
    respond(ctx, findDirectoryEntries({ ...rest, userTypes }, index));
  });

  router.get('/users/:id', doc({ summary: 'Perfil público', ok: 'DirectoryEntryDTO' }), validate({ params: idParams('id') }), async (ctx) => {
    const profile = await findPublicProfile(ctx.state.input.id, async () => {
      const user = await loadSessionUser(ctx);
      return user ? principalOf(user) : null;
    });
    if (!profile) throw NotFoundError(DIRECTORY_MESSAGES.profileNotFound);
    ctx.body = profile;
  });

  return router;
}
