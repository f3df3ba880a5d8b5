/**
 * Where each member stands in a community's chat (issue 44): the last message they read, and how
 * many messages of others came after it (the Chat tab's count, the "New messages" divider). The
 * mark only moves forward; before a member reads the chat, it stands at the last message posted
 * before they joined, so a newcomer is not shown the whole history as unread.
 */
import type { components } from '@wegrow/api/schema';
import { and, count, eq, gt, lt, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { type CommunityAccess, hiddenFrom, isMemberRole } from './membership';
import { communityChatMessages, communityMembers } from './schema';

export type ChatReadState = components['schemas']['ChatReadState'];

/** The member's read mark (their own, else the last message before they joined, else null). */
async function markOf(db: Db, access: CommunityAccess): Promise<number | null> {
  const { membership, community } = access;
  if (!membership) return null;
  if (membership.chatReadId !== null) return membership.chatReadId;
  const joined = membership.approvedAt ?? membership.requestedAt;
  const [row] = await db
    .select({ id: max(communityChatMessages.id) })
    .from(communityChatMessages)
    .where(
      and(
        eq(communityChatMessages.communityId, community.id),
        lt(communityChatMessages.createdAt, joined),
      ),
    );
  return row?.id ?? null;
}

/** The caller's read mark and unread count (0 when the chat is hidden from them). */
export async function chatReadState(db: Db, access: CommunityAccess): Promise<ChatReadState> {
  if (!isMemberRole(access.role) || hiddenFrom(access, 'chat'))
    return { last_read_id: null, unread: 0 };
  const mark = await markOf(db, access);
  const [row] = await db
    .select({ n: count() })
    .from(communityChatMessages)
    .where(
      and(
        eq(communityChatMessages.communityId, access.community.id),
        gt(communityChatMessages.id, mark ?? 0),
        ne(communityChatMessages.userId, access.user.id),
      ),
    );
  return { last_read_id: mark, unread: row?.n ?? 0 };
}

/**
 * Moves the caller's mark to `messageId` unless it already stands later (the caller is an
 * approved member; the message is checked to be in the community); the state after.
 */
export async function markChatRead(
  db: Db,
  access: CommunityAccess,
  messageId: number,
): Promise<ChatReadState> {
  const { membership } = access;
  if (!membership) throw new Error('a member without a membership');
  const [row] = await db
    .update(communityMembers)
    .set({ chatReadId: sql`greatest(coalesce(${communityMembers.chatReadId}, 0), ${messageId})` })
    .where(eq(communityMembers.id, membership.id))
    .returning();
  return chatReadState(db, { ...access, membership: row ?? membership });
}
