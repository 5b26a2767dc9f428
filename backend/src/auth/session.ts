/**
 * Sessions: koa-session with the data in Redis (so any backend process can
 * serve any request) and only an opaque signed id in the cookie.
 */
import type Koa from 'koa';
import session from 'koa-session';
import Keygrip from 'keygrip';
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ChainableCommander, Redis } from 'ioredis';
import type { Config } from '../config';
import { HttpError } from '../lib/errors';

export const SESSION_COOKIE = 'conecta.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface SessionData {
  userId?: string;
  /**
   * The account's `passwordVersion` when this session signed in: a password change bumps the
   * account's, so a session that signed in with the old password while the change ran (after the
   * change swept the sessions it knew) still stops counting where the user is loaded.
   */
  passwordVersion?: number;
}

export class RedisSessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(id: string): string {
    return `${this.prefix}sess:${id}`;
  }

  /** The ids of one user's sessions, each scored by when it expires (so the expired ones are pruned). */
  private userKey(userId: string): string {
    return `${this.prefix}user-sessions:${userId}`;
  }

  async get(id: string): Promise<(SessionData & Record<string, unknown>) | undefined> {
    const raw = await this.redis.get(this.key(id));
    return raw ? (JSON.parse(raw) as SessionData & Record<string, unknown>) : undefined;
  }

  /**
   * Written on sign-in and when koa-session renews a session (not on every request: `rolling` is
   * off), so indexing a signed-in session under its user costs nothing on the hot reads.
   */
  async set(id: string, data: unknown, maxAge: number): Promise<void> {
    const ttl = typeof maxAge === 'number' && maxAge > 0 ? maxAge : SESSION_MAX_AGE_MS;
    const userId = (data as SessionData | null)?.userId;
    if (typeof userId !== 'string') {
      await this.redis.set(this.key(id), JSON.stringify(data), 'PX', ttl);
      return;
    }
    const now = Date.now();
    const index = this.userKey(userId);
    await execAll(
      this.redis
        .multi()
        .set(this.key(id), JSON.stringify(data), 'PX', ttl)
        .zadd(index, now + ttl, id)
        .zremrangebyscore(index, '-inf', now)
        // Every session lives at most `ttl`: the index outlives the newest of them.
        .pexpire(index, ttl),
    );
  }

  /**
   * A destroyed session's id stays in its user's index (its user is not known here without a
   * read): it is pruned once its time is up, and ending a user's sessions deletes a missing key.
   */
  async destroy(id: string): Promise<void> {
    await this.redis.del(this.key(id));
  }

  /**
   * Ends every session of one user (a password change): their records go, so every reader — the
   * guards, the routes that read only the session, a socket's handshake and its re-check — finds
   * none. Ids indexed after the read are left to the caller (the new session of the change).
   */
  async destroyAllOf(userId: string): Promise<number> {
    const index = this.userKey(userId);
    const ids = await this.redis.zrange(index, 0, -1);
    if (ids.length === 0) return 0;
    await execAll(
      this.redis
        .multi()
        .del(...ids.map((id) => this.key(id)))
        .zrem(index, ...ids),
    );
    return ids.length;
  }

  /** Milliseconds the session has left; 0 when it is gone. */
  async remainingMs(id: string): Promise<number> {
    return Math.max(0, await this.redis.pttl(this.key(id)));
  }
}

/** Whether a session signed in under the account's current password (sessions from before versions: 0). */
export function passwordCurrent(sessionVersion: unknown, accountVersion: number | null | undefined): boolean {
  return (typeof sessionVersion === 'number' ? sessionVersion : 0) === (accountVersion ?? 0);
}

/** A MULTI whose commands all ran: ioredis resolves a failed command inside it as a result, not a rejection. */
async function execAll(multi: ChainableCommander): Promise<void> {
  const results = await multi.exec();
  const failed = results?.find(([err]) => err);
  if (!results || failed) throw failed?.[0] ?? new Error('Redis MULTI aborted');
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
  return async (ctx: Koa.Context, next: Koa.Next) => {
    if (SAFE_METHODS.has(ctx.method) && !ctx.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return next();
    // A Secure cookie cannot be sent over plain HTTP (the cookies package throws when asked to): a
    // write that may set one is refused up front, before it does anything, with words instead of a 500.
    if (config.cookieSecure && !ctx.secure && !SAFE_METHODS.has(ctx.method)) throw new HttpError(403, INSECURE_CONNECTION);
    try {
      await inner(ctx, next);
    } catch (err) {
      if (err instanceof Error && /secure cookie over unencrypted connection/.test(err.message)) throw new HttpError(403, INSECURE_CONNECTION);
      throw err;
    }
  };
}

const INSECURE_CONNECTION = 'Este site só aceita sessões em conexão segura (HTTPS). Acesse-o pelo endereço https://.';

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
): Promise<{ sessionId: string; userId: string; passwordVersion: number } | null> {
  const cookies = parseCookies(req.headers.cookie ?? '');
  const id = cookies.get(SESSION_COOKIE);
  const signature = cookies.get(`${SESSION_COOKIE}.sig`);
  // Same signing scheme as the `cookies` package koa uses: HMAC of "name=value".
  if (!id || !signature || !new Keygrip(keys).verify(`${SESSION_COOKIE}=${id}`, signature)) return null;
  const data = await store.get(id);
  return typeof data?.userId === 'string' ? { sessionId: id, userId: data.userId, passwordVersion: data.passwordVersion ?? 0 } : null;
}

function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return cookies;
}
