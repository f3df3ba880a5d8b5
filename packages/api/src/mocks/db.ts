import { chosenLanguage, type SearchLanguage } from '@wegrow/contract/search';
import { createSeed } from './fixtures';
import type { MockDb, UserRow } from './rows';

/**
 * The one stateful in-memory store behind every fake. Handlers read and change it; a story or
 * test may change it too (e.g. empty a list in `beforeEach`) and calls `resetDb()` to start over.
 */
export const db: MockDb = createSeed();

/** Restores the seed (fresh objects: nothing from an earlier run leaks in). */
export function resetDb(): void {
  Object.assign(db, createSeed());
}

/** The next id for a table: one above its highest. */
export function nextId(rows: readonly { id: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
}

/** A seed or signed-up user by id. */
export function findUser(id: number): UserRow | undefined {
  return db.users.find((user) => user.id === id);
}

/** Removes the rows matching `predicate` from a table, in place; returns how many went. */
export function removeWhere<Row>(rows: Row[], predicate: (row: Row) => boolean): number {
  let removed = 0;
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    const row = rows[index];
    if (row !== undefined && predicate(row)) {
      rows.splice(index, 1);
      removed += 1;
    }
  }
  return removed;
}

/** A member's chosen search language (null: `auto`, or no member), as the server reads it. */
export function searchLanguageOf(userId: number | undefined): SearchLanguage | null {
  if (userId === undefined) return null;
  return chosenLanguage(db.searchSettings.find((row) => row.user_id === userId)?.language);
}
