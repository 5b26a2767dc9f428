/**
 * Registration and sign-in. Sign-in failures are limited in Redis (lib/limits.ts)
 * per (account, address) pair and per address, and slow an account down
 * across addresses; see Authenticator.
 */
import { ADMIN_MESSAGES, LIMITS, type RegisterableUserType } from '@conecta/common';
import { User, type UserDocument } from '../models/user';
import { hashPassword, verifyPassword } from '../auth/password';
import { readSiteSettings } from './siteSettings';
import { setTimeout as delay } from 'node:timers/promises';
import { ForbiddenError, HttpError } from '../lib/errors';
import { LIMIT_MESSAGES, LimitError, retryAfterSeconds, type Limits } from '../lib/limits';

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  userType: RegisterableUserType | 'admin';
}

export async function registerAccount(input: RegisterInput): Promise<UserDocument> {
  if (input.userType === 'admin') {
    throw ForbiddenError('Não é permitido criar uma conta de administrador.');
  }
  // The admin panel's 'Configurações' can close sign-ups (issue 13).
  if (!(await readSiteSettings()).registrationsOpen) throw ForbiddenError(ADMIN_MESSAGES.registrationsClosed);
  if (await User.exists({ email: input.email })) throw emailTaken();
  try {
    return await User.create({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      userType: input.userType,
    });
  } catch (err) {
    // Two concurrent registrations: the unique index decides.
    if ((err as { code?: number }).code === 11000) throw emailTaken();
    throw err;
  }
}

const EMAIL_TAKEN = 'Este email já está cadastrado.';

function emailTaken() {
  return new HttpError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
}

let dummyHash: Promise<string> | undefined;

/** Failures of one account (from anywhere) before each further attempt is answered more slowly. */
const DELAY_AFTER = 5;
const MAX_DELAY_MS = 8000;

export class Authenticator {
  constructor(private readonly limits: Limits) {}

  /**
   * Checks the password. Past the limit, the (account, address) pair that failed is refused (429)
   * until the window ends and so is an address failing for many accounts; an account failing from
   * many addresses is only slowed down (a growing delay before the answer), never locked: nobody
   * can keep its owner out, the admin included, by typing wrong passwords for it.
   */
  async authenticate(email: string, password: string, address: string): Promise<UserDocument> {
    const pairKey = `${email}|${address}`;
    const [pair, fromAddress, account] = await Promise.all([
      this.limits.loginPair.get(pairKey),
      this.limits.loginAddress.get(address),
      this.limits.loginAccount.get(email),
    ]);
    for (const [res, limiter] of [[pair, this.limits.loginPair], [fromAddress, this.limits.loginAddress]] as const) {
      if (res && res.consumedPoints >= limiter.points) throw new LimitError(LIMIT_MESSAGES.login, retryAfterSeconds(res));
    }
    const failures = account?.consumedPoints ?? 0;
    if (failures >= DELAY_AFTER) await delay(Math.min(250 * 2 ** (failures - DELAY_AFTER), MAX_DELAY_MS));

    const user = await User.findOne({ email }).select('+passwordHash');
    // Verify against a throwaway hash when the account is unknown, so timing
    // does not reveal which e-mails are registered.
    dummyHash ??= hashPassword('x'.repeat(LIMITS.passwordMin));
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
    if (!user || !ok) {
      // Counted whatever the limiters say (consume rejects once past the points; the count stands).
      await Promise.allSettled([
        this.limits.loginPair.consume(pairKey),
        this.limits.loginAddress.consume(address),
        this.limits.loginAccount.consume(email),
      ]);
      throw new HttpError(401, 'Email ou senha incorretos');
    }
    await Promise.all([this.limits.loginPair.delete(pairKey), this.limits.loginAccount.delete(email)]);
    // Told only to whoever knows the password: a suspension is not revealed by the e-mail alone.
    if (user.isSuspended) throw ForbiddenError(ADMIN_MESSAGES.accountSuspended);
    return user;
  }
}
