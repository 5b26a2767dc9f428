/** Reads the X-Total-Count header of a list response (fallback when absent or invalid). */
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { TOTAL_COUNT_HEADER } from '@conecta/common';

export interface ListPage<T> {
  items: T[];
  total: number;
}

export function totalCount(meta: FetchBaseQueryMeta | undefined, fallback: number): number {
  const raw = meta?.response?.headers.get(TOTAL_COUNT_HEADER);
  if (raw === null || raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** Query parameters without the empty ones ('Todas' = absent, spec §5); a list of values travels comma-separated. */
export function compactParams<T extends object>(query: T): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = Array.isArray(value) ? value.join(',') : (value as string | number);
  }
  return params;
}

/**
 * Offset paging for RTK Query infinite queries: page N starts at N × page
 * size, and there is a next page until everything X-Total-Count announced
 * has been loaded (or a page comes back empty).
 */
export const offsetPaging = {
  initialPageParam: 0,
  getNextPageParam: <T>(lastPage: ListPage<T>, allPages: ListPage<T>[], lastPageParam: number): number | undefined => {
    const loaded = allPages.reduce((sum, page) => sum + page.items.length, 0);
    return lastPage.items.length > 0 && loaded < lastPage.total ? lastPageParam + 1 : undefined;
  },
};
