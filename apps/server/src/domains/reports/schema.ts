/**
 * Reports (issue 33): a member's report of a chat message, talk or comment, open until an admin it
 * reached resolves it. The item is named by kind and id (no foreign key: an item may be deleted by
 * its author while its report is open); the reported text is kept as it was.
 */
import type { ReportKind, ReportReason, ReportStatus } from '@wegrow/contract/reports';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns';
import { users } from '../../platform/schema';
import { communities } from '../communities';
import { forum } from '../forum';

export const contentReports = pgTable(
  'content_reports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ReportKind>().notNull(),
    itemId: integer('item_id').notNull(),
    /** The chat message's community (its admins resolve it); null for the forum. */
    communityId: integer('community_id').references(() => communities.tables.communities.id, {
      onDelete: 'cascade',
    }),
    /** The talk of a reported talk or comment (for the link); null for chat. */
    threadId: integer('thread_id').references(() => forum.tables.forumThreads.id, {
      onDelete: 'cascade',
    }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    /** Trimmed; null when none was given. */
    note: text('note'),
    /** The reported text when reported, on one line, at most 200 characters. */
    excerpt: text('excerpt').notNull(),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    createdAt: at('created_at').notNull(),
    resolvedAt: at('resolved_at'),
    resolvedById: integer('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One report per member and item.
    uniqueIndex('content_reports_reporter_item_key').on(t.reporterId, t.kind, t.itemId),
    index('content_reports_community_status_idx').on(t.communityId, t.status),
    index('content_reports_status_idx').on(t.status, t.kind),
  ],
);

export type ContentReportRow = typeof contentReports.$inferSelect;
