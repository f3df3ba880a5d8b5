import { describe, expect, it } from 'vitest';
import {
  canDeleteMessage,
  canEditMessage,
  canManageItem,
  canReportMessage,
  isCommunityAdmin,
} from './permissions';

describe('section permissions', () => {
  it('counts admins and the creator as admins, plain members not', () => {
    expect(isCommunityAdmin('creator')).toBe(true);
    expect(isCommunityAdmin('admin')).toBe(true);
    expect(isCommunityAdmin('member')).toBe(false);
  });

  it('lets the owner of an item and admins manage it', () => {
    expect(canManageItem('member', 7, 7)).toBe(true);
    expect(canManageItem('member', 7, 8)).toBe(false);
    expect(canManageItem('admin', 7, 8)).toBe(true);
    expect(canManageItem('creator', 7, 8)).toBe(true);
  });

  it('lets the author and admins delete a chat message, no other member', () => {
    expect(canDeleteMessage('member', 7, { user_id: 7 })).toBe(true);
    expect(canDeleteMessage('member', 7, { user_id: 8 })).toBe(false);
    expect(canDeleteMessage('admin', 7, { user_id: 8 })).toBe(true);
    expect(canDeleteMessage('creator', 7, { user_id: 8 })).toBe(true);
  });

  it('lets only the author edit a chat message, not even an admin', () => {
    expect(canEditMessage(7, { user_id: 7 })).toBe(true);
    expect(canEditMessage(7, { user_id: 8 })).toBe(false);
  });

  it("lets a member report anyone else's chat message, never their own", () => {
    expect(canReportMessage(7, { user_id: 8 })).toBe(true);
    expect(canReportMessage(7, { user_id: 7 })).toBe(false);
  });
});
