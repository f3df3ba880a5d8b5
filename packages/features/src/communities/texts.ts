/**
 * The words of the communities screens: the spec's own (spec 2 §2, §6, §8) kept exactly, and the
 * few this product adds around them. The server's refusals (`detail`) are shown as they come.
 */
import type { CommunitySection } from '@wegrow/api';

export const communityTexts = {
  // ------------------------------------------------------------ /communities (spec 2 §2)
  heading: 'Communities',
  loginRequired: 'Please login to view communities.',
  goToLogin: 'Go to Login',
  yourCommunities: 'Your Communities',
  otherCommunities: 'Other Communities',
  createNew: '+ Create New Community',
  loadingList: 'Loading communities...',
  listFailed: 'Could not load communities.',
  noneOfYours: 'You are not in a community yet.',
  noneOfYoursHint: 'Create one, or ask to join one of the others.',
  noOthers: 'No other communities yet.',
  noOthersHint: 'When neighbours start one, it shows here.',
  requestPending: 'Join request sent',

  // ------------------------------------------------------------ the create dialog
  createTitle: 'Create New Community',
  createHint: 'Leave the name empty to abandon.',
  name: 'Name',
  description: 'Description',
  create: 'Create',
  cancel: 'Cancel',
  created: (name: string) => `${name} was created.`,
  createFailed: 'Could not create the community.',

  // ------------------------------------------------------------ /communities/{id} (spec 2 §2)
  loadingCommunity: 'Loading community...',
  communityFailed: 'Could not load the community.',
  communityNotFound: 'Community not found.',
  communityNotFoundHint: 'It may have been deleted, or the link may be mistyped.',
  backToAllCommunities: 'Back to communities',
  backToCommunities: 'All communities',
  requestToJoin: 'Request to Join',
  requestSent: 'Join request sent. Waiting for approval.',
  joinFailed: 'Could not send the join request.',
  sectionsLabel: 'Sections',
  hiddenBadge: 'Hidden',
  hiddenHint: 'hidden from members',

  // ------------------------------------------------------------ edit and delete (admins, creator)
  editInfo: 'Edit Community Info',
  save: 'Save',
  nameRequired: 'Enter a name for the community.',
  saveInfoFailed: 'Could not save the community.',
  deleteCommunity: 'Delete Community',
  deleteQuestion: 'Are you sure you want to delete this community?',
  deleteConfirm: 'Yes, Delete',
  deleteFailed: 'Could not delete the community.',

  // ------------------------------------------------------------ Member List (spec 2 §2, §8)
  membersFailed: 'Could not load members.',
  loadingMembers: 'Loading members...',
  members: 'Members',
  joinRequests: 'Join Requests',
  noJoinRequests: 'No one is waiting to join.',
  loadingRequests: 'Loading join requests...',
  requestsFailed: 'Could not load the join requests.',
  approve: 'Approve',
  reject: 'Reject',
  approvalFailed: "Approval failed. Please ensure you're logged in.",
  makeAdmin: 'Make admin',
  removeAdmin: 'Remove admin',
  toggleAdminFailed: 'Could not change the admin role.',
  remove: 'Remove',
  removeTitle: 'Remove Member',
  removeQuestion: (who: string) => `Remove ${who} from the community?`,
  removeFailed: 'Could not remove the member.',
  leaveFailed: 'Could not leave the community.',
  leave: 'Leave community',
  leaveTitle: 'Leave Community',
  leaveQuestion: 'Are you sure you want to leave this community?',
  you: '(you)',
  roles: { creator: 'Creator', admin: 'Admin', member: 'Member' },
  // Bans (issue 44): from a member's row, with an optional reason; lifted from the Banned list.
  ban: 'Ban',
  banTitle: 'Ban Member',
  banQuestion: (who: string) =>
    `Ban ${who}? They will be removed and can't join again until an admin lifts the ban.`,
  banReason: 'Reason (optional)',
  banReasonHint: 'Told to them in their inbox.',
  banFailed: 'Could not ban the member.',
  banned: 'Banned',
  noBans: 'Nobody is banned.',
  loadingBans: 'Loading bans...',
  bansFailed: 'Could not load the bans.',
  bannedReason: (reason: string) => `Reason: ${reason}`,
  liftBan: 'Lift ban',
  liftBanFailed: 'Could not lift the ban.',

  // ------------------------------------------------------------ Admin Panel, Component Manager
  adminsOnly: 'Only community admins can use these tools.',
  reorderHint:
    'Put the sections in the order members see them, with Move up and Move down, then save.',
  moveUp: 'Move up',
  moveDown: 'Move down',
  moved: (title: string, position: number, total: number) =>
    `${title} moved to position ${position} of ${total}.`,
  saveLayout: 'Save Layout',
  resetLayout: 'Undo changes',
  layoutSaved: 'Layout saved.',
  inviteTitle: 'Invite link',
  /** The Admin Panel's reports of chat messages (issue 33). */
  reportsTitle: 'Reports',
  reportsHint: 'Chat messages members reported. Remove the message or dismiss the report.',
  inviteHint: 'Anyone signed in who opens this link joins at once, without approval.',
  noInvite: 'There is no invite link.',
  inviteRevoked: 'Invite link revoked.',
  inviteLinkLabel: 'Invite link',
  createInvite: 'Create Invite Link',
  newInvite: 'New Link',
  revokeInvite: 'Revoke Link',
  copyInvite: 'Copy',
  inviteCopied: 'Copied.',
  inviteFailed: 'Could not change the invite link.',
  inviteLoadFailed: 'Could not load the invite link.',
  joiningWithInvite: 'Joining with the invite link...',
  joinedWithInvite: 'You joined with an invite link.',
  layoutFailed: 'Could not save the layout.',
  visibilityHint:
    'Choose which sections members see. Hidden sections stay visible to admins, marked hidden.',
  shownToMembers: (title: string) => `Show ${title} to members`,
  saveVisibility: 'Save Visibility',
  visibilitySaved: 'Visibility saved.',
} as const;

/** The spec's title of each section key (spec 2 §2). */
export const sectionTitles: Record<CommunitySection, string> = {
  goals: 'Community Goals',
  chat: 'Community Chat',
  resources: 'Resource Board',
  events: 'Upcoming Events',
  members: 'Member List',
  admin: 'Admin Panel',
  component_manager: 'Component Manager',
};

/**
 * The sections' tab names (issue 44: one section at a time): short, so the seven fit one row
 * at 1280 px and few rows at phone width; the section's title heads its panel.
 */
export const sectionTabs: Record<CommunitySection, string> = {
  goals: 'Goals',
  chat: 'Chat',
  resources: 'Resources',
  events: 'Events',
  members: 'Members',
  admin: 'Admin',
  component_manager: 'Layout',
};
