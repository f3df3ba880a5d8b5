import { db, nextId, removeWhere } from '../db';
import { forumAdmin } from '../fixtures/users';
import type { UserRow } from '../rows';
import { forbidden, mock, notFound } from '../support/route';

/** Only the author, or the forum admin, deletes a thread or a comment. */
function requireAuthorOrAdmin(user: UserRow, authorId: number): void {
  if (user.id !== authorId && user.id !== forumAdmin.id) {
    forbidden('Only the author or the forum admin can delete this.');
  }
}

const findThread = (id: number) =>
  db.forumThreads.find((thread) => thread.id === id) ?? notFound('Thread not found.');

export const forumHandlers = [
  mock.get('/forum/threads', ({ response }) =>
    response(200).json(
      [...db.forumThreads].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    ),
  ),

  mock.post('/forum/threads', ({ me, body, response }) => {
    const thread = {
      id: nextId(db.forumThreads),
      text: body.text.trim(),
      user_id: me().id,
      created_at: new Date().toISOString(),
    };
    db.forumThreads.push(thread);
    return response(201).json(thread);
  }),

  mock.delete('/forum/threads/{id}', ({ me, params, response }) => {
    const thread = findThread(params.id);
    requireAuthorOrAdmin(me(), thread.user_id);
    removeWhere(db.forumComments, (comment) => comment.thread_id === thread.id);
    removeWhere(db.forumThreads, (row) => row === thread);
    return response(204).empty();
  }),

  mock.get('/forum/threads/{id}/comments', ({ params, response }) => {
    const thread = findThread(params.id);
    return response(200).json(
      db.forumComments
        .filter((comment) => comment.thread_id === thread.id)
        .sort((a, b) => a.created_at.localeCompare(b.created_at)),
    );
  }),

  mock.post('/forum/comments', ({ me, body, response }) => {
    const user = me();
    findThread(body.thread_id);
    const comment = {
      id: nextId(db.forumComments),
      thread_id: body.thread_id,
      text: body.text.trim(),
      user_id: user.id,
      created_at: new Date().toISOString(),
    };
    db.forumComments.push(comment);
    return response(201).json(comment);
  }),

  mock.delete('/forum/comments/{id}', ({ me, params, response }) => {
    const comment =
      db.forumComments.find((row) => row.id === params.id) ?? notFound('Comment not found.');
    requireAuthorOrAdmin(me(), comment.user_id);
    removeWhere(db.forumComments, (row) => row === comment);
    return response(204).empty();
  }),
];
