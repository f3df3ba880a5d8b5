/**
 * The resource board (issue 17): approved members add links; the one who added a resource, or an
 * admin, edits and deletes it. The url is stored as given; the contract admits only http(s)
 * addresses and addresses without a scheme, and each answer carries the `href` to open.
 */
import { COMMUNITY_DETAILS } from '@wegrow/contract/communities';
import { and, desc, eq } from 'drizzle-orm';
import { PER_PARENT_MAX } from '../../../platform/paging';
import type { AuthUser } from '../../../platform/auth';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import { notFound } from '../../../platform/errors';
import { type Membership, participateIn, requireAuthorOrAdmin } from '../membership';
import type { RemovalNotices } from '../removals';
import { communityResources, type ResourceRow } from '../schema';
import { type CommunityResource, type CommunityResourceInput, toResource } from '../views';

/** Every operation here is the resources section's: refused to members while the admins hide it. */
const RESOURCES = participateIn('resources');

export class ResourcesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly membership: Membership,
    private readonly removals: RemovalNotices,
  ) {}

  /** The board, newest first: at most the newest PER_PARENT_MAX. */
  async list(user: AuthUser, communityId: number): Promise<CommunityResource[]> {
    await this.membership.read(user, communityId, RESOURCES);
    const rows = await this.db
      .select()
      .from(communityResources)
      .where(eq(communityResources.communityId, communityId))
      .orderBy(desc(communityResources.createdAt), desc(communityResources.id))
      .limit(PER_PARENT_MAX);
    return rows.map((row) => toResource(row, user.id));
  }

  async create(
    user: AuthUser,
    communityId: number,
    input: CommunityResourceInput,
  ): Promise<CommunityResource> {
    return this.membership.change(user, communityId, RESOURCES, async (tx) => {
      const now = this.clock();
      const [row] = await tx
        .insert(communityResources)
        .values({
          communityId,
          title: input.title.trim(),
          url: input.url,
          description: input.description ?? '',
          userId: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toResource(row, user.id);
    });
  }

  async update(
    user: AuthUser,
    communityId: number,
    resourceId: number,
    input: CommunityResourceInput,
  ): Promise<CommunityResource> {
    return this.membership.change(user, communityId, RESOURCES, async (tx, access) => {
      const resource = await this.find(tx, communityId, resourceId);
      requireAuthorOrAdmin(access, resource.userId);
      const [row] = await tx
        .update(communityResources)
        .set({
          title: input.title.trim(),
          url: input.url,
          description: input.description ?? '',
          updatedAt: this.clock(),
        })
        .where(eq(communityResources.id, resourceId))
        .returning();
      return toResource(row ?? resource, user.id);
    });
  }

  async remove(user: AuthUser, communityId: number, resourceId: number): Promise<void> {
    await this.membership.change(user, communityId, RESOURCES, async (tx, access) => {
      const resource = await this.find(tx, communityId, resourceId);
      requireAuthorOrAdmin(access, resource.userId);
      await tx.delete(communityResources).where(eq(communityResources.id, resourceId));
      await this.removals.tell(tx, {
        access,
        authorId: resource.userId,
        kind: 'resource',
        text: resource.title,
      });
    });
  }

  private async find(db: Db, communityId: number, resourceId: number): Promise<ResourceRow> {
    const [row] = await db
      .select()
      .from(communityResources)
      .where(
        and(eq(communityResources.id, resourceId), eq(communityResources.communityId, communityId)),
      );
    if (!row) throw notFound(COMMUNITY_DETAILS.resourceNotFound);
    return row;
  }
}
