import type { components } from '@wegrow/api/schema';
import { needsCrisisHelp } from './insights';
import type { InsightKind } from './kinds';
import type { JournalEntryRow, JournalInsightRow } from './schema';

/** A journal entry as the API shows it (contract schema `JournalEntry`). */
export type JournalEntry = components['schemas']['JournalEntry'];
export type JournalInsightState = components['schemas']['JournalInsightState'];

const ABSENT: JournalInsightState = { status: 'absent', source: null, error: null };

function stateOf(row: JournalInsightRow | undefined): JournalInsightState {
  if (!row) return ABSENT;
  switch (row.status) {
    case 'pending':
      return { status: 'pending', source: null, error: null };
    case 'ready':
      return { status: 'ready', source: row.source, error: null };
    case 'failed':
      return { status: 'failed', source: null, error: row.error };
  }
}

const textOf = (row: JournalInsightRow | undefined) =>
  row?.status === 'ready' ? (row.text ?? null) : null;

/** An entry with its insights (the rows of that entry, any order). */
export function toJournalEntry(
  entry: JournalEntryRow,
  insights: readonly JournalInsightRow[],
): JournalEntry {
  const of = (kind: InsightKind) => insights.find((row) => row.kind === kind);
  return {
    id: entry.id,
    title: entry.title,
    content: entry.content,
    tags: entry.tags,
    created_at: entry.createdAt.toISOString(),
    updated_at: entry.updatedAt.toISOString(),
    reflection: textOf(of('reflection')),
    mantra: textOf(of('mantra')),
    next_action: textOf(of('next_action')),
    insights: {
      reflection: stateOf(of('reflection')),
      mantra: stateOf(of('mantra')),
      next_action: stateOf(of('next_action')),
    },
    crisis: needsCrisisHelp(entry),
  };
}
