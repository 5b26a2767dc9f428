/**
 * The sign-in link by e-mail (issue 22): the sign-in form asks for one, the link's page posts its
 * token. Both screens report their outcome themselves, inline; only signing in toasts, as the
 * password sign-in does.
 */
import type { LoginLinkConfirmPayload, LoginLinkPayload, LoginLinkSentDTO, UserDTO } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';

export const loginLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestLoginLink: build.mutation<LoginLinkSentDTO, LoginLinkPayload>({
      query: (body) => ({ url: '/auth/login-link', method: 'POST', body }),
    }),
    // The page puts the answered user into the session's cache itself, after dropping whatever
    // this tab held of someone signed in before (the link may be opened in any browser).
    confirmLoginLink: build.mutation<UserDTO, LoginLinkConfirmPayload>({
      query: (body) => ({ url: '/auth/login-link/confirm', method: 'POST', body }),
    }),
  }),
});

export const { useRequestLoginLinkMutation, useConfirmLoginLinkMutation } = loginLinkApi;

defineMutationFeedback({
  requestLoginLink: { error: false },
  confirmLoginLink: { success: { title: 'Login realizado', description: 'Bem-vindo de volta!' }, error: false },
});
