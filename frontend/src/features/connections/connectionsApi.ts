/**
 * Rede de Contatos (issue 26; GET /api/connections, POST /api/connections/:userId(/accept),
 * DELETE /api/connections/:userId, GET /api/users/:userId/connections). My lists are one cached
 * answer keyed by my id (a cache of one session is never what the next person's buttons read);
 * every 'Conectar' button reads its state from it. A write's answer and the server's
 * `connection:updated` push (the other side accepted, declined, removed, blocked) go through the
 * same `applyConnectionUpdate`, so the button turns to 'Conectado' without a reload, and a
 * profile's counts are read again.
 */
import { CONNECTION_MESSAGES as C, type ConnectionDTO, type ConnectionListsDTO, type ConnectionState, type ConnectionSummaryDTO, type ConnectionUpdatedEvent } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';

import type { AppDispatch, RootState } from '../../app/store';

// The dispatch an endpoint's onQueryStarted is handed, or the store's.
type Dispatch = AppDispatch | ((action: never) => unknown);

export const connectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConnections: build.query<ConnectionListsDTO, string>({
      query: () => '/connections',
      providesTags: [{ type: 'Connection', id: 'LIST' }],
    }),
    getConnectionSummary: build.query<ConnectionSummaryDTO, string>({
      query: (userId) => `/users/${encodeURIComponent(userId)}/connections`,
      providesTags: (_result, _error, userId) => [{ type: 'Connection', id: userId }],
    }),
    requestConnection: build.mutation<ConnectionDTO, { userId: string; message?: string }>({
      query: ({ userId, message }) => ({ url: `/connections/${encodeURIComponent(userId)}`, method: 'POST', body: message ? { message } : {} }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          applyConnectionUpdate(dispatch, { userId, connection: data });
        } catch {
          // the feedback middleware says why
        }
      },
    }),
    acceptConnection: build.mutation<ConnectionDTO, string>({
      query: (userId) => ({ url: `/connections/${encodeURIComponent(userId)}/accept`, method: 'POST' }),
      async onQueryStarted(userId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          applyConnectionUpdate(dispatch, { userId, connection: data });
        } catch {
          dispatch(api.util.invalidateTags([{ type: 'Connection', id: 'LIST' }]));
        }
      },
    }),
    endConnection: build.mutation<void, { userId: string; was: Exclude<ConnectionState, 'none'> }>({
      query: ({ userId }) => ({ url: `/connections/${encodeURIComponent(userId)}`, method: 'DELETE' }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          applyConnectionUpdate(dispatch, { userId, connection: null });
        } catch {
          // Already ended elsewhere (404): the lists are read again.
          dispatch(api.util.invalidateTags([{ type: 'Connection', id: 'LIST' }]));
        }
      },
    }),
  }),
});

export const { useGetConnectionsQuery, useGetConnectionSummaryQuery, useRequestConnectionMutation, useAcceptConnectionMutation, useEndConnectionMutation } = connectionsApi;

/** My state with `userId` in my lists. */
export function stateIn(lists: ConnectionListsDTO | undefined, userId: string): ConnectionState {
  if (!lists) return 'none';
  if (lists.contacts.some((c) => c.person.id === userId)) return 'connected';
  if (lists.sent.some((c) => c.person.id === userId)) return 'sent';
  if (lists.received.some((c) => c.person.id === userId)) return 'received';
  return 'none';
}

const LIST_OF = { connected: 'contacts', sent: 'sent', received: 'received' } as const;

/** One pair changed (my write's answer or the server's push): every cached list of mine follows, and that profile's figures are read again. */
export function applyConnectionUpdate(anyDispatch: Dispatch, event: ConnectionUpdatedEvent): void {
  const dispatch = anyDispatch as AppDispatch;
  dispatch((inner: AppDispatch, getState: () => RootState) => {
    for (const meId of connectionsApi.util.selectCachedArgsForQuery(getState(), 'getConnections')) {
      inner(
        connectionsApi.util.updateQueryData('getConnections', meId, (draft) => {
          for (const key of ['contacts', 'received', 'sent'] as const) draft[key] = draft[key].filter((c) => c.person.id !== event.userId);
          if (event.connection) draft[LIST_OF[event.connection.state]].unshift(event.connection);
        }),
      );
    }
  });
  // The profile's count and contacts in common (mine with them, and theirs).
  dispatch(api.util.invalidateTags([{ type: 'Connection', id: event.userId }]));
}

/** After a reconnect: pushes missed while away. */
export function refreshConnections(dispatch: AppDispatch): void {
  dispatch(api.util.invalidateTags(['Connection']));
}

defineMutationFeedback({
  requestConnection: { success: { title: C.sent, description: 'Você será avisado quando a pessoa responder.' }, error: { title: C.failed }, silentStatuses: [401] },
  acceptConnection: { success: { title: C.accepted, description: C.connected }, error: { title: C.failed } },
  endConnection: { error: { title: C.failed } },
});
