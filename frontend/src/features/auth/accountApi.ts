/** Signing in, signing up and changing the password (the session itself: authApi.ts). */
import { PASSWORD_MESSAGES, type LoginPayload, type PasswordChangePayload, type RegisterPayload, type UserDTO } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';
import { authApi } from './authApi';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<UserDTO, LoginPayload>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      // The response is the user: put it straight into the cache, no extra round trip.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, data));
      },
    }),
    register: build.mutation<UserDTO, RegisterPayload>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, data));
      },
    }),
    // The session goes on under a fresh cookie; the account's other sessions end (and their sockets close).
    changePassword: build.mutation<null, PasswordChangePayload>({
      query: (body) => ({ url: '/auth/password', method: 'POST', body }),
      // The profile's 'Sessões' list: the others are gone and this one has a new id.
      invalidatesTags: (_result, error) => (error ? [] : ['Session']),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useChangePasswordMutation } = accountApi;

defineMutationFeedback({
  login: {
    success: { title: 'Login realizado', description: 'Bem-vindo de volta!' },
    error: { title: 'Erro no login' },
    // The form tells a 429 itself, beside the sign-in link that gets past it (LoginForm).
    silentStatuses: [429],
  },
  register: {
    success: { title: 'Cadastro realizado', description: 'Conta criada com sucesso!' },
    error: { title: 'Erro no cadastro' },
  },
  changePassword: {
    success: { title: PASSWORD_MESSAGES.changed, description: 'Suas outras sessões foram encerradas.' },
    error: { title: 'Erro ao alterar a senha' },
  },
});
