import { pagedItems } from '@wegrow/api';
import type { InfiniteData } from '@tanstack/react-query';
import { Button, Text } from '@wegrow/ui';
import { useEffect, useRef, type RefObject } from 'react';
import type { QueryLike } from '../QueryState/QueryState';

export const showMoreTexts = {
  showMore: 'Show more',
  loading: 'Loading…',
  failed: 'Older items could not be loaded. Try again.',
} as const;

/** The parts of an infinite query that {@link ShowMore} and {@link pagedQuery} read. */
export interface PagedQuery<T> extends Omit<QueryLike<InfiniteData<T[], unknown>>, 'data'> {
  data: InfiniteData<T[], unknown> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** A paged query as one list for {@link QueryState}: every item loaded so far, newest first. */
export function pagedQuery<T>(query: PagedQuery<T>): QueryLike<T[]> {
  return {
    data: pagedItems(query.data),
    isError: query.isError && !query.isFetchNextPageError,
    error: query.error,
    // Only the first load shows QueryState's spinner; "Show more" shows its own.
    isFetching: query.isFetching && !query.isFetchingNextPage,
    refetch: query.refetch,
  };
}

export interface ShowMoreProps {
  query: Pick<
    PagedQuery<unknown>,
    'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
  >;
  /** The list the pages fill (its children are the items): the focus moves to the first new one. */
  list: RefObject<HTMLElement | null>;
}

/**
 * "Show more" under a paged list (issue 22): loads the next (older) page, busy and saying
 * "Loading…" meanwhile, and gone once the last page came back short. The keyboard focus then
 * moves to the first newly shown item (or the last item when the page was empty; it stays on the
 * button when nothing new shows).
 */
export function ShowMore({ query, list }: ShowMoreProps) {
  const focusFrom = useRef<number | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusFrom.current === null || query.isFetchingNextPage) return;
    const from = focusFrom.current;
    focusFrom.current = null;
    const items = list.current?.children;
    const item = query.isFetchNextPageError ? undefined : (items?.[from] ?? items?.[from - 1]);
    if (item instanceof HTMLElement) {
      item.setAttribute('tabindex', '-1');
      item.focus();
    } else {
      // Nothing new to show here (a failure, or a page the screen's own filter hid): the focus
      // goes to the button, which works again.
      button.current?.focus();
    }
  });

  if (!query.hasNextPage) return null;
  return (
    <>
      {query.isFetchNextPageError && !query.isFetchingNextPage ? (
        <Text role="alert" tone="danger">
          {showMoreTexts.failed}
        </Text>
      ) : null}
      <div>
        <Button
          ref={button}
          variant="secondary"
          loading={query.isFetchingNextPage}
          onClick={() => {
            focusFrom.current = list.current?.children.length ?? 0;
            void query.fetchNextPage();
          }}
        >
          {query.isFetchingNextPage ? showMoreTexts.loading : showMoreTexts.showMore}
        </Button>
      </div>
    </>
  );
}
