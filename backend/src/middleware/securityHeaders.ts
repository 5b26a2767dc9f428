/**
 * Helmet's security headers (CSP, HSTS, X-Content-Type-Options, ...) as
 * koa-helmet applies them: helmet runs per request, so a directive that
 * later depends on the request (a nonce) needs no change here. Computing the
 * headers once at boot instead was measured to make no difference that
 * matters for a target (docs/decisions/0007-middleware-back-to-the-libraries.md).
 */
import type { Next } from 'koa';
import koaHelmet from 'koa-helmet';
import type { AppContext } from '../lib/context';

export type HelmetOptions = Parameters<typeof koaHelmet>[0];

export function securityHeaders(options: HelmetOptions) {
  return koaHelmet(options);
}

/**
 * The app's headers everywhere, with one exception: under `path` (Bull Board,
 * whose page boots from an inline script) scripts may also run inline. The
 * app itself never needs 'unsafe-inline' for scripts, so a stored injection
 * anywhere else cannot run.
 */
export function securityHeadersExcept(path: string, options: HelmetOptions, inlineScripts: HelmetOptions) {
  const app = koaHelmet(options);
  const board = koaHelmet(inlineScripts);
  return (ctx: AppContext, next: Next) => (ctx.path === path || ctx.path.startsWith(`${path}/`) ? board(ctx, next) : app(ctx, next));
}
