/** The page size when a paged list's request has no `limit` (the contract's default). */
export const DEFAULT_PAGE_SIZE = 50;

/**
 * One page of a list already sorted newest first, as the server pages it: at most `limit` items
 * after the item whose id is `before` (none when that item no longer exists).
 */
export function pageOf<T extends { id: number }>(
  sorted: readonly T[],
  query: { limit?: number | undefined; before?: number | undefined },
): T[] {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  if (query.before === undefined) return sorted.slice(0, limit);
  const cursor = sorted.findIndex((item) => item.id === query.before);
  return cursor === -1 ? [] : sorted.slice(cursor + 1, cursor + 1 + limit);
}
