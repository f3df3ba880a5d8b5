import type { JournalEntry } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import { replay } from '../../offline';
import { testEntry } from './testEntries';
import {
  describeJournalChange,
  isEmptyDraft,
  isWaitingEntry,
  journalSender,
  restoredDraft,
  withPendingChanges,
  type JournalCalls,
  type JournalWrite,
} from './offlineJournal';

const write = (id: string, payload: JournalWrite['payload'], queuedAt = 0): JournalWrite => ({
  id,
  kind: payload.op,
  payload,
  queuedAt,
});

describe('the journal offline', () => {
  it('restores a stored draft only into an empty form', () => {
    const stored = { title: 'Walk', content: 'Half written' };
    expect(restoredDraft({ title: '', content: '' }, stored)).toEqual(stored);
    expect(restoredDraft({ title: 'Typed', content: '' }, stored)).toEqual({
      title: 'Typed',
      content: '',
    });
    expect(restoredDraft({ title: '', content: '' }, undefined)).toEqual({
      title: '',
      content: '',
    });
    expect(isEmptyDraft({ title: ' ', content: '\n' })).toBe(true);
    expect(isEmptyDraft({ title: '', content: 'x' })).toBe(false);
  });

  it('shows the latest pending edit over the server’s entry', () => {
    const entry = { id: 3, title: 'Old', content: 'Old text' } as JournalEntry;
    const shown = withPendingChanges(
      [entry],
      [
        write('a', { op: 'update', id: 3, title: 'First', content: 'One' }),
        write('b', { op: 'update', id: 3, title: 'Second', content: 'Two' }),
      ],
    );
    expect(shown[0]).toMatchObject({ id: 3, title: 'Second', content: 'Two' });
  });

  it('shows a new entry waiting to be sent, and hides an entry waiting to be deleted', () => {
    const kept = testEntry(3, {}, { title: 'Kept' });
    const goingAway = testEntry(4, {}, { title: 'Going away' });
    const queuedAt = Date.parse('2026-11-27T09:30:00Z');
    const shown = withPendingChanges(
      [kept, goingAway],
      [
        write('a', { op: 'create', title: 'On the train', content: 'No signal.' }, queuedAt),
        write('b', { op: 'delete', id: 4, title: 'Going away' }),
        write('c', { op: 'create', title: 'Later', content: 'Still none.' }, queuedAt + 60_000),
      ],
    );
    expect(shown.map((entry) => [entry.id, entry.title])).toEqual([
      [-1, 'On the train'],
      [-2, 'Later'],
      [3, 'Kept'],
    ]);
    expect(shown[0]).toMatchObject({
      content: 'No signal.',
      created_at: '2026-11-27T09:30:00.000Z',
      updated_at: '2026-11-27T09:30:00.000Z',
      reflection: null,
      insights: { reflection: { status: 'absent' }, next_action: { status: 'absent' } },
    });
    expect(shown.map(isWaitingEntry)).toEqual([true, true, false]);
    expect(withPendingChanges([kept], [])).toEqual([kept]);
  });

  it('sends new entries and edits in order, each with its key; a refused one is kept', async () => {
    const sent: string[] = [];
    const calls: JournalCalls = {
      async create(body, key) {
        sent.push(`create ${body.title} ${key}`);
        return { status: 201 };
      },
      async update(id, body, key) {
        sent.push(`update ${id} ${key}`);
        return id === 9 ? { status: 404, detail: 'Journal entry not found' } : { status: 200 };
      },
      async remove(id, key) {
        sent.push(`delete ${id} ${key}`);
        return { status: 204 };
      },
    };
    const result = await replay(
      [
        write('k1', { op: 'create', title: 'Walk', content: 'Offline' }),
        write('k2', { op: 'update', id: 9, title: 'Gone', content: 'x' }),
        write('k3', { op: 'update', id: 4, title: 'Kept', content: 'y' }),
        write('k4', { op: 'delete', id: 5, title: 'Done with' }),
      ],
      journalSender(calls),
    );
    expect(sent).toEqual(['create Walk k1', 'update 9 k2', 'update 4 k3', 'delete 5 k4']);
    expect(result.queue).toEqual([
      {
        ...write('k2', { op: 'update', id: 9, title: 'Gone', content: 'x' }),
        failure: 'Journal entry not found',
      },
    ]);
    const [refused] = result.queue;
    expect(refused && describeJournalChange(refused.payload)).toBe('Edit of “Gone”');
    expect(describeJournalChange({ op: 'delete', id: 5, title: 'Done with' })).toBe(
      'Delete of “Done with”',
    );
  });
});

describe('a date chosen offline (writing about yesterday)', () => {
  const yesterday = '2026-11-26T09:30:00.000Z';

  it('is sent with the queued new entry or edit when the network is back', async () => {
    const bodies: unknown[] = [];
    const calls: JournalCalls = {
      async create(body) {
        bodies.push(body);
        return { status: 201 };
      },
      async update(id, body) {
        bodies.push({ id, ...body });
        return { status: 200 };
      },
      async remove() {
        return { status: 204 };
      },
    };
    await replay(
      [
        write('k1', { op: 'create', title: 'Walk', content: 'Offline', created_at: yesterday }),
        write('k2', { op: 'create', title: 'Today', content: 'No date chosen' }),
        write('k3', { op: 'update', id: 4, title: 'Kept', content: 'y', created_at: yesterday }),
      ],
      journalSender(calls),
    );
    expect(bodies).toEqual([
      { title: 'Walk', content: 'Offline', created_at: yesterday },
      { title: 'Today', content: 'No date chosen' },
      { id: 4, title: 'Kept', content: 'y', created_at: yesterday },
    ]);
  });

  it('dates the waiting entry, and a waiting edit, on the day chosen', () => {
    const queuedAt = Date.parse('2026-11-27T09:30:00Z');
    const kept = testEntry(3, {}, { title: 'Kept' });
    const shown = withPendingChanges(
      [kept],
      [
        write(
          'a',
          { op: 'create', title: 'Yesterday', content: 'x', created_at: yesterday },
          queuedAt,
        ),
        write('b', { op: 'update', id: 3, title: 'Kept', content: 'y', created_at: yesterday }),
      ],
    );
    expect(shown[0]).toMatchObject({
      title: 'Yesterday',
      created_at: yesterday,
      updated_at: '2026-11-27T09:30:00.000Z',
    });
    expect(shown[1]).toMatchObject({ id: 3, created_at: yesterday });
  });
});
