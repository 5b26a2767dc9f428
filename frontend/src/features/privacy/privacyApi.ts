/** 'Excluir minha conta' (issue 26, LGPD): POST /api/account/delete with the password. */
import { PRIVACY_MESSAGES, type AccountDeletePayload } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';

export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<null, AccountDeletePayload>({
      query: (body) => ({ url: '/account/delete', method: 'POST', body }),
    }),
  }),
});

export const { useDeleteAccountMutation } = privacyApi;

defineMutationFeedback({
  deleteAccount: {
    success: { title: PRIVACY_MESSAGES.deleted, description: 'Seus dados pessoais foram apagados. Até logo!' },
    error: { title: PRIVACY_MESSAGES.deleteFailed },
  },
});
