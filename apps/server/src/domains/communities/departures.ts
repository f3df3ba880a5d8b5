/**
 * A member leaving WeGrow for good (their account deleted, domains/account): what the communities
 * keep of them, and what stops the deletion.
 * - A community whose only admin they are, while other members belong to it, stops it (409 by the
 *   caller): its members would be left with nobody to run it. Making another member an admin first
 *   (or removing the others) lets it go on.
 * - A community where nobody else is a member goes with them (its rows cascade).
 * - A community they created, with other admins, passes to the admin who has been one the longest
 *   (the creator is always an admin).
 * - What others read and rely on stays, under the "Deleted member" account: their chat messages,
 *   goals, tasks, resources and events.
 * Their memberships, join requests, answers to events and invitations go with their account.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import {
  communities,
  communityChatMessages,
  communityEvents,
  communityGoals,
  communityMembers,
  communityResources,
  communityTasks,
} from './schema';

export class Departures {
  constructor(private readonly db: Db) {}

  /** The names of the communities whose only admin `userId` is while others are members. */
  async soleAdminOf(userId: number): Promise<string[]> {
    const rows = await this.db
      .select({ name: communities.name })
      .from(communityMembers)
      .innerJoin(communities, eq(communities.id, communityMembers.communityId))
      .where(
        and(
          eq(communityMembers.userId, userId),
          eq(communityMembers.isAdmin, true),
          eq(communityMembers.isApproved, true),
          sql`not exists (select 1 from ${communityMembers} other where other.community_id = ${communities.id} and other.user_id <> ${userId} and other.is_approved and other.is_admin)`,
          sql`exists (select 1 from ${communityMembers} other where other.community_id = ${communities.id} and other.user_id <> ${userId} and other.is_approved)`,
        ),
      )
      .orderBy(asc(communities.name));
    return rows.map((row) => row.name);
  }

  /**
   * Hands what `userId` leaves behind to `heirId` (the "Deleted member" account) or to the other
   * admins, and removes the communities nobody else belongs to. Call after `soleAdminOf` found none.
   */
  async handOver(userId: number, heirId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Communities with no other approved member go with the account.
      await tx.delete(communities).where(
        and(
          inArray(
            communities.id,
            tx
              .select({ id: communityMembers.communityId })
              .from(communityMembers)
              .where(
                and(eq(communityMembers.userId, userId), eq(communityMembers.isApproved, true)),
              ),
          ),
          sql`not exists (select 1 from ${communityMembers} other where other.community_id = ${communities.id} and other.user_id <> ${userId} and other.is_approved)`,
        ),
      );
      // Created ones pass to the longest-standing other admin.
      await tx
        .update(communities)
        .set({
          creatorId: sql`(select other.user_id from ${communityMembers} other where other.community_id = ${communities.id} and other.user_id <> ${userId} and other.is_approved and other.is_admin order by other.approved_at, other.id limit 1)`,
        })
        .where(eq(communities.creatorId, userId));
      await tx
        .update(communityChatMessages)
        .set({ userId: heirId })
        .where(eq(communityChatMessages.userId, userId));
      await tx
        .update(communityGoals)
        .set({ creatorId: heirId })
        .where(eq(communityGoals.creatorId, userId));
      await tx
        .update(communityTasks)
        .set({ creatorId: heirId })
        .where(eq(communityTasks.creatorId, userId));
      await tx
        .update(communityResources)
        .set({ userId: heirId })
        .where(eq(communityResources.userId, userId));
      await tx
        .update(communityEvents)
        .set({ userId: heirId })
        .where(eq(communityEvents.userId, userId));
    });
  }
}
