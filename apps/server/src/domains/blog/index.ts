/**
 * The blog: posts by one owner account (BLOG_OWNER_EMAIL), public reads, comments from signed-in
 * users, and an Atom feed of the posts.
 */
import { defineDomain } from '../../platform/domain';
import { siteUrlOf } from '../../platform/site-url';
import { notifications } from '../notifications';
import { blogOperations } from './operations';
import * as tables from './schema';
import { BlogService } from './service';

export const blog = defineDomain({
  name: 'blog',
  tables,
  create({ db, clock, config, limiter, serviceOf }) {
    const service = new BlogService(
      db,
      clock,
      { ownerEmail: config.blogOwnerEmail, siteUrl: config.publicSiteUrl },
      serviceOf(notifications),
    );
    return {
      service,
      operations: blogOperations(
        service,
        limiter,
        config.rateLimits.blogCommentPerUser,
        config.rateLimits.avatarUploadPerUser,
        (request) => siteUrlOf(config, request),
      ),
    };
  },
});

export { ATOM_NAMESPACE, FEED_PATH, FEED_SIZE, FEED_TITLE, xmlText } from './feed';
export { BLOG_TEXTS } from './service';
export type { BlogService, BlogSettings } from './service';
export type { BlogComment, BlogOwner, BlogPost, BlogPostInput } from './views';
