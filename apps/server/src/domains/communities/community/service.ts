/**
 * Communities and membership (issue 16): the list, create, the community as each role sees it,
 * edit and delete, join requests and their decisions, admin flags, removing and leaving, and the
 * layout. Every change that affects a person reaches their inbox.
 */
import {
  COMMUNITY_DETAILS,
  COMMUNITY_MESSAGES,
  COMMUNITY_NOTICES,
  joinRequestsPath,
  memberLabel,
  type CommunityNotice,
} from '@wegrow/contract/communities';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../platform/auth';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import { conflict, notFound } from '../../../platform/errors';
import type { LiveBus } from '../../../platform/live';
import { type Page, PER_PARENT_MAX, pageSize } from '../../../platform/paging';
import type { InboxService } from '../../inbox';
import type { NoticeChannel } from '../../notifications';
import {
  type CommunityAccess,
  isAdminRole,
  isMemberRole,
  loadAccess,
  type Membership,
  participateIn,
  refusal,
  roleOf,
} from '../membership';
import { refuseBanned } from '../bans';
import { chatReadState } from '../chat-reads';
import { peopleOf } from '../people';
import {
  communities,
  communityMembers,
  communityNameKey,
  type CommunityRow,
  type MemberRow,
} from '../schema';
import { announce } from '../topics';
import { joinTopic } from './join-stream';
import {
  type Community,
  type CommunityDetails,
  type CommunityInput,
  type CommunityLayoutInput,
  type CommunityMember,
  type CommunitySummary,
  layoutOf,
  toMember,
  toPreview,
  toSummary,
} from '../views';

/** A notice for someone's inbox, sent once the change is committed. */
interface Delivery {
  userId: number;
  notice: CommunityNotice;
  /** The page the mail links to. @default the community's page */
  path?: string;
}

/**
 * The list's order: the name's sort key (`communityNameKey` of @wegrow/contract/communities: its
 * accents taken off, A–Z lower-cased), compared byte by byte (collation "C", the same on every
 * PostgreSQL and in PGlite, so the order and the cursor never depend on the server's locale), then
 * the id. `communities_name_idx` is on this expression.
 */
const lowerName = communityNameKey(communities.name);

/** A join request's notice is not sent again to an admin who got it unread, or less than this ago. */
const JOIN_NOTICE_QUIET_MS = 24 * 3_600_000;

/** The query of `listCommunities`. */
export interface CommunityListQuery extends Page {
  membership?: 'mine' | 'others' | undefined;
  after?: number | undefined;
}

export class CommunityService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly membership: Membership,
    private readonly inbox: InboxService,
    private readonly live: LiveBus,
    /** Membership news (kind "joins"): requests, decisions, roles, a deleted community. */
    private readonly joins: NoticeChannel,
    /** Called (in the change's transaction) when a member leaves or is removed. */
    private readonly onDeparture?: (
      tx: Db,
      access: CommunityAccess,
      userId: number,
    ) => Promise<void>,
  ) {}

  /**
   * One page of the communities, by name (A–Z case ignored, `lowerName`; then by id), each with
   * its member count (counted for that page only) and the caller's role; `membership` narrows it
   * to the caller's own (approved) communities or to the others. The `communities_name_idx`
   * index serves the order and the `after` cursor, so no page reads the whole table.
   */
  async list(user: AuthUser, query: CommunityListQuery = {}): Promise<CommunitySummary[]> {
    const mine = and(
      eq(communityMembers.communityId, communities.id),
      eq(communityMembers.userId, user.id),
    );
    const approvedHere = sql`exists (select 1 from ${communityMembers} a where a.community_id = ${communities.id} and a.user_id = ${user.id} and a.is_approved)`;
    const rows = await this.db
      .select({
        community: communities,
        membership: communityMembers,
        members:
          sql<number>`(select count(*) from ${communityMembers} m where m.community_id = ${communities.id} and m.is_approved)`.mapWith(
            Number,
          ),
      })
      .from(communities)
      .leftJoin(communityMembers, mine)
      .where(
        and(
          query.membership === 'mine'
            ? approvedHere
            : query.membership === 'others'
              ? sql`not ${approvedHere}`
              : undefined,
          query.after === undefined
            ? undefined
            : sql`(${lowerName}, ${communities.id}) > (select ${communityNameKey(sql`c.name`)}, c.id from ${communities} c where c.id = ${query.after})`,
        ),
      )
      .orderBy(lowerName, asc(communities.id))
      .limit(pageSize(query));
    return rows.map(({ community, membership, members }) =>
      toSummary(community, members, roleOf(community, membership)),
    );
  }

  /** A new community; the caller is its creator, an approved admin member. */
  async create(user: AuthUser, input: CommunityInput): Promise<CommunityDetails> {
    const community = await this.db.transaction(async (tx) => {
      const now = this.clock();
      const [row] = await tx
        .insert(communities)
        .values({
          name: input.name.trim(),
          description: input.description ?? '',
          visibility: 'public',
          creatorId: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await tx.insert(communityMembers).values({
        communityId: row.id,
        userId: user.id,
        isApproved: true,
        isAdmin: true,
        requestedAt: now,
        approvedAt: now,
      });
      return row;
    });
    return this.details(await loadAccess(this.db, user, community.id));
  }

  /** The community as the caller may see it: details for members, a preview for others. */
  async get(user: AuthUser, communityId: number): Promise<Community> {
    const access = await this.membership.read(user, communityId, 'view');
    if (isMemberRole(access.role)) return this.details(access);
    return toPreview(access.community, await this.memberCount(communityId), access.role);
  }

  async update(
    user: AuthUser,
    communityId: number,
    input: CommunityInput,
  ): Promise<CommunityDetails> {
    const access = await this.membership.change(
      user,
      communityId,
      'administer',
      async (tx, access) => {
        const [row] = await tx
          .update(communities)
          .set({
            name: input.name.trim(),
            description: input.description ?? '',
            updatedAt: this.clock(),
          })
          .where(eq(communities.id, communityId))
          .returning();
        return { ...access, community: row ?? access.community };
      },
    );
    return this.details(access);
  }

  /** Deletes the community and everything in it (foreign keys cascade); tells the other members. */
  async remove(user: AuthUser, communityId: number): Promise<void> {
    const { community, told } = await this.membership.change(
      user,
      communityId,
      'delete',
      async (tx, access) => {
        const members = await tx
          .select({ userId: communityMembers.userId })
          .from(communityMembers)
          .where(
            and(
              eq(communityMembers.communityId, communityId),
              eq(communityMembers.isApproved, true),
            ),
          );
        await tx.delete(communities).where(eq(communities.id, communityId));
        return {
          community: access.community,
          told: members.map((row) => row.userId).filter((id) => id !== user.id),
        };
      },
    );
    await this.deliver(
      community,
      told.map((userId) => ({ userId, notice: COMMUNITY_NOTICES.deleted(community.name) })),
    );
    await announce(this.live, communityId, 'deleted');
  }

  /**
   * Asks to join: a pending membership, and a notice to every admin. Asking again while pending
   * changes nothing (`created: false`); members are refused (409, by the permission table).
   */
  async join(
    user: AuthUser,
    communityId: number,
  ): Promise<{ created: boolean; member: CommunityMember }> {
    const result = await this.membership.change(user, communityId, 'join', async (tx, access) => {
      if (access.membership) return { access, row: access.membership, created: false, admins: [] };
      await refuseBanned(tx, communityId, user.id);
      const [row] = await tx
        .insert(communityMembers)
        .values({
          communityId,
          userId: user.id,
          isApproved: false,
          isAdmin: false,
          requestedAt: this.clock(),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      const admins = await tx
        .select({ userId: communityMembers.userId })
        .from(communityMembers)
        .where(
          and(
            eq(communityMembers.communityId, communityId),
            eq(communityMembers.isApproved, true),
            eq(communityMembers.isAdmin, true),
          ),
        );
      return { access, row, created: true, admins: admins.map((admin) => admin.userId) };
    });
    const people = await peopleOf(this.db, [user.id]);
    const me = people.get(user.id);
    if (result.created) {
      const who = memberLabel(me?.username, user.id);
      const { community } = result.access;
      const notice = COMMUNITY_NOTICES.joinRequested(community.name, who, community.id);
      // One notice per request: asking, withdrawing and asking again does not tell an admin twice
      // while the first notice is unread or younger than a day.
      const since = new Date(this.clock().getTime() - JOIN_NOTICE_QUIET_MS);
      const sender = { kind: 'community', name: community.name } as const;
      const untold: number[] = [];
      for (const userId of result.admins)
        if (!(await this.inbox.holds(userId, { sender, ...notice }, since))) untold.push(userId);
      await this.deliver(
        community,
        untold.map((userId) => ({ userId, notice, path: joinRequestsPath(community.id) })),
      );
    }
    return {
      created: result.created,
      member: toMember(result.row, me, result.access.community, user.id),
    };
  }

  /** The pending requests, oldest first (admins). */
  async joinRequests(user: AuthUser, communityId: number): Promise<CommunityMember[]> {
    const access = await this.membership.read(user, communityId, 'administer');
    return this.membersView(access, false);
  }

  /** The approved members, the creator first, then in the order they joined. */
  async members(user: AuthUser, communityId: number): Promise<CommunityMember[]> {
    const access = await this.membership.read(user, communityId, participateIn('members'));
    return this.membersView(access, true);
  }

  /** Approves a pending request or (approve = false) rejects it; the person is told either way. */
  async decide(
    user: AuthUser,
    communityId: number,
    userId: number,
    approve: boolean,
  ): Promise<string> {
    const community = await this.membership.change(
      user,
      communityId,
      'administer',
      async (tx, access) => {
        const target = await this.membershipOf(tx, communityId, userId);
        if (!target) throw notFound(COMMUNITY_DETAILS.requestNotFound);
        if (target.isApproved) throw conflict(COMMUNITY_DETAILS.alreadyApproved);
        if (approve)
          await tx
            .update(communityMembers)
            .set({ isApproved: true, approvedAt: this.clock() })
            .where(eq(communityMembers.id, target.id));
        else await tx.delete(communityMembers).where(eq(communityMembers.id, target.id));
        return access.community;
      },
    );
    // The requester's open page hears it at once (community/join-stream.ts).
    await this.live.publish(joinTopic(communityId, userId), {
      status: approve ? 'approved' : 'rejected',
    });
    await this.deliver(community, [
      {
        userId,
        notice: approve
          ? COMMUNITY_NOTICES.approved(community.name)
          : COMMUNITY_NOTICES.rejected(community.name),
      },
    ]);
    return approve ? COMMUNITY_MESSAGES.approved : COMMUNITY_MESSAGES.rejected;
  }

  /** Flips an approved member's admin flag (never the creator's) and tells them. */
  async toggleAdmin(user: AuthUser, communityId: number, userId: number): Promise<CommunityMember> {
    const { row, access } = await this.membership.change(
      user,
      communityId,
      'administer',
      async (tx, access) => {
        const target = await this.membershipOf(tx, communityId, userId);
        if (!target?.isApproved) throw notFound(COMMUNITY_DETAILS.memberNotFound);
        if (userId === access.community.creatorId)
          throw conflict(COMMUNITY_DETAILS.creatorAlwaysAdmin);
        const [row] = await tx
          .update(communityMembers)
          .set({ isAdmin: !target.isAdmin })
          .where(eq(communityMembers.id, target.id))
          .returning();
        if (!row) throw new Error('update returned no row');
        return { row, access };
      },
    );
    const { community } = access;
    await this.deliver(community, [
      {
        userId,
        notice: row.isAdmin
          ? COMMUNITY_NOTICES.madeAdmin(community.name)
          : COMMUNITY_NOTICES.adminRevoked(community.name),
      },
    ]);
    const people = await peopleOf(this.db, [userId]);
    return toMember(row, people.get(userId), community, user.id);
  }

  /**
   * Removes a member or a request (admins; the person is told), or the caller's own membership or
   * request (leaving; no notice). The creator can be neither removed nor leave.
   */
  async removeMember(user: AuthUser, communityId: number, userId: number): Promise<void> {
    const leaving = userId === user.id;
    const { community, removed } = await this.membership.change(
      user,
      communityId,
      leaving ? 'leave' : 'administer',
      async (tx, access) => {
        const target = await this.membershipOf(tx, communityId, userId);
        if (!target) throw notFound(COMMUNITY_DETAILS.membershipNotFound);
        if (userId === access.community.creatorId)
          throw conflict(
            leaving
              ? COMMUNITY_DETAILS.creatorCannotLeave
              : COMMUNITY_DETAILS.creatorCannotBeRemoved,
          );
        await tx.delete(communityMembers).where(eq(communityMembers.id, target.id));
        if (target.isApproved) await this.onDeparture?.(tx, access, userId);
        return { community: access.community, removed: target };
      },
    );
    if (!leaving)
      await this.deliver(community, [
        {
          userId,
          notice: removed.isApproved
            ? COMMUNITY_NOTICES.removed(community.name)
            : COMMUNITY_NOTICES.rejected(community.name),
        },
      ]);
    // Their chat stream (on whichever process) closes.
    await announce(this.live, communityId, 'membership');
  }

  /** The order of all seven sections, and (when given) the sections hidden from members. */
  async updateLayout(
    user: AuthUser,
    communityId: number,
    input: CommunityLayoutInput,
  ): Promise<CommunityDetails> {
    const access = await this.membership.change(
      user,
      communityId,
      'administer',
      async (tx, access) => {
        const [row] = await tx
          .update(communities)
          .set({
            layout: [...input.layout_config],
            ...(input.hidden_sections ? { hiddenSections: [...input.hidden_sections] } : {}),
            updatedAt: this.clock(),
          })
          .where(eq(communities.id, communityId))
          .returning();
        return { ...access, community: row ?? access.community };
      },
    );
    // A section hidden from members: their chat streams (on whichever process) close.
    if (input.hidden_sections) await announce(this.live, communityId, 'membership');
    return this.details(access);
  }

  // ------------------------------------------------------------------ helpers

  /** The community as an approved member sees it. */
  private async details(access: CommunityAccess): Promise<CommunityDetails> {
    const { community, role } = access;
    if (!isMemberRole(role)) throw refusal('participate');
    const [members, requests, memberCount, chat] = await Promise.all([
      this.membersView(access, true),
      isAdminRole(role) ? this.membersView(access, false) : Promise.resolve([]),
      this.memberCount(community.id),
      chatReadState(this.db, access),
    ]);
    // The Member List hidden from members: a member who is no admin sees only their own entry.
    const listHidden = !isAdminRole(role) && community.hiddenSections.includes('members');
    return {
      ...toSummary(community, memberCount, role),
      my_role: role,
      creator_id: community.creatorId,
      members: listHidden ? members.filter((row) => row.user_id === access.user.id) : members,
      join_requests: requests,
      layout_config: layoutOf(community),
      hidden_sections: [...community.hiddenSections],
      chat_unread: chat.unread,
      chat_last_read_id: chat.last_read_id,
    };
  }

  /**
   * Approved members: the creator first, then by approval, at most PER_PARENT_MAX (the creator and
   * the latest approved); or pending requests, oldest first, at most the oldest PER_PARENT_MAX
   * (deciding one brings the next).
   */
  private async membersView(
    access: CommunityAccess,
    approved: boolean,
  ): Promise<CommunityMember[]> {
    const { community } = access;
    const where = and(
      eq(communityMembers.communityId, community.id),
      eq(communityMembers.isApproved, approved),
    );
    let ordered: MemberRow[];
    if (approved) {
      const rows = await this.db
        .select()
        .from(communityMembers)
        .where(where)
        .orderBy(
          desc(sql`${communityMembers.userId} = ${community.creatorId}`),
          desc(communityMembers.approvedAt),
          desc(communityMembers.id),
        )
        .limit(PER_PARENT_MAX);
      const creator = rows.filter((row) => row.userId === community.creatorId);
      ordered = [...creator, ...rows.filter((row) => row.userId !== community.creatorId).reverse()];
    } else {
      ordered = await this.db
        .select()
        .from(communityMembers)
        .where(where)
        .orderBy(asc(communityMembers.requestedAt), asc(communityMembers.id))
        .limit(PER_PARENT_MAX);
    }
    const people = await peopleOf(
      this.db,
      ordered.map((row) => row.userId),
    );
    return ordered.map((row) => toMember(row, people.get(row.userId), community, access.user.id));
  }

  private async memberCount(communityId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(communityMembers)
      .where(
        and(eq(communityMembers.communityId, communityId), eq(communityMembers.isApproved, true)),
      );
    return row?.n ?? 0;
  }

  private async membershipOf(
    tx: Db,
    communityId: number,
    userId: number,
  ): Promise<MemberRow | null> {
    const [row] = await tx
      .select()
      .from(communityMembers)
      .where(
        and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)),
      );
    return row ?? null;
  }

  /** Tells each person their notice, from the community (kind "joins": membership news). */
  private async deliver(community: CommunityRow, deliveries: readonly Delivery[]): Promise<void> {
    for (const { userId, notice, path } of deliveries)
      await this.joins.deliver(userId, {
        sender: { kind: 'community', name: community.name },
        ...notice,
        path: path ?? `/communities/${community.id}`,
      });
  }
}
