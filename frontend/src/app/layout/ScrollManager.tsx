/**
 * What the data router's `<ScrollRestoration>` did, for the declarative routes: a new page opens at
 * the top (or at its #anchor), and going back or forward returns to where the person was on that
 * entry. Positions are kept per history entry for the life of the tab.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();
const RESTORE_FOR_MS = 3000;
const STOPPED_BY = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y` as soon as the page is tall enough: a page coming back renders its chunk and its
 * data after this effect, so the position is retried as the page grows, for a few seconds at most,
 * and never against a person who has started scrolling.
 */
function restore(y: number): () => void {
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  };
  const observer = new ResizeObserver(attempt);
  const timer = window.setTimeout(() => stop(), RESTORE_FOR_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of STOPPED_BY) window.removeEventListener(type, stop, true);
  }
  for (const type of STOPPED_BY) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
  attempt();
  return stop;
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousKey = useRef(location.key);
  const stopRestoring = useRef<() => void>(() => undefined);

  useLayoutEffect(() => {
    // The browser's own restoration would jump before the page below has rendered.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    // Kept as the person scrolls: read at navigation time, the position would already be clamped
    // to the height of the page that replaced this one.
    const remember = () => positions.set(previousKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    if (previousKey.current === location.key) return;
    previousKey.current = location.key;
    stopRestoring.current();
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      stopRestoring.current = restore(saved);
      return;
    }
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  useEffect(() => () => stopRestoring.current(), []);

  return null;
}
