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

/** A site path in a notice's text: after a space or at the start, one `/`, up to the next space. */
const SITE_PATH = /(?:^|\s)(\/[A-Za-z0-9][^\s"“”<>]*)/u;

/**
 * The page a notice points to (issue 33: a report's notice says "Review it: /communities/3#reports"),
 * as a site path without its closing punctuation; null when it names none. Only the server's own
 * notices (from the system or a community) are followed: a person's message is their words.
 */
export function messageLink(message: Pick<InboxMessage, 'sender' | 'content'>): string | null {
  if (message.sender.kind === 'person') return null;
  const path = SITE_PATH.exec(message.content)?.[1]?.replace(/[.,;:!?)]+$/u, '');
  return path ? path : null;
}

/** What the link to a community's part says, by the part its address names. */
const COMMUNITY_PARTS: Readonly<Record<string, string>> = {
  '#reports': 'the report',
  '#members': 'the join requests',
  '#chat': 'the chat',
  '#events': 'the events',
  '#goals': 'the goals',
  '#resources': 'the resource board',
};

/**
 * What the link of a notice says (issue 44): what it opens, not its raw path — "Open the report
 * in Riverside Growers" for `/communities/3#reports` from that community, "Open the talk" for
 * `/WeTalk?talk=4`. A path it does not know is named as it is.
 */
export function messageLinkLabel(path: string, sender: InboxMessage['sender']): string {
  const url = new URL(path, 'https://wegrow.invalid');
  const community = sender.kind === 'community' ? sender.name : null;
  if (/^\/communities\/\d+$/.test(url.pathname)) {
    const part = COMMUNITY_PARTS[url.hash];
    if (part) return community ? `Open ${part} in ${community}` : `Open ${part}`;
    return community ? `Open ${community}` : 'Open the community';
  }
  if (url.pathname === '/WeTalk') {
    if (url.hash === '#reports') return 'Open the report in We Talk';
    if (url.searchParams.has('talk')) return 'Open the talk';
    return 'Open We Talk';
  }
  return `Open ${path}`;
}
