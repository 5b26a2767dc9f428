/**
 * Gives every request an id (client-supplied X-Request-Id if sane) and a
 * pino child logger carrying it, so every log line of a request can be
 * joined; ends with one "request" line (method, url, status, ms).
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
    const log = logger.child({ reqId: requestId });
    ctx.state.requestId = requestId;
    ctx.state.log = log;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      log.info({ method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms: Math.round(performance.now() - started) }, 'request');
    }
  };
}
