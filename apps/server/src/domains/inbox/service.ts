import { and, count, desc, eq, gt, not, or } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { forbidden, notFound } from '../../platform/errors';
import { olderThan, type Page, pageSize } from '../../platform/paging';
import { users } from '../../platform/schema';
import { inboxMessages } from './schema';
import { type InboxMessage, type InboxSender, toInboxMessage } from './views';

/** The server itself, as the sender of its messages. */
export const SYSTEM_SENDER: InboxSender = { kind: 'system', name: 'WeGrow' };

/** The subject of every note a user sends to themself. */
export const NOTE_TO_SELF_SUBJECT = 'Note to self';

/** The contract's bounds (`InboxMessage.subject`, `InboxSender.name`): longer texts are cut. */
export const SUBJECT_MAX_LENGTH = 200;
export const SENDER_NAME_MAX_LENGTH = 320;

/** The messages the server itself puts into inboxes (from `SYSTEM_SENDER`). */
export const SYSTEM_MESSAGES = {
  welcome: {
    subject: 'Welcome to WeGrow',
    content: 'Welcome to WeGrow! Start with the Smart Journal or the Meal Planner.',
  },
  passwordChanged: {
    subject: 'Your password was changed',
    content: 'Your password was changed. If this was not you, reset your password right away.',
  },
  exportReady: {
    subject: 'Your export is ready',
    content:
      'The export of everything you made is ready. Download it from Account → Security within 7 days.',
  },
  emailChanged: {
    subject: 'Your e-mail address was changed',
    content:
      'Your account has a new e-mail address. The old one got a notice with a link to undo the change.',
  },
} as const satisfies Record<string, { subject: string; content: string }>;
export type SystemMessage = keyof typeof SYSTEM_MESSAGES;

/** A message to put into an inbox: who it is from, its subject and its text. */
export interface Delivery {
  sender: InboxSender;
  subject: string;
  content: string;
}

/** Trimmed, and cut to `max` characters (the last one an ellipsis) when longer. */
export function clip(text: string, max: number): string {
  const trimmed = text.trim();
  const chars = [...trimmed];
  return chars.length <= max
    ? trimmed
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export class InboxService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** One page of the caller's own messages, newest first. */
  async list(callerId: number, userId: number, page: Page = {}): Promise<InboxMessage[]> {
    if (callerId !== userId) throw forbidden('You can only read your own inbox.');
    const mine = eq(inboxMessages.userId, userId);
    const rows = await this.db
      .select()
      .from(inboxMessages)
      .where(
        and(
          mine,
          // The cursor is one of the caller's own messages (another's answers as an unknown id).
          olderThan(inboxMessages, inboxMessages.createdAt, inboxMessages.id, page.before, mine),
        ),
      )
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
      .limit(pageSize(page));
    return rows.map(toInboxMessage);
  }

  /** How many of the caller's own messages are unread (the navigation badge). */
  async unreadCount(callerId: number, userId: number): Promise<{ unread: number }> {
    if (callerId !== userId) throw forbidden('You can only read your own inbox.');
    const [row] = await this.db
      .select({ unread: count() })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.userId, userId), eq(inboxMessages.read, false)));
    return { unread: row?.unread ?? 0 };
  }

  /** Marks one of the caller's messages read (harmless when it already is). */
  async markRead(callerId: number, messageId: number): Promise<InboxMessage> {
    const [row] = await this.db.select().from(inboxMessages).where(eq(inboxMessages.id, messageId));
    if (!row) throw notFound('Message not found');
    if (row.userId !== callerId) throw forbidden('You can only mark your own messages read.');
    const [updated] = await this.db
      .update(inboxMessages)
      .set({ read: true })
      .where(and(eq(inboxMessages.id, messageId), eq(inboxMessages.userId, callerId)))
      .returning();
    return toInboxMessage(updated ?? row);
  }

  /** A note from the caller to themself (the only kind of user-sent message the product has). */
  async send(callerId: number, userId: number, content: string): Promise<InboxMessage> {
    if (callerId !== userId) throw forbidden('You can only send messages to your own inbox.');
    const [me] = await this.db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!me) throw notFound('User not found');
    return this.deliver(userId, {
      sender: { kind: 'person', name: me.username ?? me.email },
      subject: NOTE_TO_SELF_SUBJECT,
      content,
    });
  }

  /** Tells a user something from the server (`SYSTEM_SENDER`); other domains notify through this. */
  notify(userId: number, message: SystemMessage): Promise<InboxMessage> {
    return this.deliver(userId, { sender: SYSTEM_SENDER, ...SYSTEM_MESSAGES[message] });
  }

  /** Marks every message of a user read (the demo data). */
  async markAllRead(userId: number): Promise<void> {
    await this.db.update(inboxMessages).set({ read: true }).where(eq(inboxMessages.userId, userId));
  }

  /**
   * Puts a message into a user's inbox, with its sender's label and its subject (a domain sends as
   * itself: a community as `{ kind: 'community', name }`, the server as `SYSTEM_SENDER`). The subject
   * and the name are trimmed and cut to the contract's bounds; a blank one is a programming error.
   * With `db` (the caller's transaction), the message is delivered in that transaction.
   */
  async deliver(
    userId: number,
    { sender, subject, content }: Delivery,
    options: { read?: boolean; db?: Db } = {},
  ): Promise<InboxMessage> {
    const senderName = clip(sender.name, SENDER_NAME_MAX_LENGTH);
    const clippedSubject = clip(subject, SUBJECT_MAX_LENGTH);
    if (!senderName || !clippedSubject)
      throw new Error('An inbox message needs a sender name and a subject.');
    const [row] = await (options.db ?? this.db)
      .insert(inboxMessages)
      .values({
        userId,
        senderKind: sender.kind,
        senderName,
        subject: clippedSubject,
        content,
        read: options.read ?? false,
        createdAt: this.clock(),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toInboxMessage(row);
  }

  /**
   * Whether `userId` already holds this very message (same sender, subject and content) unread, or
   * delivered after `since`: a notice not to send twice (one "New join request" per request).
   */
  async holds(
    userId: number,
    { sender, subject, content }: Delivery,
    since: Date,
  ): Promise<boolean> {
    const [row] = await this.db
      .select({ id: inboxMessages.id })
      .from(inboxMessages)
      .where(
        and(
          eq(inboxMessages.userId, userId),
          eq(inboxMessages.senderKind, sender.kind),
          eq(inboxMessages.senderName, clip(sender.name, SENDER_NAME_MAX_LENGTH)),
          eq(inboxMessages.subject, clip(subject, SUBJECT_MAX_LENGTH)),
          eq(inboxMessages.content, content),
          or(not(inboxMessages.read), gt(inboxMessages.createdAt, since)),
        ),
      )
      .limit(1);
    return row !== undefined;
  }
}
