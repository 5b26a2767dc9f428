/**
 * A session ended from elsewhere (issue 25): an admin's suspension, a password change in another
 * session, 'Sessões', the idle limit. The page drops what was private at once, as on sign-out, and
 * keeps the reason here until the person closes the explanation (SessionEndedNotice).
 *
 * Outside the Redux store on purpose: dropping the private data resets the API's cache, and the
 * explanation must outlive that reset.
 */
import { useSyncExternalStore } from 'react';
import type { SessionEndReason } from '@conecta/common';
import { api } from '../../api/api';
import type { AppDispatch, RootState } from '../../app/store';
import { authApi } from './authApi';

let current: SessionEndReason | null = null;
const listeners = new Set<() => void>();

function set(reason: SessionEndReason | null): void {
  current = reason;
  for (const listener of listeners) listener();
}

/** The reason being shown, or null. */
export function sessionEndShown(): SessionEndReason | null {
  return current;
}

/**
 * Says why the session ended and signs this tab out: no request is made to learn it (the session
 * is gone), so the shell is told 'nobody' directly, as sign-out does (session.ts useSignOut).
 * The first reason stays: a 401 racing the socket's own reason does not turn 'suspended' into 'expired'.
 */
export function endSessionHere(dispatch: AppDispatch, reason: SessionEndReason): void {
  signOutHere(dispatch);
  // After the sign-out: no render shows the reason beside someone still signed in (AppLayout
  // closes the notice when someone signs in again).
  if (current === null) set(reason);
}

/** Whether this tab is signing out itself: its logout request sent and not answered yet. */
export function signingOut(state: RootState): boolean {
  return Object.values(state[api.reducerPath].mutations).some((mutation) => mutation?.endpointName === 'logout' && mutation.status === 'pending');
}

/** Whether this tab already knows that nobody is signed in here. */
export function signedOut(state: RootState): boolean {
  return authApi.endpoints.getCurrentUser.select()(state).data === null;
}

/**
 * Drops every cached response and tells the shell 'nobody', as sign-out does (session.ts), unless
 * this tab already knows nobody is signed in; true when it signed the tab out. Once matters: a
 * second `resetApiState` before the hooks have drawn the first one leaves each `useQuery` hook
 * without its subscription for good (RTK Query 2.14: its `subscriptionRemoved` stays true, so the
 * effect that subscribes again never runs; redux-toolkit#3778 is the family). The shell's session
 * hook then waits on 'Carregando...' forever, as a 401 racing this tab's own logout once did.
 */
export function signOutHere(dispatch: AppDispatch): boolean {
  return dispatch((inner: AppDispatch, getState: () => RootState) => {
    if (signedOut(getState())) return false;
    inner(api.util.resetApiState());
    // Written at once (upsertQueryData lands a tick later): from here on the tab knows nobody, so
    // a second word arriving right behind the first does not reset again.
    inner(authApi.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: null }]));
    return true;
  });
}

/** Reads the store through its dispatch, for the code that holds only that (the socket's handlers). */
export function readState<T>(dispatch: AppDispatch, read: (state: RootState) => T): T {
  return dispatch((_inner: AppDispatch, getState: () => RootState) => read(getState()));
}

/**
 * Pages that answer an expired session themselves while mounted: the dashboard keeps the spec's own
 * answer (§ Dashboard: the toast 'Unauthorized', then /api/login after 500 ms), so a 401 of its reads
 * is left to it rather than turned into the notice and a sign-out that would unmount it first.
 */
let claims = 0;

/** Call from an effect; the returned function gives the answer back to the notice. */
export function claimExpiredSession(): () => void {
  claims += 1;
  return () => {
    claims -= 1;
  };
}

export const expiredSessionClaimed = (): boolean => claims > 0;

export function dismissSessionEnd(): void {
  set(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionEnd(): SessionEndReason | null {
  return useSyncExternalStore(subscribe, sessionEndShown, () => null);
}
