/**
 * Pushes to Socket.IO rooms from a process that holds no Socket.IO server: the workers, and a
 * backend until its gateway is attached (broadcaster.ts). The emitter publishes on the channel the
 * gateways' Redis adapter listens to, so this module is all a pusher needs: it imports neither
 * the server nor its handshake.
 */
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { ServerToClientEvents } from '@conecta/common';

export type RoomEmitter = Emitter<ServerToClientEvents>;

/** The Redis channel prefix of the gateways' adapter and of every emitter. */
export function socketChannel(redisPrefix: string): string {
  return `${redisPrefix}socket.io`;
}

export function createRoomEmitter(redis: Redis, redisPrefix: string): RoomEmitter {
  return new Emitter<ServerToClientEvents>(redis, { key: socketChannel(redisPrefix) });
}
