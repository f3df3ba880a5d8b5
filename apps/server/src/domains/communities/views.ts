/** Rows → the contract's shapes (`components['schemas'][…]`). */
import type { components } from '@wegrow/api/schema';
import { DEFAULT_COMMUNITY_LAYOUT, resourceHref } from '@wegrow/contract/communities';
import type { CommunityRole } from './membership';
import type {
  ChatMessageRow,
  CommunityRow,
  EventRow,
  GoalRow,
  MemberRow,
  ResourceRow,
  TaskRow,
} from './schema';

type Schemas = components['schemas'];
export type Community = Schemas['Community'];
export type CommunityDetails = Schemas['CommunityDetails'];
export type CommunityPreview = Schemas['CommunityPreview'];
export type CommunitySummary = Schemas['CommunitySummary'];
export type CommunityMember = Schemas['CommunityMember'];
export type CommunityInput = Schemas['CommunityInput'];
export type CommunityLayoutInput = Schemas['CommunityLayoutInput'];
export type CommunityLayout = Schemas['CommunityLayout'];
export type CommunityGoal = Schemas['CommunityGoal'];
export type CommunityGoalInput = Schemas['CommunityGoalInput'];
export type CommunityTask = Schemas['CommunityTask'];
export type CommunityTaskUpdate = Schemas['CommunityTaskUpdate'];
export type ChatMessage = Schemas['ChatMessage'];
export type CommunityResource = Schemas['CommunityResource'];
export type CommunityResourceInput = Schemas['CommunityResourceInput'];
export type CommunityEvent = Schemas['CommunityEvent'];
export type CommunityEventInput = Schemas['CommunityEventInput'];
export type CommunityEventRsvpInput = Schemas['CommunityEventRsvpInput'];
export type CommunityEventRsvps = Schemas['CommunityEventRsvps'];
export type CommunityCalendarLink = Schemas['CommunityCalendarLink'];
export type UserRef = Schemas['UserRef'];

/** A user as the views show them. */
export interface Person {
  id: number;
  username: string | null;
  email: string;
}

/** The stored layout, or the default order (spec 2 §9) when there is none. */
export function layoutOf(row: CommunityRow): CommunityLayout {
  return row.layout ? [...row.layout] : [...DEFAULT_COMMUNITY_LAYOUT];
}

/**
 * A membership as the member `viewerId` sees it: the e-mail address only to the member themself (admins decide
 * join requests by username, issue 41); the creator is always an admin.
 */
export function toMember(
  row: MemberRow,
  person: Person | undefined,
  community: CommunityRow,
  viewerId: number,
): CommunityMember {
  const isCreator = row.userId === community.creatorId;
  const seesEmail = viewerId === row.userId;
  return {
    user_id: row.userId,
    is_approved: row.isApproved,
    is_admin: isCreator || row.isAdmin,
    is_creator: isCreator,
    user: {
      username: person?.username ?? null,
      email: seesEmail ? (person?.email ?? null) : null,
    },
  };
}

export function toSummary(
  row: CommunityRow,
  memberCount: number,
  role: CommunityRole,
): CommunitySummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    visibility: 'public',
    member_count: memberCount,
    my_role: role,
  };
}

export function toPreview(
  row: CommunityRow,
  memberCount: number,
  role: 'visitor' | 'pending',
): CommunityPreview {
  return { ...toSummary(row, memberCount, role), my_role: role };
}

export function userRef(id: number | null, people: ReadonlyMap<number, Person>): UserRef | null {
  return id === null ? null : { id, username: people.get(id)?.username ?? null };
}

export function toTask(
  row: TaskRow,
  people: ReadonlyMap<number, Person>,
  isAdmin: boolean,
): CommunityTask {
  return {
    id: row.id,
    content: row.content,
    completed: row.completed,
    assigned_to: userRef(row.assignedTo, people),
    completed_by: userRef(row.completedBy, people),
    creator_id: row.creatorId,
    is_admin: isAdmin,
  };
}

export function toGoal(row: GoalRow, tasks: CommunityTask[], isAdmin: boolean): CommunityGoal {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    creator_id: row.creatorId,
    is_admin: isAdmin,
    tasks,
  };
}

export function toChatMessage(row: ChatMessageRow, username: string | null): ChatMessage {
  return {
    id: row.id,
    user_id: row.userId,
    username,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
  };
}

export function toResource(row: ResourceRow, viewerId: number): CommunityResource {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    href: resourceHref(row.url),
    description: row.description,
    user_id: row.userId,
    is_creator: row.userId === viewerId,
  };
}

export function toEvent(row: EventRow): CommunityEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    end_date: row.endDate,
    place: row.place,
    place_url: row.placeUrl,
    start_time: row.startTime,
    end_time: row.endTime,
    time_zone: row.timeZone,
    repeat: row.repeat,
    repeat_until: row.repeatUntil,
    capacity: row.capacity,
    cancelled_dates: row.cancelledDates,
    user_id: row.userId,
    community_id: row.communityId,
  };
}
