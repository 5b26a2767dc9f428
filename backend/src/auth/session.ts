/**
 * Sessions: koa-session with the data in Redis (so any backend process can
 * serve any request) and only an opaque signed id in the cookie.
 */
import type Koa from 'koa';
import session from 'koa-session';
import Keygrip from 'keygrip';
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Redis } from 'ioredis';
import type { Config } from '../config';

export const SESSION_COOKIE = 'conecta.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface SessionData {
  userId?: string;
}

export class RedisSessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(id: string): string {
    return `${this.prefix}sess:${id}`;
  }

  async get(id: string): Promise<(SessionData & Record<string, unknown>) | undefined> {
    const raw = await this.redis.get(this.key(id));
    return raw ? (JSON.parse(raw) as SessionData & Record<string, unknown>) : undefined;
  }

  async set(id: string, data: unknown, maxAge: number): Promise<void> {
    const ttl = typeof maxAge === 'number' && maxAge > 0 ? maxAge : SESSION_MAX_AGE_MS;
    await this.redis.set(this.key(id), JSON.stringify(data), 'PX', ttl);
  }

  async destroy(id: string): Promise<void> {
    await this.redis.del(this.key(id));
  }

  /** Milliseconds the session has left; 0 when it is gone. */
  async remainingMs(id: string): Promise<number> {
    return Math.max(0, await this.redis.pttl(this.key(id)));
  }
}

/**
 * The Socket.IO room of one session's sockets: sign-out (and an expired
 * session) closes exactly those, on every backend process. Named by a hash,
 * so the session id itself never travels on the adapter's channel.
 */
export function sessionRoom(sessionId: string): string {
  return `session:${createHash('sha256').update(sessionId).digest('hex').slice(0, 24)}`;
}

/** Methods that never start, change or end a session in this app (sign-in, sign-out are POSTs). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * koa-session on the requests that need it: any request carrying our
 * cookie, and every unsafe method (sign-in creates a session, sign-out
 * destroys one). A cookieless GET skips it: koa-session would only mint
 * an unused session id (randomUUID) and parse cookies to find nothing;
 * `ctx.session` still reads as an empty session there (koa-session
 * extends the context itself), so guards see "no user", as before.
 */
export function sessionMiddleware(app: Koa, config: Config, store: RedisSessionStore) {
  const inner = koaSession(app, config, store);
  return (ctx: Koa.Context, next: Koa.Next) => {
    if (SAFE_METHODS.has(ctx.method) && !ctx.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return next();
    return inner(ctx, next);
  };
}

function koaSession(app: Koa, config: Config, store: RedisSessionStore) {
  app.keys = [config.sessionSecret];
  return session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      signed: true,
      rolling: false,
      renew: true,
      store,
    },
    app,
  );
}

/**
 * The user id of the session a raw request carries (the Socket.IO
 * handshake has no Koa context): verify the signed cookie, then read Redis.
 */
export async function sessionFromRequest(
  req: IncomingMessage,
  keys: string[],
  store: RedisSessionStore,
): Promise<{ sessionId: string; userId: string } | null> {
  const cookies = parseCookies(req.headers.cookie ?? '');
  const id = cookies.get(SESSION_COOKIE);
  const signature = cookies.get(`${SESSION_COOKIE}.sig`);
  // Same signing scheme as the `cookies` package koa uses: HMAC of "name=value".
  if (!id || !signature || !new Keygrip(keys).verify(`${SESSION_COOKIE}=${id}`, signature)) return null;
  const data = await store.get(id);
  return typeof data?.userId === 'string' ? { sessionId: id, userId: data.userId } : null;
}

function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return cookies;
}
