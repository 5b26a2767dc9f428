/**
 * Confirming the account's e-mail (issue 22): the link's page posts its token, the banner asks for
 * another link. Both screens report their outcome themselves (inline, no toast).
 */
import type { EmailConfirmPayload } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';

export const emailVerificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The session's user is read again: the banner follows `emailVerified` (the link may be another account's).
    confirmEmail: build.mutation<null, EmailConfirmPayload>({
      query: (body) => ({ url: '/auth/email/confirm', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'User', id: 'ME' }]),
    }),
    // A 409 means the address was confirmed meanwhile (another tab, another device): reading the user drops the banner.
    resendEmailConfirmation: build.mutation<null, void>({
      query: () => ({ url: '/auth/email/resend', method: 'POST' }),
      invalidatesTags: (_result, error) => (error?.status === 409 ? [{ type: 'User', id: 'ME' }] : []),
    }),
  }),
});

export const { useConfirmEmailMutation, useResendEmailConfirmationMutation } = emailVerificationApi;

defineMutationFeedback({
  confirmEmail: { error: false },
  resendEmailConfirmation: { error: false },
});
