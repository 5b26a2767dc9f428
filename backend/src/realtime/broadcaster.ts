/**
 * How the backend's services push to Socket.IO rooms (`runtime.realtime`).
 *
 * Until the gateway is attached, pushes go through the Redis emitter: it
 * publishes on the adapter's channel and every backend process's adapter
 * delivers to its own sockets. Once `startServer` attaches its gateway, they
 * go through the Socket.IO server itself: its Redis adapter delivers to this
 * process's sockets at once and publishes the same packet for the other
 * processes (which is all the emitter did). A receiver on this process then
 * gets a message without the round trip through Redis — the hop a send's
 * `message:new` waited for (docs/ARCHITECTURE.md "Messaging").
 *
 * Order across processes: pushes that must arrive in order (a conversation's,
 * a user's unread counts) are emitted under a Redis lock, and between taking
 * the lock and emitting each holder makes at least one more round trip (to
 * the database or to Redis). The previous holder published before releasing
 * the lock, on the same Redis connection, so Redis sent that publish to this
 * process before granting the lock; it has been delivered here by the time
 * this holder emits.
 */
import type { ServerToClientEvents, SessionEndReason } from '@conecta/common';
import type { RoomEmitter } from './emitter';
import type { RealtimeServer } from './gateway';

type EventName = keyof ServerToClientEvents;

/** A push to some rooms; `to(rooms).emit(event, payload)` as on Socket.IO's server and emitter. */
export interface RoomPush {
  emit<E extends EventName>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
}

export class Broadcaster {
  private io?: RealtimeServer;

  constructor(private readonly emitter: RoomEmitter) {}

  /** From now on, push through this process's gateway (and its adapter, for the other processes). */
  attach(io: RealtimeServer): void {
    this.io = io;
  }

  /** Closes the sockets in these rooms on every backend process (sign-out, suspension). */
  disconnect(rooms: string | string[]): void {
    (this.io ? this.io.in(rooms) : this.emitter.in(rooms)).disconnectSockets(true);
  }

  /**
   * Ends these rooms' sockets with a word first: `session:ended` tells their open pages why
   * (issue 25), then the sockets close. Both go through the same path (this process's adapter, or
   * the emitter's one Redis connection), so every process delivers the event before the close;
   * engine.io flushes a socket's written packets before closing it.
   */
  endSessions(rooms: string | string[], reason: SessionEndReason): void {
    // An empty list would be a broadcast to no room at all, which Socket.IO sends to every socket.
    if (rooms.length === 0) return;
    this.to(rooms).emit('session:ended', { reason });
    this.disconnect(rooms);
  }

  /** Moves the sockets in `rooms` into or out of `room` on every backend process (admin rights granted or revoked). */
  changeRoom(rooms: string | string[], room: string, join: boolean): void {
    const sockets = this.io ? this.io.in(rooms) : this.emitter.in(rooms);
    if (join) sockets.socketsJoin(room);
    else sockets.socketsLeave(room);
  }

  to(rooms: string | string[]): RoomPush {
    const target = this.io ? this.io.to(rooms) : this.emitter.to(rooms);
    return {
      emit: (event, ...args) => {
        target.emit(event, ...args);
      },
    };
  }
}
