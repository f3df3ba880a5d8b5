/**
 * What each role may do on the community page (spec 2 §2, §6; issue 16). The server decides and
 * enforces every permission; these rules only decide which controls a screen offers, so that no
 * one is shown a button the server would refuse.
 */
import type { CommunityMember, CommunityRole } from '@wegrow/api';

/** An approved member (member, admin or creator): sees the sections. */
export function isApprovedMember(role: CommunityRole): boolean {
  return role === 'member' || role === 'admin' || role === 'creator';
}

/** An admin (the creator always is one, spec 2 §6). */
export function isCommunityAdmin(role: CommunityRole): boolean {
  return role === 'admin' || role === 'creator';
}

/** The controls of the community page a role gets. */
export interface CommunityControls {
  /** "Request to Join" (someone who is neither a member nor asking). */
  requestToJoin: boolean;
  /** "Join request sent. Waiting for approval." */
  waitingForApproval: boolean;
  /** The ordered sections. */
  sections: boolean;
  /** "Edit Community Info". */
  editInfo: boolean;
  /** Delete the community (the creator only). */
  deleteCommunity: boolean;
  /** Pending requests with approve and reject, toggle admin and remove in the Member List. */
  manageMembers: boolean;
  /** The Admin Panel's reordering and the Component Manager's show and hide. */
  arrangeLayout: boolean;
  /**
   * "Leave community" in the page's header: every approved member but the creator, whatever the
   * admins hide (the Member List may be hidden from members).
   */
  leave: boolean;
}

/** The page's controls for `role`. */
export function communityControls(role: CommunityRole): CommunityControls {
  const admin = isCommunityAdmin(role);
  return {
    requestToJoin: role === 'visitor',
    waitingForApproval: role === 'pending',
    sections: isApprovedMember(role),
    editInfo: admin,
    deleteCommunity: role === 'creator',
    manageMembers: admin,
    arrangeLayout: admin,
    leave: role === 'member' || role === 'admin',
  };
}

/** The controls of one row of the Member List. */
export interface MemberRowControls {
  /** Make admin / Remove admin. */
  toggleAdmin: boolean;
  /** Remove (with a confirmation). */
  remove: boolean;
  /** Ban (with a confirmation and an optional reason; issue 44): as Remove. */
  ban: boolean;
  /** Leave (one's own row; never the creator, who deletes the community instead). */
  leave: boolean;
}

/**
 * The controls of `member`'s row for a viewer with `viewerRole`: admins toggle admin, remove and
 * ban anyone but the creator and themself (the server's rule too); every member but the creator may leave.
 */
export function memberRowControls(
  viewerRole: CommunityRole,
  viewerId: number,
  member: Pick<CommunityMember, 'user_id' | 'is_creator'>,
): MemberRowControls {
  const self = member.user_id === viewerId;
  const manage = isCommunityAdmin(viewerRole) && !member.is_creator && !self;
  return {
    toggleAdmin: manage,
    remove: manage,
    ban: manage,
    leave: self && !member.is_creator && isApprovedMember(viewerRole),
  };
}

/** The role badge of an approved member. */
export function memberBadge(
  member: Pick<CommunityMember, 'is_admin' | 'is_creator'>,
): 'creator' | 'admin' | 'member' {
  if (member.is_creator) return 'creator';
  return member.is_admin ? 'admin' : 'member';
}

/** How a member is named: the username, else the e-mail, else "Member {id}". */
export function memberName(member: Pick<CommunityMember, 'user_id' | 'user'>): string {
  return member.user.username?.trim() || member.user.email || `Member ${member.user_id}`;
}
