import { expect } from 'chai';
import { MESSAGES, PRIVACY_MESSAGES } from '@conecta/common';
import { User } from '../src/models/user';
import { SESSION_COOKIE } from '../src/auth/session';
import { buildRegistration, buildUser, startTestServer, type TestServer } from './support';

// showEmail/showPhone are the person's own privacy settings: shown to them (the profile form), never to others.
const PRIVATE_FIELDS = ['passwordHash', '_id', '__v', 'profileImageKey', 'profileThumbnailKey', 'skillKeys', 'skillsChangeId'];

function expectNoPrivateFields(body: Record<string, unknown>) {
  for (const field of PRIVATE_FIELDS) expect(body).not.to.have.property(field);
}

describe('accounts and sessions', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('auth', { LOGIN_MAX_FAILURES: '3' });
  });
  after(async () => {
    await server.stop();
  });

  describe('POST /api/register', () => {
    it('creates the account, signs it in and returns the presented user', async () => {
      const client = server.client();
      const payload = buildRegistration({ userType: 'student', email: 'Nova.Pessoa@Example.com' });
      const res = await client.post('/api/register', payload);
      expect(res.status).to.equal(201);
      expect(res.body).to.include({
        firstName: 'Mariana',
        lastName: 'Oliveira',
        email: 'nova.pessoa@example.com',
        userType: 'student',
        isAdmin: false,
        isVerified: false,
      });
      expect(res.body.id).to.match(/^[0-9a-f]{24}$/);
      expectNoPrivateFields(res.body);
      const me = await client.get('/api/user');
      expect(me.status).to.equal(200);
      expect(me.body.id).to.equal(res.body.id);
    });

    it('stores an argon2id hash, never the password', async () => {
      const payload = buildRegistration();
      await server.client().post('/api/register', payload);
      const stored = await User.findOne({ email: payload.email }).select('+passwordHash').lean();
      expect(stored?.passwordHash).to.match(/^\$argon2id\$/);
      expect(stored?.passwordHash).not.to.include(payload.password);
    });

    it('defaults the type to professional', async () => {
      const { userType: _omit, ...payload } = buildRegistration();
      const res = await server.client().post('/api/register', payload);
      expect(res.status).to.equal(201);
      expect(res.body.userType).to.equal('professional');
    });

    it('sets an HttpOnly, SameSite=Lax session cookie holding only an opaque id', async () => {
      const client = server.client();
      const res = await client.post('/api/register', buildRegistration());
      const cookies = res.headers.getSetCookie();
      const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      expect(session, 'session cookie').to.be.a('string');
      expect(session).to.match(/httponly/i);
      expect(session).to.match(/samesite=lax/i);
      expect(session).not.to.match(/;\s*secure/i); // plain HTTP in tests
      expect(cookies.some((c) => c.startsWith(`${SESSION_COOKIE}.sig=`))).to.equal(true);
      const value = client.cookies.get(SESSION_COOKIE)!;
      expect(value).to.match(/^[0-9a-f-]{36}$/);
    });

    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['a short first name', { firstName: 'A' }, 'firstName', MESSAGES.firstNameMin],
      ['a missing first name', { firstName: undefined }, 'firstName', MESSAGES.firstNameMin],
      ['a blank first name', { firstName: '   ' }, 'firstName', MESSAGES.firstNameMin],
      ['a short last name', { lastName: 'B' }, 'lastName', MESSAGES.lastNameMin],
      ['an invalid e-mail', { email: 'sem-arroba' }, 'email', MESSAGES.emailInvalid],
      ['a missing e-mail', { email: undefined }, 'email', MESSAGES.emailInvalid],
      ['a short password', { password: '12345' }, 'password', MESSAGES.passwordMin],
      ['a password of spaces only', { password: '      ' }, 'password', MESSAGES.passwordBlank],
      ['one of the most common passwords', { password: '123456' }, 'password', MESSAGES.passwordCommon],
      ['a common password in other letter case', { password: 'Senha1234' }, 'password', MESSAGES.passwordCommon],
      ['an unknown user type', { userType: 'hacker' }, 'userType', MESSAGES.userTypeInvalid],
      // The sign-up offers three types (spec §2); `general` exists on accounts but is not chosen at sign-up.
      ['the general user type', { userType: 'general' }, 'userType', MESSAGES.userTypeInvalid],
      ['a number as name', { firstName: 12345 }, 'firstName', MESSAGES.firstNameMin],
      ['an operator object as e-mail', { email: { $gt: '' } }, 'email', MESSAGES.emailInvalid],
    ];
    for (const [label, override, field, message] of cases) {
      it(`responds 400 '${message}' for ${label}`, async () => {
        const res = await server.client().post('/api/register', buildRegistration(override));
        expect(res.status).to.equal(400);
        expect(res.body.errors[field]).to.equal(message);
        expect(res.body.message).to.be.a('string');
      });
    }

    it('reports every invalid field at once', async () => {
      const res = await server.client().post('/api/register', { firstName: 'A', lastName: 'B', email: 'x', password: '1' });
      expect(res.status).to.equal(400);
      expect(res.body.errors).to.deep.equal({
        firstName: MESSAGES.firstNameMin,
        lastName: MESSAGES.lastNameMin,
        email: MESSAGES.emailInvalid,
        password: MESSAGES.passwordMin,
        acceptTerms: PRIVACY_MESSAGES.consentRequired,
      });
    });

    it('refuses to register an admin with 403 and creates nothing', async () => {
      const payload = buildRegistration({ userType: 'admin' });
      const res = await server.client().post('/api/register', payload);
      expect(res.status).to.equal(403);
      expect(res.body.message).to.equal('Não é permitido criar uma conta de administrador.');
      expect(await User.exists({ email: payload.email })).to.equal(null);
    });

    for (const field of ['isAdmin', 'isVerified', '_id', 'passwordHash']) {
      it(`refuses the privileged field ${field}`, async () => {
        const payload = buildRegistration({ [field]: field === '_id' ? '0123456789abcdef01234567' : true });
        const res = await server.client().post('/api/register', payload);
        expect(res.status).to.equal(400);
        expect(res.body.errors[field]).to.equal(MESSAGES.fieldUnknown);
        expect(await User.exists({ email: payload.email })).to.equal(null);
      });
    }

    it('responds 409 for an e-mail already registered, whatever its case', async () => {
      const payload = buildRegistration();
      expect((await server.client().post('/api/register', payload)).status).to.equal(201);
      const again = await server.client().post('/api/register', { ...payload, email: payload.email.toUpperCase() });
      expect(again.status).to.equal(409);
      expect(again.body).to.deep.equal({ message: 'Este email já está cadastrado.', errors: { email: 'Este email já está cadastrado.' } });
      expect(await User.countDocuments({ email: payload.email })).to.equal(1);
    });
  });

  describe('POST /api/login', () => {
    it('signs in with the right password and returns the user', async () => {
      const { user, password } = await buildUser({ userType: 'company' });
      const client = server.client();
      const res = await client.post('/api/login', { email: user.email.toUpperCase(), password });
      expect(res.status).to.equal(200);
      expect(res.body).to.include({ id: user.id, userType: 'company' });
      expectNoPrivateFields(res.body);
      expect((await client.get('/api/auth/user')).status).to.equal(200);
    });

    it('responds 401 with a Portuguese message for a wrong password or unknown e-mail', async () => {
      const { user } = await buildUser();
      const wrong = await server.client().post('/api/login', { email: user.email, password: 'errada123' });
      expect(wrong.status).to.equal(401);
      expect(wrong.body).to.deep.equal({ message: 'Email ou senha incorretos' });
      const unknown = await server.client().post('/api/login', { email: 'ninguem@example.com', password: 'errada123' });
      expect(unknown.status).to.equal(401);
      expect(unknown.body).to.deep.equal({ message: 'Email ou senha incorretos' });
    });

    it('validates the payload with the spec messages', async () => {
      const res = await server.client().post('/api/login', { email: 'invalido', password: '123' });
      expect(res.status).to.equal(400);
      expect(res.body.errors).to.deep.equal({ email: MESSAGES.emailInvalid, password: MESSAGES.passwordMin });
    });

    it('issues a new session id on sign-in', async () => {
      const { user, password } = await buildUser();
      const client = server.client();
      await client.post('/api/register', buildRegistration());
      const before = client.cookies.get(SESSION_COOKIE);
      expect(before).to.be.a('string');
      await client.post('/api/login', { email: user.email, password });
      const after = client.cookies.get(SESSION_COOKIE);
      expect(after).to.be.a('string').and.not.equal(before);
      expect((await client.get('/api/user')).body.id).to.equal(user.id);
    });

    it('answers 429 after repeated failures for one account from one address, even with the right password (other addresses: test/security.test.ts)', async () => {
      const { user, password } = await buildUser();
      for (let i = 0; i < 3; i += 1) {
        expect((await server.client().post('/api/login', { email: user.email, password: 'errada123' })).status).to.equal(401);
      }
      const blocked = await server.client().post('/api/login', { email: user.email, password });
      expect(blocked.status).to.equal(429);
      expect(blocked.body.message).to.equal('Muitas tentativas de login. Tente novamente em 15 minutos.');
    });
  });

  describe('GET /api/user and /api/auth/user', () => {
    it('respond 401 without a session', async () => {
      for (const path of ['/api/user', '/api/auth/user']) {
        const res = await server.client().get(path);
        expect(res.status).to.equal(401);
        expect(res.body).to.deep.equal({ message: 'Não autenticado' });
      }
    });

    it('respond 401 for a forged cookie', async () => {
      const client = server.client();
      client.cookies.set(SESSION_COOKIE, '00000000-0000-0000-0000-000000000000');
      client.cookies.set(`${SESSION_COOKIE}.sig`, 'forged');
      expect((await client.get('/api/user')).status).to.equal(401);
    });
  });

  describe('POST /api/logout', () => {
    it('destroys the session on the server, so the old cookie no longer works', async () => {
      const client = server.client();
      await client.post('/api/register', buildRegistration());
      const stolen = client.cookieHeader;
      const res = await client.post('/api/logout');
      expect(res.status).to.equal(204);
      expect((await client.get('/api/user')).status).to.equal(401);
      const replay = await server.client().get('/api/user', { cookie: stolen });
      expect(replay.status).to.equal(401);
    });

    it('answers 204 without a session too', async () => {
      expect((await server.client().post('/api/logout')).status).to.equal(204);
    });
  });

  describe('GET /api/login?userType=', () => {
    it('redirects to /auth with the type preselected in Cadastro', async () => {
      const res = await server.client().get('/api/login?userType=company');
      expect(res.status).to.equal(302);
      expect(res.headers.get('location')).to.equal('/auth?tab=cadastro&userType=company');
    });

    it('redirects to /auth without a type', async () => {
      const res = await server.client().get('/api/login');
      expect(res.status).to.equal(302);
      expect(res.headers.get('location')).to.equal('/auth');
    });

    it('responds 400 for an unknown or admin type', async () => {
      for (const type of ['admin', 'root']) {
        const res = await server.client().get(`/api/login?userType=${type}`);
        expect(res.status).to.equal(400);
        expect(res.body.errors.userType).to.equal(MESSAGES.userTypeInvalid);
      }
    });
  });

  describe('bad input never becomes a 500', () => {
    it('responds 400 "JSON inválido" to malformed JSON, without a stack', async () => {
      const res = await server.client().post('/api/login', '{"email": "a@b.com", ', { 'content-type': 'application/json' });
      expect(res.status).to.equal(400);
      expect(res.body).to.deep.equal({ message: 'JSON inválido' });
      expect(res.text).not.to.match(/at .*\.ts:\d+/);
    });

    it('responds 400 to a JSON array or scalar body', async () => {
      for (const raw of ['[1,2]', '"texto"', '42']) {
        const res = await server.client().post('/api/login', raw, { 'content-type': 'application/json' });
        expect(res.status, raw).to.equal(400);
        expect(res.body.message).to.be.a('string');
      }
    });

    it('responds 413 to a body over the size limit', async () => {
      const huge = JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(200_000) });
      const res = await server.client().post('/api/login', huge);
      expect(res.status).to.equal(413);
      expect(res.body).to.deep.equal({ message: 'Requisição muito grande' });
    });

    it('responds 400 to $-operators in a body', async () => {
      const res = await server.client().post('/api/login', { email: { $ne: null }, password: { $ne: null } });
      expect(res.status).to.equal(400);
      expect(res.body.errors).to.have.keys('email', 'password');
    });

    it('responds 415 to a non-JSON content type (an HTML form post, test/security.test.ts)', async () => {
      const res = await server.client().post('/api/login', 'email=a@b.com&password=123456', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(res.status).to.equal(415);
      expect(res.body.message).to.equal('Tipo de conteúdo não suportado. Envie JSON.');
    });
  });
});

describe('session cookie in production', () => {
  it('is marked Secure behind an HTTPS proxy', async () => {
    const server = await startTestServer('auth_prod', { NODE_ENV: 'production', SESSION_SECRET: 'a-long-production-secret-for-tests-0123456789' });
    try {
      const res = await server
        .client()
        .post('/api/register', buildRegistration(), { 'x-forwarded-proto': 'https' });
      expect(res.status).to.equal(201);
      const session = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      expect(session).to.match(/;\s*secure/i);
      expect(session).to.match(/httponly/i);
    } finally {
      await server.stop();
    }
  });
});
