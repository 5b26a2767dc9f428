/**
 * A list the server answers a numbered page at a time, `{ items, total }` (the admin's users,
 * showcase and audit log): QueryList's loading, failed and empty states, else the page's items
 * and, under them, the page numbers. Kept apart from ListStates so the public lists' first load
 * does not carry Pagination.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { QueryList } from './ListStates';

/** What an RTK Query query of one numbered page says about itself (its result object fits as is). */
export interface NumberedPageQueryState<T> {
  data?: { items: readonly T[]; total: number };
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The page a numbered list shows, back to the first whenever one of its `filters` changes (a new
 * search or type starts from its first page): no handler has to remember to reset it.
 */
export function useNumberedPage(...filters: readonly unknown[]): [page: number, setPage: (page: number) => void] {
  const key = JSON.stringify(filters);
  const [state, setState] = useState({ key, page: 0 });
  return [state.key === key ? state.page : 0, (page) => setState({ key, page })];
}

export function NumberedList<T>({
  query,
  pageSize,
  page,
  onPage,
  loadingLabel,
  errorMessage,
  emptyMessage,
  children,
}: {
  query: NumberedPageQueryState<T>;
  pageSize: number;
  /** 0-based, as the API counts; the numbers on screen start at 1. */
  page: number;
  onPage: (page: number) => void;
  loadingLabel: string;
  errorMessage: string;
  emptyMessage: string;
  children: (items: readonly T[], total: number) => ReactNode;
}) {
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <QueryList query={{ ...query, data: query.data?.items }} loadingLabel={loadingLabel} errorMessage={errorMessage} emptyMessage={emptyMessage}>
      {(items) => (
        // Busy while another page (or filter) loads over the one shown.
        <Box aria-busy={query.isFetching}>
          {children(items, total)}
          {pages > 1 ? (
            // No sibling numbers: first, current and last fit a 360 px screen.
            <Pagination sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} count={pages} page={page + 1} siblingCount={0} onChange={(_, value: number) => onPage(value - 1)} />
          ) : null}
        </Box>
      )}
    </QueryList>
  );
}
