import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { forbidden, notFound } from '../../platform/errors';
import { inboxMessages } from './schema';
import { type InboxMessage, toInboxMessage } from './views';

/** The texts of the messages the server itself puts into inboxes. */
export const SYSTEM_MESSAGES = {
  welcome: 'Welcome to WeGrow! Start with the Smart Journal or the Meal Planner.',
  passwordChanged:
    'Your password was changed. If this was not you, reset your password right away.',
} as const;
export type SystemMessage = keyof typeof SYSTEM_MESSAGES;

export class InboxService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The caller's own messages, newest first. */
  async list(callerId: number, userId: number): Promise<InboxMessage[]> {
    if (callerId !== userId) throw forbidden('You can only read your own inbox.');
    const rows = await this.db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.userId, userId))
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id));
    return rows.map(toInboxMessage);
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
    return this.deliver(userId, content);
  }

  /** Tells a user something from the server (other domains notify through this). */
  notify(userId: number, message: SystemMessage): Promise<InboxMessage> {
    return this.deliver(userId, SYSTEM_MESSAGES[message]);
  }

  /** Marks every message of a user read (the demo data). */
  async markAllRead(userId: number): Promise<void> {
    await this.db.update(inboxMessages).set({ read: true }).where(eq(inboxMessages.userId, userId));
  }

  /** Puts a message into a user's inbox (system messages and the notes above). */
  async deliver(
    userId: number,
    content: string,
    options: { read?: boolean } = {},
  ): Promise<InboxMessage> {
    const [row] = await this.db
      .insert(inboxMessages)
      .values({ userId, content, read: options.read ?? false, createdAt: this.clock() })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toInboxMessage(row);
  }
}
