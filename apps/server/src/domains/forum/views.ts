import type { components } from '@wegrow/api/schema';
import type { ForumCommentRow, ForumThreadRow } from './schema';

/** A thread with its author and number of comments (contract schema `ForumThread`). */
export type ForumThread = components['schemas']['ForumThread'];
/** A comment with its author (contract schema `ForumComment`). */
export type ForumComment = components['schemas']['ForumComment'];

export function toForumThread(
  row: ForumThreadRow,
  username: string | null,
  commentCount: number,
): ForumThread {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    user_id: row.userId,
    author: { id: row.userId, username },
    created_at: row.createdAt.toISOString(),
    comment_count: commentCount,
  };
}

export function toForumComment(row: ForumCommentRow, username: string | null): ForumComment {
  return {
    id: row.id,
    thread_id: row.threadId,
    text: row.text,
    user_id: row.userId,
    author: { id: row.userId, username },
    created_at: row.createdAt.toISOString(),
  };
}
