import { useEffect } from 'react';
import { useAppDispatch } from '../app/hooks';
import { connectRealtime, disconnectRealtime } from './socket';

/** Keeps the tab's socket open exactly while someone is signed in (the handshake uses the session cookie). */
export function useRealtime(userId: string | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!userId) return;
    connectRealtime(dispatch);
    return () => disconnectRealtime();
  }, [dispatch, userId]);
}
