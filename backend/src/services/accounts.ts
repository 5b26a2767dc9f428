/**
 * Registration and sign-in. Sign-in failures are limited in Redis (lib/limits.ts)
 * per (account, address) pair, and space an account's attempts out across
 * addresses; see Authenticator.
 */
import { ADMIN_MESSAGES, LIMITS, LOGIN_LINK_MESSAGES, PASSWORD_MESSAGES, PRIVACY_VERSION, TERMS_VERSION, type RegisterableUserType } from '@conecta/common';
import type { Types } from 'mongoose';
import { User, type UserDocument } from '../models/user';
import { hashPassword, verifyPassword } from '../auth/password';
import { readSiteSettings } from './siteSettings';
import type { SpentToken } from './linkTokens';
import { BadRequestError, ForbiddenError, HttpError, UnauthorizedError } from '../lib/errors';
import { LIMIT_MESSAGES, type Limits } from '../lib/limits';
import { isDuplicateKey } from '../lib/mongoErrors';

/** What a new session is started from (routes/auth/auth.ts startSession). */
export type SessionAccount = Pick<UserDocument, '_id' | 'passwordVersion'>;

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  userType: RegisterableUserType | 'admin';
  /** Always true here: the route's rules refuse anything else (common CONSENT_RULE). */
  acceptTerms: boolean;
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
      // Unconfirmed until the mailed link is opened (issue 22); nothing else writes false.
      emailVerified: false,
      // The route's rules refuse a sign-up without the box ticked (common CONSENT_RULE): both texts, as they read today.
      consents: [
        { document: 'terms', version: TERMS_VERSION, acceptedAt: new Date() },
        { document: 'privacy', version: PRIVACY_VERSION, acceptedAt: new Date() },
      ],
    });
  } catch (err) {
    // Two concurrent registrations: the unique index decides.
    if (isDuplicateKey(err)) throw emailTaken();
    throw err;
  }
}

const EMAIL_TAKEN = 'Este email já está cadastrado.';

function emailTaken() {
  return new HttpError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
}

let dummyHash: Promise<string> | undefined;

export class Authenticator {
  constructor(private readonly limits: Limits) {}

  /**
   * Checks the password. Past the limit, the (account, address) pair that failed is refused (429)
   * until the window ends; an account failing from many addresses has its attempts spaced out (an
   * attempt inside the growing delay is refused at once, pointing to the mailed link), never
   * locked: nobody can keep its owner out, the admin included, by typing wrong passwords for it —
   * the sign-in link (services/loginLinks.ts) always works.
   */
  async authenticate(email: string, password: string, address: string): Promise<UserDocument> {
    const user = await this.throttled(email, address, { pair: LIMIT_MESSAGES.login, account: LIMIT_MESSAGES.loginSlowed }, async () => {
      const found = await User.findOne({ email }).select('+passwordHash');
      // Verify against a throwaway hash when the account is unknown, so timing
      // does not reveal which e-mails are registered.
      dummyHash ??= hashPassword('x'.repeat(LIMITS.passwordMin));
      const ok = await verifyPassword(found?.passwordHash ?? (await dummyHash), password);
      return found && ok ? found : null;
    });
    if (!user) throw new HttpError(401, 'Email ou senha incorretos');
    // Told only to whoever knows the password: a suspension is not revealed by the e-mail alone.
    if (user.isSuspended) throw ForbiddenError(ADMIN_MESSAGES.accountSuspended);
    return user;
  }

  /**
   * The signed-in user's current password, before changing it. It counts on the same limiters as
   * sign-in (the account's e-mail, the address): a stolen session gives no more guesses than the
   * sign-in form. A wrong password is a 400 on its field, not a 401 — the session stays.
   */
  async confirmPassword(
    user: UserDocument,
    password: string,
    address: string,
    wrong: { field: string; message: string } = { field: 'currentPassword', message: PASSWORD_MESSAGES.currentWrong },
  ): Promise<void> {
    const tooMany = { pair: PASSWORD_MESSAGES.tooManyAttempts, account: LIMIT_MESSAGES.currentPasswordSlowed };
    const ok = await this.throttled(user.email, address, tooMany, async () => {
      const stored = await User.findById(user._id).select('+passwordHash').lean();
      return stored && (await verifyPassword(stored.passwordHash, password)) ? true : null;
    });
    if (!ok) throw new HttpError(400, wrong.message, { [wrong.field]: wrong.message });
  }

  /** Runs one password check under the sign-in limits: refused past them, counted when it fails. */
  private async throttled<T>(email: string, address: string, tooMany: { pair: string; account: string }, check: () => Promise<T | null>): Promise<T | null> {
    const attempt = await this.limits.loginAttempt(email, address, tooMany);
    let outcome: T | null;
    try {
      outcome = await check();
    } catch (err) {
      await attempt.abandon();
      throw err;
    }
    await (outcome === null ? attempt.failed() : attempt.succeeded());
    return outcome;
  }

  /**
   * The account a mailed sign-in link (services/loginLinks.ts) was spent for, or 400 for a link
   * that is unknown, used or expired. Read with its passwordVersion, as the password sign-in reads
   * it: a change racing this sign-in outdates the session (auth/session.ts).
   */
  async authenticateByLink(spent: SpentToken | null): Promise<UserDocument> {
    if (!spent) throw BadRequestError(LOGIN_LINK_MESSAGES.invalidLink);
    const user = await User.findById(spent.userId).catch(async (err: unknown) => {
      // A database hiccup must not burn the person's link.
      await spent.restore();
      throw err;
    });
    if (!user) throw BadRequestError(LOGIN_LINK_MESSAGES.invalidLink);
    if (user.isSuspended) throw ForbiddenError(ADMIN_MESSAGES.accountSuspended);
    // The mailbox is proven: the account's failures, from every address, hold nobody back now.
    await this.limits.clearLoginFailures(user.email);
    return user;
  }
}

/**
 * Stores the new password's hash and bumps the account's `passwordVersion` in one document
 * update; answers the version the caller's new session carries (auth/session.ts SessionData).
 * Read back apart (FerretDB v1's findAndModify takes no projection, and mongoose always sends one
 * for the hash's `select: false`): a second change landing in between gives its version, the
 * newer one, which only keeps this session valid alongside that change's.
 */
export async function storeNewPassword(userId: Types.ObjectId, newPassword: string): Promise<number> {
  const passwordHash = await hashPassword(newPassword);
  const { matchedCount } = await User.updateOne({ _id: userId }, { $set: { passwordHash }, $inc: { passwordVersion: 1 } });
  const updated = matchedCount === 1 ? await User.findById(userId).select({ passwordVersion: 1 }).lean() : null;
  if (!updated) throw UnauthorizedError();
  return updated.passwordVersion ?? 0;
}
