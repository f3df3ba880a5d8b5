/** We Talk's tables: threads (talks) and their comments, written by signed-in users. */
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns';
import { users } from '../../platform/schema';
import { SEARCH_LANGUAGES } from '@wegrow/contract/search';
import { languageVector, searchVector } from '../../platform/search';

/**
 * The categories talks are filed in (issue 44), made by the forum admin. A name is unique in any
 * case; the colour is one of FORUM_CATEGORY_COLOURS (checked by the contract).
 */
export const forumCategories = pgTable(
  'forum_categories',
  {
    id: serial('id').primaryKey(),
    /** Trimmed, 1 to 40 characters. */
    name: text('name').notNull(),
    /** A palette name (`green`, `blue`, …), not a hex. */
    colour: text('colour').notNull(),
    /** Optional, trimmed, at most 200 characters; null when it has none. */
    description: text('description'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('forum_categories_name_key').on(sql`lower(${t.name})`)],
);

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
    /** When its title or text was last edited (by its author or the forum admin); null until then. */
    editedAt: at('edited_at'),
    /** The category it is filed in; null: "Uncategorised" (deleting a category uncategorises its talks). */
    categoryId: integer('category_id').references(() => forumCategories.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('forum_threads_created_idx').on(t.createdAt),
    // The list filtered by a category (issue 44), newest first.
    index('forum_threads_category_created_idx').on(t.categoryId, t.createdAt),
    // Full-text search over title and text: the list's `q` filter uses this same expression.
    index('forum_threads_search_idx').using('gin', forumSearchVector(t.title, t.text)),
    // …and read in each language a member may choose for their searches (issue 45).
    ...SEARCH_LANGUAGES.map((language) =>
      index(`forum_threads_search_${language}_idx`).using(
        'gin',
        languageVector(language, forumSearchText(t.title, t.text)),
      ),
    ),
  ],
);

/**
 * The words of a talk for full-text search (issue 45): its title and text in their detected
 * language and as they are, as the journal's.
 */
export function forumSearchVector(title: AnyPgColumn, body: AnyPgColumn): SQL {
  return searchVector(forumSearchText(title, body));
}

/** A talk's searched text: its title and text. */
export function forumSearchText(title: AnyPgColumn, body: AnyPgColumn): SQL {
  return sql`coalesce(${title}, '') || ' ' || ${body}`;
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
    /** When its author last edited its text; null until then. */
    editedAt: at('edited_at'),
  },
  (t) => [index('forum_comments_thread_created_idx').on(t.threadId, t.createdAt)],
);

/**
 * Who likes which talk: one row per (talk, member), so a like given twice (or by two processes at
 * once) stays one. Counted at read time; deleting the talk or the account takes its likes.
 */
export const forumThreadLikes = pgTable(
  'forum_thread_likes',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'forum_thread_likes_pkey', columns: [t.threadId, t.userId] }),
    index('forum_thread_likes_user_idx').on(t.userId),
  ],
);

/** Who likes which comment, as forumThreadLikes. */
export const forumCommentLikes = pgTable(
  'forum_comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => forumComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'forum_comment_likes_pkey', columns: [t.commentId, t.userId] }),
    index('forum_comment_likes_user_idx').on(t.userId),
  ],
);

export type ForumThreadRow = typeof forumThreads.$inferSelect;
export type ForumCategoryRow = typeof forumCategories.$inferSelect;
export type ForumCommentRow = typeof forumComments.$inferSelect;
