/**
 * The test world's factories (issue 23): what a browser test needs and the public API cannot give —
 * an admin account of its own, an account whose address is already confirmed — created and signed
 * in for the calling context, and removed at the test's end. Mounted by app.ts only under
 * NODE_ENV=test, outside the API router: no contract, no OpenAPI entry, never in a real deployment.
 *
 * Everything else a test needs (jobs, courses, events, applications, messages) it builds through
 * the real API with these accounts, so a test exercises the same paths a user does.
 */
import Router from '@koa/router';
import Joi from 'joi';
import { USER_TYPES, type UserDTO, type UserType } from '@conecta/common';
import { User } from '../../models/user';
import { hashPassword } from '../../auth/password';
import { presentUser } from '../../presenters/user';
import { startSession } from '../auth/auth';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { type AppState } from '../../lib/context';
import { NotFoundError } from '../../lib/errors';

export const TEST_WORLD_PREFIX = '/api/test';

interface AccountInput {
  userType: UserType;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  emailVerified: boolean;
  companyName?: string;
}

const accountSchema = Joi.object<AccountInput>({
  userType: Joi.string().valid(...USER_TYPES).default('professional'),
  firstName: Joi.string().max(80).default('Teste'),
  lastName: Joi.string().max(80).default('Automatizado'),
  email: Joi.string().email({ tlds: false }).lowercase().required(),
  password: Joi.string().min(6).default('senha123'),
  emailVerified: Joi.boolean().default(true),
  companyName: Joi.string().max(120),
});

/** What the factory answers: the account, and the password it was given (to sign in elsewhere). */
export interface TestAccount {
  user: UserDTO;
  email: string;
  password: string;
}

export function testWorldRouter() {
  const router = new Router<AppState>({ prefix: TEST_WORLD_PREFIX });

  router.post('/accounts', validate({ body: accountSchema }), async (ctx) => {
    const { password, ...fields } = ctx.state.input;
    const user = await User.create({ ...fields, passwordHash: await hashPassword(password) });
    await startSession(ctx, user);
    ctx.status = 201;
    ctx.body = { user: presentUser(user), email: user.email, password } satisfies TestAccount;
  });

  router.delete('/accounts/:id', validate({ params: idParams('id') }), async (ctx) => {
    const { deletedCount } = await User.deleteOne({ _id: ctx.params.id });
    if (deletedCount === 0) throw NotFoundError('Conta não encontrada');
    ctx.status = 204;
  });

  return router;
}
