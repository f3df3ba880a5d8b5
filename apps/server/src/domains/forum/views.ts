import type { components } from '@wegrow/api/schema';
import type { ForumCategoryRow, ForumCommentRow, ForumThreadRow } from './schema';

/** A thread with its author and number of comments and likes (contract schema `ForumThread`). */
export type ForumThread = components['schemas']['ForumThread'];
/** A comment with its author and number of likes (contract schema `ForumComment`). */
export type ForumComment = components['schemas']['ForumComment'];
/** A talk's or a comment's likes after a like or its undoing (contract schema `ForumLikes`). */
export type ForumLikes = components['schemas']['ForumLikes'];

/** A category with its number of talks (contract schema `ForumCategory`). */
export type ForumCategory = components['schemas']['ForumCategory'];
/** The category a talk is filed in (contract schema `ForumCategoryRef`). */
export type ForumCategoryRef = components['schemas']['ForumCategoryRef'];
type Colour = components['schemas']['ForumCategoryColour'];

/** A category row as the talks show it; null for none. */
export function toCategoryRef(
  row: Pick<ForumCategoryRow, 'id' | 'name' | 'colour'> | null,
): ForumCategoryRef | null {
  return row === null ? null : { id: row.id, name: row.name, colour: row.colour as Colour };
}

export function toForumCategory(row: ForumCategoryRow, talkCount: number): ForumCategory {
  return {
    id: row.id,
    name: row.name,
    colour: row.colour as Colour,
    description: row.description,
    talk_count: talkCount,
  };
}

/** How many like an item, and whether the caller is one of them (false without a caller). */
export interface Likes {
  count: number;
  mine: boolean;
}

export const NO_LIKES: Likes = { count: 0, mine: false };

export function toForumThread(
  row: ForumThreadRow,
  username: string | null,
  commentCount: number,
  likes: Likes = NO_LIKES,
  category: ForumCategoryRef | null = null,
  reportedByMe = false,
): ForumThread {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    user_id: row.userId,
    author: { id: row.userId, username },
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    comment_count: commentCount,
    like_count: likes.count,
    liked_by_me: likes.mine,
    reported_by_me: reportedByMe,
    category,
  };
}

export function toForumComment(
  row: ForumCommentRow,
  username: string | null,
  likes: Likes = NO_LIKES,
  reportedByMe = false,
): ForumComment {
  return {
    id: row.id,
    thread_id: row.threadId,
    text: row.text,
    user_id: row.userId,
    author: { id: row.userId, username },
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    like_count: likes.count,
    liked_by_me: likes.mine,
    reported_by_me: reportedByMe,
  };
}
