/**
 * Journal fakes for the stories and unit tests of this screen (never part of the site), on top of
 * the MSW fakes of @wegrow/api: they decide what the background "generation" does.
 */
import type { InsightKind, JournalEntry } from '@wegrow/api';
import { db, mock, type JournalRow } from '@wegrow/api/mocks';
import { speaksOfCrisis } from '@wegrow/contract/journal';

const entryView = ({ user_id: _owner, ...entry }: JournalRow): JournalEntry => ({
  ...entry,
  crisis: speaksOfCrisis(`${entry.title}\n${entry.content}`),
});

function listOf(userId: number): JournalEntry[] {
  return db.journal
    .filter((entry) => entry.user_id === userId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map(entryView);
}

/** `GET /journal` that never finishes a requested insight: it stays pending, poll after poll. */
export function holdInsightsPending() {
  return mock.get('/journal', ({ me, response }) => response(200).json(listOf(me().id)));
}

/**
 * `GET /journal` that finishes a requested insight only at the `nth` list call after it was
 * requested (the first is the refetch right after the request): polling finds it later.
 */
export function finishInsightsAfter(nth: number) {
  let calls = 0;
  return mock.get('/journal', ({ me, response }) => {
    const userId = me().id;
    const waiting = db.journal.some(
      (entry) =>
        entry.user_id === userId &&
        Object.values(entry.insights).some((state) => state.status === 'pending'),
    );
    if (waiting) calls += 1;
    if (waiting && calls >= nth) {
      for (const entry of db.journal) {
        if (entry.user_id !== userId) continue;
        for (const kind of Object.keys(entry.insights) as InsightKind[]) {
          if (entry.insights[kind].status !== 'pending') continue;
          entry[kind] = 'Your words return to the soil and to patience; both are ways you rest.';
          entry.insights[kind] = { status: 'ready', source: 'llama3.2', error: null };
        }
      }
      calls = 0;
    }
    return response(200).json(listOf(userId));
  });
}

/** `GET /journal` where the provider fails every requested insight (the job's final failure). */
export function failInsights(reason = 'The AI provider answered 500.') {
  return mock.get('/journal', ({ me, response }) => {
    const userId = me().id;
    for (const entry of db.journal) {
      if (entry.user_id !== userId) continue;
      for (const kind of Object.keys(entry.insights) as InsightKind[]) {
        if (entry.insights[kind].status === 'pending') {
          entry.insights[kind] = { status: 'failed', source: null, error: reason };
        }
      }
    }
    return response(200).json(listOf(userId));
  });
}

/** Marks an insight of a seeded entry as being generated (as if asked for before a reload). */
export function markPending(entryId: number, kind: InsightKind): void {
  const entry = db.journal.find((row) => row.id === entryId);
  if (!entry) throw new Error(`No journal entry ${entryId} in the fakes.`);
  entry[kind] = null;
  entry.insights[kind] = { status: 'pending', source: null, error: null };
}

/** A long entry for Maya: many paragraphs and a very long word, to show wrapping. */
export function addLongEntry(userId: number): JournalRow {
  const paragraph =
    'The beds are resting under straw. I walked the rows anyway, counting what overwintered: the garlic, the kale that refuses to quit, a few stubborn leeks. ';
  const entry: JournalRow = {
    id: 99,
    user_id: userId,
    title:
      'A long walk through the winter garden, and everything it brought up about the year ahead',
    content: [
      paragraph.repeat(3).trim(),
      'Things I want to remember:\n- ask Sam about the seed library shelf\n- rain barrel before March\n- rest',
      paragraph.repeat(2).trim(),
      'Pneumonoultramicroscopicsilicovolcanoconiosis-sized-worries-about-everything-at-once, and then, quietly, none.',
    ].join('\n\n'),
    tags: [],
    created_at: '2026-01-05T07:30:00Z',
    updated_at: '2026-01-05T07:30:00Z',
    reflection: null,
    mantra: null,
    next_action: null,
    insights: {
      reflection: { status: 'absent', source: null, error: null },
      mantra: { status: 'absent', source: null, error: null },
      next_action: { status: 'absent', source: null, error: null },
    },
  };
  db.journal.push(entry);
  return entry;
}
