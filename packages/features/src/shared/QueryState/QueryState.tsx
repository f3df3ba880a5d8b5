import { toApiError } from '@wegrow/api';
import { EmptyState, ErrorState, Spinner, Stack, type EmptyStateProps } from '@wegrow/ui';
import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { PageLoading } from '../PageLoading/PageLoading';

/*
 * Online state lives here, beside its first user, so it adds no chunk of its own to the site.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it is online (`navigator.onLine`, updated on its events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Said instead of a spinner when a page needs the network and there is none. */
export const NEEDS_NETWORK = {
  title: 'You are offline',
  message: 'This page needs a connection. It will load when you are back online.',
} as const;

/** The parts of a React Query result that {@link QueryState} reads. */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface QueryStateProps<T> {
  /** The query (`api.useQuery(…)`). */
  query: QueryLike<T>;
  /** The spinner's text while the first answer is on its way, e.g. 'Loading inbox...'. */
  loading: string;
  /** The whole page waits (a large spinner), not a part of it. @default false */
  page?: boolean;
  /** The error's title, e.g. 'Failed to load inbox.'; the server's detail shows under it. */
  error: string;
  /** Places the error state in the screen's frame (e.g. under its heading). */
  errorFrame?: (errorState: ReactElement) => ReactNode;
  /** When the answer counts as empty, and what the empty state says. */
  empty?: EmptyStateProps & { when: (data: T) => boolean };
  /** The screen with its data. */
  children: (data: T) => ReactNode;
}

/**
 * The four states of a query's screen: loading (a spinner with the screen's text), error (the
 * ErrorState with the server's detail and Try again), empty (the EmptyState) and data. Once data
 * has arrived it stays on screen: a failed refetch does not replace it with the error. Offline with
 * nothing to show, it says so plainly (`NEEDS_NETWORK`) instead of spinning; the query runs again
 * by itself when the network is back.
 */
export function QueryState<T>({
  query,
  loading,
  page = false,
  error,
  errorFrame = (errorState) => errorState,
  empty,
  children,
}: QueryStateProps<T>) {
  const { data } = query;
  const online = useOnline();
  if (data === undefined) {
    if (!online)
      return errorFrame(<ErrorState title={NEEDS_NETWORK.title} message={NEEDS_NETWORK.message} />);
    if (!query.isError) {
      return page ? (
        <PageLoading label={loading} />
      ) : (
        <Stack align="center" style={{ paddingBlock: '3rem' }}>
          <Spinner label={loading} showLabel />
        </Stack>
      );
    }
    return errorFrame(
      <ErrorState
        title={error}
        message={toApiError(query.error).detail}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />,
    );
  }
  if (empty?.when(data)) {
    const { when: _when, ...emptyState } = empty;
    return <EmptyState {...emptyState} />;
  }
  return children(data);
}
