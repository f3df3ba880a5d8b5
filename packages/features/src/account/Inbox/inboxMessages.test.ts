import type { InboxMessage } from '@wegrow/api';
import { countUnread } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import {
  asMessageList,
  messageLink,
  messageLinkLabel,
  newestFirst,
  withReadFlag,
} from './inboxMessages';

const message = (id: number, timestamp: string, read = false): InboxMessage => ({
  id,
  read,
  timestamp,
  sender: { kind: 'system', name: 'WeGrow' },
  subject: `Subject ${id}`,
  content: `Message ${id}`,
});

describe('asMessageList', () => {
  it('keeps an array', () => {
    const list = [message(1, '2026-01-01T00:00:00Z')];
    expect(asMessageList(list)).toBe(list);
  });

  it('treats anything else as an empty inbox', () => {
    expect(asMessageList(undefined)).toEqual([]);
    expect(asMessageList(null)).toEqual([]);
    expect(asMessageList({ messages: [] })).toEqual([]);
    expect(asMessageList('nothing')).toEqual([]);
  });
});

describe('newestFirst', () => {
  it('orders by time, newest first, without changing the input', () => {
    const input = [
      message(1, '2026-01-02T19:40:00Z'),
      message(2, '2026-01-04T08:15:00Z'),
      message(3, '2026-01-03T17:02:00+01:00'),
    ];
    expect(newestFirst(input).map((m) => m.id)).toEqual([2, 3, 1]);
    expect(input.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('compares instants, not strings, across time zones', () => {
    const input = [message(1, '2026-01-03T10:00:00+02:00'), message(2, '2026-01-03T09:00:00Z')];
    expect(newestFirst(input).map((m) => m.id)).toEqual([2, 1]);
  });

  it('puts unreadable times last and breaks ties by the later id', () => {
    const input = [
      message(1, 'not a date'),
      message(2, '2026-01-01T00:00:00Z'),
      message(3, '2026-01-01T00:00:00Z'),
      message(4, 'also not a date'),
    ];
    expect(newestFirst(input).map((m) => m.id)).toEqual([3, 2, 4, 1]);
  });
});

describe('withReadFlag', () => {
  it('marks one message read and keeps the others as they are', () => {
    const input = [message(1, '2026-01-01T00:00:00Z'), message(2, '2026-01-02T00:00:00Z')];
    const output = withReadFlag(input, 2, true);
    expect(output.map((m) => m.read)).toEqual([false, true]);
    expect(output[0]).toBe(input[0]);
    expect(input[1]?.read).toBe(false);
  });

  it('drops the unread count by one', () => {
    const input = [message(1, '2026-01-01T00:00:00Z'), message(2, '2026-01-02T00:00:00Z')];
    expect(countUnread(withReadFlag(input, 1, true))).toBe(countUnread(input) - 1);
  });

  it('can put a message back to unread (a failed mark-read)', () => {
    const input = [message(1, '2026-01-01T00:00:00Z', true)];
    expect(withReadFlag(input, 1, false)[0]?.read).toBe(false);
  });

  it('leaves the list as it is for an unknown id', () => {
    const input = [message(1, '2026-01-01T00:00:00Z')];
    expect(withReadFlag(input, 99, true)).toEqual(input);
  });
});

describe('messageLink', () => {
  const system = { kind: 'system', name: 'WeGrow' } as const;
  it('finds the site path a notice points to, without its closing punctuation', () => {
    expect(
      messageLink({
        sender: system,
        content:
          'A chat message in Riverside was reported (Spam): "buy now". Review it: /communities/3#reports',
      }),
    ).toBe('/communities/3#reports');
    expect(
      messageLink({
        sender: { kind: 'community', name: 'Riverside' },
        content: 'See /WeTalk?talk=4.',
      }),
    ).toBe('/WeTalk?talk=4');
  });
  it('follows no path in a person’s message, and finds none in and/or or an address', () => {
    expect(
      messageLink({ sender: { kind: 'person', name: 'sam' }, content: 'Go to /logout' }),
    ).toBeNull();
    expect(messageLink({ sender: system, content: 'Soup and/or bread' })).toBeNull();
    expect(
      messageLink({ sender: system, content: 'At https://example.org/a and //evil.example' }),
    ).toBeNull();
  });
});

describe('messageLinkLabel', () => {
  const riverside = { kind: 'community', name: 'Riverside Growers' } as const;
  const system = { kind: 'system', name: 'WeGrow' } as const;
  it('names what the link opens, in the community that sent the notice', () => {
    expect(messageLinkLabel('/communities/3#reports', riverside)).toBe(
      'Open the report in Riverside Growers',
    );
    expect(messageLinkLabel('/communities/3#members', riverside)).toBe(
      'Open the join requests in Riverside Growers',
    );
    expect(messageLinkLabel('/communities/3', riverside)).toBe('Open Riverside Growers');
    expect(messageLinkLabel('/communities/3#reports', system)).toBe('Open the report');
    expect(messageLinkLabel('/communities/3#nowhere', system)).toBe('Open the community');
  });
  it('names the forum’s pages, and any other path as it is', () => {
    expect(messageLinkLabel('/WeTalk#reports', system)).toBe('Open the report in We Talk');
    expect(messageLinkLabel('/WeTalk?talk=4', system)).toBe('Open the talk');
    expect(messageLinkLabel('/WeTalk', system)).toBe('Open We Talk');
    expect(messageLinkLabel('/blog/7', system)).toBe('Open /blog/7');
  });
});
