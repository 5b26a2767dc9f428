/**
 * Abuse limits shared by every backend process (rate-limiter-flexible on
 * Redis, under the deployment's prefix). Each is counted per account AND per
 * address where both exist, so neither a botnet against one account nor one
 * address against many accounts gets far — and nobody can lock someone else
 * out: sign-in failures block only the (account, address) pair that failed;
 * across addresses they only space the account's attempts out (loginAttempt),
 * and the mailed sign-in link always lets its owner in (issue 22).
 */
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { EMAIL_VERIFICATION_MESSAGES, LOGIN_LINK_MESSAGES } from '@conecta/common';
import { CONNECTION_MESSAGES, SEARCH_MESSAGES, SKILL_MESSAGES } from '@conecta/common';
import { HttpError } from './errors';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIMIT_MESSAGES = {
  login: 'Muitas tentativas de login. Tente novamente em 15 minutos.',
  signup: 'Muitos cadastros a partir deste endereço. Tente novamente mais tarde.',
  messages: 'Você enviou muitas mensagens em pouco tempo. Aguarde um momento e tente novamente.',
  reports: 'Muitas denúncias em pouco tempo. Tente novamente mais tarde.',
  uploads: 'Você enviou muitos arquivos em pouco tempo. Tente novamente mais tarde.',
  skills: SKILL_MESSAGES.createLimit,
  search: SEARCH_MESSAGES.tooMany,
  verificationResend: EMAIL_VERIFICATION_MESSAGES.tooManyResends,
  loginSlowed: LOGIN_LINK_MESSAGES.accountSlowed,
  currentPasswordSlowed: 'Muitas tentativas para esta conta. Tente novamente em alguns segundos.',
  loginLink: LOGIN_LINK_MESSAGES.tooMany,
  contact: 'Você enviou muitas mensagens. Tente novamente mais tarde.',
  connectionRequests: CONNECTION_MESSAGES.tooMany,
  visitorAlert: 'Muitos pedidos de alerta. Tente novamente mais tarde.',
} as const;

/** Confirmation links one address may be mailed per day for visitors' alerts: a subscription, not a mail cannon. */
export const VISITOR_ALERTS_PER_EMAIL_PER_DAY = 5;

/** Sign-in links one account may be mailed per hour, whoever asks (issue 22): help, not a mail cannon. */
export const LOGIN_LINKS_PER_ACCOUNT_PER_HOUR = 3;

/** Failures of one account (from anywhere) after which its attempts are spaced out (loginAttempt). */
export const LOGIN_DELAY_AFTER = 5;
const LOGIN_MAX_DELAY_MS = 60_000;
/** How long the sign-in failures are remembered: the window of the pair and account counts. */
const LOGIN_WINDOW_SECONDS = 15 * 60;

/**
 * The wait after an account's `failures`-th failure before its password is checked again: none
 * up to LOGIN_DELAY_AFTER, then `firstDelayMs` (LOGIN_FIRST_DELAY_MS, 2 s) doubling up to a minute.
 * A few dozen guesses per account per window from a whole botnet; the owner waits seconds, or
 * takes the mailed link.
 */
export function loginDelayMs(failures: number, firstDelayMs: number): number {
  return failures < LOGIN_DELAY_AFTER ? 0 : Math.min(firstDelayMs * 2 ** (failures - LOGIN_DELAY_AFTER), LOGIN_MAX_DELAY_MS);
}

/** One password check let through by `Limits.loginAttempt`: report how it went. */
export interface LoginAttempt {
  /** The password was wrong: counted for the pair, and the account's next check waits its delay. */
  failed(): Promise<void>;
  /** The password was right: this address's pair and the account's failures are forgotten. */
  succeeded(): Promise<void>;
  /** The check itself broke (the database): nothing counted, the account's turn given back. */
  abandon(): Promise<void>;
}

/**
 * Confirmation e-mails one account may ask again per hour (issue 22): each goes to an address
 * nobody has confirmed yet, so a few are help and more would be a way to mail someone repeatedly.
 */
export const VERIFICATION_RESENDS_PER_HOUR = 3;

/** A 429 with Retry-After (seconds), in Portuguese. */
export class LimitError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export class Limits {
  /** Failed sign-ins of one account from one address: past the limit, that pair waits the window out. */
  private readonly loginPair: RateLimiterRedis;
  /**
   * Sign-in attempts of one account from anywhere, counted before the check: never a lock, only
   * spaced out (loginAttempt). There is no limit per address across accounts (issue 22): one
   * storm from a shared address (an office, a carrier's NAT) would keep everyone behind it out.
   */
  private readonly loginAccount: RateLimiterRedis;
  private readonly loginLinkAddress: RateLimiterRedis;
  private readonly loginLinkAccount: RateLimiterRedis;
  private readonly signupAddress: RateLimiterRedis;
  private readonly messagesAccount: RateLimiterRedis;
  private readonly messagesAddress: RateLimiterRedis;
  private readonly reportsAccount: RateLimiterRedis;
  private readonly reportsAddress: RateLimiterRedis;
  private readonly uploadsAccount: RateLimiterRedis;
  private readonly skillsAccount: RateLimiterRedis;
  private readonly searchAddress: RateLimiterRedis;
  private readonly verificationResendAccount: RateLimiterRedis;
  private readonly contactAddress: RateLimiterRedis;
  private readonly connectionRequestsAccount: RateLimiterRedis;
  private readonly visitorAlertAddress: RateLimiterRedis;
  private readonly visitorAlertEmail: RateLimiterRedis;
  private readonly prefix: string;
  private readonly loginFirstDelayMs: number;

  constructor(
    private readonly redis: Redis,
    config: Pick<Config, 'redisPrefix' | 'loginMaxFailures' | 'loginFirstDelayMs' | 'loginLinkMaxPerHour' | 'signupMaxPerHour' | 'messagesMaxPerMinute' | 'reportsMaxPerDay' | 'uploadsMaxPerHour' | 'skillCreateMaxPerDay' | 'searchMaxPerMinute' | 'contactMaxPerHour' | 'connectionRequestsMaxPerDay'>,
  ) {
    this.prefix = config.redisPrefix;
    this.loginFirstDelayMs = config.loginFirstDelayMs;
    const make = (name: string, points: number, duration: number) =>
      new RateLimiterRedis({ storeClient: redis, keyPrefix: `${config.redisPrefix}rlf:${name}`, points, duration });
    this.loginPair = make('login-pair', config.loginMaxFailures, LOGIN_WINDOW_SECONDS);
    this.loginAccount = make('login-account', 1_000_000, LOGIN_WINDOW_SECONDS);
    this.loginLinkAddress = make('login-link-address', config.loginLinkMaxPerHour, HOUR);
    this.loginLinkAccount = make('login-link-account', LOGIN_LINKS_PER_ACCOUNT_PER_HOUR, HOUR);
    this.signupAddress = make('signup-address', config.signupMaxPerHour, HOUR);
    this.messagesAccount = make('messages-account', config.messagesMaxPerMinute, MINUTE);
    this.messagesAddress = make('messages-address', config.messagesMaxPerMinute * 4, MINUTE);
    this.reportsAccount = make('reports-account', config.reportsMaxPerDay, DAY);
    this.reportsAddress = make('reports-address', config.reportsMaxPerDay * 3, DAY);
    this.uploadsAccount = make('uploads-account', config.uploadsMaxPerHour, HOUR);
    this.skillsAccount = make('skills-account', config.skillCreateMaxPerDay, DAY);
    this.searchAddress = make('search-address', config.searchMaxPerMinute, MINUTE);
    this.verificationResendAccount = make('verification-resend-account', VERIFICATION_RESENDS_PER_HOUR, HOUR);
    this.contactAddress = make('contact-address', config.contactMaxPerHour, HOUR);
    this.connectionRequestsAccount = make('connection-requests-account', config.connectionRequestsMaxPerDay, DAY);
    // A visitor's alert, like the contact form, is a public form that mails: the same budget per address.
    this.visitorAlertAddress = make('visitor-alert-address', config.contactMaxPerHour, HOUR);
    this.visitorAlertEmail = make('visitor-alert-email', VISITOR_ALERTS_PER_EMAIL_PER_DAY, DAY);
  }

  /**
   * Lets one password check of `email` from `address` run now, or refuses it at once (429 with
   * Retry-After, the password unread):
   * - the (account, address) pair past LOGIN_MAX_FAILURES waits the window out (`messages.pair`);
   * - past LOGIN_DELAY_AFTER failures of the account from anywhere, an attempt sooner than the
   *   delay after the last failure is refused (`messages.account`). Answered, not slept on: a
   *   sleeping answer held a connection per attempt, made the owner wait like anyone, and ran
   *   the check anyway for every attempt sent in parallel.
   * The attempt is counted for the account before the check, and past the threshold it takes the
   * account's turn (a Redis key set only if absent, living the delay): concurrent attempts each
   * see the others in flight, so a burst gets one check per turn, not one per request.
   */
  async loginAttempt(email: string, address: string, messages: { pair: string; account: string }): Promise<LoginAttempt> {
    const pairKey = `${email}|${address}`;
    const pair = await this.loginPair.get(pairKey);
    if (pair && pair.consumedPoints >= this.loginPair.points) throw new LimitError(messages.pair, retryAfterSeconds(pair));
    const before = (await this.loginAccount.penalty(email, 1)).consumedPoints - 1;
    const turn = this.loginTurnKey(email);
    const takesTurn = before >= LOGIN_DELAY_AFTER;
    if (takesTurn && (await this.redis.set(turn, '1', 'PX', loginDelayMs(before, this.loginFirstDelayMs), 'NX')) !== 'OK') {
      // Not an attempt: nothing was checked, so it does not lengthen the owner's wait either.
      await this.loginAccount.reward(email, 1);
      const ms = await this.redis.pttl(turn);
      throw new LimitError(messages.account, Math.max(1, Math.ceil(ms / 1000)));
    }
    return {
      failed: async () => {
        const failures = before + 1;
        const pairs = this.loginPairsKey(email);
        // Counted whatever the limiter says (consume rejects once past the points; the count stands).
        await Promise.allSettled([
          this.loginPair.consume(pairKey),
          // Which addresses have a pair count, so the mailed link can clear them all (clearLoginFailures).
          this.redis.multi().sadd(pairs, address).expire(pairs, LOGIN_WINDOW_SECONDS).exec(),
          failures >= LOGIN_DELAY_AFTER ? this.redis.set(turn, '1', 'PX', loginDelayMs(failures, this.loginFirstDelayMs)) : Promise.resolve(),
        ]);
      },
      succeeded: async () => {
        await Promise.all([this.loginPair.delete(pairKey), this.loginAccount.delete(email), this.redis.del(turn)]);
      },
      abandon: async () => {
        await Promise.allSettled([this.loginAccount.reward(email, 1), takesTurn ? this.redis.del(turn) : Promise.resolve()]);
      },
    };
  }

  /**
   * Forgets every sign-in failure of the account: its count, its turn, and the block of each
   * (account, address) pair. The mailed sign-in link proves the mailbox, which outranks them all.
   */
  async clearLoginFailures(email: string): Promise<void> {
    const pairs = this.loginPairsKey(email);
    const addresses = await this.redis.smembers(pairs);
    await Promise.all([
      ...addresses.map((address) => this.loginPair.delete(`${email}|${address}`)),
      this.loginAccount.delete(email),
      this.redis.del(pairs, this.loginTurnKey(email)),
    ]);
  }

  private loginTurnKey(email: string): string {
    return `${this.prefix}login-turn:${email}`;
  }

  private loginPairsKey(email: string): string {
    return `${this.prefix}login-pairs:${email}`;
  }

  /**
   * Sign-in links asked for, per address and per typed e-mail (whether or not it has an account:
   * counting only real ones would tell which are). Counted before anything is looked up.
   */
  loginLink(email: string, address: string): Promise<void> {
    return consumeAll([[this.loginLinkAddress, address], [this.loginLinkAccount, email]], LIMIT_MESSAGES.loginLink);
  }

  signup(address: string): Promise<void> {
    return consumeAll([[this.signupAddress, address]], LIMIT_MESSAGES.signup);
  }

  message(userId: string, address: string): Promise<void> {
    return consumeAll([[this.messagesAccount, userId], [this.messagesAddress, address]], LIMIT_MESSAGES.messages);
  }

  report(userId: string, address: string): Promise<void> {
    return consumeAll([[this.reportsAccount, userId], [this.reportsAddress, address]], LIMIT_MESSAGES.reports);
  }

  /**
   * New skills one account adds to the catalogue per day, counted BEFORE the creation: the consume
   * is one atomic step in Redis, so concurrent creations cannot all read "under the limit" and pass
   * (a check-then-count let 25 through a limit of 20). What created nothing is given back.
   */
  skillCreate(userId: string): Promise<void> {
    return consumeAll([[this.skillsAccount, userId]], LIMIT_MESSAGES.skills);
  }

  /** Gives back a `skillCreate` that created nothing (the name existed by then, or the write failed). */
  async skillCreateRefund(userId: string): Promise<void> {
    await this.skillsAccount.reward(userId, 1);
  }

  /**
   * Text searches per address, one allowance for every route that runs one from its query string
   * (middleware/textSearchLimit.ts): a fuzzy match over a whole collection is the most CPU one
   * request can ask of a backend, and most of those routes are public.
   */
  search(address: string): Promise<void> {
    return consumeAll([[this.searchAddress, address]], LIMIT_MESSAGES.search);
  }

  /**
   * Uploads per account only (issue 22): every upload route needs a session, and each upload costs
   * a body read, image decoding and storage, so one account cannot make the server do it endlessly.
   */
  upload(userId: string): Promise<void> {
    return consumeAll([[this.uploadsAccount, userId]], LIMIT_MESSAGES.uploads);
  }

  /** Contact messages per address: the form is public, and each one notifies every admin. */
  contact(address: string): Promise<void> {
    return consumeAll([[this.contactAddress, address]], LIMIT_MESSAGES.contact);
  }

  /** A visitor's alert (issue 26): per address, and per e-mail address it mails (nobody's inbox flooded with links). */
  visitorAlert(address: string, email: string): Promise<void> {
    return consumeAll([[this.visitorAlertAddress, address], [this.visitorAlertEmail, email]], LIMIT_MESSAGES.visitorAlert);
  }

  /**
   * Connection requests per account per day (issue 26): each one notifies someone, so one account
   * cannot ring everyone's bell. Per account only: the route needs a session.
   */
  connectionRequest(userId: string): Promise<void> {
    return consumeAll([[this.connectionRequestsAccount, userId]], LIMIT_MESSAGES.connectionRequests);
  }

  /** Per account only: the route needs a session, and sign-ups are already limited per address. */
  verificationResend(userId: string): Promise<void> {
    return consumeAll([[this.verificationResendAccount, userId]], LIMIT_MESSAGES.verificationResend);
  }
}

/** Counts one action against each limiter; the first exceeded one refuses it with Retry-After. */
async function consumeAll(pairs: Array<[RateLimiterRedis, string]>, message: string): Promise<void> {
  const results = await Promise.allSettled(pairs.map(([limiter, key]) => limiter.consume(key)));
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    if (result.reason instanceof RateLimiterRes) throw new LimitError(message, Math.ceil(result.reason.msBeforeNext / 1000));
    // Redis itself failed: the limit cannot be checked, so the action waits (503) rather than run unchecked.
    throw new HttpError(503, 'Serviço temporariamente indisponível');
  }
}

/** Seconds until `res` frees a point (for Retry-After). */
export function retryAfterSeconds(res: RateLimiterRes | null): number {
  return Math.max(1, Math.ceil((res?.msBeforeNext ?? 0) / 1000));
}
