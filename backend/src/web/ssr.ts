/**
 * A visitor's first screen drawn on the server (issue 14, decision 0013): the frontend's own
 * components, built by `vite build --ssr` into frontend/dist-ssr (frontend/src/ssr.tsx).
 *
 * The drawn page sits in `#root` as an inert, hidden copy: it paints before any script has
 * arrived, but cannot be clicked or typed into, and assistive technology skips it; the app's
 * first render replaces it with the same screen, live. Its reads go along as JSON for the app's
 * store, so the browser does not ask them again.
 *
 * Only for visitors (no session cookie: a signed-in screen is personal, and never cached by
 * anyone's render) and only the pages CLIENT_PAGES marks `serverRendered`. A render that fails or
 * takes longer than `timeoutMs` (SSR_TIMEOUT_MS, 2 s by default) gives way to the page as before,
 * drawn in the browser.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerPage } from '@conecta/common';
import type { Logger } from '../lib/logger';
import { insertBefore, jsonForScript, replaceFirst } from './html';

/** frontend/src/ssr.tsx's `renderPage`, as built. */
type RenderPage = (url: string, apiOrigin: string) => Promise<ServerPage | null>;

/** The HTML of `url` with its first screen in it, or null (no build, a failed or slow render). */
export type PageRenderer = (indexHtml: string, url: string, apiOrigin: string) => Promise<string | null>;

/** Renders with dist-ssr beside `dist` when it was built; without it every page is drawn in the browser. */
export function pageRenderer(dist: string, logger: Logger, timeoutMs: number): PageRenderer {
  const bundle = path.join(dist, '..', 'dist-ssr', 'ssr.js');
  if (!existsSync(bundle)) return async () => null;
  // Imported once, at start, off the request path (the bundle is ~4 MB of JavaScript to compile).
  let loading: Promise<RenderPage> | undefined;
  const load = () => (loading ??= import(pathToFileURL(bundle).href).then((module: { renderPage: RenderPage }) => module.renderPage));
  load().catch((error: unknown) => logger.error({ err: error }, 'the server render bundle does not load; pages are drawn in the browser'));

  return async (indexHtml, url, apiOrigin) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      // The clock starts once the bundle is loaded: its one-time compile is not this page's render.
      const renderPage = await load();
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      });
      const page = await Promise.race([renderPage(url, apiOrigin), timeout]);
      if (!page) return null;
      // Spliced in by index: the drawn page holds people's text, which String.replace would
      // read as replacement patterns ($', $`, $&: issue 22). Styles first, so the root's marker
      // is looked for in the page as built, before any of that text is in it.
      const withStyles = insertBefore(indexHtml, '</head>', `    ${page.styles}\n  `);
      return replaceFirst(
        withStyles,
        '<div id="root"></div>',
        `<div id="root"><div inert aria-hidden="true">${page.html}</div></div>\n    <script type="application/json" id="ssr-state">${jsonForScript(page.state)}</script>`,
      );
    } catch (error) {
      logger.warn({ err: error, url }, 'server render failed; the browser draws the page');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
