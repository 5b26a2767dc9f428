/**
 * The admin panel's users (issue 13): the list with search and type filter, verifying (spec §7)
 * and suspending / reactivating. A suspended account cannot sign in (services/accounts.ts), its
 * sessions are destroyed (and would stop counting anyway: auth/guards.ts loadSessionUser) and its
 * open sockets close on every backend.
 */
import mongoose, { type Types } from 'mongoose';
import { ADMINS_ROOM, ADMIN_MESSAGES as M, userRoom, type AdminUserDTO, type UserType } from '@conecta/common';
import { User } from '../models/user';
import { presentAdminUser, type AdminUserRow } from '../presenters/adminSite';
import { ConflictError, NotFoundError } from '../lib/errors';
import type { Broadcaster } from '../realtime/broadcaster';
import type { RedisSessionStore } from '../auth/session';
import { recordAdminAction } from './audit';

export const LIST_FIELDS = { firstName: 1, lastName: 1, email: 1, userType: 1, companyName: 1, isVerified: 1, isAdmin: 1, isSuspended: 1, pageRemoved: 1, pageRemovedReason: 1, createdAt: 1 } as const;

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
    // A deleted account's tombstone (issue 26) is nobody to manage.
    deletedAt: mongoose.trusted({ $exists: false }),
    ...(userType && { userType }),
    ...(words.length > 0 && {
      $and: words.map((word) => ({ $or: SEARCHED_FIELDS.map((field) => ({ [field]: mongoose.trusted({ $regex: wordPattern(word), $options: 'i' }) })) })),
    }),
  };
}

export interface UsersQuery {
  q?: string;
  userType?: UserType;
  limit: number;
  offset: number;
}

/**
 * Paged by the database: one page of rows and a count, whatever the number of accounts (a regex on
 * top-level fields and an equality, both of which FerretDB and MongoDB run).
 */
export async function listUsers({ q, userType, limit, offset }: UsersQuery): Promise<{ items: AdminUserDTO[]; total: number }> {
  const filter = usersFilter(q, userType);
  const [rows, total] = await Promise.all([
    User.find(filter).select(LIST_FIELDS).sort({ createdAt: -1, _id: -1 }).skip(offset).limit(limit).lean<AdminUserRow[]>(),
    User.countDocuments(filter),
  ]);
  return { items: rows.map(presentAdminUser), total };
}

const FLAG_ACTIONS = { isVerified: 'user.verify', isSuspended: 'user.suspend', isAdmin: 'user.admin' } as const;

/** Sets one flag of an account; the audit log gets it when it changed. */
async function setFlag(userId: Types.ObjectId, flag: 'isVerified' | 'isSuspended' | 'isAdmin', value: boolean, actorId: Types.ObjectId): Promise<AdminUserDTO> {
  const user = await User.findOne({ _id: userId, deletedAt: mongoose.trusted({ $exists: false }) }).select(LIST_FIELDS);
  if (!user) throw NotFoundError(M.userNotFound);
  const before = user[flag] ?? false;
  if (before !== value) {
    user[flag] = value;
    await user.save();
    await recordAdminAction({
      actorId,
      action: FLAG_ACTIONS[flag],
      targetType: 'user',
      targetId: userId.toString(),
      before: { [flag]: before },
      after: { [flag]: value },
    });
  }
  return presentAdminUser(user);
}

export function setVerified(userId: Types.ObjectId, isVerified: boolean, actorId: Types.ObjectId): Promise<AdminUserDTO> {
  return setFlag(userId, 'isVerified', isVerified, actorId);
}

export interface SuspensionDeps {
  realtime: Pick<Broadcaster, 'endSessions' | 'changeRoom'>;
  sessions: Pick<RedisSessionStore, 'destroyAllOf'>;
}

export async function setSuspended(userId: Types.ObjectId, isSuspended: boolean, actorId: Types.ObjectId, deps: SuspensionDeps): Promise<AdminUserDTO> {
  if (isSuspended && actorId.equals(userId)) throw ConflictError(M.cannotSuspendSelf);
  const user = await setFlag(userId, 'isSuspended', isSuspended, actorId);
  // Stored first: a socket reconnecting after this is refused by the handshake, a sign-in by accounts.ts.
  if (isSuspended) {
    // Every session ends now, not when next used: the routes that read only the session (typing)
    // refuse it too, and a cookie kept through the suspension is worth nothing after a reactivation.
    await deps.sessions.destroyAllOf(userId.toString());
    // Its open pages hear why before their sockets close (issue 25): not a silent sign-out.
    deps.realtime.endSessions(userRoom(userId.toString()), 'suspended');
  }
  return user;
}

/**
 * Grants or revokes admin rights (issue 25): the `isAdmin` flag of any account. An account of the
 * admin type is one by its type, not by the flag: that is not taken away here. Nobody removes their
 * own rights (a slip would lock them out of the panel they are using) — which is also why the last
 * admin always stays one: whoever revokes is another admin. The account's open sockets join or leave the admins' room at once, so the moderation
 * pushes follow the rights; its pages read the new abilities on their next load.
 */
export async function setAdmin(userId: Types.ObjectId, isAdmin: boolean, actorId: Types.ObjectId, deps: { realtime: Pick<Broadcaster, 'changeRoom'> }): Promise<AdminUserDTO> {
  if (!isAdmin) {
    if (actorId.equals(userId)) throw ConflictError(M.cannotRevokeOwnAdmin);
    const target = await User.findOne({ _id: userId, deletedAt: mongoose.trusted({ $exists: false }) }).select({ userType: 1 }).lean();
    if (target?.userType === 'admin') throw ConflictError(M.adminByType);
  }
  const user = await setFlag(userId, 'isAdmin', isAdmin, actorId);
  deps.realtime.changeRoom(userRoom(userId.toString()), ADMINS_ROOM, isAdmin);
  return user;
}
