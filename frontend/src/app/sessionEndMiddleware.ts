/**
 * A request answered 401 while this tab believed someone signed in means the session ended without
 * the socket saying so (issue 25): the socket was down then (a laptop asleep), or the session
 * simply ran out. The page says 'Sua sessão expirou.' and signs this tab out, as the socket's
 * `session:ended` does (realtime/socket.ts). Runs before the mutation toasts: they stay quiet on
 * that 401, which the explanation covers.
 */
import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { isApiError } from '../api/errors';
import { authApi } from '../features/auth/authApi';
import { endSessionHere, expiredSessionClaimed, signingOut } from '../features/auth/sessionEnd';
import type { AppDispatch, RootState } from './store';

/** A wrong password at sign-in is a 401 too, but nobody signed in asks for one. */
const NOT_A_SESSION_END = new Set(['login']);

function endpointOf(action: unknown): string | undefined {
  return (action as { meta?: { arg?: { endpointName?: string } } }).meta?.arg?.endpointName;
}

export const sessionEndMiddleware: Middleware = (store) => (next) => (action) => {
  if (isRejectedWithValue(action) && isApiError(action.payload) && action.payload.status === 401) {
    const endpoint = endpointOf(action);
    const state = store.getState() as RootState;
    const signedIn = Boolean(authApi.endpoints.getCurrentUser.select()(state).data);
    // A page that answers an expired session itself (the dashboard) keeps it. A read answered after
    // this tab's own logout reached the server is that logout, not a session ended elsewhere.
    if (endpoint !== undefined && !NOT_A_SESSION_END.has(endpoint) && signedIn && !signingOut(state) && !expiredSessionClaimed()) {
      endSessionHere(store.dispatch as AppDispatch, 'expired');
    }
  }
  return next(action);
};
