/**
 * Route guards: who may call a route. They load the session's user once
 * and keep it on ctx.state.user for the handler.
 */
import type { Next } from 'koa';
import mongoose from 'mongoose';
import { isAdmin, isCompany } from '@conecta/common';
import { User, type UserDocument } from '../models/user';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import type { AppContext } from '../lib/context';

export async function loadSessionUser(ctx: AppContext): Promise<UserDocument | null> {
  if (ctx.state.user) return ctx.state.user;
  const userId = ctx.session?.userId as string | undefined;
  if (!userId || !mongoose.isValidObjectId(userId)) return null;
  const user = await User.findById(userId);
  if (!user) {
    // The account is gone: the session means nothing any more.
    ctx.session = null;
    return null;
  }
  ctx.state.user = user;
  return user;
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

export async function requireCompany(ctx: AppContext, next: Next) {
  const user = await loadSessionUser(ctx);
  if (!user) throw UnauthorizedError();
  if (!isCompany(user) && !isAdmin(user)) throw ForbiddenError('Apenas empresas podem realizar esta ação.');
  await next();
}
