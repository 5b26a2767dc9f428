/**
 * A browser-like page for the client logic, without a browser: one jsdom window whose
 * window/document/localStorage (and the DOM classes React and MUI look up by name) are globals,
 * as they are in a tab. Loaded before any spec (.mocharc.json `require`), so modules that touch
 * `window` at import time find it.
 */
import { JSDOM } from 'jsdom';

const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true, // requestAnimationFrame, which MUI's transitions use
});
const { window } = dom;

// Everything the window has that Node lacks (document, HTMLElement, localStorage, getComputedStyle…).
// Node's own globals (fetch, URL, Event, setTimeout…) are kept: they are what a browser's are.
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in globalThis || key.startsWith('_')) continue;
  Object.defineProperty(globalThis, key, { configurable: true, writable: true, value: (window as unknown as Record<string, unknown>)[key] });
}
Object.defineProperty(globalThis, 'window', { configurable: true, writable: true, value: window });
// Node 21+ has its own `navigator`; the page's is the one that says what browser this is.
Object.defineProperty(globalThis, 'navigator', { configurable: true, writable: true, value: window.navigator });

/**
 * In a tab, `new Request('/api/x')` is read against the page's address; Node's Request rejects a
 * relative URL. RTK Query's fetchBaseQuery builds its Requests with the global one, with
 * baseUrl '/api' (src/api/api.ts), so it gets the browser's behaviour here.
 */
const NodeRequest = globalThis.Request;
globalThis.Request = class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};
