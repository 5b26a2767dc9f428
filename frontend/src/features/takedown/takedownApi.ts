/**
 * The admin's take-down (issue 25): 'Retirar do ar' a published job, course or event with a reason,
 * 'Republicar' a removed one, and the panel's list of removed items. A move refetches the public
 * lists of its kind (the item leaves them or comes back), the item's own public page (a removed
 * job's page answers 404) and the panel's list; the owner's side follows by its own push.
 */
import { ADMIN_MESSAGES, type ModeratedKind, type TakedownInput, type TakedownResultDTO, type TakenDownItemDTO } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';

export const TAKEN_DOWN_TAG = { type: 'Admin', id: 'TAKEN_DOWN' } as const;

/** The admin routes' path segment and the client cache's tag of each kind; a kind not listed has neither yet. */
const PATHS: Readonly<Record<string, string>> = { job: 'jobs', course: 'courses', event: 'events', service: 'services' };
const TAGS: Readonly<Record<string, 'Job' | 'Course' | 'Event' | 'Service'>> = { job: 'Job', course: 'Course', event: 'Event', service: 'Service' };

export interface TakedownTarget {
  kind: ModeratedKind;
  id: string;
}

const invalidated = (_result: unknown, _error: unknown, { kind, id }: TakedownTarget) => {
  const type = TAGS[kind];
  return [TAKEN_DOWN_TAG, ...(type ? [{ type, id: 'LIST' }, { type, id }, { type, id: 'MINE' }] : [])];
};

export const takedownApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTakenDown: build.query<TakenDownItemDTO[], void>({
      query: () => '/admin/taken-down',
      providesTags: [TAKEN_DOWN_TAG],
    }),
    takeDownItem: build.mutation<TakedownResultDTO, TakedownTarget & TakedownInput>({
      query: ({ kind, id, reason }) => ({ url: `/admin/${PATHS[kind] ?? kind}/${encodeURIComponent(id)}/take-down`, method: 'POST', body: { reason } }),
      invalidatesTags: invalidated,
    }),
    restoreItem: build.mutation<TakedownResultDTO, TakedownTarget>({
      query: ({ kind, id }) => ({ url: `/admin/${PATHS[kind] ?? kind}/${encodeURIComponent(id)}/restore`, method: 'POST' }),
      invalidatesTags: invalidated,
    }),
  }),
});

export const { useGetTakenDownQuery, useTakeDownItemMutation, useRestoreItemMutation } = takedownApi;

defineMutationFeedback({
  // The dialog shows a refused reason under its field (400); a 409 (already removed) is a toast.
  takeDownItem: { success: { title: ADMIN_MESSAGES.takenDown }, error: { title: 'Não foi possível retirar do ar' }, silentStatuses: [400] },
  restoreItem: { success: { title: ADMIN_MESSAGES.restored }, error: { title: 'Não foi possível republicar' } },
});
