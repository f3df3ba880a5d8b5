import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** The page size of a paged list when the caller gives no `limit` (the contract's default). */
export const DEFAULT_PAGE_SIZE = 50;

/**
 * The most items a per-parent list (a post's or a thread's comments) answers: the newest this many,
 * so no SELECT is unbounded (issue 22). The same number is in the contract's descriptions.
 */
export const PER_PARENT_MAX = 500;

/** A paged list's request: at most `limit` items (the contract checked 1..100), after `before`. */
export interface Page {
  limit?: number | undefined;
  before?: number | undefined;
}

/** The number of items to fetch for a page. */
export function pageSize(page: Page): number {
  return page.limit ?? DEFAULT_PAGE_SIZE;
}

/**
 * Keyset condition for a list ordered newest first by (`createdAt`, `id`): only rows strictly after
 * the cursor row (the item with id `before`). A cursor that no longer exists matches nothing (an
 * empty page). Undefined without a cursor. The comparison is a row comparison, so the
 * `created_at` index serves it.
 */
export function olderThan(
  table: PgTable,
  createdAt: AnyColumn,
  id: AnyColumn,
  before: number | undefined,
): SQL | undefined {
  if (before === undefined) return undefined;
  return sql`(${createdAt}, ${id}) < (select c.created_at, c.id from ${table} c where c.id = ${before})`;
}
