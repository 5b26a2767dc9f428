import { useEffect } from 'react';
import { useAppDispatch } from '../app/hooks';

/**
 * Keeps the tab's socket open exactly while someone is signed in (the handshake uses the session
 * cookie). The socket module — the Socket.IO client and the push handlers of messaging and
 * notifications — is loaded only then: a visitor never downloads it (issue 14).
 */
export function useRealtime(userId: string | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    let disconnect: (() => void) | null = null;
    void import('./socket').then(({ connectRealtime, disconnectRealtime }) => {
      if (stopped) return;
      connectRealtime(dispatch);
      disconnect = disconnectRealtime;
    });
    return () => {
      stopped = true;
      disconnect?.();
    };
  }, [dispatch, userId]);
}
