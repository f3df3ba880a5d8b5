import type { InfiniteData } from '@tanstack/react-query';

/** The page size the screens ask for (the contract's default `limit`). */
export const PAGE_SIZE = 50;

/**
 * The `before` of the page after `lastPage` (issue 22): the id of its last (oldest) item when it
 * came back full (`length === limit`), so there may be more; `undefined` (no more pages) when it
 * came back short. A full last page may still be followed by an empty one: the list then ends.
 */
export function nextBefore(
  lastPage: readonly { id: number }[],
  limit: number = PAGE_SIZE,
): number | undefined {
  if (lastPage.length < limit) return undefined;
  return lastPage[lastPage.length - 1]?.id;
}

/** Every item of the pages loaded so far, in order (newest first). */
export function pagedItems<T>(
  data: InfiniteData<readonly T[], unknown> | undefined,
): T[] | undefined {
  return data?.pages.flat();
}

/**
 * Options of a paged list's infinite query (`useInfiniteQuery(pagedListOptions(…))`): its key
 * starts with the list's key prefix, so the mutations that invalidate the list refetch its pages
 * too; each page asks for `limit` items `before` the last one seen.
 */
export function pagedListOptions<T extends { id: number }, Key extends readonly unknown[]>(
  queryKey: Key,
  fetchPage: (page: { limit: number; before?: number }, signal: AbortSignal) => Promise<T[]>,
  limit: number = PAGE_SIZE,
) {
  return {
    queryKey: [...queryKey, { limit }, 'pages'] as const,
    queryFn: ({ pageParam, signal }: { pageParam: number | undefined; signal: AbortSignal }) =>
      fetchPage(pageParam === undefined ? { limit } : { limit, before: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage: readonly T[]) => nextBefore(lastPage, limit),
  };
}
