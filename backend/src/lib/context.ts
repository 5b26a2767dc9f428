/** Koa state and context shared by every middleware and route. */
import type { ParameterizedContext } from 'koa';
import type mongoose from 'mongoose';
import type { Logger } from './logger';
import type { UserDocument } from '../models/user';

export interface AppState {
  requestId: string;
  log: Logger;
  /** Set by the auth guards once the session's user is loaded. */
  user?: UserDocument;
}

export type AppContext = ParameterizedContext<AppState>;

/**
 * A context behind `validate()` (middleware/validate.ts): `ctx.state.input` is the validated input,
 * the only input a handler reads. Routes get it inferred; a helper that reads it names its type here.
 */
export type InputContext<T> = ParameterizedContext<AppState & { input: T }>;

/** A route's `:id`, validated and converted by lib/rules `idParams('id')`. */
export interface IdInput {
  id: mongoose.Types.ObjectId;
}

/** The signed-in user; only call behind requireUser/requireAdmin. */
export function currentUser(ctx: AppContext): UserDocument {
  const user = ctx.state.user;
  if (!user) throw new Error('currentUser() called without an auth guard');
  return user;
}
