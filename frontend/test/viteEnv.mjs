/**
 * Module hooks that do, for Node, what Vite does for the browser build (registered by
 * register.mjs, after tsx, so they wrap tsx's own).
 *
 * Vite replaces `import.meta.env` at build time; Node has no such object, so `import.meta.env.SSR`
 * (src/api/api.ts) would throw on import. `load` writes in the values of a browser build.
 */
const BROWSER_ENV = JSON.stringify({ SSR: false, DEV: false, PROD: true, MODE: 'test', BASE_URL: '/' });

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.includes('/frontend/src/') || result.source == null) return result;
  const source = String(result.source);
  if (!source.includes('import.meta.env')) return result;
  return { ...result, source: source.replaceAll('import.meta.env', `(${BROWSER_ENV})`) };
}

const NOTISTACK = new URL('./notistack.cjs.mjs', import.meta.url).href;

/** 'notistack' from the app (not from the shim itself) is the shim: see notistack.cjs.mjs. */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'notistack' && context.parentURL !== NOTISTACK) return { url: NOTISTACK, shortCircuit: true };
  return nextResolve(specifier, context);
}
