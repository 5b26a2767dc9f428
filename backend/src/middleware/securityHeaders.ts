/**
 * Helmet's security headers (CSP, HSTS, X-Content-Type-Options, ...) as
 * koa-helmet applies them: helmet runs per request, so a directive that
 * later depends on the request (a nonce) needs no change here. Computing the
 * headers once at boot instead was measured to make no difference that
 * matters for a target (docs/decisions/0007-middleware-back-to-the-libraries.md).
 */
import koaHelmet from 'koa-helmet';

export type HelmetOptions = Parameters<typeof koaHelmet>[0];

export function securityHeaders(options: HelmetOptions) {
  return koaHelmet(options);
}
