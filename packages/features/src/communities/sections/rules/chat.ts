import type { ChatMessage } from '@wegrow/api';

/**
 * What a typed message sends: its trimmed text, or null when it is blank (spec 2 §5: a message
 * is sent only when non-blank after trimming; a blank one is ignored). An edit saves the same.
 */
export function messageToSend(draft: string): string | null {
  const text = draft.trim();
  return text === '' ? null : text;
}

/** The time of a message's last edit in milliseconds; -Infinity for a message never edited. */
function editedTime(message: ChatMessage): number {
  const time = message.edited_at === null ? Number.NaN : Date.parse(message.edited_at);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * The chat with messages that arrived (live or in a reload) merged in: one copy of each id,
 * oldest first. A message may arrive both from the list and from the stream: the copy edited
 * last wins (a reload that came after a live edit is not undone by the older copy), and between
 * copies edited alike the later one in `arrived` (then in `list`).
 */
export function mergeMessages(
  list: readonly ChatMessage[],
  arrived: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of [...list, ...arrived]) {
    const known = byId.get(message.id);
    if (known === undefined || editedTime(message) >= editedTime(known))
      byId.set(message.id, message);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** What arrived live since the list was loaded: kept apart, so a reload cannot lose it. */
export interface LiveChat {
  arrived: readonly ChatMessage[];
  deleted: readonly number[];
}

export const noLiveChat: LiveChat = { arrived: [], deleted: [] };

/**
 * The messages shown: the loaded list with what arrived live merged in, without what was deleted.
 * A message may be both in a reloaded list and among the arrivals (merged by id), and a reload
 * that started before a deletion may still hold the deleted message.
 */
export function visibleMessages(list: readonly ChatMessage[], live: LiveChat): ChatMessage[] {
  const deleted = new Set(live.deleted);
  return mergeMessages(list, live.arrived).filter((message) => !deleted.has(message.id));
}

/** The chat without a deleted message. */
export function withoutMessage(list: readonly ChatMessage[], id: number): ChatMessage[] {
  return list.filter((message) => message.id !== id);
}

/** How close to the end (in CSS pixels) still counts as "at the bottom" of the chat. */
export const BOTTOM_SLACK_PX = 48;

/**
 * Whether the chat's scroll area shows its end: then a new message keeps it at the bottom; a
 * reader who scrolled up to read older messages is left where they are.
 */
export function isAtBottom(
  area: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>,
  slack = BOTTOM_SLACK_PX,
): boolean {
  return area.scrollHeight - area.scrollTop - area.clientHeight <= slack;
}

export interface TimeFormat {
  locale?: string | undefined;
  timeZone?: string | undefined;
}

/** A message's time as the chat shows it: "3 Jan, 18:05" (en-GB), in the reader's zone. */
export function formatMessageTime(iso: string, { locale, timeZone }: TimeFormat = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
