import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { UserDTO } from '@conecta/common';
import { api } from '../../api/api';
import { useAppDispatch } from '../../app/hooks';
import { useGetCurrentUserQuery, useLogoutMutation } from './authApi';
import { readState, signedOut, signOutHere } from './sessionEnd';

const VISITOR = { user: null, isLoading: false } as const;

/**
 * The server draws visitors' pages only (ssr.tsx: no session cookie, the store told "nobody"), so
 * there the answer is known: no subscription per caller, which on a list was every card's two or
 * three (~10 % of a render's CPU, decision 0028). Chosen once per build, not per call.
 */
const useServerVisitor = (): { user: UserDTO | null; isLoading: boolean } => VISITOR;

function useSignedInUser(): { user: UserDTO | null; isLoading: boolean } {
  const { data, isLoading } = useGetCurrentUserQuery();
  return { user: data ?? null, isLoading };
}

/** The signed-in user, `null` for a visitor; `isLoading` only on the very first check. */
export const useCurrentUser = import.meta.env.SSR ? useServerVisitor : useSignedInUser;

/**
 * Logout always ends on / (spec §2 Header) and drops every cached response, so
 * nothing of the previous user survives in this tab (spec §4 Auth state).
 */
export function useSignOut(): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const signOut = useCallback(async () => {
    let loggedOut = false;
    try {
      await logout().unwrap();
      loggedOut = true;
    } catch {
      // The error toast comes from the mutation listener; we still leave the page.
    }
    // Known to be signed out: the cache is told so, and the shell does not ask the server again.
    if (loggedOut) signOutHere(dispatch);
    // After a failed logout the session may still be alive, so a fresh read tells the truth; unless
    // the tab was signed out meanwhile (a session ended elsewhere aborts this request), and a
    // second reset would leave the hooks unsubscribed (sessionEnd.ts signOutHere).
    else if (!readState(dispatch, signedOut)) dispatch(api.util.resetApiState());
    await navigate('/');
  }, [dispatch, logout, navigate]);

  return { signOut, isSigningOut: isLoading };
}
