/**
 * The admin panel's users tab (issue 13): list with search and type filter, verify (spec §7) and
 * suspend / reactivate. A suspended account cannot sign in (services/accounts.ts), its sessions
 * are destroyed (and would stop counting anyway: auth/guards.ts loadSessionUser) and its open
 * sockets close on every backend.
 */
import Router from '@koa/router';
import { doc } from '../../openapi/describe';
import mongoose from 'mongoose';
import { ADMIN_MESSAGES as M, TOTAL_COUNT_HEADER, userRoom, type UserType } from '@conecta/common';
import { requireAdmin } from '../../auth/guards';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { currentUser, type AppState } from '../../lib/context';
import { User } from '../../models/user';
import { presentAdminUser, type AdminUserRow } from '../../presenters/adminSite';
import { recordAdminAction } from '../../services/audit';
import type { Broadcaster } from '../../realtime/broadcaster';
import type { RedisSessionStore } from '../../auth/session';
import { limitTextSearch } from '../../middleware/textSearchLimit';
import type { Limits } from '../../lib/limits';
import { suspendSchema, usersQuerySchema, verifySchema } from './siteSchema';

const LIST_FIELDS = { firstName: 1, lastName: 1, email: 1, userType: 1, companyName: 1, isVerified: 1, isAdmin: 1, isSuspended: 1, createdAt: 1 } as const;

/** Lower case without accents: 'joão' is found by 'joao' and 'JOÃO'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The fields the search looks inside. */
const SEARCHED_FIELDS = ['firstName', 'lastName', 'email', 'companyName'] as const;
/** Each unaccented letter and the accented ones Portuguese (and a few neighbours) write for it. */
const ACCENTED: Record<string, string> = { a: 'aáàâãä', e: 'eéèêë', i: 'iíìîï', o: 'oóòôõö', u: 'uúùûü', c: 'cç', n: 'nñ' };

/**
 * One word of the search as a regular expression that finds it as plain text (its own `.*(` mean
 * nothing), accents and case aside: 'joao' → j[oó…O…][aá…A…][oó…O…]. Both cases are written out
 * rather than left to the `i` flag, whose reach beyond ASCII differs between engines.
 */
function wordPattern(word: string): string {
  return [...fold(word)]
    .map((char) => {
      const variants = ACCENTED[char];
      if (variants) return `[${variants}${variants.toUpperCase()}]`;
      return char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
    })
    .join('');
}

/**
 * The list's filter, for the database to apply: the type by equality, and every word of the search
 * somewhere in the searched fields ('joão silva' finds João Silva, whose words are in two fields).
 */
function usersFilter(q: string | undefined, userType: UserType | undefined): mongoose.QueryFilter<unknown> {
  const words = q ? fold(q).split(/\s+/).filter(Boolean) : [];
  return {
    ...(userType && { userType }),
    ...(words.length > 0 && {
      $and: words.map((word) => ({ $or: SEARCHED_FIELDS.map((field) => ({ [field]: mongoose.trusted({ $regex: wordPattern(word), $options: 'i' }) })) })),
    }),
  };
}

export function adminUsersRouter(deps: { realtime: Pick<Broadcaster, 'disconnect'>; sessions: Pick<RedisSessionStore, 'destroyAllOf'>; limits: Pick<Limits, 'search'> }) {
  const router = new Router<AppState>({ prefix: '/api/admin/users' });

  router.get('/', doc({ summary: 'Usuários (busca, tipo, paginação)', ok: 'AdminUserDTO[]', paged: true, errors: [429] }), requireAdmin, validate({ query: usersQuerySchema }), limitTextSearch(deps.limits, 'q'), async (ctx) => {
    const { q, userType, limit, offset } = ctx.state.input;
    // Paged by the database: one page of rows and a count, whatever the number of accounts (a regex
    // on top-level fields and an equality, both of which FerretDB and MongoDB run).
    const filter = usersFilter(q, userType);
    const [rows, total] = await Promise.all([
      User.find(filter).select(LIST_FIELDS).sort({ createdAt: -1, _id: -1 }).skip(offset).limit(limit).lean() as Promise<AdminUserRow[]>,
      User.countDocuments(filter),
    ]);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = rows.map(presentAdminUser);
  });

  router.post('/:userId/verify', doc({ summary: 'Verifica ou desfaz a verificação de um usuário', ok: 'AdminUserDTO', status: 200, errors: [404] }), requireAdmin, validate({ params: idParams('userId'), body: verifySchema }), async (ctx) => {
    const { userId, isVerified } = ctx.state.input;
    const user = await User.findById(userId).select(LIST_FIELDS);
    if (!user) throw NotFoundError(M.userNotFound);
    const before = user.isVerified ?? false;
    if (before !== isVerified) {
      user.isVerified = isVerified;
      await user.save();
      await recordAdminAction({
        actorId: currentUser(ctx)._id,
        action: 'user.verify',
        targetType: 'user',
        targetId: userId.toString(),
        before: { isVerified: before },
        after: { isVerified },
      });
    }
    ctx.body = presentAdminUser(user.toObject() as AdminUserRow);
  });

  router.post('/:userId/suspend', doc({ summary: 'Suspende ou reativa um usuário (fecha seus sockets)', ok: 'AdminUserDTO', status: 200, errors: [404, 409] }), requireAdmin, validate({ params: idParams('userId'), body: suspendSchema }), async (ctx) => {
    const { userId, isSuspended } = ctx.state.input;
    const admin = currentUser(ctx);
    if (isSuspended && admin._id.equals(userId)) throw ConflictError(M.cannotSuspendSelf);
    const user = await User.findById(userId).select(LIST_FIELDS);
    if (!user) throw NotFoundError(M.userNotFound);
    const before = user.isSuspended ?? false;
    if (before !== isSuspended) {
      user.isSuspended = isSuspended;
      await user.save();
      await recordAdminAction({
        actorId: admin._id,
        action: 'user.suspend',
        targetType: 'user',
        targetId: userId.toString(),
        before: { isSuspended: before },
        after: { isSuspended },
      });
    }
    // Stored first: a socket reconnecting after this is refused by the handshake, a sign-in by accounts.ts.
    if (isSuspended) {
      // Every session ends now, not when next used: the routes that read only the session (typing)
      // refuse it too, and a cookie kept through the suspension is worth nothing after a reactivation.
      await deps.sessions.destroyAllOf(userId.toString());
      deps.realtime.disconnect(userRoom(userId.toString()));
    }
    ctx.body = presentAdminUser(user.toObject() as AdminUserRow);
  });

  return router;
}
