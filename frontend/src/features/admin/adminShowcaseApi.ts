/**
 * The admin panel's 'Destaques' tab (issue 25): one kind's approved items in the home showcase's
 * order (GET /api/admin/showcase) and 'Destacar na página inicial' / 'Remover destaque'
 * (POST /api/admin/showcase/{jobs|courses|events}/:id), and one item's state for its own page. A
 * change refreshes the tab, the item's page, the home's
 * showcase and the audit log.
 */
import { SHOWCASE_PATHS, type ShowcaseEntryDTO, type ShowcaseKind } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';
import { compactParams, totalCount, type ListPage } from '../../lib/paging';
import { SHOWCASE_TAG } from '../home/showcaseApi';

export const SHOWCASE_PAGE_SIZE = 10;
const ADMIN_SHOWCASE_TAG = { type: 'Admin', id: 'SHOWCASE' } as const;
const LOGS = { type: 'Admin', id: 'LOGS' } as const;

export interface AdminShowcaseArgs {
  kind: ShowcaseKind;
  q: string;
  /** 0-based. */
  page: number;
}

export const adminShowcaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminShowcase: build.query<ListPage<ShowcaseEntryDTO>, AdminShowcaseArgs>({
      query: ({ kind, q, page }) => ({ url: '/admin/showcase', params: compactParams({ kind, q: q.trim(), limit: SHOWCASE_PAGE_SIZE, offset: page * SHOWCASE_PAGE_SIZE }) }),
      transformResponse: (items: ShowcaseEntryDTO[], meta) => ({ items, total: totalCount(meta, items.length) }),
      providesTags: [ADMIN_SHOWCASE_TAG, { type: 'Job', id: 'LIST' }, { type: 'Course', id: 'LIST' }, { type: 'Event', id: 'LIST' }],
    }),
    // An item's own page, for an admin: whether it is featured now.
    getShowcaseEntry: build.query<ShowcaseEntryDTO, { kind: ShowcaseKind; id: string }>({
      query: ({ kind, id }) => `/admin/showcase/${SHOWCASE_PATHS[kind]}/${encodeURIComponent(id)}`,
      providesTags: [ADMIN_SHOWCASE_TAG],
    }),
    setFeatured: build.mutation<ShowcaseEntryDTO, { kind: ShowcaseKind; id: string; featured: boolean }>({
      query: ({ kind, id, featured }) => ({ url: `/admin/showcase/${SHOWCASE_PATHS[kind]}/${encodeURIComponent(id)}`, method: 'POST', body: { featured } }),
      invalidatesTags: [ADMIN_SHOWCASE_TAG, SHOWCASE_TAG, LOGS],
    }),
  }),
});

defineMutationFeedback({
  setFeatured: { success: { title: 'Destaques da página inicial atualizados' }, error: { title: 'Não foi possível alterar o destaque' } },
});

export const { useGetAdminShowcaseQuery, useGetShowcaseEntryQuery, useSetFeaturedMutation } = adminShowcaseApi;
