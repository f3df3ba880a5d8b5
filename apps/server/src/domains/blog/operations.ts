import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../platform/config';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { RateLimiter } from '../../platform/rate-limit';
import type { BlogService } from './service';

/**
 * Reads are public; writing posts is the owner's, deleting a comment the owner's or its author's,
 * editing one its author's (checked by the service);
 * comments are rate-limited per user.
 */
export function blogOperations(
  blog: BlogService,
  limiter: RateLimiter,
  commentLimit: RateLimitRule,
  /** The base of the feed's links for a request (platform/site-url.ts). */
  siteUrl: (request: FastifyRequest) => string,
): Operations {
  return defineOperations({
    listBlogPosts: {
      auth: 'none',
      cached: true,
      async handler({ query }) {
        return blog.list(query);
      },
    },

    getBlogOwner: {
      auth: 'none',
      async handler() {
        return blog.owner();
      },
    },

    getBlogFeed: {
      auth: 'none',
      async handler({ request }, reply) {
        void reply.header('Content-Type', 'application/atom+xml; charset=utf-8');
        return Buffer.from(await blog.feed(siteUrl(request)), 'utf8');
      },
    },

    createBlogPost: {
      auth: 'required',
      async handler({ user, body }) {
        return answer(201, await blog.create(user, body));
      },
    },

    getBlogPost: {
      auth: 'none',
      async handler({ params }) {
        return blog.get(params.id);
      },
    },

    updateBlogPost: {
      auth: 'required',
      async handler({ user, params, body }) {
        return blog.update(user, params.id, body);
      },
    },

    deleteBlogPost: {
      auth: 'required',
      async handler({ user, params }) {
        await blog.remove(user, params.id);
        return answer(204);
      },
    },

    listBlogComments: {
      auth: 'none',
      async handler({ params }) {
        return blog.comments(params.id);
      },
    },

    createBlogComment: {
      auth: 'required',
      async handler({ user, body }) {
        await limiter.hit(`blog-comment:user:${user.id}`, commentLimit);
        return answer(201, await blog.comment(user, body.post_id, body.content));
      },
    },

    updateBlogComment: {
      auth: 'required',
      async handler({ user, params, body }) {
        return blog.updateComment(user, params.commentId, body.content);
      },
    },

    deleteBlogComment: {
      auth: 'required',
      async handler({ user, params }) {
        await blog.removeComment(user, params.commentId);
        return answer(204);
      },
    },
  });
}
