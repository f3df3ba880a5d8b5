import type { CommunityMemberRole } from '../types';

/** Admins and the creator (spec 2 §6: "is_admin or creator"). */
export function isCommunityAdmin(role: CommunityMemberRole): boolean {
  return role === 'admin' || role === 'creator';
}

/**
 * Who may edit or delete a goal, task, resource or event (spec 2 §6): the member who added it and
 * the community's admins. The server decides again; this only hides controls that would fail.
 */
export function canManageItem(
  role: CommunityMemberRole,
  myUserId: number,
  ownerId: number,
): boolean {
  return ownerId === myUserId || isCommunityAdmin(role);
}

/** Its author deletes a chat message; the community's admins remove anyone's (issue 33). */
export function canDeleteMessage(
  role: CommunityMemberRole,
  myUserId: number,
  message: { user_id: number },
): boolean {
  return message.user_id === myUserId || isCommunityAdmin(role);
}

/**
 * Only its author edits a chat message (issue 44): admins may remove someone else's message, never
 * put words in their mouth. The server refuses anyone else with 403.
 */
export function canEditMessage(myUserId: number, message: { user_id: number }): boolean {
  return message.user_id === myUserId;
}

/**
 * A member reports anyone's chat message but their own (issue 33; the server refuses one's own
 * with 400). Only approved members see the chat, so the role needs no check here.
 */
export function canReportMessage(myUserId: number, message: { user_id: number }): boolean {
  return message.user_id !== myUserId;
}
