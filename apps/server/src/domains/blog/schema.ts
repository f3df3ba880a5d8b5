/** The blog domain's tables: the owner's posts and the comments of signed-in users. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns';
import { users } from '../../platform/schema';

/** Posts, written by the blog owner (`BLOG_OWNER_EMAIL`) only; plain text, never HTML. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    /** Trimmed, not blank. */
    title: text('title').notNull(),
    /** Plain text as written (paragraphs and line breaks kept); the screens show it as text. */
    content: text('content').notNull(),
    createdAt: at('created_at').notNull(),
    /** The last edit (the feed's `updated`); `created_at` until the first edit. */
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('blog_posts_created_idx').on(t.createdAt)],
);

export const blogComments = pgTable(
  'blog_comments',
  {
    id: serial('id').primaryKey(),
    /** Deleting a post deletes its comments. */
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    /** The author (any signed-in user). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('blog_comments_post_created_idx').on(t.postId, t.createdAt)],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogCommentRow = typeof blogComments.$inferSelect;
