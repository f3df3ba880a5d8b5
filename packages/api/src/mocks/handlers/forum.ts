import { FORUM_DETAILS } from '@wegrow/contract/forum';
import { matchesSearch } from '@wegrow/contract/search';
import type { ForumComment, ForumThread } from '../../types';
import { db, findUser, nextId, removeWhere } from '../db';
import { forumAdmin } from '../fixtures/users';
import type { ForumCommentRow, ForumThreadRow, UserRow } from '../rows';
import { pageOf, PER_PARENT_MAX } from '../support/page';
import { forbidden, mock, notFound } from '../support/route';

/** Only the author, or the forum admin, deletes a thread or a comment (the server's 403). */
function requireAuthorOrAdmin(user: UserRow, authorId: number, detail: string): void {
  if (user.id !== authorId && user.id !== forumAdmin.id) forbidden(detail);
}

const findThread = (id: number) =>
  db.forumThreads.find((thread) => thread.id === id) ?? notFound(FORUM_DETAILS.threadNotFound);

const authorOf = (userId: number) => ({
  id: userId,
  username: findUser(userId)?.username ?? null,
});

function threadView(row: ForumThreadRow): ForumThread {
  return {
    ...row,
    author: authorOf(row.user_id),
    comment_count: db.forumComments.filter((comment) => comment.thread_id === row.id).length,
  };
}

const commentView = (row: ForumCommentRow): ForumComment => ({
  ...row,
  author: authorOf(row.user_id),
});

export const forumHandlers = [
  mock.get('/forum/admin', ({ response }) =>
    response(200).json({ id: findUser(forumAdmin.id)?.id ?? null }),
  ),

  mock.get('/forum/threads', ({ query, response }) =>
    response(200).json(
      pageOf(
        [...db.forumThreads].sort(
          (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
        ),
        query,
        ({ title, text }) =>
          query.q === undefined || matchesSearch(`${title ?? ''} ${text}`, query.q),
      ).map(threadView),
    ),
  ),

  mock.post('/forum/threads', ({ me, body, response }) => {
    const thread: ForumThreadRow = {
      id: nextId(db.forumThreads),
      title: body.title?.trim() || null,
      text: body.text.trim(),
      user_id: me().id,
      created_at: new Date().toISOString(),
    };
    db.forumThreads.push(thread);
    return response(201).json(threadView(thread));
  }),

  mock.get('/forum/threads/{id}', ({ params, response }) =>
    response(200).json(threadView(findThread(params.id))),
  ),

  mock.delete('/forum/threads/{id}', ({ me, params, response }) => {
    const thread = findThread(params.id);
    requireAuthorOrAdmin(me(), thread.user_id, FORUM_DETAILS.onlyAuthorOrAdminDeletesThread);
    removeWhere(db.forumComments, (comment) => comment.thread_id === thread.id);
    removeWhere(db.forumThreads, (row) => row === thread);
    return response(204).empty();
  }),

  mock.get('/forum/threads/{id}/comments', ({ params, response }) => {
    const thread = findThread(params.id);
    return response(200).json(
      db.forumComments
        .filter((comment) => comment.thread_id === thread.id)
        .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
        .slice(-PER_PARENT_MAX)
        .map(commentView),
    );
  }),

  mock.post('/forum/comments', ({ me, body, response }) => {
    const user = me();
    findThread(body.thread_id);
    const comment: ForumCommentRow = {
      id: nextId(db.forumComments),
      thread_id: body.thread_id,
      text: body.text.trim(),
      user_id: user.id,
      created_at: new Date().toISOString(),
    };
    db.forumComments.push(comment);
    return response(201).json(commentView(comment));
  }),

  mock.delete('/forum/comments/{id}', ({ me, params, response }) => {
    const comment =
      db.forumComments.find((row) => row.id === params.id) ??
      notFound(FORUM_DETAILS.commentNotFound);
    requireAuthorOrAdmin(me(), comment.user_id, FORUM_DETAILS.onlyAuthorOrAdminDeletesComment);
    removeWhere(db.forumComments, (row) => row === comment);
    return response(204).empty();
  }),
];
