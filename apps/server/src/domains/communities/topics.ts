/**
 * The live notices of communities (platform/live.ts): a topic per community, and what changed.
 * A notice only says what to look at again; the streams read the rest from the database.
 */
import type { LiveBus } from '../../platform/live';

/** `chat`: the chat's event log grew; `membership`: someone left or was removed; `deleted`: the community is gone. */
export type CommunityChange = 'chat' | 'membership' | 'deleted';

export const communityTopic = (communityId: number) => `community:${communityId}`;

export function isCommunityChange(value: unknown): value is CommunityChange {
  return value === 'chat' || value === 'membership' || value === 'deleted';
}

/** Tells every server process that something changed in a community (after the commit). */
export function announce(
  live: LiveBus,
  communityId: number,
  change: CommunityChange,
): Promise<void> {
  return live.publish(communityTopic(communityId), { change });
}
