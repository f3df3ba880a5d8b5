/**
 * Invite links (issue 33): an admin creates the community's one active link (a random token;
 * a new one replaces the old, revoking deletes it); a signed-in user holding the active token joins
 * as an approved member at once, even when the community normally needs approval.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { components } from '@wegrow/api/schema';
import { COMMUNITY_DETAILS } from '@wegrow/contract/communities';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { refuseBanned } from './bans';
import type { Membership } from './membership';
import { peopleOf } from './people';
import { communityInvites, communityMembers } from './schema';
import { type CommunityMember, toMember } from './views';

export type CommunityInvite = components['schemas']['CommunityInvite'];

/** 32 random bytes, base64url (43 characters): the contract's `INVITE_TOKEN_PATTERN`. */
export function newInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export class InvitesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly membership: Membership,
  ) {}

  /** The active link's token, or null (admins). */
  async get(user: AuthUser, communityId: number): Promise<CommunityInvite> {
    await this.membership.read(user, communityId, 'administer');
    const [row] = await this.db
      .select({ token: communityInvites.token })
      .from(communityInvites)
      .where(eq(communityInvites.communityId, communityId));
    return { token: row?.token ?? null };
  }

  /** A new link, replacing the active one (admins). */
  async create(user: AuthUser, communityId: number): Promise<CommunityInvite> {
    return this.membership.change(user, communityId, 'administer', async (tx) => {
      const token = newInviteToken();
      const values = { token, createdBy: user.id, createdAt: this.clock() };
      await tx
        .insert(communityInvites)
        .values({ communityId, ...values })
        .onConflictDoUpdate({ target: communityInvites.communityId, set: values });
      return { token };
    });
  }

  /** The active link stops working (admins); without one, nothing changes. */
  async revoke(user: AuthUser, communityId: number): Promise<void> {
    await this.membership.change(user, communityId, 'administer', async (tx) => {
      await tx.delete(communityInvites).where(eq(communityInvites.communityId, communityId));
    });
  }

  /**
   * Joins with the active link's token: an approved membership at once (a pending request is
   * approved; a member stays as they are). 404 `inviteInvalid` for any other token.
   */
  async accept(user: AuthUser, communityId: number, token: string): Promise<CommunityMember> {
    const { row, access } = await this.membership.change(
      user,
      communityId,
      'view',
      async (tx, access) => {
        const [invite] = await tx
          .select({ token: communityInvites.token })
          .from(communityInvites)
          .where(eq(communityInvites.communityId, communityId));
        if (!invite || !sameToken(invite.token, token))
          throw notFound(COMMUNITY_DETAILS.inviteInvalid);
        // A banned person's link (a valid one) does not let them back in.
        await refuseBanned(tx, communityId, user.id);
        const now = this.clock();
        const current = access.membership;
        if (current?.isApproved) return { row: current, access };
        const [row] = current
          ? await tx
              .update(communityMembers)
              .set({ isApproved: true, approvedAt: now })
              .where(eq(communityMembers.id, current.id))
              .returning()
          : await tx
              .insert(communityMembers)
              .values({
                communityId,
                userId: user.id,
                isApproved: true,
                isAdmin: false,
                requestedAt: now,
                approvedAt: now,
              })
              .returning();
        if (!row) throw new Error('the membership was not written');
        return { row, access };
      },
    );
    const people = await peopleOf(this.db, [user.id]);
    return toMember(row, people.get(user.id), access.community, user.id);
  }
}
