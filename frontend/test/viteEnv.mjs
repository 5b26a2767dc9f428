/**
 * Vite replaces `import.meta.env` at build time; Node has no such object, so `import.meta.env.SSR`
 * (src/api/api.ts) would throw on import. This module hook (registered by register.mjs, after tsx,
 * so it wraps tsx's output) writes in the values of a browser build, as Vite would.
 */
const BROWSER_ENV = JSON.stringify({ SSR: false, DEV: false, PROD: true, MODE: 'test', BASE_URL: '/' });

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.includes('/frontend/src/') || result.source == null) return result;
  const source = String(result.source);
  if (!source.includes('import.meta.env')) return result;
  return { ...result, source: source.replaceAll('import.meta.env', `(${BROWSER_ENV})`) };
}
