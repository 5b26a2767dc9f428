import type { PortfolioImageOrderPayload, PortfolioItemDTO, PortfolioItemPayload, ProfileUpdatePayload, SkillCreatePayload, SkillDTO, UserDTO } from '@conecta/common';
import { SKILL_CREATE_RULES, SKILL_MESSAGES, UPLOAD_FIELD, validateInput } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';
import { authApi } from '../auth/authApi';

/** A file as the upload routes read it (multipart, one field: common's UPLOAD_FIELD). */
export function fileBody(file: File): FormData {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  return body;
}

/** The upload routes of an item: `images` adds one to its gallery (issue 25), `document` sets its PDF. */
type PortfolioFileKind = 'images' | 'document';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    // spec §7: the current user is refreshed through GET /api/auth/user after a profile update.
    refreshCurrentUser: build.mutation<UserDTO, void>({
      query: () => '/auth/user',
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, data));
        // The public profile and the directory cards read their own copies.
        dispatch(api.util.invalidateTags([{ type: 'Directory', id: data.id }, { type: 'Directory', id: 'LIST' }, 'Portfolio']));
      },
    }),
    updateProfile: build.mutation<UserDTO, ProfileUpdatePayload>({
      query: (body) => ({ url: '/users/profile', method: 'PATCH', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(() => true, () => false);
        if (ok) void dispatch(profileApi.endpoints.refreshCurrentUser.initiate());
      },
    }),
    uploadPhoto: build.mutation<UserDTO, File>({
      query: (file) => ({ url: '/users/profile/photo', method: 'POST', body: fileBody(file) }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(() => true, () => false);
        if (ok) void dispatch(profileApi.endpoints.refreshCurrentUser.initiate());
      },
    }),
    removePhoto: build.mutation<UserDTO, void>({
      query: () => ({ url: '/users/profile/photo', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(() => true, () => false);
        if (ok) void dispatch(profileApi.endpoints.refreshCurrentUser.initiate());
      },
    }),
    getMyPortfolio: build.query<PortfolioItemDTO[], void>({
      query: () => '/portfolio',
      providesTags: [{ type: 'Portfolio', id: 'MINE' }],
    }),
    getUserPortfolio: build.query<PortfolioItemDTO[], string>({
      query: (userId) => `/users/${encodeURIComponent(userId)}/portfolio`,
      providesTags: (_result, _error, userId) => [{ type: 'Portfolio', id: userId }],
    }),
    createPortfolioItem: build.mutation<PortfolioItemDTO, PortfolioItemPayload>({
      query: (body) => ({ url: '/portfolio', method: 'POST', body }),
      invalidatesTags: ['Portfolio'],
    }),
    updatePortfolioItem: build.mutation<PortfolioItemDTO, { id: string; body: Partial<PortfolioItemPayload> }>({
      query: ({ id, body }) => ({ url: `/portfolio/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: ['Portfolio'],
    }),
    deletePortfolioItem: build.mutation<null, string>({
      query: (id) => ({ url: `/portfolio/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Portfolio'],
    }),
    uploadPortfolioFile: build.mutation<PortfolioItemDTO, { id: string; kind: PortfolioFileKind; file: File }>({
      query: ({ id, kind, file }) => ({ url: `/portfolio/${encodeURIComponent(id)}/${kind}`, method: 'POST', body: fileBody(file) }),
      invalidatesTags: ['Portfolio'],
    }),
    removePortfolioFile: build.mutation<PortfolioItemDTO, { id: string; kind: 'document' }>({
      query: ({ id, kind }) => ({ url: `/portfolio/${encodeURIComponent(id)}/${kind}`, method: 'DELETE' }),
      invalidatesTags: ['Portfolio'],
    }),
    reorderPortfolioImages: build.mutation<PortfolioItemDTO, { id: string; imageIds: string[] }>({
      query: ({ id, imageIds }) => ({ url: `/portfolio/${encodeURIComponent(id)}/images/order`, method: 'PUT', body: { imageIds } satisfies PortfolioImageOrderPayload }),
      invalidatesTags: ['Portfolio'],
    }),
    removePortfolioImage: build.mutation<PortfolioItemDTO, { id: string; imageId: string }>({
      query: ({ id, imageId }) => ({ url: `/portfolio/${encodeURIComponent(id)}/images/${encodeURIComponent(imageId)}`, method: 'DELETE' }),
      invalidatesTags: ['Portfolio'],
    }),
    searchSkills: build.query<SkillDTO[], string>({
      query: (q) => ({ url: '/skills', params: { q } }),
      providesTags: [{ type: 'Skill', id: 'LIST' }],
    }),
    /**
     * The name is checked here by the rules the server's Joi is built from (SKILL_CREATE_RULES: its
     * length and the one text rule), so a refused one is rejected as the server's 400 would be:
     * the same Portuguese message, through the one error path (the toast 'Erro ao adicionar competência').
     */
    createSkill: build.mutation<SkillDTO, SkillCreatePayload>({
      async queryFn(payload, _api, _extraOptions, baseQuery) {
        const checked = validateInput(SKILL_CREATE_RULES, payload);
        if (!checked.ok) {
          const errors = checked.errors as Record<string, string>;
          const message = Object.values(errors)[0] ?? SKILL_MESSAGES.name;
          return { error: { status: 400, message: `400: ${message}`, body: { message, errors } } };
        }
        const result = await baseQuery({ url: '/skills', method: 'POST', body: checked.value });
        if (result.error) return { error: result.error };
        return { data: result.data as SkillDTO };
      },
      invalidatesTags: [{ type: 'Skill', id: 'LIST' }],
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useUploadPhotoMutation,
  useRemovePhotoMutation,
  useGetMyPortfolioQuery,
  useGetUserPortfolioQuery,
  useCreatePortfolioItemMutation,
  useUpdatePortfolioItemMutation,
  useDeletePortfolioItemMutation,
  useUploadPortfolioFileMutation,
  useRemovePortfolioFileMutation,
  useReorderPortfolioImagesMutation,
  useRemovePortfolioImageMutation,
  useSearchSkillsQuery,
  useCreateSkillMutation,
} = profileApi;

defineMutationFeedback({
  updateProfile: { success: { title: 'Perfil atualizado', description: 'Suas informações foram salvas.' }, error: { title: 'Erro ao salvar perfil' } },
  // File errors are shown next to the file control (the server's Portuguese sentence), not as a toast too.
  uploadPhoto: { success: { title: 'Foto atualizada' }, error: false },
  removePhoto: { success: { title: 'Foto removida' }, error: false },
  createPortfolioItem: { success: { title: 'Item adicionado ao portfólio' }, error: { title: 'Erro ao salvar item' } },
  updatePortfolioItem: { success: { title: 'Item atualizado' }, error: { title: 'Erro ao salvar item' } },
  deletePortfolioItem: { success: { title: 'Item excluído' }, error: { title: 'Erro ao excluir item' } },
  uploadPortfolioFile: { error: false },
  removePortfolioFile: { error: false },
  reorderPortfolioImages: { error: false },
  removePortfolioImage: { error: false },
  refreshCurrentUser: { error: false },
  createSkill: { error: { title: SKILL_MESSAGES.createFailedTitle } },
});
