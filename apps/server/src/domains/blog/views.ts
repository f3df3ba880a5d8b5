import type { components } from '@wegrow/api/schema';
import type { BlogCommentRow, BlogPostRow } from './schema';

/** A post as the API shows it (contract schema `BlogPost`). */
export type BlogPost = components['schemas']['BlogPost'];
/** What a create or an edit sends (contract schema `BlogPostInput`). */
export type BlogPostInput = components['schemas']['BlogPostInput'];
/** A comment with its author (contract schema `BlogComment`). */
export type BlogComment = components['schemas']['BlogComment'];
/** Who owns the blog (contract schema `BlogOwner`). */
export type BlogOwner = components['schemas']['BlogOwner'];

export function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    created_at: row.createdAt.toISOString(),
  };
}

/** A comment row with its author's username (null until they choose one). */
export function toBlogComment(row: BlogCommentRow, username: string | null): BlogComment {
  return {
    id: row.id,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    post_id: row.postId,
    author: { id: row.userId, username },
  };
}
