/**
 * Notifications (issue 43): the kinds a member hears about, their defaults, the words of the
 * preferences screen and of the mails, the unsubscribe token's shape, and `@username` mentions.
 * Shared by the server, the MSW fakes and the screens (no dependency, so a screen may import it).
 */

/** The kinds, in the order the contract's `NotificationPreferences.kinds` lists them. */
export const NOTIFICATION_KINDS = [
  'replies',
  'mentions',
  'chat',
  'events',
  'joins',
  'reports',
  'blog_comments',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const EMAIL_CADENCES = ['off', 'immediately', 'daily'] as const;
export type EmailCadence = (typeof EMAIL_CADENCES)[number];

export interface NotificationChannels {
  kind: NotificationKind;
  in_app: boolean;
  email: EmailCadence;
  push: boolean;
}

/**
 * A kind's settings until the member changes them: everything reaches the inbox but chat (off: a
 * busy chat would bury the rest); mentions and replies, which ask for an answer, are mailed at
 * once; nothing is pushed until the member turns push on for a device.
 */
export const DEFAULT_CHANNELS: Readonly<
  Record<NotificationKind, Omit<NotificationChannels, 'kind'>>
> = {
  replies: { in_app: true, email: 'immediately', push: false },
  mentions: { in_app: true, email: 'immediately', push: false },
  chat: { in_app: false, email: 'off', push: false },
  events: { in_app: true, email: 'off', push: false },
  joins: { in_app: true, email: 'off', push: false },
  reports: { in_app: true, email: 'off', push: false },
  blog_comments: { in_app: true, email: 'off', push: false },
};

/** Every kind's defaults, in order. */
export function defaultChannels(): NotificationChannels[] {
  return NOTIFICATION_KINDS.map((kind) => ({ kind, ...DEFAULT_CHANNELS[kind] }));
}

/** The preferences screen's label and help of each kind, also the digest's headings. */
export const NOTIFICATION_KIND_TEXTS: Readonly<
  Record<NotificationKind, { label: string; hint: string }>
> = {
  replies: { label: 'Replies', hint: 'Someone answers your talk or comment.' },
  mentions: { label: 'Mentions', hint: 'Someone writes @your-name in a chat, talk or comment.' },
  chat: { label: 'Chat', hint: 'New messages in the chats of your communities.' },
  events: {
    label: 'Events',
    hint: 'An event you are going to (or maybe) changes, and its reminder.',
  },
  joins: { label: 'Join requests', hint: 'Your request to join is decided; someone asks to join.' },
  reports: { label: 'Reports', hint: 'A report reaches you as an admin.' },
  blog_comments: { label: 'Blog comments', hint: 'Someone comments on your blog post.' },
};

/** How many hours before an event's start its reminder comes, unless the member says otherwise. */
export const DEFAULT_REMINDER_HOURS = 24;
export const REMINDER_HOURS_MIN = 1;
export const REMINDER_HOURS_MAX = 168;

/** The `detail` of each refusal, and the words of the mails and the unsubscribe page. */
export const NOTIFICATION_DETAILS = {
  /** 422: one kind twice in an update. */
  kindTwice: 'Each kind can be set once per change.',
  /** 422: a time zone the server does not know. */
  unknownTimeZone: 'The time zone is not one we know; choose one from the list.',
  /** 400: an unsubscribe token the server did not sign, or whose account is gone. */
  badToken:
    'This unsubscribe link is not valid. Change your e-mail settings in Account → Notifications.',
  /** 404: a profile (`getPerson`) of a username nobody has. */
  personNotFound: 'No member has this username.',
  /** The unsubscribe page. */
  unsubscribed: (kind: NotificationKind | null) =>
    kind === null
      ? 'You will get no more e-mails from WeGrow notifications.'
      : `You will get no more e-mails about ${NOTIFICATION_KIND_TEXTS[kind].label.toLowerCase()}.`,
  /** Below every notification mail. */
  mailFooter: 'Why this e-mail? Your notification settings: ',
  unsubscribeLine: 'Stop these e-mails: ',
  digestSubject: 'Your day on WeGrow',
  reminderSubject: (title: string) => `Reminder: ${title}`,
  mentionSubject: (who: string) => `${who} mentioned you`,
  replySubject: (who: string) => `${who} replied to you`,
  blogCommentSubject: (who: string) => `${who} commented on your post`,
  chatSubject: (community: string) => `New message in ${community}`,
  pushOff: 'Push notifications are not available on this server.',
  pushUnsupported: 'This browser cannot receive push notifications.',
  pushDenied: 'Notifications are blocked for this site in your browser settings.',
} as const;

/** The site page an unsubscribe link opens (it posts the token when the member confirms). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** What an unsubscribe token names: `<user id>.<kind or "all">.<signature>`; null when malformed. */
export function unsubscribeTokenParts(
  token: string,
): { userId: number; kind: NotificationKind | null; signature: string } | null {
  const match = /^([1-9]\d{0,9})\.([a-z_]+)\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!match) return null;
  const [, id, kindText, signature] = match as unknown as [string, string, string, string];
  const kind = kindText === 'all' ? null : NOTIFICATION_KINDS.find((k) => k === kindText);
  if (kind === undefined) return null;
  return { userId: Number(id), kind, signature };
}

/**
 * A mention: `@` then a username (letters, digits, '.', '_', '-'; starting and ending with a letter
 * or digit), after the start of the text or a character that cannot be part of a name, so an
 * e-mail address (`maya@example.org`) names nobody. Linear: one bounded class repetition.
 */
const MENTION =
  /(^|[^\p{L}\p{M}\p{Nd}._@-])@([\p{L}\p{Nd}](?:[\p{L}\p{M}\p{Nd}._-]{0,28}[\p{L}\p{M}\p{Nd}])?)/gu;

/** The usernames a text mentions, lower-cased (NFKC), each once, at most `limit`. */
export function mentionedUsernames(text: string, limit = 20): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    names.add((match[2] ?? '').normalize('NFKC').toLowerCase());
    if (names.size >= limit) break;
  }
  return [...names];
}

/** A text cut into plain parts and mentions, in order (for rendering mentions as links). */
export type TextPart = { text: string } | { mention: string };

export function splitMentions(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    const at = (match.index ?? 0) + (match[1] ?? '').length;
    if (at > last) parts.push({ text: text.slice(last, at) });
    parts.push({ mention: match[2] ?? '' });
    last = at + 1 + (match[2] ?? '').length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The profile page a mention links to. */
export function personHref(username: string): string {
  return `/people/${encodeURIComponent(username)}`;
}
