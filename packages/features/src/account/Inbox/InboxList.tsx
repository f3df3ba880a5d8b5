import type { InboxMessage } from '@wegrow/api';
import { Button, Inline, List, ListItem, Stack, Text, vars } from '@wegrow/ui';
import { TextLink } from '../../shared/links/RouterLinks';
import { messageLink, messageLinkLabel } from './inboxMessages';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { formatMessageTime, machineTime, type MessageTimeOptions } from './messageTime';
import { senderLabel } from './senderLabel';

export interface InboxListProps extends MessageTimeOptions {
  /** The messages, in the order shown (newest first). */
  messages: readonly InboxMessage[];
  /** An unread message was chosen (click, Enter or Space, or "Show more"): mark it read. */
  onMarkRead: (messageId: number) => void;
  /**
   * How many messages are unread in the whole inbox (the server's count, which covers pages not
   * loaded yet). @default the unread ones among `messages`
   */
  unreadCount?: number;
  /** The list element (its children are the messages), for the paged list's "Show more". */
  listRef?: RefObject<HTMLUListElement | null>;
}

/** How many lines of a message show before "Show more". */
export const COLLAPSED_LINES = 3;

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

const block: CSSProperties = { display: 'block' };
const subjectStyle: CSSProperties = { ...block, fontWeight: vars.fontWeight.bold };
const fromStyle: CSSProperties = {
  ...block,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
};
const contentStyle: CSSProperties = {
  ...block,
  marginTop: vars.space['1'],
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'pre-line',
};
const collapsedStyle: CSSProperties = {
  ...contentStyle,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: COLLAPSED_LINES,
  overflow: 'hidden',
};

/**
 * Whether the collapsed text is cut off (measured, so a message is "long" by what shows at this
 * width, not by a count of characters); re-measured when the width changes.
 */
function useCutOff(collapsed: boolean) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [cutOff, setCutOff] = useState(false);
  useLayoutEffect(() => {
    if (!element || !collapsed) return undefined;
    const measure = () => setCutOff(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, collapsed]);
  return [setElement, cutOff] as const;
}

interface MessageItemProps extends MessageTimeOptions {
  message: InboxMessage;
  /** The row was chosen (it stops being a button: the list moves the focus on). */
  onActivate: () => void;
  /** "Show more" opened an unread message (the focus stays on the toggle). */
  onRead: () => void;
}

/**
 * One message: its subject, who it is from, the text (a long one collapsed to a few lines with
 * "Show more") and the time. An unread one is highlighted and is a button that marks it read.
 */
function MessageItem({ message, onActivate, onRead, locale, timeZone }: MessageItemProps) {
  const contentId = useId();
  const [expanded, setExpanded] = useState(false);
  const [contentRef, cutOff] = useCutOff(!expanded);
  const unread = !message.read;
  const link = messageLink(message);
  return (
    <ListItem
      highlighted={unread}
      highlightLabel="Unread"
      description={
        <MessageTime timestamp={message.timestamp} locale={locale} timeZone={timeZone} />
      }
      onActivate={unread ? onActivate : undefined}
      footer={
        cutOff || expanded || link ? (
          <Inline gap="3" align="center">
            {cutOff || expanded ? (
              <Button
                size="sm"
                variant="ghost"
                aria-expanded={expanded}
                aria-controls={contentId}
                // Its label lines up with the message's text (the padding stays as the click area).
                style={{ marginInlineStart: `calc(-1 * ${vars.space['3']})` }}
                onClick={() => {
                  setExpanded((open) => !open);
                  // Opening a message in full is reading it.
                  if (unread && !expanded) onRead();
                }}
              >
                {expanded ? 'Show less' : 'Show more'}
              </Button>
            ) : null}
            {link ? (
              // The page the notice points to (a report's Admin Panel), named; following it reads it.
              <TextLink to={link} onClick={unread ? onRead : undefined}>
                {messageLinkLabel(link, message.sender)}
              </TextLink>
            ) : null}
          </Inline>
        ) : null
      }
    >
      <span style={subjectStyle}>{message.subject}</span>
      <span style={fromStyle}>From {senderLabel(message.sender)}</span>
      <span ref={contentRef} id={contentId} style={expanded ? contentStyle : collapsedStyle}>
        {message.content}
      </span>
    </ListItem>
  );
}

/**
 * The inbox messages, each with its subject, sender, content and time. Unread ones are highlighted
 * (and read out as "Unread") and are buttons that mark them read; read ones are plain text. A long
 * message shows its first lines and a "Show more" button (keyboard operable, `aria-expanded`).
 */
export function InboxList({
  messages,
  onMarkRead,
  unreadCount,
  listRef: givenListRef,
  locale,
  timeZone,
}: InboxListProps) {
  const summaryId = useId();
  const ownListRef = useRef<HTMLUListElement>(null);
  const listRef = givenListRef ?? ownListRef;
  // A read message stops being a button, which would drop the keyboard focus on the page: it goes
  // to the next unread message instead, or to the list when none is left.
  const refocus = useRef(false);
  const unread = unreadCount ?? messages.filter((message) => !message.read).length;

  useEffect(() => {
    const list = listRef.current;
    if (!refocus.current || !list) return;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (!focusLost) return;
    refocus.current = false;
    (list.querySelector<HTMLElement>('button[data-list-action]') ?? list).focus();
  }, [messages, listRef]);

  return (
    <Stack align="stretch" gap="3">
      <Text id={summaryId} size="sm" tone="secondary">
        {summary(unread)}
      </Text>
      <List ref={listRef} aria-label="Messages" aria-describedby={summaryId} tabIndex={-1}>
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            locale={locale}
            timeZone={timeZone}
            onActivate={() => {
              refocus.current = true;
              onMarkRead(message.id);
            }}
            onRead={() => onMarkRead(message.id)}
          />
        ))}
      </List>
    </Stack>
  );
}
