/**
 * PLACEHOLDER for the four section bodies of part 2 (issue 16's "Part 2 fills the first four"):
 * Community Goals, Community Chat, Resource Board and Upcoming Events. The community page renders
 * `communitySections[key]` inside the section with the spec's title; until part 2 lands each body
 * says honestly that it is coming. This file is replaced by the real sections at merge.
 */
import type { CommunityDetails } from '@wegrow/api';
import { Text } from '@wegrow/ui';
import { createElement, type ComponentType } from 'react';

/** The sections part 2 fills (the other three belong to the community page itself). */
export type CommunitySectionKey = 'goals' | 'chat' | 'resources' | 'events';

/** What the page gives each section body. */
export interface CommunitySectionProps {
  communityId: number;
  /** The viewer's role: only approved members see the sections. */
  role: CommunityDetails['my_role'];
  myUserId: number;
}

function comingSoon(what: string): ComponentType<CommunitySectionProps> {
  return function ComingSoonSection() {
    return createElement(Text, { tone: 'secondary' }, `${what} will be here soon.`);
  };
}

/** The body of each part-2 section. */
export const communitySections: Record<
  CommunitySectionKey,
  ComponentType<CommunitySectionProps>
> = {
  goals: comingSoon('Shared goals with their tasks'),
  chat: comingSoon('The community chat'),
  resources: comingSoon('Shared links and guides'),
  events: comingSoon('The event calendar'),
};
