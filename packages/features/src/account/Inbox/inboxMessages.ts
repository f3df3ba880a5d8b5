import type { InboxMessage } from '@wegrow/api';

/**
 * The inbox list as the screen shows it (spec 1 §4, §7): any answer that is not an array counts
 * as an empty inbox; messages are shown newest first; reading one flips only its flag.
 */

/** The messages of an inbox answer; anything but an array is an empty inbox. */
export function asMessageList(data: unknown): InboxMessage[] {
  return Array.isArray(data) ? (data as InboxMessage[]) : [];
}

function timeOf(message: InboxMessage): number {
  const time = Date.parse(message.timestamp);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * The messages newest first (a copy). Unreadable timestamps go last; equal times keep the
 * higher (later) id first.
 */
export function newestFirst(messages: readonly InboxMessage[]): InboxMessage[] {
  return [...messages].sort((a, b) => {
    const byTime = timeOf(b) - timeOf(a);
    if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
    return b.id - a.id;
  });
}

/** The list with one message's read flag set (a copy; other messages keep their identity). */
export function withReadFlag(
  messages: readonly InboxMessage[],
  messageId: number,
  read: boolean,
): InboxMessage[] {
  return messages.map((message) =>
    message.id === messageId && message.read !== read ? { ...message, read } : message,
  );
}
