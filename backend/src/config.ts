/**
 * Environment, read and validated once at boot. Nothing else reads
 * process.env: a wrong value fails fast here with a clear message.
 */
import Joi from 'joi';
import { INACTIVE_PURGE_DAYS_DEFAULT } from '@conecta/common';

export interface LocalStorageConfig {
  kind: 'local';
  /** Folder the files are written to. */
  dir: string;
  /** URL prefix the backend serves them under. */
  publicUrl: string;
}

export interface S3StorageConfig {
  kind: 's3';
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Where browsers load objects from: a path this backend serves (default /uploads) or a CDN, without a trailing slash. */
  publicUrl: string;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  /** Address to listen on: loopback locally, 0.0.0.0 in containers. */
  host: string;
  port: number;
  /** Secure cookies; off only for a plain-HTTP production-like stack (docker compose on localhost). */
  cookieSecure: boolean;
  mongodbUri: string;
  redisUrl: string;
  /** Namespaces every Redis key (sessions, limits, queues, socket channel) so tests can share one Redis. */
  redisPrefix: string;
  smtpUrl: string;
  sessionSecret: string;
  contactInbox: string;
  mailFrom: string;
  /** The site's public address, for absolute links in e-mails (no trailing slash). */
  siteUrl: string;
  logLevel: string;
  /** Built frontend served by the backend when the folder exists. */
  frontendDist: string;
  /** Rate limits: attempts per window. */
  loginMaxFailures: number;
  /**
   * The first wait of an account past its failure threshold, doubling after each further failure
   * (lib/limits.ts loginDelayMs); from LOGIN_FIRST_DELAY_MS. Tests of the wait lengthen it, so that
   * "inside the delay" never depends on how fast a busy machine sends the next request.
   */
  loginFirstDelayMs: number;
  /** Sign-in links one address may ask for per hour (issue 22); each account gets 3 (lib/limits.ts). */
  loginLinkMaxPerHour: number;
  signupMaxPerHour: number;
  messagesMaxPerMinute: number;
  reportsMaxPerDay: number;
  contactMaxPerHour: number;
  connectionRequestsMaxPerDay: number;
  searchMaxPerMinute: number;
  /** Files one account may upload per hour, every upload route together (uploads/multipart.ts). */
  uploadsMaxPerHour: number;
  /** Lifetime of cached public catalogue lists (lib/cache.ts); 0 disables the cache. */
  cacheTtlSeconds: number;
  /**
   * Proxies in front of the app that append to X-Forwarded-For (nginx: 1). The client's address is
   * the entry that many hops from the right: entries further left are whatever the client sent.
   */
  trustProxyHops: number;
  /**
   * Origins besides the app's own (same host) that may make unsafe requests and open sockets:
   * the Vite dev server in development. Anything else is refused (CSRF, cross-site sockets).
   */
  allowedOrigins: string[];
  /** Internal Prometheus endpoint (lib/metrics.ts): loopback unless told otherwise; 0 picks a free port. */
  /** How long a finished health probe's answer stands (routes/health): a burst of checks costs one probe. */
  healthMaxAgeMs: number;
  metricsHost: string;
  metricsPort: number;
  workersMetricsPort: number;
  /** Uploaded files (storage/): local disk by default, an S3-compatible bucket in production. */
  storage: LocalStorageConfig | S3StorageConfig;
  /** Skills one user may add to the catalogue per day (POST /api/skills). */
  skillCreateMaxPerDay: number;
  /**
   * How long a visitor's page may take to draw on the server before it is sent to be drawn in the
   * browser instead (web/ssr.ts); from SSR_TIMEOUT_MS. Tests that check drawn pages raise it: a
   * busy test machine is not what they test.
   */
  ssrTimeoutMs: number;
  /**
   * A session unused this long ends (auth/session.ts: its Redis record's time to live, stretched
   * by its last-use stamp); from SESSION_IDLE_DAYS.
   */
  sessionIdleMs: number;
  /**
   * Issue 26 (LGPD): an account nobody signed in to for this many days has its applications and job
   * alerts removed by the workers' daily purge (backend services/inactivePurge.ts).
   */
  inactivePurgeDays: number;
  /**
   * The window of the admins' moderation digest (workers/src/digest.ts): the first submission in a
   * quiet period opens it; when it closes, one e-mail per admin lists what came in.
   */
  adminDigestMinutes: number;
}

/** Session secrets published in this repository: production refuses to start with one of them. */
const PUBLIC_SECRETS = ['dev-only-secret-change-me-in-production', 'compose-demo-secret-change-me-0000'];

const schema = Joi.object({
  NODE_ENV: Joi.string().valid('development', 'production', 'test').default('development'),
  HOST: Joi.string().default('127.0.0.1'),
  PORT: Joi.number().port().default(3000),
  COOKIE_SECURE: Joi.boolean(),
  MONGODB_URI: Joi.string().uri({ scheme: ['mongodb', 'mongodb+srv'] }).default('mongodb://127.0.0.1:27017/conecta'),
  REDIS_URL: Joi.string().uri({ scheme: ['redis', 'rediss'] }).default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: Joi.string().pattern(/^[A-Za-z0-9:_-]+$/).default('conecta:'),
  SMTP_URL: Joi.string().uri({ scheme: ['smtp', 'smtps'] }).default('smtp://127.0.0.1:1025'),
  SESSION_SECRET: Joi.string().min(16).when('NODE_ENV', {
    is: 'production',
    then: Joi.string()
      .min(32)
      .invalid(...PUBLIC_SECRETS)
      .required()
      .messages({
        'any.required': 'SESSION_SECRET é obrigatório em produção (32+ caracteres aleatórios, ex.: openssl rand -hex 32)',
        'any.invalid': 'SESSION_SECRET é um valor público deste repositório; gere um segredo próprio (openssl rand -hex 32)',
        'string.min': 'SESSION_SECRET deve ter pelo menos 32 caracteres em produção',
      }),
    otherwise: Joi.any().default(PUBLIC_SECRETS[0]),
  }),
  CONTACT_INBOX: Joi.string().email().default('equipe@conectaenergia.com.br'),
  MAIL_FROM: Joi.string().default('Conecta Energia <nao-responda@conectaenergia.com.br>'),
  SITE_URL: Joi.string().uri({ scheme: ['http', 'https'] }).pattern(/[^/]$/).default('http://localhost:3000'),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').default('info'),
  FRONTEND_DIST: Joi.string().default(new URL('../../frontend/dist', import.meta.url).pathname),
  LOGIN_MAX_FAILURES: Joi.number().integer().min(1).default(5),
  LOGIN_FIRST_DELAY_MS: Joi.number().integer().min(1).max(60_000).default(2000),
  LOGIN_LINK_MAX_PER_HOUR: Joi.number().integer().min(1).default(5),
  SIGNUP_MAX_PER_HOUR: Joi.number().integer().min(1).default(10),
  MESSAGES_MAX_PER_MINUTE: Joi.number().integer().min(1).default(30),
  REPORTS_MAX_PER_DAY: Joi.number().integer().min(1).default(10),
  CONTACT_MAX_PER_HOUR: Joi.number().integer().min(1).default(5),
  CONNECTION_REQUESTS_MAX_PER_DAY: Joi.number().integer().min(1).default(30),
  SEARCH_MAX_PER_MINUTE: Joi.number().integer().min(1).default(120),
  UPLOADS_MAX_PER_HOUR: Joi.number().integer().min(1).default(30),
  CACHE_TTL_SECONDS: Joi.number().integer().min(0).max(86_400).default(300),
  TRUST_PROXY_HOPS: Joi.number().integer().min(0).max(5).default(Joi.ref('$defaultHops')),
  ALLOWED_ORIGINS: Joi.string().allow('').default(Joi.ref('$defaultOrigins')),
  METRICS_HOST: Joi.string().default('127.0.0.1'),
  HEALTH_MAX_AGE_MS: Joi.number().integer().min(0).max(60_000).default(1000),
  METRICS_PORT: Joi.number().port().default(9464),
  WORKERS_METRICS_PORT: Joi.number().port().default(9465),
  STORAGE: Joi.string().valid('local', 's3').default('local'),
  UPLOADS_DIR: Joi.string().default(new URL('../../.data/uploads', import.meta.url).pathname),
  UPLOADS_PUBLIC_URL: Joi.string().pattern(/^(\/|https?:\/\/)\S*[^/]$/).default('/uploads'),
  S3_ENDPOINT: Joi.string().uri({ scheme: ['http', 'https'] }),
  S3_REGION: Joi.string().default('us-east-1'),
  S3_BUCKET: Joi.string().when('STORAGE', { is: 's3', then: Joi.required() }),
  S3_ACCESS_KEY_ID: Joi.string(),
  S3_SECRET_ACCESS_KEY: Joi.string().when('S3_ACCESS_KEY_ID', { is: Joi.exist(), then: Joi.required() }),
  S3_FORCE_PATH_STYLE: Joi.boolean().default(true),
  // By default the backend serves the private bucket's objects itself, at /uploads/<key>; a CDN
  // with its own read access to the bucket may be named instead.
  S3_PUBLIC_URL: Joi.string().pattern(/^(\/|https?:\/\/)\S*[^/]$/).default('/uploads'),
  SKILL_CREATE_MAX_PER_DAY: Joi.number().integer().min(1).default(20),
  SSR_TIMEOUT_MS: Joi.number().integer().min(1).default(2000),
  // Fractions allowed (a test's few seconds). At most the session's own lifetime (7 days from its
  // last renewal, auth/session.ts): a longer idle limit could never be reached.
  SESSION_IDLE_DAYS: Joi.number().greater(0).max(7).default(3),
  // At least a month: a shorter window would purge people between two job searches.
  INACTIVE_PURGE_DAYS: Joi.number().integer().min(30).default(INACTIVE_PURGE_DAYS_DEFAULT),
  // Fractions allowed (a test's window of seconds); at most a day, the digest's purpose being minutes.
  ADMIN_DIGEST_MINUTES: Joi.number().min(0.01).max(1440).default(5),
}).unknown(true);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { value, error } = schema.validate(env, {
    abortEarly: false,
    context: {
      defaultHops: env.NODE_ENV === 'production' ? 1 : 0,
      defaultOrigins: env.NODE_ENV === 'production' ? '' : 'http://localhost:5173,http://127.0.0.1:5173',
    },
  });
  if (error) {
    throw new Error(`Configuração inválida: ${error.details.map((d) => d.message).join('; ')}`);
  }
  return {
    nodeEnv: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    cookieSecure: value.COOKIE_SECURE ?? value.NODE_ENV === 'production',
    mongodbUri: value.MONGODB_URI,
    redisUrl: value.REDIS_URL,
    redisPrefix: value.REDIS_PREFIX,
    smtpUrl: value.SMTP_URL,
    sessionSecret: value.SESSION_SECRET,
    contactInbox: value.CONTACT_INBOX,
    mailFrom: value.MAIL_FROM,
    siteUrl: value.SITE_URL,
    logLevel: value.LOG_LEVEL,
    frontendDist: value.FRONTEND_DIST,
    loginMaxFailures: value.LOGIN_MAX_FAILURES,
    loginFirstDelayMs: value.LOGIN_FIRST_DELAY_MS,
    loginLinkMaxPerHour: value.LOGIN_LINK_MAX_PER_HOUR,
    signupMaxPerHour: value.SIGNUP_MAX_PER_HOUR,
    messagesMaxPerMinute: value.MESSAGES_MAX_PER_MINUTE,
    reportsMaxPerDay: value.REPORTS_MAX_PER_DAY,
    contactMaxPerHour: value.CONTACT_MAX_PER_HOUR,
    connectionRequestsMaxPerDay: value.CONNECTION_REQUESTS_MAX_PER_DAY,
    searchMaxPerMinute: value.SEARCH_MAX_PER_MINUTE,
    uploadsMaxPerHour: value.UPLOADS_MAX_PER_HOUR,
    cacheTtlSeconds: value.CACHE_TTL_SECONDS,
    trustProxyHops: value.TRUST_PROXY_HOPS,
    healthMaxAgeMs: value.HEALTH_MAX_AGE_MS,
    metricsHost: value.METRICS_HOST,
    metricsPort: value.METRICS_PORT,
    workersMetricsPort: value.WORKERS_METRICS_PORT,
    allowedOrigins: String(value.ALLOWED_ORIGINS)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    storage:
      value.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: value.S3_ENDPOINT,
            region: value.S3_REGION,
            bucket: value.S3_BUCKET,
            accessKeyId: value.S3_ACCESS_KEY_ID,
            secretAccessKey: value.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: value.S3_FORCE_PATH_STYLE,
            publicUrl: value.S3_PUBLIC_URL,
          }
        : { kind: 'local', dir: value.UPLOADS_DIR, publicUrl: value.UPLOADS_PUBLIC_URL },
    skillCreateMaxPerDay: value.SKILL_CREATE_MAX_PER_DAY,
    ssrTimeoutMs: value.SSR_TIMEOUT_MS,
    sessionIdleMs: Math.round(value.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000),
    inactivePurgeDays: value.INACTIVE_PURGE_DAYS,
    adminDigestMinutes: value.ADMIN_DIGEST_MINUTES,
  };
}
