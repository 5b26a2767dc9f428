/**
 * The account's sessions in the profile's 'Sessões' list (issue 22): each one's device, sign-in and
 * last use; ending one, or every one but this. An ended session's record leaves Redis (its next
 * request is signed out, on every process) and its sockets close on every process through its
 * `session:<hash>` room — the machinery of sign-out and of the password change (auth/session.ts).
 */
import Router from '@koa/router';
import { SESSION_MESSAGES } from '@conecta/common';
import { requireUser } from '../../auth/guards';
import { SESSION_COOKIE, passwordCurrent, sessionHandle, sessionRoom, type RedisSessionStore } from '../../auth/session';
import { doc } from '../../openapi/describe';
import { presentSession } from '../../presenters/session';
import { validate } from '../../middleware/validate';
import { NotFoundError } from '../../lib/errors';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import type { Broadcaster } from '../../realtime/broadcaster';
import { sessionParamsSchema } from './schema';

interface SessionsDeps {
  realtime: Pick<Broadcaster, 'disconnect' | 'endSessions'>;
  sessions: Pick<RedisSessionStore, 'sessionsOf' | 'destroyOf' | 'destroyAllOf'>;
}

/** The id of the session making the request (the cookie's signed value, as sign-out reads it). */
function currentSessionId(ctx: AppContext): string | undefined {
  return ctx.cookies.get(SESSION_COOKIE, { signed: true });
}

export function sessionsRouter({ realtime, sessions }: SessionsDeps) {
  const router = new Router<AppState>({ prefix: '/api/auth/sessions' });

  router.get('/', doc({ summary: 'Sessões ativas da conta', ok: 'SessionDTO[]' }), requireUser, async (ctx: AppContext) => {
    const current = currentSessionId(ctx);
    const user = currentUser(ctx);
    // A sign-in that raced a password change with the old one is dead already (guards.ts): not listed.
    const list = (await sessions.sessionsOf(user._id.toString())).filter((s) => passwordCurrent(s.data.passwordVersion, user.passwordVersion));
    // This one first, then by last use: the ones to look at are at the top.
    list.sort((a, b) => Number(b.id === current) - Number(a.id === current) || b.lastUsedAt - a.lastUsedAt);
    ctx.body = list.map((session) => presentSession(session, current));
  });

  router.post(
    '/revoke-others',
    doc({ summary: 'Encerra as outras sessões da conta (e os seus sockets); esta continua', ok: null, status: 204 }),
    requireUser,
    async (ctx: AppContext) => {
      const ended = await sessions.destroyAllOf(currentUser(ctx)._id.toString(), currentSessionId(ctx));
      // Their open pages say they were ended elsewhere (issue 25); endSessions skips an empty list.
      realtime.endSessions(ended.map(sessionRoom), 'revoked');
      ctx.status = 204;
    },
  );

  router.delete(
    '/:id',
    doc({ summary: 'Encerra uma sessão da conta (e os seus sockets)', ok: null, status: 204, errors: [404] }),
    requireUser,
    validate({ params: sessionParamsSchema }),
    async (ctx) => {
      const { id } = ctx.state.input;
      const userId = currentUser(ctx)._id.toString();
      // Looked up among this account's own sessions only: another's id and an unknown one are the same 404.
      const target = (await sessions.sessionsOf(userId)).find((session) => sessionHandle(session.id) === id);
      if (!target) throw NotFoundError(SESSION_MESSAGES.notFound);
      if (target.id === currentSessionId(ctx)) {
        // Ending this very session is a sign-out: koa-session destroys the record and clears the
        // cookie; its sockets close with no explanation, as on sign-out (the person asked for it).
        ctx.session = null;
        realtime.disconnect(sessionRoom(target.id));
      } else {
        await sessions.destroyOf(userId, [target.id]);
        realtime.endSessions(sessionRoom(target.id), 'revoked');
      }
      ctx.status = 204;
    },
  );

  return router;
}
