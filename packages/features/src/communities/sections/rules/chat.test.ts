import type { ChatMessage } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import {
  formatMessageTime,
  isAtBottom,
  mergeMessages,
  messageToSend,
  visibleMessages,
  withoutMessage,
} from './chat';

const message = (id: number, content = `m${id}`, editedAt: string | null = null): ChatMessage => ({
  id,
  user_id: 1,
  username: 'maya',
  content,
  timestamp: '2026-01-03T18:05:00Z',
  edited_at: editedAt,
});

describe('messageToSend', () => {
  it('sends the trimmed text and ignores a blank one', () => {
    expect(messageToSend('  hello \n')).toBe('hello');
    expect(messageToSend('')).toBeNull();
    expect(messageToSend(' \t\n ')).toBeNull();
  });
});

describe('mergeMessages and withoutMessage', () => {
  it('merges arrivals by id, oldest first, without duplicates', () => {
    const merged = mergeMessages([message(1), message(3)], [message(3, 'again'), message(2)]);
    expect(merged.map((m) => [m.id, m.content])).toEqual([
      [1, 'm1'],
      [2, 'm2'],
      [3, 'again'],
    ]);
  });

  it('keeps the copy edited last, whichever way it came (a reload after a live edit, or before)', () => {
    const first = message(1, 'first edit', '2026-01-03T18:06:00Z');
    const second = message(1, 'second edit', '2026-01-03T18:07:00Z');
    // The list reloaded after the second edit; the stream brought the first one earlier.
    expect(mergeMessages([second], [first]).map((m) => m.content)).toEqual(['second edit']);
    expect(mergeMessages([first], [second]).map((m) => m.content)).toEqual(['second edit']);
    // An edited copy beats the copy from before the edit; the same edit: the arrival wins.
    expect(mergeMessages([message(1, 'typo')], [first]).map((m) => m.content)).toEqual([
      'first edit',
    ]);
    expect(mergeMessages([first], [message(1, 'typo')]).map((m) => m.content)).toEqual([
      'first edit',
    ]);
    const again = message(1, 'same edit, again', '2026-01-03T18:06:00Z');
    expect(mergeMessages([first], [again]).map((m) => m.content)).toEqual(['same edit, again']);
  });

  it('drops a deleted message and ignores an unknown id', () => {
    expect(withoutMessage([message(1), message(2)], 1).map((m) => m.id)).toEqual([2]);
    expect(withoutMessage([message(1)], 9).map((m) => m.id)).toEqual([1]);
  });
});

describe('visibleMessages', () => {
  it('shows the list with live arrivals merged in and live deletions left out', () => {
    const shown = visibleMessages([message(1), message(2)], {
      arrived: [message(3), message(2, 'same')],
      deleted: [1],
    });
    expect(shown.map((m) => [m.id, m.content])).toEqual([
      [2, 'same'],
      [3, 'm3'],
    ]);
  });

  it('keeps a live arrival that a reload started earlier does not hold yet', () => {
    expect(
      visibleMessages([message(1)], { arrived: [message(5)], deleted: [] }).map((m) => m.id),
    ).toEqual([1, 5]);
  });
});

describe('isAtBottom', () => {
  it('is true at the end and a little above it, false further up', () => {
    expect(isAtBottom({ scrollTop: 680, clientHeight: 320, scrollHeight: 1000 })).toBe(true);
    expect(isAtBottom({ scrollTop: 640, clientHeight: 320, scrollHeight: 1000 })).toBe(true);
    expect(isAtBottom({ scrollTop: 600, clientHeight: 320, scrollHeight: 1000 })).toBe(false);
    // Nothing to scroll: always at the bottom.
    expect(isAtBottom({ scrollTop: 0, clientHeight: 320, scrollHeight: 200 })).toBe(true);
  });
});

describe('formatMessageTime', () => {
  it('shows the day and the time in the reader’s zone', () => {
    expect(formatMessageTime('2026-01-03T18:05:00Z', { locale: 'en-GB', timeZone: 'UTC' })).toMatch(
      /^3 Jan,? 18:05$/,
    );
    expect(
      formatMessageTime('2026-01-03T23:30:00Z', { locale: 'en-GB', timeZone: 'Europe/Berlin' }),
    ).toMatch(/^4 Jan,? 00:30$/);
    expect(formatMessageTime('garbage')).toBe('garbage');
  });
});
