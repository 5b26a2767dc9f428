/**
 * The admin panel's users, partners, settings, audit log and analytics, and the landing editor's
 * saves (common/src/admin.ts). Every call is for admins only; the server checks it again.
 */
import {
  ADMIN_LOGS_PAGE_SIZE,
  ADMIN_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  UPLOAD_FIELD,
  type AdminPartnerDTO,
  type AdminUserDTO,
  type AnalyticsDTO,
  type AuditLogDTO,
  type LandingSectionDTO,
  type LandingSectionId,
  type LandingSectionInput,
  type PartnerInput,
  type SiteSettingsDTO,
  type SiteSettingsInput,
  type UserType,
} from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';
import { compactParams, totalCount, type ListPage } from '../../lib/paging';
import { siteContentApi } from '../home/siteContentApi';

export interface AdminUsersArgs {
  q: string;
  userType: UserType | '';
  /** 0-based. */
  page: number;
}

const LOGS = { type: 'Admin' as const, id: 'LOGS' };

type Dispatch = (action: unknown) => unknown;

/** Applies `changes` to the user in every cached users page; returns the patches (to undo). */
function patchCachedUsers(dispatch: Dispatch, getState: () => unknown, userId: string, changes: Partial<AdminUserDTO>) {
  const state = getState() as Parameters<typeof adminSiteApi.util.selectCachedArgsForQuery>[0];
  return adminSiteApi.util.selectCachedArgsForQuery(state, 'getAdminUsers').map(
    (args) =>
      dispatch(
        adminSiteApi.util.updateQueryData('getAdminUsers', args, (page) => {
          const user = page.items.find((u) => u.id === userId);
          if (user) Object.assign(user, changes);
        }),
      ) as { undo(): void },
  );
}

export const adminSiteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<ListPage<AdminUserDTO>, AdminUsersArgs>({
      query: ({ q, userType, page }) => ({
        url: '/admin/users',
        params: compactParams({ q: q.trim(), userType, limit: ADMIN_USERS_PAGE_SIZE, offset: page * ADMIN_USERS_PAGE_SIZE }),
      }),
      transformResponse: (items: AdminUserDTO[], meta) => ({ items, total: totalCount(meta, items.length) }),
      providesTags: [{ type: 'Admin', id: 'USERS' }],
    }),
    // The switch moves at once (every cached page showing the user); a refusal moves it back.
    verifyUser: build.mutation<AdminUserDTO, { userId: string; isVerified: boolean }>({
      query: ({ userId, isVerified }) => ({ url: `/admin/users/${encodeURIComponent(userId)}/verify`, method: 'POST', body: { isVerified } }),
      async onQueryStarted({ userId, isVerified }, { dispatch, getState, queryFulfilled }) {
        const patches = patchCachedUsers(dispatch, getState, userId, { isVerified });
        await queryFulfilled.catch(() => patches.forEach((patch) => patch.undo()));
      },
      invalidatesTags: [{ type: 'Directory', id: 'LIST' }, LOGS],
    }),
    setAdminRights: build.mutation<AdminUserDTO, { userId: string; isAdmin: boolean }>({
      query: ({ userId, isAdmin }) => ({ url: `/admin/users/${encodeURIComponent(userId)}/admin`, method: 'POST', body: { isAdmin } }),
      async onQueryStarted({ userId }, { dispatch, getState, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data, () => null);
        if (saved) patchCachedUsers(dispatch, getState, userId, { isAdmin: saved.isAdmin });
      },
      invalidatesTags: [LOGS],
    }),
    suspendUser: build.mutation<AdminUserDTO, { userId: string; isSuspended: boolean }>({
      query: ({ userId, isSuspended }) => ({ url: `/admin/users/${encodeURIComponent(userId)}/suspend`, method: 'POST', body: { isSuspended } }),
      async onQueryStarted({ userId }, { dispatch, getState, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data, () => null);
        if (saved) patchCachedUsers(dispatch, getState, userId, { isSuspended: saved.isSuspended });
      },
      invalidatesTags: [LOGS],
    }),

    getAdminPartners: build.query<AdminPartnerDTO[], void>({
      query: () => '/admin/partners',
      providesTags: [{ type: 'Admin', id: 'PARTNERS' }],
    }),
    createPartner: build.mutation<AdminPartnerDTO, PartnerInput>({
      query: (body) => ({ url: '/admin/partners', method: 'POST', body }),
      invalidatesTags: [{ type: 'Admin', id: 'PARTNERS' }, { type: 'Partner', id: 'LIST' }, LOGS],
    }),
    updatePartner: build.mutation<AdminPartnerDTO, { id: string; body: Partial<Record<keyof PartnerInput, unknown>> }>({
      query: ({ id, body }) => ({ url: `/admin/partners/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: [{ type: 'Admin', id: 'PARTNERS' }, { type: 'Partner', id: 'LIST' }, LOGS],
    }),
    deletePartner: build.mutation<null, string>({
      query: (id) => ({ url: `/admin/partners/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Admin', id: 'PARTNERS' }, { type: 'Partner', id: 'LIST' }, LOGS],
    }),
    uploadPartnerLogo: build.mutation<AdminPartnerDTO, { id: string; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append(UPLOAD_FIELD, file);
        return { url: `/admin/partners/${encodeURIComponent(id)}/logo`, method: 'POST', body };
      },
      invalidatesTags: [{ type: 'Admin', id: 'PARTNERS' }, { type: 'Partner', id: 'LIST' }, LOGS],
    }),

    getAdminSettings: build.query<SiteSettingsDTO, void>({
      query: () => '/admin/settings',
      providesTags: [{ type: 'SiteSettings', id: 'ADMIN' }],
    }),
    updateSettings: build.mutation<SiteSettingsDTO, SiteSettingsInput>({
      query: (body) => ({ url: '/admin/settings', method: 'PUT', body }),
      invalidatesTags: [{ type: 'SiteSettings', id: 'ADMIN' }, { type: 'SiteSettings', id: 'PUBLIC' }, LOGS],
    }),

    getAuditLogs: build.query<ListPage<AuditLogDTO>, number>({
      query: (page) => ({ url: '/admin/logs', params: { limit: ADMIN_LOGS_PAGE_SIZE, offset: page * ADMIN_LOGS_PAGE_SIZE } }),
      transformResponse: (items: AuditLogDTO[], meta) => ({ items, total: totalCount(meta, items.length) }),
      providesTags: [LOGS],
    }),

    getAnalytics: build.query<AnalyticsDTO, { from: string; to: string }>({
      query: (period) => ({ url: '/admin/analytics', params: period }),
      providesTags: [{ type: 'Admin', id: 'ANALYTICS' }],
    }),

    // The editor keeps its own draft: a save patches the public list in place instead of refetching it.
    saveLandingSection: build.mutation<LandingSectionDTO, { id: LandingSectionId; body: LandingSectionInput }>({
      query: ({ id, body }) => ({ url: `/admin/landing/${encodeURIComponent(id)}`, method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data, () => null);
        if (!saved) return;
        dispatch(
          siteContentApi.util.updateQueryData('getLanding', undefined, (sections) => {
            const i = sections.findIndex((s) => s.id === saved.id);
            if (i >= 0) sections[i] = saved;
          }),
        );
        dispatch(api.util.invalidateTags([LOGS]));
      },
    }),
  }),
});

defineMutationFeedback({
  verifyUser: { success: { title: ADMIN_MESSAGES.userUpdated }, error: { title: 'Erro ao atualizar usuário' } },
  suspendUser: { success: { title: ADMIN_MESSAGES.userUpdated }, error: { title: 'Erro ao atualizar usuário' } },
  setAdminRights: { success: { title: ADMIN_MESSAGES.userUpdated }, error: { title: 'Erro ao atualizar usuário' } },
  createPartner: { success: { title: ADMIN_MESSAGES.partnerSaved }, error: { title: 'Erro ao salvar parceiro' } },
  updatePartner: { success: { title: ADMIN_MESSAGES.partnerSaved }, error: { title: 'Erro ao salvar parceiro' } },
  deletePartner: { success: { title: ADMIN_MESSAGES.partnerDeleted }, error: { title: 'Erro ao excluir parceiro' } },
  uploadPartnerLogo: { success: { title: ADMIN_MESSAGES.partnerLogoSaved }, error: { title: 'Erro ao enviar logo' } },
  updateSettings: { success: { title: ADMIN_MESSAGES.settingsSaved }, error: { title: 'Erro ao salvar configurações' } },
  // The editor shows its own toasts (spec §8: fixed texts, whatever the server says).
  saveLandingSection: { error: false },
});

export const {
  useGetAdminUsersQuery,
  useVerifyUserMutation,
  useSuspendUserMutation,
  useSetAdminRightsMutation,
  useGetAdminPartnersQuery,
  useCreatePartnerMutation,
  useUpdatePartnerMutation,
  useDeletePartnerMutation,
  useUploadPartnerLogoMutation,
  useGetAdminSettingsQuery,
  useUpdateSettingsMutation,
  useGetAuditLogsQuery,
  useGetAnalyticsQuery,
  useSaveLandingSectionMutation,
} = adminSiteApi;
