/**
 * Route guards: who may call a route. They load the session's user once
 * and keep it on ctx.state.user for the handler.
 */
import type { Next } from 'koa';
import mongoose, { type Types } from 'mongoose';
import { PUBLISHING_MESSAGES, SERVICE_MESSAGES, canApply, canOfferServices, canPublishJob, isAdmin } from '@conecta/common';
import { User, type UserDocument } from '../models/user';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import { currentUser, type AppContext } from '../lib/context';
import { isObjectIdHex } from '../lib/ids';
import { passwordCurrent } from './session';

export async function loadSessionUser(ctx: AppContext): Promise<UserDocument | null> {
  if (ctx.state.user) return ctx.state.user;
  const userId = sessionUserId(ctx);
  if (!userId) return null;
  const user = await User.findById(userId);
  if (!user || user.isSuspended || !passwordCurrent(ctx.session?.passwordVersion, user.passwordVersion)) {
    // The account is gone, suspended by an admin or its password changed since this session
    // signed in: the session means nothing any more.
    ctx.session = null;
    return null;
  }
  ctx.state.user = user;
  markSeen(user);
  return user;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A session can outlive many sign-ins (renewed while used), so a person who never signs in again
 * but uses the site daily is active too: their `lastLoginAt` moves at most once a day, past mongoose
 * (no `user.changed` for a stamp nobody reads but the inactive purge, services/inactivePurge.ts).
 */
function markSeen(user: UserDocument): void {
  const seen = user.lastLoginAt?.getTime() ?? 0;
  if (Date.now() - seen < DAY_MS) return;
  const now = new Date();
  user.lastLoginAt = now;
  // Best effort: a lost stamp is retried by the next request; the request never waits on it.
  void User.collection.updateOne({ _id: user._id }, { $set: { lastLoginAt: now } }).catch(() => undefined);
}

/** The signed-in user's id as the session holds it; no database read. */
function sessionUserId(ctx: AppContext): Types.ObjectId | null {
  const userId = ctx.session?.userId as unknown;
  return isObjectIdHex(userId) ? new mongoose.Types.ObjectId(userId) : null;
}

/**
 * `requireUser` without loading the user, for the hot routes that check the
 * account in a database round trip they make anyway (sending a message,
 * 'digitando...'): one round trip less before the push. 401 without a
 * signed-in session; such a route answers 401 too when the account is gone.
 */
export async function requireSession(ctx: AppContext, next: Next) {
  sessionUserIdOf(ctx);
  await next();
}

/** The session's user id behind `requireSession` (401 without one). */
export function sessionUserIdOf(ctx: AppContext): Types.ObjectId {
  const id = sessionUserId(ctx);
  if (!id) throw UnauthorizedError();
  return id;
}

export async function requireUser(ctx: AppContext, next: Next) {
  if (!(await loadSessionUser(ctx))) throw UnauthorizedError();
  await next();
}

export async function requireAdmin(ctx: AppContext, next: Next) {
  const user = await loadSessionUser(ctx);
  if (!user) throw UnauthorizedError();
  if (!isAdmin(user)) throw ForbiddenError('Você precisa ser administrador para acessar esta página.');
  await next();
}

/** Companies and admins (publishing and following published content). */
export async function requireCompany(ctx: AppContext, next: Next) {
  const user = await loadSessionUser(ctx);
  if (!user) throw UnauthorizedError();
  if (!canPublishJob(user)) throw ForbiddenError(PUBLISHING_MESSAGES.onlyCompanies);
  await next();
}

/**
 * Behind requireUser: applying to jobs is for students and professionals (common `canApply`, sent
 * to the client as `abilities.apply`). Refused before the job is read, so a company learns nothing
 * about a job it could not apply to anyway.
 */
export async function onlyCandidates(ctx: AppContext, next: Next) {
  if (!canApply(currentUser(ctx))) throw ForbiddenError(PUBLISHING_MESSAGES.onlyCandidates);
  await next();
}

/**
 * Behind requireUser: offering services is for companies, professionals and admins (common
 * `canOfferServices`, sent as `abilities.offerServices`).
 */
export async function onlyServiceProviders(ctx: AppContext, next: Next) {
  if (!canOfferServices(currentUser(ctx))) throw ForbiddenError(SERVICE_MESSAGES.onlyProviders);
  await next();
}
