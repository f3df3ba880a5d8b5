/** The farm game's table: one cloud save per user. */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns';
import { users } from '../../platform/schema';

export const farmSaves = pgTable('farm_saves', {
  /** The player; deleting the account deletes the save. */
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The game state as the client sent it: a JSON object with a grid list and elapsedTime. */
  data: text('data').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export type FarmSaveRow = typeof farmSaves.$inferSelect;
