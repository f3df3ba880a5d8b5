/** The blog domain's tables: the owner's posts and the comments of signed-in users. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, bytea } from '../../platform/columns';
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
    /** A draft: seen by the blog owner only (never listed, fed or found by anyone else). */
    draft: boolean('draft').notNull().default(false),
    /**
     * When it was (last) published; null for a draft, and for the posts published before drafts
     * existed (their `created_at` is their publication: `publishedOrCreated`).
     */
    publishedAt: at('published_at'),
    /** Up to 5 lowercase slugs, in the owner's order. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The cover image's alt text (required while there is a cover, see `blogCovers`). */
    coverAlt: text('cover_alt'),
  },
  (t) => [
    index('blog_posts_created_idx').on(t.createdAt),
    index('blog_posts_tags_idx').using('gin', t.tags),
  ],
);

/**
 * A post's cover image, re-encoded by the profile pictures' pipeline (platform/images.ts) and kept
 * here, in the database every server process reads, apart from the post row so listing posts
 * never loads images.
 */
export const blogCovers = pgTable('blog_covers', {
  postId: integer('post_id')
    .primaryKey()
    .references(() => blogPosts.id, { onDelete: 'cascade' }),
  /** Random, new on every upload: the image's address carries it (immutable, unguessable). */
  key: text('key').notNull(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: at('updated_at').notNull(),
});

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
    /** When its author last edited its text; null until then. */
    editedAt: at('edited_at'),
  },
  (t) => [index('blog_comments_post_created_idx').on(t.postId, t.createdAt)],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogCommentRow = typeof blogComments.$inferSelect;
export type BlogCoverRow = typeof blogCovers.$inferSelect;
