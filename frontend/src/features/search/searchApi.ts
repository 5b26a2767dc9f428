/**
 * Global search (spec §2 'Buscar Oportunidades'): GET /api/search, only ever with a non-empty q.
 * `search` brings the first results of every group with their counts; a group's next results
 * ('Carregar mais ...') come from `searchGroupMore`, one infinite query per term and group whose
 * pages continue where the first results stopped.
 */
import { PAGE_LIMITS, type EnergyArea, type SearchResponse, type SearchType } from '@conecta/common';
import { api } from '../../api/api';

export interface SearchArgs {
  q: string;
  type: SearchType;
  /** The sidebar's energy area: narrows every group on the server. */
  area?: EnergyArea;
}

export type SearchGroup = Exclude<SearchType, 'all'>;

export interface SearchGroupArgs {
  q: string;
  group: SearchGroup;
  area?: EnergyArea;
}

// Results mix every kind of document: any of their lists changing makes them stale.
const SEARCH_TAGS = [
  { type: 'Job' as const, id: 'LIST' },
  { type: 'Course' as const, id: 'LIST' },
  { type: 'Event' as const, id: 'LIST' },
  { type: 'Directory' as const, id: 'LIST' },
];

const PAGE = PAGE_LIMITS.searchPerGroup;

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResponse, SearchArgs>({
      query: ({ q, type, area }) => ({ url: '/search', params: { q, type, ...(area && { area }) } }),
      providesTags: SEARCH_TAGS,
    }),
    searchGroupMore: build.infiniteQuery<SearchResponse, SearchGroupArgs, number>({
      infiniteQueryOptions: {
        // The first PAGE results of the group are the `search` query's.
        initialPageParam: PAGE,
        getNextPageParam: (lastPage, _all, lastOffset, _params, { group }) =>
          lastOffset + PAGE < lastPage.counts[group] ? lastOffset + PAGE : undefined,
      },
      query: ({ queryArg: { q, group, area }, pageParam }) => ({
        url: '/search',
        params: { q, type: group, ...(area && { area }), offset: pageParam, limit: PAGE },
      }),
      providesTags: SEARCH_TAGS,
    }),
  }),
});

export const { useSearchQuery, useSearchGroupMoreInfiniteQuery } = searchApi;
