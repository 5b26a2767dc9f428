/**
 * The admin pages' access guard (spec §4 Access guard, §8): no session → the browser goes to
 * /api/login; a signed-in non-admin gets the 'Acesso Negado' toast and is sent to / after 1 s.
 * The server checks the same rule on every /api/admin call; this only spares a pointless screen.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_MESSAGES, type UserDTO } from '@conecta/common';
import { useCurrentUser } from '../auth/session';
import { showToast } from '../../lib/toast';

/** spec §9: non-admin redirect delay. */
export const NON_ADMIN_REDIRECT_MS = 1000;

export type AdminAccess = { state: 'checking' } | { state: 'denied' } | { state: 'admin'; user: UserDTO };

export function useAdminGuard(): AdminAccess {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const denied = !isLoading && !!user && !user.abilities.administer;
  const anonymous = !isLoading && !user;

  useEffect(() => {
    if (anonymous) window.location.assign('/api/login');
  }, [anonymous]);

  useEffect(() => {
    if (!denied) return;
    showToast({ title: ADMIN_MESSAGES.accessDeniedTitle, description: ADMIN_MESSAGES.accessDenied }, 'error');
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), NON_ADMIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [denied, navigate]);

  if (isLoading || anonymous) return { state: 'checking' };
  if (denied) return { state: 'denied' };
  return { state: 'admin', user: user! };
}
