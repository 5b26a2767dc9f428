/**
 * The server's way to draw a list's card once per item (decision 0032): ssr.tsx provides a drawer
 * for the request, CardGrid hands it each card and puts the markup it returns in the cell. The
 * browser provides none, so its cards render as always. Kept apart from ssr.tsx so that the
 * browser's bundle never imports react-dom/server for it.
 */
import { createContext, type ReactElement } from 'react';

/**
 * `card`'s markup, its React ids made unique on this page by `idPrefix` (the cell's own useId), its
 * styles registered in the request's emotion cache; null when it cannot be kept (then the cell
 * renders it as any other element).
 */
export type CardDrawer = (card: ReactElement, idPrefix: string) => string | null;

export const CardDrawerContext = createContext<CardDrawer | null>(null);
