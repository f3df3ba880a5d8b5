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

/** What a post's view needs of its cover (never the image itself). */
export interface CoverRef {
  key: string;
  width: number;
  height: number;
}

/** The address of a post's cover (`getBlogCover`): its key changes on every upload. */
export const coverPath = (postId: number, key: string) => `/api/blog/${postId}/cover/${key}`;

/** When a published post was published: its `published_at`, or (from before drafts) its creation. */
export const publishedOf = (row: BlogPostRow): Date | null =>
  row.draft ? null : (row.publishedAt ?? row.createdAt);

export function toBlogPost(row: BlogPostRow, cover: CoverRef | null): BlogPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    draft: row.draft,
    published_at: publishedOf(row)?.toISOString() ?? null,
    tags: row.tags,
    cover:
      cover === null
        ? null
        : {
            url: coverPath(row.id, cover.key),
            alt: row.coverAlt ?? '',
            width: cover.width,
            height: cover.height,
          },
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
    edited_at: row.editedAt?.toISOString() ?? null,
  };
}
