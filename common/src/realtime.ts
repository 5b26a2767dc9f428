/**
 * Socket.IO contract (DESIGN.md "Realtime event catalogue"): server → client
 * pushes only; client → server goes through REST.
 */
import type { NotificationDTO } from './api';

export const userRoom = (userId: string): string => `user:${userId}`;
export const ADMINS_ROOM = 'admins';

export interface ServerToClientEvents {
  'notification:new': (notification: NotificationDTO) => void;
}

// Sockets only push; the client sends nothing but the handshake.
export type ClientToServerEvents = Record<string, never>;

export interface SocketData {
  userId: string;
  isAdmin: boolean;
}
