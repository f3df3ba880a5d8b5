/**
 * Bans (issue 44): a community admin bans a member or someone asking to join. Their membership or
 * request goes (their chat stream closes, as a removed member's), they are told in their inbox
 * (always: a ban is no news one may turn off), and until an admin lifts the ban they can neither
 * ask to join nor use an invite link (403 `banned`). The creator cannot be banned, nor an admin
 * ban themself; admins may ban other admins, as they may remove them (spec 2 §4).
 */
import type { components } from '@wegrow/api/schema';
import { BANS_LIST_MAX, COMMUNITY_DETAILS, COMMUNITY_NOTICES } from '@wegrow/contract/communities';
import { and, desc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { LiveBus } from '../../platform/live';
import type { InboxService } from '../inbox';
import type { Membership } from './membership';
import { peopleOf } from './people';
import { type BanRow, communityBans, communityMembers } from './schema';
import { announce } from './topics';
import type { Person } from './views';

export type CommunityBan = components['schemas']['CommunityBan'];

/** Whether `userId` is banned from the community (read in `db`, the caller's transaction). */
export async function isBanned(db: Db, communityId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: communityBans.userId })
    .from(communityBans)
    .where(and(eq(communityBans.communityId, communityId), eq(communityBans.userId, userId)));
  return row !== undefined;
}

/** Throws 403 `banned` when `userId` is banned from the community. */
export async function refuseBanned(db: Db, communityId: number, userId: number): Promise<void> {
  if (await isBanned(db, communityId, userId)) throw forbidden(COMMUNITY_DETAILS.banned);
}

/** A ban as admins see it: the username only (the e-mail is its owner's, issue 41). */
function toBan(row: BanRow, person: Person | undefined): CommunityBan {
  return {
    user_id: row.userId,
    user: { username: person?.username ?? null, email: null },
    reason: row.reason,
    banned_at: row.createdAt.toISOString(),
  };
}

export class BansService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly membership: Membership,
    private readonly inbox: InboxService,
    private readonly live: LiveBus,
  ) {}

  /** The community's bans, the latest first (admins). */
  async list(user: AuthUser, communityId: number): Promise<CommunityBan[]> {
    await this.membership.read(user, communityId, 'administer');
    const rows = await this.db
      .select()
      .from(communityBans)
      .where(eq(communityBans.communityId, communityId))
      .orderBy(desc(communityBans.createdAt), desc(communityBans.userId))
      .limit(BANS_LIST_MAX);
    const people = await peopleOf(
      this.db,
      rows.map((row) => row.userId),
    );
    return rows.map((row) => toBan(row, people.get(row.userId)));
  }

  /**
   * Bans a member or requester (admins): their membership goes and they are told, in the ban's
   * transaction. Banning someone already banned changes nothing.
   */
  async ban(
    user: AuthUser,
    communityId: number,
    userId: number,
    reason: string | undefined,
  ): Promise<CommunityBan> {
    const { row, created } = await this.membership.change(
      user,
      communityId,
      'administer',
      async (tx, access) => {
        if (userId === user.id) throw conflict(COMMUNITY_DETAILS.cannotBanYourself);
        if (userId === access.community.creatorId)
          throw conflict(COMMUNITY_DETAILS.creatorCannotBeBanned);
        const [existing] = await tx
          .select()
          .from(communityBans)
          .where(and(eq(communityBans.communityId, communityId), eq(communityBans.userId, userId)));
        if (existing) return { row: existing, created: false };
        const removed = await tx
          .delete(communityMembers)
          .where(
            and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)),
          )
          .returning({ id: communityMembers.id });
        if (removed.length === 0) throw notFound(COMMUNITY_DETAILS.membershipNotFound);
        const [row] = await tx
          .insert(communityBans)
          .values({
            communityId,
            userId,
            bannedById: user.id,
            reason: reason?.trim() || null,
            createdAt: this.clock(),
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        const community = access.community.name;
        await this.inbox.deliver(
          userId,
          {
            sender: { kind: 'community', name: community },
            ...COMMUNITY_NOTICES.banned(community, row.reason),
          },
          { db: tx },
        );
        return { row, created: true };
      },
    );
    // Their chat stream (on whichever process) closes, as a removed member's.
    if (created) await announce(this.live, communityId, 'membership');
    const people = await peopleOf(this.db, [userId]);
    return toBan(row, people.get(userId));
  }

  /** Lifts a ban (admins): the person may ask to join again, as anyone. */
  async lift(user: AuthUser, communityId: number, userId: number): Promise<void> {
    await this.membership.change(user, communityId, 'administer', async (tx) => {
      const lifted = await tx
        .delete(communityBans)
        .where(and(eq(communityBans.communityId, communityId), eq(communityBans.userId, userId)))
        .returning({ userId: communityBans.userId });
      if (lifted.length === 0) throw notFound(COMMUNITY_DETAILS.banNotFound);
    });
  }
}
