import { useQueryClient } from '@tanstack/react-query';
import { toApiError, useApi, type ChatMessage } from '@wegrow/api';
import { Button, Inline, Notice, Stack, Text, TextField, vars } from '@wegrow/ui';
import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
} from 'react';
import { QueryState } from '../../../shared/QueryState/QueryState';
import { plainList } from '../../../shared/styles';
import {
  formatMessageTime,
  isAtBottom,
  messageToSend,
  noLiveChat,
  visibleMessages,
  type LiveChat,
} from '../rules/chat';
import { canDeleteMessage } from '../rules/permissions';
import { nameOf } from '../rules/tasks';
import { chatTexts } from '../texts';
import type { CommunitySectionProps, SectionTimeOptions } from '../types';
import type { ChatStreamEvent } from './chatStream';
import { useChatStream } from './useChatStream';

export type ChatSectionProps = CommunitySectionProps & SectionTimeOptions;

/** Spec 2 §9: the chat list scrolls at a maximum height of 20rem. */
export const CHAT_MAX_HEIGHT = '20rem';

const scrollArea: CSSProperties = {
  maxHeight: CHAT_MAX_HEIGHT,
  overflowY: 'auto',
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.sunken,
};

const bubble = (mine: boolean): CSSProperties => ({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  backgroundColor: mine ? vars.color.accent.soft : vars.color.surface.raised,
  overflowWrap: 'anywhere',
});

const messageText: CSSProperties = { margin: 0, whiteSpace: 'pre-wrap' };

interface MessageListProps {
  messages: readonly ChatMessage[];
  myUserId: number;
  onDelete: (message: ChatMessage) => void;
  deleting: number | null;
  locale?: string | undefined;
  timeZone?: string | undefined;
  /** The next change of the list scrolls to the end, wherever the reader was. */
  forceBottomRef: React.RefObject<boolean>;
}

/**
 * The messages, oldest first, in a scroll area of at most 20rem that stays at the bottom as
 * messages arrive, unless the reader scrolled up to read. A `log`, so screen readers announce
 * what arrives.
 */
function MessageList({
  messages,
  myUserId,
  onDelete,
  deleting,
  locale,
  timeZone,
  forceBottomRef,
}: MessageListProps) {
  const area = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);

  useLayoutEffect(() => {
    const node = area.current;
    if (!node || !(atBottom.current || forceBottomRef.current)) return;
    forceBottomRef.current = false;
    node.scrollTop = node.scrollHeight;
  }, [messages, forceBottomRef]);

  return (
    <div
      ref={area}
      role="log"
      aria-label={chatTexts.messagesLabel}
      // A scrollable region must be reachable with the keyboard (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      style={scrollArea}
      onScroll={(event) => {
        atBottom.current = isAtBottom(event.currentTarget);
      }}
    >
      {messages.length === 0 ? (
        <Text tone="secondary" style={{ padding: vars.space['2'] }}>
          {chatTexts.empty}
        </Text>
      ) : (
        <Stack as="ol" gap="2" style={plainList}>
          {messages.map((message) => {
            const mine = message.user_id === myUserId;
            return (
              <li key={message.id} style={bubble(mine)}>
                <Inline justify="between" align="start" gap="2">
                  <Text size="sm">
                    <Text as="span" size="sm" weight="bold">
                      {nameOf(message)}
                    </Text>{' '}
                    <Text as="span" size="xs" tone="secondary">
                      <time dateTime={message.timestamp}>
                        {formatMessageTime(message.timestamp, { locale, timeZone })}
                      </time>
                    </Text>
                  </Text>
                  {canDeleteMessage(myUserId, message) ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={chatTexts.deleteMessage}
                      loading={deleting === message.id}
                      onClick={() => onDelete(message)}
                    >
                      ✕
                    </Button>
                  ) : null}
                </Inline>
                <p style={messageText}>{message.content}</p>
              </li>
            );
          })}
        </Stack>
      )}
    </div>
  );
}

/**
 * Community Chat (spec 2 "Section behaviour", §5, §6, §9; issue 17): the messages with their
 * author and time, live from the chat stream; a box that sends on Enter or Send (a blank message
 * is ignored); the author's own messages have a delete button (only theirs, admins included).
 */
export function ChatSection({ communityId, myUserId, locale, timeZone }: ChatSectionProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const init = { params: { path: { id: communityId } } };
  const chat = api.useQuery('get', '/communities/{id}/chat', init);
  const { queryKey } = api.queryOptions('get', '/communities/{id}/chat', init);
  const send = api.useMutation('post', '/communities/{id}/chat');
  const remove = api.useMutation('delete', '/communities/{id}/chat/{messageId}');

  const [draft, setDraft] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const forceBottomRef = useRef(false);

  // What the stream (and this reader's own sends and deletions) changed since the list loaded.
  const [live, setLive] = useState<LiveChat>(noLiveChat);
  const arrive = (message: ChatMessage) =>
    setLive((current) => ({ ...current, arrived: [...current.arrived, message] }));
  const gone = (id: number) =>
    setLive((current) => ({ ...current, deleted: [...current.deleted, id] }));

  const status = useChatStream(communityId, (event: ChatStreamEvent) => {
    if (event.type === 'message') arrive(event.message);
    else if (event.type === 'deleted') gone(event.id);
    else {
      // Where the stream starts, or what was missed cannot be replayed: reload the list.
      if (event.type === 'reset') setLive(noLiveChat);
      if (event.type !== 'closed') void queryClient.invalidateQueries({ queryKey });
    }
  });

  const messages = useMemo(() => visibleMessages(chat.data ?? [], live), [chat.data, live]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const content = messageToSend(draft);
    if (content === null || send.isPending) {
      input.current?.focus();
      return;
    }
    setSendError(null);
    send.mutate(
      { params: { path: { id: communityId } }, body: { content } },
      {
        onSuccess: (message) => {
          forceBottomRef.current = true;
          arrive(message);
          setDraft('');
        },
        onError: (error) => {
          setSendError(toApiError(error).detail);
          input.current?.focus();
        },
      },
    );
  }

  function deleteMessage(message: ChatMessage) {
    setDeleteError(null);
    setDeleting(message.id);
    remove.mutate(
      { params: { path: { id: communityId, messageId: message.id } } },
      {
        onSuccess: () => gone(message.id),
        onError: (error) => setDeleteError(toApiError(error).detail),
        onSettled: () => setDeleting(null),
      },
    );
  }

  return (
    <Stack gap="3">
      {status === 'ended' ? <Notice tone="info">{chatTexts.streamClosed}</Notice> : null}
      {status === 'reconnecting' ? (
        <Text size="sm" tone="secondary" role="status">
          {chatTexts.reconnecting}
        </Text>
      ) : null}
      <QueryState query={chat} loading={chatTexts.loading} error={chatTexts.loadFailed}>
        {() => (
          <MessageList
            messages={messages}
            myUserId={myUserId}
            onDelete={deleteMessage}
            deleting={deleting}
            locale={locale}
            timeZone={timeZone}
            forceBottomRef={forceBottomRef}
          />
        )}
      </QueryState>
      {deleteError !== null ? (
        <Notice tone="error" title={chatTexts.deleteFailed} onDismiss={() => setDeleteError(null)}>
          {deleteError}
        </Notice>
      ) : null}
      <form onSubmit={submit} noValidate aria-label={chatTexts.sectionTitle}>
        <Inline gap="2" align="start" wrap={false}>
          <div style={{ flex: '1 1 auto', minWidth: 0 }}>
            <TextField
              ref={input}
              label={chatTexts.messageLabel}
              hideLabel
              placeholder={chatTexts.placeholder}
              value={draft}
              autoComplete="off"
              error={sendError ?? undefined}
              onChange={(event) => {
                setDraft(event.target.value);
                setSendError(null);
              }}
            />
          </div>
          <Button type="submit" loading={send.isPending}>
            {chatTexts.send}
          </Button>
        </Inline>
      </form>
    </Stack>
  );
}
