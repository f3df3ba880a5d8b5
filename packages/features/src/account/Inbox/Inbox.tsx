import { useQueryClient } from '@tanstack/react-query';
import { countUnread, inboxKey, toApiError, useApi } from '@wegrow/api';
import { useMemo } from 'react';
import { useSession } from '../../session/SessionProvider';
import { QueryState } from '../../shared/QueryState/QueryState';
import { asMessageList, newestFirst, withReadFlag } from './inboxMessages';
import { InboxList } from './InboxList';
import type { MessageTimeOptions } from './messageTime';

export interface InboxProps extends MessageTimeOptions {
  /** Whose inbox: the signed-in user's id. */
  userId: number;
}

/**
 * The Inbox tab (spec 1 §2, §4, §7, §8): the user's messages, newest first. Choosing an unread one
 * marks it read at once (the unread count drops by one, never below zero, for the tab and the
 * navigation badge) and tells the server; when the server refuses, the failure is only logged and
 * the message goes back to unread.
 */
export function Inbox({ userId, locale, timeZone }: InboxProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { decrementUnread, setUnreadCount } = useSession();
  const init = { params: { path: { userId } } };
  const inbox = api.useQuery('get', '/inbox/{userId}', init);
  const { queryKey } = api.queryOptions('get', '/inbox/{userId}', init);

  function setReadFlag(messageId: number, read: boolean) {
    queryClient.setQueryData(queryKey, (old) =>
      Array.isArray(old) ? withReadFlag(old, messageId, read) : old,
    );
  }

  const markRead = api.useMutation('post', '/inbox/read/{messageId}', {
    onMutate: async ({ params }) => {
      // A refetch under way would bring back the old flag over the one set here.
      await queryClient.cancelQueries({ queryKey });
      setReadFlag(params.path.messageId, true);
      decrementUnread();
    },
    onError: (error, { params }) => {
      // Spec 1 §8: a mark-read failure is only logged. The message is unread again.
      console.warn('Could not mark the inbox message as read:', toApiError(error).detail);
      setReadFlag(params.path.messageId, false);
      setUnreadCount(countUnread(asMessageList(queryClient.getQueryData(queryKey))));
      void queryClient.invalidateQueries({ queryKey: inboxKey });
    },
  });

  const messages = useMemo(() => newestFirst(asMessageList(inbox.data)), [inbox.data]);

  return (
    <QueryState
      query={inbox}
      loading="Loading inbox..."
      error="Failed to load inbox."
      empty={{
        // An answer that is not a list counts as an empty inbox (spec 1 §7).
        when: () => messages.length === 0,
        icon: '📭',
        title: 'No new messages.',
        description: 'Notes about your journal, communities and projects will arrive here.',
      }}
    >
      {() => (
        <InboxList
          messages={messages}
          locale={locale}
          timeZone={timeZone}
          onMarkRead={(messageId) => markRead.mutate({ params: { path: { messageId } } })}
        />
      )}
    </QueryState>
  );
}
