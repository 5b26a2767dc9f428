/**
 * Socket.IO gateway on the HTTP server. The handshake must come from our own
 * pages (Origin, as for unsafe requests: lib/origin.ts) and is authenticated
 * by the session cookie (no session, no socket); each socket joins its
 * user's room, its session's room and, for admins, the admins room. A socket
 * lives no longer than its session: sign-out closes the session's room on
 * every process (routes/auth), and each socket re-checks its session when
 * the session's time is up (an expired session closes it). The Redis adapter makes several
 * backend processes act as one: an emit on any node (or from the workers'
 * emitter) reaches sockets on every node.
 */
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import {
  ADMINS_ROOM,
  isAdmin,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketData,
} from '@conecta/common';
import { User } from '../models/user';
import { passwordCurrent, sessionFromRequest, sessionRoom, type RedisSessionStore } from '../auth/session';
import { originAllowed } from '../lib/origin';
import { socketChannel } from './emitter';
import type { AccountFacts } from '../services/accountFacts';
import type { Logger } from '../lib/logger';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

interface GatewayDeps {
  keys: string[];
  sessions: RedisSessionStore;
  pub: Redis;
  sub: Redis;
  redisPrefix: string;
  logger: Logger;
  /** A handshake that found the user tells the send path this account exists. */
  accountFacts: AccountFacts;
  allowedOrigins: readonly string[];
}

/** engine.io's error codes (its `Server.errors`) in Portuguese (issue 22); the codes stay for its clients. */
export const ENGINE_ERROR_MESSAGES: Record<number, string> = {
  0: 'Transporte desconhecido',
  1: 'Sessão de conexão desconhecida',
  2: 'Método de conexão inválido',
  3: 'Requisição inválida',
  4: 'Acesso negado',
  5: 'Versão de protocolo não suportada',
};
const ENGINE_FORBIDDEN_ORIGIN = 'Origem não permitida';

/** A session's remaining time is re-read at most this far apart (a timer beyond ~24.8 days overflows). */
const MAX_CHECK_DELAY_MS = 24 * 60 * 60 * 1000;

export function createGateway(httpServer: HttpServer, deps: GatewayDeps): RealtimeServer {
  const io: RealtimeServer = new Server(httpServer, {
    serveClient: false,
    adapter: createAdapter(deps.pub, deps.sub, { key: socketChannel(deps.redisPrefix) }),
    // Same-origin app: the browser sends the session cookie with the handshake.
    cors: { origin: false },
    // A page on another site must not open a socket with a visitor's cookie (cross-site WebSocket hijacking).
    allowRequest: (req, callback) => {
      const allowed = originAllowed(req.headers.origin, req.headers.host, deps.allowedOrigins);
      callback(allowed ? null : ENGINE_FORBIDDEN_ORIGIN, allowed);
    },
  });
  // engine.io answers its protocol errors itself, before any of our code runs, with the text of
  // this one table (the JSON `{ code, message }` of a polling request, the body of a refused upgrade).
  Object.assign((io.engine.constructor as unknown as { errorMessages: Record<number, string> }).errorMessages, ENGINE_ERROR_MESSAGES);

  io.use(async (socket, next) => {
    try {
      const session = await sessionFromRequest(socket.request, deps.keys, deps.sessions);
      const user = session ? await User.findById(session.userId).select({ userType: 1, isAdmin: 1, isSuspended: 1, passwordVersion: 1 }).lean() : null;
      if (!session || !user || user.isSuspended || !passwordCurrent(session.passwordVersion, user.passwordVersion)) {
        return next(new Error('Não autenticado'));
      }
      socket.data = { userId: user._id.toString(), isAdmin: isAdmin(user), sessionId: session.sessionId };
      deps.accountFacts.markKnown(socket.data.userId);
      next();
    } catch (err) {
      deps.logger.warn({ err }, 'socket handshake failed');
      next(new Error('Não foi possível autenticar a conexão'));
    }
  });

  io.on('connection', (socket) => {
    // The handshake's HTTP request (its headers, cookie, parser state) is read once, above, and
    // nothing reads it again; engine.io would keep it for the socket's whole life (decision 0027).
    (socket.conn as unknown as { request: unknown }).request = null;
    socket.handshake.headers = {};
    void socket.join(userRoom(socket.data.userId));
    void socket.join(sessionRoom(socket.data.sessionId));
    if (socket.data.isAdmin) void socket.join(ADMINS_ROOM);
    closeWhenSessionEnds(socket, deps);
  });

  return io;
}

/** Re-reads the session when its time is up: gone (expired, destroyed) closes the socket; renewed waits again. */
function closeWhenSessionEnds(socket: Parameters<Parameters<RealtimeServer['on']>[1]>[0], deps: GatewayDeps): void {
  let timer: NodeJS.Timeout | undefined;
  const check = async () => {
    try {
      const left = await deps.sessions.remainingMs(socket.data.sessionId);
      if (!socket.connected) return;
      if (left <= 0) {
        // Gone while this socket held it: the page hears why (issue 25). Ending a session any
        // other way closes its sockets at once, with its own reason, before this timer fires.
        socket.emit('session:ended', { reason: 'expired' });
        socket.disconnect(true);
        return;
      }
      timer = setTimeout(() => void check(), Math.min(left + 50, MAX_CHECK_DELAY_MS));
    } catch (err) {
      // Redis unreachable: look again in a minute rather than closing a socket whose session may be fine.
      deps.logger.warn({ err }, 'socket session check failed');
      timer = setTimeout(() => void check(), 60_000);
    }
  };
  socket.on('disconnect', () => clearTimeout(timer));
  void check();
}
