/** We Talk's tables: threads (talks) and their comments, written by signed-in users. */
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
    /** Optional, trimmed, at most 200 characters; null when the talk has none. */
    title: text('title'),
    /** Plain text, trimmed, not blank, at most 5000 characters. */
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('forum_threads_created_idx').on(t.createdAt),
    // Full-text search over title and text: the list's `q` filter uses this same expression.
    index('forum_threads_search_idx').using('gin', forumSearchVector(t.title, t.text)),
  ],
);

/** The words of a talk for full-text search (the `simple` configuration, as the journal's). */
export function forumSearchVector(title: AnyPgColumn, body: AnyPgColumn): SQL {
  return sql`to_tsvector('simple'::regconfig, coalesce(${title}, '') || ' ' || ${body})`;
}

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
