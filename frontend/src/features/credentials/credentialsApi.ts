/**
 * The signed-in person's credentials (issue 24; backend/src/routes/credentials): the list, its
 * writes and the certificate file. Toasts as the portfolio's (features/profile/profileApi.ts): a
 * save or a removal says so; the certificate's errors are shown in the dialog, by its control.
 */
import type { CredentialDTO, CredentialInput } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';
import { fileBody } from '../profile/profileApi';

// No tag type of its own (api.ts declares them all): the records are the account's, as its
// registrations are (verificationsApi.ts). A change also reaches the public profile and the
// directory card, which show valid credentials as chips: their 'Directory' reads are refreshed.
const MINE_TAG = { type: 'User', id: 'CREDENTIALS' } as const;
const CHANGED = [MINE_TAG, 'Directory'] as const;

const path = (id: string, rest = '') => `/users/credentials/${encodeURIComponent(id)}${rest}`;

export const credentialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyCredentials: build.query<CredentialDTO[], void>({
      query: () => '/users/credentials',
      providesTags: [MINE_TAG],
    }),
    createCredential: build.mutation<CredentialDTO, CredentialInput>({
      query: (body) => ({ url: '/users/credentials', method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    updateCredential: build.mutation<CredentialDTO, { id: string; body: Partial<CredentialInput> }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PATCH', body }),
      invalidatesTags: [...CHANGED],
    }),
    deleteCredential: build.mutation<null, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: [...CHANGED],
    }),
    uploadCertificate: build.mutation<CredentialDTO, { id: string; file: File }>({
      query: ({ id, file }) => ({ url: path(id, '/certificate'), method: 'POST', body: fileBody(file) }),
      invalidatesTags: [MINE_TAG],
    }),
    removeCertificate: build.mutation<CredentialDTO, string>({
      query: (id) => ({ url: path(id, '/certificate'), method: 'DELETE' }),
      invalidatesTags: [MINE_TAG],
    }),
  }),
});

export const {
  useGetMyCredentialsQuery,
  useCreateCredentialMutation,
  useUpdateCredentialMutation,
  useDeleteCredentialMutation,
  useUploadCertificateMutation,
  useRemoveCertificateMutation,
} = credentialsApi;

defineMutationFeedback({
  createCredential: { success: { title: 'Certificação adicionada' }, error: { title: 'Erro ao salvar certificação' } },
  updateCredential: { success: { title: 'Certificação atualizada' }, error: { title: 'Erro ao salvar certificação' } },
  deleteCredential: { success: { title: 'Certificação excluída' }, error: { title: 'Erro ao excluir certificação' } },
  // The server's sentence (format, size) is shown under the certificate's control, not as a toast too.
  uploadCertificate: { error: false },
  removeCertificate: { error: false },
});
