/**
 * Notifications pushed over the socket during this tab's session (the bell in
 * the header). The server keeps the durable copy; this is only what arrived live,
 * newest first, bounded so a chatty session cannot grow memory without end.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationDTO } from '@conecta/common';

const MAX_KEPT = 20;

interface NotificationsState {
  items: NotificationDTO[];
  unread: number;
}

const initialState: NotificationsState = { items: [], unread: 0 };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationReceived(state, action: PayloadAction<NotificationDTO>) {
      // A reconnect may replay an event; keep each notification once.
      if (state.items.some((n) => n.id === action.payload.id)) return;
      state.items.unshift(action.payload);
      state.items.length = Math.min(state.items.length, MAX_KEPT);
      state.unread += 1;
    },
    notificationsSeen(state) {
      state.unread = 0;
    },
    notificationsCleared() {
      return initialState;
    },
  },
});

export const { notificationReceived, notificationsSeen, notificationsCleared } = notificationsSlice.actions;
