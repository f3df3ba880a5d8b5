/**
 * The bodies of the community page's sections (issue 17): Community Goals, Community Chat,
 * Resource Board and Upcoming Events. The page draws each in its tab's panel, under its title;
 * these render only what is under the title, for approved members.
 */
import type { ComponentType } from 'react';
import { ChatSection } from './chat/ChatSection';
import { EventsSection } from './events/EventsSection';
import { GoalsSection } from './goals/GoalsSection';
import { ResourcesSection } from './resources/ResourcesSection';
import type { CommunitySectionKey, CommunitySectionProps, SectionTimeOptions } from './types';

export type {
  CommunityMemberRole,
  CommunitySectionKey,
  CommunitySectionProps,
  SectionTimeOptions,
} from './types';
export { ChatSection, EventsSection, GoalsSection, ResourcesSection };

/** Each section's body by its layout key (the clock and formats matter to chat and events). */
export const communitySections: Record<
  CommunitySectionKey,
  ComponentType<CommunitySectionProps & SectionTimeOptions>
> = {
  goals: GoalsSection,
  chat: ChatSection,
  resources: ResourcesSection,
  events: EventsSection,
};
