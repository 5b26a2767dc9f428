/**
 * An admin's take-down of an account's page (issue 25): 'Retirar página do ar' with a reason,
 * 'Republicar página', and the panel's list of pages taken down. A move refetches every public list
 * the account's profile and items sit in (they leave them or come back), the users tab's row and
 * the audit log; the owner's side follows by its own push (`page:status`, realtime.ts).
 */
import { PAGE_TAKEDOWN_MESSAGES as M, type AdminUserDTO, type PageTakedownInput, type TakenDownPageDTO } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';

export const TAKEN_DOWN_PAGES_TAG = { type: 'Admin', id: 'TAKEN_DOWN_PAGES' } as const;

const MOVED = [
  TAKEN_DOWN_PAGES_TAG,
  { type: 'Admin', id: 'USERS' },
  { type: 'Admin', id: 'LOGS' },
  { type: 'Directory', id: 'LIST' },
  { type: 'Job', id: 'LIST' },
  { type: 'Course', id: 'LIST' },
  { type: 'Event', id: 'LIST' },
  { type: 'Service', id: 'LIST' },
] as const;

export const pageTakedownApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTakenDownPages: build.query<TakenDownPageDTO[], void>({
      query: () => '/admin/taken-down-pages',
      providesTags: [TAKEN_DOWN_PAGES_TAG],
    }),
    takeDownPage: build.mutation<AdminUserDTO, { userId: string } & PageTakedownInput>({
      query: ({ userId, reason }) => ({ url: `/admin/users/${encodeURIComponent(userId)}/take-down-page`, method: 'POST', body: { reason } }),
      invalidatesTags: [...MOVED],
    }),
    restorePage: build.mutation<AdminUserDTO, { userId: string }>({
      query: ({ userId }) => ({ url: `/admin/users/${encodeURIComponent(userId)}/restore-page`, method: 'POST' }),
      invalidatesTags: [...MOVED],
    }),
  }),
});

export const { useGetTakenDownPagesQuery, useTakeDownPageMutation, useRestorePageMutation } = pageTakedownApi;

defineMutationFeedback({
  // The dialog shows a refused reason under its field (400); anything else is a toast.
  takeDownPage: { success: { title: M.takenDown }, error: { title: 'Não foi possível retirar a página do ar' }, silentStatuses: [400] },
  restorePage: { success: { title: M.restored }, error: { title: 'Não foi possível republicar a página' } },
});
