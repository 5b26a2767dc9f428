/**
 * Signing in by a link mailed to the account's address (issue 22): the way in that wrong
 * passwords typed by others cannot close (lib/limits.ts only spaces password attempts out). It
 * proves the mailbox, so it is offered only to confirmed addresses — an unconfirmed one proves
 * nothing yet — and never to a suspended account. The token: services/linkTokens.ts, purpose
 * 'login-link' (15 minutes, single use, only its hash in Redis, none in the queue).
 */
import { User } from '../models/user';
import type { Producers } from '../queues/producers';
import { isEmailVerified } from './emailVerification';
import { LINK_PURPOSES, linkToken, linkUrl, type LinkTokens, type SpentToken } from './linkTokens';

export const LOGIN_LINK_TTL_SECONDS = LINK_PURPOSES['login-link'].ttlSeconds;

export const loginLinkJobId = (userId: string, tokenId: string) => `login-link-${userId}-${tokenId}`;

/** The token the worker writes into the mail (the same derivation as the stored hash's). */
export function loginLinkToken(secret: string, userId: string, tokenId: string): string {
  return linkToken(secret, 'login-link', userId, tokenId);
}

/** The page the link opens (common CLIENT_PAGES '/entrar-com-link'); it posts the token to the API. */
export function loginLinkUrl(siteUrl: string, token: string): string {
  return linkUrl(siteUrl, 'login-link', token);
}

export class LoginLinks {
  constructor(
    private readonly tokens: LinkTokens,
    private readonly producers: Pick<Producers, 'sendEmail'>,
  ) {}

  /**
   * Mails a link when `email` is an account's that may have one; silently nothing otherwise (the
   * route answers the same either way). Answers whether a mail was queued, for the log. A queue
   * that refuses throws and leaves no usable link behind.
   */
  async request(email: string): Promise<boolean> {
    const user = await User.findOne({ email }).select({ emailVerified: 1, isSuspended: 1 }).lean();
    if (!user || !isEmailVerified(user) || user.isSuspended) return false;
    const userId = user._id.toString();
    const { tokenId, token } = await this.tokens.create('login-link', userId);
    try {
      await this.producers.sendEmail('login-link', { userId, tokenId }, loginLinkJobId(userId, tokenId));
    } catch (err) {
      await this.tokens.discard('login-link', token).catch(() => undefined);
      throw err;
    }
    return true;
  }

  /** Uses the token up: whose it was (with a way to put it back), or null when it is dead. */
  consume(token: string): Promise<SpentToken | null> {
    return this.tokens.consume('login-link', token);
  }
}
