/**
 * The tokens of the links we mail (issue 22): confirming an address ('verify-email', 48 h) and
 * signing in without the password ('login-link', 15 min). One machinery for both, so they cannot
 * drift apart in what protects them:
 * - each link has a random `tokenId`; its token is an HMAC of (purpose, user, tokenId) under the
 *   server's secret. The backend computes it to store its hash, the worker to write the link: the
 *   queue job carries only the tokenId (a job stays in Redis a day after it is done, a failed one
 *   longer), so nothing in the queue opens anything;
 * - Redis keeps `<purpose key>:<sha256(token)>` → user id with the purpose's TTL; using a token
 *   reads and deletes it in one transaction, so a second use finds nothing;
 * - the purpose is in the HMAC and in the Redis key: a confirmation token signs nobody in.
 * A new SESSION_SECRET voids the links in flight.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import mongoose from 'mongoose';

export type LinkPurpose = 'verify-email' | 'login-link';

interface PurposeSpec {
  /** How long a link works. */
  ttlSeconds: number;
  /** The Redis key's and the HMAC's label (verify-email keeps the name it had before this module). */
  label: string;
  /** The page of the app the link opens (common CLIENT_PAGES); it posts the token to the API. */
  page: string;
}

export const LINK_PURPOSES: Record<LinkPurpose, PurposeSpec> = {
  'verify-email': { ttlSeconds: 48 * 3600, label: 'email-verification', page: '/confirmar-email' },
  // Short: it opens a session, and whoever asks for it has the mailbox open right now.
  'login-link': { ttlSeconds: 15 * 60, label: 'login-link', page: '/entrar-com-link' },
};

/** The token of one link; the same inputs give the same token, so a retried job sends the same link. */
export function linkToken(secret: string, purpose: LinkPurpose, userId: string, tokenId: string): string {
  return createHmac('sha256', secret).update(`${LINK_PURPOSES[purpose].label}\n${userId}\n${tokenId}`).digest('base64url');
}

/** The address the mail carries: the purpose's page with the token in its query. */
export function linkUrl(siteUrl: string, purpose: LinkPurpose, token: string): string {
  return `${siteUrl}${LINK_PURPOSES[purpose].page}?token=${encodeURIComponent(token)}`;
}

/** A used token: whose it was, and how to put it back when what it was used for failed. */
export interface SpentToken {
  userId: string;
  /** Stores the token again for the rest of its life (a database hiccup must not burn the person's link). */
  restore(): Promise<void>;
}

export class LinkTokens {
  constructor(
    private readonly redis: Redis,
    private readonly redisPrefix: string,
    private readonly secret: string,
  ) {}

  private key(purpose: LinkPurpose, token: string): string {
    return `${this.redisPrefix}${LINK_PURPOSES[purpose].label}:${createHash('sha256').update(token).digest('hex')}`;
  }

  /** Stores a new link's hash for the purpose's lifetime and answers its tokenId and token. */
  async create(purpose: LinkPurpose, userId: string): Promise<{ tokenId: string; token: string }> {
    const tokenId = randomBytes(12).toString('hex');
    const token = linkToken(this.secret, purpose, userId, tokenId);
    await this.redis.set(this.key(purpose, token), userId, 'EX', LINK_PURPOSES[purpose].ttlSeconds);
    return { tokenId, token };
  }

  /** Forgets a link that will not be sent after all (the queue refused its mail). */
  async discard(purpose: LinkPurpose, token: string): Promise<void> {
    await this.redis.del(this.key(purpose, token));
  }

  /** Uses a token up: its account, or null when it is unknown, used or expired. */
  async consume(purpose: LinkPurpose, token: string): Promise<SpentToken | null> {
    const key = this.key(purpose, token);
    const replies = await this.redis.multi().get(key).pttl(key).del(key).exec();
    const userId = replies?.[0]?.[1] as string | null | undefined;
    const remainingMs = Number(replies?.[1]?.[1] ?? 0);
    if (!userId || !mongoose.isValidObjectId(userId)) return null;
    return {
      userId,
      restore: async () => {
        if (remainingMs > 0) await this.redis.set(key, userId, 'PX', remainingMs).catch(() => undefined);
      },
    };
  }
}
