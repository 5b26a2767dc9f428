/**
 * The entry, small on purpose: the libraries, MUI and the app (app/start.tsx, with the store) are
 * chunks of their own, preloaded by the page's HTML (backend/src/web/preload.ts), and each is
 * evaluated in a task of its own (decision 0037).
 *
 * A page the server drew (ssr.tsx) is painted first, then the app's code is fetched and run:
 * left to itself, the browser runs scripts that are already there before its first frame, and the
 * drawn page would only show once they had (on a phone that is a long task of evaluation; issue
 * 14). Its preloads come inert, in a <template>, and go into the head once the page is painted.
 */
const serverDrawn = document.getElementById('ssr-state') !== null;
const painted = serverDrawn ? new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))) : Promise.resolve();
void painted.then(async () => {
  const preloads = document.getElementById('app-preloads');
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
  await import('./app/libraries');
  // Task boundaries: the browser answers a tap, or paints, between the libraries, MUI and the app.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await import('./components');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return import('./app/start');
});
