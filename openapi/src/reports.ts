/**
 * Reports (issue 33, "Moderation and membership"): a member reports a chat message, talk or
 * comment; it reaches the admins who can remove it (a community's admins, the forum admin) as an
 * inbox notice, and they resolve it (remove the content or dismiss the report). The server and the
 * MSW fakes send these same words.
 */

export type ReportKind = 'chat_message' | 'forum_talk' | 'forum_comment';
export type ReportReason = 'spam' | 'abusive' | 'off_topic' | 'other';
export type ReportStatus = 'open' | 'removed' | 'dismissed';
export type ReportOutcome = 'remove' | 'dismiss';

export const REPORT_KINDS: readonly ReportKind[] = ['chat_message', 'forum_talk', 'forum_comment'];
export const REPORT_REASONS: readonly ReportReason[] = ['spam', 'abusive', 'off_topic', 'other'];

/** The longest note of a report, in characters. */
export const REPORT_NOTE_MAX = 500;
/** The reported text as a report keeps it, in characters. */
export const REPORT_EXCERPT_MAX = 200;

/** The reasons as the dialog and the notices name them. */
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  spam: 'Spam',
  abusive: 'Abusive or harassing',
  off_topic: 'Off topic',
  other: 'Something else',
};

/** What the kinds are called in the notices. */
export const REPORT_KIND_LABELS: Readonly<Record<ReportKind, string>> = {
  chat_message: 'chat message',
  forum_talk: 'talk',
  forum_comment: 'comment',
};

/** Error `detail`s. */
export const REPORT_DETAILS = {
  /** 409: the caller already reported this item. */
  alreadyReported: 'You have already reported this.',
  /** 400: the item is the caller's own. */
  ownContent: 'You cannot report your own content.',
  /** 404: no chat message has this id. */
  messageNotFound: 'Message not found.',
  /** 404: no report has this id. */
  reportNotFound: 'Report not found.',
  /** 409: the report was already resolved. */
  alreadyResolved: 'This report has already been resolved.',
  /** 403: listing or resolving the forum's reports without being the forum admin. */
  forumAdminOnly: 'Only the forum admin can see and resolve these reports.',
} as const;

/** The reported text as a report keeps it: on one line, cut with an ellipsis. */
export function reportExcerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= REPORT_EXCERPT_MAX
    ? line
    : `${chars
        .slice(0, REPORT_EXCERPT_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

/** Where an admin resolves a report, as a site path: the Admin Panel's reports, or the forum's. */
export function reportsPath(communityId: number | null): string {
  return communityId === null ? '/WeTalk#reports' : `/communities/${communityId}#reports`;
}

export interface ReportNotice {
  subject: string;
  content: string;
}

function quote(text: string): string {
  const chars = [...text];
  return chars.length <= 80 ? text : `${chars.slice(0, 79).join('').trimEnd()}…`;
}

/** What the inbox says about a report. */
export const REPORT_NOTICES = {
  /** To each admin the report reached; `where` is the community's name or "We Talk". */
  reported: (
    kind: ReportKind,
    reason: ReportReason,
    excerpt: string,
    where: string,
    path: string,
  ): ReportNotice => ({
    subject: 'New report',
    content: `A ${REPORT_KIND_LABELS[kind]} in ${where} was reported (${REPORT_REASON_LABELS[reason]}): "${quote(excerpt)}". Review it: ${path}`,
  }),
  /** To the reporter once an admin resolved their report. */
  resolved: (kind: ReportKind, excerpt: string, status: Exclude<ReportStatus, 'open'>) => ({
    subject: 'Your report was reviewed',
    content:
      status === 'removed'
        ? `Thank you: the ${REPORT_KIND_LABELS[kind]} you reported ("${quote(excerpt)}") was removed.`
        : `Thank you: an admin reviewed the ${REPORT_KIND_LABELS[kind]} you reported ("${quote(excerpt)}") and kept it.`,
  }),
} as const satisfies Record<string, (...args: never[]) => ReportNotice>;
