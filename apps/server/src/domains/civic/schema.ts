/** We Choose's table: the last list of bills fetched from the parliament service (one row). */
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns';
import type { Bill } from './source';

export const billsCache = pgTable('bills_cache', {
  /** `current`: the one list kept. */
  key: text('key').primaryKey(),
  /** The bills as the API shows them (contract schema `Bill`). */
  bills: jsonb('bills').$type<Bill[]>().notNull(),
  /** When they were fetched. */
  fetchedAt: at('fetched_at').notNull(),
});

export type BillsCacheRow = typeof billsCache.$inferSelect;
