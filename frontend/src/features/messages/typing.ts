/**
 * 'digitando...' (issue 5). Typing is a moment, not data: it lives neither in
 * the RTK Query cache nor in the store. The socket hands `typing` pushes and
 * the senders of new messages to this module; the open thread listens for its
 * own person and shows the line for TYPING_SHOW_MS after the last push.
 * The other direction (me typing) is `POST /api/messages/:userId/typing`,
 * throttled here to one call per TYPING_SEND_MS (the server throttles too).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TypingEvent } from '@conecta/common';

export const TYPING_SHOW_MS = 4_000;
export const TYPING_SEND_MS = 2_000;

type Listener = (fromUserId: string, typing: boolean) => void;
const listeners = new Set<Listener>();

/** A `typing` push arrived. */
export function typingReceived(event: TypingEvent): void {
  for (const listener of listeners) listener(event.fromUserId, true);
}

/** A message from that user arrived: they stopped typing. */
export function typingStopped(fromUserId: string): void {
  for (const listener of listeners) listener(fromUserId, false);
}

/** Whether `otherId` is typing to me right now. */
export function useOtherIsTyping(otherId: string): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener: Listener = (fromUserId, isTyping) => {
      if (fromUserId !== otherId) return;
      clearTimeout(timer);
      setTyping(isTyping);
      if (isTyping) timer = setTimeout(() => setTyping(false), TYPING_SHOW_MS);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      clearTimeout(timer);
      setTyping(false);
    };
  }, [otherId]);
  return typing;
}

/** Call on every edit of the draft: tells the server at most once per TYPING_SEND_MS, and only for non-empty text. */
export function useTypingNotifier(otherId: string, notify: (otherId: string) => void): (text: string) => void {
  const last = useRef(0);
  useEffect(() => {
    last.current = 0;
  }, [otherId]);
  return useCallback(
    (text: string) => {
      if (!otherId || text.trim() === '') return;
      const now = Date.now();
      if (now - last.current < TYPING_SEND_MS) return;
      last.current = now;
      notify(otherId);
    },
    [otherId, notify],
  );
}
