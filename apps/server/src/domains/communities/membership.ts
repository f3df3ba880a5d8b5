/**
 * The one policy of communities: who the caller is in a community (their role) and what each role
 * may do. Every operation of the domain names its action in `OPERATION_ACTIONS`; the services load
 * the caller's access (`loadAccess`) and ask `authorize` before they read or change anything.
 *
 * Roles, as Hylo has them (a membership with a moderator flag, and join requests the moderators
 * decide): `visitor` (signed in, no relation), `pending` (asked to join), `member` (approved),
 * `admin` (approved, flagged admin), `creator` (made the community: always an admin; never demoted,
 * removed or leaving). Items (goals, tasks, resources, events) may in addition be changed by the
 * member who added them; chat messages only by their author.
 */
import type { components } from '@wegrow/api/schema';
import { COMMUNITY_DETAILS, type CommunitySectionKey } from '@wegrow/contract/communities';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { conflict, forbidden, type HttpError, notFound } from '../../platform/errors';
import type { OperationId } from '../../platform/operations';
import { communities, communityMembers, type CommunityRow, type MemberRow } from './schema';

export type CommunityRole = components['schemas']['CommunityRole'];
/** The roles of approved members (who see a community's details). */
export type MemberRole = components['schemas']['CommunityDetails']['my_role'];

export const ROLES = [
  'visitor',
  'pending',
  'member',
  'admin',
  'creator',
] as const satisfies readonly CommunityRole[];
const MEMBERS = ['member', 'admin', 'creator'] as const satisfies readonly MemberRole[];
const ADMINS = ['admin', 'creator'] as const satisfies readonly MemberRole[];

export function isMemberRole(role: CommunityRole): role is MemberRole {
  return role === 'member' || role === 'admin' || role === 'creator';
}

export function isAdminRole(role: CommunityRole): role is 'admin' | 'creator' {
  return role === 'admin' || role === 'creator';
}

/** What a role needs for an action, and what everyone else is answered. */
export interface Permission {
  readonly roles: readonly CommunityRole[];
  /** The refusal (403 unless the action says otherwise). */
  readonly refusal?: { status: 403 | 409; detail: string };
}

/**
 * The permission table: each action, the roles allowed, the answer for the others. Item rules
 * (the author of a goal, task, resource or event, or an admin; a chat message's author only) come
 * on top, once the item is found (`requireAuthorOrAdmin`, `requireAuthor`).
 */
export const PERMISSIONS = {
  /** The list of communities, creating one: anyone signed in (no community yet). */
  anyone: { roles: ROLES },
  /** A community's name, description, member count and one's own role (details for members). */
  view: { roles: ROLES },
  /** Asking to join: visitors, and (changing nothing) those already asking. */
  join: {
    roles: ['visitor', 'pending'],
    refusal: { status: 409, detail: COMMUNITY_DETAILS.alreadyMember },
  },
  /** Leaving (removing oneself) or withdrawing one's request; the creator's refusal comes later. */
  leave: { roles: ROLES },
  /** The member list and everything in the sections: goals, tasks, chat, resources, events, calendar. */
  participate: { roles: MEMBERS, refusal: { status: 403, detail: COMMUNITY_DETAILS.membersOnly } },
  /** Editing the info, the layout, join requests and their decisions, admin flags, removing others. */
  administer: { roles: ADMINS, refusal: { status: 403, detail: COMMUNITY_DETAILS.adminsOnly } },
  /** Deleting the community. */
  delete: { roles: ['creator'], refusal: { status: 403, detail: COMMUNITY_DETAILS.creatorOnly } },
} as const satisfies Record<string, Permission>;

export type CommunityAction = keyof typeof PERMISSIONS;

/** Which action each operation of the domain is (every operation asks the table through this). */
export const OPERATION_ACTIONS = {
  listCommunities: 'anyone',
  createCommunity: 'anyone',
  getCommunity: 'view',
  updateCommunity: 'administer',
  deleteCommunity: 'delete',
  requestToJoinCommunity: 'join',
  /** The caller's own pending request only (404 `requestNotFound` otherwise). */
  streamCommunityJoinRequest: 'view',
  listCommunityJoinRequests: 'administer',
  listCommunityMembers: 'participate',
  decideCommunityJoinRequest: 'administer',
  toggleCommunityAdmin: 'administer',
  /** Removing someone else; removing oneself is `leave`. */
  removeCommunityMember: 'administer',
  listCommunityBans: 'administer',
  /** Never the caller (`cannotBanYourself`) nor the creator (`creatorCannotBeBanned`): 409. */
  banCommunityMember: 'administer',
  unbanCommunityMember: 'administer',
  updateCommunityLayout: 'administer',
  getCommunityInvite: 'administer',
  createCommunityInvite: 'administer',
  revokeCommunityInvite: 'administer',
  /** Anyone signed in; the credential is the active link's token (404 `inviteInvalid` otherwise). */
  acceptCommunityInvite: 'view',
  listCommunityGoals: 'participate',
  createCommunityGoal: 'participate',
  updateCommunityGoal: 'participate',
  deleteCommunityGoal: 'participate',
  listCommunityGoalTasks: 'participate',
  createCommunityGoalTask: 'participate',
  updateCommunityTask: 'participate',
  deleteCommunityTask: 'participate',
  listCommunityChatMessages: 'participate',
  sendCommunityChatMessage: 'participate',
  streamCommunityChat: 'participate',
  /** The author only (`chatEditAuthorOnly` otherwise, admins included). */
  updateCommunityChatMessage: 'participate',
  deleteCommunityChatMessage: 'participate',
  markCommunityChatRead: 'participate',
  listCommunityResources: 'participate',
  createCommunityResource: 'participate',
  updateCommunityResource: 'participate',
  deleteCommunityResource: 'participate',
  listCommunityEvents: 'participate',
  createCommunityEvent: 'participate',
  updateCommunityEvent: 'participate',
  deleteCommunityEvent: 'participate',
  answerCommunityEvent: 'participate',
  getCommunityEvent: 'participate',
  /** The event's author or an admin (`authorOrAdminOnly` otherwise), as editing it. */
  cancelCommunityEventOccurrence: 'participate',
  getCommunityEventCalendar: 'participate',
  getCommunityCalendarLink: 'participate',
  resetCommunityCalendarLink: 'participate',
  /** Its credential is the member's calendar token, checked as `participate` for its member. */
  getCommunityCalendar: 'participate',
} as const satisfies Partial<Record<OperationId, CommunityAction>>;

export type CommunitiesOperationId = keyof typeof OPERATION_ACTIONS;

/** The sections a community's admins can hide from members and that hold data of their own. */
export type DataSection = Extract<
  CommunitySectionKey,
  'goals' | 'chat' | 'resources' | 'events' | 'members'
>;

/**
 * The section each operation reads or changes: when the community's admins hide that section
 * (the Component Manager), it is refused to members who are not admins, reads and writes alike
 * (`sectionHidden`); admins still use it. The calendar feed keeps its own token check.
 */
export const OPERATION_SECTIONS = {
  listCommunityMembers: 'members',
  listCommunityGoals: 'goals',
  createCommunityGoal: 'goals',
  updateCommunityGoal: 'goals',
  deleteCommunityGoal: 'goals',
  listCommunityGoalTasks: 'goals',
  createCommunityGoalTask: 'goals',
  updateCommunityTask: 'goals',
  deleteCommunityTask: 'goals',
  listCommunityChatMessages: 'chat',
  sendCommunityChatMessage: 'chat',
  streamCommunityChat: 'chat',
  updateCommunityChatMessage: 'chat',
  deleteCommunityChatMessage: 'chat',
  markCommunityChatRead: 'chat',
  listCommunityResources: 'resources',
  createCommunityResource: 'resources',
  updateCommunityResource: 'resources',
  deleteCommunityResource: 'resources',
  listCommunityEvents: 'events',
  createCommunityEvent: 'events',
  updateCommunityEvent: 'events',
  deleteCommunityEvent: 'events',
  answerCommunityEvent: 'events',
  getCommunityEvent: 'events',
  cancelCommunityEventOccurrence: 'events',
  getCommunityEventCalendar: 'events',
  getCommunityCalendarLink: 'events',
  resetCommunityCalendarLink: 'events',
} as const satisfies Partial<Record<CommunitiesOperationId, DataSection>>;

/** Whether `section` is hidden from the caller (hidden by the admins, and the caller no admin). */
export function hiddenFrom(access: CommunityAccess, section: DataSection): boolean {
  return !isAdminRole(access.role) && access.community.hiddenSections.includes(section);
}

/** An action in one section: refused to members who are no admins while the section is hidden. */
export interface SectionAction {
  readonly action: CommunityAction;
  readonly section: DataSection;
}

/** Taking part (`participate`) in one section. */
export const participateIn = (section: DataSection): SectionAction => ({
  action: 'participate',
  section,
});

/** Whether a role may do an action (the table, without the item rules). */
export function allows(action: CommunityAction, role: CommunityRole): boolean {
  const roles: readonly CommunityRole[] = PERMISSIONS[action].roles;
  return roles.includes(role);
}

/** The caller in one community: the community, their membership row (if any) and their role. */
export interface CommunityAccess {
  readonly user: AuthUser;
  readonly community: CommunityRow;
  readonly membership: MemberRow | null;
  readonly role: CommunityRole;
}

/** The role a membership row gives (null: none). */
export function roleOf(community: CommunityRow, membership: MemberRow | null): CommunityRole {
  if (!membership) return 'visitor';
  if (!membership.isApproved) return 'pending';
  if (community.creatorId === membership.userId) return 'creator';
  return membership.isAdmin ? 'admin' : 'member';
}

/** Loads the community (404 when there is none) and the caller's membership in it. */
export async function loadAccess(
  db: Db,
  user: AuthUser,
  communityId: number,
): Promise<CommunityAccess> {
  // One round trip: the community, and the caller's membership if any.
  const [row] = await db
    .select({ community: communities, membership: communityMembers })
    .from(communities)
    .leftJoin(
      communityMembers,
      and(eq(communityMembers.communityId, communities.id), eq(communityMembers.userId, user.id)),
    )
    .where(eq(communities.id, communityId));
  if (!row) throw notFound(COMMUNITY_DETAILS.communityNotFound);
  const { community, membership } = row;
  return { user, community, membership, role: roleOf(community, membership) };
}

/** The refusal of an action for a role, as an error. */
export function refusal(action: CommunityAction): HttpError {
  const permission: Permission = PERMISSIONS[action];
  const answer = permission.refusal ?? { status: 403, detail: COMMUNITY_DETAILS.membersOnly };
  return answer.status === 409 ? conflict(answer.detail) : forbidden(answer.detail);
}

/** Throws the action's refusal unless the caller's role allows it. */
export function authorize(access: CommunityAccess, action: CommunityAction): void {
  if (!allows(action, access.role)) throw refusal(action);
}

/**
 * Throws the action's refusal unless the caller's role allows it; for an action in a section the
 * admins hid, 403 `sectionHidden` unless the caller is an admin.
 */
export function authorizeIn(
  access: CommunityAccess,
  action: CommunityAction | SectionAction,
): void {
  if (typeof action === 'string') return authorize(access, action);
  authorize(access, action.action);
  if (hiddenFrom(access, action.section)) throw forbidden(COMMUNITY_DETAILS.sectionHidden);
}

/** A goal, task, resource or event: the member who added it, or an admin. */
export function requireAuthorOrAdmin(access: CommunityAccess, authorId: number): void {
  if (authorId !== access.user.id && !isAdminRole(access.role))
    throw forbidden(COMMUNITY_DETAILS.authorOrAdminOnly);
}

/** The advisory lock class of community changes (one change at a time per community). */
const COMMUNITY_LOCK = 0x63_6f_6d_6d; // "comm"

/**
 * The gate every service goes through: reads check the caller's role at once; changes run in a
 * transaction that first takes the community's lock, so membership changes and the changes that
 * rely on a membership happen one after the other (a member removed while posting either posts
 * before the removal or is refused after it; a demoted admin decides nothing more).
 */
export class Membership {
  constructor(private readonly db: Db) {}

  /**
   * The caller's access to a community, allowed to do `action` (else its refusal), in its section
   * when it names one (else `sectionHidden` when the admins hid it).
   */
  async read(
    user: AuthUser,
    communityId: number,
    action: CommunityAction | SectionAction,
  ): Promise<CommunityAccess> {
    const access = await loadAccess(this.db, user, communityId);
    authorizeIn(access, action);
    return access;
  }

  /** Runs a change under the community's lock, once the caller is allowed to do `action`. */
  change<T>(
    user: AuthUser,
    communityId: number,
    action: CommunityAction | SectionAction,
    run: (tx: Db, access: CommunityAccess) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      await lockCommunity(tx, communityId);
      const access = await loadAccess(tx, user, communityId);
      authorizeIn(access, action);
      return run(tx, access);
    });
  }
}

/** Takes the community's change lock until the transaction ends. */
export async function lockCommunity(tx: Db, communityId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${COMMUNITY_LOCK}, ${communityId})`);
}
