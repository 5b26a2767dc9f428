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
import { runScript } from '../lib/redis';

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
  /** Where it signed in ('Chrome no Windows'): auth/device.ts, from the sign-in's User-Agent. */
  device?: string;
  /** When it signed in (epoch ms). */
  createdAt?: number;
  /**
   * Its last use (epoch ms), the idle clock: stamped by the store when it reads the session, at
   * most once a minute, so a busy session costs no Redis write per request.
   */
  lastUsedAt?: number;
}

/** A stored session as koa-session writes it: our fields plus its expiry stamps. */
type StoredSession = SessionData & { _expire?: number; _maxAge?: number } & Record<string, unknown>;

/** One live session of a user, for the 'Sessões' list. */
export interface UserSession {
  id: string;
  data: SessionData;
  /** When it was last used; sessions from before the stamp count from their last save. */
  lastUsedAt: number;
}

/** The last-use stamp is rewritten at most this often per session (less when the idle limit is tiny: tests). */
const STAMP_EVERY_MS = 60_000;

/**
 * Writes the stamped record only if it is still the one that was read: a session destroyed (sign-out,
 * 'Encerrar', a password change) or saved by koa-session in between is never resurrected nor rolled back.
 */
const STAMP_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end return false`;

/**
 * Each record lives in Redis for the idle limit at most (config SESSION_IDLE_DAYS), and each stamp
 * of its last use gives it that long again, capped by koa-session's own expiry: an unused session
 * leaves Redis by itself, so every reader (the guards, a socket's handshake and its re-check of the
 * remaining time) finds it gone, and nothing sweeps.
 */
export class RedisSessionStore {
  private readonly stampEveryMs: number;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly idleMs: number = SESSION_MAX_AGE_MS,
  ) {
    this.stampEveryMs = Math.min(STAMP_EVERY_MS, Math.max(1, Math.floor(idleMs / 10)));
  }

  private key(id: string): string {
    return `${this.prefix}sess:${id}`;
  }

  /** The ids of one user's sessions, each scored by when it expires (so the expired ones are pruned). */
  private userKey(userId: string): string {
    return `${this.prefix}user-sessions:${userId}`;
  }

  /**
   * A session being used (koa-session on each request carrying the cookie, a socket's handshake):
   * ended if idle too long, else stamped when its stamp is over a minute old — the one write, and
   * only once a minute. What is returned carries the stamp, so koa-session sees nothing changed
   * and saves nothing.
   */
  async get(id: string): Promise<StoredSession | undefined> {
    const key = this.key(id);
    const raw = await this.redis.get(key);
    if (!raw) return undefined;
    const data = JSON.parse(raw) as StoredSession;
    if (typeof data.userId !== 'string') return data;
    const now = Date.now();
    const lastUsedAt = lastUseOf(data);
    if (now - lastUsedAt >= this.idleMs) {
      // Redis drops an idle record by itself; this catches one written before the idle limit existed.
      await this.redis.del(key);
      return undefined;
    }
    if (now - lastUsedAt < this.stampEveryMs) return data;
    const stamped: StoredSession = { ...data, lastUsedAt: now };
    const ttl = this.ttlFrom(now, data._expire);
    if (ttl > 0) await runScript(this.redis, STAMP_SCRIPT, 1, key, raw, JSON.stringify(stamped), ttl);
    return stamped;
  }

  /** How long a record written or stamped at `now` lives: the idle limit, never past koa-session's expiry. */
  private ttlFrom(now: number, expire: number | undefined): number {
    return Math.min(this.idleMs, typeof expire === 'number' ? expire - now : SESSION_MAX_AGE_MS);
  }

  /**
   * Written on sign-in and when koa-session renews a session (not on every request: `rolling` is
   * off), so indexing a signed-in session under its user costs nothing on the hot reads.
   */
  async set(id: string, data: unknown, maxAge: number): Promise<void> {
    const ttl = typeof maxAge === 'number' && maxAge > 0 ? maxAge : SESSION_MAX_AGE_MS;
    // A save is a use: the record lives for the idle limit from now (stamps stretch it later).
    const recordTtl = Math.min(ttl, this.idleMs);
    const userId = (data as SessionData | null)?.userId;
    if (typeof userId !== 'string') {
      await this.redis.set(this.key(id), JSON.stringify(data), 'PX', recordTtl);
      return;
    }
    const now = Date.now();
    const index = this.userKey(userId);
    await execAll(
      this.redis
        .multi()
        .set(this.key(id), JSON.stringify(data), 'PX', recordTtl)
        // Scored by the longest it can live (stamps never stretch it past koa-session's expiry),
        // so pruning never drops a live session from its user's list.
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
  async destroyAllOf(userId: string, except?: string): Promise<string[]> {
    const ids = (await this.redis.zrange(this.userKey(userId), 0, -1)).filter((id) => id !== except);
    await this.destroyOf(userId, ids);
    return ids;
  }

  /** Ends some sessions of one user ('Encerrar' in the profile's list): records and index entries. */
  async destroyOf(userId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await execAll(
      this.redis
        .multi()
        .del(...ids.map((id) => this.key(id)))
        .zrem(this.userKey(userId), ...ids),
    );
  }

  /**
   * The user's live sessions, read without stamping them (only their own requests are uses): the
   * index's unexpired ids, then their records in one MGET; the gone and the idle are left out.
   */
  async sessionsOf(userId: string): Promise<UserSession[]> {
    const now = Date.now();
    const ids = await this.redis.zrangebyscore(this.userKey(userId), now, '+inf');
    if (ids.length === 0) return [];
    const raws = await this.redis.mget(ids.map((id) => this.key(id)));
    return ids.flatMap((id, i) => {
      const raw = raws[i];
      if (!raw) return [];
      const data = JSON.parse(raw) as StoredSession;
      const lastUsedAt = lastUseOf(data);
      return data.userId === userId && now - lastUsedAt < this.idleMs ? [{ id, data, lastUsedAt }] : [];
    });
  }

  /** Milliseconds the session has left; 0 when it is gone. */
  async remainingMs(id: string): Promise<number> {
    return Math.max(0, await this.redis.pttl(this.key(id)));
  }
}

/** The last use of a stored session: its stamp, or for one from before stamps its last save (or now). */
function lastUseOf(data: StoredSession): number {
  if (typeof data.lastUsedAt === 'number') return data.lastUsedAt;
  if (typeof data._expire === 'number' && typeof data._maxAge === 'number') return data._expire - data._maxAge;
  return Date.now();
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
  return `session:${sessionHandle(sessionId)}`;
}

/** A session's public name (its room's, the 'Sessões' list's id): a hash, so the cookie's id never leaves the server. */
export function sessionHandle(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex').slice(0, 24);
}

/** Methods that never start, change or end a session in this app (sign-in, sign-out are POSTs). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the request carries the session cookie at all (valid or not): the one test of "a visitor"
 * for the session middleware, the private-answers header and the visitors' kept answers.
 */
export function carriesSessionCookie(ctx: { headers: { cookie?: string } }): boolean {
  return ctx.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false;
}

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
    if (SAFE_METHODS.has(ctx.method) && !carriesSessionCookie(ctx)) return next();
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
