/**
 * Confirming an account's e-mail address (issue 22). Until it is confirmed the workers mail that
 * address nothing but the confirmation link (workers/src/processors/email.ts), so the platform is
 * no relay for text sent to addresses nobody proved they own.
 *
 * A link's token is unguessable, single-use and expires after 48 h, and nothing stored can
 * confirm an address: services/linkTokens.ts (purpose 'verify-email') says how. A new
 * SESSION_SECRET voids the links in flight (the banner's 'Reenviar e-mail' issues another).
 *
 * Accounts created before this feature have no `emailVerified` field and count as confirmed
 * (`isEmailVerified`): they were mailed before, and cutting them off at a deploy would be worse
 * than the risk they pose. Only the sign-up path writes `false` (services/accounts.ts).
 */
import { User } from '../models/user';
import { ServiceUnavailableError } from '../lib/errors';
import type { Producers } from '../queues/producers';
import { LINK_PURPOSES, linkToken, linkUrl, type LinkTokens } from './linkTokens';

export const EMAIL_VERIFICATION_TTL_SECONDS = LINK_PURPOSES['verify-email'].ttlSeconds;

/** The token's shape in a link (linkTokens.ts). */

/** Missing counts as confirmed: only sign-ups since issue 22 start unconfirmed (see above). */
export function isEmailVerified(user: { emailVerified?: boolean | null }): boolean {
  return user.emailVerified !== false;
}

export const emailVerificationJobId = (userId: string, tokenId: string) => `email-verification-${userId}-${tokenId}`;

/** The token of one link; the same inputs give the same token, so a retried job sends the same link. */
export function emailVerificationToken(secret: string, userId: string, tokenId: string): string {
  return linkToken(secret, 'verify-email', userId, tokenId);
}

/** The page the link opens (common CLIENT_PAGES '/confirmar-email'); it posts the token to the API. */
export function emailVerificationLink(siteUrl: string, token: string): string {
  return linkUrl(siteUrl, 'verify-email', token);
}

export class EmailVerifications {
  constructor(
    private readonly tokens: LinkTokens,
    private readonly producers: Pick<Producers, 'sendEmail'>,
  ) {}

  /** Stores a new link's hash (48 h) and answers its tokenId and token; `send` mails it. */
  create(userId: string): Promise<{ tokenId: string; token: string }> {
    return this.tokens.create('verify-email', userId);
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
      await this.tokens.discard('verify-email', token).catch(() => undefined);
      throw ServiceUnavailableError('Não foi possível enviar o e-mail de confirmação agora. Tente novamente mais tarde.');
    }
  }

  /**
   * Confirms the address of the token's account; false when the token is unknown, used, expired
   * or its account is gone. The token is consumed before the write; a write that fails puts it
   * back for the rest of its life, so a database hiccup does not burn the person's link.
   */
  async confirm(token: string): Promise<boolean> {
    const spent = await this.tokens.consume('verify-email', token);
    if (!spent) return false;
    try {
      const { matchedCount } = await User.updateOne({ _id: spent.userId }, { $set: { emailVerified: true } });
      return matchedCount === 1;
    } catch (err) {
      await spent.restore();
      throw err;
    }
  }
}
