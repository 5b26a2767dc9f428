/**
 * The server's way to draw a part of a page once and keep its markup (decisions 0032, 0038): a
 * list's card per item, the page frame's header and footer. ssr.tsx provides a drawer for the
 * request; a kept part stands in the page as a marker element, replaced by the part's markup once
 * the page is drawn, so the part keeps its own root element (no wrapper the browser would not draw).
 * The browser provides none, so there everything renders as always. Kept apart from ssr.tsx so
 * that the browser's bundle never imports react-dom/server for it.
 */
import { createContext, type ReactElement } from 'react';

export interface CardDrawer {
  /**
   * A marker standing for `element`'s markup in the page, or null when it cannot be kept (then
   * the caller renders `element` as any other). The markup is kept by `keyOf` (a component and its
   * props, `element` unless named) and `also`: whatever else the markup reads (the active
   * navigation item, a cell's size); its React ids are made unique on this page by `idPrefix`
   * (the caller's own useId), its styles registered in the request's emotion cache.
   */
  slot(element: ReactElement, idPrefix: string, also?: string, keyOf?: ReactElement): ReactElement | null;
}

export const CardDrawerContext = createContext<CardDrawer | null>(null);
