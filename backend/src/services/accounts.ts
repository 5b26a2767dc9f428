/**
 * Registration and sign-in. Failed sign-ins are counted per account and per
 * address in Redis; past the limit both answer 429 until the window ends.
 */
import { LIMITS, type RegisterableUserType } from '@conecta/common';
import { User, type UserDocument } from '../models/user';
import { hashPassword, verifyPassword } from '../auth/password';
import { ForbiddenError, HttpError, TooManyRequestsError } from '../lib/errors';
import type { RateLimiter } from '../lib/rateLimit';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** An address may fail for several accounts (shared NAT) before it is stopped. */
const ADDRESS_FACTOR = 4;

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

export class Authenticator {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly maxFailures: number,
  ) {}

  async authenticate(email: string, password: string, address: string): Promise<UserDocument> {
    const accountKey = `login:account:${email}`;
    const addressKey = `login:address:${address}`;
    const [accountFailures, addressFailures] = await Promise.all([
      this.limiter.count(accountKey),
      this.limiter.count(addressKey),
    ]);
    if (accountFailures >= this.maxFailures || addressFailures >= this.maxFailures * ADDRESS_FACTOR) {
      throw TooManyRequestsError('Muitas tentativas de login. Tente novamente em 15 minutos.');
    }

    const user = await User.findOne({ email }).select('+passwordHash');
    // Verify against a throwaway hash when the account is unknown, so timing
    // does not reveal which e-mails are registered.
    dummyHash ??= hashPassword('x'.repeat(LIMITS.passwordMin));
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
    if (!user || !ok) {
      await Promise.all([
        this.limiter.hit(accountKey, LOGIN_WINDOW_SECONDS),
        this.limiter.hit(addressKey, LOGIN_WINDOW_SECONDS),
      ]);
      throw new HttpError(401, 'Email ou senha incorretos');
    }
    await this.limiter.reset(accountKey);
    return user;
  }
}
