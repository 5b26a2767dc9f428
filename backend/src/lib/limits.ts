/**
 * Abuse limits shared by every backend process (rate-limiter-flexible on
 * Redis, under the deployment's prefix). Each is counted per account AND per
 * address where both exist, so neither a botnet against one account nor one
 * address against many accounts gets far — and nobody can lock someone else
 * out: sign-in failures block only the (account, address) pair that failed;
 * across addresses they only slow the account down (Authenticator).
 */
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { EMAIL_VERIFICATION_MESSAGES } from '@conecta/common';
import { SEARCH_MESSAGES, SKILL_MESSAGES } from '@conecta/common';
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
} as const;

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
  readonly loginPair: RateLimiterRedis;
  /** Failed sign-ins from one address, any account (a shared NAT gets four accounts' worth). */
  readonly loginAddress: RateLimiterRedis;
  /** Failed sign-ins of one account from anywhere: never a lock, only a growing delay. */
  readonly loginAccount: RateLimiterRedis;
  private readonly signupAddress: RateLimiterRedis;
  private readonly messagesAccount: RateLimiterRedis;
  private readonly messagesAddress: RateLimiterRedis;
  private readonly reportsAccount: RateLimiterRedis;
  private readonly reportsAddress: RateLimiterRedis;
  private readonly uploadsAccount: RateLimiterRedis;
  private readonly skillsAccount: RateLimiterRedis;
  private readonly searchAddress: RateLimiterRedis;
  private readonly verificationResendAccount: RateLimiterRedis;

  constructor(redis: Redis, config: Pick<Config, 'redisPrefix' | 'loginMaxFailures' | 'signupMaxPerHour' | 'messagesMaxPerMinute' | 'reportsMaxPerDay' | 'uploadsMaxPerHour' | 'skillCreateMaxPerDay' | 'searchMaxPerMinute'>) {
    const make = (name: string, points: number, duration: number) =>
      new RateLimiterRedis({ storeClient: redis, keyPrefix: `${config.redisPrefix}rlf:${name}`, points, duration });
    this.loginPair = make('login-pair', config.loginMaxFailures, 15 * MINUTE);
    this.loginAddress = make('login-address', config.loginMaxFailures * 4, 15 * MINUTE);
    this.loginAccount = make('login-account', 1_000_000, 15 * MINUTE);
    this.signupAddress = make('signup-address', config.signupMaxPerHour, HOUR);
    this.messagesAccount = make('messages-account', config.messagesMaxPerMinute, MINUTE);
    this.messagesAddress = make('messages-address', config.messagesMaxPerMinute * 4, MINUTE);
    this.reportsAccount = make('reports-account', config.reportsMaxPerDay, DAY);
    this.reportsAddress = make('reports-address', config.reportsMaxPerDay * 3, DAY);
    this.uploadsAccount = make('uploads-account', config.uploadsMaxPerHour, HOUR);
    this.skillsAccount = make('skills-account', config.skillCreateMaxPerDay, DAY);
    this.searchAddress = make('search-address', config.searchMaxPerMinute, MINUTE);
    this.verificationResendAccount = make('verification-resend-account', VERIFICATION_RESENDS_PER_HOUR, HOUR);
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
