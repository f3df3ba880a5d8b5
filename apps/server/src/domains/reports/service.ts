import { COMMUNITY_DETAILS } from '@wegrow/contract/communities';
import { FORUM_DETAILS } from '@wegrow/contract/forum';
import {
  REPORT_DETAILS,
  REPORT_NOTICES,
  reportExcerpt,
  type ReportKind,
  type ReportOutcome,
  type ReportReason,
  reportsPath,
} from '@wegrow/contract/reports';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors';
import { users } from '../../platform/schema';
import { communities, type CommunitiesServices } from '../communities';
import { forum, FORUM_SENDER, type ForumService } from '../forum';
import type { Delivery, InboxService } from '../inbox';
import type { NoticeChannel } from '../notifications';
import { contentReports, type ContentReportRow } from './schema';
import { type Report, toReport } from './views';

const { communities: communityTable, communityMembers, communityChatMessages } = communities.tables;
const { forumThreads, forumComments } = forum.tables;

/** The most open reports one list shows (the contract's `maxItems`). */
export const REPORTS_LIST_MAX = 200;

export interface NewReport {
  kind: ReportKind;
  id: number;
  reason: ReportReason;
  note?: string | undefined;
}

/** The reported item: its author, its text and where it lives. */
interface Item {
  authorId: number;
  text: string;
  communityId: number | null;
  communityName: string | null;
  threadId: number | null;
}

/**
 * Reports (issue 33), after Discourse's flags kept small: a member reports a chat message (of a
 * community they are an approved member of), a talk or a comment once; each admin who can remove
 * it (the community's admins, the forum admin) gets an inbox notice with the path of the reports
 * list; one of them removes the content (through the chat's and the forum's own deletes) or
 * dismisses it, which resolves every open report of that item and tells each reporter.
 */
export class ReportsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly inbox: InboxService,
    /** Reports reaching their admins (kind "reports"); the reporter hears of the outcome in the inbox. */
    private readonly reports: NoticeChannel,
    private readonly communities: CommunitiesServices,
    private readonly forum: ForumService,
    /** Drops the forum's cached public reads after a removal made here. */
    private readonly forumChanged: () => Promise<void>,
  ) {}

  async create(user: AuthUser, report: NewReport): Promise<Report> {
    const item = await this.item(user, report.kind, report.id);
    if (item.authorId === user.id) throw badRequest(REPORT_DETAILS.ownContent);
    const note = report.note?.trim() || null;
    const excerpt = reportExcerpt(item.text);
    // Read before the transaction: the forum admin is looked up outside it.
    const admins = await this.adminsOf(item.communityId);
    const row = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(contentReports)
        .values({
          kind: report.kind,
          itemId: report.id,
          communityId: item.communityId,
          threadId: item.threadId,
          reporterId: user.id,
          reason: report.reason,
          note,
          excerpt,
          createdAt: this.clock(),
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) throw conflict(REPORT_DETAILS.alreadyReported);
      const notice = REPORT_NOTICES.reported(
        report.kind,
        report.reason,
        excerpt,
        item.communityName ?? 'We Talk',
        reportsPath(item.communityId),
      );
      for (const adminId of admins)
        await this.reports.deliver(
          adminId,
          { sender: this.senderOf(item), ...notice, path: reportsPath(item.communityId) },
          { db: tx },
        );
      return inserted;
    });
    return this.view(row);
  }

  /** The community's open reports, oldest first: its admins only. */
  async listCommunity(user: AuthUser, communityId: number): Promise<Report[]> {
    await this.requireCommunityAdmin(user, communityId);
    return this.open(eq(contentReports.communityId, communityId));
  }

  /** The forum's open reports, oldest first: the forum admin only. */
  async listForum(user: AuthUser): Promise<Report[]> {
    if (!this.forum.isAdmin(user)) throw forbidden(REPORT_DETAILS.forumAdminOnly);
    return this.open(isNull(contentReports.communityId));
  }

  /**
   * Removes the content or keeps it, resolving every open report of the item (who and when
   * recorded) and telling each reporter. The content goes first, through its domain's own delete
   * (which checks the caller again); content already gone counts as removed.
   */
  async resolve(user: AuthUser, reportId: number, outcome: ReportOutcome): Promise<Report> {
    const [report] = await this.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.id, reportId));
    if (!report) throw notFound(REPORT_DETAILS.reportNotFound);
    const communityName =
      report.communityId === null
        ? null
        : await this.requireCommunityAdmin(user, report.communityId);
    if (report.communityId === null && !this.forum.isAdmin(user))
      throw forbidden(REPORT_DETAILS.forumAdminOnly);
    if (report.status !== 'open') throw conflict(REPORT_DETAILS.alreadyResolved);
    if (outcome === 'remove') await this.removeContent(user, report);
    const status = outcome === 'remove' ? 'removed' : 'dismissed';
    const resolved = await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(contentReports)
        .set({ status, resolvedAt: this.clock(), resolvedById: user.id })
        .where(
          and(
            eq(contentReports.kind, report.kind),
            eq(contentReports.itemId, report.itemId),
            eq(contentReports.status, 'open'),
          ),
        )
        .returning();
      const mine = rows.find((row) => row.id === reportId);
      if (!mine) throw conflict(REPORT_DETAILS.alreadyResolved);
      const sender =
        communityName === null ? FORUM_SENDER : { kind: 'community' as const, name: communityName };
      for (const row of rows)
        await this.inbox.deliver(
          row.reporterId,
          { sender, ...REPORT_NOTICES.resolved(row.kind, row.excerpt, status) },
          { db: tx },
        );
      return mine;
    });
    return this.view(resolved);
  }

  private async removeContent(user: AuthUser, report: ContentReportRow): Promise<void> {
    try {
      if (report.kind === 'chat_message') {
        if (report.communityId === null) return;
        await this.communities.chat.remove(user, report.communityId, report.itemId);
      } else {
        if (report.kind === 'forum_talk') await this.forum.removeThread(user, report.itemId);
        else await this.forum.removeComment(user, report.itemId);
        await this.forumChanged();
      }
    } catch (error) {
      // Deleted meanwhile (by its author, or with its talk): nothing left to remove.
      if (error instanceof HttpError && error.statusCode === 404) return;
      throw error;
    }
  }

  /** The reported item, if the caller can see it: 404 unknown, 403 a community's chat they are not in. */
  private async item(user: AuthUser, kind: ReportKind, id: number): Promise<Item> {
    if (kind === 'chat_message') {
      const [row] = await this.db
        .select({
          authorId: communityChatMessages.userId,
          text: communityChatMessages.content,
          communityId: communityChatMessages.communityId,
          communityName: communityTable.name,
          creatorId: communityTable.creatorId,
          hidden: communityTable.hiddenSections,
        })
        .from(communityChatMessages)
        .innerJoin(communityTable, eq(communityTable.id, communityChatMessages.communityId))
        .where(eq(communityChatMessages.id, id));
      if (!row) throw notFound(REPORT_DETAILS.messageNotFound);
      const [member] = await this.db
        .select({ isAdmin: communityMembers.isAdmin })
        .from(communityMembers)
        .where(
          and(
            eq(communityMembers.communityId, row.communityId),
            eq(communityMembers.userId, user.id),
            eq(communityMembers.isApproved, true),
          ),
        );
      if (!member) throw forbidden(COMMUNITY_DETAILS.membersOnly);
      const admin = member.isAdmin || row.creatorId === user.id;
      if (!admin && row.hidden.includes('chat')) throw forbidden(COMMUNITY_DETAILS.sectionHidden);
      return { ...row, threadId: null };
    }
    if (kind === 'forum_talk') {
      const [row] = await this.db
        .select({
          authorId: forumThreads.userId,
          title: forumThreads.title,
          text: forumThreads.text,
        })
        .from(forumThreads)
        .where(eq(forumThreads.id, id));
      if (!row) throw notFound(FORUM_DETAILS.threadNotFound);
      return {
        authorId: row.authorId,
        text: row.title ? `${row.title}: ${row.text}` : row.text,
        communityId: null,
        communityName: null,
        threadId: id,
      };
    }
    const [row] = await this.db
      .select({
        authorId: forumComments.userId,
        text: forumComments.text,
        threadId: forumComments.threadId,
      })
      .from(forumComments)
      .where(eq(forumComments.id, id));
    if (!row) throw notFound(FORUM_DETAILS.commentNotFound);
    return { ...row, communityId: null, communityName: null };
  }

  /** The community's name, when the caller is one of its admins (404 no such community, else 403). */
  private async requireCommunityAdmin(user: AuthUser, communityId: number): Promise<string> {
    const [community] = await this.db
      .select({ name: communityTable.name, creatorId: communityTable.creatorId })
      .from(communityTable)
      .where(eq(communityTable.id, communityId));
    if (!community) throw notFound(COMMUNITY_DETAILS.communityNotFound);
    if (community.creatorId === user.id) return community.name;
    const [member] = await this.db
      .select({ id: communityMembers.id })
      .from(communityMembers)
      .where(
        and(
          eq(communityMembers.communityId, communityId),
          eq(communityMembers.userId, user.id),
          eq(communityMembers.isApproved, true),
          eq(communityMembers.isAdmin, true),
        ),
      );
    if (!member) throw forbidden(COMMUNITY_DETAILS.adminsOnly);
    return community.name;
  }

  /** Who a report reaches: the community's admins (its creator among them), or the forum admin. */
  private async adminsOf(communityId: number | null): Promise<number[]> {
    if (communityId === null) {
      const { id } = await this.forum.admin();
      return id === null ? [] : [id];
    }
    const rows = await this.db
      .select({ userId: communityMembers.userId })
      .from(communityMembers)
      .innerJoin(communityTable, eq(communityTable.id, communityMembers.communityId))
      .where(
        and(
          eq(communityMembers.communityId, communityId),
          eq(communityMembers.isApproved, true),
          or(
            eq(communityMembers.isAdmin, true),
            eq(communityMembers.userId, communityTable.creatorId),
          ),
        ),
      )
      .orderBy(asc(communityMembers.userId));
    return rows.map((row) => row.userId);
  }

  private senderOf(item: Item): Delivery['sender'] {
    return item.communityName === null
      ? FORUM_SENDER
      : { kind: 'community', name: item.communityName };
  }

  private async open(scope: ReturnType<typeof eq>): Promise<Report[]> {
    const rows = await this.db
      .select()
      .from(contentReports)
      .where(and(scope, eq(contentReports.status, 'open')))
      .orderBy(asc(contentReports.createdAt), asc(contentReports.id))
      .limit(REPORTS_LIST_MAX);
    return this.views(rows);
  }

  private async view(row: ContentReportRow): Promise<Report> {
    const [report] = await this.views([row]);
    if (!report) throw new Error('a report view went missing');
    return report;
  }

  private async views(rows: ContentReportRow[]): Promise<Report[]> {
    const ids = [
      ...new Set(rows.flatMap((row) => [row.reporterId, row.resolvedById ?? row.reporterId])),
    ];
    const names =
      ids.length === 0
        ? []
        : await this.db
            .select({ id: users.id, username: users.username })
            .from(users)
            .where(inArray(users.id, ids));
    const byId = new Map(names.map(({ id, username }) => [id, username]));
    return rows.map((row) => toReport(row, byId));
  }
}
