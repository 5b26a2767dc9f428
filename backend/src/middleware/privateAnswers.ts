/**
 * `Cache-Control: no-store` on every API answer that may be someone's own (issue 22): a request
 * carrying the session cookie, any write (sign-in, sign-up and sign-out included) and any answer
 * that sets a cookie. Without it a browser may keep a person's profile, conversations or admin
 * lists on disk (a shared computer, the back button after sign-out) and a proxy may serve them
 * to someone else. A visitor's reads (the public catalogue lists, the docs) keep whatever caching
 * their route gives them: they are the same for everyone.
 */
import type { Next } from 'koa';
import type { AppContext } from '../lib/context';
import { carriesSessionCookie } from '../auth/session';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function privateAnswers() {
  return async (ctx: AppContext, next: Next) => {
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/api') return next();
    // Set before the route runs, so an error rendered by the outer handler carries it too.
    const personal = !READS.has(ctx.method) || carriesSessionCookie(ctx);
    if (personal) ctx.set('Cache-Control', 'no-store');
    try {
      await next();
    } finally {
      // A read that starts a session (none today) or a route that set its own header on a personal answer.
      if (personal || ctx.response.get('Set-Cookie')) ctx.set('Cache-Control', 'no-store');
    }
  };
}
