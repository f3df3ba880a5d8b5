import { queryKeyOf, type Invalidations } from '../query/keys';
import { forumCommentsKey, forumThreadKey, forumThreadsKey } from './forum';

export const communityReportsKey = queryKeyOf('/reports/communities/{id}');
export const forumReportsKey = queryKeyOf('/reports/forum');

export const reportsInvalidations = {
  // A talk or comment says whether its reader reported it (reported_by_me).
  'post /reports': [
    communityReportsKey,
    forumReportsKey,
    forumThreadsKey,
    forumThreadKey,
    forumCommentsKey,
  ],
  // Removing the content deletes a chat message, a talk or a comment.
  'post /reports/{id}/resolve': [
    communityReportsKey,
    forumReportsKey,
    forumThreadsKey,
    forumThreadKey,
    forumCommentsKey,
    queryKeyOf('/communities/{id}/chat'),
  ],
} as const satisfies Invalidations;

/** Reports' reasons, limits, details and notices, shared with the server. */
export {
  REPORT_DETAILS,
  REPORT_KIND_LABELS,
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportKind,
  type ReportReason,
} from '@wegrow/contract/reports';
