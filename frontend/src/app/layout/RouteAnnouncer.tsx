/**
 * What a screen-reader or keyboard user needs when the route changes, since
 * a client-side navigation reloads nothing: the tab's title names the page
 * ('Vagas · Conecta Energia', a job's own title on its page), focus moves to
 * the new page's main heading (not left on the link that was clicked), and a
 * polite live region says which page opened. Pages render lazily and some
 * headings wait for data, so it waits for the `<h1>` to appear (a few
 * seconds at most) before it moves focus.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { clientPageOf, SITE_NAME } from '@conecta/common';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../components/visuallyHidden';

const WAIT_FOR_HEADING_MS = 8000;

export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstRender = useRef(true);

  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    // The home page is the site itself: its tab says just the site's name.
    const home = pathname === '/';
    // Fixed names come from common's CLIENT_PAGES, as the server's HTML titles do (web/spa.ts);
    // pages without one (a job, a profile) are named by their main heading.
    const fixed = clientPageOf(pathname)?.title;
    const heading = () => document.querySelector<HTMLElement>('main h1');

    const settle = (h1: HTMLElement | null) => {
      const name = home ? null : (fixed ?? h1?.textContent?.trim() ?? null);
      document.title = name ? `${name} · ${SITE_NAME}` : SITE_NAME;
      if (isFirst) return; // a fresh load starts at the top of the page, as any site does
      // Focus the person moved to a toast (F8) stays there: the heading would take it from under them.
      if (h1 && !document.activeElement?.closest('[data-toast]')) {
        h1.tabIndex = -1;
        h1.focus({ preventScroll: true }); // where the page is scrolled is ScrollManager's: the top, or Back's position
      }
      setAnnouncement(name ?? (home ? 'Página inicial' : SITE_NAME));
    };

    const present = heading();
    if (present) {
      settle(present);
      return;
    }
    if (fixed) document.title = `${fixed} · ${SITE_NAME}`;
    const observer = new MutationObserver(() => {
      const h1 = heading();
      if (!h1) return;
      observer.disconnect();
      clearTimeout(timer);
      settle(h1);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      settle(null);
    }, WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);

  return (
    <Box component="p" role="status" aria-live="polite" sx={visuallyHidden}>
      {announcement}
    </Box>
  );
}
