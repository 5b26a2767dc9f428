/**
 * Helmet's security headers (CSP, HSTS, X-Content-Type-Options, ...),
 * computed once. koa-helmet runs helmet's Express middleware on every
 * request — a promisified callback chain that rebuilds the CSP string each
 * time. Our options are static (no nonces, no per-request directive
 * functions), so every response gets the same headers: record them once at
 * startup and set that list per request.
 */
import koaHelmet from 'koa-helmet';
import type { Next, ParameterizedContext } from 'koa';
import type { AppContext } from '../lib/context';

type HelmetOptions = Parameters<typeof koaHelmet>[0];

export function precomputeHelmetHeaders(options: HelmetOptions): { set: Array<[string, string]>; removed: string[] } {
  const headers = new Map<string, [string, string]>();
  const removed = new Set<string>();
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      removed.delete(name.toLowerCase());
      headers.set(name.toLowerCase(), [name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return res;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
      removed.add(name.toLowerCase());
    },
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
  };
  const req = { headers: {}, method: 'GET', url: '/' };
  let failure: unknown;
  // helmet sets every header synchronously before calling its callback; only the promise settles later.
  koaHelmet(options)({ req, res } as unknown as ParameterizedContext, async () => {}).catch((err: unknown) => {
    failure = err;
  });
  if (failure || headers.size === 0) throw new Error(`helmet headers could not be precomputed: ${String(failure)}`);
  return { set: [...headers.values()], removed: [...removed] };
}

export function securityHeaders(options: HelmetOptions) {
  const { set, removed } = precomputeHelmetHeaders(options);
  return (ctx: AppContext, next: Next) => {
    const res = ctx.res;
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    return next();
  };
}
