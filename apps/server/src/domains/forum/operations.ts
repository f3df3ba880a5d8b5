import type { RateLimitRule } from '../../platform/config';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { RateLimiter } from '../../platform/rate-limit';
import type { ForumService } from './service';

/**
 * Reads are public; posting needs a token, and threads and comments share one budget per user;
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
      auth: 'none',
      cached: true,
      async handler({ query }) {
        return forum.threads(query);
      },
    },

    getForumThread: {
      auth: 'none',
      async handler({ params }) {
        return forum.thread(params.id);
      },
    },

    createForumThread: {
      auth: 'required',
      async handler({ user, body }) {
        await countPost(user.id);
        return answer(201, await forum.createThread(user, body.text, body.title));
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
      auth: 'none',
      async handler({ params }) {
        return forum.comments(params.id);
      },
    },

    createForumComment: {
      auth: 'required',
      async handler({ user, body }) {
        await countPost(user.id);
        return answer(201, await forum.comment(user, body.thread_id, body.text));
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
