/**
 * One Socket.IO connection per signed-in tab. The server only pushes
 * (common/realtime.ts); on a reconnect we invalidate what pushes keep fresh,
 * because events sent while we were offline are not replayed (DESIGN.md).
 */
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@conecta/common';
import { api } from '../api/api';
import type { AppDispatch } from '../app/store';
import { notificationReceived } from '../features/notifications/notificationsSlice';
import { showToast } from '../lib/toast';

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;

export function connectRealtime(dispatch: AppDispatch): void {
  if (socket) return;
  const current: AppSocket = io({ path: '/socket.io', withCredentials: true });
  socket = current;

  current.on('notification:new', (notification) => {
    dispatch(notificationReceived(notification));
    showToast({ title: notification.title, description: notification.body }, 'info');
  });

  current.io.on('reconnect', () => {
    dispatch(api.util.invalidateTags(['Notification']));
  });
}

export function disconnectRealtime(): void {
  socket?.disconnect();
  socket = null;
}
