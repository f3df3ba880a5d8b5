import type { JournalEntry } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import { asEntryList, newestFirst, wasEdited } from './entryOrder';

const absent = { status: 'absent', source: null, error: null } as const;

function entry(id: number, created_at: string, updated_at = created_at): JournalEntry {
  return {
    id,
    title: `Entry ${id}`,
    content: 'Words.',
    tags: [],
    created_at,
    updated_at,
    reflection: null,
    mantra: null,
    next_action: null,
    insights: { reflection: absent, mantra: absent, next_action: absent },
    crisis: false,
  };
}

describe('Past Entries order (spec 1 §2: newest first)', () => {
  it('puts the newest first, whatever order the answer had', () => {
    const list = [
      entry(1, '2026-01-01T10:00:00Z'),
      entry(3, '2026-01-04T08:14:00Z'),
      entry(2, '2026-01-03T21:05:00Z'),
    ];
    expect(newestFirst(list).map((e) => e.id)).toEqual([3, 2, 1]);
    // The answer itself is left as it was.
    expect(list.map((e) => e.id)).toEqual([1, 3, 2]);
  });

  it('orders entries of the same moment by id, larger first, and unreadable times last', () => {
    const list = [
      entry(5, 'not a time'),
      entry(6, '2026-01-04T08:14:00Z'),
      entry(7, '2026-01-04T08:14:00.000Z'),
    ];
    expect(newestFirst(list).map((e) => e.id)).toEqual([7, 6, 5]);
  });

  it('compares instants, not strings (time zones)', () => {
    const list = [entry(1, '2026-01-04T09:00:00+02:00'), entry(2, '2026-01-04T08:00:00Z')];
    expect(newestFirst(list).map((e) => e.id)).toEqual([2, 1]);
  });

  it('reads an answer that is not a list as no entries', () => {
    expect(asEntryList({ entries: [] })).toEqual([]);
    expect(asEntryList(null)).toEqual([]);
  });

  it('knows an edited entry', () => {
    expect(wasEdited(entry(1, '2026-01-01T15:40:00Z', '2026-01-02T09:10:00Z'))).toBe(true);
    expect(wasEdited(entry(1, '2026-01-01T15:40:00Z'))).toBe(false);
  });
});
