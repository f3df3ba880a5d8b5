import type { components } from '@wegrow/api/schema';
import type { ContentReportRow } from './schema';

export type Report = components['schemas']['Report'];

/** A report as the contract sends it, with its reporter's and resolver's usernames. */
export function toReport(row: ContentReportRow, names: ReadonlyMap<number, string | null>): Report {
  return {
    id: row.id,
    kind: row.kind,
    item_id: row.itemId,
    community_id: row.communityId,
    thread_id: row.threadId,
    reason: row.reason,
    note: row.note,
    excerpt: row.excerpt,
    reporter: names.get(row.reporterId) ?? null,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    resolved_by: row.resolvedById === null ? null : (names.get(row.resolvedById) ?? null),
  };
}
