/**
 * The account's sessions for the profile's 'Sessões' list (issue 22): read once, patched when one
 * is ended here (its row goes at once), read again when an end failed (it may have ended anyway:
 * a 404 is an id that is gone) and after a password change (accountApi.ts).
 */
import { SESSION_MESSAGES, type SessionDTO } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';

export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<SessionDTO[], void>({
      query: () => '/auth/sessions',
      providesTags: ['Session'],
    }),
    endSession: build.mutation<null, string>({
      query: (id) => ({ url: `/auth/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? ['Session'] : []),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(() => true, () => false);
        if (ok) dispatch(sessionsApi.util.updateQueryData('getSessions', undefined, (draft) => draft.filter((s) => s.id !== id)));
      },
    }),
    endOtherSessions: build.mutation<null, void>({
      query: () => ({ url: '/auth/sessions/revoke-others', method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? ['Session'] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(() => true, () => false);
        if (ok) dispatch(sessionsApi.util.updateQueryData('getSessions', undefined, (draft) => draft.filter((s) => s.current)));
      },
    }),
  }),
});

export const { useGetSessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation } = sessionsApi;

defineMutationFeedback({
  endSession: { success: { title: SESSION_MESSAGES.ended }, error: { title: SESSION_MESSAGES.endFailed } },
  endOtherSessions: { success: { title: SESSION_MESSAGES.othersEnded }, error: { title: SESSION_MESSAGES.endOthersFailed } },
});
