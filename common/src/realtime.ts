/**
 * Socket.IO contract (DESIGN.md "Realtime event catalogue"): server → client
 * pushes only; client → server goes through REST.
 */
import type { NotificationDTO } from './api';
import type { ConversationStartedEvent, MessageDTO, MessageReadEvent, TypingEvent, UnreadSummary } from './messages';

export const userRoom = (userId: string): string => `user:${userId}`;
export const ADMINS_ROOM = 'admins';

export interface ServerToClientEvents {
  'notification:new': (notification: NotificationDTO) => void;
  /** To user:<receiver> and user:<sender> (the sender's other tabs). Clients dedupe by id. */
  'message:new': (message: MessageDTO) => void;
  /** To both participants, once the first message of a pair has created their conversation document. */
  'conversation:started': (event: ConversationStartedEvent) => void;
  /** To user:<id>: that user's unread counts as stored on their conversations. */
  'unread:updated': (unread: UnreadSummary) => void;
  /** To user:<sender side>: the other participant read our conversation. */
  'message:read': (receipt: MessageReadEvent) => void;
  /** To user:<receiver> only: the sender is typing (POST /api/messages/:userId/typing, at most one per 2 s per pair). */
  typing: (event: TypingEvent) => void;
}

// Sockets only push; the client sends nothing but the handshake.
export type ClientToServerEvents = Record<string, never>;

export interface SocketData {
  userId: string;
  isAdmin: boolean;
  /** The session the handshake carried: the socket closes with it. Server-side only. */
  sessionId: string;
}
