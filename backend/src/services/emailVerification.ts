/**
 * Confirming an account's e-mail address (issue 22). Until it is confirmed the workers mail that
 * address nothing but the confirmation link (workers/src/processors/email.ts), so the platform is
 * no relay for text sent to addresses nobody proved they own.
 *
 * A link's token is unguessable, single-use and expires after 48 h, and nothing stored can
 * confirm an address:
 * - each link has a random `tokenId`; its token is an HMAC of (user, tokenId) under the server's
 *   secret. The backend computes it to store its hash, the worker to write the link: the queue job
 *   carries only the tokenId (a job stays in Redis a day after it is done, a failed one longer);
 * - Redis keeps `email-verification:<sha256(token)>` → user id with a 48 h TTL; confirming reads
 *   and deletes it in one transaction, so a second use finds nothing.
 * A new SESSION_SECRET voids the links in flight (the banner's 'Reenviar e-mail' issues another).
 *
 * Accounts created before this feature have no `emailVerified` field and count as confirmed
 * (`isEmailVerified`): they were mailed before, and cutting them off at a deploy would be worse
 * than the risk they pose. Only the sign-up path writes `false` (services/accounts.ts).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { User } from '../models/user';
import { ServiceUnavailableError } from '../lib/errors';
import type { Producers } from '../queues/producers';

export const EMAIL_VERIFICATION_TTL_SECONDS = 48 * 3600;

/** The token's shape in a link: 32 bytes of HMAC-SHA256 in base64url. */
export const EMAIL_VERIFICATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Missing counts as confirmed: only sign-ups since issue 22 start unconfirmed (see above). */
export function isEmailVerified(user: { emailVerified?: boolean | null }): boolean {
  return user.emailVerified !== false;
}

export const emailVerificationJobId = (userId: string, tokenId: string) => `email-verification-${userId}-${tokenId}`;

/** The token of one link; the same inputs give the same token, so a retried job sends the same link. */
export function emailVerificationToken(secret: string, userId: string, tokenId: string): string {
  return createHmac('sha256', secret).update(`email-verification\n${userId}\n${tokenId}`).digest('base64url');
}

/** The page the link opens (common CLIENT_PAGES '/confirmar-email'); it posts the token to the API. */
export function emailVerificationLink(siteUrl: string, token: string): string {
  return `${siteUrl}/confirmar-email?token=${encodeURIComponent(token)}`;
}

export class EmailVerifications {
  constructor(
    private readonly redis: Redis,
    private readonly redisPrefix: string,
    private readonly secret: string,
    private readonly producers: Pick<Producers, 'sendEmail'>,
  ) {}

  private key(token: string): string {
    return `${this.redisPrefix}email-verification:${createHash('sha256').update(token).digest('hex')}`;
  }

  /** Stores a new link's hash (48 h) and answers its tokenId and token; `send` mails it. */
  async create(userId: string): Promise<{ tokenId: string; token: string }> {
    const tokenId = randomBytes(12).toString('hex');
    const token = emailVerificationToken(this.secret, userId, tokenId);
    await this.redis.set(this.key(token), userId, 'EX', EMAIL_VERIFICATION_TTL_SECONDS);
    return { tokenId, token };
  }

  /**
   * A new link, mailed through the `email` queue. A queue that refuses leaves no usable link
   * behind and answers 503.
   */
  async send(userId: string): Promise<void> {
    const { tokenId, token } = await this.create(userId);
    try {
      await this.producers.sendEmail('email-verification', { userId, tokenId }, emailVerificationJobId(userId, tokenId));
    } catch {
      await this.redis.del(this.key(token)).catch(() => undefined);
      throw ServiceUnavailableError('Não foi possível enviar o e-mail de confirmação agora. Tente novamente mais tarde.');
    }
  }

  /**
   * Confirms the address of the token's account; false when the token is unknown, used, expired
   * or its account is gone. The token is consumed before the write; a write that fails puts it
   * back for the rest of its life, so a database hiccup does not burn the person's link.
   */
  async confirm(token: string): Promise<boolean> {
    const key = this.key(token);
    const replies = await this.redis.multi().get(key).pttl(key).del(key).exec();
    const userId = replies?.[0]?.[1] as string | null | undefined;
    const remainingMs = Number(replies?.[1]?.[1] ?? 0);
    if (!userId || !mongoose.isValidObjectId(userId)) return false;
    try {
      const { matchedCount } = await User.updateOne({ _id: userId }, { $set: { emailVerified: true } });
      return matchedCount === 1;
    } catch (err) {
      if (remainingMs > 0) await this.redis.set(key, userId, 'PX', remainingMs).catch(() => undefined);
      throw err;
    }
  }
}
