/**
 * The admins' moderation digest (issue 22). A burst of submissions (one company posting 50 jobs,
 * or many companies at once) used to mail every admin once per submission. Now each submission
 * still writes its bell entry and push at once (notify.ts), but its e-mail joins the admin's open
 * window: the first submission in a quiet period opens it, and one delayed e-mail job,
 * `admin-digest-<adminId>-<windowStart>`, lists everything that joined when it closes.
 *
 * Once per admin and window, whatever runs twice:
 * - joining is one Lua script (atomic against the digest's closing and against another workers
 *   process): it reads or opens the window, adds the item to it and remembers, per notification,
 *   which window it joined; a rerun of the submission job finds that mark and lands in the same
 *   window instead of opening a new one;
 * - the digest job's id names the window, so every submission in it enqueues the same job;
 * - the digest job closes the window (another script: from then on submissions open the next one)
 *   before reading its items, so none is lost between the read and the close; the e-mail is then
 *   marked sent by job id like every other (processors/email.ts, 0010), so a rerun sends nothing.
 * Marks and item lists expire after a week, the life of an e-mail's sent mark.
 */
import type { Redis } from 'ioredis';
import type { Producers } from '@conecta/backend/queues/producers';

export interface DigestDeps {
  redis: Redis;
  redisPrefix: string;
  windowMs: number;
}

const KEPT_SECONDS = 7 * 24 * 3600;

export const adminDigestJobId = (adminId: string, windowStart: number | string) => `admin-digest-${adminId}-${windowStart}`;

const openKey = (prefix: string, adminId: string) => `${prefix}admin-digest:open:${adminId}`;
const joinedKey = (prefix: string, notificationId: string) => `${prefix}admin-digest:joined:${notificationId}`;
const itemsKeyPrefix = (prefix: string, adminId: string) => `${prefix}admin-digest:items:${adminId}:`;

/**
 * KEYS: the admin's open window, the notification's joined mark. ARGV: now (ms), the open key's
 * life (ms), the item, the items' key prefix, the marks' life (s). Returns the window's start.
 * The open key outlives the window (twice its length) only as a safety: were its digest job lost,
 * the next submissions would still open a window of their own instead of joining one never sent.
 */
const JOIN = `
local joined = redis.call('GET', KEYS[2])
if joined then return joined end
local start = redis.call('GET', KEYS[1])
if not start then
  start = ARGV[1]
  redis.call('SET', KEYS[1], start, 'PX', ARGV[2])
end
local items = ARGV[4] .. start
redis.call('ZADD', items, 'NX', ARGV[1], ARGV[3])
redis.call('EXPIRE', items, ARGV[5])
redis.call('SET', KEYS[2], start, 'EX', ARGV[5])
return start`;

/** KEYS: the admin's open window, the window's items. ARGV: its start. Closes it if still open; returns its items, oldest first. */
const CLOSE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return redis.call('ZRANGE', KEYS[2], 0, -1)`;

/**
 * Puts one admin's notification of a submission (`item`: `<kind>:<id>:<submissionId>`) in that
 * admin's open window, opening one if none is, and makes sure the window's digest job is queued.
 */
export async function joinAdminDigest(
  deps: DigestDeps & { producers: Producers },
  adminId: string,
  notificationId: string,
  item: string,
): Promise<void> {
  const { redis, redisPrefix: prefix, windowMs } = deps;
  const now = Date.now();
  const start = Number(
    await redis.eval(JOIN, 2, openKey(prefix, adminId), joinedKey(prefix, notificationId), now, 2 * windowMs, item, itemsKeyPrefix(prefix, adminId), KEPT_SECONDS),
  );
  // Every submission of the window adds the same job (a no-op after the first): a run that died
  // between joining and this line is made whole by its retry.
  await deps.producers.sendEmail('admin-digest', { adminId, windowStart: start }, adminDigestJobId(adminId, start), start + windowMs - now);
}

/** Closes the admin's window that opened at `windowStart` (if it still is open) and returns its items, oldest first. */
export async function closeAdminDigest(redis: Redis, prefix: string, adminId: string, windowStart: number): Promise<string[]> {
  return (await redis.eval(CLOSE, 2, openKey(prefix, adminId), `${itemsKeyPrefix(prefix, adminId)}${windowStart}`, String(windowStart))) as string[];
}
