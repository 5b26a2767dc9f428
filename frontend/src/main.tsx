/**
 * The entry, small on purpose: the app itself (app/start.tsx, with React, MUI and the store) is
 * its own chunk, preloaded by the page's HTML (backend/src/web/preload.ts).
 *
 * A page the server drew (ssr.tsx) is painted first, then the app's code runs: left to itself,
 * the browser runs scripts that are already there before its first frame, and the drawn page
 * would only show once they had (on a phone that is a long task of evaluation; issue 14).
 */
const serverDrawn = document.getElementById('ssr-state') !== null;
const painted = serverDrawn ? new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))) : Promise.resolve();
void painted.then(() => import('./app/start'));
