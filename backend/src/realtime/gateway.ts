/**
 * Socket.IO gateway on the HTTP server. The handshake is authenticated by
 * the session cookie (no session, no socket); each socket joins its user's
 * room and, for admins, the admins room. The Redis adapter makes several
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
import { sessionUserIdFromRequest, type RedisSessionStore } from '../auth/session';
import type { AccountFacts } from '../services/accountFacts';
import type { Logger } from '../lib/logger';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Channel prefix shared with the workers' emitter. */
export function socketChannel(redisPrefix: string): string {
  return `${redisPrefix}socket.io`;
}

interface GatewayDeps {
  keys: string[];
  sessions: RedisSessionStore;
  pub: Redis;
  sub: Redis;
  redisPrefix: string;
  logger: Logger;
  /** A handshake that found the user tells the send path this account exists. */
  accountFacts: AccountFacts;
}

export function createGateway(httpServer: HttpServer, deps: GatewayDeps): RealtimeServer {
  const io: RealtimeServer = new Server(httpServer, {
    serveClient: false,
    adapter: createAdapter(deps.pub, deps.sub, { key: socketChannel(deps.redisPrefix) }),
    // Same-origin app: the browser sends the session cookie with the handshake.
    cors: { origin: false },
  });

  io.use(async (socket, next) => {
    try {
      const userId = await sessionUserIdFromRequest(socket.request, deps.keys, deps.sessions);
      const user = userId ? await User.findById(userId).select({ userType: 1, isAdmin: 1 }).lean() : null;
      if (!user) return next(new Error('Não autenticado'));
      socket.data = { userId: user._id.toString(), isAdmin: isAdmin(user) };
      deps.accountFacts.markKnown(socket.data.userId);
      next();
    } catch (err) {
      deps.logger.warn({ err }, 'socket handshake failed');
      next(new Error('Não foi possível autenticar a conexão'));
    }
  });

  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId));
    if (socket.data.isAdmin) void socket.join(ADMINS_ROOM);
  });

  return io;
}
