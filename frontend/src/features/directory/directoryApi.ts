/**
 * Directory (spec §2 'Professionals and companies directory'): the user
 * directory by type (/api/users), the professionals directory
 * (/api/profissionais) and one public profile (/api/users/:id). Lists are paged
 * with X-Total-Count.
 */
import { type DirectoryEntryDTO, type DirectoryQuery } from '@conecta/common';
import { api } from '../../api/api';
import { compactParams, totalCount, type ListPage, offsetPaging } from '../../lib/paging';

export const DIRECTORY_PAGE_SIZE = 12;

export type DirectoryFilters = Omit<DirectoryQuery, 'limit' | 'offset'>;

/** Which list endpoint: the user directory (tabs) or the professionals directory (/empresas). */
export interface DirectoryListArgs {
  source: 'users' | 'profissionais';
  filters: DirectoryFilters;
}

export const directoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDirectoryPages: build.infiniteQuery<ListPage<DirectoryEntryDTO>, DirectoryListArgs, number>({
      infiniteQueryOptions: offsetPaging,
      query: ({ queryArg, pageParam }) => ({
        url: `/${queryArg.source}`,
        params: compactParams({ ...queryArg.filters, limit: DIRECTORY_PAGE_SIZE, offset: pageParam * DIRECTORY_PAGE_SIZE }),
      }),
      transformResponse: (items: DirectoryEntryDTO[], meta) => ({ items, total: totalCount(meta, items.length) }),
      providesTags: (result) => [
        { type: 'Directory', id: 'LIST' },
        ...(result?.pages.flatMap((page) => page.items.map((entry) => ({ type: 'Directory' as const, id: entry.id }))) ?? []),
      ],
    }),
    getDirectoryEntry: build.query<DirectoryEntryDTO, string>({
      query: (id) => `/users/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Directory', id }],
    }),
  }),
});

export const { useGetDirectoryPagesInfiniteQuery, useGetDirectoryEntryQuery } = directoryApi;
