import type { ApiClient } from '../client/createApiClient';
import { queryKeyOf, type Invalidations } from '../query/keys';

/** How many messages a chat page holds (the latest, or the ones before a message). */
export { CHAT_PAGE_SIZE } from '@wegrow/contract/communities';
import { PAGE_SIZE, pagedListOptions } from './paging';

export const communitiesKey = queryKeyOf('/communities/list');
export const communityKey = queryKeyOf('/communities/{id}');
export const joinRequestsKey = queryKeyOf('/communities/{id}/join-requests');
export const membersKey = queryKeyOf('/communities/{id}/full-members');
export const goalsKey = queryKeyOf('/communities/{id}/projects');
export const goalTasksKey = queryKeyOf('/communities/projects/{projectId}/tasks');
export const chatKey = queryKeyOf('/communities/{id}/chat');
export const resourcesKey = queryKeyOf('/communities/{id}/resources');
export const eventsKey = queryKeyOf('/communities/{id}/events');
export const eventKey = queryKeyOf('/communities/{id}/events/{eventId}');
export const calendarLinkKey = queryKeyOf('/communities/{id}/calendar-link');
export const inviteKey = queryKeyOf('/communities/{id}/invite');
export const bansKey = queryKeyOf('/communities/{id}/bans');

/** Membership shows in the list (Your / Other Communities), the community and the member list. */
const membership = [communitiesKey, communityKey, joinRequestsKey, membersKey] as const;

export const communitiesInvalidations = {
  'post /communities/create': [communitiesKey],
  'put /communities/{id}': [communitiesKey, communityKey],
  'delete /communities/{id}': [communitiesKey, communityKey],
  'post /communities/{id}/join': membership,
  'post /communities/{id}/members/{userId}/approve': membership,
  'put /communities/{id}/members/{userId}/toggle-admin': membership,
  'delete /communities/{id}/members/{userId}': membership,
  'put /communities/{id}/bans/{userId}': [...membership, bansKey],
  'delete /communities/{id}/bans/{userId}': [bansKey],
  'put /communities/{id}/layout': [communityKey],
  'post /communities/{id}/calendar-link': [calendarLinkKey],
  'post /communities/{id}/invite': [inviteKey],
  'delete /communities/{id}/invite': [inviteKey],
  'post /communities/{id}/invite/accept': membership,
  'post /communities/{id}/projects': [goalsKey],
  'put /communities/projects/{projectId}': [goalsKey],
  'delete /communities/projects/{projectId}': [goalsKey, goalTasksKey],
  // Goals carry their tasks: a task change shows in the goal list too.
  'post /communities/projects/{projectId}/tasks': [goalTasksKey, goalsKey],
  'put /communities/tasks/{taskId}': [goalTasksKey, goalsKey],
  'delete /communities/tasks/{taskId}': [goalTasksKey, goalsKey],
  'post /communities/{id}/chat': [chatKey],
  'patch /communities/{id}/chat/{messageId}': [chatKey],
  // The screen puts the answer (the read mark, the unread count) into the community it holds.
  'put /communities/{id}/chat/read': [],
  'delete /communities/{id}/chat/{messageId}': [chatKey],
  'post /communities/{id}/resources': [resourcesKey],
  'put /communities/{id}/resources/{resourceId}': [resourcesKey],
  'delete /communities/{id}/resources/{resourceId}': [resourcesKey],
  'post /communities/{id}/events': [eventsKey],
  'put /communities/{id}/events/{eventId}': [eventsKey, eventKey],
  'delete /communities/{id}/events/{eventId}': [eventsKey, eventKey],
  'put /communities/{id}/events/{eventId}/rsvp': [eventsKey, eventKey],
  'put /communities/{id}/events/{eventId}/cancellations/{date}': [eventsKey, eventKey],
} as const satisfies Invalidations;

/**
 * "Your Communities" (`mine`) or "Other Communities" (`others`), page by page in the server's
 * order (by name); "Show more" loads the next page after the last community shown.
 */
export function communityPages(
  client: ApiClient,
  membership: 'mine' | 'others',
  limit: number = PAGE_SIZE,
) {
  return pagedListOptions(
    [...communitiesKey, { membership }] as const,
    async ({ limit: size, before }, signal) => {
      const query =
        before === undefined
          ? { membership, limit: size }
          : { membership, limit: size, after: before };
      const { data, error } = await client.GET('/communities/list', { params: { query }, signal });
      if (error) throw error;
      return data;
    },
    limit,
  );
}
