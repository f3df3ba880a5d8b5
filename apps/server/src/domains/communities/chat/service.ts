/**
 * The community chat (issue 17): approved members read and post; a message's author edits it
 * (issue 44); its author or a community admin deletes it (issue 33: the author is told when an
 * admin removed it). Every post, edit and deletion is also written to the chat's event log,
 * under the community's lock so the log's ids grow in commit order, and announced to every server
 * process (topics.ts); the live streams (stream.ts) replay the log from there.
 */
import { CHAT_PAGE_SIZE, COMMUNITY_DETAILS, memberLabel } from '@wegrow/contract/communities';
import { NOTIFICATION_DETAILS } from '@wegrow/contract/notifications';
import { and, asc, desc, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../platform/auth';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import { forbidden, notFound } from '../../../platform/errors';
import type { LiveBus } from '../../../platform/live';
import { users } from '../../../platform/schema';
import { isAdminRole, type Membership, participateIn } from '../membership';
import type { RemovalNotices } from '../removals';
import type { NotificationsService } from '../../notifications';
import {
  communities,
  communityChatEvents,
  communityChatMessages,
  communityMembers,
  type ChatEventRow,
} from '../schema';
import { announce } from '../topics';
import { type ChatMessage, toChatMessage } from '../views';
import { type ChatReadState, markChatRead } from '../chat-reads';

/** Every operation here is the chat section's: refused to members while the admins hide it. */
const CHAT = participateIn('chat');

/** How long the event log keeps an event: a stream away for longer reloads (`event: reset`). */
export const CHAT_LOG_RETENTION_MS = 24 * 60 * 60 * 1000;

/** One entry of the event log, as a stream sends it. */
export type ChatEvent =
  | { id: number; kind: 'message'; message: ChatMessage }
  /** A message its author edited: the message as it is now. */
  | { id: number; kind: 'edited'; message: ChatMessage }
  /** A message that was deleted after it was posted (or edited): nothing to show, the id moves on. */
  | { id: number; kind: 'gone' }
  | { id: number; kind: 'deleted'; messageId: number };

/** Where a community's event log stands: its latest id, and the id up to which it was pruned. */
export interface LogPosition {
  latest: number;
  floor: number;
}

/** No message id reaches this: "before" it means from the latest. */
const AFTER_EVERY_ID = 2_147_483_647;

export class ChatService {
  /** A page of messages with their authors' names, built once and prepared (chat is read often). */
  private readonly pageQuery;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly membership: Membership,
    private readonly live: LiveBus,
    private readonly removals: RemovalNotices,
    private readonly notifications: NotificationsService,
  ) {
    this.pageQuery = db
      .select({
        message: communityChatMessages,
        username: users.username,
        // The caller's own report only (issue 44). The reports domain builds on this one, so its
        // table is named here rather than imported.
        reported: sql<boolean>`exists (select 1 from content_reports r where r.kind = 'chat_message' and r.item_id = ${communityChatMessages.id} and r.reporter_id = ${sql.placeholder('userId')})`,
      })
      .from(communityChatMessages)
      .innerJoin(users, eq(users.id, communityChatMessages.userId))
      .where(
        and(
          eq(communityChatMessages.communityId, sql.placeholder('communityId')),
          lt(communityChatMessages.id, sql.placeholder('before')),
        ),
      )
      .orderBy(desc(communityChatMessages.id))
      .limit(CHAT_PAGE_SIZE)
      .prepare('community_chat_page');
  }

  /** The latest page of messages, oldest first; with `before`, the page before that message. */
  async list(user: AuthUser, communityId: number, before?: number): Promise<ChatMessage[]> {
    await this.membership.read(user, communityId, CHAT);
    const rows = await this.pageQuery.execute({
      communityId,
      before: before ?? AFTER_EVERY_ID,
      userId: user.id,
    });
    return rows.reverse().map(({ message, username, reported }) => ({
      ...toChatMessage(message, username),
      reported_by_me: reported,
    }));
  }

  /**
   * Remembers `messageId` as the last message the caller read, unless they read a later one
   * (issue 44); 404 when it is not in this community's chat.
   */
  async markRead(user: AuthUser, communityId: number, messageId: number): Promise<ChatReadState> {
    const access = await this.membership.read(user, communityId, CHAT);
    const [message] = await this.db
      .select({ id: communityChatMessages.id })
      .from(communityChatMessages)
      .where(
        and(
          eq(communityChatMessages.id, messageId),
          eq(communityChatMessages.communityId, communityId),
        ),
      );
    if (!message) throw notFound(COMMUNITY_DETAILS.messageNotFound);
    return markChatRead(this.db, access, messageId);
  }

  /** Posts a message (trimmed; the contract refused blank and too long ones). */
  async send(user: AuthUser, communityId: number, content: string): Promise<ChatMessage> {
    const message = await this.membership.change(user, communityId, CHAT, async (tx, access) => {
      const now = this.clock();
      const [row] = await tx
        .insert(communityChatMessages)
        .values({ communityId, userId: user.id, content: content.trim(), createdAt: now })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await this.log(tx, communityId, 'message', row.id, now);
      const [author] = await tx
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, user.id));
      await this.tell(tx, access.community, user.id, author?.username ?? null, row.content);
      return toChatMessage(row, author?.username ?? null);
    });
    await announce(this.live, communityId, 'chat');
    return message;
  }

  /**
   * Tells (in `tx`) the members a message mentions, and the other members of the community of a
   * new message (kind "chat", off unless they turned it on). Only members read the chat, so only
   * members hear of it.
   */
  private async tell(
    tx: Db,
    community: { id: number; name: string },
    authorId: number,
    username: string | null,
    content: string,
  ): Promise<void> {
    const members = await tx
      .select({ userId: communityMembers.userId })
      .from(communityMembers)
      .where(
        and(eq(communityMembers.communityId, community.id), eq(communityMembers.isApproved, true)),
      );
    const memberIds = new Set(members.map((row) => row.userId));
    const who = memberLabel(username, authorId);
    const sender = { kind: 'community', name: community.name } as const;
    const path = `/communities/${community.id}`;
    const mentioned = await this.tellMentioned(tx, community, authorId, username, {
      content,
      canRead: async (ids) => ids.filter((id) => memberIds.has(id)),
    });
    await this.notifications.notify(
      [...memberIds].filter((id) => id !== authorId && !mentioned.includes(id)),
      'chat',
      {
        sender,
        subject: NOTIFICATION_DETAILS.chatSubject(community.name),
        content: `${who}: ${content}`,
        path,
      },
      { db: tx },
    );
  }

  /** Those of `userIds` who are approved members of the community. */
  private async approvedAmong(tx: Db, communityId: number, userIds: number[]): Promise<number[]> {
    const rows = await tx
      .select({ userId: communityMembers.userId })
      .from(communityMembers)
      .where(
        and(
          eq(communityMembers.communityId, communityId),
          eq(communityMembers.isApproved, true),
          inArray(communityMembers.userId, userIds),
        ),
      );
    return rows.map((row) => row.userId);
  }

  /**
   * Tells (in `tx`) the members a message mentions: only members read the chat (`canRead`, the
   * approved members by default). After an edit (`before`, the content as it was), only those it
   * did not mention yet. Answers who was told.
   */
  private async tellMentioned(
    tx: Db,
    community: { id: number; name: string },
    authorId: number,
    username: string | null,
    {
      content,
      before,
      canRead = (ids) => this.approvedAmong(tx, community.id, ids),
    }: { content: string; before?: string; canRead?: (userIds: number[]) => Promise<number[]> },
  ): Promise<number[]> {
    return this.notifications.mentions(
      { id: authorId, name: memberLabel(username, authorId) },
      content,
      {
        sender: { kind: 'community', name: community.name },
        where: `the chat of ${community.name}`,
        path: `/communities/${community.id}`,
      },
      {
        db: tx,
        canRead,
        ...(before === undefined ? {} : { before }),
      },
    );
  }

  /**
   * Edits one of the caller's own messages (an admin may delete others' messages, never edit
   * them): the new content trimmed (the contract refused blank and too long ones), `edited_at`
   * now. The members it newly mentions hear of it; those it mentioned before are not told again.
   */
  async edit(
    user: AuthUser,
    communityId: number,
    messageId: number,
    content: string,
  ): Promise<ChatMessage> {
    const message = await this.membership.change(user, communityId, CHAT, async (tx, access) => {
      const [row] = await tx
        .select()
        .from(communityChatMessages)
        .where(
          and(
            eq(communityChatMessages.id, messageId),
            eq(communityChatMessages.communityId, communityId),
          ),
        )
        .for('update');
      if (!row) throw notFound(COMMUNITY_DETAILS.messageNotFound);
      if (row.userId !== user.id) throw forbidden(COMMUNITY_DETAILS.chatEditAuthorOnly);
      const now = this.clock();
      const [updated] = await tx
        .update(communityChatMessages)
        .set({ content: content.trim(), editedAt: now })
        .where(eq(communityChatMessages.id, messageId))
        .returning();
      if (!updated) throw notFound(COMMUNITY_DETAILS.messageNotFound);
      await this.log(tx, communityId, 'edited', messageId, now);
      const [author] = await tx
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, user.id));
      await this.tellMentioned(tx, access.community, user.id, author?.username ?? null, {
        content: updated.content,
        before: row.content,
      });
      return toChatMessage(updated, author?.username ?? null);
    });
    await announce(this.live, communityId, 'chat');
    return message;
  }

  /** Deletes one of the caller's own messages, or (an admin) anyone's: its author is told. */
  async remove(user: AuthUser, communityId: number, messageId: number): Promise<void> {
    await this.membership.change(user, communityId, CHAT, async (tx, access) => {
      const [row] = await tx
        .select()
        .from(communityChatMessages)
        .where(
          and(
            eq(communityChatMessages.id, messageId),
            eq(communityChatMessages.communityId, communityId),
          ),
        );
      if (!row) throw notFound(COMMUNITY_DETAILS.messageNotFound);
      if (row.userId !== user.id && !isAdminRole(access.role))
        throw forbidden(COMMUNITY_DETAILS.chatAuthorOnly);
      await tx.delete(communityChatMessages).where(eq(communityChatMessages.id, messageId));
      await this.log(tx, communityId, 'deleted', messageId, this.clock());
      await this.removals.tell(tx, {
        access,
        authorId: row.userId,
        kind: 'message',
        text: row.content,
      });
    });
    await announce(this.live, communityId, 'chat');
  }

  /** The community's log position (0 and 0 for a chat that never had a message). */
  async position(communityId: number): Promise<LogPosition> {
    const [latest] = await this.db
      .select({ id: max(communityChatEvents.id) })
      .from(communityChatEvents)
      .where(eq(communityChatEvents.communityId, communityId));
    const [community] = await this.db
      .select({ floor: communities.chatLogFloor })
      .from(communities)
      .where(eq(communities.id, communityId));
    return { latest: latest?.id ?? 0, floor: community?.floor ?? 0 };
  }

  /** The log after `afterId`, oldest first, at most `limit` entries, with their messages. */
  async eventsAfter(communityId: number, afterId: number, limit: number): Promise<ChatEvent[]> {
    const rows = await this.db
      .select({
        event: communityChatEvents,
        message: communityChatMessages,
        username: users.username,
      })
      .from(communityChatEvents)
      .leftJoin(
        communityChatMessages,
        and(
          inArray(communityChatEvents.kind, ['message', 'edited']),
          eq(communityChatMessages.id, communityChatEvents.messageId),
        ),
      )
      .leftJoin(users, eq(users.id, communityChatMessages.userId))
      .where(
        and(eq(communityChatEvents.communityId, communityId), gt(communityChatEvents.id, afterId)),
      )
      .orderBy(asc(communityChatEvents.id))
      .limit(limit);
    return rows.map(({ event, message, username }): ChatEvent => {
      if (event.kind === 'deleted')
        return { id: event.id, kind: 'deleted', messageId: event.messageId };
      // A message (posted or edited) is sent as it is now: edited since, with its new content.
      return message
        ? { id: event.id, kind: event.kind, message: toChatMessage(message, username) }
        : { id: event.id, kind: 'gone' };
    });
  }

  /**
   * Appends to the event log (the caller holds the community's lock, so ids grow in commit
   * order) and drops what is older than the retention, remembering how far it pruned.
   */
  private async log(
    tx: Db,
    communityId: number,
    kind: ChatEventRow['kind'],
    messageId: number,
    now: Date,
  ): Promise<void> {
    await tx.insert(communityChatEvents).values({ communityId, kind, messageId, createdAt: now });
    const pruned = await tx
      .delete(communityChatEvents)
      .where(
        and(
          eq(communityChatEvents.communityId, communityId),
          lt(communityChatEvents.createdAt, new Date(now.getTime() - CHAT_LOG_RETENTION_MS)),
        ),
      )
      .returning({ id: communityChatEvents.id });
    const floor = Math.max(0, ...pruned.map((row) => row.id));
    if (floor > 0)
      await tx
        .update(communities)
        .set({ chatLogFloor: sql`greatest(${communities.chatLogFloor}, ${floor})` })
        .where(eq(communities.id, communityId));
  }
}
