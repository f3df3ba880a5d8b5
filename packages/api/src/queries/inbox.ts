import type { ApiClient } from '../client/createApiClient';
import { queryKeyOf, type Invalidations } from '../query/keys';
import type { InboxMessage } from '../types';
import { PAGE_SIZE, pagedListOptions } from './paging';

/** Every inbox list query (`GET /inbox/{userId}`, its pages included). */
export const inboxKey = queryKeyOf('/inbox/{userId}');
/** The unread count of the navigation badge (`GET /inbox/unread/{userId}`), counted by the server. */
export const inboxUnreadKey = queryKeyOf('/inbox/unread/{userId}');

/** The unread messages among those given (never below zero); the badge itself counts on the server. */
export function countUnread(messages: readonly InboxMessage[] | undefined | null): number {
  if (!Array.isArray(messages)) return 0;
  return messages.filter((message) => !message.read).length;
}

/** A user's inbox, page by page (newest first; "Show more" loads the next page). */
export function inboxPages(client: ApiClient, userId: number, limit: number = PAGE_SIZE) {
  return pagedListOptions(
    [...inboxKey, { userId }],
    async (query, signal) => {
      const { data, error } = await client.GET('/inbox/{userId}', {
        params: { path: { userId }, query },
        signal,
      });
      if (error) throw error;
      return data;
    },
    limit,
  );
}

export const inboxInvalidations = {
  'post /inbox/read/{messageId}': [inboxKey, inboxUnreadKey],
  'post /inbox/send': [inboxKey, inboxUnreadKey],
} as const satisfies Invalidations;
