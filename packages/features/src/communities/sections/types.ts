import type { CommunityDetails } from '@wegrow/api';

/** The sections this folder draws (the page adds members, admin and the component manager). */
export type CommunitySectionKey = 'goals' | 'chat' | 'resources' | 'events';

/** The reader's role in a community they are an approved member of (the only ones who see these). */
export type CommunityMemberRole = CommunityDetails['my_role'];

/** What the community page gives every section's body. */
export interface CommunitySectionProps {
  communityId: number;
  /** The reader's role: `member`, `admin` or `creator` (only approved members see the sections). */
  role: CommunityMemberRole;
  /** The reader's user id (owners of items and authors of messages get their controls). */
  myUserId: number;
}

/** Fixed in stories and tests so dates and times do not move: the sections' clock and format. */
export interface SectionTimeOptions {
  /** Today's date, `yyyy-MM-dd`. @default the reader's local date */
  today?: string;
  /** Locale of dates and times. @default the browser's */
  locale?: string;
  /** Time zone of times. @default the browser's */
  timeZone?: string;
}
