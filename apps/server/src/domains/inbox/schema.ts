/** The inbox domain's tables. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns';
import { users } from '../../platform/schema';

/** Who a message is from (contract schema `InboxSender`'s `kind`). */
export const SENDER_KINDS = ['system', 'community', 'person'] as const;

export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sender's label as it was when the message was delivered (a later rename does not change it). */
    senderKind: text('sender_kind', { enum: SENDER_KINDS }).notNull(),
    senderName: text('sender_name').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('inbox_messages_user_created_idx').on(t.userId, t.createdAt),
    // The badge's count (`countUnreadInboxMessages`) reads only the unread rows.
    index('inbox_messages_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.read}`),
    check(
      'inbox_messages_sender_kind_check',
      sql`${t.senderKind} in ('system', 'community', 'person')`,
    ),
  ],
);

export type InboxMessageRow = typeof inboxMessages.$inferSelect;
