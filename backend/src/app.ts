/**
 * Builds the Koa app. Middleware order matters: request id + log first (so
 * every line carries the id), then the error handler (so it catches
 * everything below), security headers, visitors' kept answers, session, body parser, routes, and
 * finally the built frontend with its SPA fallback.
 */
import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import Koa from 'koa';
import compress from 'koa-compress';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { Runtime } from './runtime';
import type { AppState } from './lib/context';
import { HttpError } from './lib/errors';
import { requestLog } from './middleware/requestLog';
import { errorHandler } from './middleware/errorHandler';
import { securityHeadersExcept } from './middleware/securityHeaders';
import { unsafeRequests } from './middleware/unsafeRequests';
import { privateAnswers } from './middleware/privateAnswers';
import { sessionMiddleware } from './auth/session';
import { QUEUES_DASHBOARD_PATH, mountQueuesDashboard } from './admin/queuesDashboard';
import { authRouter } from './routes/auth/auth';
import { emailVerificationRouter } from './routes/auth/emailVerification';
import { loginLinkRouter } from './routes/auth/loginLink';
import { sessionsRouter } from './routes/auth/sessions';
import { contactRouter } from './routes/contact/contact';
import { healthRouter } from './routes/health/health';
import { notificationsRouter } from './routes/notifications/notifications';
import { jobsRouter } from './routes/jobs/jobs';
import { coursesRouter } from './routes/courses/courses';
import { showcaseRouter } from './routes/showcase/showcase';
import { servicesRouter } from './routes/services/services';
import { eventsRouter } from './routes/events/events';
import { applicationsRouter } from './routes/applications/applications';
import { partnersRouter } from './routes/partners/partners';
import { meRouter } from './routes/me/me';
import { accountRouter } from './routes/account/account';
import { searchRouter } from './routes/search/search';
import { directoryRouter } from './routes/directory/directory';
import { messagesRouter } from './routes/messages/messages';
import { messageSafetyRouter } from './routes/messages/safety';
import { serveFrontend } from './web/spa';
import { serveAssets } from './web/assets';
import { contentSecurityDirectives } from './web/contentSecurity';
import { profileRouter } from './routes/profile/profile';
import { portfolioRouter } from './routes/portfolio/portfolio';
import { credentialsRouter } from './routes/credentials/credentials';
import { favoritesRouter } from './routes/favorites/favorites';
import { jobAlertsRouter } from './routes/jobAlerts/jobAlerts';
import { dataExportRouter } from './routes/dataExport/dataExport';
import { connectionsRouter } from './routes/connections/connections';
import { skillsRouter } from './routes/skills/skills';
import { docsRouter } from './routes/docs/docs';
import { verificationsRouter } from './routes/verifications/verifications';
import { adminModerationRouter } from './routes/admin/moderation';
import { adminStatsRouter } from './routes/admin/stats';
import { serveUploads } from './storage/serveUploads';
import { adminUsersRouter } from './routes/admin/users';
import { adminPartnersRouter } from './routes/admin/partners';
import { adminSettingsRouter } from './routes/admin/settings';
import { adminLogsRouter } from './routes/admin/logs';
import { adminAnalyticsRouter } from './routes/admin/analytics';
import { landingRouter } from './routes/landing/landing';
import { settingsRouter } from './routes/settings/settings';
import { testWorldRouter } from './routes/testing/testWorld';
import { PublicAnswers } from './lib/publicAnswers';

export const BODY_LIMIT = '100kb';

/** The contract's version: the backend package's. */
const API_VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export function createApp(rt: Runtime): Koa {
  // Behind N proxies, Koa reads only the last N X-Forwarded-For entries (maxIpsCount): the left-most
  // is the client's own claim, and per-address limits keyed on it could be bypassed by sending one.
  const hops = rt.config.trustProxyHops;
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  app.silent = true; // errors are logged by our handler, with the request id

  app.use(rt.metrics.http());
  // JSON, HTML and XML over 1 KB leave compressed (brotli or gzip as the client accepts); static assets
  // already carry their pre-compressed encoding (web/spa.ts) and are left alone.
  app.use(compress({ threshold: 1024, filter: (type) => /json|html|xml|text\/plain/.test(type), br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } }));
  app.use(requestLog(rt.logger));
  app.use(errorHandler());
  // Named sources only, no wildcard schemes (web/contentSecurity.ts).
  const directives = contentSecurityDirectives(rt.config);
  const strictTransportSecurity = rt.config.nodeEnv === 'production';
  app.use(
    securityHeadersExcept(
      QUEUES_DASHBOARD_PATH,
      { contentSecurityPolicy: { directives }, strictTransportSecurity },
      // Bull Board's page boots with an inline script: only there.
      { contentSecurityPolicy: { directives: { ...directives, scriptSrc: ["'self'", "'unsafe-inline'"] } }, strictTransportSecurity },
    ),
  );
  // Visitors' catalogue answers, kept until what they list changes (lib/publicAnswers.ts, decision
  // 0031): one already sent through its route is sent again from here, before the session and the
  // router, with the headers above.
  const answers = new PublicAnswers(rt.search, rt.domainEvents);
  app.use(answers.front());
  // The build's hashed files, from memory and before the session (web/assets.ts): a page's first
  // load asks for dozens, and a signed-in browser's each read the session from Redis.
  app.use(serveAssets(rt.config.frontendDist));
  // Uploaded files need no session: served before it, so a cookieless image load costs no Redis read.
  // Local files always (a CDN in front may give a full URL ending in the same path); the private
  // bucket's when browsers load them from a path of ours rather than a CDN's URL.
  const uploads = rt.config.storage;
  if (uploads.kind === 'local' || uploads.publicUrl.startsWith('/')) {
    app.use(serveUploads(rt.storage, `${new URL(uploads.publicUrl, 'http://localhost').pathname}/`));
  }
  // Inside the error handler (its 401, 403, 429... to a signed-in request are private too), before
  // anything that can refuse an API request.
  app.use(privateAnswers());
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

  // Browser tests' factories (an admin of their own): under NODE_ENV=test only, outside the contract.
  if (rt.config.nodeEnv === 'test') app.use(testWorldRouter().routes());

  // One parent router: a request is matched against every route once, instead of walking twelve
  // routers (each with its own dispatch and allowedMethods pass). Each resource keeps its own folder.
  const api = new Router<AppState>();
  // The lifecycle commands' engines (lifecycles/deps.ts): one set for every router that moves an item.
  const lifecycles = { realtime: rt.realtime, producers: rt.producers, redis: rt.redis, redisPrefix: rt.config.redisPrefix };
  for (const router of [
    healthRouter(rt.redis, rt.config.healthMaxAgeMs),
    authRouter({ authenticator: rt.authenticator, producers: rt.producers, realtime: rt.realtime, limits: rt.limits, sessions: rt.sessions, verifications: rt.emailVerifications }),
    emailVerificationRouter({ verifications: rt.emailVerifications, limits: rt.limits }),
    loginLinkRouter({ loginLinks: rt.loginLinks, authenticator: rt.authenticator, limits: rt.limits }),
    sessionsRouter({ realtime: rt.realtime, sessions: rt.sessions }),
    contactRouter(rt.producers, rt.limits),
    notificationsRouter(),
    jobsRouter({ search: rt.search, ...lifecycles, limits: rt.limits, answers }),
    coursesRouter({ search: rt.search, ...lifecycles, answers }),
    eventsRouter({ search: rt.search, ...lifecycles, limits: rt.limits, answers }),
    servicesRouter({ search: rt.search, ...lifecycles, storage: rt.storage, limits: rt.limits, answers }),
    applicationsRouter(lifecycles),
    partnersRouter(rt.cache, answers),
    meRouter(),
    accountRouter({ authenticator: rt.authenticator, lifecycles, storage: rt.storage, sessions: rt.sessions, realtime: rt.realtime }),
    favoritesRouter(),
    jobAlertsRouter({ secret: rt.config.sessionSecret, producers: rt.producers, limits: rt.limits }),
    dataExportRouter({ producers: rt.producers, storage: rt.storage }),
    searchRouter(rt.search, rt.limits, answers),
    // Before the directory: its GET /api/users/:id would take 'credentials' for an id (400).
    credentialsRouter({ storage: rt.storage, limits: rt.limits, producers: rt.producers }),
    directoryRouter(rt.search, rt.limits, answers),
    messageSafetyRouter(rt.producers, rt.limits),
    profileRouter({ producers: rt.producers, storage: rt.storage, limits: rt.limits }),
    portfolioRouter({ storage: rt.storage, limits: rt.limits, locks: { redis: rt.redis, redisPrefix: rt.config.redisPrefix, log: rt.logger } }),
    skillsRouter({ limits: rt.limits }),
    adminStatsRouter(),
    adminModerationRouter(lifecycles),
    verificationsRouter({ ...lifecycles, storage: rt.storage, limits: rt.limits }),
    messagesRouter({
      redis: rt.redis,
      redisPrefix: rt.config.redisPrefix,
      realtime: rt.realtime,
      accountFacts: rt.accountFacts,
      unreadSummaries: rt.unreadSummaries,
      messageWriter: rt.messageWriter,
    }, rt.limits),
    connectionsRouter({ redis: rt.redis, redisPrefix: rt.config.redisPrefix, realtime: rt.realtime, producers: rt.producers }, rt.limits),
    // The admin panel's users, partners, settings, audit log and analytics; the landing editor.
    adminUsersRouter({ realtime: rt.realtime, sessions: rt.sessions, limits: rt.limits }),
    adminPartnersRouter({ storage: rt.storage, limits: rt.limits }),
    adminSettingsRouter(),
    adminLogsRouter(),
    adminAnalyticsRouter(),
    landingRouter(answers),
    showcaseRouter(rt.search, rt.limits),
    settingsRouter(answers),
  ]) {
    api.use(router.routes());
  }
  // The contract of everything above (and of itself), read from the router on first request.
  api.use(docsRouter(() => api, API_VERSION).routes());
  // A known path with a method it does not take answers 405 with Allow, whatever the method (TRACE,
  // QUERY, PROPFIND...): the path exists, it supports only these. (koa-router would say 501 for a
  // method no route uses, a server error to every client and fuzzer.) As our JSON.
  const methodNotAllowed = () => new HttpError(405, 'Método não permitido');
  const methodErrors = api.allowedMethods({ throw: true, methodNotAllowed, notImplemented: methodNotAllowed });
  app.use(api.routes()).use(async (ctx, next) => {
    try {
      // The router's own middleware, typed for router contexts; this is the app's context it runs in.
      await methodErrors(ctx as Parameters<typeof methodErrors>[0], next);
    } catch (err) {
      if (err instanceof HttpError && err.status === 405) {
        const allow = [...new Set(api.match(ctx.path, ctx.method).path.flatMap((layer) => layer.methods))];
        if (allow.length > 0) ctx.set('Allow', allow.join(', '));
      }
      throw err;
    }
  });
  mountQueuesDashboard(app, rt.producers.all);
  serveFrontend(app, rt.config.frontendDist, rt.search, rt.logger, rt.config.siteUrl, rt.config.ssrTimeoutMs, { events: rt.domainEvents, metrics: rt.metrics });
  return app;
}
