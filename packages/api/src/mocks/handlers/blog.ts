import type { BlogComment } from '../../types';
import { db, nextId, removeWhere } from '../db';
import { blogOwner } from '../fixtures/users';
import type { BlogCommentRow, BlogPostRow, UserRow } from '../rows';
import { forbidden, mock, notFound } from '../support/route';

const commentView = ({ user_id: _author, ...comment }: BlogCommentRow): BlogComment => comment;

/** Only the blog owner (one fixed account) writes posts and deletes comments. */
function requireBlogOwner(user: UserRow, action: string): void {
  if (user.id !== blogOwner.id) forbidden(`Only the blog owner can ${action}.`);
}

function findPost(id: number): BlogPostRow {
  return db.blogPosts.find((post) => post.id === id) ?? notFound('Post not found.');
}

export const blogHandlers = [
  mock.get('/blog', ({ response }) =>
    response(200).json([...db.blogPosts].sort((a, b) => b.created_at.localeCompare(a.created_at))),
  ),

  mock.post('/blog', ({ me, body, response }) => {
    requireBlogOwner(me(), 'publish posts');
    const post: BlogPostRow = {
      id: nextId(db.blogPosts),
      title: body.title,
      content: body.content,
      created_at: new Date().toISOString(),
    };
    db.blogPosts.push(post);
    return response(201).json(post);
  }),

  mock.get('/blog/{id}', ({ params, response }) => response(200).json(findPost(params.id))),

  mock.put('/blog/{id}', ({ me, params, body, response }) => {
    requireBlogOwner(me(), 'edit posts');
    const post = findPost(params.id);
    post.title = body.title;
    post.content = body.content;
    return response(200).json(post);
  }),

  mock.delete('/blog/{id}', ({ me, params, response }) => {
    requireBlogOwner(me(), 'delete posts');
    findPost(params.id);
    removeWhere(db.blogComments, (comment) => comment.post_id === params.id);
    removeWhere(db.blogPosts, (post) => post.id === params.id);
    return response(204).empty();
  }),

  mock.get('/blog/{id}/comments', ({ params, response }) => {
    findPost(params.id);
    const comments = db.blogComments
      .filter((comment) => comment.post_id === params.id)
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map(commentView);
    return response(200).json(comments);
  }),

  mock.post('/blog/comment', ({ me, body, response }) => {
    const user = me();
    findPost(body.post_id);
    const comment: BlogCommentRow = {
      id: nextId(db.blogComments),
      post_id: body.post_id,
      user_id: user.id,
      content: body.content,
      created_at: new Date().toISOString(),
    };
    db.blogComments.push(comment);
    return response(201).json(commentView(comment));
  }),

  mock.delete('/blog/comment/{commentId}', ({ me, params, response }) => {
    requireBlogOwner(me(), 'delete comments');
    if (!removeWhere(db.blogComments, (comment) => comment.id === params.commentId)) {
      notFound('Comment not found.');
    }
    return response(204).empty();
  }),
];
