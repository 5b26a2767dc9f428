/** Global search (spec §2 'Buscar Oportunidades'): GET /api/search, only ever with a non-empty q. */
import type { SearchResponse, SearchType } from '@conecta/common';
import { api } from '../../api/api';

export interface SearchArgs {
  q: string;
  type: SearchType;
}

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResponse, SearchArgs>({
      query: ({ q, type }) => ({ url: '/search', params: { q, type } }),
      // Results mix every kind of document: any of their lists changing makes them stale.
      providesTags: [
        { type: 'Job', id: 'LIST' },
        { type: 'Course', id: 'LIST' },
        { type: 'Event', id: 'LIST' },
        { type: 'Directory', id: 'LIST' },
      ],
    }),
  }),
});

export const { useSearchQuery } = searchApi;
