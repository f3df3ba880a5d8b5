import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../platform/config';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import { AVATAR_MAX_BYTES as IMAGE_MAX_BYTES } from '../../platform/images';
import type { RateLimiter } from '../../platform/rate-limit';
import type { BlogService } from './service';

/**
 * Reads are public (the owner's token adds their drafts); writing posts and covers is the owner's, deleting a comment the owner's or its author's,
 * editing one its author's (checked by the service);
 * comments are rate-limited per user.
 */
export function blogOperations(
  blog: BlogService,
  limiter: RateLimiter,
  commentLimit: RateLimitRule,
  /** Cover uploads per user (the avatar's RATE_LIMIT_AVATAR_UPLOAD_PER_USER): each decodes an image. */
  uploadLimit: RateLimitRule,
  /** The base of the feed's links for a request (platform/site-url.ts). */
  siteUrl: (request: FastifyRequest) => string,
): Operations {
  return defineOperations({
    listBlogPosts: {
      // Only the answers to calls without a token are kept (the owner's lists their drafts too).
      auth: 'optional',
      cached: true,
      async handler({ user, query }) {
        return blog.list(query, user);
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
      auth: 'optional',
      async handler({ user, params }) {
        return blog.get(params.id, user);
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

    uploadBlogCover: {
      auth: 'required',
      bodyLimit: IMAGE_MAX_BYTES,
      tooLargeDetail: 'The image must be at most 2 MB.',
      async handler({ user, params, body }) {
        await limiter.hit(`blog-cover-upload:user:${user.id}`, uploadLimit);
        return blog.setCover(user, params.id, body);
      },
    },

    deleteBlogCover: {
      auth: 'required',
      async handler({ user, params }) {
        return blog.removeCover(user, params.id);
      },
    },

    getBlogCover: {
      auth: 'none',
      async handler({ params }, reply) {
        const cover = await blog.cover(params.id, params.key);
        // The address (its random key) never changes content.
        void reply
          .header('Content-Type', cover.contentType)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('X-Content-Type-Options', 'nosniff');
        return cover.data;
      },
    },

    listBlogComments: {
      auth: 'optional',
      async handler({ user, params }) {
        return blog.comments(params.id, user);
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
