import type { RateLimitRule } from '../../platform/config';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { RateLimiter } from '../../platform/rate-limit';
import type { ReportsService } from './service';

/**
 * Every operation needs a token; the service checks who may report, list and resolve. Reports are
 * limited per user (`reportPerUser`): each one notifies the admins who may remove the content.
 */
export function reportsOperations(
  reports: ReportsService,
  limiter: RateLimiter,
  reportPerUser: RateLimitRule,
): Operations {
  return defineOperations({
    createReport: {
      auth: 'required',
      async handler({ user, body }) {
        await limiter.hit(`report:user:${user.id}`, reportPerUser);
        return answer(201, await reports.create(user, body));
      },
    },

    listCommunityReports: {
      auth: 'required',
      async handler({ user, params }) {
        return reports.listCommunity(user, params.id);
      },
    },

    listForumReports: {
      auth: 'required',
      async handler({ user }) {
        return reports.listForum(user);
      },
    },

    resolveReport: {
      auth: 'required',
      async handler({ user, params, body }) {
        return reports.resolve(user, params.id, body.outcome);
      },
    },
  });
}
