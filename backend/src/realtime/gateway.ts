/**
 * Socket.IO gateway on the HTTP server. The handshake must come from our own
 * pages (Origin, as for unsafe requests: lib/origin.ts) and is authenticated
 * by the session cookie (no session, no socket); each socket joins its
 * user's room, its session's room and, for admins, the admins room. A socket
 * lives no longer than its session: sign-out closes the session's room on
 * every process (routes/auth), and the process re-reads each of its sockets' sessions when
 * their time is up (sessionExpiry.ts: an expired session closes them). The Redis adapter makes several
 * backend processes act as one: an emit on any node (or from the workers'
 * emitter) reaches sockets on every node.
 */
import type { Server as HttpServer } from 'node:http';
import type { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
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
import { SessionExpiry } from './sessionExpiry';
import type { AccountFacts } from '../services/accountFacts';
import type { Logger } from '../lib/logger';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type RealtimeSocket = Parameters<Parameters<RealtimeServer['on']>[1]>[0];

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
const SESSION_ROOM_PREFIX = 'session:';

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
      // The session id is a slice of the Cookie header, and V8 keeps a slice's whole parent string.
      socket.data = { userId: user._id.toString(), isAdmin: isAdmin(user), sessionId: flat(session.sessionId) };
      deps.accountFacts.markKnown(socket.data.userId);
      next();
    } catch (err) {
      deps.logger.warn({ err }, 'socket handshake failed');
      next(new Error('Não foi possível autenticar a conexão'));
    }
  });

  const sockets = io.of('/');
  const expiry = new SessionExpiry({
    remainingMs: async (room) => {
      // The room is named by a hash of the session id: any of its sockets here knows the id.
      const first = sockets.adapter.rooms.get(room)?.values().next().value;
      const sessionId = first === undefined ? undefined : sockets.sockets.get(first)?.data.sessionId;
      return sessionId === undefined ? null : deps.sessions.remainingMs(sessionId);
    },
    expire: (room) => {
      // Gone while these sockets held it: the pages hear why (issue 25), then the sockets close.
      io.local.to(room).emit('session:ended', { reason: 'expired' });
      io.local.in(room).disconnectSockets(true);
    },
    logger: deps.logger,
  });
  // One listener for the process instead of a 'disconnect' listener per socket: the adapter drops a
  // room with its last socket.
  sockets.adapter.on('delete-room', (room: string) => {
    if (room.startsWith(SESSION_ROOM_PREFIX)) expiry.forget(room);
  });

  io.on('connection', (socket) => {
    // What the handshake read is read once, above, and nothing reads it again; engine.io and
    // Socket.IO would keep it for the socket's whole life (decision 0027): the HTTP request (its
    // headers, cookie, parser state) and Socket.IO's copy (headers, query, url, a date string).
    (socket.conn as unknown as { request: unknown }).request = null;
    (socket as unknown as { handshake: unknown }).handshake = SPENT_HANDSHAKE;
    // A polling socket's upgrade comes later, with an HTTP request of its own.
    if (socket.conn.transport.name === 'websocket') releaseUpgradeRequest(socket.conn);
    else socket.conn.once('upgrade', () => releaseUpgradeRequest(socket.conn));
    // Nothing is sent to a socket by its id: the room Socket.IO puts each socket in is a Set and
    // two map entries per socket for nothing (decision 0034).
    socket.leave(socket.id);
    // Flat copies: the adapter keeps a room's first name for as long as the room lives, and a name
    // built by concatenation (a slice of a hash, for the session's) holds its parts.
    const rooms = [flat(userRoom(socket.data.userId)), flat(sessionRoom(socket.data.sessionId))];
    if (socket.data.isAdmin) rooms.push(ADMINS_ROOM);
    void socket.join(rooms);
    expiry.watch(rooms[1]!);
  });

  return io;
}

/** The 'close' listener engine.io's stand-in upgrade response puts on the TCP socket (engine.io 6, `WebSocketResponse`). */
const UPGRADE_RESPONSE_CLOSE = '() => this.emit("close")';

/**
 * engine.io answers a WebSocket upgrade through a stand-in response that listens for its TCP
 * socket's 'close' (for engine middlewares waiting on a response; we have none), so the upgrade's
 * HTTP request (headers, cookie, parser state) lived as long as the socket even with
 * `conn.request` dropped (decision 0034). Removing that one listener lets both go; if engine.io
 * changes, nothing matches and only the memory stays.
 */
function releaseUpgradeRequest(conn: RealtimeSocket['conn']): void {
  const ws = (conn.transport as unknown as { socket?: EventEmitter & { _socket?: Socket } }).socket;
  const raw = ws?._socket;
  if (!ws || !raw) return;
  for (const listener of raw.listeners('close')) {
    if (listener.toString() === UPGRADE_RESPONSE_CLOSE) raw.removeListener('close', listener as () => void);
  }
  // A socket opened straight on WebSocket also keeps engine.io's no-op 'error' listener of the
  // upgrade (the transport has its own since).
  for (const listener of ws.listeners('error')) {
    if (listener.name === 'onUpgradeError') ws.removeListener('error', listener as () => void);
  }
}

/** A string of its own, flat: no slice or concatenation keeping a larger string alive. */
function flat(value: string): string {
  return Buffer.from(value).toString();
}

/**
 * What `socket.handshake` reads once the socket is connected: one frozen object for every socket
 * (nothing of ours reads it after the middleware; Socket.IO only copies it into what
 * `fetchSockets` answers).
 */
const SPENT_HANDSHAKE = Object.freeze({
  headers: Object.freeze({}),
  time: '',
  address: '',
  xdomain: false,
  secure: false,
  issued: 0,
  url: '',
  query: Object.freeze({}),
  auth: Object.freeze({}),
});
