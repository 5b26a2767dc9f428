/**
 * Gives every request an id (client-supplied X-Request-Id if sane) and a
 * child logger carrying it, so every log line of a request can be joined.
 *
 * The child logger is built on first use: most requests (health checks,
 * cached catalogue reads) never log anything but the final "request" line,
 * and that line binds the id itself — pino's child() serialises its
 * bindings, which cost more per request than the rest of this middleware.
 */
import { randomUUID } from 'node:crypto';
import type { Next } from 'koa';
import type { AppContext } from '../lib/context';
import type { Logger } from '../lib/logger';

const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestLog(logger: Logger) {
  return async (ctx: AppContext, next: Next) => {
    const supplied = ctx.get('x-request-id');
    const requestId = SAFE_ID.test(supplied) ? supplied : randomUUID();
    const state = ctx.state;
    state.requestId = requestId;
    let child: Logger | undefined;
    Object.defineProperty(state, 'log', {
      configurable: true,
      enumerable: true,
      get: () => (child ??= logger.child({ reqId: requestId })),
      set: (value: Logger) => {
        child = value;
      },
    });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      if (logger.isLevelEnabled('info')) {
        (child ?? logger).info(
          {
            ...(child ? {} : { reqId: requestId }),
            method: ctx.method,
            url: ctx.originalUrl,
            status: ctx.status,
            ms: Math.round(performance.now() - started),
          },
          'request',
        );
      }
    }
  };
}
