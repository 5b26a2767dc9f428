/**
 * The session every page reads (who is signed in) and signing out. Signing in, signing up and a
 * password change are in accountApi.ts, loaded with the screens that do them: the app's first
 * load carries only what its header and router need (issue 14).
 */
import type { UserDTO } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<UserDTO | null, void>({
      query: () => '/user',
      extraOptions: { unauthorizedAsNull: true },
      providesTags: [{ type: 'User', id: 'ME' }],
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation } = authApi;

defineMutationFeedback({
  logout: {
    success: { title: 'Logout realizado', description: 'Até logo!' },
    error: { title: 'Erro no logout' },
  },
});
