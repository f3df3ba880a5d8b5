export {
  canMove,
  completeLayout,
  DEFAULT_SECTION_ORDER,
  moveSection,
  sameSections,
  setHidden,
  shownSections,
  type Direction,
  type ShownSection,
} from './layout';
export {
  communityControls,
  isApprovedMember,
  isCommunityAdmin,
  memberBadge,
  memberName,
  memberRowControls,
  type CommunityControls,
  type MemberRowControls,
} from './roles';
export {
  communityIdOf,
  communityRequest,
  emptyCommunityDraft,
  memberCount,
  splitCommunities,
  type CommunityDraft,
} from './communities';
