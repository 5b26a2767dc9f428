/**
 * Whether the tab is visible (Page Visibility API). Things that count as
 * "seen" — marking a conversation read — wait for it, so a message arriving
 * in a background tab stays unread until the person comes back.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isVisible = () => document.visibilityState !== 'hidden';

export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, isVisible);
}
