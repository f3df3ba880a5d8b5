import type { CommunityRole } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import {
  communityControls,
  isApprovedMember,
  isCommunityAdmin,
  memberBadge,
  memberName,
  memberRowControls,
} from './roles';

const roles: CommunityRole[] = ['visitor', 'pending', 'member', 'admin', 'creator'];

describe('communityControls: each role × each control', () => {
  const table: Record<
    CommunityRole,
    Record<keyof ReturnType<typeof communityControls>, boolean>
  > = {
    visitor: {
      requestToJoin: true,
      waitingForApproval: false,
      sections: false,
      editInfo: false,
      deleteCommunity: false,
      manageMembers: false,
      arrangeLayout: false,
      leave: false,
    },
    pending: {
      requestToJoin: false,
      waitingForApproval: true,
      sections: false,
      editInfo: false,
      deleteCommunity: false,
      manageMembers: false,
      arrangeLayout: false,
      leave: false,
    },
    member: {
      requestToJoin: false,
      waitingForApproval: false,
      sections: true,
      editInfo: false,
      deleteCommunity: false,
      manageMembers: false,
      arrangeLayout: false,
      leave: true,
    },
    admin: {
      requestToJoin: false,
      waitingForApproval: false,
      sections: true,
      editInfo: true,
      deleteCommunity: false,
      manageMembers: true,
      arrangeLayout: true,
      leave: true,
    },
    creator: {
      requestToJoin: false,
      waitingForApproval: false,
      sections: true,
      editInfo: true,
      deleteCommunity: true,
      manageMembers: true,
      arrangeLayout: true,
      leave: false,
    },
  };
  for (const role of roles) {
    it(role, () => {
      expect(communityControls(role)).toEqual(table[role]);
    });
  }

  it('names approved members and admins', () => {
    expect(roles.filter(isApprovedMember)).toEqual(['member', 'admin', 'creator']);
    expect(roles.filter(isCommunityAdmin)).toEqual(['admin', 'creator']);
  });
});

describe('memberRowControls', () => {
  const creator = { user_id: 1, is_creator: true };
  const other = { user_id: 2, is_creator: false };
  const me = { user_id: 3, is_creator: false };

  it('lets admins toggle, remove and ban others, never the creator', () => {
    for (const role of ['admin', 'creator'] as const) {
      expect(memberRowControls(role, 3, other)).toEqual({
        toggleAdmin: true,
        remove: true,
        ban: true,
        leave: false,
      });
      expect(memberRowControls(role, 3, creator)).toEqual({
        toggleAdmin: false,
        remove: false,
        ban: false,
        leave: false,
      });
    }
  });

  it('gives plain members no controls on others', () => {
    expect(memberRowControls('member', 3, other)).toEqual({
      toggleAdmin: false,
      remove: false,
      ban: false,
      leave: false,
    });
  });

  it('offers one’s own row Leave only, and the creator not even that', () => {
    for (const role of ['member', 'admin'] as const) {
      expect(memberRowControls(role, 3, me)).toEqual({
        toggleAdmin: false,
        remove: false,
        ban: false,
        leave: true,
      });
    }
    expect(memberRowControls('creator', 1, creator)).toEqual({
      toggleAdmin: false,
      remove: false,
      ban: false,
      leave: false,
    });
    expect(memberRowControls('pending', 3, me).leave).toBe(false);
  });
});

describe('memberBadge and memberName', () => {
  it('badges the creator, admins and members', () => {
    expect(memberBadge({ is_creator: true, is_admin: true })).toBe('creator');
    expect(memberBadge({ is_creator: false, is_admin: true })).toBe('admin');
    expect(memberBadge({ is_creator: false, is_admin: false })).toBe('member');
  });

  it('names a member by username, else e-mail, else id', () => {
    expect(memberName({ user_id: 4, user: { username: 'sam', email: 's@x.org' } })).toBe('sam');
    expect(memberName({ user_id: 4, user: { username: '  ', email: 's@x.org' } })).toBe('s@x.org');
    expect(memberName({ user_id: 4, user: { username: null, email: null } })).toBe('Member 4');
  });
});
