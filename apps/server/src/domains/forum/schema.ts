/** We Talk's tables: threads (talks) and their comments, written by signed-in users. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns';
import { users } from '../../platform/schema';

export const forumThreads = pgTable(
  'forum_threads',
  {
    id: serial('id').primaryKey(),
    /** The author; deleting the account deletes their threads. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text, trimmed, not blank, at most 5000 characters. */
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('forum_threads_created_idx').on(t.createdAt)],
);

export const forumComments = pgTable(
  'forum_comments',
  {
    id: serial('id').primaryKey(),
    /** Deleting a thread deletes its comments. */
    threadId: integer('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('forum_comments_thread_created_idx').on(t.threadId, t.createdAt)],
);

export type ForumThreadRow = typeof forumThreads.$inferSelect;
export type ForumCommentRow = typeof forumComments.$inferSelect;
