import type { InboxMessage } from '@wegrow/api';
import { List, ListItem, Stack, Text } from '@wegrow/ui';
import { useEffect, useId, useRef } from 'react';
import { formatMessageTime, machineTime, type MessageTimeOptions } from './messageTime';

export interface InboxListProps extends MessageTimeOptions {
  /** The messages, in the order shown (newest first). */
  messages: readonly InboxMessage[];
  /** An unread message was chosen (click, Enter or Space): mark it read. */
  onMarkRead: (messageId: number) => void;
}

function MessageTime({ timestamp, ...options }: { timestamp: string } & MessageTimeOptions) {
  const dateTime = machineTime(timestamp);
  const text = formatMessageTime(timestamp, options);
  return dateTime ? <time dateTime={dateTime}>{text}</time> : <>{text}</>;
}

function summary(unread: number): string {
  if (unread === 0) return 'All caught up: every message has been read.';
  const messages = unread === 1 ? '1 unread message' : `${unread} unread messages`;
  return `${messages}. Select a message to mark it as read.`;
}

/**
 * The inbox messages, each with its time and content. Unread ones are highlighted (and read out
 * as "Unread") and are buttons that mark them read; read ones are plain text.
 */
export function InboxList({ messages, onMarkRead, locale, timeZone }: InboxListProps) {
  const summaryId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // A read message stops being a button, which would drop the keyboard focus on the page: it goes
  // to the next unread message instead, or to the list when none is left.
  const refocus = useRef(false);
  const unread = messages.filter((message) => !message.read).length;

  useEffect(() => {
    const list = listRef.current;
    if (!refocus.current || !list) return;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (!focusLost) return;
    refocus.current = false;
    (list.querySelector<HTMLElement>('button[data-list-action]') ?? list).focus();
  }, [messages]);

  return (
    <Stack gap="3">
      <Text id={summaryId} size="sm" tone="secondary">
        {summary(unread)}
      </Text>
      <List ref={listRef} aria-label="Messages" aria-describedby={summaryId} tabIndex={-1}>
        {messages.map((message) => (
          <ListItem
            key={message.id}
            highlighted={!message.read}
            highlightLabel="Unread"
            description={
              <MessageTime timestamp={message.timestamp} locale={locale} timeZone={timeZone} />
            }
            onActivate={
              message.read
                ? undefined
                : () => {
                    refocus.current = true;
                    onMarkRead(message.id);
                  }
            }
          >
            {message.content}
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
