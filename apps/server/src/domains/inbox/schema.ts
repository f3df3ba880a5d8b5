/** The inbox domain's tables. */
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns';
import { users } from '../../platform/schema';

export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('inbox_messages_user_created_idx').on(t.userId, t.createdAt)],
);

export type InboxMessageRow = typeof inboxMessages.$inferSelect;
