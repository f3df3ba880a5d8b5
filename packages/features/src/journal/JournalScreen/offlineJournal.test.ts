import type { JournalEntry } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import { replay } from '../../offline';
import {
  describeJournalChange,
  isEmptyDraft,
  journalSender,
  restoredDraft,
  withPendingEdits,
  type JournalCalls,
  type JournalWrite,
} from './offlineJournal';

const write = (id: string, payload: JournalWrite['payload']): JournalWrite => ({
  id,
  kind: payload.op,
  payload,
  queuedAt: 0,
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
    const shown = withPendingEdits(
      [entry],
      [
        write('a', { op: 'update', id: 3, title: 'First', content: 'One' }),
        write('b', { op: 'update', id: 3, title: 'Second', content: 'Two' }),
      ],
    );
    expect(shown[0]).toMatchObject({ id: 3, title: 'Second', content: 'Two' });
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
    };
    const result = await replay(
      [
        write('k1', { op: 'create', title: 'Walk', content: 'Offline' }),
        write('k2', { op: 'update', id: 9, title: 'Gone', content: 'x' }),
        write('k3', { op: 'update', id: 4, title: 'Kept', content: 'y' }),
      ],
      journalSender(calls),
    );
    expect(sent).toEqual(['create Walk k1', 'update 9 k2', 'update 4 k3']);
    expect(result.queue).toEqual([
      {
        ...write('k2', { op: 'update', id: 9, title: 'Gone', content: 'x' }),
        failure: 'Journal entry not found',
      },
    ]);
    const [refused] = result.queue;
    expect(refused && describeJournalChange(refused.payload)).toBe('Edit of “Gone”');
  });
});
