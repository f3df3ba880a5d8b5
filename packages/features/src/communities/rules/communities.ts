/**
 * The /communities list (spec 2 §2): "Your Communities" (approved memberships) and "Other
 * Communities"; and the create prompt, which abandons on an empty name.
 */
import type { CommunityInput, CommunitySummary } from '@wegrow/api';
import { idParamOf } from '../../routes/paths';
import { isApprovedMember } from './roles';

/** The list split into the caller's communities and the others, each in the server's order. */
export function splitCommunities(list: readonly CommunitySummary[]): {
  yours: CommunitySummary[];
  others: CommunitySummary[];
} {
  return {
    yours: list.filter((community) => isApprovedMember(community.my_role)),
    others: list.filter((community) => !isApprovedMember(community.my_role)),
  };
}

/** What the create (and edit) form holds. */
export interface CommunityDraft {
  name: string;
  description: string;
}

export const emptyCommunityDraft: CommunityDraft = { name: '', description: '' };

/**
 * The request for a draft, or null when the name is blank: creation is abandoned (spec 2 §2,
 * §6). The name is trimmed; visibility is always "public" (spec 2 §9).
 */
export function communityRequest(draft: CommunityDraft): CommunityInput | null {
  const name = draft.name.trim();
  if (name === '') return null;
  return { name, description: draft.description.trim(), visibility: 'public' };
}

/** "1 member", "3 members". */
export function memberCount(count: number): string {
  return count === 1 ? '1 member' : `${count} members`;
}

/** The id in a `/communities/:communityId` address, or null when it is not a positive integer. */
export const communityIdOf = idParamOf;
