import type { InsightKind, InsightStatus, JournalEntry } from '@wegrow/api';

/** An entry for the pure tests: no insights unless `insights` says otherwise. */
export function testEntry(
  id: number,
  insights: Partial<Record<InsightKind, InsightStatus>> = {},
  extra: Partial<JournalEntry> = {},
): JournalEntry {
  const state = (kind: InsightKind) => {
    const status = insights[kind] ?? 'absent';
    return {
      status,
      source: status === 'ready' ? 'local' : null,
      error: status === 'failed' ? 'The AI provider answered 500.' : null,
    };
  };
  const text = (kind: InsightKind) => (insights[kind] === 'ready' ? `The ${kind} text.` : null);
  return {
    id,
    title: `Entry ${id}`,
    content: 'Words.',
    tags: [],
    created_at: '2026-01-04T08:14:00Z',
    updated_at: '2026-01-04T08:14:00Z',
    reflection: text('reflection'),
    mantra: text('mantra'),
    next_action: text('next_action'),
    insights: {
      reflection: state('reflection'),
      mantra: state('mantra'),
      next_action: state('next_action'),
    },
    crisis: false,
    ...extra,
  };
}
