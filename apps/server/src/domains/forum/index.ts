/**
 * We Talk, the forum: threads and comments read by everyone, posted by signed-in users (limited
 * per user), deleted by their author or the forum admin (FORUM_ADMIN_EMAIL).
 */
import { defineDomain } from '../../platform/domain';
import { notifications } from '../notifications';
import { forumOperations } from './operations';
import * as tables from './schema';
import { ForumService } from './service';

export const forum = defineDomain({
  name: 'forum',
  tables,
  create({ db, clock, config, limiter, serviceOf }) {
    const service = new ForumService(
      db,
      clock,
      { adminEmail: config.forumAdminEmail },
      serviceOf(notifications),
    );
    return {
      service,
      operations: forumOperations(service, limiter, config.rateLimits.forumPostPerUser),
    };
  },
});

export { FORUM_SENDER } from './service';
export type { ForumService, ForumSettings } from './service';
export type { ForumComment, ForumThread } from './views';
