import { type AnyColumn, count, type Placeholder, type SQL, sql } from 'drizzle-orm';
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
 * Which rows a list's cursor may name: only rows of the list the caller reads, so a cursor says
 * nothing of rows the caller cannot see (whether they exist, when they were written).
 * - a condition on the list table's own columns, met by every row the caller may read in this list
 *   (the owner's: `eq(journalEntries.userId, userId)`). It is evaluated on the cursor row in a
 *   subquery over the table alone: a column of another table (a join of the list) would name the
 *   list's outer row, so such a rule brings its own subquery (`inArray(gardens.id, seen)`);
 * - `'public'`: the list is every row of the table and anyone may read them all (the blog's posts,
 *   the forum's threads): any row is a cursor.
 */
export type CursorScope = SQL | 'public';

/**
 * Keyset condition for a list ordered newest first by (`createdAt`, `id`): only rows strictly after
 * the cursor row (the item with id `before`), looked up within `scope`. A cursor that does not
 * exist, or that names a row outside the scope (another member's), matches nothing: the same
 * empty page either way. Undefined without a cursor. The comparison is a row comparison, so the
 * `created_at` index serves it.
 */
export function olderThan(
  table: PgTable,
  createdAt: AnyColumn,
  id: AnyColumn,
  before: number | undefined,
  scope: CursorScope,
): SQL | undefined {
  if (before === undefined) return undefined;
  return afterCursor(table, createdAt, id, before, scope);
}

/**
 * The condition of `olderThan` for a cursor that is always there, given as a value or as a
 * placeholder of a prepared query (`sql.placeholder('before')`).
 */
export function afterCursor(
  table: PgTable,
  createdAt: AnyColumn,
  id: AnyColumn,
  before: number | Placeholder,
  scope: CursorScope,
): SQL {
  // The subquery reads the table under its own name, so the columns (and the scope's) name the
  // cursor row there, and the list's row outside it.
  const within = scope === 'public' ? sql`` : sql` and ${scope}`;
  return sql`(${createdAt}, ${id}) < (select ${createdAt}, ${id} from ${table} where ${id} = ${before}${within})`;
}
