/**
 * The home's 'Oportunidades em destaque' (issue 25, GET /api/destaques): the first items of each tab
 * (featured by an admin first, then the best of the rest), one read for the three tabs.
 * Refreshed by the lists' own invalidations (a job approved, closed or taken down) and by an
 * admin's feature or unfeature (adminShowcaseApi.ts).
 */
import type { ShowcaseDTO } from '@conecta/common';
import { api } from '../../api/api';

export const SHOWCASE_TAG = { type: 'Landing', id: 'SHOWCASE' } as const;

export const showcaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShowcase: build.query<ShowcaseDTO, void>({
      query: () => '/destaques',
      providesTags: [SHOWCASE_TAG, { type: 'Job', id: 'LIST' }, { type: 'Course', id: 'LIST' }, { type: 'Event', id: 'LIST' }],
    }),
  }),
});

export const { useGetShowcaseQuery } = showcaseApi;
