/**
 * The states every catalogue list shares besides its content: loading, empty
 * (spec §8 texts such as 'Nenhuma vaga encontrada'), failed (with a retry) and
 * the 'load more' button, whose failure keeps what was already loaded on
 * screen; PagedList puts them in order around an infinite query's items, QueryList around a
 * list read at once.
 * Live regions so a screen reader hears the change.
 */
import type { ReactNode } from 'react';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ServerKept } from './ServerKept';

export function SectionLoader({ label = 'Carregando...' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ py: 6, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <CircularProgress aria-hidden size={32} />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Paper variant="outlined" role="status" sx={{ py: 5, px: 2, textAlign: 'center', bgcolor: 'transparent' }}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography sx={{ mt: 1, fontWeight: 600 }}>{message}</Typography>
      {children ? <Box sx={{ mt: 2 }}>{children}</Box> : null}
    </Paper>
  );
}

export function ErrorState({
  message = 'Não foi possível carregar os dados.',
  onRetry,
}: {
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <Paper variant="outlined" role="alert" sx={{ py: 5, px: 2, textAlign: 'center', borderColor: 'error.light' }}>
      <ErrorOutlineIcon aria-hidden sx={{ fontSize: 40, color: 'error.main' }} />
      <Typography sx={{ mt: 1, fontWeight: 600 }}>{message}</Typography>
      {onRetry ? <RetryButton onRetry={onRetry} /> : null}
    </Paper>
  );
}

/** The one retry label of every failed read; `compact` where space is tight (a dashboard counter). */
export function RetryButton({ onRetry, compact = false }: { onRetry: () => unknown; compact?: boolean }) {
  return (
    <Button variant="outlined" size={compact ? 'small' : 'medium'} onClick={() => void onRetry()} sx={{ mt: compact ? 0.5 : 2 }}>
      Tentar novamente
    </Button>
  );
}

/** What an RTK Query infinite query says about its next page (its result object fits as is). */
export interface NextPageState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchNextPageError: boolean;
}

/**
 * The "load more" button under an infinite list; shows while the query says a
 * next page exists. When that next page failed it says so in place of the
 * button, with a retry (by default asking for the same page again), and the
 * list above stays as it was.
 */
export function LoadMoreButton({ label, paging, onRetry = paging.fetchNextPage }: { label: string; paging: NextPageState; onRetry?: () => unknown }) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError: isError } = paging;
  if (isError) {
    return (
      <Box role="alert" sx={{ mt: 4, textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 600, color: 'error.main' }}>Não foi possível carregar mais.</Typography>
        <RetryButton onRetry={onRetry} />
      </Box>
    );
  }
  if (!hasNextPage) return null;
  // Drawn from its label and state alone: on the server, once and kept (ServerKept, decision 0038).
  return (
    <ServerKept>
      <MoreButton label={label} fetching={isFetchingNextPage} onMore={() => void fetchNextPage()} />
    </ServerKept>
  );
}

function MoreButton({ label, fetching, onMore }: { label: string; fetching: boolean; onMore: () => void }) {
  return (
    <Box sx={{ mt: 4, textAlign: 'center' }}>
      <Button variant="outlined" size="large" disabled={fetching} onClick={onMore}>
        {fetching ? 'Carregando...' : label}
      </Button>
    </Box>
  );
}

/** What an RTK Query infinite query says about its first pages too (its result object fits as is). */
export interface PagedQueryState extends NextPageState {
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * An infinite list in the order every paged screen shows it: loading while its first page comes
 * (a new filter's too, while nothing is on screen), failed with nothing loaded (a retry), empty
 * (with 'Limpar filtros' when `onClear` is given), else the items (`children`, `count` of them)
 * and the 'load more' button under them.
 */
export function PagedList({
  query,
  count,
  loadingLabel,
  errorMessage,
  emptyMessage,
  onClear,
  moreLabel,
  children,
}: {
  query: PagedQueryState;
  count: number;
  loadingLabel: string;
  errorMessage: string;
  emptyMessage: string;
  onClear?: () => void;
  moreLabel: string;
  children: ReactNode;
}) {
  if (query.isLoading || (query.isFetching && !query.isFetchingNextPage && count === 0)) return <SectionLoader label={loadingLabel} />;
  if (query.isError && count === 0) return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  if (count === 0) {
    return (
      <EmptyState message={emptyMessage}>
        {onClear ? (
          <Button variant="outlined" onClick={onClear}>
            Limpar filtros
          </Button>
        ) : null}
      </EmptyState>
    );
  }
  return (
    <>
      {children}
      <LoadMoreButton label={moreLabel} paging={query} />
    </>
  );
}

/** What an RTK Query list query says about itself (its result object fits as is). */
export interface ListQueryState<T> {
  data?: readonly T[];
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A list read at once (no pages), in the order every such screen shows it: loading, failed (a
 * retry), empty (`emptyMessage`, with `emptyAction` under it: where to go or what to create), else
 * `children` given the items.
 */
export function QueryList<T>({
  query,
  loadingLabel,
  errorMessage,
  emptyMessage,
  emptyAction,
  children,
}: {
  query: ListQueryState<T>;
  loadingLabel: string;
  errorMessage: string;
  emptyMessage: string;
  emptyAction?: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (query.isLoading) return <SectionLoader label={loadingLabel} />;
  if (query.isError || !query.data) return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState message={emptyMessage}>{emptyAction}</EmptyState>;
  return <>{children(query.data)}</>;
}
