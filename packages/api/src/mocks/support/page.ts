import { invalid } from './route';

/** The page size when a paged list's request has no `limit` (the contract's default). */
export const DEFAULT_PAGE_SIZE = 50;

/** The most items a per-parent list answers (the newest), as the server's PER_PARENT_MAX. */
export const PER_PARENT_MAX = 500;

/**
 * The most rows a member keeps of each of their own collections (meal categories, inventory items,
 * recipes, grocery items, projects), as the server's PER_USER_MAX: an add past it is a 422 that
 * changes nothing, and the lists answer at most this many (which is all of them).
 */
export const PER_USER_MAX = 1000;

/**
 * Refuses (422 `detail`, as the server's ensureRoom) an add of `adding` rows to a collection that
 * holds `held` when it would then hold more than `max`. Adding nothing always passes.
 */
export function ensureRoom(held: number, adding: number, max: number, detail: string): void {
  if (adding > 0 && held + adding > max) invalid(detail);
}

/**
 * One page of a list already sorted newest first, as the server pages it: at most `limit` items
 * after the item whose id is `before` (none when that item no longer exists), kept by `keep`.
 * `sorted` is the whole list the caller may read (their own rows, the gardens they see): as on the
 * server, a cursor outside it (another member's item) answers as an unknown one.
 */
export function pageOf<T extends { id: number }>(
  sorted: readonly T[],
  query: { limit?: number | undefined; before?: number | undefined },
  keep: (item: T) => boolean = () => true,
): T[] {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  // The cursor is found among all items (a filter may leave it out), as the server's keyset does.
  const cursor =
    query.before === undefined ? -1 : sorted.findIndex((item) => item.id === query.before);
  if (query.before !== undefined && cursor === -1) return [];
  return sorted
    .slice(cursor + 1)
    .filter(keep)
    .slice(0, limit);
}
