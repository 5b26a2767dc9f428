/**
 * Unsafe methods (POST, PUT, PATCH, DELETE) must come from our own pages and
 * carry JSON: a foreign `Origin` is refused (403) and so is a body of any
 * other type (415). HTML forms can only send urlencoded, multipart or
 * text/plain bodies without a CORS preflight, so refusing those shuts the
 * form-post CSRF path; multipart is let through for the upload routes, which
 * parse it themselves (everything else reads JSON only and sees no body).
 */
import type { Next } from 'koa';
import { HttpError } from '../lib/errors';
import { originAllowed } from '../lib/origin';
import type { AppContext } from '../lib/context';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const ACCEPTED_TYPES = ['application/json', 'multipart/form-data'];
/**
 * A mail client's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` urlencoded to
 * the link the e-mail names. Its authority is the token in that link, never a cookie, so the
 * form-post CSRF path this middleware shuts does not exist there.
 */
const ONE_CLICK_PATHS = new Set(['/api/alertas/cancelar']);

export function unsafeRequests(allowedOrigins: readonly string[]) {
  return async (ctx: AppContext, next: Next) => {
    if (SAFE.has(ctx.method)) return next();
    if (!originAllowed(ctx.get('Origin') || undefined, ctx.get('Host') || undefined, allowedOrigins)) {
      throw new HttpError(403, 'Origem da requisição não permitida');
    }
    const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';
    if (hasBody && !ctx.is(ACCEPTED_TYPES) && !(ONE_CLICK_PATHS.has(ctx.path) && ctx.is('application/x-www-form-urlencoded'))) {
      throw new HttpError(415, 'Tipo de conteúdo não suportado. Envie JSON.');
    }
    return next();
  };
}
