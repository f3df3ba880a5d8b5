/**
 * Reports (issue 33): members report a chat message, talk or comment; the community's admins or
 * the forum admin get an inbox notice and resolve it (remove the content or dismiss the report).
 */
import { defineDomain } from '../../platform/domain';
import { communities } from '../communities';
import { forum } from '../forum';
import { inbox } from '../inbox';
import { notifications } from '../notifications';
import { reportsOperations } from './operations';
import * as tables from './schema';
import { ReportsService } from './service';

export const reports = defineDomain({
  name: 'reports',
  tables,
  create(deps) {
    const service = new ReportsService(
      deps.db,
      deps.clock,
      deps.serviceOf(inbox),
      deps.serviceOf(notifications).channel('reports'),
      deps.serviceOf(communities),
      deps.serviceOf(forum),
      () => deps.responses.changed('forum'),
    );
    return {
      service,
      operations: reportsOperations(service, deps.limiter, deps.config.rateLimits.reportPerUser),
    };
  },
});

export type { ReportsService } from './service';
export type { Report } from './views';
