import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { ReportsService } from './service';

/** Every operation needs a token; the service checks who may report, list and resolve. */
export function reportsOperations(reports: ReportsService): Operations {
  return defineOperations({
    createReport: {
      auth: 'required',
      async handler({ user, body }) {
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
