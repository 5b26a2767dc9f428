/**
 * Builds the Koa app. Middleware order matters: request id + log first (so
 * every line carries the id), then the error handler (so it catches
 * everything below), security headers, session, body parser, routes, and
 * finally the built frontend with its SPA fallback.
 */
import Koa from 'koa';
import Router from '@koa/router';
import serve from 'koa-static';
import { bodyParser } from '@koa/bodyparser';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Runtime } from './runtime';
import type { AppContext, AppState } from './lib/context';
import { HttpError } from './lib/errors';
import { requestLog } from './middleware/requestLog';
import { errorHandler } from './middleware/errorHandler';
import { securityHeaders } from './middleware/securityHeaders';
import { unsafeRequests } from './middleware/unsafeRequests';
import { sessionMiddleware } from './auth/session';
import { mountQueuesDashboard } from './admin/queuesDashboard';
import { authRouter } from './routes/auth/auth';
import { contactRouter } from './routes/contact/contact';
import { healthRouter } from './routes/health/health';
import { notificationsRouter } from './routes/notifications/notifications';
import { jobsRouter } from './routes/jobs/jobs';
import { coursesRouter } from './routes/courses/courses';
import { eventsRouter } from './routes/events/events';
import { partnersRouter } from './routes/partners/partners';
import { meRouter } from './routes/me/me';
import { searchRouter } from './routes/search/search';
import { directoryRouter } from './routes/directory/directory';
import { messagesRouter } from './routes/messages/messages';
import { messageSafetyRouter } from './routes/messages/safety';
import { profileRouter } from './routes/profile/profile';
import { portfolioRouter } from './routes/portfolio/portfolio';
import { skillsRouter } from './routes/skills/skills';
import { LocalDiskStorage } from './storage/localDisk';
import { serveUploads } from './storage/serveUploads';

export const BODY_LIMIT = '100kb';

export function createApp(rt: Runtime): Koa {
  // Behind N proxies, Koa reads only the last N X-Forwarded-For entries (maxIpsCount): the left-most
  // is the client's own claim, and per-address limits keyed on it could be bypassed by sending one.
  const hops = rt.config.trustProxyHops;
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  app.silent = true; // errors are logged by our handler, with the request id

  app.use(rt.metrics.http());
  app.use(requestLog(rt.logger));
  app.use(errorHandler());
  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'unsafe-inline'"], // Bull Board's page boots with an inline script
          styleSrc: ["'self'", "'unsafe-inline'"], // MUI/emotion inject style tags
          imgSrc: ["'self'", 'data:', 'https:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          fontSrc: ["'self'", 'data:'],
          upgradeInsecureRequests: rt.config.nodeEnv === 'production' ? [] : null,
        },
      },
      strictTransportSecurity: rt.config.nodeEnv === 'production',
    }),
  );
  // Uploaded files need no session: served before it, so a cookieless image load costs no Redis read.
  if (rt.storage instanceof LocalDiskStorage && rt.config.storage.kind === 'local') {
    // Served at the public URL's path (a CDN in front may give a full URL ending in the same path).
    app.use(serveUploads(rt.storage, `${new URL(rt.config.storage.publicUrl, 'http://localhost').pathname}/`));
  }
  // Before the session is even read: a cross-site or non-JSON unsafe request never reaches a handler.
  app.use(unsafeRequests(rt.config.allowedOrigins));
  app.use(sessionMiddleware(app, rt.config, rt.sessions));
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: BODY_LIMIT,
      jsonStrict: true,
      onError: (err) => {
        const status = (err as { status?: number }).status;
        throw status === 413 ? new HttpError(413, 'Requisição muito grande') : new HttpError(400, 'JSON inválido');
      },
    }),
  );

  // One parent router: a request is matched against every route once, instead of walking twelve
  // routers (each with its own dispatch and allowedMethods pass). Each resource keeps its own folder.
  const api = new Router<AppState>();
  for (const router of [
    healthRouter(rt.redis),
    authRouter(rt.authenticator, rt.realtime, rt.limits),
    contactRouter(rt.producers, rt.limiter, rt.config.contactMaxPerHour),
    notificationsRouter(),
    jobsRouter({ search: rt.search }),
    coursesRouter({ search: rt.search }),
    eventsRouter({ search: rt.search }),
    partnersRouter(rt.cache),
    meRouter(),
    searchRouter(rt.search, rt.limiter, rt.config.searchMaxPerMinute),
    directoryRouter(rt.search),
    messageSafetyRouter(rt.producers, rt.limits),
    profileRouter({ producers: rt.producers, storage: rt.storage }),
    portfolioRouter({ storage: rt.storage }),
    skillsRouter({ limiter: rt.limiter, maxPerDay: rt.config.skillCreateMaxPerDay }),
    messagesRouter({
      redis: rt.redis,
      redisPrefix: rt.config.redisPrefix,
      realtime: rt.realtime,
      accountFacts: rt.accountFacts,
      unreadSummaries: rt.unreadSummaries,
    }, rt.limits),
  ]) {
    api.use(router.routes());
  }
  // A known path with another method: 405 (with Allow); a method no route knows: 501. Both as our JSON.
  app.use(api.routes()).use(
    api.allowedMethods({
      throw: true,
      methodNotAllowed: () => new HttpError(405, 'Método não permitido'),
      notImplemented: () => new HttpError(501, 'Método não implementado'),
    }),
  );
  mountQueuesDashboard(app, rt.producers.all);
  serveFrontend(app, rt.config.frontendDist);
  return app;
}

/** The built SPA: hashed assets cached for long, index.html for every client route. */
function serveFrontend(app: Koa, dist: string): void {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');
  app.use(
    serve(dist, {
      index: false,
      maxage: 365 * 24 * 3600 * 1000,
      immutable: true,
      setHeaders: (res, file) => {
        if (!file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  app.use(async (ctx: AppContext, next) => {
    await next();
    if (ctx.body !== undefined || ctx.method !== 'GET' || ctx.path.startsWith('/api') || ctx.path.startsWith('/socket.io')) return;
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = indexHtml;
  });
}
