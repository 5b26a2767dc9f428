/**
 * What the data router's `<ScrollRestoration>` did, for the declarative routes: a new page opens at
 * the top (or at its #anchor), and going back or forward returns to where the person was on that
 * entry. Positions are kept per history entry for the life of the tab.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousKey = useRef(location.key);

  useLayoutEffect(() => {
    // The browser's own restoration would jump before the page below has rendered.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    if (previousKey.current === location.key) return;
    positions.set(previousKey.current, window.scrollY);
    previousKey.current = location.key;
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
