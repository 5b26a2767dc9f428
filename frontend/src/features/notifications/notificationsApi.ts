/**
 * The bell's data lives on the server (GET /api/notifications): RTK Query owns it
 * (STYLE rule 12). Socket pushes patch this cache (realtime/socket.ts) and a
 * (re)connect invalidates it, so the list and the unread count always agree with
 * the server without polling.
 */
import type { NotificationDTO, NotificationsListDTO } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';

export type NotificationsList = NotificationsListDTO;

/** The server returns at most this many; a pushed notification must not grow the list past it. */
const LIST_LIMIT = 20;

const LIST_TAG = { type: 'Notification' as const, id: 'LIST' };

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsList, void>({
      query: () => '/notifications',
      providesTags: [LIST_TAG],
    }),
    markNotificationsRead: build.mutation<null, void>({
      query: () => ({ url: '/notifications/read', method: 'POST' }),
      // The badge drops at once; the refetch that follows confirms it.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            draft.unreadCount = 0;
            for (const item of draft.items) item.read = true;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: [LIST_TAG],
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;

/** Puts a pushed notification at the top of the cached list, once (a reconnect may deliver it again). */
export function addPushedNotification(draft: NotificationsList, notification: NotificationDTO): void {
  if (draft.items.some((item) => item.id === notification.id)) return;
  draft.items.unshift(notification);
  if (draft.items.length > LIST_LIMIT) draft.items.length = LIST_LIMIT;
  if (!notification.read) draft.unreadCount += 1;
}

defineMutationFeedback({
  // Marking as read is a side effect of opening the bell: a failure only brings the
  // badge back (the optimistic patch is undone); no toast for something nobody asked.
  markNotificationsRead: { error: false },
});
