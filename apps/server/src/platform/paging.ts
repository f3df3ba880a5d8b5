import { type AnyColumn, count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db';
import { unprocessable } from './errors';

/** The page size of a paged list when the caller gives no `limit` (the contract's default). */
export const DEFAULT_PAGE_SIZE = 50;

/**
 * The most items a per-parent list (a post's or a thread's comments) answers: the newest this many,
 * so no SELECT is unbounded (issue 22). The same number is in the contract's descriptions.
 */
export const PER_PARENT_MAX = 500;

/**
 * The most rows a member keeps of each of their own collections (meal categories, food inventory
 * items, recipes, grocery items, projects), so their lists are bounded without hiding anything
 * (issue 22): an add that would pass it is refused (422) and changes nothing, and the list reads
 * ask for at most this many. A project's tasks are held to PER_PARENT_MAX the same way. The same
 * numbers are in the contract's descriptions and the MSW fakes.
 */
export const PER_USER_MAX = 1000;

/**
 * Refuses, before anything is written, an add of `adding` rows to a collection that holds `held`
 * when it would then hold more than `max`: a 422 whose `detail` says so. Adding nothing always
 * passes (a merge-only change of a full collection is fine).
 */
export function ensureRoom(held: number, adding: number, max: number, detail: string): void {
  if (adding > 0 && held + adding > max) throw unprocessable(detail);
}

/** How many rows of `table` match `where` (a collection's size, for ensureRoom). */
export async function countOf(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

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
