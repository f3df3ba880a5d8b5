import { queryKeyOf, type Invalidations } from '../query/keys';
import type { InboxMessage } from '../types';

/** Every inbox list query (`GET /inbox/{userId}`); the unread count derives from it. */
export const inboxKey = queryKeyOf('/inbox/{userId}');

/** The unread count of the navigation badge, derived from the inbox list (never below zero). */
export function countUnread(messages: readonly InboxMessage[] | undefined | null): number {
  if (!Array.isArray(messages)) return 0;
  return messages.filter((message) => !message.read).length;
}

export const inboxInvalidations = {
  'post /inbox/read/{messageId}': [inboxKey],
  'post /inbox/send': [inboxKey],
} as const satisfies Invalidations;
