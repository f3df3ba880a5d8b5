import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  inboxKey,
  inboxPages,
  inboxUnreadKey,
  toApiError,
  useApi,
  type InboxMessage,
} from '@wegrow/api';
import { useMemo, useRef } from 'react';
import { useSession } from '../../session/SessionProvider';
import { QueryState } from '../../shared/QueryState/QueryState';
import { pagedQuery, ShowMore } from '../../shared/ShowMore/ShowMore';
import { asMessageList, newestFirst, withReadFlag } from './inboxMessages';
import { InboxList } from './InboxList';
import type { MessageTimeOptions } from './messageTime';

export interface InboxProps extends MessageTimeOptions {
  /** Whose inbox: the signed-in user's id. */
  userId: number;
}

type Pages = InfiniteData<InboxMessage[], unknown>;

/** The loaded pages with one message's read flag set (a copy). */
function withReadFlagInPages(old: Pages | undefined, messageId: number, read: boolean) {
  if (!old) return old;
  return {
    ...old,
    pages: old.pages.map((page) => withReadFlag(asMessageList(page), messageId, read)),
  };
}

/**
 * The Inbox tab (spec 1 §2, §4, §7, §8): the user's messages, newest first, a page at a time
 * ("Show more" loads older ones; issue 22). Choosing an unread one marks it read at once (the
 * unread count drops by one, never below zero, for the tab and the navigation badge) and tells the
 * server; when the server refuses, the failure is only logged and the message goes back to unread
 * (the count is fetched again from the server, which counts over the whole inbox).
 */
export function Inbox({ userId, locale, timeZone }: InboxProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { decrementUnread, unreadCount } = useSession();
  const options = inboxPages(api.client, userId);
  const { queryKey } = options;
  const inbox = useInfiniteQuery(options);
  const listRef = useRef<HTMLUListElement>(null);

  function setReadFlag(messageId: number, read: boolean) {
    queryClient.setQueryData<Pages>(queryKey, (old) => withReadFlagInPages(old, messageId, read));
  }

  const countKey = api.queryOptions('get', '/inbox/unread/{userId}', {
    params: { path: { userId } },
  }).queryKey;

  /** One fewer unread: in the cached count (which the badge follows), else in the session. */
  function countDown() {
    const counted = queryClient.getQueryData<{ unread: number }>(countKey);
    if (counted && typeof counted.unread === 'number') {
      queryClient.setQueryData(countKey, { unread: Math.max(0, counted.unread - 1) });
    } else decrementUnread();
  }

  const markRead = api.useMutation('post', '/inbox/read/{messageId}', {
    onMutate: async ({ params }) => {
      // A refetch under way would bring back the old flag (or count) over the one set here.
      await Promise.all([
        queryClient.cancelQueries({ queryKey }),
        queryClient.cancelQueries({ queryKey: countKey }),
      ]);
      setReadFlag(params.path.messageId, true);
      countDown();
    },
    onError: (error, { params }) => {
      // Spec 1 §8: a mark-read failure is only logged. The message is unread again.
      console.warn('Could not mark the inbox message as read:', toApiError(error).detail);
      setReadFlag(params.path.messageId, false);
      void queryClient.invalidateQueries({ queryKey: inboxKey });
      void queryClient.invalidateQueries({ queryKey: inboxUnreadKey });
    },
  });

  // Any page that is not a list counts as empty (spec 1 §7: an answer that is not a list is an
  // empty inbox).
  const messages = useMemo(
    () => newestFirst(inbox.data?.pages.flatMap((page) => asMessageList(page)) ?? []),
    [inbox.data],
  );
  const shownUnread = messages.filter((message) => !message.read).length;

  return (
    <QueryState
      query={pagedQuery(inbox)}
      loading="Loading inbox..."
      error="Failed to load inbox."
      empty={{
        when: () => messages.length === 0,
        icon: '📭',
        title: 'No new messages.',
        description: 'Notes about your journal, communities and projects will arrive here.',
      }}
    >
      {() => (
        <>
          <InboxList
            listRef={listRef}
            messages={messages}
            // The server's count covers the pages not loaded yet.
            unreadCount={Math.max(unreadCount, shownUnread)}
            locale={locale}
            timeZone={timeZone}
            onMarkRead={(messageId) => markRead.mutate({ params: { path: { messageId } } })}
          />
          <ShowMore query={inbox} list={listRef} />
        </>
      )}
    </QueryState>
  );
}
