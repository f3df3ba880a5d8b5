import { FORUM_CATEGORY_DETAILS, FORUM_DETAILS, FORUM_UNCATEGORISED } from '@wegrow/contract/forum';
import { matchesSearch, searchMatchOf } from '@wegrow/contract/search';
import type {
  ForumCategory,
  ForumCategoryCreate,
  ForumCategoryRef,
  ForumComment,
  ForumLikes,
  ForumThread,
} from '../../types';
import { db, findUser, nextId, removeWhere, searchLanguageOf } from '../db';
import { forumAdmin } from '../fixtures/users';
import type { ForumCategoryRow, ForumCommentRow, ForumThreadRow, UserRow } from '../rows';
import { DEFAULT_PAGE_SIZE, pageOf, PER_PARENT_MAX } from '../support/page';
import { conflict, forbidden, invalid, mock, notFound } from '../support/route';

/** Only the author, or the forum admin, deletes a thread or a comment (the server's 403); edits a talk. */
function requireAuthorOrAdmin(user: UserRow, authorId: number, detail: string): void {
  if (user.id !== authorId && user.id !== forumAdmin.id) forbidden(detail);
}

const findThread = (id: number) =>
  db.forumThreads.find((thread) => thread.id === id) ?? notFound(FORUM_DETAILS.threadNotFound);

const authorOf = (userId: number) => ({
  id: userId,
  username: findUser(userId)?.username ?? null,
});

function threadLikes(threadId: number, viewer: UserRow | null): ForumLikes {
  const likes = db.forumThreadLikes.filter((like) => like.thread_id === threadId);
  return {
    like_count: likes.length,
    liked_by_me: viewer !== null && likes.some((like) => like.user_id === viewer.id),
  };
}

function commentLikes(commentId: number, viewer: UserRow | null): ForumLikes {
  const likes = db.forumCommentLikes.filter((like) => like.comment_id === commentId);
  return {
    like_count: likes.length,
    liked_by_me: viewer !== null && likes.some((like) => like.user_id === viewer.id),
  };
}

/** Only the forum admin manages categories and moves talks (the server's 403). */
function requireAdmin(user: UserRow, detail: string): void {
  if (user.id !== forumAdmin.id) forbidden(detail);
}

const findCategory = (id: number) =>
  db.forumCategories.find((row) => row.id === id) ??
  notFound(FORUM_CATEGORY_DETAILS.categoryNotFound);

/** 422 unless `id` is null, missing or a category's (filing or moving a talk). */
function ensureCategory(id: number | null | undefined): void {
  if (id !== null && id !== undefined && !db.forumCategories.some((row) => row.id === id))
    invalid(FORUM_CATEGORY_DETAILS.unknownCategory);
}

function categoryRef(id: number | null): ForumCategoryRef | null {
  const row = id === null ? undefined : db.forumCategories.find((category) => category.id === id);
  return row ? { id: row.id, name: row.name, colour: row.colour } : null;
}

const categoryView = (row: ForumCategoryRow): ForumCategory => ({
  ...row,
  talk_count: db.forumThreads.filter((thread) => thread.category_id === row.id).length,
});

/** A category's columns as sent (trimmed; blank description none); 409 for a taken name. */
function categoryValues(body: ForumCategoryCreate, exceptId: number | null) {
  const name = body.name.trim();
  if (
    db.forumCategories.some(
      (row) => row.id !== exceptId && row.name.toLowerCase() === name.toLowerCase(),
    )
  )
    conflict(FORUM_CATEGORY_DETAILS.nameTaken);
  return { name, colour: body.colour, description: body.description?.trim() || null };
}

/** Whether the viewer reported the talk or comment (their own reports only; issue 44). */
const reportedBy = (
  kind: 'forum_talk' | 'forum_comment',
  id: number,
  viewer: UserRow | null,
): boolean =>
  viewer !== null &&
  db.reports.some(
    (row) => row.kind === kind && row.item_id === id && row.reporter_id === viewer.id,
  );

function threadView(row: ForumThreadRow, viewer: UserRow | null): ForumThread {
  const { category_id: categoryId, ...columns } = row;
  return {
    ...columns,
    category: categoryRef(categoryId),
    author: authorOf(row.user_id),
    comment_count: db.forumComments.filter((comment) => comment.thread_id === row.id).length,
    ...threadLikes(row.id, viewer),
    reported_by_me: reportedBy('forum_talk', row.id, viewer),
  };
}

const commentView = (row: ForumCommentRow, viewer: UserRow | null): ForumComment => ({
  ...row,
  author: authorOf(row.user_id),
  ...commentLikes(row.id, viewer),
  reported_by_me: reportedBy('forum_comment', row.id, viewer),
});

const findComment = (id: number) =>
  db.forumComments.find((row) => row.id === id) ?? notFound(FORUM_DETAILS.commentNotFound);

/** A talk's latest activity: the later of its creation and its last comment, as the server's. */
function activityOf(thread: ForumThreadRow): string {
  return db.forumComments
    .filter((comment) => comment.thread_id === thread.id)
    .reduce(
      (latest, comment) => (comment.created_at > latest ? comment.created_at : latest),
      thread.created_at,
    );
}

/** The list's order (`sort`): the latest active first, or the most liked (then newest) first. */
function sortedThreads(sort: 'latest' | 'top' | undefined): ForumThreadRow[] {
  const likesOf = (thread: ForumThreadRow) => threadLikes(thread.id, null).like_count;
  return [...db.forumThreads].sort((a, b) =>
    sort === 'top'
      ? likesOf(b) - likesOf(a) || b.created_at.localeCompare(a.created_at) || b.id - a.id
      : activityOf(b).localeCompare(activityOf(a)) || b.id - a.id,
  );
}

export const forumHandlers = [
  mock.get('/forum/admin', ({ response }) =>
    response(200).json({ id: findUser(forumAdmin.id)?.id ?? null }),
  ),

  mock.get('/forum/threads', ({ user, query, response }) => {
    if (query.page !== undefined && query.before !== undefined)
      invalid(FORUM_CATEGORY_DETAILS.pageWithBefore);
    const category = query.category;
    if (category !== undefined && category !== FORUM_UNCATEGORISED) findCategory(Number(category));
    // The viewer's search language (issue 45), as the server reads it.
    const language = searchLanguageOf(user?.id ?? undefined);
    const keep = ({ title, text, category_id: categoryId }: ForumThreadRow) =>
      (query.q === undefined || matchesSearch(`${title ?? ''} ${text}`, query.q, language)) &&
      (category === undefined ||
        (category === FORUM_UNCATEGORISED ? categoryId === null : categoryId === Number(category)));
    const sorted = sortedThreads(query.sort);
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const page =
      query.page === undefined
        ? pageOf(sorted, query, keep)
        : sorted.filter(keep).slice((query.page - 1) * limit, query.page * limit);
    const { q } = query;
    return response(200).json(
      page.map((row) =>
        q === undefined
          ? threadView(row, user)
          : {
              ...threadView(row, user),
              search_match: searchMatchOf(row.title ?? '', row.text, q, language),
            },
      ),
    );
  }),

  mock.get('/forum/categories', ({ response }) =>
    response(200).json(
      [...db.forumCategories]
        .sort(
          (a, b) =>
            (a.name.toLowerCase() < b.name.toLowerCase()
              ? -1
              : a.name.toLowerCase() > b.name.toLowerCase()
                ? 1
                : 0) || a.id - b.id,
        )
        .map(categoryView),
    ),
  ),

  mock.post('/forum/categories', ({ me, body, response }) => {
    requireAdmin(me(), FORUM_CATEGORY_DETAILS.onlyAdminManagesCategories);
    const row: ForumCategoryRow = {
      id: nextId(db.forumCategories),
      ...categoryValues(body, null),
    };
    db.forumCategories.push(row);
    return response(201).json(categoryView(row));
  }),

  mock.patch('/forum/categories/{id}', ({ me, params, body, response }) => {
    requireAdmin(me(), FORUM_CATEGORY_DETAILS.onlyAdminManagesCategories);
    const row = findCategory(params.id);
    Object.assign(row, categoryValues(body, row.id));
    return response(200).json(categoryView(row));
  }),

  mock.delete('/forum/categories/{id}', ({ me, params, response }) => {
    requireAdmin(me(), FORUM_CATEGORY_DETAILS.onlyAdminManagesCategories);
    const row = findCategory(params.id);
    // Its talks stay, uncategorised (the server's ON DELETE SET NULL).
    for (const thread of db.forumThreads)
      if (thread.category_id === row.id) thread.category_id = null;
    removeWhere(db.forumCategories, (category) => category === row);
    return response(204).empty();
  }),

  mock.put('/forum/threads/{id}/category', ({ me, params, body, response }) => {
    const user = me();
    requireAdmin(user, FORUM_CATEGORY_DETAILS.onlyAdminMovesTalks);
    const thread = findThread(params.id);
    ensureCategory(body.category_id);
    thread.category_id = body.category_id;
    return response(200).json(threadView(thread, user));
  }),

  mock.post('/forum/threads', ({ me, body, response }) => {
    ensureCategory(body.category_id);
    const thread: ForumThreadRow = {
      id: nextId(db.forumThreads),
      title: body.title?.trim() || null,
      text: body.text.trim(),
      user_id: me().id,
      created_at: new Date().toISOString(),
      edited_at: null,
      category_id: body.category_id ?? null,
    };
    db.forumThreads.push(thread);
    return response(201).json(threadView(thread, me()));
  }),

  mock.get('/forum/threads/{id}', ({ user, params, response }) =>
    response(200).json(threadView(findThread(params.id), user)),
  ),

  mock.patch('/forum/threads/{id}', ({ me, params, body, response }) => {
    const user = me();
    const thread = findThread(params.id);
    requireAuthorOrAdmin(user, thread.user_id, FORUM_DETAILS.onlyAuthorOrAdminEditsThread);
    ensureCategory(body.category_id);
    if (body.category_id !== undefined) thread.category_id = body.category_id;
    thread.title = body.title?.trim() || null;
    thread.text = body.text.trim();
    thread.edited_at = new Date().toISOString();
    return response(200).json(threadView(thread, user));
  }),

  mock.put('/forum/threads/{id}/like', ({ me, params, response }) => {
    const user = me();
    const thread = findThread(params.id);
    if (!threadLikes(thread.id, user).liked_by_me)
      db.forumThreadLikes.push({ thread_id: thread.id, user_id: user.id });
    return response(200).json(threadLikes(thread.id, user));
  }),

  mock.delete('/forum/threads/{id}/like', ({ me, params, response }) => {
    const user = me();
    const thread = findThread(params.id);
    removeWhere(
      db.forumThreadLikes,
      (like) => like.thread_id === thread.id && like.user_id === user.id,
    );
    return response(200).json(threadLikes(thread.id, user));
  }),

  mock.delete('/forum/threads/{id}', ({ me, params, response }) => {
    const thread = findThread(params.id);
    requireAuthorOrAdmin(me(), thread.user_id, FORUM_DETAILS.onlyAuthorOrAdminDeletesThread);
    const comments = new Set(
      db.forumComments.filter((comment) => comment.thread_id === thread.id).map((c) => c.id),
    );
    removeWhere(db.forumCommentLikes, (like) => comments.has(like.comment_id));
    removeWhere(db.forumThreadLikes, (like) => like.thread_id === thread.id);
    removeWhere(db.forumComments, (comment) => comment.thread_id === thread.id);
    removeWhere(db.forumThreads, (row) => row === thread);
    return response(204).empty();
  }),

  mock.get('/forum/threads/{id}/comments', ({ user, params, response }) => {
    const thread = findThread(params.id);
    return response(200).json(
      db.forumComments
        .filter((comment) => comment.thread_id === thread.id)
        .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
        .slice(-PER_PARENT_MAX)
        .map((row) => commentView(row, user)),
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
      edited_at: null,
    };
    db.forumComments.push(comment);
    return response(201).json(commentView(comment, user));
  }),

  mock.patch('/forum/comments/{id}', ({ me, params, body, response }) => {
    const user = me();
    const comment = findComment(params.id);
    if (comment.user_id !== user.id) forbidden(FORUM_DETAILS.onlyAuthorEditsComment);
    comment.text = body.text.trim();
    comment.edited_at = new Date().toISOString();
    return response(200).json(commentView(comment, user));
  }),

  mock.put('/forum/comments/{id}/like', ({ me, params, response }) => {
    const user = me();
    const comment = findComment(params.id);
    if (!commentLikes(comment.id, user).liked_by_me)
      db.forumCommentLikes.push({ comment_id: comment.id, user_id: user.id });
    return response(200).json(commentLikes(comment.id, user));
  }),

  mock.delete('/forum/comments/{id}/like', ({ me, params, response }) => {
    const user = me();
    const comment = findComment(params.id);
    removeWhere(
      db.forumCommentLikes,
      (like) => like.comment_id === comment.id && like.user_id === user.id,
    );
    return response(200).json(commentLikes(comment.id, user));
  }),

  mock.delete('/forum/comments/{id}', ({ me, params, response }) => {
    const comment = findComment(params.id);
    requireAuthorOrAdmin(me(), comment.user_id, FORUM_DETAILS.onlyAuthorOrAdminDeletesComment);
    removeWhere(db.forumCommentLikes, (like) => like.comment_id === comment.id);
    removeWhere(db.forumComments, (row) => row === comment);
    return response(204).empty();
  }),
];
