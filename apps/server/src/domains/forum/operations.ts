import type { RateLimitRule } from '../../platform/config';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { RateLimiter } from '../../platform/rate-limit';
import type { ForumService } from './service';

/**
 * Reads are public (a token adds `liked_by_me`); posting, editing and liking need a token, and threads and comments share one budget per user;
 * the service checks who may delete.
 */
export function forumOperations(
  forum: ForumService,
  limiter: RateLimiter,
  postLimit: RateLimitRule,
): Operations {
  const countPost = (userId: number) => limiter.hit(`forum-post:user:${userId}`, postLimit);
  return defineOperations({
    getForumAdmin: {
      auth: 'none',
      async handler() {
        return forum.admin();
      },
    },

    listForumThreads: {
      // Only the answers to calls without a token are kept (`liked_by_me` is the caller's).
      auth: 'optional',
      cached: true,
      async handler({ user, query }) {
        return forum.threads(query, user?.id ?? null);
      },
    },

    listForumCategories: {
      auth: 'none',
      cached: true,
      async handler() {
        return forum.categories();
      },
    },

    createForumCategory: {
      auth: 'required',
      async handler({ user, body }) {
        return answer(201, await forum.createCategory(user, body));
      },
    },

    updateForumCategory: {
      auth: 'required',
      async handler({ user, params, body }) {
        return forum.updateCategory(user, params.id, body);
      },
    },

    deleteForumCategory: {
      auth: 'required',
      async handler({ user, params }) {
        await forum.removeCategory(user, params.id);
        return answer(204);
      },
    },

    moveForumThread: {
      auth: 'required',
      async handler({ user, params, body }) {
        return forum.moveThread(user, params.id, body.category_id);
      },
    },

    getForumThread: {
      auth: 'optional',
      async handler({ user, params }) {
        return forum.thread(params.id, user?.id ?? null);
      },
    },

    updateForumThread: {
      auth: 'required',
      async handler({ user, params, body }) {
        return forum.updateThread(user, params.id, body.text, body.title, body.category_id);
      },
    },

    likeForumThread: {
      auth: 'required',
      async handler({ user, params }) {
        return forum.likeThread(user, params.id, true);
      },
    },

    unlikeForumThread: {
      auth: 'required',
      async handler({ user, params }) {
        return forum.likeThread(user, params.id, false);
      },
    },

    createForumThread: {
      auth: 'required',
      async handler({ user, body }) {
        await countPost(user.id);
        return answer(
          201,
          await forum.createThread(user, body.text, body.title, body.category_id ?? null),
        );
      },
    },

    deleteForumThread: {
      auth: 'required',
      async handler({ user, params }) {
        await forum.removeThread(user, params.id);
        return answer(204);
      },
    },

    listForumComments: {
      auth: 'optional',
      async handler({ user, params }) {
        return forum.comments(params.id, user?.id ?? null);
      },
    },

    createForumComment: {
      auth: 'required',
      async handler({ user, body }) {
        await countPost(user.id);
        return answer(201, await forum.comment(user, body.thread_id, body.text));
      },
    },

    updateForumComment: {
      auth: 'required',
      async handler({ user, params, body }) {
        return forum.updateComment(user, params.id, body.text);
      },
    },

    likeForumComment: {
      auth: 'required',
      async handler({ user, params }) {
        return forum.likeComment(user, params.id, true);
      },
    },

    unlikeForumComment: {
      auth: 'required',
      async handler({ user, params }) {
        return forum.likeComment(user, params.id, false);
      },
    },

    deleteForumComment: {
      auth: 'required',
      async handler({ user, params }) {
        await forum.removeComment(user, params.id);
        return answer(204);
      },
    },
  });
}
