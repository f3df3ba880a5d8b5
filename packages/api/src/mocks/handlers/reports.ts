import { COMMUNITY_DETAILS, COMMUNITY_NOTICES } from '@wegrow/contract/communities';
import { FORUM_DETAILS } from '@wegrow/contract/forum';
import {
  REPORT_DETAILS,
  REPORT_NOTICES,
  reportExcerpt,
  type ReportNotice,
  reportsPath,
} from '@wegrow/contract/reports';
import type { InboxMessage, Report } from '../../types';

type InboxSender = InboxMessage['sender'];
import { db, findUser, nextId, removeWhere } from '../db';
import { forumAdmin } from '../fixtures/users';
import type { CommunityRow, ReportRow, UserRow } from '../rows';
import { badRequest, conflict, forbidden, mock, notFound } from '../support/route';

/*
 * The fakes of reports, deciding as the server does (apps/server/src/domains/reports): the same
 * `detail`s and inbox notices (@wegrow/contract/reports).
 */

const FORUM_SENDER: InboxSender = { kind: 'system', name: 'We Talk' };

function findCommunity(id: number): CommunityRow {
  return (
    db.communities.find((row) => row.id === id) ?? notFound(COMMUNITY_DETAILS.communityNotFound)
  );
}

function isCommunityAdmin(community: CommunityRow, userId: number): boolean {
  if (community.creator_id === userId) return true;
  return db.memberships.some(
    (row) =>
      row.community_id === community.id &&
      row.user_id === userId &&
      row.is_approved &&
      row.is_admin,
  );
}

function requireCommunityAdmin(community: CommunityRow, user: UserRow): void {
  if (!isCommunityAdmin(community, user.id)) forbidden(COMMUNITY_DETAILS.adminsOnly);
}

function requireForumAdmin(user: UserRow): void {
  if (user.id !== forumAdmin.id) forbidden(REPORT_DETAILS.forumAdminOnly);
}

function notify(userId: number, sender: InboxSender, notice: ReportNotice): void {
  db.inbox.push({
    id: nextId(db.inbox),
    user_id: userId,
    read: false,
    timestamp: new Date().toISOString(),
    sender,
    ...notice,
  });
}

const senderOf = (community: CommunityRow | undefined): InboxSender =>
  community ? { kind: 'community', name: community.name } : FORUM_SENDER;

const view = (row: ReportRow): Report => {
  const { reporter_id, resolved_by_id, ...rest } = row;
  return {
    ...rest,
    reporter: findUser(reporter_id)?.username ?? null,
    resolved_by: resolved_by_id === null ? null : (findUser(resolved_by_id)?.username ?? null),
  };
};

interface Item {
  authorId: number;
  text: string;
  community?: CommunityRow;
  threadId: number | null;
}

/** The reported item, if the caller can see it (the server's 404 and 403). */
function itemOf(user: UserRow, kind: Report['kind'], id: number): Item {
  if (kind === 'chat_message') {
    const message =
      db.chat.find((row) => row.id === id) ?? notFound(REPORT_DETAILS.messageNotFound);
    const community = findCommunity(message.community_id);
    const membership = db.memberships.find(
      (row) => row.community_id === community.id && row.user_id === user.id && row.is_approved,
    );
    if (!membership) forbidden(COMMUNITY_DETAILS.membersOnly);
    if (!isCommunityAdmin(community, user.id) && community.hidden_sections.includes('chat'))
      forbidden(COMMUNITY_DETAILS.sectionHidden);
    return { authorId: message.user_id, text: message.content, community, threadId: null };
  }
  if (kind === 'forum_talk') {
    const thread =
      db.forumThreads.find((row) => row.id === id) ?? notFound(FORUM_DETAILS.threadNotFound);
    return {
      authorId: thread.user_id,
      text: thread.title ? `${thread.title}: ${thread.text}` : thread.text,
      threadId: thread.id,
    };
  }
  const comment =
    db.forumComments.find((row) => row.id === id) ?? notFound(FORUM_DETAILS.commentNotFound);
  return { authorId: comment.user_id, text: comment.text, threadId: comment.thread_id };
}

const openOf = (predicate: (row: ReportRow) => boolean): Report[] =>
  db.reports
    .filter((row) => row.status === 'open' && predicate(row))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
    .slice(0, 200)
    .map(view);

export const reportsHandlers = [
  mock.post('/reports', ({ me, body, response }) => {
    const user = me();
    const item = itemOf(user, body.kind, body.id);
    if (item.authorId === user.id) badRequest(REPORT_DETAILS.ownContent);
    if (
      db.reports.some(
        (row) => row.reporter_id === user.id && row.kind === body.kind && row.item_id === body.id,
      )
    )
      conflict(REPORT_DETAILS.alreadyReported);
    const row: ReportRow = {
      id: nextId(db.reports),
      kind: body.kind,
      item_id: body.id,
      community_id: item.community?.id ?? null,
      thread_id: item.threadId,
      reason: body.reason,
      note: body.note?.trim() || null,
      excerpt: reportExcerpt(item.text),
      reporter_id: user.id,
      status: 'open',
      created_at: new Date().toISOString(),
      resolved_at: null,
      resolved_by_id: null,
    };
    db.reports.push(row);
    const notice = REPORT_NOTICES.reported(
      row.kind,
      row.reason,
      row.excerpt,
      item.community?.name ?? 'We Talk',
      reportsPath(row.community_id),
    );
    const community = item.community;
    const admins = community
      ? db.memberships
          .filter((m) => m.community_id === community.id && isCommunityAdmin(community, m.user_id))
          .filter((m) => m.is_approved)
          .map((m) => m.user_id)
      : findUser(forumAdmin.id)
        ? [forumAdmin.id]
        : [];
    for (const adminId of [...new Set(admins)].sort((a, b) => a - b))
      notify(adminId, senderOf(community), notice);
    return response(201).json(view(row));
  }),

  mock.get('/reports/communities/{id}', ({ me, params, response }) => {
    const community = findCommunity(params.id);
    requireCommunityAdmin(community, me());
    return response(200).json(openOf((row) => row.community_id === community.id));
  }),

  mock.get('/reports/forum', ({ me, response }) => {
    requireForumAdmin(me());
    return response(200).json(openOf((row) => row.community_id === null));
  }),

  mock.post('/reports/{id}/resolve', ({ me, params, body, response }) => {
    const user = me();
    const report =
      db.reports.find((row) => row.id === params.id) ?? notFound(REPORT_DETAILS.reportNotFound);
    const community = report.community_id === null ? undefined : findCommunity(report.community_id);
    if (community) requireCommunityAdmin(community, user);
    else requireForumAdmin(user);
    if (report.status !== 'open') conflict(REPORT_DETAILS.alreadyResolved);
    if (body.outcome === 'remove') {
      if (report.kind === 'chat_message' && community) {
        const message = db.chat.find(
          (row) => row.id === report.item_id && row.community_id === community.id,
        );
        if (message) {
          removeWhere(db.chat, (row) => row === message);
          if (message.user_id !== user.id)
            notify(
              message.user_id,
              senderOf(community),
              COMMUNITY_NOTICES.itemRemoved(community.name, 'message', message.content),
            );
        }
      } else if (report.kind === 'forum_talk') {
        removeWhere(db.forumComments, (row) => row.thread_id === report.item_id);
        removeWhere(db.forumThreads, (row) => row.id === report.item_id);
      } else {
        removeWhere(db.forumComments, (row) => row.id === report.item_id);
      }
    }
    const status = body.outcome === 'remove' ? 'removed' : 'dismissed';
    const now = new Date().toISOString();
    for (const row of db.reports)
      if (row.kind === report.kind && row.item_id === report.item_id && row.status === 'open') {
        row.status = status;
        row.resolved_at = now;
        row.resolved_by_id = user.id;
        notify(
          row.reporter_id,
          senderOf(community),
          REPORT_NOTICES.resolved(row.kind, row.excerpt, status),
        );
      }
    return response(200).json(view(report));
  }),
];
